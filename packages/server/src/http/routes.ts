import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker, ServerError } from '@colyseus/core';
import type { CatalogEntry } from '@airlock/games';
import type { Logger } from 'pino';
import { botKindsFor } from '../bots/policies.ts';
import { type GameSummary, type LobbySeat, type MatchSummary, ROOM_NAME } from '../protocol.ts';
import { type MatchMeta, type Storage, StorageUnavailable } from '../storage/index.ts';
import { QUARANTINED, quarantineMessage, STORAGE_DOWN, STORAGE_REFUSED } from '../rooms/restore.ts';
import { actionPercentiles } from '../metrics.ts';
import type { Lobby } from './lobby.ts';
import { staticFiles } from './static-files.ts';

type Next = () => void;
type Handler = (req: IncomingMessage, res: ServerResponse, next: Next) => void | Promise<void>;
/** The part of an Express application these routes use. */
export interface AppLike {
  get(
    path: string,
    handler: (req: IncomingMessage & { params: Record<string, string> }, res: ServerResponse) => void,
  ): void;
  use(handler: Handler): void;
}

export interface RouteDeps {
  storage: Storage;
  catalog: CatalogEntry[];
  log: Logger;
  staticDir?: string;
  startedAt: number;
  lobby: Lobby;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.end(text);
}

export function summaryOf(m: MatchMeta): MatchSummary {
  const summary: MatchSummary = {
    matchId: m.matchId,
    game: m.game,
    name: m.name,
    players: m.players,
    freeSeats: m.seats.flatMap((s, i) => (s.kind === 'human' && s.tokenHash === null ? [i] : [])),
    seats: m.seats.map((s, seat) => {
      const info: LobbySeat = { seat, kind: s.kind, name: s.name, claimed: s.kind === 'bot' || s.tokenHash !== null };
      if (s.bot) info.bot = s.bot;
      return info;
    }),
    step: m.step,
    over: m.over,
  };
  if (m.abandoned) summary.abandoned = true;
  return summary;
}

/**
 * Brings a match's room up if no live process holds it (after a restart, or when the process that
 * held it died). The room id is the match id, and the matchmaker's driver refuses a second room with
 * the same id, so two processes racing here end with one room.
 */
export async function ensureRoom(matchId: string): Promise<void> {
  const listing = await matchMaker.getRoomById(matchId);
  if (listing) {
    // A listing can outlive its process (killed without a goodbye): ask that process; if it does not
    // answer, the matchmaker drops its listings and the match is rebuilt here from storage.
    if (listing.processId === matchMaker.processId) return;
    if (await matchMaker.healthCheckProcessId(listing.processId)) return;
  }
  await matchMaker.createRoom(ROOM_NAME, { restore: matchId });
}

export function installRoutes(app: AppLike, deps: RouteDeps): void {
  const safe =
    (fn: (req: IncomingMessage & { params: Record<string, string> }, res: ServerResponse) => Promise<void>) =>
    (req: IncomingMessage & { params: Record<string, string> }, res: ServerResponse) => {
      fn(req, res).catch((err) => {
        // The database away is not a fault of this request: say so, and that retrying will work.
        if (err instanceof StorageUnavailable) {
          if (!res.headersSent) json(res, 503, { code: 'STORAGE_UNAVAILABLE', message: STORAGE_DOWN });
          return;
        }
        deps.log.error({ err, url: req.url }, 'request failed');
        if (!res.headersSent) json(res, 500, { code: 'SERVER_ERROR', message: 'internal error' });
      });
    };

  app.get(
    '/health',
    safe(async (_req, res) => {
      json(res, 200, {
        ok: true,
        storage: deps.storage.kind,
        uptimeS: Math.round((Date.now() - deps.startedAt) / 1000),
        rooms: matchMaker.stats.local.roomCount,
        clients: matchMaker.stats.local.ccu,
        actionMs: actionPercentiles(),
        cpuS: (() => {
          const c = process.cpuUsage();
          return Math.round((c.user + c.system) / 1000) / 1000;
        })(),
        memory: {
          rssMb: Math.round(process.memoryUsage().rss / 1048576),
          heapMb: Math.round(process.memoryUsage().heapUsed / 1048576),
        },
      });
    }),
  );

  app.get(
    '/api/games',
    safe(async (_req, res) => {
      const games: GameSummary[] = deps.catalog.map((e) => ({
        id: e.game.id,
        name: e.game.name,
        players: e.game.players,
        options: e.game.options,
        presets: e.presets,
        bots: botKindsFor(e),
      }));
      json(res, 200, games);
    }),
  );

  app.get(
    '/api/matches',
    safe(async (_req, res) => {
      const open = await deps.storage.openMatches(deps.lobby.scan);
      json(res, 200, deps.lobby.pick(open).map(summaryOf));
    }),
  );

  app.get(
    '/api/matches/:id',
    safe(async (req, res) => {
      const stored = await deps.storage.loadMatch(String(req.params.id).slice(0, 64));
      if (!stored) return json(res, 404, { code: 'NOT_FOUND', message: 'there is no such match' });
      const { quarantined } = stored.meta;
      if (quarantined) return json(res, 410, { code: 'QUARANTINED', message: quarantineMessage(quarantined) });
      if (!stored.meta.over) {
        try {
          await ensureRoom(stored.meta.matchId);
        } catch (e) {
          // The room refused to rebuild it (quarantined just now) or the database went away meanwhile.
          if (!(e instanceof ServerError) || (e.code !== QUARANTINED && e.code !== STORAGE_REFUSED)) throw e;
          const code = e.code === QUARANTINED ? 'QUARANTINED' : 'STORAGE_UNAVAILABLE';
          return json(res, e.code, { code, message: e.message });
        }
      }
      json(res, 200, summaryOf(stored.meta));
    }),
  );

  app.get(
    '/api/matches/:id/record',
    safe(async (req, res) => {
      const id = String(req.params.id).slice(0, 64);
      const record = await deps.storage.loadRecord(id);
      if (record) {
        res.setHeader('content-disposition', `attachment; filename="airlock-${id}.json"`);
        return json(res, 200, record);
      }
      // Same answer shape for "unknown" and "not over yet" would hide nothing useful: the id is the
      // room id the client already holds. Say which, so the app can explain.
      const stored = await deps.storage.loadMatch(id);
      if (!stored) return json(res, 404, { code: 'NOT_FOUND', message: 'there is no such match' });
      json(res, 409, { code: 'NOT_OVER', message: 'the record is available once the match is over' });
    }),
  );

  if (deps.staticDir) app.use(staticFiles(deps.staticDir));
}
