import type { AnyGame, BotPolicy } from '@airlock/engine';
import { catalog, findGame } from '@airlock/games';
import { relay } from '../../engine/test/fixtures/relay.ts';

/** A game the browser can run by itself (hotseat, replays), with its bot if it has one. */
export interface LocalGame {
  game: AnyGame;
  heuristic?: BotPolicy;
  /** True for the kernel's test game: offered for practice and tests, never as a product game. */
  test?: boolean;
}

/**
 * Every game the app can run locally: the catalog's games, then the kernel's small test game. The test
 * game stays listed (last) because it exercises every decision shape in a few minutes, which makes it
 * the quickest way to check the table and the browser tests do not depend on any one product game.
 */
export function localGames(): LocalGame[] {
  const out: LocalGame[] = catalog.map((e) =>
    e.heuristic ? { game: e.game, heuristic: e.heuristic } : { game: e.game },
  );
  if (!out.some((g) => g.game.id === relay.id)) out.push({ game: relay as AnyGame, test: true });
  return out;
}

/**
 * The player count the lobby starts a game at: its first preset's (the table the game presents first),
 * else the smallest count its default options allow, so the form is valid as soon as it shows.
 */
export function defaultPlayers(local: LocalGame): number {
  const { game } = local;
  const preset = findGame(game.id)?.presets[0]?.players;
  if (preset !== undefined) return preset;
  const defaults = Object.fromEntries(game.options.map((o) => [o.key, o.default]));
  for (let n = game.players.min; n <= game.players.max; n++) if (!game.checkOptions?.(n, defaults)) return n;
  return game.players.min;
}

/** Offers the kernel's test game in the lobby only when the address asks for it (`?test-games`). */
export function testGamesWanted(search: string): boolean {
  return new URLSearchParams(search).has('test-games');
}

export function localGame(id: string): LocalGame | undefined {
  const e = findGame(id);
  if (e) return e.heuristic ? { game: e.game, heuristic: e.heuristic } : { game: e.game };
  return localGames().find((g) => g.game.id === id);
}
