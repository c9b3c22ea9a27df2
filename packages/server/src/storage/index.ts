import { PostgresStorage } from './postgres.ts';
import { SqliteStorage } from './sqlite.ts';
import { SqliteThreadStorage } from './sqlite-thread.ts';
import { type Storage, StorageUnavailable } from './types.ts';

export * from './types.ts';

/** Where the store reports that it went away and came back (the server's logger). */
export interface StorageLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** PostgreSQL when a URL is given, else the embedded SQLite file in dataDir (in a worker thread). */
export async function openStorage(opts: {
  databaseUrl?: string;
  dataDir: string;
  sqliteSync?: 'full' | 'normal';
  /** Run SQLite in a worker thread (default), so fsyncs do not pause the rooms. */
  sqliteThread?: boolean;
  log?: StorageLog;
}): Promise<Storage> {
  if (opts.databaseUrl) {
    const log = opts.log;
    const pg = await PostgresStorage.open(opts.databaseUrl, (err) =>
      log?.warn({ err: { message: err.message } }, 'database connection dropped'),
    );
    return log ? watchAvailability(pg, log) : pg;
  }
  if (opts.sqliteThread === false) return new SqliteStorage(opts.dataDir, opts.sqliteSync);
  // Open once here so a bad directory fails at start, on the main thread, with a clear error.
  await new SqliteStorage(opts.dataDir, opts.sqliteSync).close();
  return new SqliteThreadStorage(opts.dataDir, opts.sqliteSync);
}

/**
 * Wraps a store so an outage is logged once when it starts and once when it ends, however many
 * calls fail in between (every room retries, which would otherwise flood the log).
 */
export function watchAvailability(inner: Storage, log: StorageLog): Storage {
  let downSince: number | null = null;
  let failed = 0;
  const wrap =
    <A extends unknown[], R>(fn: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      try {
        const r = await fn.apply(inner, a);
        if (downSince !== null) {
          log.info({ downMs: Date.now() - downSince, refused: failed }, 'storage available again');
          downSince = null;
          failed = 0;
        }
        return r;
      } catch (e) {
        if (e instanceof StorageUnavailable) {
          failed++;
          if (downSince === null) {
            downSince = Date.now();
            const cause = (e.cause as { message?: string } | undefined)?.message;
            log.warn({ cause }, 'storage unavailable; refusing writes until it is back');
          }
        }
        throw e;
      }
    };
  return {
    kind: inner.kind,
    createMatch: wrap(inner.createMatch),
    appendAction: wrap(inner.appendAction),
    updateSeats: wrap(inner.updateSeats),
    truncateActions: wrap(inner.truncateActions),
    finishMatch: wrap(inner.finishMatch),
    loadMatch: wrap(inner.loadMatch),
    openMatches: wrap(inner.openMatches),
    openMatchIds: wrap(inner.openMatchIds),
    idleMatchIds: wrap(inner.idleMatchIds),
    quarantine: wrap(inner.quarantine),
    archiveMatch: wrap(inner.archiveMatch),
    loadRecord: wrap(inner.loadRecord),
    createPerson: wrap(inner.createPerson),
    personByKey: wrap(inner.personByKey),
    insertExplorer: wrap(inner.insertExplorer),
    loadExplorer: wrap(inner.loadExplorer),
    listExplorers: wrap(inner.listExplorers),
    updateExplorer: wrap(inner.updateExplorer),
    serverSecret: wrap(inner.serverSecret),
    close: () => inner.close(),
  };
}
