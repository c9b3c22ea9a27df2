import { readFileSync } from 'node:fs';
import { createMatch, legalActionsOf, type Options, Rng, stepUnchecked } from '@airlock/engine';
import { type LfState, lifeform } from '../src/index.ts';

/**
 * Two versions of the rules timed in one process, for a speed change too small to see across separate
 * runs on a shared machine: A is another copy of the package (extracted from a commit), B this one.
 * Both warm up on the same games, then blocks of games alternate A, B, B, A, ... and the median of
 * the per-round ratios B/A is printed, in whole-process and main-thread CPU. Usage:
 *   git archive <commit> packages/games/lifeform | tar -x -C /tmp/a && ln -s "$PWD/node_modules" /tmp/a/
 *   npx node packages/games/lifeform/bench/ab-speed.ts /tmp/a/packages/games/lifeform/src/index.ts [players] [rounds] [gamesPerRound]
 * (players 1 plays Dragon's Domain). Steps are quiet (the kernel's `stepUnchecked(..., true)`): events are not built.
 */
const other = process.argv[2];
if (!other) throw new Error('usage: ab-speed.ts <path of the other version src/index.ts> [players] [rounds] [games]');
const players = Number(process.argv[3] ?? 3);
const rounds = Number(process.argv[4] ?? 30);
const per = Number(process.argv[5] ?? 100);
const options: Options = players === 1 ? { dragonsDomain: true } : {};

type Game = typeof lifeform;
const A = ((await import(other)) as { lifeform: Game }).lifeform;
const B = lifeform;

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const seconds = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1e6;

function play(game: Game, rng: Rng, seed: number): void {
  const m = createMatch<LfState>(game, { players, seed, options });
  while (!game.result(m.state)) {
    const actor = game.pending(m.state)[0]?.actor;
    if (actor === undefined) break;
    stepUnchecked(game, m, actor, rng.pick(legalActionsOf(game, m, actor)), true);
  }
}

console.log(`load before: ${load()}`);
const rngs = { A: Rng.fromSeed('ab-speed'), B: Rng.fromSeed('ab-speed') };
const games = { A, B };
for (let w = 0; w < 6; w++)
  for (const k of ['A', 'B'] as const) for (let g = 0; g < 250; g++) play(games[k], rngs[k], 1_000_000 + w * 250 + g);

const rates: Record<'A' | 'B', [number, number][]> = { A: [], B: [] };
for (let r = 0; r < rounds; r++) {
  for (const k of (r % 2 === 0 ? ['A', 'B'] : ['B', 'A']) as ('A' | 'B')[]) {
    const cpu0 = process.cpuUsage();
    const thread0 = process.threadCpuUsage();
    for (let g = 0; g < per; g++) play(games[k], rngs[k], r * per + g + 1);
    rates[k].push([per / seconds(process.cpuUsage(cpu0)), per / seconds(process.threadCpuUsage(thread0))]);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ratio = (i: 0 | 1) => median(rates.B.map((b, r) => b[i] / (rates.A[r] as [number, number])[i]));
for (const k of ['A', 'B'] as const)
  console.log(
    JSON.stringify({
      version: k,
      gamesPerCpuSecond: +median(rates[k].map((x) => x[0])).toFixed(1),
      gamesPerThreadCpuSecond: +median(rates[k].map((x) => x[1])).toFixed(1),
    }),
  );
console.log(
  JSON.stringify({ players, rounds, per, ratioWhole: +ratio(0).toFixed(3), ratioThread: +ratio(1).toFixed(3) }),
);
console.log(`load after: ${load()}`);
