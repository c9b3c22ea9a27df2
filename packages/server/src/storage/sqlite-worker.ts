/**
 * Worker thread that owns the SQLite connection, so a commit's fsync never pauses the event loop
 * serving the rooms. Calls arrive as messages; SqliteStorage's group commit batches the writes that
 * arrive together, exactly as it does in-process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SqliteStorage } from './sqlite.ts';

export interface StorageCall {
  id: number;
  method: string;
  args: unknown[];
}

export type StorageReply = { id: number; value: unknown } | { id: number; error: { name: string; message: string } };

const { dataDir, sync } = workerData as { dataDir: string; sync: 'full' | 'normal' };
const store = new SqliteStorage(dataDir, sync);

parentPort?.on('message', (call: StorageCall) => {
  const fn = (store as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[call.method];
  if (typeof fn !== 'function') {
    parentPort?.postMessage({ id: call.id, error: { name: 'Error', message: `no storage method ${call.method}` } });
    return;
  }
  fn.apply(store, call.args).then(
    (value) => parentPort?.postMessage({ id: call.id, value } satisfies StorageReply),
    (e: Error) =>
      parentPort?.postMessage({ id: call.id, error: { name: e.name, message: e.message } } satisfies StorageReply),
  );
});
