/**
 * One bot on some seats against another on the rest, for asymmetric games (Lifeform: the lifeform is
 * seat 0, the crew the others): how often the first bot's side wins, with its 95% interval, and the
 * CPU it took. Seeds `sides/<game>/1` to `<games>`.
 *
 *   npx node packages/bots/bench/sides.ts <game> <players> <seats, e.g. 0 or 1,2> <bot spec> <other bot spec> <games>
 *   npx node packages/bots/bench/sides.ts lifeform 3 0 ismcts:300 heuristic 30
 *
 * A bot spec is any `airlock` bot (random, heuristic, ismcts with its options: parseBot in src/policy.ts);
 * ISMCTS takes the game's catalog settings unless the spec says otherwise.
 */
import { readFileSync } from 'node:fs';
import { playMatch } from '../src/play.ts';
import { wilson } from '../src/stats.ts';
import { loadCatalog } from './catalog.ts';

const [game, playersText, seatsText, spec, other, gamesText] = process.argv.slice(2);
const entry = (await loadCatalog()).find((e) => e.game.id === game);
if (!entry || !playersText || !seatsText || !spec || !other) {
  console.error('usage: sides.ts <game> <players> <seats> <bot spec> <other bot spec> <games>');
  process.exit(2);
}
const players = Number(playersText);
const seats = seatsText.split(',').map(Number);
const games = Number(gamesText ?? 30);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`load before: ${load()}`);
const c0 = process.cpuUsage();
let wins = 0;
for (let g = 1; g <= games; g++) {
  const bots = Array.from({ length: players }, (_, s) => (seats.includes(s) ? spec : other));
  const out = playMatch(entry, { players, seed: `sides/${game}/${g}`, bots });
  if (out.result && seats.some((s) => out.result?.winners.includes(s))) wins++;
}
const u = process.cpuUsage(c0);
const w = wilson(wins, games);
console.log(
  `${game}, ${players} players: ${spec} on seats ${seats.join(',')} against ${other}: ${wins}/${games} won (${(100 * w.rate).toFixed(1)}%, 95% interval ${(100 * w.low).toFixed(1)}-${(100 * w.high).toFixed(1)}%), ${((u.user + u.system) / 1e6 / games).toFixed(1)} CPU s a game`,
);
console.log(`load after: ${load()}`);
