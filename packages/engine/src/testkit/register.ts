import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { AnyGame } from '../game.ts';
import {
  badInput,
  checkActionAgrees,
  randomActionAgrees,
  determinism,
  type KitConfig,
  noLeak,
  type PlayoutLimits,
  randomPlayout,
  serialization,
} from './checks.ts';

export interface TestKitSpec {
  game: AnyGame;
  configs: KitConfig[];
  limits: PlayoutLimits;
  /** Random games per config for the playout check (CI default; AIRLOCK_KIT_RUNS multiplies it). */
  playouts?: number;
  /** Playouts for the slower checks (leak, bad input); default 3. */
  deepRuns?: number;
  /** Check every Nth position in the leak test (default 1: every position). */
  leakEvery?: number;
  /** Game-specific bad inputs added to the kit's own. */
  junk?: unknown[];
}

/** Malformed values any game must refuse. */
const BASE_JUNK: unknown[] = [
  null,
  42,
  'move',
  [],
  {},
  { type: 42 },
  { type: '' },
  { type: 'no-such-action' },
  { type: 'move', to: { nested: [1, 2, { deep: true }] } },
  { type: 'move', toString: 'x' },
];

function scale(n: number): number {
  const k = Number(process.env.AIRLOCK_KIT_RUNS ?? '1');
  return Math.max(1, Math.round(n * (Number.isFinite(k) && k > 0 ? k : 1)));
}

/**
 * Registers the kernel's five checks for one game under node:test. Seeds come from fast-check with a
 * fixed seed (AIRLOCK_KIT_SEED to change it), so CI is reproducible and a failure names its seed.
 */
export function runTestKit(spec: TestKitSpec): void {
  const { game, limits } = spec;
  const fcSeed = Number(process.env.AIRLOCK_KIT_SEED ?? '20261121');
  const seedArb = fc.integer({ min: 1, max: 0x7fffffff });
  describe(`test kit: ${game.id}`, () => {
    for (const config of spec.configs) {
      const label = `${config.players}p ${JSON.stringify(config.options ?? {})}`;
      describe(label, () => {
        test('random playouts end properly with invariants held', () => {
          let ended = 0;
          fc.assert(
            fc.property(seedArb, (seed) => {
              const t = randomPlayout(game, config, seed, limits);
              assert.ok(t.result(), 'game must end');
              ended++;
            }),
            { seed: fcSeed, numRuns: scale(spec.playouts ?? 20) },
          );
          assert.ok(ended > 0);
        });
        test('determinism: replay and same-seed runs agree', () => {
          fc.assert(
            fc.property(seedArb, (seed) => determinism(game, config, seed, limits)),
            { seed: fcSeed, numRuns: scale(2) },
          );
        });
        test('no leak: views, legal actions and events survive resampling the unknown', () => {
          let compared = 0;
          fc.assert(
            fc.property(seedArb, (seed) => {
              compared += noLeak(game, config, seed, limits, spec.leakEvery ?? 1);
            }),
            { seed: fcSeed, numRuns: scale(spec.deepRuns ?? 3) },
          );
          assert.ok(compared > 0, 'the leak check compared no position');
        });
        test('bad input is refused and changes nothing', () => {
          let refused = 0;
          fc.assert(
            fc.property(seedArb, fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }), (seed, extra) => {
              refused += badInput(game, config, seed, limits, [...BASE_JUNK, ...(spec.junk ?? []), ...extra]);
            }),
            { seed: fcSeed, numRuns: scale(spec.deepRuns ?? 3) },
          );
          assert.ok(refused > 0);
        });
        test('serialization: a JSON round trip mid-game continues identically', () => {
          fc.assert(
            fc.property(seedArb, (seed) => serialization(game, config, seed, limits)),
            { seed: fcSeed, numRuns: scale(2) },
          );
        });
        if (game.randomAction) {
          test('randomAction draws as a uniform pick over legalActions', () => {
            let compared = 0;
            fc.assert(
              fc.property(seedArb, (seed) => {
                compared += randomActionAgrees(game, config, seed, limits);
              }),
              { seed: fcSeed, numRuns: scale(2) },
            );
            assert.ok(compared > 0, 'no position was compared');
          });
        }
        if (game.checkAction) {
          test('checkAction agrees with legalActions', () => {
            fc.assert(
              fc.property(seedArb, (seed) => checkActionAgrees(game, config, seed, limits)),
              { seed: fcSeed, numRuns: scale(2) },
            );
          });
        }
      });
    }
  });
}
