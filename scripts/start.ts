/**
 * `npm start`: builds the browser app and starts the game server that serves it, on the embedded
 * defaults (SQLite in ./data, no Redis), then prints the address to open. Every setting can be
 * changed by the environment variables in docs/SERVER.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const web = join(root, 'packages', 'web');

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
const port = process.env.PORT ?? '2567';
process.env.PORT = port;
// The server's entry prints a JSON "ready" line; this line is for people.
await import('../packages/server/src/main.ts');
process.stdout.write(`\nAirlock is running: open http://localhost:${port}/ (Ctrl+C stops it)\n`);
