import {
  type Action,
  type Actor,
  type AnyGame,
  createMatch,
  determinizeMatch,
  type GameEvent,
  legalActionsOf,
  type MatchState,
  type MatchView,
  type Options,
  pendingOf,
  resultOf,
  Rng,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import { DEFAULT_CUTOFF_STEPS, search } from '../ismcts.ts';
import { playout } from '../playout.ts';
import { type BotEntry, playoutDepthAt } from '../policy.ts';
import { type CallCost, costPerCall, forAbout, median, quantileOf, seconds } from './measure.ts';

/**
 * Benchmarks of one game set up one way. The bots only ever handle determinized matches; here the
 * benchmark itself makes true matches (by random play) to have realistic positions to time.
 */

export interface GameFigures {
  game: string;
  preset: string;
  players: number;
  /** Random full games; `seconds` is whole-process CPU, `threadSeconds` this thread's alone. */
  playouts: {
    /** CPU-seconds of untimed random games played first (0: the timed run starts cold). */
    warmupSeconds: number;
    games: number;
    actions: number;
    seconds: number;
    threadSeconds: number;
    gamesPerSecond: number;
    actionsPerSecond: number;
    gamesPerThreadSecond: number;
  };
  /** Per call, over positions sampled from random games. */
  costs: {
    apply: CallCost;
    /** The game's own apply without the kernel's wrapper (generator restore, step count, event list). */
    applyRulesOnly: CallCost;
    legalActions: CallCost;
    pending: CallCost;
    result: CallCost;
    view: CallCost;
    determinize: CallCost;
    structuredClone: CallCost;
    jsonClone: CallCost;
  };
  stateBytes: { median: number; max: number };
  ismcts: IsmctsFigures[];
}

export interface IsmctsFigures {
  playout: 'random' | 'heuristic';
  /** Playout length before the game's evaluation scores the position, or null when played to the end. */
  cutoff: number | null;
  iterations: number;
  /** Decisions timed (one per position, positions spread over random games). */
  positions: number;
  /** Median over positions of the whole-process CPU time to decide at `iterations`. */
  decisionMs: number;
  /** First and third quartiles of the same times: how much the positions differ. */
  decisionMsQuartiles: [number, number];
  /** Median of this thread's CPU time for the same decisions. */
  decisionThreadMs: number;
  iterationsPerSecond: number;
  medianTreeNodes: number;
}

interface Position {
  match: MatchState;
  actor: Actor;
  action: Action;
  legalCount: number;
}

/** Positions met in random games, spread over whole games (every `every`-th step). */
function samplePositions(game: AnyGame, players: number, options: Options, want: number): Position[] {
  const out: Position[] = [];
  const rng = Rng.fromSeed('bench-positions');
  for (let seed = 1; out.length < want && seed < 10_000; seed++) {
    const m = createMatch(game, { players, options, seed });
    for (let step = 0; step < 5000 && !game.result(m.state); step++) {
      const actor = game.pending(m.state)[0]?.actor;
      if (actor === undefined) break;
      const legal = legalActionsOf(game, m, actor);
      const action = legal.length === 1 ? (legal[0] as Action) : rng.pick(legal);
      if (rng.int(0, 3) === 0 && out.length < want) {
        out.push({ match: structuredClone(m), actor, action, legalCount: legal.length });
      }
      stepUnchecked(game, m, actor, action);
    }
  }
  return out;
}

const seatOf = (p: Position): number => (typeof p.actor === 'number' ? p.actor : 0);

export interface GameBenchOptions {
  quick: boolean;
  iterations: number;
  /** ISMCTS decisions timed per playout kind (random playouts; heuristic ones get half, at least 3). */
  decisions?: number | undefined;
  /**
   * CPU-seconds of untimed random games before the timed ones. The optimizing compiler keeps
   * recompiling a game's rules for its first thousands of games (Lifeform's settle after about 15,000),
   * so a cold run of a few seconds reads below the rate a long simulation settles at.
   */
  warmupSeconds?: number | undefined;
}

/**
 * Decisions timed per game and playout kind, at most: positions differ several times over in cost
 * (the quartiles show it), so a median of a handful of them moves with the positions drawn. A row
 * stops earlier when it has used DECISION_BUDGET_S of CPU (at least 3 decisions), so a game whose
 * decisions take seconds keeps the suite short; the count used is printed with each row.
 */
export const DEFAULT_DECISIONS = 25;
const DECISION_BUDGET_S = 8;

export function benchGame(
  entry: BotEntry,
  preset: { label: string; players: number; options: Options },
  opts: GameBenchOptions,
): GameFigures {
  const game = entry.game;
  const { players, options } = preset;
  const positions = samplePositions(game, players, options, opts.quick ? 100 : 400);

  const rng = Rng.fromSeed('bench-playouts');
  const warmupSeconds = opts.warmupSeconds ?? 0;
  if (warmupSeconds > 0) {
    let warm = 1_000_000;
    forAbout(warmupSeconds * 1000, () => {
      playout(game, createMatch(game, { players, options, seed: warm++ }), rng, { maxSteps: 100_000 });
    });
  }
  let actions = 0;
  let seed = 0;
  const run = forAbout(opts.quick ? 400 : 2500, () => {
    const m = createMatch(game, { players, options, seed: seed++ });
    actions += playout(game, m, rng, { maxSteps: 100_000 }).steps;
  });

  const fresh = () => positions.map((p) => ({ ...p, match: structuredClone(p.match) }));
  const views = positions.map((p) => viewOf(game, p.match, seatOf(p)));
  const detRng = Rng.fromSeed('bench-determinize');
  const noEvents = (_e: GameEvent) => {};
  const rounds = opts.quick ? 2 : 5;
  const costs = {
    apply: costPerCall(fresh, (p) => stepUnchecked(game, p.match, p.actor, p.action), rounds),
    applyRulesOnly: costPerCall(
      () => fresh().map((p) => ({ ...p, ctx: { rng: new Rng(p.match.rng), emit: noEvents } })),
      (p) => game.apply(p.match.state, p.actor, p.action, p.ctx),
      rounds,
    ),
    legalActions: costPerCall(
      () => positions,
      (p) => legalActionsOf(game, p.match, p.actor),
      rounds,
    ),
    pending: costPerCall(
      () => positions,
      (p) => pendingOf(game, p.match),
      rounds,
    ),
    result: costPerCall(
      () => positions,
      (p) => resultOf(game, p.match),
      rounds,
    ),
    view: costPerCall(
      () => positions,
      (p) => viewOf(game, p.match, seatOf(p)),
      rounds,
    ),
    determinize: costPerCall(
      () => views,
      (v: MatchView) => determinizeMatch(game, v, detRng),
      rounds,
    ),
    structuredClone: costPerCall(
      () => positions,
      (p) => structuredClone(p.match),
      rounds,
    ),
    jsonClone: costPerCall(
      () => positions,
      (p) => JSON.parse(JSON.stringify(p.match)),
      rounds,
    ),
  };
  const sizes = positions.map((p) => Buffer.byteLength(JSON.stringify(p.match)));

  // The search as the game's catalog entry tunes it (playout depth, exploration), for both playout kinds.
  const depth = entry.search ? playoutDepthAt(entry.search, players) : undefined;
  const choices = positions.filter((p) => p.actor !== 'system' && p.legalCount > 1);
  const ismcts: IsmctsFigures[] = [];
  // Heuristic playouts to the end of the game (a game without an evaluation) take tens of seconds
  // per decision: not timed; the search of such a game uses random playouts.
  const kinds: ('random' | 'heuristic')[] = entry.heuristic && game.evaluate ? ['random', 'heuristic'] : ['random'];
  const searchOf = (p: Position, kind: 'random' | 'heuristic') => {
    const seat = seatOf(p);
    const view = viewOf(game, p.match, seat);
    const legal = legalActionsOf(game, p.match, seat);
    return () =>
      search(game, view, legal, Rng.fromSeed(seat + 1), {
        iterations: opts.iterations,
        ...(depth !== undefined ? { maxPlayoutSteps: depth } : {}),
        ...(entry.search?.exploration !== undefined ? { exploration: entry.search.exploration } : {}),
        ...(kind === 'heuristic' && entry.heuristic ? { playoutPolicy: entry.heuristic } : {}),
      });
  };
  // One untimed pass over the positions first (up to half a row's budget): without it the first row
  // paid for compiling the search and for the collector's work left by the phases before, and read a
  // third slower than the very same work timed second (with no playout steps the two kinds are the
  // same work).
  const warm = everyPrefixSpread(spread(choices, opts.quick ? 1 : (opts.decisions ?? DEFAULT_DECISIONS)));
  let warmed = 0;
  for (const p of warm) {
    if (warmed >= (opts.quick ? 0 : DECISION_BUDGET_S / 2)) break;
    warmed += seconds(searchOf(p, 'random')).seconds;
  }
  for (const kind of kinds) {
    const decisions = opts.quick ? 3 : (opts.decisions ?? DEFAULT_DECISIONS);
    const budget = opts.quick ? 1.5 : DECISION_BUDGET_S;
    const picked = everyPrefixSpread(spread(choices, decisions));
    const times: number[] = [];
    const threadTimes: number[] = [];
    const nodes: number[] = [];
    let used = 0;
    for (const p of picked) {
      if (times.length >= 3 && used >= budget) break;
      const timed = seconds(searchOf(p, kind));
      used += timed.seconds;
      times.push(timed.seconds * 1000);
      threadTimes.push(timed.threadSeconds * 1000);
      nodes.push(timed.value.nodes);
    }
    const ms = median(times);
    ismcts.push({
      playout: kind,
      cutoff: game.evaluate ? (depth ?? DEFAULT_CUTOFF_STEPS) : null,
      iterations: opts.iterations,
      positions: times.length,
      decisionMs: ms,
      decisionMsQuartiles: [quantileOf(times, 0.25), quantileOf(times, 0.75)],
      decisionThreadMs: median(threadTimes),
      iterationsPerSecond: ms > 0 ? (opts.iterations * 1000) / ms : 0,
      medianTreeNodes: median(nodes),
    });
  }

  return {
    game: game.id,
    preset: preset.label,
    players,
    playouts: {
      warmupSeconds,
      games: run.count,
      actions,
      seconds: run.seconds,
      threadSeconds: run.threadSeconds,
      gamesPerSecond: run.count / run.seconds,
      actionsPerSecond: actions / run.seconds,
      gamesPerThreadSecond: run.count / run.threadSeconds,
    },
    costs,
    stateBytes: { median: median(sizes), max: Math.max(0, ...sizes) },
    ismcts,
  };
}

/**
 * The items reordered so that every prefix is spread over the whole list (first, middle, quarters,
 * ...: bit-reversed order), so a row cut short by its budget still has early and late positions.
 */
function everyPrefixSpread<T>(items: T[]): T[] {
  const bits = Math.max(1, Math.ceil(Math.log2(Math.max(2, items.length))));
  const reversed = (i: number) => {
    let r = 0;
    for (let b = 0; b < bits; b++) if (i & (1 << b)) r |= 1 << (bits - 1 - b);
    return r;
  };
  return items
    .map((item, i) => ({ item, key: reversed(i) }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
}

/** `n` items evenly spread over a list (early, middle and late positions alike). */
function spread<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  return Array.from({ length: n }, (_, i) => items[Math.floor(((i + 0.5) * items.length) / n)] as T);
}
