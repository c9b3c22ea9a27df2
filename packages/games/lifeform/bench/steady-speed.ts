import { readFileSync } from 'node:fs';
import { createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import { type LfState, lifeform } from '../src/index.ts';

/**
 * Random full games in blocks of the same size, each block's rate printed on its own: games per
 * whole-process CPU-second (every thread: the JIT compilers and the garbage collector's helpers) and
 * per main-thread CPU-second. The first blocks pay for compiling the rules (a thousand or so games go
 * by before the optimizing compiler has settled on the whole rule set); the last blocks show the
 * rate a long simulation runs at. Steps are quiet (no event text built), as a playout needs. Usage:
 * npx node packages/games/lifeform/bench/steady-speed.ts [players] [blocks] [gamesPerBlock]
 */
const players = Number(process.argv[2] ?? 3);
const blocks = Number(process.argv[3] ?? 10);
const per = Number(process.argv[4] ?? 200);

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const seconds = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1e6;
const rng = Rng.fromSeed('lifeform-steady');

function play(seed: number): number {
  const m = createMatch<LfState>(lifeform, { players, seed });
  while (!lifeform.result(m.state)) {
    const actor = lifeform.pending(m.state)[0]?.actor;
    if (actor === undefined) break;
    stepUnchecked(lifeform, m, actor, rng.pick(legalActionsOf(lifeform, m, actor)), true);
  }
  return m.step;
}

console.log(`load before: ${load()}`);
const rows: { block: number; games: number; gamesPerCpuSecond: number; gamesPerThreadCpuSecond: number }[] = [];
for (let b = 0; b < blocks; b++) {
  const cpu0 = process.cpuUsage();
  const thread0 = process.threadCpuUsage();
  for (let g = 0; g < per; g++) play(b * per + g + 1);
  const row = {
    block: b + 1,
    games: per,
    gamesPerCpuSecond: +(per / seconds(process.cpuUsage(cpu0))).toFixed(1),
    gamesPerThreadCpuSecond: +(per / seconds(process.threadCpuUsage(thread0))).toFixed(1),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}
const last = rows.slice(-3);
const mean = (k: 'gamesPerCpuSecond' | 'gamesPerThreadCpuSecond') =>
  +(last.length / last.reduce((n, r) => n + 1 / r[k], 0)).toFixed(1);
console.log(
  JSON.stringify({
    players,
    lastBlocks: last.length,
    gamesPerCpuSecond: mean('gamesPerCpuSecond'),
    gamesPerThreadCpuSecond: mean('gamesPerThreadCpuSecond'),
  }),
);
console.log(`load after: ${load()}`);
