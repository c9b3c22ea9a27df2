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
}

export interface ResolvedConfig
  extends Required<Omit<ServerConfig, 'databaseUrl' | 'redisUrl' | 'staticDir' | 'publicAddress'>> {
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
  if (env.RESTORE_ON_START) out.restoreOnStart = env.RESTORE_ON_START !== '0' && env.RESTORE_ON_START !== 'false';
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
  };
}

export async function loadCatalog(moduleId: string): Promise<CatalogEntry[]> {
  const mod = (await import(moduleId)) as { catalog?: CatalogEntry[] };
  if (!Array.isArray(mod.catalog)) throw new Error(`${moduleId} does not export a catalog array`);
  return mod.catalog;
}
