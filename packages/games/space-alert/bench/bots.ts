/**
 * Quick samples of the bots' strength (survival rate, mean score, think time per decision):
 *   npx node packages/games/space-alert/bench/bots.ts [missions] [bot] [suite] [first]
 * bot: random, heuristic, planning, full-information; suite: white (default), yellow, red.
 */
import { measure } from '../src/bot/measure.ts';

const n = Number(process.argv[2] ?? 50);
const bot = process.argv[3] ?? 'heuristic';
const suite = process.argv[4] ?? 'white';
const r = measure(n, bot, suite, Number(process.argv[5] ?? 0), () => performance.now());
console.log(
  `${bot}, ${suite}: ${r.survived}/${r.missions} survived (${(100 * r.rate).toFixed(1)}%), mean score ${r.meanScore.toFixed(2)} (a destroyed ship scores 0), ${r.msPerDecision.toFixed(2)} ms per decision`,
);
