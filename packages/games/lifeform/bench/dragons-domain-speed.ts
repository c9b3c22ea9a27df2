import { randomGames } from './random-games.ts';

/**
 * Random full Dragon's Domain games, as the bots' playouts run them: games per whole-process
 * CPU-second (main thread beside it), the median cost of one step, the largest serialized state, and
 * how the games ended. Usage: npx node packages/games/lifeform/bench/dragons-domain-speed.ts [games]
 */
const games = Number(process.argv[2] ?? 300);
const { players: _, ...figures } = randomGames(1, games, { dragonsDomain: true }, 'dragons-domain-speed');
console.log(JSON.stringify(figures));
