/**
 * Times the resolution workload in whole-process CPU (user + system of every thread, so garbage
 * collection counts): shared by bench/resolution.ts and the Space Alert row of `airlock bench`.
 */
import { Rng } from '@airlock/engine';
import { benchMissions, copyInput } from '../src/resolution/bench-missions.ts';
import { resolveMission } from '../src/resolution/mission.ts';
import type { ResolutionInput } from '../src/types.ts';

export interface ResolutionFigures {
  resolved: number;
  cpuSeconds: number;
  perSecond: number;
  distinct: number;
  built: number;
  meanLastTurn: number;
  meanScore: number;
}

export function timeResolution(opts: { missions: number; seconds: number }): ResolutionFigures {
  const { missions, built, meanLastTurn } = benchMissions(opts.missions);
  let resolved = 0;
  let scoreSum = 0;
  let cpuUs = 0;
  while (cpuUs < opts.seconds * 1e6 && missions.length > 0) {
    // Copies and generators are made outside the timed part.
    const batch = missions.map((m) => copyInput(m.input));
    const rngs = missions.map((m) => Rng.fromSeed(m.seed));
    const before = process.cpuUsage();
    for (let i = 0; i < batch.length; i++) {
      scoreSum += resolveMission(batch[i] as ResolutionInput, rngs[i] as Rng).score.total;
    }
    const used = process.cpuUsage(before);
    cpuUs += used.user + used.system;
    resolved += batch.length;
  }
  const cpuSeconds = cpuUs / 1e6;
  return {
    resolved,
    cpuSeconds,
    perSecond: cpuSeconds > 0 ? resolved / cpuSeconds : 0,
    distinct: missions.length,
    built,
    meanLastTurn,
    meanScore: resolved ? scoreSum / resolved : 0,
  };
}
export { type PlanningFigures, timePlanning } from './time-planning.ts';
