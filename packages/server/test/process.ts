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

/**
 * How long a spawned server may take to say "ready": generous, for a machine loaded by other test
 * runs (a server that starts answers at once, so a passing run waits no longer for it).
 */
export const START_LIMIT_MS = 60_000;

/** A server that did not start; its process (`pid`) is already gone when this is thrown. */
export class ServerStartError extends Error {
  readonly pid: number | undefined;
  constructor(message: string, pid: number | undefined) {
    super(message);
    this.pid = pid;
  }
}

/**
 * Runs src/main.ts as its own process (the real entry point) and waits for its "ready" line. When it
 * does not come (an exit, a spawn error, the start limit), the process is killed and reaped before
 * the promise rejects, so a failed start never leaves a child holding the test file open.
 */
export async function spawnServer(
  env: Record<string, string>,
  { startLimitMs = START_LIMIT_MS }: { startLimitMs?: number } = {},
): Promise<ServerProcess> {
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
  let timer: NodeJS.Timeout | undefined;
  try {
    const port = await new Promise<number>((resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`server did not start within ${startLimitMs} ms:\n${out}`)),
        startLimitMs,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /\{"msg":"ready","port":(\d+)\}/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.stderr?.on('data', (c: Buffer) => {
        out += c.toString();
      });
      child.on('error', (e) => reject(new Error(`server could not be spawned: ${e.message}`)));
      exited.then((code) => reject(new Error(`server exited with ${code}:\n${out}`)));
    });
    return { child, port, url: `http://127.0.0.1:${port}`, output: () => out, exited };
  } catch (e) {
    // Killed and reaped before the caller hears of it (a process never spawned has nothing to reap).
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    throw new ServerStartError((e as Error).message, child.pid);
  } finally {
    clearTimeout(timer);
  }
}
