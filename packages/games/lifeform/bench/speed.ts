import { randomGames } from './random-games.ts';

/**
 * Random full games at a table size (2-4 players), as the bots' playouts run them: games per
 * whole-process CPU-second (main thread beside it), the median cost of one step, the largest
 * serialized state. Usage: npx node packages/games/lifeform/bench/speed.ts [players] [games]
 */
const players = Number(process.argv[2] ?? 3);
const games = Number(process.argv[3] ?? 200);
const { endings: _, ...figures } = randomGames(players, games, {}, 'lifeform-speed');
console.log(JSON.stringify(figures));
