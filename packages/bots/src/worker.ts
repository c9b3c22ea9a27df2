import { isMainThread, parentPort } from 'node:worker_threads';
import { type DecideRequest, decide } from './decide.ts';

/**
 * The entry point of a bot worker thread: `new Worker(new URL('./worker.ts', import.meta.url))`, then
 * post DecideRequests and receive DecideResponses in the same order. Kept apart from decide.ts so that
 * importing the bots package inside some other worker never installs this listener.
 */
if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', (req: DecideRequest) => port.postMessage(decide(req)));
}
