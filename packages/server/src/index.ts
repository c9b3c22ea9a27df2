import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchMaker, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import pino, { type Logger } from 'pino';
import { BotPool } from './bots/pool.ts';
import { loadCatalog, resolveConfig, type ServerConfig } from './config.ts';
import { setRoomContext } from './context.ts';
import { type AppLike, ensureRoom, installRoutes } from './http/routes.ts';
import { ROOM_NAME } from './protocol.ts';
import { MatchRoom } from './rooms/match-room.ts';
import { openStorage } from './storage/index.ts';

export type { ServerConfig } from './config.ts';
export { configFromEnv } from './config.ts';
export * from './protocol.ts';

export interface RunningServer {
  port: number;
  /** Stops accepting, closes every room (their queued writes finish first), then the stores. */
  close(): Promise<void>;
}

let running = false;

/**
 * Starts the game server. Colyseus keeps its matchmaker in module state, so one process runs one
 * server at a time; start another only after close() has resolved.
 */
export async function startServer(config: ServerConfig = {}, logger?: Logger): Promise<RunningServer> {
  if (running) throw new Error('a server is already running in this process');
  running = true;
  const cfg = resolveConfig(config);
  const log = logger ?? pino({ level: cfg.logLevel, base: { pid: process.pid } });
  const startedAt = Date.now();
  const catalog = await loadCatalog(cfg.catalogModule);
  const storage = await openStorage({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir, sqliteSync: cfg.sqliteSync });
  const bots = new BotPool(cfg.catalogModule, cfg.botThreads > 0 ? cfg.botThreads : undefined);
  setRoomContext({
    storage,
    catalog,
    bots,
    log,
    botDelayMs: cfg.botDelayMs,
    botThinkMs: cfg.botThinkMs,
    reconnectSeconds: cfg.reconnectSeconds,
    clockScale: cfg.clockScale,
    idleSeconds: cfg.idleSeconds,
  });

  const http: HttpServer = createServer();
  // Several processes behind one Redis must each be reachable directly: a seat reservation names
  // the process holding the room, and the client connects there.
  const publicAddress = cfg.publicAddress ?? (cfg.redisUrl && cfg.port !== 0 ? `${cfg.host}:${cfg.port}` : undefined);
  const server = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: 16 * 1024 }),
    presence: cfg.redisUrl ? new RedisPresence(cfg.redisUrl) : undefined,
    driver: cfg.redisUrl ? new RedisDriver(cfg.redisUrl) : undefined,
    publicAddress,
    gracefullyShutdown: false,
    greet: false,
    logger: log.child({ part: 'colyseus' }),
    express: (app) =>
      installRoutes(app as unknown as AppLike, { storage, catalog, log, staticDir: cfg.staticDir, startedAt }),
  });
  server.define(ROOM_NAME, MatchRoom);
  try {
    await server.listen(cfg.port, cfg.host);
  } catch (e) {
    running = false;
    await bots.close();
    await storage.close();
    throw e;
  }
  const port = (http.address() as AddressInfo).port;
  log.info({ port, host: cfg.host, storage: storage.kind, redis: Boolean(cfg.redisUrl) }, 'server listening');

  if (cfg.restoreOnStart) {
    const open = await storage.openMatches(100_000);
    for (const m of open) {
      await ensureRoom(m.matchId).catch((err) => log.error({ err, matchId: m.matchId }, 'could not restore match'));
    }
    if (open.length > 0) log.info({ matches: open.length }, 'unfinished matches resumed');
  }

  let closing: Promise<void> | null = null;
  return {
    port,
    close() {
      closing ??= (async () => {
        log.info('shutting down');
        await server.gracefullyShutdown(false);
        await bots.close();
        await storage.close();
        setRoomContext(null);
        running = false;
        log.info('stopped');
      })();
      return closing;
    },
  };
}

/** Rooms this process holds now (for tests and the health route). */
export function localRoomCount(): number {
  return matchMaker.stats.local.roomCount;
}
