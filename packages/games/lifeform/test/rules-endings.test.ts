/**
 * Launching the Remora one rule at a time on the test ship (rulebook L93-99, L641-750): the vote (a
 * refusal closes it, each agreement recorded), the 9-minute mark between Endings A and B, and what the
 * launch leaves behind (no vote open, nobody counted as agreeing).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { launchReady, put, start, table } from './fixture.ts';

test('a refusal closes the vote: no window left open, nobody counted as agreeing, the turn goes on (L93-95)', () => {
  const t = launchReady(4, 11);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 2, 'rem');
  put(t, 'reyes', 3, 'rem');
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'launch' });
  t.act(2, { type: 'agree' });
  assert.deepEqual(t.s.agreed, [1, 2], 'the proposer and the first to agree');
  assert.deepEqual(t.pending(), [3]);
  t.act(3, { type: 'refuse' });
  assert.deepEqual(t.s.windows, []);
  assert.deepEqual(t.s.agreed, []);
  assert.deepEqual(t.s.stack.at(-1), { k: 'activity', seat: 1 });
});

test('at the 9-minute mark itself, everyone aboard is Ending B (the stowaway card decides), not Ending A (L673-676, L688-724)', () => {
  const t = launchReady(3, 9);
  put(t, 'motoko', 1, 'rem');
  t.s.stowaway = 0; // 7-9 minutes
  t.s.hands[0] = ['stalk'];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'launch' });
  assert.equal(t.s.over, null, 'not Ending A');
  assert.equal(t.s.stage, 'showdown');
});

test('after the launch no vote is left open and nobody counts as agreeing; only the sequence’s own steps remain (L641-750)', () => {
  const t = launchReady(3, 9);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 2, 'gal');
  t.s.hands[0] = ['stalk'];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'launch' });
  t.act(2, { type: 'agree' });
  assert.deepEqual(t.s.windows, []);
  assert.deepEqual(t.s.agreed, []);
  assert.deepEqual(
    t.s.stack.map((x) => x.k),
    ['hibernate', 'lurk'],
    'Ending C: the lifeform refreshes its hand, then hibernation',
  );
});

test('hibernation: the lifeform’s drawn cards are offered to keep in card order, whatever order they were drawn in (L760-790)', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const t = table(3, seed);
    t.s.loadout = { weaponry: 3, coolant: 3, energy: 3, spacesuits: 4, halon: 0 };
    t.s.tracks.selfDestruct = 9;
    t.s.stowaway = 0;
    t.s.piles.lifeform = { stalk: 1, ambush: 1, nest: 1, feed: 1, lure: 1 };
    put(t, 'motoko', 1, 'rem');
    start(t, { k: 'activity', seat: 1 });
    t.act(1, { type: 'launch' });
    const keep = t.s.stack.find((x) => x.k === 'keep-one');
    assert.ok(keep && keep.k === 'keep-one');
    assert.ok(keep.drawn.length >= 2);
    assert.deepEqual(keep.drawn, [...keep.drawn].sort(), `seed ${seed}`);
  }
});
