import { parentPort, workerData } from 'node:worker_threads';
import { findGame } from '@airlock/games';
import { type Chunk, type ChunkDone, gamePlayer, type WorkerSetup } from './sim-play.ts';

/**
 * A worker thread of `airlock sim --workers N`: plays the chunks of games the main thread hands it
 * and answers each with the games' lines. It holds no state between games other than the policies,
 * which are pure functions of (view, legal, seat generator), so where a game runs changes nothing.
 */
const setup = workerData as WorkerSetup;
const entry = findGame(setup.game);
if (!entry) throw new Error(`sim worker: no game ${setup.game} in the catalog`);
const play = gamePlayer(entry, setup.table);
const port = parentPort;
if (!port) throw new Error('sim-worker.ts runs as a worker thread');

port.on('message', (chunk: Chunk | null) => {
  if (chunk === null) {
    port.close();
    return;
  }
  const done: ChunkDone = { from: chunk.from, lines: [], record: null };
  chunk.seeds.forEach((seed, i) => {
    const index = chunk.from + i;
    const g = play(index, seed, index === setup.recordIndex);
    done.lines.push(g.line);
    if (g.record) done.record = g.record;
  });
  port.postMessage(done);
});
