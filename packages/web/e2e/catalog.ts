import type { AnyGame } from '@airlock/engine';
import { type CatalogEntry, catalog as real } from '@airlock/games';
import { relay } from '../../engine/test/fixtures/relay.ts';

/**
 * The catalog the browser tests' server runs: every real game plus the kernel's test game, so the
 * online tests have a short game to play whatever the catalog holds today. Production servers use
 * @airlock/games as it is.
 */
export const catalog: CatalogEntry[] = [...real];
if (!catalog.some((e) => e.game.id === relay.id)) {
  catalog.push({ game: relay as AnyGame, presets: [{ label: '2 players', players: 2, options: {} }] });
}
