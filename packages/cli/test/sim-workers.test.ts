import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { findGame } from '@airlock/games';
import { type GameLine, mergeSimReports, runSim, type SimParams, shardRange } from '../src/commands/sim.ts';
import { shardArg } from '../src/commands/sim-command.ts';
import { gameSeeds } from '../src/commands/sim-play.ts';

const MAIN = join(import.meta.dirname, '..', 'src', 'main.ts');
const entry = findGame('mission-catastrophe');
if (!entry) throw new Error('mission-catastrophe is not in the catalog');

/** A run of Mission Catastrophe with a heuristic and a random seat, collecting every game's line. */
async function run(extra: Partial<SimParams>) {
  const lines: GameLine[] = [];
  const out = await runSim({
    entry: entry as NonNullable<typeof entry>,
    players: 2,
    options: {},
    games: 30,
    seed: 'workers-test',
    bots: ['heuristic', 'random'],
    iterations: 1,
    onGame: (l) => lines.push(l),
    ...extra,
  });
  return { ...out, lines };
}

describe('airlock sim on several workers and shards', () => {
  test('three worker threads give the same games, lines, totals and record as one thread', async () => {
    const one = await run({ workers: 1 });
    const three = await run({ workers: 3 });
    assert.equal(three.report.workers, 3);
    assert.equal(one.lines.length, 30);
    assert.deepEqual(
      three.lines.map((l) => l.index),
      Array.from({ length: 30 }, (_, i) => i),
    );
    assert.deepEqual(three.lines, one.lines);
    assert.deepEqual(three.report.results, one.report.results);
    assert.equal(three.report.unfinished, one.report.unfinished);
    assert.equal(three.record?.finalHash, one.record?.finalHash);
    // The games differ from each other: the test would pass vacuously on one game repeated.
    assert.ok(new Set(one.lines.map((l) => `${l.length}/${l.outcome}`)).size > 1);
  });

  test('shards cover the run once and merge into the totals of the whole run', async () => {
    const whole = await run({ workers: 1 });
    const shards: Awaited<ReturnType<typeof run>>[] = [];
    for (let k = 0; k < 4; k++) shards.push(await run({ shard: { index: k, count: 4 }, workers: k % 2 ? 2 : 1 }));
    assert.deepEqual(
      shards.flatMap((s) => s.lines),
      whole.lines,
    );
    assert.deepEqual(
      shards.map((s) => s.report.range),
      [0, 1, 2, 3].map((k) => ({ ...shardRange(30, { index: k, count: 4 }), totalGames: 30 })),
    );
    const merged = mergeSimReports(shards.map((s) => s.report).reverse());
    assert.deepEqual(merged.results, whole.report.results);
    assert.equal(merged.games, 30);
    // A shard missing, or given twice, is refused.
    assert.throws(() => mergeSimReports(shards.slice(1).map((s) => s.report)), /missing or twice/);
    assert.throws(
      () => mergeSimReports([...shards.map((s) => s.report), (shards[2] as (typeof shards)[number]).report]),
      /missing or twice/,
    );
    // A shard of another run (another seed) is refused.
    const other = await run({ shard: { index: 0, count: 4 }, seed: 'another' });
    assert.throws(
      () => mergeSimReports([other.report, ...shards.slice(1).map((s) => s.report)]),
      /not shards of one run/,
    );
  });

  test("game g's seed is the g-th draw of the run's seed, whatever range is asked for", () => {
    const all = gameSeeds(5, 0, 50);
    assert.deepEqual(gameSeeds(5, 17, 33), all.slice(17, 33));
    assert.equal(new Set(all).size, 50);
  });

  test('--shard takes K/N with K from 0 to N-1', () => {
    assert.deepEqual(shardArg('0/4'), { index: 0, count: 4 });
    assert.deepEqual(shardArg('3/4'), { index: 3, count: 4 });
    for (const bad of ['4/4', '1/0', 'a/b', '1', '-1/3']) assert.throws(() => shardArg(bad), /--shard takes K\/N/);
    assert.deepEqual(shardRange(10, { index: 2, count: 3 }), { from: 6, to: 10 });
  });

  test('the command line: --jsonl streams one line per game, shard reports merge with --merge', () => {
    const base = ['sim', '--game', 'mission-catastrophe', '--players', '2', '--games', '12', '--seed', '9'];
    const airlock = (...extra: string[]) =>
      spawnSync(process.execPath, [MAIN, ...base, ...extra], { encoding: 'utf8', timeout: 180_000 });
    const lines = airlock('--jsonl', '--workers', '2');
    assert.equal(lines.status, 0, lines.stderr);
    const games = lines.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as GameLine);
    assert.deepEqual(
      games.map((g) => g.index),
      Array.from({ length: 12 }, (_, i) => i),
    );
    assert.ok(games.every((g) => Number.isInteger(g.seed) && g.length > 0 && Array.isArray(g.winners)));
    // The summary goes to standard error, so standard output is the games' lines only.
    assert.match(lines.stderr, /games 12 \(unfinished 0\)/);
    const dir = mkdtempSync(join(tmpdir(), 'airlock-shards-'));
    const files = ['0/2', '1/2'].map((shard, k) => {
      const r = airlock('--shard', shard, '--json', '--workers', '1');
      assert.equal(r.status, 0, r.stderr);
      const file = join(dir, `shard-${k}.json`);
      writeFileSync(file, r.stdout);
      return file;
    });
    const merged = spawnSync(process.execPath, [MAIN, 'sim', '--merge', ...files, '--json'], { encoding: 'utf8' });
    assert.equal(merged.status, 0, merged.stderr);
    const whole = airlock('--json', '--workers', '1');
    const totals = (out: string) => (JSON.parse(out) as { results: unknown }).results;
    assert.deepEqual(totals(merged.stdout), totals(whole.stdout));
    const steps = games.reduce((n, g) => n + g.length, 0);
    assert.equal((totals(whole.stdout) as { steps: number }).steps, steps);
  });
});
