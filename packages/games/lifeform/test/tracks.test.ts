/**
 * The tracks one rule at a time on the test ship: the end of the game and its ranks, the hostility
 * track's draw, terror and claw spaces (reached or passed), the malfunction track's outage, android
 * and self-destruct spaces, the cocoon track's last space by player count, and the android's status.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { ANDROID_STATUS, HOSTILITY, MALFUNCTION, SELF_DESTRUCT } from '../src/data/tracks.ts';
import {
  advanceAndroid,
  advanceCocoon,
  advanceHostility,
  advanceMalfunction,
  advanceSelfDestruct,
  cocoonTrack,
  endGame,
} from '../src/tracks.ts';
import { table } from './fixture.ts';

const ctx = () => ({ rng: Rng.fromSeed(1), emit: () => {} });
const kinds = (stack: { k: string }[]) => stack.map((x) => x.k);

test('the end: the winning side ranks first, the others second; the first ending stands', () => {
  const t = table(3);
  t.s.stack.push({ k: 'calibrate' });
  endGame(t.s, 'crew', 'The crew wins', ctx());
  assert.deepEqual(t.s.over?.ranks, [2, 1, 1]);
  assert.deepEqual(t.s.over?.winners, [1, 2]);
  assert.equal(t.s.stage, 'over');
  assert.deepEqual(t.s.stack, [], 'nothing more resolves');
  endGame(t.s, 'lifeform', 'too late', ctx());
  assert.equal(t.s.over?.summary, 'The crew wins');
  const u = table(4);
  endGame(u.s, 'lifeform', 'The lifeform wins', ctx());
  assert.deepEqual(u.s.over?.ranks, [1, 2, 2, 2]);
  assert.deepEqual(u.s.over?.winners, [0]);
});

test('hostility: every space reached or passed draws, places terror and raises the claw; it stops at the end', () => {
  const t = table(3);
  const from = 2;
  t.s.tracks.hostility = from;
  t.s.tracks.claw = 0;
  const hand = () => t.s.hands[0]?.length ?? 0;
  const before = hand();
  advanceHostility(t.s, 8, ctx());
  const passed = HOSTILITY.spaces.slice(from + 1, from + 9);
  assert.equal(t.s.tracks.hostility, from + 8);
  assert.equal(hand() - before, passed.filter((x) => x.draw).length, 'one card per draw space');
  assert.equal(
    kinds(t.s.stack).filter((k) => k === 'place-terror').length,
    passed.filter((x) => x.terror).length,
    'one terror token per terror space',
  );
  assert.equal(t.s.tracks.claw, Math.max(...passed.map((x) => x.claw ?? 0)), 'the highest claw passed');
  // A lower claw never lowers it; the track ends at its last space.
  t.s.tracks.claw = 5;
  advanceHostility(t.s, 50, ctx());
  assert.equal(t.s.tracks.hostility, HOSTILITY.spaces.length - 1);
  assert.equal(t.s.tracks.claw, 5);
});

test('malfunction: the outage space, the android rising in Hypersleep (unless destroyed), self-destruct +1, then nothing', () => {
  const t = table(3);
  t.s.tracks.malfunction = MALFUNCTION.outageSpace - 1;
  t.s.android.active = false;
  advanceMalfunction(t.s, ctx());
  assert.deepEqual(kinds(t.s.stack), ['place-outage']);
  assert.equal(t.s.android.active, false);
  t.s.stack = [];
  advanceMalfunction(t.s, ctx());
  assert.equal(t.s.tracks.malfunction, MALFUNCTION.androidSpace);
  assert.equal(t.s.android.active, true);
  assert.deepEqual(t.s.stack, []);
  const minutes = t.s.tracks.selfDestruct;
  advanceMalfunction(t.s, ctx());
  assert.equal(t.s.tracks.malfunction, MALFUNCTION.last);
  assert.equal(t.s.tracks.selfDestruct, minutes - 1, 'the last space advances the self-destruct');
  advanceMalfunction(t.s, ctx());
  assert.deepEqual([t.s.tracks.malfunction, t.s.tracks.selfDestruct], [MALFUNCTION.last, minutes - 1]);

  const u = table(3);
  u.s.tracks.malfunction = MALFUNCTION.androidSpace - 1;
  u.s.android.status = ANDROID_STATUS.destroyed;
  u.s.android.active = false;
  advanceMalfunction(u.s, ctx());
  assert.equal(u.s.android.active, false, 'a destroyed android does not rise');
});

test('self-destruct: reaching the explosion space ends the game for the lifeform; nothing passes it', () => {
  const t = table(3);
  t.s.tracks.selfDestruct = SELF_DESTRUCT.explosion + 2;
  const over = () => t.s.over;
  advanceSelfDestruct(t.s, 1, ctx());
  assert.equal(over(), null);
  advanceSelfDestruct(t.s, 5, ctx());
  assert.equal(t.s.tracks.selfDestruct, SELF_DESTRUCT.explosion);
  assert.deepEqual(over()?.winners, [0]);
});

test('cocoon: the last space calibrates and starts the cocoon mission (a third image first while one is off the ship) at 3-4 players; at 2 it overheats', () => {
  const t = table(3);
  const track = cocoonTrack(t.s);
  t.s.tracks.cocoon = track.length - 2;
  for (const i of t.s.images) i.at = 'a1';
  advanceCocoon(t.s, ctx());
  assert.deepEqual(kinds(t.s.stack).reverse(), ['calibrate', 'cocoon-mission']);
  t.s.stack = [];
  advanceCocoon(t.s, ctx());
  assert.deepEqual(t.s.stack, [], 'the track ends there');

  const u = table(4);
  u.s.tracks.cocoon = cocoonTrack(u.s).length - 2;
  const off = u.s.images[0];
  if (!off) throw new Error('an image');
  off.at = null;
  off.removed = false;
  advanceCocoon(u.s, ctx());
  assert.deepEqual(kinds(u.s.stack).reverse(), ['third-image', 'calibrate', 'cocoon-mission']);

  const two = table(2);
  assert.notEqual(cocoonTrack(two.s), cocoonTrack(t.s), 'two players have their own cocoon track');
  two.s.tracks.cocoon = cocoonTrack(two.s).length - 2;
  const heat = two.s.overheating;
  advanceCocoon(two.s, ctx());
  assert.equal(two.s.overheating, heat + 1);
  assert.deepEqual(two.s.stack, []);
});

test('android status: each loss moves it one space; the last space destroys it and it leaves the ship', () => {
  const t = table(3);
  t.s.android.status = 0;
  t.s.android.at = 'a1';
  advanceAndroid(t.s, 1, ctx());
  assert.deepEqual([t.s.android.status, t.s.android.at], [1, 'a1']);
  advanceAndroid(t.s, 9, ctx());
  assert.deepEqual([t.s.android.status, t.s.android.at, t.s.android.active], [ANDROID_STATUS.destroyed, null, false]);
});
