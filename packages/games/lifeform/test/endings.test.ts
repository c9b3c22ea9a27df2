import assert from 'node:assert/strict';
import { test } from 'node:test';
import { has, launchReady, put, start } from './fixture.ts';

test('launching with someone left behind: illegal at 10 minutes, legal at 9 (L726-735, L2168-2169)', () => {
  const t = launchReady(3, 10);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 2, 'gal');
  start(t, { k: 'activity', seat: 1 });
  assert.ok(!has(t.legal(1), { type: 'launch' }));
  const u = launchReady(3, 9);
  put(u, 'motoko', 1, 'rem');
  put(u, 'palmer', 2, 'gal');
  start(u, { k: 'activity', seat: 1 });
  assert.ok(has(u.legal(1), { type: 'launch' }));
});

test('Ending A: everyone aboard before the 9-minute mark, every other crew player agreeing: the crew wins (L673-686)', () => {
  const t = launchReady(3, 11);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 2, 'rem');
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'launch' });
  assert.deepEqual(t.pending(), [2]);
  t.act(2, { type: 'agree' });
  assert.deepEqual(t.s.over?.winners, [1, 2]);
  assert.match(t.s.over?.summary ?? '', /Ending A/);
});

test('a refusal stops the launch (L93-95)', () => {
  const t = launchReady(3, 11);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 2, 'rem');
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'launch' });
  t.act(2, { type: 'refuse' });
  assert.equal(t.s.over, null);
  assert.equal(t.s.stack.at(-1)?.k, 'activity');
});

test('launch needs the loadout: bars, a spacesuit per character aboard, objectives done (L643-665)', () => {
  const t = launchReady(3, 11);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 1, 'rem');
  put(t, 'reyes', 2, 'rem');
  t.s.loadout.spacesuits = 2;
  start(t, { k: 'activity', seat: 1 });
  assert.ok(!has(t.legal(1), { type: 'launch' }), '3 aboard need 3 spacesuits');
  t.s.loadout.spacesuits = 3;
  assert.ok(has(t.legal(1), { type: 'launch' }));
  t.s.objectives = [{ id: 'flight-logs', done: false }];
  assert.ok(!has(t.legal(1), { type: 'launch' }), 'objectives first');
  t.s.objectives[0] = { id: 'flight-logs', done: true };
  t.s.loadout.energy = 2;
  assert.ok(!has(t.legal(1), { type: 'launch' }), 'energy cells below the bar');
});

test('2 players: Coolant must reach the overheating token, which the final cocoon space raises (L654-657, L2134-2136)', () => {
  const t = launchReady(2, 11);
  put(t, 'motoko', 1, 'rem');
  t.s.loadout.coolant = 2;
  t.s.tracks.cocoon = 2;
  start(t, { k: 'activity', seat: 1 });
  assert.ok(has(t.legal(1), { type: 'launch' }));
  t.s.stack = [];
  start(t, { k: 'row', seat: 0, icons: ['cocoon'] });
  t.act(0, { type: 'icon', icon: 'cocoon' });
  assert.equal(t.s.overheating, 3);
  t.s.stack = [];
  start(t, { k: 'activity', seat: 1 });
  assert.ok(!has(t.legal(1), { type: 'launch' }));
});

test('Ending B: the stowaway range decides; out of range the crew wins (L688-724)', () => {
  const t = launchReady(3, 7);
  put(t, 'motoko', 1, 'rem');
  t.s.stowaway = 1; // 3-6 minutes
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'launch' });
  assert.deepEqual(t.s.over?.winners, [1, 2]);
  const u = launchReady(3, 7);
  put(u, 'motoko', 1, 'rem');
  u.s.stowaway = 0; // 7-9 minutes
  u.s.hands[0] = ['stalk'];
  start(u, { k: 'activity', seat: 1 });
  u.act(1, { type: 'launch' });
  assert.equal(u.s.over, null);
  assert.equal(u.s.stage, 'showdown');
  assert.equal(u.s.finalCard, false, 'only the 1-2 minute card is kept');
  const w = launchReady(3, 2);
  put(w, 'motoko', 1, 'rem');
  w.s.stowaway = 2; // 1-2 minutes
  w.s.hands[0] = ['stalk'];
  start(w, { k: 'activity', seat: 1 });
  w.act(1, { type: 'launch' });
  assert.equal(w.s.finalCard, true, 'the 1-2 minute card is kept for the showdown');
});

test('Ending C: characters left behind die in hibernation, +2 hostility each (L726-750, L791-793)', () => {
  const t = launchReady(3, 9);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 2, 'gal');
  t.s.hands[0] = ['stalk'];
  t.s.tracks.hostility = 0;
  t.s.tracks.cocoon = 0;
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'launch' });
  t.act(2, { type: 'agree' });
  assert.match(t.events.map((e) => e.text).join('|'), /Ending C/);
  assert.deepEqual(t.pending(), [0], 'the lifeform may discard, then draws up to its hand size');
  t.act(0, { type: 'lurk', discard: [] });
  assert.equal(t.s.hands[0]?.length, 4, '3-4 player cocoon start: hand size 4 (designed)');
  assert.equal(t.s.stage, 'showdown');
  assert.equal(t.s.chars.find((c) => c.id === 'palmer')?.alive, false);
  assert.equal(t.s.tracks.hostility, 2);
});

test('last man aboard forces Ending C whatever the stowaway card (L635-639)', () => {
  const t = launchReady(3, 15);
  put(t, 'motoko', 1, 'rem');
  t.s.lastManAboard = true;
  t.s.stowaway = 2;
  t.s.hands[0] = ['stalk'];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'launch' });
  assert.equal(t.s.over, null);
  assert.match(t.events.map((e) => e.text).join('|'), /Ending C/);
});
