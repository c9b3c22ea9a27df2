import { resolve } from 'node:path';
import type { CatalogEntry } from '@airlock/games';

export interface ServerConfig {
  /** TCP port; 0 picks a free one (tests). */
  port?: number;
  host?: string;
  /** Where the embedded SQLite database lives (ignored when databaseUrl is set). */
  dataDir?: string;
  /**
   * SQLite durability: 'full' (default) fsyncs every commit, so an acknowledged action survives a
   * power cut; 'normal' survives the process being killed but not the machine losing power.
   */
  sqliteSync?: 'full' | 'normal';
  /** PostgreSQL connection URL; when set, matches are stored there instead of SQLite. */
  databaseUrl?: string;
  /** Redis URL; when set, processes share matchmaking and presence through it. */
  redisUrl?: string;
  logLevel?: string;
  /** A built browser app to serve, with index.html for any other GET path (client routes). */
  staticDir?: string;
  /**
   * Module exporting `catalog` (a CatalogEntry[]): a package name or a file URL. Both the server and
   * the bot workers import it, which is why it is a module and not a value. Default: @airlock/games.
   */
  catalogModule?: string;
  /** Bot worker threads (default: CPUs - 1, between 1 and 4). */
  botThreads?: number;
  /** Minimum time a bot takes to act, in ms (default 400). */
  botDelayMs?: number;
  /** Time budget in ms of a searching bot (ISMCTS) per decision (default 300). */
  botThinkMs?: number;
  /** Seconds a dropped connection keeps its session for Colyseus reconnection (default 20). */
  reconnectSeconds?: number;
  /** Address other processes use to reach this one's rooms (scale-out behind distinct ports). */
  publicAddress?: string;
  /**
   * Multiplies the table clock's delays (default 1). Tests and the load benchmark shrink it so a
   * match with timed windows does not take minutes; never set it in production.
   */
  clockScale?: number;
  /** Seconds an unfinished match with nobody connected, waiting on people, keeps its room (default 1800; 0: forever). */
  idleSeconds?: number;
  /** Restore unfinished matches from storage at start (default true). */
  restoreOnStart?: boolean;
  /**
   * Messages one client address may send the rooms, over all its connections: a burst of
   * `messageBurst` (default 60), then `messageRate` a second (default 30).
   */
  messageBurst?: number;
  messageRate?: number;
  /**
   * Seconds an unfinished match may go without any action or seat change before it is archived as
   * abandoned (default 604800, a week; 0: never). Checked at start and every ten minutes at most.
   */
  abandonSeconds?: number;
  /** Largest HTTP request body, in bytes (default 65536); larger ones are answered 413 unread. */
  maxBodyBytes?: number;
  /**
   * Origins besides the server's own that browsers may call it from and open its websocket from
   * (default none; '*' for any). The server's own origin (the app it serves) is always allowed.
   */
  allowedOrigins?: string[];
  /** Behind a reverse proxy: take the client address from the proxy's X-Forwarded-For entry (default false). */
  trustProxy?: boolean;
  /** Matches one client address may create at once (default 10), then `createPerMinute` more each minute. */
  createBurst?: number;
  /** Sustained match creations per client address and minute (default 6). A burst of 0 turns the limit off. */
  createPerMinute?: number;
  /** Most matches the lobby lists (default 50), and most of them created from one address (default 3). */
  lobbyMax?: number;
  lobbyPerAddress?: number;
}

export interface ResolvedConfig
  extends Required<Omit<ServerConfig, 'databaseUrl' | 'redisUrl' | 'staticDir' | 'publicAddress'>> {
  allowedOrigins: string[];
  databaseUrl?: string;
  redisUrl?: string;
  staticDir?: string;
  publicAddress?: string;
}

function num(v: string | undefined): number | undefined {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new Error(`expected a number, got "${v}"`);
  return n;
}

/** Reads the documented environment variables (see docs/SERVER.md). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const out: ServerConfig = {};
  const set = <K extends keyof ServerConfig>(k: K, v: ServerConfig[K] | undefined) => {
    if (v !== undefined && v !== '') out[k] = v;
  };
  set('port', num(env.PORT));
  set('host', env.HOST);
  set('dataDir', env.DATA_DIR);
  set('databaseUrl', env.DATABASE_URL);
  if (env.SQLITE_SYNC === 'normal' || env.SQLITE_SYNC === 'full') out.sqliteSync = env.SQLITE_SYNC;
  set('redisUrl', env.REDIS_URL);
  set('logLevel', env.LOG_LEVEL);
  set('staticDir', env.STATIC_DIR);
  set('catalogModule', env.AIRLOCK_CATALOG);
  set('botThreads', num(env.BOT_THREADS));
  set('botDelayMs', num(env.BOT_DELAY_MS));
  set('botThinkMs', num(env.BOT_THINK_MS));
  set('reconnectSeconds', num(env.RECONNECT_SECONDS));
  set('publicAddress', env.PUBLIC_ADDRESS);
  set('clockScale', num(env.CLOCK_SCALE));
  set('idleSeconds', num(env.IDLE_SECONDS));
  set('messageBurst', num(env.MESSAGE_BURST));
  set('messageRate', num(env.MESSAGE_RATE));
  set('abandonSeconds', num(env.ABANDON_SECONDS));
  if (env.RESTORE_ON_START) out.restoreOnStart = env.RESTORE_ON_START !== '0' && env.RESTORE_ON_START !== 'false';
  set('maxBodyBytes', num(env.MAX_BODY_BYTES));
  if (env.ALLOWED_ORIGINS)
    out.allowedOrigins = env.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  if (env.TRUST_PROXY) out.trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
  set('createBurst', num(env.CREATE_BURST));
  set('createPerMinute', num(env.CREATE_PER_MINUTE));
  set('lobbyMax', num(env.LOBBY_MAX));
  set('lobbyPerAddress', num(env.LOBBY_PER_ADDRESS));
  return out;
}

export function resolveConfig(c: ServerConfig): ResolvedConfig {
  return {
    port: c.port ?? 2567,
    host: c.host ?? '127.0.0.1',
    dataDir: resolve(c.dataDir ?? './data'),
    databaseUrl: c.databaseUrl,
    sqliteSync: c.sqliteSync ?? 'full',
    redisUrl: c.redisUrl,
    logLevel: c.logLevel ?? 'info',
    staticDir: c.staticDir ? resolve(c.staticDir) : undefined,
    catalogModule: c.catalogModule ?? '@airlock/games',
    botThreads: c.botThreads ?? 0,
    botDelayMs: c.botDelayMs ?? 400,
    botThinkMs: c.botThinkMs ?? 300,
    reconnectSeconds: c.reconnectSeconds ?? 20,
    publicAddress: c.publicAddress,
    restoreOnStart: c.restoreOnStart ?? true,
    clockScale: c.clockScale ?? 1,
    idleSeconds: c.idleSeconds ?? 1800,
    messageBurst: c.messageBurst ?? 60,
    messageRate: c.messageRate ?? 30,
    abandonSeconds: c.abandonSeconds ?? 604_800,
    maxBodyBytes: c.maxBodyBytes ?? 65_536,
    allowedOrigins: c.allowedOrigins ?? [],
    trustProxy: c.trustProxy ?? false,
    createBurst: c.createBurst ?? 10,
    createPerMinute: c.createPerMinute ?? 6,
    lobbyMax: c.lobbyMax ?? 50,
    lobbyPerAddress: c.lobbyPerAddress ?? 3,
  };
}

export async function loadCatalog(moduleId: string): Promise<CatalogEntry[]> {
  const mod = (await import(moduleId)) as { catalog?: CatalogEntry[] };
  if (!Array.isArray(mod.catalog)) throw new Error(`${moduleId} does not export a catalog array`);
  return mod.catalog;
}
