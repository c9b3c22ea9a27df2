import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';

const MAIN = join(import.meta.dirname, '..', 'src', 'main.ts');

function airlock(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', timeout: 300_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('sim --bots planning flies a Space Alert mission with the planning crew on every seat', () => {
  const r = airlock('sim', '--game', 'space-alert', '--players', '2', '--games', '1', '--bots', 'planning', '--json');
  assert.equal(r.code, 0, r.err);
  const report = JSON.parse(r.out) as { bots: string[]; games: number; unfinished: number };
  assert.deepEqual(report.bots, ['planning']);
  assert.equal(report.games, 1);
  assert.equal(report.unfinished, 0, 'the mission reached its result');
});

test('a kind the game does not offer is a usage error naming the kinds it does', () => {
  const r = airlock('sim', '--game', 'nemesis-lockdown', '--games', '1', '--bots', 'planning');
  assert.equal(r.code, 2);
  assert.match(r.err, /nemesis-lockdown has no planning bot: it offers random, heuristic, ismcts/);
  const bad = airlock('sim', '--game', 'space-alert', '--games', '1', '--bots', 'genius');
  assert.equal(bad.code, 2);
  assert.match(bad.err, /--bots takes random\|heuristic\|ismcts\|planning/);
});
