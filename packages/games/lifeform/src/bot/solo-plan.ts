import { isRemora, topo, WALK, distances } from '../board.ts';
import { crisisCard } from '../solo/crisis.ts';
import { LOADOUT } from '../data/tracks.ts';
import type { LfState } from '../state.ts';
import { me, PLAYER, solo } from '../solo/state.ts';

/**
 * The Dragon's Domain survivor's launch plan: what the launch still lacks and an estimate of the turns
 * it costs from here. Supplies come from mission chambers (one token at the start of each turn spent
 * there, more with explore icons); the cat, the umbilicus and the xeno data come from crisis cards,
 * drawn on entering a chamber without a vent of the deck that holds them (the deck's contents are public
 * counts, so the expected number of entries is cards left / cards that give the item), or for the data
 * from an Access Card's circuit icon in a circuit chamber. The route visits one chamber per task in the
 * cheapest order and ends in the Remora. Reads only what the survivor's view shows.
 */
export type Need = 'supplies' | 'cat' | 'umbilicus' | 'data';

export interface LaunchPlan {
  /** Mission tokens still missing below the launch bars. */
  deficit: number;
  /** Items the launch still lacks besides supplies. */
  missing: Need[];
  /** Moves along the cheapest route through the tasks to the Remora (extra entries for crisis items included). */
  moves: number;
  /** Estimated turns to a possible launch. */
  turns: number;
  /**
   * C deck crisis cards left beyond those the walk from here to the Remora draws (each chamber without
   * a vent on the way, the Remora included, and one more per terror token met): an empty deck loses.
   */
  reserve: number;
}

/** Moves per turn along a route (one-chamber and two-chamber move cards mixed). */
const PACE = 1.25;
const FAR = 30;

interface MapInfo {
  ids: string[];
  dist: Record<string, Record<string, number>>;
  /** Chambers without a vent, by crisis deck (entering one draws a crisis card of that deck). */
  drawAt: Record<string, string[]>;
  circuit: string[];
}

const INFO = new Map<string, MapInfo>();

function info(s: LfState): MapInfo {
  const known = INFO.get(s.map);
  if (known) return known;
  const t = topo(s);
  // Distances on the bare map (no door, no breach): the plan is a rough guide, the look-ahead does the rest.
  const bare = { ...s, door: null, breach: null } as LfState;
  const dist: Record<string, Record<string, number>> = {};
  for (const c of t.ids) dist[c] = distances(bare, c, WALK);
  const drawAt: Record<string, string[]> = { A: [], B: [], C: [] };
  for (const c of t.ids) {
    const ch = t.chamber[c];
    if (!ch || ch.vent || isRemora(s, c)) continue;
    drawAt[ch.deck]?.push(c);
  }
  const circuit = t.ids.filter((c) => t.chamber[c]?.circuit === true && !isRemora(s, c));
  const out = { ids: [...t.ids], dist, drawAt, circuit };
  INFO.set(s.map, out);
  return out;
}

/** Tokens still missing below the launch bars (L2478-2490). */
export function supplyDeficit(s: LfState): number {
  const cols = LOADOUT.columns;
  return (
    Math.max(0, cols.weaponry.bar - s.loadout.weaponry) +
    Math.max(0, s.overheating - s.loadout.coolant) +
    Math.max(0, cols.energy.bar - s.loadout.energy) +
    Math.max(0, 1 - s.loadout.spacesuits)
  );
}

export function missingItems(s: LfState): Need[] {
  const x = solo(s);
  const out: Need[] = [];
  if (!x.goals.cat) out.push('cat');
  if (!x.goals.umbilicus) out.push('umbilicus');
  if ((s.data[PLAYER]?.length ?? 0) === 0) out.push('data');
  return out;
}

/** Cards left in a crisis deck, and how many of them have an option giving the item. */
function deckOdds(s: LfState, deck: string, item: Need): { left: number; give: number } {
  const counts = solo(s).crisis[deck as 'A' | 'B' | 'C'] ?? {};
  let left = 0;
  let give = 0;
  for (const [id, n] of Object.entries(counts)) {
    left += n;
    const card = crisisCard(id);
    if (card?.options.some((o) => (o.effects as string[]).includes(item))) give += n;
  }
  return { left, give };
}

/** Chamber -> extra moves for doing a task there (FAR when it cannot be done there). */
type Task = { at: string[]; extra: Record<string, number>; entry: boolean };

function tasks(s: LfState, m: MapInfo, deficit: number, missing: Need[]): Task[] {
  const out: Task[] = [];
  if (deficit > 0) {
    const at: string[] = [];
    const extra: Record<string, number> = {};
    for (const [c, n] of Object.entries(s.missions)) {
      if (n <= 0 || isRemora(s, c)) continue;
      at.push(c);
      // A chamber with fewer tokens than needed sends the survivor on to another one.
      extra[c] = Math.max(0, Math.min(deficit, 3) - n) * 1.5;
    }
    if (at.length > 0) out.push({ at, extra, entry: false });
  }
  const hand = s.hands[PLAYER] ?? [];
  const remoraDeck = topo(s).chamber[topo(s).map.remora]?.deck ?? 'C';
  for (const item of missing) {
    const at: string[] = [];
    const extra: Record<string, number> = {};
    for (const deck of ['A', 'B', 'C']) {
      const odds = deckOdds(s, deck, item);
      // The Remora's deck keeps cards for the walk aboard.
      const left = deck === remoraDeck ? odds.left - 2 : odds.left;
      const give = odds.give;
      if (give === 0 || left <= 1) continue;
      // Expected entries until the item's card is drawn; each entry after the first is one more move.
      const more = (left + 1) / (give + 1) - 1;
      for (const c of m.drawAt[deck] ?? []) {
        at.push(c);
        extra[c] = more;
      }
    }
    if (item === 'data' && hand.includes('access-card'))
      for (const c of m.circuit) {
        at.push(c);
        extra[c] = Math.min(extra[c] ?? FAR, 0);
      }
    out.push({ at, extra, entry: item !== 'data' || !hand.includes('access-card') });
  }
  return out;
}

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  const out: T[][] = [];
  xs.forEach((x, i) => {
    for (const p of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...p]);
  });
  return out;
}

/** The cheapest route from `from` through one chamber per task (in any order) to the Remora, in moves. */
function route(s: LfState, m: MapInfo, from: string, list: Task[]): number {
  const remora = topo(s).map.remora;
  let best = FAR * 4;
  for (const order of permutations(list)) {
    let pos = from;
    let total = 0;
    for (const t of order) {
      let step = FAR;
      let next = pos;
      const d = m.dist[pos] ?? {};
      for (const c of t.at) {
        // A crisis is drawn on entering: standing in the chamber does not count.
        const walk = t.entry && c === pos ? 2 : (d[c] ?? FAR);
        const v = walk + (t.extra[c] ?? FAR);
        if (v < step) {
          step = v;
          next = c;
        }
      }
      total += step;
      pos = next;
      if (total >= best) break;
    }
    total += m.dist[pos]?.[remora] ?? FAR;
    if (total < best) best = total;
  }
  return best;
}

/** Fewest crisis cards of the Remora's deck drawn on a shortest walk from `from` into the Remora. */
export function approachDraws(s: LfState, from: string): number {
  const m = info(s);
  const t = topo(s);
  const remora = t.map.remora;
  const deck = t.chamber[remora]?.deck ?? 'C';
  const drawsC = new Set(m.drawAt[deck] ?? []);
  drawsC.add(remora);
  const cost = (c: string) => (drawsC.has(c) ? 1 : 0) + (s.terror.includes(c) && drawsC.has(c) ? 1 : 0);
  const toR = m.dist[remora] ?? {};
  // Walk downhill in distance to the Remora, keeping the fewest draws at each chamber.
  const best: Record<string, number> = { [from]: 0 };
  let frontier = [from];
  while (frontier.length > 0) {
    const next = new Set<string>();
    for (const c of frontier) {
      if (c === remora) continue;
      const here = best[c] ?? 0;
      for (const n of m.ids) {
        if ((m.dist[c]?.[n] ?? FAR) !== 1 || (toR[n] ?? FAR) !== (toR[c] ?? FAR) - 1) continue;
        const v = here + cost(n);
        if (best[n] === undefined || v < (best[n] as number)) best[n] = v;
        next.add(n);
      }
    }
    frontier = [...next];
  }
  return best[remora] ?? 0;
}

function deckLeft(s: LfState, deck: string): number {
  let n = 0;
  for (const k of Object.values(solo(s).crisis[deck as 'A' | 'B' | 'C'] ?? {})) n += k;
  return n;
}

export function launchPlan(s: LfState): LaunchPlan {
  const deficit = supplyDeficit(s);
  const missing = missingItems(s);
  const at = me(s).at;
  if (at === null) return { deficit, missing, moves: FAR, turns: FAR, reserve: 0 };
  if (isRemora(s, at)) {
    const stuck = deficit > 0 || missing.length > 0;
    return { deficit, missing, moves: 0, turns: stuck ? FAR : 0, reserve: 10 };
  }
  const m = info(s);
  const reserve = deckLeft(s, topo(s).chamber[topo(s).map.remora]?.deck ?? 'C') - approachDraws(s, at);
  const moves = route(s, m, at, tasks(s, m, deficit, missing));
  // Tokens: one at the start of a turn in a mission chamber, partly while moving on, partly by explore icons.
  // The launch itself waits for the next turn's collection after boarding.
  const turns = moves / PACE + 0.6 * deficit + 1;
  return { deficit, missing, moves, turns, reserve };
}
