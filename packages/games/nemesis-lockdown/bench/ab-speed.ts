import { readFileSync } from 'node:fs';
import { type Action, createMatch, pendingOf, Rng, randomActionOf, resultOf, stepUnchecked } from '@airlock/engine';
import { nemesisLockdown } from '../src/index.ts';

/**
 * Two versions of the rules timed in one process, for a speed change too small to see across separate
 * runs on a shared machine: A is another copy of the package (extracted from a commit), B this one.
 * Both warm up on the same games, then blocks of random games (drawn as `speed.ts` draws them, with
 * the kernel's randomActionOf) alternate A, B, B, A, ... and the median of the per-round ratios B/A is
 * printed, in whole-process and main-thread CPU. Usage:
 *   git archive <commit> packages/games/nemesis-lockdown | tar -x -C /tmp/a && ln -s "$PWD/node_modules" /tmp/a/
 *   npx node packages/games/nemesis-lockdown/bench/ab-speed.ts /tmp/a/packages/games/nemesis-lockdown/src/index.ts [players] [rounds] [gamesPerRound]
 */
const other = process.argv[2];
if (!other) throw new Error('usage: ab-speed.ts <path of the other version src/index.ts> [players] [rounds] [games]');
const players = Number(process.argv[3] ?? 1);
const rounds = Number(process.argv[4] ?? 30);
const per = Number(process.argv[5] ?? 300);

type Game = typeof nemesisLockdown;
const A = ((await import(other)) as { nemesisLockdown: Game }).nemesisLockdown;
const B = nemesisLockdown;

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const seconds = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1e6;

function play(game: Game, rng: Rng, seed: number): void {
  const m = createMatch(game, { players, seed });
  for (let n = 0; n < 100_000 && !resultOf(game, m); n++) {
    const actor = pendingOf(game, m)[0]?.actor;
    if (actor === undefined) break;
    stepUnchecked(game, m, actor, randomActionOf(game, m, actor, rng) as Action);
  }
}

console.log(`load before: ${load()}`);
const rngs = { A: Rng.fromSeed('ab-speed'), B: Rng.fromSeed('ab-speed') };
const games = { A, B };
for (let w = 0; w < 6; w++)
  for (const k of ['A', 'B'] as const) for (let g = 0; g < 300; g++) play(games[k], rngs[k], 1_000_000 + w * 300 + g);

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
