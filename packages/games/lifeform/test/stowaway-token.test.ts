import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { STOWAWAY_TOKEN } from '../src/data/passenger.ts';
import { advanceHostility } from '../src/tracks.ts';
import { put, start, table } from './fixture.ts';

const quiet = { rng: Rng.fromSeed(1), emit: () => {} };

test('the lifeform collects the \u00b1 stowaway token on reaching its hostility space (designed), once', () => {
  const t = table(3);
  t.s.tracks.hostility = STOWAWAY_TOKEN.hostilitySpace - 2;
  advanceHostility(t.s, 1, quiet);
  assert.equal(t.s.extras.plusMinus, 'none');
  advanceHostility(t.s, 2, quiet);
  assert.equal(t.s.extras.plusMinus, 'held');
  t.s.extras.plusMinus = 'spent';
  advanceHostility(t.s, 1, quiet);
  assert.equal(t.s.extras.plusMinus, 'spent', 'never twice');
});

/** Everyone aboard at a given minute, the lifeform holding the 7-9 minute card. */
function launchAt(minute: number, token: boolean) {
  const t = table(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 2, 'rem');
  t.s.loadout = { weaponry: 3, coolant: 3, energy: 3, spacesuits: 4, halon: 0 };
  t.s.tracks.selfDestruct = minute;
  t.s.stowaway = 0;
  t.s.extras.plusMinus = token ? 'held' : 'none';
  t.s.hands[0] = ['stalk'];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'launch' });
  t.act(2, { type: 'agree' });
  return t;
}

test('Ending B: the \u00b1 token shifts the minute mark by 1 into the stowaway card\u2019s range (L709-713)', () => {
  const miss = launchAt(6, false);
  assert.deepEqual(miss.s.over?.winners, [1, 2], '6 minutes is outside 7-9: the crew wins');
  const hit = launchAt(6, true);
  assert.equal(hit.s.over, null, 'with the token, 6 counts as 7');
  assert.equal(hit.s.stage, 'showdown');
  assert.equal(hit.s.extras.plusMinus, 'spent');
  const far = launchAt(5, true);
  assert.deepEqual(far.s.over?.winners, [1, 2], 'only by 1');
  const inside = launchAt(8, true);
  assert.equal(inside.s.stage, 'showdown');
  assert.equal(inside.s.extras.plusMinus, 'spent', 'the token leaves the game either way');
});
