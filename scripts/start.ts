/**
 * `npm start`: builds the browser app and starts the game server that serves it, on the embedded
 * defaults (SQLite in ./data, no Redis), then prints the address to open. Every setting can be
 * changed by the environment variables in docs/SERVER.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const web = join(root, 'packages', 'web');

const port = process.env.PORT ?? '2567';
const host = process.env.HOST ?? '127.0.0.1';
// Checked before the build: a busy port is the usual mistake, and it should cost one sentence, not a
// build and a log line.
const busy = await new Promise<string | null>((done) => {
  const probe = createServer();
  probe.once('error', (e: NodeJS.ErrnoException) => done(e.code ?? 'error'));
  probe.listen(Number(port), host, () => probe.close(() => done(null)));
});
if (busy === 'EADDRINUSE') {
  process.stderr.write(
    `Airlock cannot start: port ${port} is already in use; stop what holds it or choose another port with the PORT variable (for example PORT=${Number(port) + 1} npm start).\n`,
  );
  process.exit(1);
}

if (process.env.SKIP_WEB_BUILD !== '1' || !existsSync(join(web, 'dist', 'index.html'))) {
  process.stdout.write('Building the browser app...\n');
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) {
    process.stderr.write('The browser app did not build; see the messages above.\n');
    process.exit(1);
  }
}

process.env.STATIC_DIR ??= join(web, 'dist');
process.env.LOG_LEVEL ??= 'warn';
process.env.PORT = port;
// The server's entry prints a JSON "ready" line; this line is for people.
await import('../packages/server/src/main.ts');
process.stdout.write(`\nAirlock is running: open http://localhost:${port}/ (Ctrl+C stops it)\n`);
