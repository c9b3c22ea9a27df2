/**
 * Speed of the rules code alone: random full games per CPU-second, counted in whole-process CPU (every
 * thread: the collector's too), and the median cost of one apply, legal list, view and determinize,
 * each timed on its own at positions copied out of random games (the first call on a fresh copy); apply
 * is also timed inside random games, where the state is warm from the step before.
 *
 *   npx node packages/games/nemesis-lockdown/bench/speed.ts [--players N] [--seconds S] [--mars] [--lists]
 *
 * Random games draw each action as a playout does, with the kernel's randomActionOf (the game draws
 * one action without building the whole legal list); `--lists` builds the list and picks from it.
 * Both play the same games.
 *
 * The run is cut into blocks of `--block` CPU-seconds (default 2). The first blocks pay for compiling
 * the rules: the optimizing compiler works on other threads and recompiles functions many times over
 * the first tens of thousands of games, so a short run reads well below the rate a long simulation
 * settles at. Both are printed: the whole run's rate, and the steady rate of its last three blocks.
 *
 * `airlock bench --game nemesis-lockdown` measures the same things beside the other games; this one is
 * short enough to run before and after each change to the hot paths.
 */
import {
  type Action,
  createMatch,
  determinizeMatch,
  legalActionsOf,
  type MatchState,
  type MatchView,
  pendingOf,
  pickUniform,
  Rng,
  randomActionOf,
  resultOf,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import { nemesisLockdown as game } from '../src/index.ts';

const flag = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const players = flag('--players', 1);
const budget = flag('--seconds', 10);
const blockSeconds = flag('--block', 2);
const options: Record<string, string> = process.argv.includes('--mars') ? { side: 'mars' } : {};
const lists = process.argv.includes('--lists');

const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const thread = (): number => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1e6;
};

function playGame(seed: number, rng: Rng): number {
  const m = createMatch(game, { players, options, seed });
  let n = 0;
  while (n < 100_000 && !resultOf(game, m)) {
    const actor = pendingOf(game, m)[0]?.actor;
    if (actor === undefined) break;
    const action = lists ? pickUniform(legalActionsOf(game, m, actor), rng) : randomActionOf(game, m, actor, rng);
    stepUnchecked(game, m, actor, action as Action);
    n++;
  }
  return n;
}

// Warm-up, then random games until the CPU budget is spent.
const rng = Rng.fromSeed('speed-playouts');
for (let s = 0; s < 50; s++) playGame(1_000_000 + s, rng);
let gamesPlayed = 0;
let actions = 0;
const c0 = cpu();
const t0 = thread();
const blocks: { games: number; cpu: number; thread: number }[] = [];
let block = { games: 0, cpu: c0, thread: t0 };
// The clock is read every 20 games: reading it costs about as much as a short game's step.
while (cpu() - c0 < budget) {
  for (let i = 0; i < 20; i++) actions += playGame(gamesPlayed++, rng);
  block.games += 20;
  const now = cpu();
  if (now - block.cpu >= blockSeconds) {
    const th = thread();
    blocks.push({ games: block.games, cpu: now - block.cpu, thread: th - block.thread });
    block = { games: 0, cpu: now, thread: th };
  }
}
const secs = cpu() - c0;
const threadSecs = thread() - t0;
const last = blocks.slice(-3);
const lastGames = last.reduce((n, b) => n + b.games, 0);
const steady = lastGames / last.reduce((n, b) => n + b.cpu, 0);
const steadyThread = lastGames / last.reduce((n, b) => n + b.thread, 0);

// Positions from random games for the per-call costs.
interface Position {
  m: MatchState;
  actor: 'system' | number;
  action: Action;
}
const positions: Position[] = [];
const pick = Rng.fromSeed('speed-positions');
for (let seed = 1; positions.length < 600; seed++) {
  const m = createMatch(game, { players, options, seed });
  for (let step = 0; step < 5000 && !resultOf(game, m); step++) {
    const actor = pendingOf(game, m)[0]?.actor;
    if (actor === undefined) break;
    const legal = legalActionsOf(game, m, actor);
    const action = pick.pick(legal) as Action;
    if (pick.int(0, 3) === 0) positions.push({ m: structuredClone(m), actor, action });
    stepUnchecked(game, m, actor, action);
  }
}

function medianUs(prepare: () => (() => unknown)[]): number {
  const samples: number[] = [];
  for (let round = 0; round < 4; round++) {
    const calls = prepare();
    for (const call of calls) {
      const a = process.hrtime.bigint();
      call();
      const b = process.hrtime.bigint();
      if (round > 0) samples.push(Number(b - a) / 1000);
    }
  }
  samples.sort((x, y) => x - y);
  return samples[Math.floor(samples.length / 2)] as number;
}

const apply = medianUs(() =>
  positions.map((p) => {
    const m = structuredClone(p.m);
    return () => stepUnchecked(game, m, p.actor, p.action);
  }),
);
const legal = medianUs(() => positions.map((p) => () => legalActionsOf(game, p.m, p.actor)));
const views: MatchView[] = positions.map((p) => viewOf(game, p.m, typeof p.actor === 'number' ? p.actor : 0));
const detRng = Rng.fromSeed('speed-determinize');
const det = medianUs(() => views.map((v) => () => determinizeMatch(game, v, detRng)));
const view = medianUs(() => positions.map((p) => () => viewOf(game, p.m, typeof p.actor === 'number' ? p.actor : 0)));

// apply inside random games, as a playout calls it (the state warm from the step before), for contrast
// with the figure above, which times the first call on a freshly copied position.
const inPlay: number[] = [];
const playRng = Rng.fromSeed('speed-in-play');
for (let seed = 0; inPlay.length < 20_000; seed++) {
  const m = createMatch(game, { players, options, seed: 2_000_000 + seed });
  for (let n = 0; n < 100_000 && !resultOf(game, m); n++) {
    const actor = pendingOf(game, m)[0]?.actor;
    if (actor === undefined) break;
    const legal = legalActionsOf(game, m, actor);
    const action = (legal.length === 1 ? legal[0] : playRng.pick(legal)) as Action;
    const a = process.hrtime.bigint();
    stepUnchecked(game, m, actor, action);
    inPlay.push(Number(process.hrtime.bigint() - a) / 1000);
  }
}
inPlay.sort((x, y) => x - y);
const applyInPlay = inPlay[Math.floor(inPlay.length / 2)] as number;

const f = (x: number, d = 0) => x.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
console.log(
  `${players} player(s)${options.side ? ' mars' : ''}${lists ? ', from whole lists' : ''}: ${f(gamesPlayed / secs)} games/CPU-s (process), ` +
    `${f(gamesPlayed / threadSecs)} per thread-s, ${f(actions / gamesPlayed, 1)} actions/game, ${gamesPlayed} games in ${f(secs, 2)} s`,
);
console.log(
  `steady (last ${last.length} of ${blocks.length} blocks of ${blockSeconds} CPU-s): ${f(steady)} games/CPU-s (process), ${f(steadyThread)} per thread-s; ` +
    `blocks: ${blocks.map((b) => f(b.games / b.cpu)).join(' ')}`,
);
console.log(
  `median µs: apply ${f(apply, 2)} (${f(applyInPlay, 2)} inside games), legalActions ${f(legal, 2)}, view ${f(view, 2)}, determinize ${f(det, 2)}`,
);
