/**
 * Worker thread that runs bot policies, so a bot thinking hard never blocks the event loop that serves
 * every room. It receives a seat's MatchView and legal actions only, like any client would.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { decide } from '@airlock/bots';
import type { Action, MatchView } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import type { BotKind } from '../protocol.ts';

export interface BotRequest {
  id: number;
  game: string;
  kind: BotKind;
  view: MatchView;
  legal: Action[];
  seed: string;
  /** ISMCTS time budget: a fixed budget keeps think time independent of what the bot holds. */
  thinkMs: number;
}

export type BotReply = { id: number; action: Action } | { id: number; error: string };

const { catalogModule } = workerData as { catalogModule: string };
const { catalog } = (await import(catalogModule)) as { catalog: CatalogEntry[] };
const lookup = (id: string) => catalog.find((e) => e.game.id === id);

parentPort?.on('message', (req: BotRequest) => {
  const out = decide(
    { gameId: req.game, view: req.view, legal: req.legal, seed: req.seed, bot: req.kind, ms: req.thinkMs, id: req.id },
    lookup,
  );
  parentPort?.postMessage('action' in out ? { id: req.id, action: out.action } : { id: req.id, error: out.error });
});
