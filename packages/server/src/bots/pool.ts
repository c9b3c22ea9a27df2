import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Action } from '@airlock/engine';
import type { BotReply, BotRequest } from './worker.ts';

interface Slot {
  worker: Worker;
  busy: Map<number, { resolve: (a: Action) => void; reject: (e: Error) => void }>;
}

/** A small pool of bot worker threads; each request goes to the least busy one. */
export class BotPool {
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private closed = false;
  private readonly catalogModule: string;

  constructor(catalogModule: string, threads = Math.max(1, Math.min(4, availableParallelism() - 1))) {
    this.catalogModule = catalogModule;
    for (let i = 0; i < threads; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      workerData: { catalogModule: this.catalogModule },
    });
    const slot: Slot = { worker, busy: new Map() };
    worker.unref();
    worker.on('message', (reply: BotReply) => {
      const waiter = slot.busy.get(reply.id);
      if (!waiter) return;
      slot.busy.delete(reply.id);
      if ('action' in reply) waiter.resolve(reply.action);
      else waiter.reject(new Error(reply.error));
    });
    worker.on('error', (err) => this.fail(slot, err));
    worker.on('exit', (code) => this.fail(slot, new Error(`bot worker exited with code ${code}`)));
    return slot;
  }

  private fail(slot: Slot, err: Error): void {
    for (const w of slot.busy.values()) w.reject(err);
    slot.busy.clear();
    const i = this.slots.indexOf(slot);
    if (i >= 0 && !this.closed) this.slots[i] = this.spawn();
  }

  choose(req: Omit<BotRequest, 'id'>): Promise<Action> {
    if (this.closed) return Promise.reject(new Error('bot pool is closed'));
    let slot = this.slots[0] as Slot;
    for (const s of this.slots) if (s.busy.size < slot.busy.size) slot = s;
    const id = this.nextId++;
    return new Promise<Action>((resolve, reject) => {
      slot.busy.set(id, { resolve, reject });
      slot.worker.postMessage({ ...req, id } satisfies BotRequest);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
