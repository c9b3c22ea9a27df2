import { BASIC_BOARD, MARS_BOARD } from './data/board.ts';
import { OBJECTIVE } from './data/cards.ts';
import { CHARACTER } from './data/characters.ts';
import type { GameState, Player } from './types.ts';
import { roomDistances } from './routes.ts';
import { EVALUATION_WEIGHTS, type EvaluationWeights, type WeightSet } from './data/evaluation-weights.ts';

/**
 * Position evaluation for searches cut off before the end: each seat's expected reward on the bots'
 * scale (half for winning, half for the share of other seats finished behind; solo: the win chance;
 * cooperative: one team outcome). A seat wins by surviving (out of the facility, then past the
 * contingency token and the contamination check) with its objective met, so the estimate is the
 * product of an objective chance and a survival chance, each read from the whole (sampled) state:
 * wounds, intruders in and next to the character's room, contamination and larva, the distance to a
 * way out against the time left, the active contingency token. It is pure, allocates only a few small
 * arrays and reads precomputed room distances.
 */

const OUT = new Set(['isolated', 'evacuated', 'bunker']);
const WEIGHT: Record<string, number> = { larva: 0.5, creeper: 1, adult: 2, breeder: 2.5, queen: 3 };

/** All-pairs room distances of a board (doors ignored: they change, the map does not). */
function distances(board: typeof BASIC_BOARD): Map<string, Map<string, number>> {
  const adj = new Map<string, string[]>();
  for (const s of board.slots) adj.set(s.id, []);
  for (const [a, b] of [...board.corridors, ...board.paths]) {
    adj.get(a)?.push(b);
    adj.get(b)?.push(a);
  }
  const out = new Map<string, Map<string, number>>();
  for (const from of adj.keys()) out.set(from, roomDistances(adj, [from]));
  return out;
}
const DIST = { basic: distances(BASIC_BOARD), mars: distances(MARS_BOARD) };
const NEIGHBOURS = {
  basic: adjacency(BASIC_BOARD),
  mars: adjacency(MARS_BOARD),
};
function adjacency(board: typeof BASIC_BOARD): Map<string, string[]> {
  const adj = new Map<string, string[]>();
  for (const [a, b] of [...board.corridors, ...board.paths]) {
    adj.set(a, [...(adj.get(a) ?? []), b]);
    adj.set(b, [...(adj.get(b) ?? []), a]);
  }
  return adj;
}

function roomOfTile(s: GameState, tile: string): string | null {
  for (const id in s.rooms) if (s.rooms[id]?.tile === tile) return id;
  return null;
}

/** Chance that an objective ends up met, from what the state shows now. */
function objectiveChance(s: GameState, p: Player, id: string, dist: Map<string, Map<string, number>>): number {
  const o = OBJECTIVE[id];
  if (!o) return 0;
  const survived = (q: Player) => OUT.has(q.status);
  const gone = (q: Player) => q.status === 'dead';
  const near = (room: string | null) => (room ? (dist.get(p.room)?.get(room) ?? 8) : 8);
  switch (o.kind) {
    case 'signal': {
      if (s.mode === 'cooperative' ? s.players.some((q) => q.signal) : p.signal) return 1;
      const t = roomOfTile(s, 'transmitter');
      return t ? 0.65 - 0.04 * near(t) : 0.35;
    }
    case 'weakness': {
      if (s.weakness.researched.some((x) => x !== null)) return 1;
      const lab = roomOfTile(s, 'laboratory');
      const holding = s.players.some((q) => q.status === 'alive' && q.hands.some((h) => h.kind === 'object'));
      return (lab ? 0.4 - 0.03 * near(lab) : 0.25) + (holding ? 0.25 : 0);
    }
    case 'destroy-nest':
      return s.nestDestroyed ? 1 : 0.1 + 0.06 * Math.max(0, 5 - s.eggsInNest);
    case 'kill-player': {
      const t = s.players[(o.target ?? 1) - 1];
      if (!t || t === p || gone(t)) return 1;
      return survived(t) ? 0.05 : 0.5;
    }
    case 'only-survivor': {
      let c = 1;
      for (const q of s.players) if (q !== p) c *= gone(q) ? 1 : survived(q) ? 0 : 0.5;
      return c;
    }
    case 'no-nemesis-survivor': {
      let c = 1;
      for (const q of s.players)
        if (CHARACTER[q.character]?.kind === 'survivor') c *= gone(q) ? 1 : survived(q) ? 0 : 0.5;
      return c;
    }
    default:
      return 0;
  }
}

/** Chance of coming through the victory check's contamination step. */
function cleanChance(p: Player): number {
  let unscanned = 0;
  let infected = 0;
  let contaminated = 0;
  let all = 0;
  const count = (c: string, k: number) => {
    all += k;
    if (!c.startsWith('contamination')) return;
    contaminated += k;
    if (c === 'contamination') unscanned += k;
    else if (c === 'contamination:infected') infected += k;
  };
  for (const c of p.hand) count(c, 1);
  for (const c of p.discard) count(c, 1);
  for (const c in p.deck) count(c, p.deck[c] ?? 0);
  if (contaminated === 0 && !p.larva) return 1;
  // Without a larva, only an INFECTED card (known, or found by the final scan) calls for the draw.
  const drawn = p.larva || infected > 0 ? 1 : 1 - (2 / 3) ** unscanned;
  const lethal = 1 - (1 - contaminated / Math.max(1, all)) ** 4;
  return 1 - drawn * lethal;
}

/** Chance that the active contingency token spares a character who got out this way. */
function contingencySpares(s: GameState, p: Player): number {
  const c = s.activeContingency;
  if (c === 'purge-isolation' && p.status === 'isolated') return 0;
  if (c === 'intercept-pods' && p.status === 'evacuated') return 0;
  if (c === 'seal-bunker' && p.status === 'bunker') return 0;
  if (c === 'quarantine' && p.larva) return 0;
  if (s.autodestruct && p.status === 'isolated') return 0.3;
  return 1;
}

/**
 * Player phases left before the game ends: the purge after the last slot, or sooner when the alert
 * procedure or a red autodestruction marks an earlier slot (the game ends as time leaves it).
 */
export function roundsLeft(s: GameState): number {
  let rounds = s.time;
  if (s.alert !== null) rounds = Math.min(rounds, s.time - s.alert + 1);
  if (s.autodestruct) {
    const red = s.autodestruct.color === 'red' ? s.autodestruct.slot : s.autodestruct.slot - 3;
    rounds = Math.min(rounds, s.time - red + 1);
  }
  return Math.max(0, rounds);
}

/**
 * The factors of a character's chance to get out alive and pass the checks after, each in [0, 1]
 * (a dead character has none: see survivalChance). The hand-made model multiplies them; the fitted
 * one (data/evaluation-weights.ts) raises each to its own power.
 */
export interface SurvivalFactors {
  /** Wounds, intruders in and next to the room, fire, slime, a larva. */
  health: number;
  /** A way out within reach of the time left. */
  reach: number;
  /** Rounds still to live through inside before the isolation room opens. */
  exposure: number;
  /** The contingency token and the contamination check. */
  spared: number;
}

export function survivalFactors(s: GameState, p: Player, side: 'basic' | 'mars'): SurvivalFactors {
  const spared = contingencySpares(s, p) * cleanChance(p);
  if (OUT.has(p.status)) return { health: 1, reach: 1, exposure: 1, spared };
  if (p.status === 'pod') return { health: 1, reach: 0.5, exposure: 1, spared };
  // Health: three serious wounds is the edge of death; light wounds turn into serious ones.
  let h = 1 - 0.2 * p.serious.length - 0.06 * p.light;
  let undressed = 0;
  for (const w of p.serious) if (!w.dressed) undressed++;
  h -= 0.04 * undressed;
  if (p.serious.length >= 3) h -= 0.15;
  // Intruders: in the room (an attack each event phase, and on the way out) and next door.
  let foes = 0;
  let near = 0;
  const adj = NEIGHBOURS[side].get(p.room);
  for (const i of s.intruders) {
    const w = WEIGHT[i.kind] ?? 2;
    if (i.room === p.room) foes += w;
    else if (adj?.includes(i.room)) near += w;
  }
  h -= 0.12 * foes + 0.03 * near;
  if (s.rooms[p.room]?.fire) h -= 0.08;
  if (p.slime) h -= 0.03;
  // A larva inside makes any later contamination card a likely death at the final check.
  if (p.larva) h -= 0.1;
  // A way out within reach of the time left (about two rooms a round).
  const d = DIST[side].get(p.room);
  let exit = d?.get('isolation') ?? 9;
  if (s.mainGateOpen) exit = Math.min(exit, d?.get(BASIC_BOARD.gateRoom) ?? 9);
  if (s.rover) exit = Math.min(exit, d?.get(s.rover) ?? 9);
  const rounds = roundsLeft(s);
  const reach = rounds * 2 >= exit + 1 ? 1 : rounds * 2 >= exit ? 0.6 : 0.15;
  // Every round still to live through inside before the isolation room opens (at time 8, or at once
  // once the alert procedure has started) is exposure.
  const waiting = s.alert !== null ? 0 : s.time - 6;
  const exposure = 0.88 ** Math.min(8, Math.max(1, Math.min(rounds, waiting)));
  return { health: Math.max(0, Math.min(1, h)), reach, exposure, spared };
}

/** A factor's weight applied: f to the power w. A factor of zero (a certain loss) stays zero whatever the weight. */
function powered(f: number, w: number): number {
  return f <= 0 ? 0 : w === 1 ? f : f ** w;
}

/** Chance that a character gets out alive and passes the checks after. */
function survivalChance(s: GameState, p: Player, side: 'basic' | 'mars', w: EvaluationWeights): number {
  if (p.status === 'dead') return 0;
  const f = survivalFactors(s, p, side);
  return (
    powered(f.health, w.health) *
    powered(f.reach, w.reach) *
    powered(f.exposure, w.exposure) *
    powered(f.spared, w.spared)
  );
}

/** Each seat's chance to win from here (cooperative: the team's chance, the same for every seat). */
export function winChances(s: GameState, weights: WeightSet = EVALUATION_WEIGHTS): number[] {
  const n = s.players.length;
  const w = n === 1 ? weights.solo : s.mode === 'cooperative' ? weights.cooperative : weights.standard;
  const dist = DIST[s.side === 'mars' ? 'mars' : 'basic'];
  const side = s.side === 'mars' ? 'mars' : 'basic';
  if (s.mode === 'cooperative') {
    // One outcome for all: every objective met and at least one survivor.
    let objectives = 1;
    let noneSurvives = 1;
    for (const p of s.players) {
      for (const o of p.objectives) objectives *= objectiveChance(s, p, o, dist);
      noneSurvives *= 1 - survivalChance(s, p, side, w);
    }
    return new Array(n).fill(powered(objectives, w.objective) * (1 - noneSurvives));
  }
  const win = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const p = s.players[i] as Player;
    let obj = 0;
    for (const o of p.objectives) obj = Math.max(obj, objectiveChance(s, p, o, dist));
    win[i] = powered(obj, w.objective) * survivalChance(s, p, side, w);
  }
  return win;
}

export function evaluate(s: GameState, weights: WeightSet = EVALUATION_WEIGHTS): number[] {
  const n = s.players.length;
  const win = winChances(s, weights);
  if (s.mode === 'cooperative') return n === 1 ? win : win.map((team) => 0.25 + 0.5 * team);
  if (n === 1) return win;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const w = win[i] as number;
    let ahead = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const q = win[j] as number;
      // Ranks are winners first, everyone else shared second: ahead when only this seat wins.
      ahead += w * (1 - q) + 0.5 * (w * q + (1 - w) * (1 - q));
    }
    out[i] = 0.5 * w + (0.5 * ahead) / (n - 1);
  }
  return out;
}
