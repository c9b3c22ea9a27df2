import assert from 'node:assert/strict';
import { test } from 'node:test';
import { has, images, put, start, table } from './fixture.ts';

test('hull breach targets: beside an image, never an image, objective, the Shuttle Bay or its neighbours (L2087-2090)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['mnt', 'hyp', null]);
  start(t, { k: 'row', seat: 0, icons: ['survival'] });
  const spots = t
    .legal(0)
    .filter((a) => a.ability === 'hull-breach')
    .map((a) => a.chamber);
  // mnt: eng (objective), dh1 (beside the bay) barred; hyp: gal, ven.
  assert.deepEqual(spots.sort(), ['gal', 'ven']);
});

test('hull breach: one RUN! each, not cancellable; the rest die; tokens go; the chamber is closed to everything (L2091-2106)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'palmer', 2, 'gal');
  put(t, 'reyes', 2, 'mid');
  images(t, ['hyp', 'lst', null]);
  t.s.missions = { gal: 2 };
  t.s.hands[1] = ['adrenaline'];
  t.s.hands[2] = ['spanner'];
  t.s.hands[0] = ['pounce'];
  t.s.tracks.hostility = 0;
  start(t, { k: 'row', seat: 0, icons: ['survival'] });
  t.act(0, { type: 'icon', icon: 'survival', ability: 'hull-breach', chamber: 'gal' });
  assert.deepEqual(t.pending(), [1]);
  const run = t.legal(1).find((a) => a.type === 'react');
  assert.ok(run);
  t.act(1, run);
  assert.deepEqual(t.pending(), [2], 'no cancel window for the lifeform');
  assert.deepEqual(t.legal(2), [{ type: 'pass' }]);
  t.act(2, { type: 'pass' });
  assert.equal(t.s.chars[0]?.alive, true);
  assert.equal(t.s.chars[1]?.alive, false);
  assert.equal(t.s.breach, 'gal');
  assert.equal(t.s.missions.gal, undefined, 'its tokens are removed');
  t.s.stack = [];
  t.s.hands[2] = ['crawlspace'];
  start(t, { k: 'activity', seat: 2 });
  t.act(2, { type: 'play', card: 'crawlspace', row: 0 });
  assert.ok(!has(t.legal(2), { moves: [['reyes', 'gal']] }), 'nothing enters the breach');
});
