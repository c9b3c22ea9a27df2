import { Rng } from '@airlock/engine';
import { card, plannedStep } from '../data/cards.ts';
import { threatCard } from '../data/threats.ts';
import { outcomeOf, startResolution } from '../resolution/mission.ts';
import { runStep } from '../resolution/steps.ts';
import { reactorCapacity, shieldCapacity } from '../ship/energy.ts';
import type { Ctx, ResolutionState, ThreatOnBoard } from '../state.ts';
import { threatEngine } from '../threats/index.ts';
import { external, internal, present } from '../threats/runtime.ts';
import type { Half, PlannedStep, ResolutionInput, Station, Zone } from '../types.ts';
import { movesToward } from './roles.ts';
import { worth } from './scenarios.ts';
import type { Choice } from './slots.ts';

/**
 * The constructive crew planner: a beam search over turns that picks the whole crew's halves turn
 * by turn, jointly, on the game's own resolution run one turn at a time (the resolution state is plain
 * data, so a position is copied and resumed). Each member's option on a turn is either an action where
 * it stands or "go to station S" (the first step toward it); a candidate turn is scored by playing the
 * rest of the mission out with a reactive crew (each member goes on to its goal and then works the
 * station it stands in: fire at what is in range while the reactor holds energy, fill shields and
 * reactors, keep the computer maintained, fight intruders with its squad, observe when idle), in every
 * sampled future. The members' options are improved one member at a time (two rounds), and the best
 * few crews of each position are carried to the next turn.
 */

export interface BeamOptions {
  /** Positions kept from turn to turn (default 4). */
  width?: number;
  /** Crews kept per position (default 2). */
  children?: number;
  /** Rounds of member-by-member improvement per position and turn (default 2). */
  rounds?: number;
  /** A cap on rollouts (whole-mission continuations per sample), default unbounded. */
  rollouts?: number;
  /**
   * One member plays from these cards (a seat's pool): its options are the halves a card of the pool
   * plays as its top half, each card once, or nothing.
   */
  cards?: { member: number; pool: readonly string[]; until: number };
  /** Checked before each position's search: true stops searching (the rest follows the reactive crew). */
  stop?: () => boolean;
}

/** A member's slot: free (the planner chooses), or fixed to this step. */
export type Fixed = (PlannedStep | undefined)[][];

interface Node {
  ctxs: Ctx[];
  rows: (Half | null)[][];
  goals: (Station | null)[];
  /** Per sampled future, each member's delays so far. */
  delays: number[][];
  value: number;
  /** The card-playing member's cards left and the card placed on each turn (see BeamOptions.cards). */
  pool: string[];
  picks: Map<number, Choice>;
}

/** The card of a pool that plays a half as its top (a plain or heroic card), or null. */
export function cardFor(pool: readonly string[], h: Half | null): Choice {
  if (!h) return null;
  for (const id of pool) {
    const c = card(id);
    if (c.cls !== 'basic' && c.cls !== 'heroic') continue;
    const top = h.kind === 'action' ? 'action' : 'move';
    const step = plannedStep(id, top);
    if (!step) continue;
    if (h.kind === 'action' && step.kind === 'action' && step.action === h.action) return { card: id, top };
    if (h.kind === 'move' && step.kind === 'move' && step.move === h.move) return { card: id, top };
  }
  return null;
}

const STATIONS: readonly Station[] = (['red', 'white', 'blue'] as Zone[]).flatMap((zone) => [
  { zone, deck: 'upper' as const },
  { zone, deck: 'lower' as const },
]);
const ACTIONS: readonly (Half | null)[] = [
  { kind: 'action', action: 'A' },
  { kind: 'action', action: 'B' },
  { kind: 'action', action: 'C' },
  { kind: 'action', action: 'bots' },
  null,
];

const same = (a: Station, b: Station) => a.zone === b.zone && a.deck === b.deck;

function copy(ctx: Ctx): Ctx {
  return {
    s: structuredClone(ctx.s) as ResolutionState,
    rng: new Rng(ctx.rng.state() as never),
    frames: null,
    threats: ctx.threats,
  };
}

/** Runs steps until the next turn's crew actions are due (its threats have appeared) or the end. */
function toActions(ctx: Ctx): void {
  for (let i = 0; i < 20; i++) {
    const st = ctx.s.step;
    if (st === 'done' || st === 'actions') return;
    runStep(ctx);
  }
}

function runOut(ctx: Ctx): void {
  for (let i = 0; i < 200 && ctx.s.step !== 'done'; i++) runStep(ctx);
}

/** Whether an external threat is in a zone within a gun's reach (squares; 15 for lasers, 10 for the pulse). */
function targetIn(ctx: Ctx, zone: Zone | null, reach: number): boolean {
  for (const t of ctx.s.threats) {
    if (t.zone === 'internal' || !present(t) || !external(t)) continue;
    if (zone !== null && t.zone !== zone) continue;
    if (t.position <= reach && ctx.threats.targetable(ctx, t, reach <= 10 ? 'pulse' : 'heavy')) return true;
  }
  return false;
}

function intruderAt(s: ResolutionState, at: Station): ThreatOnBoard | null {
  for (const t of s.threats) {
    if (t.zone !== 'internal' || t.state !== 'active') continue;
    if (t.stations.some((x) => same(x, at))) return t;
  }
  return null;
}

function nearestIntruder(s: ResolutionState, at: Station): Station | null {
  let best: Station | null = null;
  let dist = 99;
  for (const t of s.threats) {
    if (t.zone !== 'internal' || t.state !== 'active' || internal(t)?.fix !== 'bots') continue;
    for (const st of t.stations) {
      const d = Math.abs(ZONE_INDEX[st.zone] - ZONE_INDEX[at.zone]) + (st.deck === at.deck ? 0 : 1);
      if (d < dist) {
        dist = d;
        best = st;
      }
    }
  }
  return best;
}

function fightsBots(id: string): boolean {
  const c = threatCard(id);
  return c.kind === 'internal' && c.fix === 'bots';
}

const ZONE_INDEX: Record<Zone, number> = { red: 0, white: 1, blue: 2 };

const ARMOURIES: readonly Station[] = [
  { zone: 'blue', deck: 'upper' },
  { zone: 'red', deck: 'lower' },
];

/** What a member does where it stands when left to itself (the rollouts' crew and the first guess). */
export function localAction(ctx: Ctx, m: number): Half | null {
  const s = ctx.s;
  const c = s.crew[m];
  if (!c || c.knockedOut || c.inSpace) return null;
  const at = c.station;
  const threat = intruderAt(s, at);
  if (threat) {
    const card = internal(threat);
    if (card) {
      if (card.fix !== 'bots') return { kind: 'action', action: card.fix };
      if (c.squad !== null && !s.ship.bots[c.squad]?.disabled) return { kind: 'action', action: 'bots' };
    }
  }
  if (c.squad === null && ARMOURIES.some((a) => same(a, at))) {
    const wanted =
      s.threats.some((t) => t.zone === 'internal' && t.state === 'active' && internal(t)?.fix === 'bots') ||
      s.schedule.some((x) => x.zone === 'internal' && x.turn > s.turn && fightsBots(x.threat));
    const here = s.ship.bots.some((b) => b.leader === null && !b.disabled && same(b.home, at));
    if (wanted && here) return { kind: 'action', action: 'C' };
  }
  const z = s.ship.zones[at.zone];
  const phaseStart = s.turn === 1 || s.phaseEnds.includes(s.turn - 1);
  const phaseSecond = s.phaseEnds.includes(s.turn - 2) || s.turn === 2;
  if (at.deck === 'upper') {
    if (at.zone === 'white' && !s.ship.maintained && (phaseStart || phaseSecond))
      return { kind: 'action', action: 'C' };
    if (z.reactor > 0 && targetIn(ctx, at.zone, 15)) return { kind: 'action', action: 'A' };
    if (z.reactor > 0 && z.shield < shieldCapacity(s, at.zone)) return { kind: 'action', action: 'B' };
    return null;
  }
  const central = s.ship.zones.white;
  if (at.zone === 'white') {
    if (central.reactor > 0 && targetIn(ctx, null, 10)) return { kind: 'action', action: 'A' };
    if (central.reactor <= 1 && s.ship.fuel > 0) return { kind: 'action', action: 'B' };
    return { kind: 'action', action: 'C' };
  }
  if (targetIn(ctx, at.zone, 15)) return { kind: 'action', action: 'A' };
  if (z.reactor < reactorCapacity(s, at.zone) && central.reactor > 1) return { kind: 'action', action: 'B' };
  return null;
}

/** A member's half on this turn: on its way to its goal, else its local action. */
function reactive(ctx: Ctx, m: number, goal: Station | null): Half | null {
  const c = ctx.s.crew[m];
  if (!c || c.knockedOut || c.inSpace) return null;
  if (goal && !same(c.station, goal)) {
    const k = movesToward(c.station, goal)[0];
    if (k) return { kind: 'move', move: k };
  }
  // A squad leader with nothing to fight here goes after the nearest intruder.
  if (c.squad !== null && !ctx.s.ship.bots[c.squad]?.disabled && !intruderAt(ctx.s, c.station)) {
    const prey = nearestIntruder(ctx.s, c.station);
    const k = prey ? movesToward(c.station, prey)[0] : undefined;
    if (k) return { kind: 'move', move: k };
  }
  return localAction(ctx, m);
}

/**
 * Plays one turn (the position is at its crew actions): writes each free member's half into its
 * program unless a delay took that turn. Returns the halves written (null where nothing was).
 */
function playTurn(ctx: Ctx, halves: readonly (Half | null)[], free: readonly boolean[], delays: number[]): void {
  const s = ctx.s;
  const t = s.turn;
  for (let m = 0; m < s.crew.length; m++) {
    const c = s.crew[m];
    if (!c || !free[m]) continue;
    if (c.delays === delays[m] && c.plan[t - 1] === null) c.plan[t - 1] = halves[m] ?? null;
    delays[m] = c.delays;
  }
  runStep(ctx);
  toActions(ctx);
  for (let m = 0; m < s.crew.length; m++) if (!free[m]) delays[m] = s.crew[m]?.delays ?? 0;
}

/** The rest of the mission with the reactive crew, from a position at its crew actions; the outcome's worth. */
function rollout(ctx: Ctx, goals: readonly (Station | null)[], fixed: Fixed, delays: readonly number[]): number {
  const d = [...delays];
  const last = ctx.s.phaseEnds[ctx.s.phaseEnds.length - 1] ?? 12;
  while (ctx.s.step === 'actions' && ctx.s.turn <= last) {
    const t = ctx.s.turn;
    const free = fixed.map((row) => row[t - 1] === undefined);
    const halves = ctx.s.crew.map((_, m) => (free[m] ? reactive(ctx, m, goals[m] ?? null) : null));
    playTurn(ctx, halves, free, d);
  }
  runOut(ctx);
  return value(ctx);
}

/** The worth of an outcome (scenarios.ts), plus the damage dealt to threats still about, to feel the way. */
function value(ctx: Ctx): number {
  let dealt = 0;
  for (const t of ctx.s.threats) if (t.state === 'active') dealt += t.damage;
  return worth(outcomeOf(ctx)) + 2 * dealt;
}

/** The options of one member on one turn: each action where it stands, or a first step toward a station. */
function optionsOf(ctx: Ctx, m: number): { half: Half | null; goal: Station | null }[] {
  const c = ctx.s.crew[m];
  if (!c || c.knockedOut || c.inSpace) return [{ half: null, goal: null }];
  const out: { half: Half | null; goal: Station | null }[] = ACTIONS.map((h) => ({ half: h, goal: c.station }));
  for (const st of STATIONS) {
    if (same(st, c.station)) continue;
    const k = movesToward(c.station, st)[0];
    if (k) out.push({ half: { kind: 'move', move: k }, goal: st });
  }
  return out;
}

/**
 * The crew's plan by beam search. `inputs` are the resolution inputs of the sampled futures (their
 * plans hold the fixed steps; free turns null), `rngs` their damage generators' states, `fixed` marks
 * the free turns (undefined) from `from` on. Returns one half per member and turn, and the best value.
 */
export function beamPlan(
  inputs: readonly ResolutionInput[],
  rngs: readonly number[][],
  fixed: Fixed,
  from: number,
  o: BeamOptions = {},
): { rows: (Half | null)[][]; value: number; rollouts: number; picks: Map<number, Choice> } {
  const width = o.width ?? 4;
  const kids = o.children ?? 2;
  const rounds = o.rounds ?? 2;
  const crew = fixed.length;
  const turns = (inputs[0]?.plans[0]?.length ?? 12) as number;
  let rollouts = 0;
  const starts = inputs.map((inp, k) => {
    const plans = inp.plans.map((row, m) => row.map((p, i) => (fixed[m]?.[i] === undefined ? null : p)));
    const ctx = startResolution({ ...inp, plans }, new Rng([...(rngs[k] as number[])] as never), threatEngine);
    toActions(ctx);
    return ctx;
  });
  const rows0: (Half | null)[][] = fixed.map((row) => row.map(() => null));
  let beam: Node[] = [
    {
      ctxs: starts,
      rows: rows0,
      goals: fixed.map(() => null),
      delays: starts.map((c) => c.s.crew.map((x) => x.delays)),
      value: 0,
      pool: [...(o.cards?.pool ?? [])],
      picks: new Map(),
    },
  ];
  const last = Math.min(turns, starts[0]?.s.phaseEnds[(starts[0]?.s.phaseEnds.length ?? 1) - 1] ?? turns);
  for (let t = 1; t <= last; t++) {
    const next: Node[] = [];
    for (const node of beam) {
      const c0 = node.ctxs[0] as Ctx;
      if (c0.s.step !== 'actions' || c0.s.turn !== t) {
        next.push(node);
        continue;
      }
      const free = fixed.map((row) => row[t - 1] === undefined && t >= from);
      const budget = (o.rollouts === undefined || rollouts < o.rollouts) && !o.stop?.();
      // A free turn before `from` (an earlier phase seen by its back only) is guessed reactively.
      const halves: (Half | null)[] = [];
      const goals: (Station | null)[] = [...node.goals];
      const cm = o.cards?.member;
      const until = o.cards?.until ?? 0;
      for (let m = 0; m < crew; m++) {
        const h = free[m] || row0Free(fixed, m, t) ? reactive(c0, m, goals[m] ?? null) : null;
        halves.push(m === cm && t >= from && t <= until && !cardFor(node.pool, h) ? null : h);
      }
      const evaluate = (hs: readonly (Half | null)[], gs: readonly (Station | null)[]): number => {
        let sum = 0;
        for (let k = 0; k < node.ctxs.length; k++) {
          const c = copy(node.ctxs[k] as Ctx);
          const d = [...(node.delays[k] as number[])];
          playTurn(
            c,
            hs,
            fixed.map((row) => row[t - 1] === undefined),
            d,
          );
          sum += rollout(c, gs, fixed, d);
          rollouts++;
        }
        return sum / node.ctxs.length;
      };
      const tried = new Map<string, { hs: (Half | null)[]; gs: (Station | null)[]; v: number }>();
      const keyOf = (hs: readonly (Half | null)[], gs: readonly (Station | null)[]) => JSON.stringify([hs, gs]);
      let bestV = evaluate(halves, goals);
      tried.set(keyOf(halves, goals), { hs: [...halves], gs: [...goals], v: bestV });
      if (budget && free.some((f) => f)) {
        for (let r = 0; r < rounds; r++) {
          let changed = false;
          // Joint: two members fetch both battlebot squads at once (an intruder that disables a squad
          // when it fights back needs two), each from the armoury nearer to it.
          if (r === 0 && cm === undefined && squadsWanted(c0))
            for (const [a, b] of pairs(free)) {
              const hs = [...halves];
              const gs = [...goals];
              for (const [m, st] of armouriesFor(c0, a, b)) {
                gs[m] = st;
                hs[m] = reactive(c0, m, st);
              }
              const k = keyOf(hs, gs);
              if (tried.has(k)) continue;
              const val = evaluate(hs, gs);
              tried.set(k, { hs, gs, v: val });
              if (val > bestV + 1e-9) {
                bestV = val;
                halves.splice(0, halves.length, ...hs);
                goals.splice(0, goals.length, ...gs);
                changed = true;
              }
            }
          for (let m = 0; m < crew; m++) {
            if (!free[m]) continue;
            for (const opt of optionsOf(c0, m)) {
              if (m === cm && t <= until && opt.half && !cardFor(node.pool, opt.half)) continue;
              const hs = [...halves];
              const gs = [...goals];
              hs[m] = opt.half;
              gs[m] = opt.goal;
              const k = keyOf(hs, gs);
              if (tried.has(k)) continue;
              const val = evaluate(hs, gs);
              tried.set(k, { hs, gs, v: val });
              if (val > bestV + 1e-9) {
                bestV = val;
                halves[m] = opt.half;
                goals[m] = opt.goal;
                changed = true;
              }
            }
          }
          if (!changed) break;
        }
      }
      const ranked = [...tried.values()].sort((a, b) => b.v - a.v).slice(0, kids);
      for (const cand of ranked) {
        const ctxs = node.ctxs.map(copy);
        const d = node.delays.map((x) => [...x]);
        for (const [k, c] of ctxs.entries())
          playTurn(
            c,
            cand.hs,
            fixed.map((row) => row[t - 1] === undefined),
            d[k] as number[],
          );
        const rows = node.rows.map((row, m) => {
          const out = [...row];
          out[t - 1] = fixed[m]?.[t - 1] === undefined ? (cand.hs[m] ?? null) : null;
          return out;
        });
        const pool = [...node.pool];
        const picks = new Map(node.picks);
        if (cm !== undefined && free[cm] && t <= until) {
          const ch = cardFor(pool, cand.hs[cm] ?? null);
          if (ch) pool.splice(pool.indexOf(ch.card), 1);
          picks.set(t, ch);
        }
        next.push({ ctxs, rows, goals: cand.gs, delays: d, value: cand.v, pool, picks });
      }
    }
    next.sort((a, b) => b.value - a.value);
    const seen = new Set<string>();
    beam = [];
    for (const n of next) {
      const k = JSON.stringify(n.rows);
      if (seen.has(k)) continue;
      seen.add(k);
      beam.push(n);
      if (beam.length >= width) break;
    }
  }
  const best = beam[0] as Node;
  return { rows: best.rows, value: best.value, rollouts, picks: best.picks };
}

/** Whether an intruder the battlebots fight is aboard or still to come, and a squad is still stored. */
function squadsWanted(ctx: Ctx): boolean {
  const s = ctx.s;
  if (!s.ship.bots.some((b) => b.leader === null && !b.disabled)) return false;
  return (
    s.threats.some((t) => t.zone === 'internal' && t.state === 'active' && internal(t)?.fix === 'bots') ||
    s.schedule.some((x) => x.zone === 'internal' && x.turn > s.turn && fightsBots(x.threat))
  );
}

function pairs(free: readonly boolean[]): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < free.length; a++)
    for (let b = a + 1; b < free.length; b++) if (free[a] && free[b]) out.push([a, b]);
  return out;
}

/** Members a and b sent to the two armouries, the nearer assignment of the two. */
function armouriesFor(ctx: Ctx, a: number, b: number): [number, Station][] {
  const at = (m: number) => ctx.s.crew[m]?.station as Station;
  const d = (x: Station, y: Station) => Math.abs(ZONE_INDEX[x.zone] - ZONE_INDEX[y.zone]) + (x.deck === y.deck ? 0 : 1);
  const [p, q] = ARMOURIES as [Station, Station];
  return d(at(a), p) + d(at(b), q) <= d(at(a), q) + d(at(b), p)
    ? [
        [a, p],
        [b, q],
      ]
    : [
        [a, q],
        [b, p],
      ];
}

function row0Free(fixed: Fixed, m: number, t: number): boolean {
  return fixed[m]?.[t - 1] === undefined;
}
