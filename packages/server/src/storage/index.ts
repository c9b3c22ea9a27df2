import { PostgresStorage } from './postgres.ts';
import { SqliteStorage } from './sqlite.ts';
import type { Storage } from './types.ts';

export * from './types.ts';

/** PostgreSQL when a URL is given, else the embedded SQLite file in dataDir. */
export async function openStorage(opts: {
  databaseUrl?: string;
  dataDir: string;
  sqliteSync?: 'full' | 'normal';
}): Promise<Storage> {
  if (opts.databaseUrl) return PostgresStorage.open(opts.databaseUrl);
  return new SqliteStorage(opts.dataDir, opts.sqliteSync);
}
