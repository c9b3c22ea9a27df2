import { allBotKinds, type BotKind, botKindsOf, policyFor as botPolicy, noSuchBot } from '@airlock/bots';
import type { BotPolicy } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import { UsageError } from './args.ts';

export type { BotKind };
/**
 * Every bot kind some game of the catalog offers (random, heuristic, ismcts, and the games' own levels
 * such as Space Alert's `planning`); whether one game offers a kind is checked by policyFor.
 */
export const BOT_KINDS: readonly BotKind[] = allBotKinds();

export interface PolicyOptions {
  iterations: number;
}

/**
 * The policy for a bot kind (from @airlock/bots); ISMCTS searches `iterations` times per decision. A
 * kind the game does not offer is a usage error naming the kinds it does.
 */
export function policyFor(entry: CatalogEntry, kind: BotKind, opts: PolicyOptions): BotPolicy {
  if (!botKindsOf(entry).includes(kind)) throw new UsageError(noSuchBot(entry, kind).message);
  return botPolicy(entry, kind, { iterations: opts.iterations });
}
