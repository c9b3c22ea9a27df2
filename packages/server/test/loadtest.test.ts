import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { catalog } from '@airlock/games';

/**
 * The load benchmark plays every game through a real server (not a timing test: it checks only that
 * each game's seats act, with legal moves, over real websockets, and that the summary names them; each
 * game plays on past its 3 seconds until an action is taken, as a slow start on a loaded machine may
 * take longer).
 */
test('loadtest-all.ts plays every game of the catalog through a server and reports each one', () => {
  const games = catalog.map((e) => e.game.id);
  const script = join(import.meta.dirname, '..', 'scripts', 'loadtest-all.ts');
  const r = spawnSync(
    process.execPath,
    [
      script,
      '--games',
      games.join(','),
      '--matches',
      '2',
      '--seconds',
      '3',
      '--think-ms',
      '0',
      '--cpu',
      '',
      '--min-actions',
      '1',
      '--json',
    ],
    { encoding: 'utf8', timeout: 600_000 },
  );
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout) as {
    commit: string;
    uptime: { before: string; after: string };
    rows: { game: string; actions: number; playersPerMatch: number; errors: number; firstErrors: string[] }[];
  };
  assert.deepEqual(
    out.rows.map((x) => x.game),
    games,
  );
  assert.match(out.uptime.before, /load average/);
  for (const row of out.rows) {
    assert.ok(row.actions > 0, `${row.game}: no action was acknowledged`);
    assert.ok(row.playersPerMatch >= 3, row.game);
  }
});
