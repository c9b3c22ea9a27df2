/**
 * `npm run e2e -w @airlock/web`: builds the app, serves it (through the game server when it is there,
 * else with `vite preview`, which covers hotseat and replays only), runs the browser tests with
 * node:test against Debian's chromium, and stops what it started.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const web = join(import.meta.dirname, '..');
const root = join(web, '..', '..');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, ms = 20000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not come up`);
}

const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await freePort();
let base = `http://127.0.0.1:${port}/`;
let online = false;
let child: ChildProcess | null = null;
let stop: (() => Promise<unknown> | unknown) | null = null;

const serverEntry = join(root, 'packages', 'server', 'src', 'index.ts');
const server = existsSync(serverEntry) && !process.env.AIRLOCK_E2E_NO_SERVER ? await import(serverEntry) : null;
if (server && typeof server.startServer === 'function') {
  const started = await server.startServer({
    port,
    host: '127.0.0.1',
    staticDir: join(web, 'dist'),
    dataDir: mkdtempSync(join(tmpdir(), 'airlock-e2e-')),
    logLevel: 'warn',
    botDelayMs: 0,
    restoreOnStart: false,
    reconnectSeconds: 5,
    // Reaction windows close after a fifth of their real time, so bot-heavy matches end quickly.
    clockScale: 0.2,
    catalogModule: pathToFileURL(join(import.meta.dirname, 'catalog.ts')).href,
  });
  stop = () => started?.stop?.() ?? started?.close?.();
  online = true;
} else {
  child = spawn(process.execPath, [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: web,
    stdio: 'ignore',
  });
}
if (process.env.AIRLOCK_E2E_URL) base = process.env.AIRLOCK_E2E_URL;
await waitFor(base);

const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.e2e.ts'))
  .filter((f) => !process.argv[2] || f.includes(process.argv[2]))
  .map((f) => join(import.meta.dirname, f));
console.log(`e2e: ${online ? 'game server' : 'vite preview (no server: online tests skip)'} at ${base}`);
// Asynchronous on purpose: the game server runs in this process and must keep serving meanwhile.
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
  env: { ...process.env, AIRLOCK_E2E_URL: base, AIRLOCK_E2E_ONLINE: online ? '1' : '0' },
});
const status: number = await new Promise((resolve) => tests.on('exit', (code) => resolve(code ?? 1)));

child?.kill();
await stop?.();
process.exit(status);
