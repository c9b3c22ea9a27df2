import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { createMatch, type OptionValue, RuleError } from '@airlock/engine';
import { type CatalogEntry, catalog } from '@airlock/games';
import { UsageError } from '../src/args.ts';
import { run, tableOptions } from '../src/cli.ts';

/**
 * A table the game refuses (a player count its mode does not allow, an unknown option, a value out
 * of range) is a usage error: the usage is printed and the exit code is 2, as the README says, for
 * every game of the catalog, for `sim` and `play` alike.
 */

const MAIN = join(import.meta.dirname, '..', 'src', 'main.ts');

function airlock(args: string[]): { code: number | null; err: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', input: '', timeout: 120_000 });
  return { code: r.status, err: r.stderr };
}

function flags(options: Record<string, OptionValue>): string[] {
  return Object.entries(options).flatMap(([k, v]) => ['--option', `${k}=${String(v)}`]);
}

type Table = { players: number; options: Record<string, OptionValue> };

/**
 * Tables to try for a game: every player count it allows (--players is checked against that range first), with the
 * defaults, every option at each of its values, and every pair of options at each pair of values
 * (the games' own checks look at one option or two with the player count).
 */
function tables(entry: CatalogEntry): Table[] {
  const specs = entry.game.options;
  const combos: Record<string, OptionValue>[] = [{}];
  for (let i = 0; i < specs.length; i++) {
    const a = specs[i] as (typeof specs)[number];
    for (const va of a.values) {
      combos.push({ [a.key]: va });
      for (let j = i + 1; j < specs.length; j++) {
        const b = specs[j] as (typeof specs)[number];
        for (const vb of b.values) combos.push({ [a.key]: va, [b.key]: vb });
      }
    }
  }
  const out: Table[] = [];
  for (let players = entry.game.players.min; players <= entry.game.players.max; players++) {
    for (const options of combos) out.push({ players, options });
  }
  return out;
}

/** The game's own verdict: the message of its BAD_OPTIONS refusal, or null when it sets up the table. */
function refusal(entry: CatalogEntry, t: Table): string | null {
  try {
    createMatch(entry.game, { players: t.players, options: t.options, seed: 1 });
    return null;
  } catch (e) {
    if (e instanceof RuleError && e.code === 'BAD_OPTIONS') return e.message;
    throw e;
  }
}

/** The options as the command line hands them over (`--option key=value`, values parsed back). */
function asFlags(options: Record<string, OptionValue>): string[] {
  return Object.entries(options).map(([k, v]) => `${k}=${String(v)}`);
}

for (const entry of catalog) {
  describe(`airlock with ${entry.game.id}: tables the game refuses`, () => {
    const refused = new Map<string, Table>();

    test('the command line refuses exactly the tables the game refuses, as usage errors', () => {
      for (const t of tables(entry)) {
        const why = refusal(entry, t);
        let usage: string | null = null;
        try {
          tableOptions(entry, t.players, asFlags(t.options));
        } catch (e) {
          assert.ok(e instanceof UsageError, `${JSON.stringify(t)}: ${(e as Error).message}`);
          usage = e.message;
        }
        assert.equal(usage, why, `${t.players} players, ${JSON.stringify(t.options)}`);
        if (why !== null && !refused.has(why)) refused.set(why, t);
      }
      const bad = entry.game.options[0];
      if (bad) refused.set('bad value', { players: entry.game.players.max, options: { [bad.key]: 'no-such-value' } });
      refused.set('unknown option', { players: entry.game.players.max, options: { 'no-such-option': 1 } });
    });

    test('each kind of refusal: sim and play print the usage and exit 2', async (t) => {
      assert.ok(refused.has('unknown option'));
      for (const [why, table] of refused) {
        for (const command of ['sim', 'play']) {
          const printed: string[] = [];
          const err = t.mock.method(console, 'error', (line: unknown) => printed.push(String(line)));
          const code = await run([
            command,
            '--game',
            entry.game.id,
            '--players',
            String(table.players),
            ...flags(table.options),
          ]);
          err.mock.restore();
          assert.equal(code, 2, `${command}, ${why}: ${JSON.stringify(table)}`);
          assert.match(printed.join('\n'), /usage:/);
        }
      }
    });
  });
}

describe('the process exit code', () => {
  test('airlock sim --game mission-catastrophe --players 1 (Sole Survivor by default) exits 2 with the usage', () => {
    const r = airlock(['sim', '--game', 'mission-catastrophe', '--players', '1']);
    assert.equal(r.code, 2, r.err);
    assert.match(r.err, /Sole Survivor takes 2 to 6 players/);
    assert.match(r.err, /usage:/);
  });
});
