/**
 * Survival rate and mean score of a crew where every seat plays one bot, over the first missions of
 * a fixed suite (suite.ts), for quick samples on the way to the full tables of `airlock strength`:
 *   npx node packages/games/space-alert/src/bot/measure.ts [missions] [bot] [suite] [first]
 * bot: random, heuristic, planning, full-information; suite: white (default), yellow, red.
 */
import { flyMission } from './suite.ts';

export function measure(missions: number, bot: string, suite = 'white', from = 0) {
  let survived = 0;
  let score = 0;
  let decisions = 0;
  let thinkMs = 0;
  for (let i = from; i < from + missions; i++) {
    const d = flyMission(suite, i, bot);
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

if (import.meta.main) {
  const n = Number(process.argv[2] ?? 50);
  const bot = process.argv[3] ?? 'heuristic';
  const suite = process.argv[4] ?? 'white';
  const r = measure(n, bot, suite, Number(process.argv[5] ?? 0));
  console.log(
    `${bot}, ${suite}: ${r.survived}/${r.missions} survived (${(100 * r.rate).toFixed(1)}%), mean score ${r.meanScore.toFixed(2)} (a destroyed ship scores 0), ${r.msPerDecision.toFixed(2)} ms per decision`,
  );
}
