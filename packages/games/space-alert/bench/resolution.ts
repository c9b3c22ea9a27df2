/**
 * Resolution throughput: whole 12-turn missions with 4 crew resolved per CPU-second of the whole
 * process (process.cpuUsage: user + system of every thread, so garbage collection counts).
 *
 *   npx node packages/games/space-alert/bench/resolution.ts [--missions N] [--seconds S]
 *
 * The workload (src/resolution/bench-missions.ts) is built before timing from a fixed seed; frames
 * are off, as for bots. `airlock bench` prints the same figure as its Space Alert resolution row.
 */
import { parseArgs } from 'node:util';
import { timeResolution } from './time-resolution.ts';

const { values } = parseArgs({
  options: { missions: { type: 'string' }, seconds: { type: 'string' } },
});
const num = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const r = timeResolution({ missions: num(values.missions, 2000), seconds: num(values.seconds, 5) });
console.log(
  `space-alert resolution: ${r.resolved} whole missions (12 turns and the jump, 4 crew, 4 threats) in ${r.cpuSeconds.toFixed(2)} s of process CPU`,
);
console.log(
  `  ${Math.round(r.perSecond)} missions per CPU-second (${(1e6 / r.perSecond).toFixed(1)} us each); target 10000`,
);
console.log(
  `  ${r.distinct} distinct missions kept of ${r.built} built (the others' ships were destroyed; mean last turn over all built ${r.meanLastTurn.toFixed(1)}); mean score ${r.meanScore.toFixed(2)}`,
);
