import { Worker } from 'node:worker_threads';
import type { MatchRecord, Result } from '@airlock/engine';
import type { StorageCall, StorageReply } from './sqlite-worker.ts';
import {
  type MatchMeta,
  type Storage,
  StorageConflict,
  type StoredAction,
  type StoredExplorer,
  type StoredMatch,
  type StoredSeat,
} from './types.ts';

/**
 * The SQLite store seen from the main thread: every call is forwarded to the worker that owns the
 * database (sqlite-worker.ts) and resolves when the worker has committed it.
 */
export class SqliteThreadStorage implements Storage {
  readonly kind = 'sqlite';
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private failure: Error | null = null;

  constructor(dataDir: string, sync: 'full' | 'normal' = 'full') {
    this.worker = new Worker(new URL('./sqlite-worker.ts', import.meta.url), { workerData: { dataDir, sync } });
    this.worker.on('message', (reply: StorageReply) => {
      const w = this.waiting.get(reply.id);
      if (!w) return;
      this.waiting.delete(reply.id);
      if ('error' in reply) {
        const e = reply.error.name === 'StorageConflict' ? new StorageConflict('', -1) : new Error(reply.error.message);
        e.message = reply.error.message;
        w.reject(e);
      } else {
        w.resolve(reply.value);
      }
    });
    const fail = (err: Error) => {
      // Without its database the server cannot acknowledge anything: every pending call fails.
      this.failure = err;
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`storage worker exited with code ${code}`)));
  }

  private call<T>(method: string, ...args: unknown[]): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, method, args } satisfies StorageCall);
    });
  }

  createMatch(meta: MatchMeta): Promise<void> {
    return this.call('createMatch', meta);
  }
  appendAction(matchId: string, index: number, entry: StoredAction): Promise<void> {
    return this.call('appendAction', matchId, index, entry);
  }
  updateSeats(matchId: string, seats: StoredSeat[]): Promise<void> {
    return this.call('updateSeats', matchId, seats);
  }
  truncateActions(matchId: string, keep: number): Promise<void> {
    return this.call('truncateActions', matchId, keep);
  }
  finishMatch(matchId: string, record: MatchRecord, result: Result | null): Promise<void> {
    return this.call('finishMatch', matchId, record, result);
  }
  loadMatch(matchId: string): Promise<StoredMatch | null> {
    return this.call('loadMatch', matchId);
  }
  openMatches(limit: number): Promise<MatchMeta[]> {
    return this.call('openMatches', limit);
  }
  openMatchIds(limit: number): Promise<string[]> {
    return this.call('openMatchIds', limit);
  }
  idleMatchIds(before: number, limit: number): Promise<string[]> {
    return this.call('idleMatchIds', before, limit);
  }
  quarantine(matchId: string, reason: string): Promise<void> {
    return this.call('quarantine', matchId, reason);
  }
  archiveMatch(matchId: string, record: MatchRecord, before: number): Promise<boolean> {
    return this.call('archiveMatch', matchId, record, before);
  }
  loadRecord(matchId: string): Promise<MatchRecord | null> {
    return this.call('loadRecord', matchId);
  }
  createPerson(personId: string, keyHash: string, at: number): Promise<void> {
    return this.call('createPerson', personId, keyHash, at);
  }
  personByKey(keyHash: string): Promise<string | null> {
    return this.call('personByKey', keyHash);
  }
  insertExplorer(e: StoredExplorer): Promise<boolean> {
    return this.call('insertExplorer', e);
  }
  loadExplorer(explorerId: string): Promise<StoredExplorer | null> {
    return this.call('loadExplorer', explorerId);
  }
  listExplorers(personId: string): Promise<StoredExplorer[]> {
    return this.call('listExplorers', personId);
  }
  updateExplorer(
    explorerId: string,
    next: { personId: string; log: unknown },
    fromVersion: number,
    matchId: string | null,
  ): Promise<boolean> {
    return this.call('updateExplorer', explorerId, next, fromVersion, matchId);
  }
  serverSecret(fresh: string): Promise<string> {
    return this.call('serverSecret', fresh);
  }
  async close(): Promise<void> {
    if (this.failure) return;
    await this.call('close');
    this.failure = new Error('storage is closed');
    await this.worker.terminate();
  }
}
