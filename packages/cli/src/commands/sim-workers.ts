import { Worker } from 'node:worker_threads';
import type { Chunk, ChunkDone, WorkerSetup } from './sim-play.ts';

/**
 * Plays `seeds` (games from index `from` on) on `count` worker threads. Games go out in chunks, a
 * new chunk to whichever worker finishes first, so a slow game holds back no other worker; the
 * answers are handed to `take` in the order of the games (held back until the earlier ones are in),
 * so the caller sees the same sequence as from one thread.
 */
export async function playOnWorkers(
  setup: WorkerSetup,
  from: number,
  seeds: number[],
  count: number,
  take: (done: ChunkDone) => void,
): Promise<void> {
  // About eight chunks per worker balances the load; at most 256 games keeps answers small.
  const size = Math.max(1, Math.min(256, Math.ceil(seeds.length / (count * 8))));
  const chunks: Chunk[] = [];
  for (let i = 0; i < seeds.length; i += size) chunks.push({ from: from + i, seeds: seeds.slice(i, i + size) });
  const n = Math.min(count, chunks.length);
  const workers: Worker[] = [];
  const held = new Map<number, ChunkDone>();
  let nextChunk = 0;
  let nextGame = from;
  const end = from + seeds.length;
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (w: Worker) => {
        const c = chunks[nextChunk++];
        w.postMessage(c ?? null);
      };
      for (let i = 0; i < n; i++) {
        const w = new Worker(new URL('./sim-worker.ts', import.meta.url), { workerData: setup });
        workers.push(w);
        w.on('error', reject);
        w.on('exit', (code) => {
          if (code !== 0 && nextGame < end) reject(new Error(`a sim worker stopped with exit code ${code}`));
        });
        w.on('message', (done: ChunkDone) => {
          held.set(done.from, done);
          for (let d = held.get(nextGame); d; d = held.get(nextGame)) {
            held.delete(nextGame);
            nextGame += d.lines.length;
            take(d);
          }
          if (nextGame >= end) resolve();
          else feed(w);
        });
        feed(w);
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
