import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { catalog } from '@airlock/games';
import { runSim } from '../src/commands/sim.ts';

const MAIN = join(import.meta.dirname, '..', 'src', 'main.ts');

function airlock(args: string[], input?: string): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', input, timeout: 180_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function optionFlags(options: Record<string, string | number | boolean>): string[] {
  return Object.entries(options).flatMap(([k, v]) => ['--option', `${k}=${String(v)}`]);
}

/** `sim` for a game's preset, with extra flags. */
function simArgs(
  game: string,
  preset: { players: number; options: Record<string, string | number | boolean> },
  extra: string[],
): string[] {
  return ['sim', '--game', game, '--players', String(preset.players), ...optionFlags(preset.options), ...extra];
}

for (const entry of catalog) {
  describe(`airlock with ${entry.game.id}`, () => {
    test('sim completes every preset (mode, level, option) with random bots', async () => {
      for (const preset of entry.presets) {
        const { report } = await runSim({
          entry,
          players: preset.players,
          options: preset.options,
          games: 3,
          seed: 7,
          bots: ['random'],
          iterations: 1,
        });
        assert.equal(report.games, 3, preset.label);
        assert.equal(report.unfinished, 0, preset.label);
        assert.equal(report.results.winsBySeat.length, preset.players);
        assert.ok(report.results.meanSteps > 0 && report.actionsPerSecond > 0 && report.gamesPerSecond > 0);
      }
    });

    test('sim --json prints games, results and throughput', () => {
      const preset = entry.presets[0] as (typeof entry.presets)[number];
      const r = airlock(simArgs(entry.game.id, preset, ['--games', '2', '--json']));
      assert.equal(r.code, 0, r.err);
      const report = JSON.parse(r.out) as Record<string, unknown>;
      for (const key of ['games', 'results', 'actionsPerSecond', 'gamesPerSecond']) assert.ok(key in report, key);
      assert.equal(report.games, 2);
    });

    test('a simulated record replays to the same hash; a tampered one is refused', () => {
      const dir = mkdtempSync(join(tmpdir(), 'airlock-rec-'));
      const file = join(dir, 'match.json');
      const preset = entry.presets[0] as (typeof entry.presets)[number];
      const sim = airlock(simArgs(entry.game.id, preset, ['--games', '1', '--record', file]));
      assert.equal(sim.code, 0, sim.err);
      const record = JSON.parse(readFileSync(file, 'utf8')) as { finalHash: string; actions: unknown[] };
      const r = airlock(['replay', file, '--json']);
      assert.equal(r.code, 0, r.err);
      const report = JSON.parse(r.out) as { hash: string; seats: string[] };
      assert.equal(report.hash, record.finalHash);
      // sim names each seat by its bot (the default: the heuristic where the game has one).
      assert.equal(report.seats.length, preset.players);
      assert.ok(
        report.seats.every((n) => ['random', 'heuristic'].includes(n) || n.startsWith('ismcts')),
        String(report.seats),
      );
      assert.match(airlock(['replay', file]).out, /^seats: 0 \w+/m);
      const tampered = join(dir, 'tampered.json');
      const bad = { ...record, actions: record.actions.slice(0, -1) };
      writeFileSync(tampered, JSON.stringify(bad));
      const r2 = airlock(['replay', tampered]);
      assert.equal(r2.code, 1);
      assert.match(r2.err, /REPLAY_DIVERGED/);
    });

    test('play runs a whole game in the terminal from typed choices', () => {
      const preset = entry.presets[0] as (typeof entry.presets)[number];
      // Always choose the first listed action: a legal, deterministic way through a whole game.
      const r = airlock(
        [
          'play',
          '--game',
          entry.game.id,
          '--players',
          String(preset.players),
          ...optionFlags(preset.options),
          '--seed',
          '3',
          '--bots',
          'random',
        ],
        '1\n'.repeat(5000),
      );
      assert.equal(r.code, 0, r.err);
      assert.match(r.out, /Game over: /);
      // The prompt names the seat as the game does everywhere else, counted from 1.
      assert.match(r.out, /^\[[A-Z][^\]]*\] /m);
      assert.doesNotMatch(r.out, /\[seat 0\]/);
    });
  });
}
