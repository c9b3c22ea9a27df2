import type { Announced } from '../round/state.ts';
import type { Half, PlannedStep, Station, Zone } from '../types.ts';
import { firstHalf } from './slots.ts';
import { copyEnergy, type Energy, spend, startEnergy } from './ship-energy.ts';

/**
 * Intents for the crew plan's search (crew-plan.ts): instead of one half at a time, "the heavy gun of
 * zone Z fires on turn t", scheduled with the energy it needs. A member is routed to the gun's station
 * to press A on turn t; when the ship's energy (ship-energy.ts, the plan's own spending in crew order)
 * leaves that zone's reactor empty by then, another member is routed to refill it the turn before (B
 * below: a side reactor from the central one, the central one from a fuel capsule). Each intent changes several members' rows at once, a joint change the one-half moves of the
 * search cannot reach one step at a time.
 */

const ORDER: readonly Zone[] = ['red', 'white', 'blue'];
const eq = (a: Station, b: Station) => a.zone === b.zone && a.deck === b.deck;

function moved(at: Station, h: Half | null): Station {
  if (!h || h.kind === 'action') return at;
  if (h.kind === 'heroic-move') return { ...h.to };
  if (h.move === 'lift') return { zone: at.zone, deck: at.deck === 'upper' ? 'lower' : 'upper' };
  const i = ORDER.indexOf(at.zone) + (h.move === 'red' ? -1 : 1);
  return { zone: (ORDER[i] ?? at.zone) as Zone, deck: at.deck };
}

function steps(a: Station, b: Station): number {
  return Math.abs(ORDER.indexOf(a.zone) - ORDER.indexOf(b.zone)) + (a.deck === b.deck ? 0 : 1);
}

/** The next half from `at` toward `to`: an arrow across zones first, then the lift. */
function toward(at: Station, to: Station): Half | null {
  if (at.zone !== to.zone)
    return { kind: 'move', move: ORDER.indexOf(to.zone) < ORDER.indexOf(at.zone) ? 'red' : 'blue' };
  if (at.deck !== to.deck) return { kind: 'move', move: 'lift' };
  return null;
}

/** Where each member stands before each turn (index turn - 1), and the energy each finds when it acts. */
export function walk(plans: readonly PlannedStep[][], turns: number): { at: Station[][]; energy: Energy[][] } {
  const at: Station[][] = plans.map(() => []);
  const energy: Energy[][] = [];
  const pos: Station[] = plans.map(() => ({ zone: 'white', deck: 'upper' }));
  const e = startEnergy();
  for (let t = 1; t <= turns; t++) {
    const fired = new Set<string>();
    const row: Energy[] = [];
    for (let m = 0; m < plans.length; m++) {
      (at[m] as Station[]).push(pos[m] as Station);
      row.push(copyEnergy(e));
      const h = firstHalf(plans[m]?.[t - 1] ?? null);
      pos[m] = moved(pos[m] as Station, h);
      spend(e, pos[m] as Station, h, fired);
    }
    energy.push(row);
  }
  return { at, energy };
}

/**
 * A member's row changed so that it stands at `st` and does `x` on turn `t`: the turns before, from
 * the latest it can leave, walk there; afterwards it walks back to where its old row had it. Null when
 * a turn it needs is not free, or it cannot get there in time.
 */
export function errand(
  row: readonly PlannedStep[],
  where: readonly Station[],
  t: number,
  st: Station,
  x: 'A' | 'B' | 'C' | 'bots',
  isFree: (turn: number) => boolean,
  firstOpen: number,
): PlannedStep[] | null {
  // Leave as late as possible: d moves are needed from where the old row stands d turns before.
  let from = t;
  while (from > firstOpen && steps(where[from - 1] as Station, st) > t - from) from--;
  if (steps(where[from - 1] as Station, st) > t - from) return null;
  const out = [...row];
  let at = where[from - 1] as Station;
  for (let u = from; u <= t; u++) {
    if (!isFree(u)) return null;
    const h: Half | null = u === t ? { kind: 'action', action: x } : toward(at, st);
    out[u - 1] = h;
    at = moved(at, h);
  }
  if (!eq(at, st)) return null;
  // Then back to the old path: catch up with where the old row stands, then follow it.
  for (let u = t + 1; u <= row.length; u++) {
    const target = where[u] ?? (where[where.length - 1] as Station);
    if (eq(at, where[u - 1] as Station)) break;
    if (!isFree(u)) break;
    const h = toward(at, target) ?? toward(at, where[u - 1] as Station);
    out[u - 1] = h;
    at = moved(at, h);
  }
  return out;
}

export interface Intent {
  /** The rows it changes, by member (a gunner's, and a helper's when energy is needed). */
  rows: Map<number, PlannedStep[]>;
}

/** Turns on which an external threat of each zone is on the board (announced for that turn or earlier). */
export function threatTurns(announced: readonly Announced[], turns: number): Map<Zone, number[]> {
  const out = new Map<Zone, number[]>();
  for (const z of ORDER) {
    const first = Math.min(
      ...announced.filter((a) => a.zone === z && (a.threat !== null || a.unconfirmed === false)).map((a) => a.turn),
    );
    if (!Number.isFinite(first)) continue;
    out.set(
      z,
      Array.from({ length: turns - first + 1 }, (_, i) => first + i),
    );
  }
  return out;
}

/**
 * The "fire zone z's heavy gun on turn t" intents worth trying on a plan: for each of the two members
 * nearest the gun, the route there, with the refill (and capsule) its reactor needs by another member.
 */
export function fireIntents(
  plans: readonly PlannedStep[][],
  turns: number,
  zone: Zone,
  t: number,
  isFree: (member: number, turn: number) => boolean,
  firstOpen: number,
): Intent[] {
  const { at, energy } = walk(plans, turns);
  const gun: Station = { zone, deck: 'upper' };
  // Already fired there on that turn with energy: nothing to add.
  for (let m = 0; m < plans.length; m++) {
    const h = firstHalf(plans[m]?.[t - 1] ?? null);
    const here = moved(at[m]?.[t - 1] as Station, h);
    if (h?.kind === 'action' && h.action === 'A' && eq(here, gun) && (energy[t - 1]?.[m]?.reactor[zone] ?? 0) > 0)
      return [];
  }
  const members = plans
    .map((_, m) => m)
    .filter((m) => isFree(m, t))
    .sort((a, b) => steps(at[a]?.[t - 1] as Station, gun) - steps(at[b]?.[t - 1] as Station, gun))
    .slice(0, 2);
  const out: Intent[] = [];
  for (const m of members) {
    const row = errand(plans[m] as PlannedStep[], at[m] as Station[], t, gun, 'A', (u) => isFree(m, u), firstOpen);
    if (!row) continue;
    const rows = new Map([[m, row]]);
    const next = plans.map((r, k) => rows.get(k) ?? r);
    const e = walk(next, turns).energy[t - 1]?.[m];
    if (e && e.reactor[zone] <= 0 && t - 1 >= firstOpen) {
      // The reactor needs a refill first: the nearest other member goes below and presses B.
      const below: Station = { zone, deck: 'lower' };
      const helpers = plans
        .map((_, k) => k)
        .filter((k) => k !== m && isFree(k, t - 1))
        .sort((a, b) => steps(at[a]?.[t - 2] as Station, below) - steps(at[b]?.[t - 2] as Station, below));
      const k = helpers[0];
      if (k === undefined) continue;
      const help = errand(
        next[k] as PlannedStep[],
        walk(next, turns).at[k] as Station[],
        t - 1,
        below,
        'B',
        (u) => isFree(k, u),
        firstOpen,
      );
      if (!help) continue;
      rows.set(k, help);
    }
    out.push({ rows });
  }
  return out;
}

const ARMOURIES: readonly Station[] = [
  { zone: 'red', deck: 'lower' },
  { zone: 'blue', deck: 'upper' },
];

/**
 * The "fight the intruder at station S from turn t" intents: a member takes a battlebot squad at an
 * armoury (C) on the way, then fights there (the bots action) on turns t and t + 1. One squad from the
 * nearer armoury, by either of the two members nearest it; and both squads at once, one member from
 * each armoury, for an intruder that disables the first squad it meets (an Alien once grown). Every
 * step of a fighter comes as one change.
 */
export function fightIntents(
  plans: readonly PlannedStep[][],
  turns: number,
  at: Station,
  t: number,
  isFree: (member: number, turn: number) => boolean,
  firstOpen: number,
): Intent[] {
  if (t + 1 > turns) return [];
  const { at: where } = walk(plans, turns);
  const squad = (m: number, arm: Station, base: readonly PlannedStep[][]): PlannedStep[] | null => {
    const t1 = t - steps(arm, at) - 1;
    if (t1 < firstOpen || !isFree(m, t1) || !isFree(m, t) || !isFree(m, t + 1)) return null;
    const free = (u: number) => isFree(m, u);
    const rowAt = (r: PlannedStep[]) =>
      walk(
        base.map((x, k) => (k === m ? r : x)),
        turns,
      ).at[m] as Station[];
    let row = errand(base[m] as PlannedStep[], where[m] as Station[], t1, arm, 'C', free, firstOpen);
    if (row) row = errand(row, rowAt(row), t, at, 'bots', free, firstOpen);
    if (row) row = errand(row, rowAt(row), t + 1, at, 'bots', free, firstOpen);
    return row;
  };
  const nearest = (arm: Station, not: number) =>
    plans
      .map((_, m) => m)
      .filter((m) => m !== not)
      .sort((a, b) => steps(where[a]?.[0] as Station, arm) - steps(where[b]?.[0] as Station, arm));
  const out: Intent[] = [];
  const [near, far] = [...ARMOURIES].sort((a, b) => steps(a, at) - steps(b, at)) as [Station, Station];
  for (const m of nearest(near, -1).slice(0, 2)) {
    const row = squad(m, near, plans);
    if (row) out.push({ rows: new Map([[m, row]]) });
  }
  for (const m of nearest(near, -1).slice(0, 2)) {
    const row = squad(m, near, plans);
    if (!row) continue;
    const with1 = plans.map((x, k) => (k === m ? row : x));
    const k = nearest(far, m).find((k2) => squad(k2, far, with1) !== null);
    if (k === undefined) continue;
    out.push({
      rows: new Map([
        [m, row],
        [k, squad(k, far, with1) as PlannedStep[]],
      ]),
    });
    break;
  }
  return out;
}

const BRIDGE: Station = { zone: 'white', deck: 'upper' };

/**
 * The "maintain the computer in phase p" intents, when the plan leaves it unmaintained: one of the two
 * members nearest the bridge goes there for C on the phase's first or second turn (an unmaintained
 * computer delays the whole crew once, shifting every later half of everyone's plan).
 */
export function maintainIntents(
  plans: readonly PlannedStep[][],
  turns: number,
  phaseEnds: readonly number[],
  isFree: (member: number, turn: number) => boolean,
  firstOpen: number,
): Intent[] {
  const { at } = walk(plans, turns);
  const out: Intent[] = [];
  let start = 1;
  for (const end of phaseEnds) {
    const checks = [start, start + 1].filter((t) => t <= end && t <= turns);
    start = end + 1;
    if (checks.every((t) => t < firstOpen)) continue;
    const done = checks.some((t) =>
      plans.some((row, m) => {
        const h = firstHalf(row[t - 1] ?? null);
        return h?.kind === 'action' && h.action === 'C' && eq(moved(at[m]?.[t - 1] as Station, h), BRIDGE);
      }),
    );
    if (done) continue;
    for (const t of checks) {
      if (t < firstOpen) continue;
      const members = plans
        .map((_, m) => m)
        .filter((m) => isFree(m, t))
        .sort((a, b) => steps(at[a]?.[t - 1] as Station, BRIDGE) - steps(at[b]?.[t - 1] as Station, BRIDGE))
        .slice(0, 2);
      for (const m of members) {
        const row = errand(
          plans[m] as PlannedStep[],
          at[m] as Station[],
          t,
          BRIDGE,
          'C',
          (u) => isFree(m, u),
          firstOpen,
        );
        if (row) out.push({ rows: new Map([[m, row]]) });
      }
    }
  }
  return out;
}
