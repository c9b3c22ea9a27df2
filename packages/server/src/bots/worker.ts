/**
 * Worker thread that runs bot policies, so a bot thinking hard never blocks the event loop that serves
 * every room. It receives a seat's MatchView and legal actions only, like any client would.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Action, BotPolicy, MatchView } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import type { BotKind } from '../protocol.ts';
import { botRng, policyFor } from './policies.ts';

export interface BotRequest {
  id: number;
  game: string;
  kind: BotKind;
  view: MatchView;
  legal: Action[];
  seed: string;
}

export type BotReply = { id: number; action: Action } | { id: number; error: string };

const { catalogModule } = workerData as { catalogModule: string };
const { catalog } = (await import(catalogModule)) as { catalog: CatalogEntry[] };
const extra: Partial<Record<BotKind, BotPolicy>> = await loadSharedBots();

async function loadSharedBots(): Promise<Partial<Record<BotKind, BotPolicy>>> {
  // @airlock/bots is being written alongside the server; use whatever policies it already exports.
  try {
    const mod = (await import('@airlock/bots')) as Record<string, unknown>;
    const out: Partial<Record<BotKind, BotPolicy>> = {};
    if (typeof mod.randomPolicy === 'function') out.random = mod.randomPolicy as BotPolicy;
    if (typeof mod.ismctsPolicy === 'function') out.ismcts = mod.ismctsPolicy as BotPolicy;
    return out;
  } catch {
    return {};
  }
}

parentPort?.on('message', (req: BotRequest) => {
  try {
    const entry = catalog.find((e) => e.game.id === req.game);
    const policy = policyFor(entry, req.kind, extra);
    const action = policy(req.view, req.legal, botRng(req.seed));
    parentPort?.postMessage({ id: req.id, action } satisfies BotReply);
  } catch (e) {
    parentPort?.postMessage({ id: req.id, error: (e as Error).message } satisfies BotReply);
  }
});
