import { createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import { type LfState, lifeform } from '../src/index.ts';

/**
 * Random full Dragon's Domain games run as the bots' playouts run them (legal actions, then the
 * unchecked step): games per whole-process CPU-second, the median cost of one step, the largest
 * serialized state, and how the games ended. Usage: npx node packages/games/lifeform/bench/dragons-domain-speed.ts [games]
 */
const games = Number(process.argv[2] ?? 300);
const rng = Rng.fromSeed('dragons-domain-speed');
const applies: number[] = [];
const endings: Record<string, number> = {};
let maxState = 0;
let steps = 0;
const cpu0 = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const m = createMatch<LfState>(lifeform, { players: 1, seed: g + 1, options: { dragonsDomain: true } });
  while (!lifeform.result(m.state)) {
    const actor = lifeform.pending(m.state)[0]?.actor;
    if (actor === undefined) break;
    const action = rng.pick(legalActionsOf(lifeform, m, actor));
    const t0 = process.hrtime.bigint();
    stepUnchecked(lifeform, m, actor, action);
    applies.push(Number(process.hrtime.bigint() - t0) / 1000);
    if (++steps % 50 === 0) maxState = Math.max(maxState, JSON.stringify(m.state).length);
  }
  const end = String(lifeform.result(m.state)?.summary ?? 'unfinished');
  endings[end] = (endings[end] ?? 0) + 1;
}
const cpu = process.cpuUsage(cpu0);
const seconds = (cpu.user + cpu.system) / 1e6;
applies.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    games,
    gamesPerCpuSecond: +(games / seconds).toFixed(1),
    meanSteps: Math.round(steps / games),
    applyMedianMicros: +(applies[Math.floor(applies.length / 2)] ?? 0).toFixed(1),
    maxStateBytes: maxState,
    endings,
  }),
);
