import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkBetween } from '../src/board.ts';
import { androidPhase, has, images, put, start, table } from './fixture.ts';

test('malfunction track: outage, then the android in Hypersleep, then self-destruct +1, and on after destruction (L2112-2123)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.hands[0] = ['sabotage', 'sabotage', 'sabotage'];
  const sd = t.s.tracks.selfDestruct;
  start(t, { k: 'row', seat: 0, icons: ['malfunction'] });
  t.act(0, { type: 'icon', icon: 'malfunction' });
  assert.equal(t.s.tracks.malfunction, 1);
  assert.equal(t.s.stack.at(-1)?.k, 'place-outage');
  t.act(0, { type: 'outage', chamber: 'mid' });
  assert.deepEqual(t.s.outages, ['mid']);
  start(t, { k: 'row', seat: 0, icons: ['malfunction'] });
  t.act(0, { type: 'icon', icon: 'malfunction' });
  assert.equal(t.s.android.at, 'hyp');
  assert.equal(t.s.android.active, true);
  t.s.android = { at: null, status: 3, active: false, deviated: false };
  start(t, { k: 'row', seat: 0, icons: ['malfunction'] });
  t.act(0, { type: 'icon', icon: 'malfunction' });
  assert.equal(t.s.tracks.malfunction, 3);
  assert.equal(t.s.tracks.selfDestruct, sd - 1);
});

test('a door on the android path: half-lock, then removed, then the android moves; destroyed while half-locked, the door resets (L249-266, L2125-2128)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'eng');
  t.s.android = { at: 'gal', status: 0, active: true, deviated: false };
  t.s.door = { link: linkBetween(t.s, 'gal', 'mid') as number, half: false, bulkhead: null };
  androidPhase(t);
  assert.equal(t.s.door?.half, true);
  assert.equal(t.s.android.at, 'gal');
  androidPhase(t);
  assert.equal(t.s.door, null);
  assert.equal(t.s.android.at, 'gal');
  androidPhase(t);
  assert.equal(t.s.android.at, 'mid');
  const u = table(3);
  put(u, 'motoko', 1, 'mid');
  u.s.android = { at: 'mid', status: 2, active: true, deviated: false };
  u.s.door = { link: 0, half: true, bulkhead: null };
  u.s.hands[1] = ['stun-baton'];
  start(u, { k: 'activity', seat: 1 });
  u.act(1, { type: 'play', card: 'stun-baton', row: 0 });
  u.act(1, { type: 'icon', icon: 'prod-android' });
  assert.equal(u.s.android.at, null);
  assert.equal(u.s.door?.half, false);
});

test('a non-hidden character holds the android; a hidden one does not (L243-244)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  t.s.android = { at: 'mid', status: 0, active: true, deviated: false };
  androidPhase(t);
  assert.equal(t.s.android.at, 'mid');
  const u = table(3);
  put(u, 'motoko', 1, 'mid', { hidden: true });
  images(u, ['mid', null, null]);
  u.s.android = { at: 'mid', status: 0, active: true, deviated: false };
  androidPhase(u);
  assert.equal(u.s.android.at, 'lst');
});

test('the android boarding the Remora strips its status number of tokens, top first, then is destroyed (L287-301)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.android = { at: 'bay', status: 1, active: true, deviated: false };
  t.s.loadout.weaponry = 2;
  t.s.loadout.energy = 1;
  androidPhase(t);
  assert.equal(t.s.android.at, 'rem');
  assert.deepEqual(t.pending(), [0]);
  t.act(0, { type: 'strip', column: 'weaponry' });
  t.act(0, { type: 'strip', column: 'energy' });
  t.act(0, { type: 'strip', column: 'weaponry' });
  assert.deepEqual([t.s.loadout.weaponry, t.s.loadout.energy], [0, 0]);
  assert.equal(t.s.android.status, 3);
  assert.equal(t.s.android.at, null);
  const u = table(3);
  put(u, 'motoko', 1, 'gal');
  u.s.android = { at: 'bay', status: 0, active: true, deviated: false };
  u.s.loadout.coolant = 3;
  androidPhase(u);
  for (let i = 0; i < 3; i++) u.act(0, { type: 'strip', column: 'coolant' });
  assert.equal(u.s.loadout.coolant, 0);
  assert.equal(u.s.android.at, null, 'a shortfall is ignored (status worth 4, only 3 loaded)');
});

test('pathway deviation: illegal before the 10-minute mark; afterwards a bonus move off the path and the lifeform steers (L1847-1865, L268-279)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'eng');
  t.s.android = { at: 'mid', status: 0, active: true, deviated: false };
  t.s.tracks.selfDestruct = 11;
  start(t, { k: 'row', seat: 0, icons: ['deviation'] });
  assert.deepEqual(t.legal(0), [{ type: 'skip', icon: 'deviation' }]);
  t.s.stack = [];
  t.s.tracks.selfDestruct = 10;
  start(t, { k: 'row', seat: 0, icons: ['deviation'] });
  const opts = t.legal(0).map((a) => a.to);
  assert.ok(!opts.includes('lst'), 'the bonus move leaves the path');
  t.act(0, { type: 'icon', icon: 'deviation', to: 'coc' });
  assert.equal(t.s.android.at, 'coc');
  androidPhase(t);
  assert.ok(has(t.legal(0), { type: 'steer', to: 'mid' }));
  t.act(0, { type: 'steer', to: 'mid' });
  assert.equal(t.s.android.at, 'mid');
});

test("characters cannot leave the android's chamber, nor enter one with both an image and the android (L303-307, L384-387)", () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  put(t, 'palmer', 1, 'gal');
  t.s.android = { at: 'mid', status: 0, active: true, deviated: false };
  images(t, ['hyp', null, null]);
  t.s.hands[1] = ['crawlspace'];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'crawlspace', row: 0 });
  assert.ok(!t.legal(1).some((a) => JSON.stringify(a.moves ?? []).includes('motoko')));
  t.s.android.at = 'hyp';
  assert.ok(!has(t.legal(1), { moves: [['palmer', 'hyp']] }));
});
