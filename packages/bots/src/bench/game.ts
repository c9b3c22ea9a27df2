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
import { type CallCost, costPerCall, forAbout, median, seconds } from './measure.ts';

/**
 * Benchmarks of one game set up one way. The bots only ever handle determinized matches; here the
 * benchmark itself makes true matches (by random play) to have realistic positions to time.
 */

export interface GameFigures {
  game: string;
  preset: string;
  players: number;
  playouts: { games: number; actions: number; seconds: number; gamesPerSecond: number; actionsPerSecond: number };
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
  positions: number;
  /** Median over positions of the time to decide at `iterations`. */
  decisionMs: number;
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
}

export function benchGame(
  entry: BotEntry,
  preset: { label: string; players: number; options: Options },
  opts: GameBenchOptions,
): GameFigures {
  const game = entry.game;
  const { players, options } = preset;
  const positions = samplePositions(game, players, options, opts.quick ? 100 : 400);

  const rng = Rng.fromSeed('bench-playouts');
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
  const kinds: ('random' | 'heuristic')[] = entry.heuristic ? ['random', 'heuristic'] : ['random'];
  for (const kind of kinds) {
    // Heuristic playouts build a view per playout step and cost several times more: fewer positions,
    // so the whole suite stays within two minutes.
    const picked = spread(choices, (opts.quick ? 2 : 5) - (kind === 'heuristic' ? 1 : 0) * (opts.quick ? 1 : 2));
    const times: number[] = [];
    const nodes: number[] = [];
    for (const p of picked) {
      const seat = seatOf(p);
      const view = viewOf(game, p.match, seat);
      const legal = legalActionsOf(game, p.match, seat);
      const timed = seconds(() =>
        search(game, view, legal, Rng.fromSeed(seat + 1), {
          iterations: opts.iterations,
          ...(depth !== undefined ? { maxPlayoutSteps: depth } : {}),
          ...(entry.search?.exploration !== undefined ? { exploration: entry.search.exploration } : {}),
          ...(kind === 'heuristic' && entry.heuristic ? { playoutPolicy: entry.heuristic } : {}),
        }),
      );
      times.push(timed.seconds * 1000);
      nodes.push(timed.value.nodes);
    }
    const ms = median(times);
    ismcts.push({
      playout: kind,
      cutoff: game.evaluate ? (depth ?? DEFAULT_CUTOFF_STEPS) : null,
      iterations: opts.iterations,
      positions: picked.length,
      decisionMs: ms,
      iterationsPerSecond: ms > 0 ? (opts.iterations * 1000) / ms : 0,
      medianTreeNodes: median(nodes),
    });
  }

  return {
    game: game.id,
    preset: preset.label,
    players,
    playouts: {
      games: run.count,
      actions,
      seconds: run.seconds,
      gamesPerSecond: run.count / run.seconds,
      actionsPerSecond: actions / run.seconds,
    },
    costs,
    stateBytes: { median: median(sizes), max: Math.max(0, ...sizes) },
    ismcts,
  };
}

/** `n` items evenly spread over a list (early, middle and late positions alike). */
function spread<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  return Array.from({ length: n }, (_, i) => items[Math.floor(((i + 0.5) * items.length) / n)] as T);
}
