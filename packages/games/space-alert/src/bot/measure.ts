/**
 * Survival rate and mean score of a crew where every seat plays one bot, over the first missions of
 * a fixed suite (suite.ts), for quick samples on the way to the full tables of `airlock strength`
 * (the command: bench/bots.ts). Think time needs the caller's clock.
 */
import { flyMission } from './suite.ts';

export function measure(missions: number, bot: string, suite = 'white', from = 0, clock?: () => number) {
  let survived = 0;
  let score = 0;
  let decisions = 0;
  let thinkMs = 0;
  for (let i = from; i < from + missions; i++) {
    const d = flyMission(suite, i, bot, clock);
    if (d.survived) survived++;
    score += d.score;
    decisions += d.decisions;
    thinkMs += d.thinkMs;
  }
  return {
    missions,
    survived,
    rate: survived / missions,
    meanScore: score / missions,
    msPerDecision: thinkMs / decisions,
  };
}
