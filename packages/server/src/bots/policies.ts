import type { CatalogEntry } from '@airlock/games';
import { type BotPolicy, Rng } from '@airlock/engine';
import type { BotKind } from '../protocol.ts';

/** Uniform over the legal actions; the floor every other policy must beat. */
export const randomPolicy: BotPolicy = (_view, legal, rng) => {
  if (legal.length === 0) throw new Error('a bot was asked to act with no legal action');
  return legal.length === 1 ? (legal[0] as (typeof legal)[number]) : rng.pick(legal);
};

/**
 * The one place that maps a bot kind to a policy. The game's own heuristic where it has one;
 * `@airlock/bots` (ISMCTS) is wired here once that package exports its policies; random otherwise.
 */
export function policyFor(
  entry: CatalogEntry | undefined,
  kind: BotKind,
  extra: Partial<Record<BotKind, BotPolicy>>,
): BotPolicy {
  if (kind === 'heuristic' && entry?.heuristic) return entry.heuristic;
  return extra[kind] ?? randomPolicy;
}

/** Bot kinds worth offering for a game: all of them fall back to random, so all are accepted. */
export function botKindsFor(entry: CatalogEntry): BotKind[] {
  return entry.heuristic ? ['random', 'heuristic', 'ismcts'] : ['random', 'ismcts'];
}

export function botRng(seed: string): Rng {
  return Rng.fromSeed(seed);
}
