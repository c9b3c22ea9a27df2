import { PostgresStorage } from './postgres.ts';
import { SqliteStorage } from './sqlite.ts';
import { SqliteThreadStorage } from './sqlite-thread.ts';
import type { Storage } from './types.ts';

export * from './types.ts';

/** PostgreSQL when a URL is given, else the embedded SQLite file in dataDir (in a worker thread). */
export async function openStorage(opts: {
  databaseUrl?: string;
  dataDir: string;
  sqliteSync?: 'full' | 'normal';
  /** Run SQLite in a worker thread (default), so fsyncs do not pause the rooms. */
  sqliteThread?: boolean;
}): Promise<Storage> {
  if (opts.databaseUrl) return PostgresStorage.open(opts.databaseUrl);
  if (opts.sqliteThread === false) return new SqliteStorage(opts.dataDir, opts.sqliteSync);
  // Open once here so a bad directory fails at start, on the main thread, with a clear error.
  await new SqliteStorage(opts.dataDir, opts.sqliteSync).close();
  return new SqliteThreadStorage(opts.dataDir, opts.sqliteSync);
}
