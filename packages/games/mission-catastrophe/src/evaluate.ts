import { type Card, HAND_LIMIT } from './data/cards.ts';
import { CASIMIR_1, M, TOPO } from './data/ship.ts';
import type { McState } from './state.ts';

/**
 * A position estimate for searches (GameModule.evaluate): each seat's expected final reward in [0, 1]
 * on the bots' reward scale (half for being among the winners, half for the share of other seats
 * finished ahead of). It is called on sampled states cut off mid-playout, so it may read everything.
 *
 * The model is a race. Each escape group (a seat in Sole Survivor, a team, the whole co-op crew)
 * needs some number of its own turns to escape: the resources still missing (a module gives one per
 * turn), learning a pod's ID, setting the fuse on it, walking there, power in the Engine Room. The
 * ship gives the crew a number of turns before it explodes: the free integrity spaces over the
 * expected damage per turn (the roll, cascades from modules down to their last cube, the threat).
 * Lost pods, captures and the Mind Mold add hazards on the way. A group's chance to escape is
 * sigmoid of its margin; in Sole Survivor and Team Play the groups that can make it share the win in
 * proportion to how soon (a soft minimum over their finish times, counted in table order from the
 * seat acting now, so tempo counts). The outcome probabilities then weight the exact rewards of each
 * outcome (group g escapes, or nobody does).
 *
 * About 4 microseconds a call (measured over 2,958 positions from every preset). With
 * it, ISMCTS at 300 iterations, playouts cut at 20 actions and exploration 0.3 beats the heuristic in
 * 2-player Sole Survivor and wins most solo Cadet games (docs/BOTS.md).
 *
 * Hand-tuned constants, measured by the strength bench (docs/BOTS.md).
 */

const N_MOD = CASIMIR_1.cells.length;

/** All-pairs distances through the ship's borders (the layout is fixed). */
const DIST: number[][] = (() => {
  const out: number[][] = [];
  for (let a = 0; a < N_MOD; a++) {
    const d = new Array<number>(N_MOD).fill(-1);
    d[a] = 0;
    const q = [a];
    for (let i = 0; i < q.length; i++) {
      const x = q[i] as number;
      for (const y of TOPO.adj[x] as number[]) {
        if (d[y] === -1) {
          d[y] = (d[x] as number) + 1;
          q.push(y);
        }
      }
    }
    out.push(d);
  }
  return out;
})();

/** Chance that a roll of two dice shows k (k = 2..12). */
const ROLL_P = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((x) => x / 36);

const POD_MODULES = CASIMIR_1.podModules;
const RES_MODULES = [M.lifeSupport, M.greenhouse, M.engineRoom, M.navigation];
const RES_CARDS: Card[] = ['oxygen', 'food', 'power', 'nav'];

/**
 * Tuning: the race's softness (turns), cubes the crew repairs back per turn, and how much slower
 * than the shortest plan a crew member really is (detours, loot, repairs, rivals).
 */
export const EVAL_TUNE = { tau: 1.6, repairPerTurn: 0.35, coopSlowness: 2 };

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function has(h: readonly Card[], c: Card): boolean {
  for (let i = 0; i < h.length; i++) if (h[i] === c) return true;
  return false;
}

/** Resources a hand still lacks (a Potato counts as food). */
function missingResources(h: readonly Card[]): number {
  let k = 0;
  if (!has(h, 'oxygen')) k++;
  if (!has(h, 'food') && !has(h, 'potato')) k++;
  if (!has(h, 'power')) k++;
  if (!has(h, 'nav')) k++;
  return k;
}

function aboardSeat(s: McState, o: number): boolean {
  return !s.escaped.includes(o) && !s.out.includes(o);
}

/**
 * Expected status cubes lost per player turn: the damage roll (with the cascade of a module down to
 * its last cube) and the co-op threat.
 */
function damagePerTurn(s: McState): number {
  let d = 0;
  for (let m = 0; m < N_MOD; m++) {
    const k = s.num[m] as number;
    if (k < 2 || k > 12) continue;
    const c = s.cubes[m] as number;
    if (c === 0) continue;
    let hit = 1;
    if (c === 1) {
      // The cascade: every neighbour with a cube loses one, and a joined pod is lost.
      for (const nb of TOPO.adj[m] as number[]) if ((s.cubes[nb] as number) > 0) hit += 1;
      const p = TOPO.podAt[m] as number;
      if (p >= 0 && s.podUp[p] === 1) hit += 1;
    }
    d += (ROLL_P[k] as number) * hit;
  }
  if (s.opt.mode === 'coop' && s.ext['threat.marauders']) {
    const at = (s.ext['threat.marauders'] as { at: number[] }).at;
    const aboardM = (at[0] as number) >= 0 ? 1 : 0;
    const aboardT = (at[1] as number) >= 0 ? 1 : 0;
    d += s.opt.threat === 'marauders-veteran' ? aboardM + aboardT : Math.min(1, aboardM + aboardT);
  }
  return d;
}

/** Chance per player turn that the pod beside module m is lost (its module hit while at one cube). */
function podRisk(s: McState, m: number): number {
  const c = s.cubes[m] as number;
  const k = s.num[m] as number;
  const direct = k >= 2 && k <= 12 ? (ROLL_P[k] as number) : 0;
  if (c >= 3) return 0.002;
  if (c === 2) return direct * 0.15 + 0.005;
  // One cube: a direct hit or a cascade from a neighbour at one cube.
  let p = direct;
  for (const nb of TOPO.adj[m] as number[]) {
    if ((s.cubes[nb] as number) !== 1) continue;
    const kn = s.num[nb] as number;
    if (kn >= 2 && kn <= 12) p += ROLL_P[kn] as number;
  }
  return Math.min(0.9, p);
}

/**
 * Actions a seat still needs to escape through pod spot p (its walk, learning the ID, the fuse, the
 * escape itself), not counting resources. `fused`: the pod's ID is on a fuse already.
 */
function podActions(s: McState, seat: number, p: number, fused: boolean, hack: boolean, mask: number): number {
  const here = s.pos[seat] as number;
  const pm = POD_MODULES[p] as number;
  let a = (DIST[here]?.[pm] as number) + 1;
  const known = ((s.podKnow[p] as number) & (64 | mask)) !== 0;
  if (!known) a += 1;
  if (!fused) a += hack ? 1 : 2 + Math.min(DIST[here]?.[M.bridge] as number, DIST[pm]?.[M.bridge] as number);
  return a;
}

function knowMask(s: McState, seat: number): number {
  if (s.opt.mode === 'sole') return 1 << seat;
  let mask = 0;
  for (let o = 0; o < s.n; o++) if (s.team[o] === s.team[seat]) mask |= 1 << o;
  return mask;
}

/**
 * Turns a seat needs for its own part of an escape, through the best working pod spot not in
 * `taken` (a bit mask); the spot is returned too (-1 when none is left).
 */
function seatBest(s: McState, seat: number, taken: number): { turns: number; pod: number } {
  const h = s.hands[seat] as Card[];
  const here = s.pos[seat] as number;
  const miss = missingResources(h);
  const hack = has(h, 'hack');
  // A resource: a walk to the nearest module that gives one we lack, a step and a half between the
  // others, and one module use (once a turn) each.
  let resActions = 0;
  if (miss > 0) {
    let walk = 0;
    let near = 9;
    for (let i = 0; i < 4; i++) {
      const card = RES_CARDS[i] as Card;
      if (card === 'food' ? has(h, 'food') || has(h, 'potato') : has(h, card)) continue;
      const d = DIST[here]?.[RES_MODULES[i] as number] as number;
      if (d < near) near = d;
      if ((s.piles[i] as number) === 0) walk += 2;
    }
    resActions = walk + near + (miss - 1) * 1.5 + miss;
  }
  let extra = 0;
  // Standing at one cube without a suit risks the hand (jump to safety).
  if ((s.cubes[here] as number) <= 1 && !has(s.gear[seat] as Card[], 'suit')) extra += 0.25 * (4 - miss);
  // Interrupts stop rivals and save a turn; a full hand is slower to use.
  if (has(h, 'quick-thinking')) extra -= 0.2;
  if (has(h, 'override')) extra -= 0.15;
  if (h.length > HAND_LIMIT) extra += 0.2;
  // Auto-pass on: the seat lets every window go by, so it can stop neither a rival nor a disaster.
  if (s.auto[seat] && s.opt.mode !== 'coop') extra += 0.5;
  const mask = knowMask(s, seat);
  let best = Number.POSITIVE_INFINITY;
  let bestP = -1;
  for (let p = 0; p < POD_MODULES.length; p++) {
    if (s.podUp[p] !== 1 || (taken & (1 << p)) !== 0) continue;
    const fused = s.fuse.includes(s.podId[p] as string);
    const actions = podActions(s, seat, p, fused, hack, mask) + resActions;
    const t = Math.max(miss, actions / 3) + extra;
    if (t < best) {
      best = t;
      bestP = p;
    }
  }
  return { turns: best, pod: bestP };
}

/** Whose turn it is, and how many of its actions are left (a turn not yet begun has all three). */
function tempo(s: McState): { active: number; left: number } {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const st = s.stack[i] as { t: string; seat?: number; left?: number; ph?: number };
    if (st.t !== 'turn') continue;
    const ph = st.ph as number;
    return { active: st.seat as number, left: ph < 2 ? 3 : ph === 2 ? (st.left as number) : 0 };
  }
  return { active: s.active, left: 3 };
}

/**
 * Table turns (every seat's turn counts one) until a group (seats escaping together) has escaped, or
 * Infinity when it cannot: each member takes the best free pod for it, greedily, and finishes at the
 * end of the turn in which its own turns run out, counted in table order from the seat now acting
 * (which still has `left` actions of this turn). The slowest member sets the group's time.
 */
function groupTime(s: McState, seats: readonly number[], active: number, left: number): number {
  const n = s.n;
  let taken = 0;
  let unfusedWork = 0;
  let worst = 0;
  const slow = s.opt.mode === 'coop' ? EVAL_TUNE.coopSlowness : 1;
  let shared = 0;
  if ((s.cubes[M.engineRoom] as number) < 2) shared += 0.7;
  const mold = s.ext['threat.mind-mold'] as { crew: number[] } | undefined;
  for (const o of seats) {
    if (!aboardSeat(s, o)) return Number.POSITIVE_INFINITY;
    const { turns, pod } = seatBest(s, o, taken);
    if (pod < 0) return Number.POSITIVE_INFINITY;
    taken |= 1 << pod;
    if (!s.fuse.includes(s.podId[pod] as string)) unfusedWork += 0.3;
    let t = turns * slow + shared;
    if (mold) t += (mold.crew[o] as number) / 3;
    const k = (o - active + n) % n;
    const time = k === 0 ? Math.max(0, t - left / 3) * n + 1 : k + 1 + Math.max(0, t - 1) * n;
    // Within the next turn, sooner is still better (fewer chances for a rival to interfere).
    const at = time + 0.1 * Math.min(t, 1);
    if (at > worst) worst = at;
  }
  return worst + unfusedWork * slow * n;
}

/** Rewards per seat when group `winners` escapes (or nobody, with an empty group): rewardsOf's scale. */
function outcomeRewards(n: number, winners: readonly number[], out: number[], weight: number): void {
  const k = winners.length;
  if (n === 1) {
    out[0] = (out[0] as number) + weight * (k > 0 ? 1 : 0);
    return;
  }
  const inW = k > 0 ? 0.5 + (0.5 * (n - k + 0.5 * (k - 1))) / (n - 1) : 0;
  const outW = (0.5 * 0.5 * (n - k - 1)) / (n - 1);
  for (let o = 0; o < n; o++) out[o] = (out[o] as number) + weight * (winners.includes(o) ? inW : outW);
}

export function evaluate(s: McState): number[] {
  const n = s.n;
  const out = new Array<number>(n).fill(0);
  if (s.over) {
    // A finished game scores as its result.
    const r = s.over;
    if (r.winners.length === 0) outcomeRewards(n, [], out, 1);
    else outcomeRewards(n, r.winners, out, 1);
    return out;
  }
  // Escape groups: each seat (Sole Survivor), each team, or the whole crew (teams are numbered from 0).
  const groups: number[][] = [];
  if (s.opt.mode === 'sole') for (let o = 0; o < n; o++) groups.push([o]);
  else
    for (let o = 0; o < n; o++) {
      const t = s.team[o] as number;
      while (groups.length <= t) groups.push([]);
      (groups[t] as number[]).push(o);
    }
  let aboard = 0;
  for (let o = 0; o < n; o++) if (aboardSeat(s, o)) aboard++;
  // Turns of the whole table until the board is full.
  let free = 0;
  for (const b of s.board) if (b === 0) free++;
  const dmg = Math.max(0.3, damagePerTurn(s) - EVAL_TUNE.repairPerTurn);
  let shipTurns = free / dmg;
  const mold = s.ext['threat.mind-mold'] as { crew: number[] } | undefined;
  if (mold) {
    let left = 0;
    for (const b of s.board) if (b === 2) left++;
    shipTurns = Math.min(shipTurns, left / Math.max(0.3, dmg * 0.8));
  }
  // Hazards per table turn: losing a pod the escape needs, a capture.
  let podsUp = 0;
  for (const u of s.podUp) podsUp += u;
  const need = s.opt.mode === 'sole' ? 1 : s.opt.mode === 'coop' ? n : s.opt.teams === 'trios' ? 3 : 2;
  let hazard = 0;
  if (podsUp - need <= 1) {
    let risk = 0;
    for (let p = 0; p < POD_MODULES.length; p++) if (s.podUp[p] === 1) risk += podRisk(s, POD_MODULES[p] as number);
    // With no pod to spare, any loss ends it; with one to spare, two losses.
    hazard += podsUp === need ? risk : risk * risk;
  }
  const mx = s.ext['threat.marauders'] as { at: number[] } | undefined;
  if (mx) {
    for (let o = 0; o < n; o++) {
      if (!aboardSeat(s, o)) continue;
      const cards = (s.hands[o] as Card[]).length;
      let near = 9;
      for (const at of mx.at) if (at >= 0) near = Math.min(near, DIST[s.pos[o] as number]?.[at] as number);
      if (near <= 2) hazard += (cards === 0 ? 0.5 : cards === 1 ? 0.15 : cards === 2 ? 0.03 : 0) / (near + 1);
    }
  }
  // Each group's chance to make it, and how soon.
  const perRound = Math.max(1, aboard);
  const { active, left } = tempo(s);
  let noneAll = 1;
  let wsum = 0;
  const w = new Array<number>(groups.length).fill(0);
  for (let g = 0; g < groups.length; g++) {
    const tableTurns = groupTime(s, groups[g] as number[], active, left);
    if (!Number.isFinite(tableTurns)) continue;
    const p = sigmoid((shipTurns - tableTurns) / (EVAL_TUNE.tau * perRound)) * Math.exp(-hazard * tableTurns);
    w[g] = p * Math.exp(-tableTurns / (EVAL_TUNE.tau * n));
    wsum += w[g] as number;
    noneAll *= 1 - p;
  }
  const someone = 1 - noneAll;
  for (let g = 0; g < groups.length; g++) {
    if ((w[g] as number) <= 0) continue;
    outcomeRewards(n, groups[g] as number[], out, (someone * (w[g] as number)) / wsum);
  }
  outcomeRewards(n, [], out, noneAll);
  for (let o = 0; o < n; o++) out[o] = Math.min(1, Math.max(0, out[o] as number));
  return out;
}
