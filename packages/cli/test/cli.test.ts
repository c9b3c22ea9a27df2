import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { catalog } from '@airlock/games';

const MAIN = join(import.meta.dirname, '..', 'src', 'main.ts');

function airlock(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('airlock command line', () => {
  test('games --json lists every registered game with players and options', () => {
    const r = airlock('games', '--json');
    assert.equal(r.code, 0, r.err);
    const games = JSON.parse(r.out) as {
      id: string;
      name: string;
      players: { min: number; max: number };
      options: { key: string; values: unknown[] }[];
    }[];
    assert.equal(games.length, catalog.length);
    for (const g of games) {
      assert.ok(g.id && g.name);
      assert.ok(g.players.min >= 1 && g.players.max >= g.players.min);
      for (const o of g.options) assert.ok(o.key && o.values.length > 0);
    }
  });
  test("strength runs the bots' strength tables: its own help, and a small table with intervals", () => {
    const help = airlock('strength', '--help');
    assert.equal(help.code, 0, help.err);
    assert.match(help.out, /--pairs A\/B/);
    const r = airlock(
      'strength',
      '--game',
      'relay',
      '--preset',
      '2 players',
      '--games',
      '6',
      '--pairs',
      'heuristic/random',
      '--threads',
      '1',
    );
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /Relay \(kernel test game\): 2 players/);
    assert.match(r.out, /\| heuristic \| random \| \d+\.\d% \| \d+\.\d% to \d+\.\d% \| \d+\/6 \|/);
  });
  test('every command answers --help with its usage on standard output, exit 0', () => {
    for (const args of [
      ['--help'],
      ['help'],
      ['-h'],
      ['sim', '--help'],
      ['play', '-h'],
      ['help', 'replay'],
      ['bench', '--help'],
    ]) {
      const r = airlock(...args);
      assert.equal(r.code, 0, `${args.join(' ')}: ${r.err}`);
      assert.match(r.out, /usage:/);
    }
    assert.match(airlock('sim', '--help').out, /airlock sim --game ID/);
    assert.doesNotMatch(airlock('sim', '--help').out, /airlock play/);
  });
  test('bad arguments print usage and exit 2', () => {
    for (const args of [
      [],
      ['nope'],
      ['sim'],
      ['sim', '--game', 'no-such-game'],
      ['games', '--bogus'],
      ['replay'],
      ['bench', '--warmup', 'soon'],
      ['bench', '--warmup', '-1'],
    ]) {
      const r = airlock(...args);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
      assert.match(r.err, /usage:/);
    }
  });
  test('replay refuses a corrupt record with a clear message and exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'airlock-cli-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{ not json');
    const r1 = airlock('replay', bad);
    assert.equal(r1.code, 1);
    assert.match(r1.err, /BAD_RECORD: .*not valid JSON/);
    const unknown = join(dir, 'unknown.json');
    writeFileSync(unknown, JSON.stringify({ format: 'airlock-match/1', game: 'chess', actions: [] }));
    const r2 = airlock('replay', unknown);
    assert.equal(r2.code, 1);
    assert.match(r2.err, /UNKNOWN_GAME/);
    const r3 = airlock('replay', join(dir, 'missing.json'));
    assert.equal(r3.code, 1);
    assert.match(r3.err, /cannot read/);
  });
});
