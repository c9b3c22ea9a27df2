import { randomGames } from './random-games.ts';

/**
 * Random games for a CPU profile (no timing of its own): npx node --cpu-prof
 * packages/games/lifeform/bench/profile-games.ts [players] [games]
 */
const players = Number(process.argv[2] ?? 3);
const games = Number(process.argv[3] ?? 600);
const { endings: _, ...figures } = randomGames(players, games, {}, 'lifeform-profile');
console.log(JSON.stringify(figures));
