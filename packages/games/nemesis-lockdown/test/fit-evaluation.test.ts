import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const tool = fileURLToPath(new URL('../bench/fit-evaluation.ts', import.meta.url));

test('the fitting tool plays, fits and prints weights for every kind of game, the same on every run', () => {
  const run = () => execFileSync(process.execPath, [tool, '--games', '5'], { encoding: 'utf8' });
  const out = run();
  const lines = out.trim().split('\n');
  for (const kind of ['solo', 'cooperative', 'standard'])
    assert.match(
      out,
      new RegExp(
        `^${kind}: \\d+ positions; held out \\(\\d+\\): squared error hand-made 0\\.\\d+, fitted 0\\.\\d+`,
        'm',
      ),
    );
  const weights = JSON.parse(lines.at(-1) as string) as Record<string, Record<string, number>>;
  assert.deepEqual(Object.keys(weights), ['solo', 'cooperative', 'standard']);
  for (const set of Object.values(weights)) {
    assert.deepEqual(Object.keys(set), ['objective', 'health', 'reach', 'exposure', 'spared']);
    for (const w of Object.values(set)) assert.ok(w >= 0);
  }
  assert.equal(run(), out, 'fixed seeds: the same weights');
});

test('the fitting tool refuses a number of games it cannot hold any out of, and says why', () => {
  for (const bad of ['3', 'many']) {
    assert.throws(
      () => execFileSync(process.execPath, [tool, '--games', bad], { encoding: 'utf8', stdio: 'pipe' }),
      (e: { status: number; stderr: string }) => e.status === 2 && /at least 5/.test(e.stderr),
    );
  }
});
