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
import { Explorers } from './explorers/service.ts';
import { createHandler } from './http/create.ts';
import { type ExplorerApp, installExplorerRoutes } from './http/explorers.ts';
import { installGuard } from './http/guard.ts';
import { AddressLimiter } from './http/limits.ts';
import { Lobby } from './http/lobby.ts';
import { type AppLike, ensureRoom, installRoutes } from './http/routes.ts';
import { LOBBY_CHAT_ROOM, ROOM_NAME } from './protocol.ts';
import { archiveAbandoned } from './rooms/archive.ts';
import { LobbyChatRoom, lobbyChatRoute } from './rooms/lobby-chat.ts';
import { MatchRoom } from './rooms/match-room.ts';
import { MessageLimiter } from './rooms/message-limit.ts';
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
  const storage = await openStorage({
    databaseUrl: cfg.databaseUrl,
    dataDir: cfg.dataDir,
    sqliteSync: cfg.sqliteSync,
    log: log.child({ part: 'storage' }),
  });
  const explorers = new Explorers(storage, log.child({ part: 'explorers' }));
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
    messages: new MessageLimiter(cfg.messageBurst, cfg.messageRate),
    trustProxy: cfg.trustProxy,
    explorers,
  });

  const http: HttpServer = createServer();
  // Issue #16 items 3, 6, 10: body cap, origins, security headers and the guarded create call.
  const lobby = new Lobby(cfg.lobbyMax, cfg.lobbyPerAddress);
  installGuard(http, {
    maxBodyBytes: cfg.maxBodyBytes,
    allowedOrigins: cfg.allowedOrigins,
    log,
    create: createHandler({
      log,
      limiter: new AddressLimiter(cfg.createBurst, cfg.createPerMinute),
      trustProxy: cfg.trustProxy,
      maxBodyBytes: cfg.maxBodyBytes,
      created: (matchId, address) => lobby.created(matchId, address),
    }),
  });
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
    express: (app) => {
      // Before the routes that end in the static files' catch-all.
      installExplorerRoutes(app as unknown as ExplorerApp, {
        explorers,
        log,
        limiter: new AddressLimiter(cfg.createBurst, cfg.createPerMinute),
        trustProxy: cfg.trustProxy,
        maxBodyBytes: cfg.maxBodyBytes,
      });
      (app as unknown as AppLike).get('/api/lobby/chat', lobbyChatRoute(log));
      installRoutes(app as unknown as AppLike, { storage, catalog, log, staticDir: cfg.staticDir, startedAt, lobby });
    },
  });
  server.define(ROOM_NAME, MatchRoom);
  server.define(LOBBY_CHAT_ROOM, LobbyChatRoom);
  try {
    // Colyseus logs a failed listen (a busy port) and never settles: the socket's error settles it.
    await Promise.race([server.listen(cfg.port, cfg.host), new Promise((_, reject) => http.once('error', reject))]);
  } catch (e) {
    running = false;
    await bots.close();
    await storage.close();
    throw e;
  }
  const port = (http.address() as AddressInfo).port;
  log.info({ port, host: cfg.host, storage: storage.kind, redis: Boolean(cfg.redisUrl) }, 'server listening');

  // Abandoned matches are archived first, so a start does not bring back what nobody will play.
  const sweep = () =>
    archiveAbandoned(storage, cfg.abandonSeconds).catch((err) =>
      log.warn({ reason: (err as Error).message }, 'abandoned-match sweep failed; next time'),
    );
  let sweeper: NodeJS.Timeout | null = null;
  if (cfg.abandonSeconds > 0) {
    await sweep();
    sweeper = setInterval(sweep, Math.min(cfg.abandonSeconds, 600) * 1000);
    sweeper.unref();
  }
  if (cfg.restoreOnStart) {
    // One match that cannot be rebuilt is quarantined by its room (and logged); the others resume.
    const open = await storage.openMatchIds(100_000);
    let resumed = 0;
    for (const matchId of open) {
      await ensureRoom(matchId).then(
        () => resumed++,
        (err) => log.warn({ matchId, reason: (err as Error).message }, 'match not restored'),
      );
    }
    if (open.length > 0) log.info({ matches: resumed, refused: open.length - resumed }, 'unfinished matches resumed');
  }

  let closing: Promise<void> | null = null;
  return {
    port,
    close() {
      closing ??= (async () => {
        log.info('shutting down');
        if (sweeper) clearInterval(sweeper);
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
