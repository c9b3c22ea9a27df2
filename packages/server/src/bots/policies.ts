import { botKindsOf } from '@airlock/bots';
import { Rng } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import type { BotKind } from '../protocol.ts';

/**
 * The bots' uniform pick over the legal actions. The room falls back to it, on the main thread, only
 * if a bot worker fails, so a broken worker cannot stall a match.
 */
export { randomPolicy } from '@airlock/bots';

/**
 * Bot kinds a game can seat: random, its own heuristic only where the game ships one, ISMCTS, then
 * the levels of its own its catalog entry lists (Space Alert: planning).
 */
export function botKindsFor(entry: CatalogEntry): BotKind[] {
  return botKindsOf(entry);
}

export function botRng(seed: string): Rng {
  return Rng.fromSeed(seed);
}
