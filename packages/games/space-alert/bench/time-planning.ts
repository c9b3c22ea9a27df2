/**
 * Times the planning bot's decisions in whole-process CPU (user + system of every thread, so garbage
 * collection counts): missions of the white suite flown by a planning crew of 4, the CPU read around
 * each call. Shared by the Space Alert row of `airlock bench`.
 */
import { flyMission } from '../src/bot/suite.ts';

export interface PlanningFigures {
  missions: number;
  decisions: number;
  cpuSeconds: number;
  msPerDecision: number;
  survived: number;
}

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

export function timePlanning(opts: { missions: number }): PlanningFigures {
  let decisions = 0;
  let ms = 0;
  let survived = 0;
  for (let i = 0; i < opts.missions; i++) {
    const f = flyMission('white', i, 'planning', cpuMs);
    decisions += f.decisions;
    ms += f.thinkMs;
    if (f.survived) survived++;
  }
  return {
    missions: opts.missions,
    decisions,
    cpuSeconds: ms / 1000,
    msPerDecision: decisions > 0 ? ms / decisions : 0,
    survived,
  };
}
