import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { TEST_CATALOG } from './helpers.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** A free loopback port (closed again at once; good enough for tests on one machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Runs src/main.ts as its own process (the real entry point) and waits for its "ready" line. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      AIRLOCK_CATALOG: TEST_CATALOG,
      BOT_DELAY_MS: '5',
      BOT_THINK_MS: '10',
      BOT_THREADS: '1',
      CLOCK_SCALE: '0.01',
      LOG_LEVEL: 'warn',
      // Every test client connects from loopback, so the per-address message limit (tested on its own in
      // message-limits.test.ts) would throttle whole matches played at test speed.
      MESSAGE_BURST: '1000000',
      MESSAGE_RATE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 20_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /\{"msg":"ready","port":(\d+)\}/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      out += c.toString();
    });
    exited.then((code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}
