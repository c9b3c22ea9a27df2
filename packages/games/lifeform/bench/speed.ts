import { randomChoice, Rng, Table } from '@airlock/engine';
import { lifeform } from '../src/index.ts';

/**
 * Random full games at a table size: games per whole-process CPU-second, the median time of one
 * apply, and the largest serialized state seen. Usage: npx node packages/games/lifeform/bench/speed.ts [players] [games]
 */
const players = Number(process.argv[2] ?? 3);
const games = Number(process.argv[3] ?? 200);
const applies: number[] = [];
let maxState = 0;
let steps = 0;
const cpu0 = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const t = new Table(lifeform, { players, options: {}, seed: g + 1 });
  const rng = Rng.fromSeed(g ^ 0xbe7c4);
  for (;;) {
    const c = randomChoice(lifeform, t.match, rng);
    if (!c) break;
    const a = process.hrtime.bigint();
    t.act(c.actor, c.action);
    applies.push(Number(process.hrtime.bigint() - a) / 1000);
    steps++;
    if (steps % 50 === 0) maxState = Math.max(maxState, JSON.stringify(t.match.state).length);
  }
}
const cpu = process.cpuUsage(cpu0);
const seconds = (cpu.user + cpu.system) / 1e6;
applies.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    players,
    games,
    gamesPerCpuSecond: +(games / seconds).toFixed(1),
    meanSteps: Math.round(steps / games),
    applyMedianMicros: +(applies[Math.floor(applies.length / 2)] ?? 0).toFixed(1),
    maxStateBytes: maxState,
  }),
);
