/**
 * A throwaway PostgreSQL cluster of its own (own directory, own loopback port) that a test or the
 * chaos soak may stop, crash and restart at will without disturbing the shared one services.sh runs.
 * Needs Debian's postgresql binaries (/usr/lib/postgresql/<version>/bin); as root it runs the server
 * as the `postgres` system user, which PostgreSQL requires.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivatePostgres {
  url: string;
  port: number;
  dir: string;
  /** Stops the server: 'fast' (clean), or 'immediate' (a crash: recovery replays the WAL at start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops, waits `downMs`, starts again. */
  restart(mode?: 'fast' | 'immediate', downMs?: number): Promise<void>;
  /** Stops the server and deletes its directory. */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's bin directory, or null when none is installed. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const v = versions.at(-1);
  return v ? join(root, v, 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (run packages/server/scripts/services.sh once)');
  const asRoot = process.getuid?.() === 0;
  // Runs a PostgreSQL binary, as the postgres user when we are root (asynchronously: a server in this
  // process must keep serving while the database stops and starts).
  const pg = async (tool: string, args: string[]) => {
    const file = join(bin, tool);
    if (!asRoot) return run(file, args);
    const quoted = [file, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
    return run('su', ['postgres', '-s', '/bin/sh', '-c', quoted]);
  };
  const dir = mkdtempSync(join(tmpdir(), 'airlock-pg-'));
  const data = join(dir, 'data');
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=40 -c shared_buffers=16MB`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', options, 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pg('pg_ctl', ['-D', data, '-w', '-t', '60', '-m', mode, 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stop,
    start,
    async restart(mode = 'fast', downMs = 0) {
      await stop(mode);
      if (downMs > 0) await new Promise((r) => setTimeout(r, downMs));
      await start();
    },
    async destroy() {
      await stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
