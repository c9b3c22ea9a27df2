import assert from 'node:assert/strict';
import { it } from 'node:test';
import { freePort, ServerStartError, spawnServer } from './process.ts';

/** The helper that spawns real server processes leaves none behind when a start fails. */

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it('a server that misses the start limit is killed and reaped before the promise rejects', async () => {
  const port = await freePort();
  const err = await spawnServer({ PORT: String(port) }, { startLimitMs: 1 }).then(
    (s) => {
      s.child.kill('SIGKILL');
      return null;
    },
    (e: unknown) => e,
  );
  assert.ok(err instanceof ServerStartError, 'the start fails');
  assert.match(err.message, /did not start within 1 ms/);
  assert.ok(err.pid !== undefined, 'a process was spawned');
  assert.equal(alive(err.pid), false, 'and it is gone');
});

it('a server that exits at start is reported with its exit code and output', async () => {
  const err = await spawnServer({ PORT: 'not-a-port' }).then(
    (s) => {
      s.child.kill('SIGKILL');
      return null;
    },
    (e: unknown) => e,
  );
  assert.ok(err instanceof ServerStartError);
  assert.match(err.message, /exited with/);
  assert.equal(err.pid !== undefined && alive(err.pid), false);
});

it('a server that starts is handed back running, and answers', async () => {
  const s = await spawnServer({ PORT: String(await freePort()) });
  try {
    assert.equal((await fetch(`${s.url}/api/games`)).ok, true);
  } finally {
    s.child.kill('SIGTERM');
    await s.exited;
  }
});
