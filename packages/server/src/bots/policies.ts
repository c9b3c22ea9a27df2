import { botKindsOf } from '@airlock/bots';
import { type BotPolicy, Rng } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import type { BotKind } from '../protocol.ts';

/**
 * Uniform over the legal actions. The room falls back to it, on the main thread, only if a bot
 * worker fails, so a broken worker cannot stall a match.
 */
export const randomPolicy: BotPolicy = (_view, legal, rng) => {
  if (legal.length === 0) throw new Error('a bot was asked to act with no legal action');
  return legal.length === 1 ? (legal[0] as (typeof legal)[number]) : rng.pick(legal);
};

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
