import assert from 'node:assert/strict';
import { test } from 'node:test';
import { images, put, start, table } from './fixture.ts';

function killIn(t: ReturnType<typeof table>, chamber: string) {
  start(t, { k: 'row', seat: 0, icons: ['attack'] });
  t.act(0, { type: 'icon', icon: 'attack', chamber });
  for (const seat of t.pending()) t.act(seat, { type: 'pass' });
}

test('a noisy kill: every non-hidden survivor on the ship panics once; hidden and Remora ones do not (L531-552)', () => {
  const t = table(3);
  put(t, 'palmer', 1, 'mid');
  put(t, 'reyes', 1, 'mid');
  put(t, 'okafor', 2, 'hyp');
  put(t, 'chandra', 2, 'mnt');
  put(t, 'haskell', 3 - 1, 'rem');
  images(t, ['lst', 'dh1', null], 'i1');
  t.s.chars.push({
    id: 'durrant',
    owner: 1,
    at: 'dh1',
    alive: true,
    hidden: true,
    skillUsed: false,
    survivalUsed: false,
    analyzer: false,
  });
  t.s.tracks.hostility = 0;
  t.s.tracks.selfDestruct = 25;
  killIn(t, 'mid');
  assert.equal(t.s.chars.filter((c) => !c.alive).length, 2, 'a double kill');
  assert.deepEqual(t.pending(), [0]);
  while (t.s.stack.at(-1)?.k === 'place-terror') t.act(0, { type: 'pass' });
  t.act(0, { type: 'noise', noisy: true });
  const panic = t.s.stack.at(-1);
  assert.equal(panic?.k, 'panic');
  assert.deepEqual(
    panic?.k === 'panic' ? panic.chars : [],
    ['okafor', 'chandra'],
    'one panic each, not the hidden or the Remora ones',
  );
});

test('panic moves avoid vents, outages, terror, images and the android; stuck characters stay (L540-548)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'hyp');
  put(t, 'reyes', 2, 'mid');
  images(t, ['coc', null, null], 'i1');
  t.s.terror = ['gal'];
  t.s.outages = ['lst'];
  start(t, { k: 'panic', chars: ['motoko', 'reyes'] });
  // hyp: gal (terror) and ven (vent) barred; Motoko may stay anyway.
  assert.deepEqual(t.legal(1), [{ type: 'panic', char: 'motoko', to: null }]);
  t.act(1, { type: 'panic', char: 'motoko', to: null });
  // mid: gal terror, coc image, lst outage: stuck.
  assert.deepEqual(t.legal(2), [{ type: 'panic', char: 'reyes', to: null }]);
  const u = table(3);
  put(u, 'reyes', 2, 'mid');
  start(u, { k: 'panic', chars: ['reyes'] });
  assert.deepEqual(
    u.legal(2).map((a) => a.to),
    ['gal', 'lst'],
    'coc is a vent chamber',
  );
});

test('a silent kill triggers no panic (L531-532)', () => {
  const t = table(3);
  put(t, 'palmer', 1, 'mid');
  put(t, 'reyes', 1, 'gal');
  put(t, 'okafor', 2, 'hyp');
  images(t, ['lst', null, null], 'i1');
  t.s.tracks.hostility = 0;
  t.s.tracks.selfDestruct = 25;
  killIn(t, 'mid');
  t.act(0, { type: 'noise', noisy: false });
  assert.ok(!t.s.stack.some((st) => st.k === 'panic'));
});

test('taking control, 3 players: the crew member who lost both takes a character from one who has two (L554-565)', () => {
  const t = table(3);
  put(t, 'palmer', 1, 'mid');
  put(t, 'okafor', 2, 'hyp');
  put(t, 'reyes', 2, 'gal');
  images(t, ['lst', null, null], 'i1');
  t.s.tracks.hostility = 0;
  t.s.tracks.selfDestruct = 25;
  t.s.hands[1] = ['spanner'];
  killIn(t, 'mid');
  t.act(0, { type: 'noise', noisy: false });
  assert.deepEqual(t.pending(), [1]);
  assert.deepEqual(
    t.legal(1).map((a) => a.char),
    ['okafor', 'reyes'],
  );
  t.act(1, { type: 'control', char: 'reyes' });
  assert.equal(t.s.chars.find((c) => c.id === 'reyes')?.owner, 1);
  assert.deepEqual(t.s.hands[1], ['spanner'], 'no cards change hands');
});

test('taking control with nobody holding two: discard the hand (laser gone) and take the cat or SIS-TER (L566-577)', () => {
  const t = table(4);
  put(t, 'palmer', 1, 'mid');
  put(t, 'okafor', 2, 'hyp');
  put(t, 'reyes', 3, 'gal');
  images(t, ['lst', null, null], 'i1');
  t.s.roles[3] = 'crew';
  t.s.roles[2] = 'crew';
  t.s.tracks.hostility = 0;
  t.s.tracks.selfDestruct = 25;
  t.s.hands[1] = ['spanner', 'sprint'];
  t.s.laser = 1;
  killIn(t, 'mid');
  t.act(0, { type: 'noise', noisy: false });
  assert.deepEqual(
    t.legal(1).map((a) => a.role),
    ['cat', 'sister'],
  );
  t.act(1, { type: 'role', role: 'sister' });
  assert.deepEqual(t.s.hands[1], []);
  assert.equal(t.s.laser, 'gone');
  assert.equal(t.s.roles[1], 'sister');
});

test('2 players: the crew losing its last character loses at once (L557)', () => {
  const t = table(2);
  put(t, 'palmer', 1, 'mid');
  images(t, ['lst', null, null], 'i1');
  t.s.tracks.hostility = 0;
  killIn(t, 'mid');
  assert.deepEqual(t.s.over?.winners, [0]);
});

test('last man aboard: the last character left on the ship is killed with others aboard, the lifeform stows away (L629-639)', () => {
  const t = table(3);
  put(t, 'palmer', 1, 'rem');
  put(t, 'okafor', 2, 'mid');
  put(t, 'reyes', 2, 'rem');
  images(t, ['lst', null, null], 'i1');
  t.s.tracks.hostility = 0;
  t.s.tracks.selfDestruct = 15;
  killIn(t, 'mid');
  assert.equal(t.s.lastManAboard, true);
});
