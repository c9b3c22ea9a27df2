import { createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import { type LfState, lifeform } from '../src/index.ts';

/**
 * Random full games at a table size, the way the bots' playouts run them (legal actions, then the
 * unchecked step): games per whole-process CPU-second, the median cost of one step, and the largest
 * serialized state met. Usage: npx node packages/games/lifeform/bench/speed.ts [players] [games]
 */
const players = Number(process.argv[2] ?? 3);
const games = Number(process.argv[3] ?? 200);
const rng = Rng.fromSeed('lifeform-speed');
const applies: number[] = [];
let maxState = 0;
let steps = 0;
const cpu0 = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const m = createMatch<LfState>(lifeform, { players, seed: g + 1 });
  while (!lifeform.result(m.state)) {
    const actor = lifeform.pending(m.state)[0]?.actor;
    if (actor === undefined) break;
    const legal = legalActionsOf(lifeform, m, actor);
    const action = rng.pick(legal);
    const t0 = process.hrtime.bigint();
    stepUnchecked(lifeform, m, actor, action);
    applies.push(Number(process.hrtime.bigint() - t0) / 1000);
    if (++steps % 50 === 0) maxState = Math.max(maxState, JSON.stringify(m.state).length);
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
