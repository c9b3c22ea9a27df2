/**
 * Dragon's Domain's setup on the small solo test ship (solo/setup.ts, L2376-2468): what the base
 * state keeps or empties, the ladderway's mission tokens with a single ladderway, and the first choice.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { soloLegal } from '../src/solo/flow.ts';
import { blankState, createSolo } from '../src/solo/setup.ts';
import './solo-fixture.ts';

test('the solo state keeps no base-game step, offer, candidate image or role beyond the one crew seat', () => {
  const s = createSolo({ players: 1, options: { dragonsDomain: true }, rng: Rng.fromSeed(3) }, 'solo-test');
  assert.deepEqual(s.stack, []);
  assert.deepEqual(s.offers, []);
  assert.deepEqual(s.images, []);
  assert.deepEqual(s.candidates, []);
  assert.deepEqual(s.roles, ['crew']);
  assert.deepEqual(s.reacted, [false]);
  assert.equal(s.breach, null, 'no hazard variant, no breach');
  const me = s.chars[0];
  assert.deepEqual(
    [me?.id, me?.at, me?.alive, me?.hidden, me?.skillUsed, me?.survivalUsed],
    ['motoko', 'gal', true, false, true, true],
  );
  const blank = blankState('solo-test');
  assert.equal(blank.solo, null);
  assert.equal(blank.stage, 'starship');
});

test('a single ladderway gets two more mission tokens; with one there is no ladderway choice, the character comes first', () => {
  const s = createSolo({ players: 1, options: { dragonsDomain: true }, rng: Rng.fromSeed(3) }, 'solo-test');
  assert.deepEqual(s.missions, { mes: 1, sup: 1, orf: 2, lad: 2 });
  assert.deepEqual((s as { solo?: { stack: unknown } }).solo?.stack, [{ k: 'turn' }, { k: 'character' }]);
  assert.ok(soloLegal(s, 0).every((a) => a.type === 'character'));
});
