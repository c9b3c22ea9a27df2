import { Rng } from '@airlock/engine';
import { plannedStep } from '../data/cards.ts';
import type { Announced } from '../round/state.ts';
import type { Half, MoveKind, PlannedStep, Station, Zone } from '../types.ts';
import type { SaView, SeenSlot } from '../view.ts';
import { type BeamOptions, beamPlan, type Fixed } from './beam.ts';
import { fightIntents, fireIntents, maintainIntents, threatTurns } from './intents.ts';
import { internalJobs, follow as roleFollow, movesToward, rolePlan, startRole, wants } from './roles.ts';
import { meanWorth, publicScenarios, publicView, type Scenario } from './scenarios.ts';
import { firstHalf, inputOf, threatsOf } from './slots.ts';

export { meanWorth, publicScenarios, publicView, type Scenario, worth } from './scenarios.ts';

/**
 * The crew's ideal plan: one half (a move or an action, any card assumed at hand) per crew member and
 * turn, worked out from public facts only (the threats announced, the phase, the cards' backs and the
 * androids' face-up cards), so every bot of a crew computes the same plan and can count on the others
 * following it. Futures are sampled with `determinize` from a public copy of the view, seeded by those
 * facts alone. The search starts from the role plan (roles.ts) and climbs: a member's whole phase
 * rewritten as "go to a station and repeat one action there", then one half at a time, keeping what
 * raises the mean outcome of resolving the mission with the game's rules in every sample; when stuck,
 * a few halves of the best plan are redrawn (seeded) and it climbs again until the budget is spent.
 */
export type Ideal = (Half | null)[][];

const HALVES: readonly (Half | null)[] = [
  { kind: 'action', action: 'A' },
  { kind: 'action', action: 'B' },
  { kind: 'action', action: 'C' },
  { kind: 'action', action: 'bots' },
  { kind: 'move', move: 'red' },
  { kind: 'move', move: 'blue' },
  { kind: 'move', move: 'lift' },
  null,
];

export interface CrewPlanOptions {
  /** The whole mission's threats, when known (the full-information planner): one scenario. */
  known?: Announced[];
  samples: number;
  /** Kick the plan and climb again when stuck, until the budget is spent (default). */
  restarts?: boolean;
  /** Try intents (intents.ts: a gun fired on a turn with the energy it needs) in each pass (default). */
  intents?: boolean;
  /** Start from the previous decision point's plan when it does better (default true). */
  warm?: boolean;
  /** Try maintenance intents (intents.ts) in each pass (default, with the other intents). */
  maintain?: boolean;
  /** Try a member's open turns shifted one turn later or earlier in each pass (default). */
  shifts?: boolean;
  /** Build the plan turn by turn first, instead of starting from the role plan (measured weaker). */
  greedy?: boolean;
  /** Candidate evaluations (each resolves every sample). */
  iterations: number;
  /** Guess earlier phases' turns seen by their backs from the crew plan made then (default true). */
  past?: boolean;
  /** The constructive start (beam.ts) and its settings; false: start from the role plan alone. */
  beam?: BeamOptions | false;
  /** A cap in ms on top of `iterations`, read from the caller's clock `now` (rule packages never read it). */
  ms?: number;
  now?: () => number;
  seed: string;
}

function allowed(slot: SeenSlot | undefined, h: Half | null): boolean {
  if (!slot) return true;
  if ('card' in slot) return false;
  if (slot.special || slot.doubled) return false;
  return h !== null && (slot.top === 'move' ? h.kind === 'move' : h.kind === 'action');
}

/**
 * Builds the plan turn by turn: each member's half on each free turn is the one that does best when
 * every later half (and the halves of the members after it on that turn) follows the role plan from
 * where the crew then stands. Returns the evaluations spent.
 */
function greedy(
  v: SaView,
  plans: PlannedStep[][],
  free: readonly [number, number][],
  pv: SaView,
  sc: Scenario[],
  firstOpen: number,
): number {
  const isFree = new Set(free.map(([m, t]) => `${m}/${t}`));
  const decided: (PlannedStep | undefined)[][] = plans.map((row, m) =>
    row.map((p, i) => (isFree.has(`${m}/${i + 1}`) ? undefined : p)),
  );
  const ann = (sc[0] as Scenario).announced;
  let evals = 0;
  const fill = () => decided.map((row, m) => completeRole(v, m, row, ann));
  for (let t = firstOpen; t <= v.turns; t++) {
    for (let m = 0; m < v.crew; m++) {
      if (!isFree.has(`${m}/${t}`)) continue;
      const row = decided[m] as (PlannedStep | undefined)[];
      let best = Number.NEGATIVE_INFINITY;
      let pick: Half | null = null;
      for (const h of HALVES) {
        if (!allowed(pv.boardView[m]?.[t - 1], h)) continue;
        row[t - 1] = h;
        const val = meanWorth(v, fill(), sc);
        evals++;
        if (val > best) {
          best = val;
          pick = h;
        }
      }
      row[t - 1] = pick;
    }
  }
  const out = fill();
  for (let m = 0; m < v.crew; m++) plans[m] = out[m] as PlannedStep[];
  return evals;
}

/** A member's plan: the given steps, and the role's next half from where it stands for the rest. */
export function completeRole(
  v: SaView,
  member: number,
  fixed: readonly (PlannedStep | undefined)[],
  ann: Announced[],
): PlannedStep[] {
  const st = startRole(member, v.crew, ann, v);
  const out: PlannedStep[] = [];
  for (let t = 1; t <= v.turns; t++) {
    let step = fixed[t - 1];
    if (step === undefined) {
      const w = wants(st, t, v.phaseEnds);
      const k = movesToward(st.at, w.goal)[0];
      step = k ? { kind: 'move', move: k } : w.act ? { kind: 'action', action: w.act } : null;
    }
    out.push(step);
    roleFollow(st, firstHalf(step));
  }
  return out;
}

const memo = new Map<string, { ideal: Ideal; sc: Scenario[] }>();

/** The crew's ideal plan for a view (the same for every seat of the crew: public facts only). */
export function crewPlan(v: SaView, o: CrewPlanOptions): { ideal: Ideal; sc: Scenario[] } {
  const pv = publicView(v);
  const firstOpen = v.phase === 1 ? 1 : (v.phaseEnds[v.phase - 2] as number) + 1;
  const key = keyOf(v, pv, o);

  const hit = memo.get(key);
  if (hit) return hit;
  const sc = o.known
    ? [{ announced: o.known, rng: Rng.fromSeed(`${o.seed}/${key}/damage`).state() }]
    : publicScenarios(pv, o.samples, `${o.seed}/${key}`);
  // Start: android cards as they lie, every other turn the role plan's half.
  const plans: PlannedStep[][] = [];
  const free: [number, number][] = [];
  for (let m = 0; m < v.crew; m++) {
    // The role plan against the first sampled future: it knows where threats will come.
    const roles = rolePlan(m, v.crew, v.turns, v.phaseEnds, (sc[0] as Scenario).announced);
    const row: PlannedStep[] = [];
    for (let t = 1; t <= v.turns; t++) {
      const slot = pv.boardView[m]?.[t - 1];
      const role = (roles[t - 1] ?? null) as Half | null;
      if (slot && 'card' in slot) {
        row.push(fromSeen(slot));
        continue;
      }
      if (!slot && t < firstOpen) {
        row.push(null);
        continue;
      }
      // A turn of an earlier phase seen by its back: the crew plan made when that phase ended, which
      // every bot of the crew was following then, where the back agrees with it.
      if (slot && t < firstOpen && o.past !== false) {
        const h = pastIdeal(v, phaseOf(v, t), o)[m]?.[t - 1] ?? null;
        if (allowed(slot, h)) {
          row.push(h);
          continue;
        }
      }
      row.push(allowed(slot, role) ? role : (HALVES.find((h) => allowed(slot, h)) ?? null));
      free.push([m, t]);
    }
    plans.push(row);
  }
  // Open turns first (they are decided now), then the rest in turn order.
  free.sort((a, b) => (a[1] >= firstOpen ? 0 : 1) - (b[1] >= firstOpen ? 0 : 1) || a[1] - b[1] || a[0] - b[0]);
  const now = o.now;
  const t0 = now ? now() : 0;
  const spent = () => evals >= o.iterations || (o.ms !== undefined && now !== undefined && now() - t0 > o.ms);
  let evals = 1;
  if (o.greedy === true) evals += greedy(v, plans, free, pv, sc, firstOpen);
  if (o.beam !== false) {
    // The constructive start: the crew's halves chosen jointly turn by turn (beam.ts).
    const isFreeNow = new Set(free.map(([m, t]) => `${m}/${t}`));
    const fixed: Fixed = plans.map((row, m) => row.map((p, i) => (isFreeNow.has(`${m}/${i + 1}`) ? undefined : p)));
    const inputs = sc.map((s) => inputOf(v, plans, threatsOf(s.announced)));
    const stop = o.ms !== undefined && now !== undefined ? () => now() - t0 > (o.ms as number) : undefined;
    const r = beamPlan(
      inputs,
      sc.map((s) => s.rng),
      fixed,
      firstOpen,
      { ...(o.beam ?? {}), ...(stop ? { stop } : {}) },
    );
    for (const [m, t] of free) {
      const h = r.rows[m]?.[t - 1] ?? null;
      if (t >= firstOpen && allowed(pv.boardView[m]?.[t - 1], h)) (plans[m] as PlannedStep[])[t - 1] = h;
    }
  }
  let best = meanWorth(v, plans, sc);
  // Warm start: the plan the crew was following before the last announcement or phase end, on the
  // turns still open, when it does better than the fresh start. A re-plan then never throws away a
  // good plan because its own search happened not to find it again.
  if (o.warm !== false) {
    const prev = previousIdeal(v, o);
    if (prev) {
      const alt = plans.map((r) => [...r]);
      for (const [m, t] of free) {
        const h = prev[m]?.[t - 1] ?? null;
        if (t >= firstOpen && allowed(pv.boardView[m]?.[t - 1], h)) (alt[m] as PlannedStep[])[t - 1] = h;
      }
      evals++;
      const val = meanWorth(v, alt, sc);
      if (val > best) {
        best = val;
        for (let m = 0; m < v.crew; m++) plans[m] = alt[m] as PlannedStep[];
      }
    }
  }
  const isFree = new Set(free.map(([m, t]) => `${m}/${t}`));
  const tryRow = (m: number, row: PlannedStep[]): boolean => {
    const old = plans[m] as PlannedStep[];
    plans[m] = row;
    evals++;
    const val = meanWorth(v, plans, sc);
    if (val > best + 1e-9) {
      best = val;
      return true;
    }
    plans[m] = old;
    return false;
  };
  const tryRows = (rows: Map<number, PlannedStep[]>): boolean => {
    const old = new Map([...rows.keys()].map((m) => [m, plans[m] as PlannedStep[]]));
    for (const [m, row] of rows) plans[m] = row;
    evals++;
    const val = meanWorth(v, plans, sc);
    if (val > best + 1e-9) {
      best = val;
      return true;
    }
    for (const [m, row] of old) plans[m] = row;
    return false;
  };
  // Where and when threats are in each zone, over every sampled future.
  const fireTurns = new Map<Zone, number[]>();
  for (const s of sc)
    for (const [z, ts] of threatTurns(s.announced, v.turns))
      fireTurns.set(
        z,
        [...new Set([...(fireTurns.get(z) ?? []), ...ts])].sort((a, b) => a - b),
      );
  // Intruders the battlebots fight, in every sampled future (one job per station and turn).
  const fightKeys = new Set<string>();
  const fights: { at: Station; from: number }[] = [];
  for (const s of sc)
    for (const j of internalJobs(s.announced))
      if (j.fix === 'bots' && !fightKeys.has(`${j.at.zone}/${j.at.deck}/${j.from}`)) {
        fightKeys.add(`${j.at.zone}/${j.at.deck}/${j.from}`);
        fights.push({ at: j.at, from: j.from });
      }
  const openTurn = (m: number, t: number) => isFree.has(`${m}/${t}`) && !pv.boardView[m]?.[t - 1];
  // Phase blocks from the first open turn: the turns of the open phase, then each later phase.
  const blocks: [number, number][] = [];
  for (let p = v.phase; p <= v.phaseEnds.length; p++) {
    const from = p === 1 ? 1 : (v.phaseEnds[p - 2] as number) + 1;
    blocks.push([Math.max(from, firstOpen), v.phaseEnds[p - 1] as number]);
  }
  // Iterated local search: when a pass changes nothing, a few free halves of the best plan are redrawn
  // at random (seeded by the public key) and the search climbs again; the best plan found is kept.
  const kick = new Rng(Rng.fromSeed(`${o.seed}/${key}/kick`).state());
  let bestPlans = plans.map((r) => [...r]);
  let bestVal = best;
  for (let pass = 0; pass < 1000 && !spent(); pass++) {
    if (best > bestVal) {
      bestVal = best;
      bestPlans = plans.map((r) => [...r]);
    }
    let changed = false;
    // Intents: a heavy gun fired on a turn a threat is in its zone, with the energy it needs.
    for (const [z, turns] of o.intents === false ? [] : fireTurns) {
      for (const t of turns) {
        if (t < firstOpen || spent()) continue;
        for (const intent of fireIntents(plans, v.turns, z, t, openTurn, firstOpen)) {
          if (spent()) break;
          if (tryRows(intent.rows)) changed = true;
        }
      }
    }
    // Intents: the computer maintained in a phase the plan leaves it unmaintained.
    if (o.intents !== false && o.maintain !== false)
      for (const intent of maintainIntents(plans, v.turns, v.phaseEnds, openTurn, firstOpen)) {
        if (spent()) break;
        if (tryRows(intent.rows)) changed = true;
      }
    // Intents: an intruder fought with a squad taken on the way, a few turns after it boards.
    for (const job of o.intents === false ? [] : fights) {
      for (let t = job.from; t <= job.from + 3 && !spent(); t++) {
        for (const intent of fightIntents(plans, v.turns, job.at, t, openTurn, firstOpen)) {
          if (spent()) break;
          if (tryRows(intent.rows)) changed = true;
        }
      }
    }
    // Whole blocks: a member goes to a station and repeats one action there for the rest of the block.
    for (const [from, to] of blocks) {
      for (let m = 0; m < v.crew && !spent(); m++) {
        if (!isFree.has(`${m}/${from}`)) continue;
        for (const st of STATIONS) {
          for (const x of LETTERS) {
            if (spent()) break;
            const row = rewrite(plans[m] as PlannedStep[], from, to, st, x, (t) => isFree.has(`${m}/${t}`));
            if (row && tryRow(m, row)) changed = true;
          }
        }
      }
    }
    // Shifts: a member's run of open turns from turn t played one turn later (an empty half put in
    // first) or one turn earlier (the half at t left out): timing changes one-half moves cannot make.
    for (const [m, t] of o.shifts === false ? [] : free) {
      if (t < firstOpen || spent()) continue;
      const row = plans[m] as PlannedStep[];
      let end = t;
      while (end < v.turns && openTurn(m, end + 1)) end++;
      if (end === t || !openTurn(m, t)) continue;
      const later = [...row];
      later[t - 1] = null;
      for (let u = t + 1; u <= end; u++) later[u - 1] = row[u - 2] as PlannedStep;
      if (tryRow(m, later)) {
        changed = true;
        continue;
      }
      if (spent()) break;
      const earlier = [...row];
      for (let u = t; u < end; u++) earlier[u - 1] = row[u] as PlannedStep;
      earlier[end - 1] = null;
      if (tryRow(m, earlier)) changed = true;
    }
    for (const [m, t] of free) {
      const row = plans[m] as PlannedStep[];
      const cur = row[t - 1] as Half | null;
      const slot = pv.boardView[m]?.[t - 1];
      for (const h of HALVES) {
        if (spent()) break;
        if (same(h, cur) || !allowed(slot, h)) continue;
        const next = [...row];
        next[t - 1] = h;
        if (tryRow(m, next)) {
          changed = true;
          break;
        }
      }
    }
    if (!changed) {
      if (best > bestVal) {
        bestVal = best;
        bestPlans = plans.map((r) => [...r]);
      }
      if (free.length === 0 || o.restarts === false) break;
      for (let m = 0; m < v.crew; m++) plans[m] = [...(bestPlans[m] as PlannedStep[])];
      for (let k = 0; k < 3; k++) {
        const [m, t] = kick.pick(free);
        const hs = HALVES.filter((x) => allowed(pv.boardView[m]?.[t - 1], x));
        if (hs.length > 0) (plans[m] as PlannedStep[])[t - 1] = kick.pick(hs);
      }
      best = meanWorth(v, plans, sc);
      evals++;
    }
  }
  if (best > bestVal) bestPlans = plans;
  const out = { ideal: bestPlans.map((r) => r.map((p) => firstHalf(p))), sc };
  if (memo.size >= 64) memo.clear();
  memo.set(key, out);
  return out;
}

/**
 * The crew plan made at the decision point before this one (the last threat announced or phase
 * ended), worked out again from the view as it was then; null at the start of the mission.
 */
export function previousIdeal(v: SaView, o: CrewPlanOptions): Ideal | null {
  const cut = v.heard.findLastIndex((e) => e.what === 'threat' || e.what === 'phase-end');
  if (cut < 0) return null;
  const then = viewBefore(v, cut);
  // Under a time cap only a plan already made is used: working the earlier ones out again would
  // spend the cap once per decision point.
  if (o.ms !== undefined) return memo.get(keyOf(then, publicView(then), o))?.ideal ?? null;
  return crewPlan(then, o).ideal;
}

function keyOf(v: SaView, pv: SaView, o: CrewPlanOptions): string {
  return JSON.stringify([o, v.announced, v.phase, pv.boardView, v.specs, v.campaign, v.trajectories]);
}

/** The phase a turn belongs to (1-based). */
function phaseOf(v: SaView, t: number): number {
  const i = v.phaseEnds.findIndex((e) => t <= e);
  return i < 0 ? v.phaseEnds.length : i + 1;
}

/**
 * The crew plan as it stood when phase `phase` ended: worked out again from the view as it was then
 * (the threats announced by that phase's end; the boards' later turns are hidden by publicView).
 */
function pastIdeal(v: SaView, phase: number, o: CrewPlanOptions): Ideal {
  const i = v.heard.findIndex((e) => e.what === 'phase-end' && (e as { phase?: number }).phase === phase);
  return crewPlan({ ...viewBefore(v, i < 0 ? v.heard.length : i), phase }, o).ideal;
}

/** The view as it stood when the crew had heard the first `cut` events: that phase, the threats announced by then. */
function viewBefore(v: SaView, cut: number): SaView {
  let phase = 1;
  let threats = 0;
  for (let i = 0; i < cut; i++) {
    const w = (v.heard[i] as { what: string }).what;
    if (w === 'phase-end') phase++;
    if (w === 'threat') threats++;
  }
  return { ...v, phase, announced: v.announced.slice(0, threats), heard: v.heard.slice(0, cut) };
}

function fromSeen(slot: SeenSlot): PlannedStep {
  if (!slot || !('card' in slot)) return null;
  return plannedStep(
    slot.card,
    slot.top,
    slot.with && 'card' in slot.with ? { c: slot.with.card, top: slot.with.top } : undefined,
  );
}

function same(a: Half | null, b: Half | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'action' && b.kind === 'action') return a.action === b.action;
  if (a.kind === 'move' && b.kind === 'move') return a.move === b.move;
  return false;
}

const ORDER: readonly Zone[] = ['red', 'white', 'blue'];
const STATIONS: readonly Station[] = ORDER.flatMap((zone) => [
  { zone, deck: 'upper' as const },
  { zone, deck: 'lower' as const },
]);
const LETTERS = ['A', 'B', 'C', 'bots'] as const;

/**
 * A row where the member goes to `st` and repeats `x` there from turn `from` to `to` (free turns
 * only), then catches up with its old path: null when a fixed turn is in the way.
 */
function rewrite(
  row: readonly PlannedStep[],
  from: number,
  to: number,
  st: Station,
  x: (typeof LETTERS)[number],
  isFree: (t: number) => boolean,
): PlannedStep[] | null {
  const halves = row.map((p) => firstHalf(p));
  const where = stations(halves);
  const out = [...row];
  let at = where[from - 1] as Station;
  for (let t = from; t <= to; t++) {
    if (!isFree(t)) return null;
    const h = follow([{ kind: 'action', action: x }], at, 1, [st, st]);
    out[t - 1] = eq(at, st) ? { kind: 'action', action: x } : h;
    at = moved(at, out[t - 1] as Half | null);
  }
  for (let t = to + 1; t <= row.length; t++) {
    if (!isFree(t)) break;
    out[t - 1] = follow(halves, at, t, where);
    at = moved(at, firstHalf(out[t - 1] as PlannedStep));
  }
  return out;
}

export function moved(at: Station, h: Half | null): Station {
  if (!h || h.kind === 'action') return at;
  if (h.kind === 'heroic-move') return { ...h.to };
  if (h.move === 'lift') return { zone: at.zone, deck: at.deck === 'upper' ? 'lower' : 'upper' };
  const i = ORDER.indexOf(at.zone) + (h.move === 'red' ? -1 : 1);
  return { zone: (ORDER[i] ?? at.zone) as Zone, deck: at.deck };
}

const START: Station = { zone: 'white', deck: 'upper' };
const eq = (a: Station, b: Station) => a.zone === b.zone && a.deck === b.deck;

/** Where the ideal plan has a member before each turn (index turn - 1) and after the last. */
export function stations(row: readonly (Half | null)[]): Station[] {
  const out: Station[] = [START];
  for (const h of row) out.push(moved(out[out.length - 1] as Station, h));
  return out;
}

/** The half that follows the ideal plan from where a member really is on turn t: catch up, else do as planned. */
export function follow(row: readonly (Half | null)[], at: Station, t: number, where = stations(row)): Half | null {
  const here = where[t - 1] as Station;
  const next = where[t] as Station;
  if (eq(at, here)) return row[t - 1] ?? null;
  if (eq(at, next)) return null;
  const to = next;
  let k: MoveKind | null = null;
  if (at.zone !== to.zone) k = ORDER.indexOf(to.zone) < ORDER.indexOf(at.zone) ? 'red' : 'blue';
  else if (at.deck !== to.deck) k = 'lift';
  return k ? { kind: 'move', move: k } : null;
}
