import type { BotPolicy } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';

/** Loaded by name at run time so the CLI works in builds without the bots package. */
const BOTS_MODULE: string = '@airlock/bots';

export type BotKind = 'random' | 'heuristic' | 'ismcts';
export const BOT_KINDS: BotKind[] = ['random', 'heuristic', 'ismcts'];

export const randomPolicy: BotPolicy = (_view, legal, rng) => rng.pick(legal);

export interface PolicyOptions {
  iterations: number;
}

/**
 * The policy for a bot kind. ISMCTS and the shared bot plumbing come from @airlock/bots; it is loaded
 * lazily so that the CLI's other commands work without it.
 */
export async function policyFor(entry: CatalogEntry, kind: BotKind, opts: PolicyOptions): Promise<BotPolicy> {
  if (kind === 'random') return randomPolicy;
  if (kind === 'heuristic') {
    if (!entry.heuristic) throw new Error(`${entry.game.id} has no heuristic bot yet`);
    return entry.heuristic;
  }
  const bots = (await import(BOTS_MODULE)) as Record<string, unknown>;
  const make = bots.ismctsPolicy as ((entry: CatalogEntry, opts: { iterations: number }) => BotPolicy) | undefined;
  if (typeof make !== 'function') throw new Error('the ISMCTS bot is not available in this build');
  return make(entry, { iterations: opts.iterations });
}
