import { BOT_KINDS as KINDS, type BotKind, policyFor as botPolicy } from '@airlock/bots';
import type { BotPolicy } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';

export type { BotKind };
export const BOT_KINDS: readonly BotKind[] = KINDS;

export interface PolicyOptions {
  iterations: number;
}

/** The policy for a bot kind (from @airlock/bots); ISMCTS searches `iterations` times per decision. */
export function policyFor(entry: CatalogEntry, kind: BotKind, opts: PolicyOptions): BotPolicy {
  return botPolicy(entry, kind, { iterations: opts.iterations });
}
