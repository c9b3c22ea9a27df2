/**
 * The server's entry: `node packages/server/src/main.ts`. Configured by environment variables
 * (docs/SERVER.md). SIGTERM and SIGINT close rooms cleanly; a SIGKILL loses nothing acknowledged,
 * because every action is stored before anyone hears of it.
 */
import pino from 'pino';
import { configFromEnv, startServer } from './index.ts';

const config = configFromEnv();
const log = pino({ level: config.logLevel ?? 'info', base: { pid: process.pid } });
// A stray rejection in one room must not take every other match down; it is logged and the room's
// own queue has already refused the action. An exception thrown outside any handler may have left
// state half-changed, so the process exits (matches resume from storage when it is restarted).
process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled rejection'));
process.on('uncaughtException', (err) => {
  log.fatal({ err }, 'uncaught exception; exiting');
  process.exit(1);
});
const server = await startServer(config, log).catch((err: NodeJS.ErrnoException) => {
  if (err?.code === 'EADDRINUSE' || err?.code === 'EACCES') {
    // Said in one sentence for a person, not as a stack: this is the usual mistake at start.
    const port = config.port ?? 2567;
    const why = err.code === 'EADDRINUSE' ? 'is already in use' : 'may not be opened by this user';
    process.stderr.write(
      `Airlock cannot start: port ${port} ${why}; stop what holds it or choose another port with the PORT variable (for example PORT=${port + 1} npm start).\n`,
    );
  } else {
    log.fatal({ err }, 'the server could not start');
  }
  process.exit(1);
});
// A line on stdout tools can wait for (the restart test does).
process.stdout.write(`${JSON.stringify({ msg: 'ready', port: server.port })}\n`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'signal received');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
