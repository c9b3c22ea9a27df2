/**
 * Character death one rule at a time on the test ship (rulebook L526-639): a crew member who still
 * has a character plays on, the lifeform wins when no crew character is left, last man aboard only
 * when the lifeform kills the ship's last character while someone is aboard the Remora, hibernation's
 * deaths (no noise, no taking control, no stowaway), panic moves (made, or stayed; never out of the
 * android's chamber, never into the Remora early), and taking control (the hand to the discard pile, the
 * Mining Laser and the Flamethrower out of the game only if this seat held them, a taken role not offered).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { images, put, start, type Table, table } from './fixture.ts';

/** The real i1 in lst attacks `chamber`; every asked seat passes. */
function killIn(t: Table, chamber: string): void {
  t.s.tracks.hostility = 0;
  t.s.tracks.selfDestruct = 25;
  images(t, ['lst', null, null], 'i1');
  start(t, { k: 'row', seat: 0, icons: ['attack'] });
  t.act(0, { type: 'icon', icon: 'attack', chamber });
  for (const seat of t.pending()) t.act(seat, { type: 'pass' });
}

const kinds = (t: Table) => t.s.stack.map((x) => x.k);
const char = (t: Table, id: string) => t.s.chars.find((c) => c.id === id);

test('a crew member who loses one of two characters plays on with the other: no taking control (L554-556)', () => {
  for (const players of [2, 3]) {
    const t = table(players);
    put(t, 'palmer', 1, 'mid');
    put(t, 'reyes', 1, 'gal');
    killIn(t, 'mid');
    assert.equal(char(t, 'palmer')?.alive, false);
    assert.equal(t.s.over, null, `${players} players: the game goes on`);
    assert.ok(!kinds(t).includes('control'), `${players} players`);
  }
});

test('3 players: when the last crew characters die together, the lifeform wins at once (L557)', () => {
  const t = table(3);
  put(t, 'palmer', 1, 'mid');
  put(t, 'reyes', 2, 'mid');
  killIn(t, 'mid');
  assert.deepEqual(t.s.over?.winners, [0]);
});

test('last man aboard needs someone aboard the Remora and the ship’s last character killed (L629-639)', () => {
  const two = table(3);
  put(two, 'palmer', 1, 'rem');
  put(two, 'okafor', 2, 'mid');
  put(two, 'reyes', 2, 'gal');
  killIn(two, 'mid');
  assert.equal(two.s.lastManAboard, false, 'reyes is still on the ship');
  const none = table(3);
  put(none, 'okafor', 2, 'mid');
  killIn(none, 'mid');
  assert.equal(none.s.lastManAboard, false, 'nobody aboard');
  assert.deepEqual(none.s.over?.winners, [0]);
});

test('hibernation: characters left on the ship die, with no noise, no taking control and no last man aboard (L791-793)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 1, 'rem');
  put(t, 'reyes', 2, 'mid');
  t.s.hands[0] = ['stalk'];
  t.s.stage = 'showdown';
  start(t, { k: 'hibernate' });
  assert.equal(char(t, 'reyes')?.alive, false);
  assert.equal(t.s.lastManAboard, false);
  assert.ok(!kinds(t).includes('control'));
  assert.ok(!kinds(t).includes('noisy'));
});

test('panic: the character moves to the chosen chamber; Motoko may stay where she is (L536-552)', () => {
  const t = table(3);
  put(t, 'reyes', 2, 'mid');
  put(t, 'motoko', 1, 'hyp');
  start(t, { k: 'panic', chars: ['reyes', 'motoko'] });
  t.act(2, { type: 'panic', char: 'reyes', to: 'gal' });
  assert.equal(char(t, 'reyes')?.at, 'gal');
  assert.deepEqual(
    t.legal(1).map((a) => a.to),
    ['gal', null],
    'Motoko: the free neighbour or no move',
  );
  t.act(1, { type: 'panic', char: 'motoko', to: null });
  assert.equal(char(t, 'motoko')?.at, 'hyp');
  assert.ok(!kinds(t).includes('panic'), 'every panic move is made');
});

test('panic: a character in the android’s chamber stays there (L545-546)', () => {
  const t = table(3);
  put(t, 'reyes', 2, 'mid');
  t.s.android = { ...t.s.android, at: 'mid', active: true };
  start(t, { k: 'panic', chars: ['reyes'] });
  assert.deepEqual(t.legal(2), [{ type: 'panic', char: 'reyes', to: null }]);
});

test('panic never enters the Remora before the self-destruct reaches the 20-minute mark (L386-388)', () => {
  const t = table(3);
  put(t, 'reyes', 2, 'bay');
  t.s.tracks.selfDestruct = 25;
  start(t, { k: 'panic', chars: ['reyes'] });
  assert.deepEqual(
    t.legal(2).map((a) => a.to),
    ['dh1'],
  );
});

test('taking a role: the hand goes to the crew discard pile; only the laser or flamethrower this seat held leaves the game (L566-577)', () => {
  for (const held of ['laser', 'flamethrower'] as const) {
    const t = table(4);
    put(t, 'palmer', 1, 'mid');
    put(t, 'okafor', 2, 'hyp');
    put(t, 'reyes', 3, 'gal');
    t.s.hands[1] = ['spanner', 'sprint'];
    t.s.laser = held === 'laser' ? 1 : 2;
    t.s.flamethrower = held === 'flamethrower' ? 1 : 3;
    killIn(t, 'mid');
    t.act(0, { type: 'noise', noisy: false });
    t.act(1, { type: 'role', role: 'cat' });
    assert.deepEqual(t.s.hands[1], []);
    assert.equal(t.s.discards.crew.spanner, 1);
    assert.equal(t.s.discards.crew.sprint, 1);
    assert.equal(t.s.laser, held === 'laser' ? 'gone' : 2, held);
    assert.equal(t.s.flamethrower, held === 'flamethrower' ? 'gone' : 3, held);
  }
});

test('4 players: a role another crew member has taken is not offered (L575-577)', () => {
  const t = table(4);
  put(t, 'palmer', 1, 'mid');
  put(t, 'okafor', 2, 'hyp');
  t.s.roles[3] = 'cat';
  killIn(t, 'mid');
  t.act(0, { type: 'noise', noisy: false });
  assert.deepEqual(t.legal(1), [{ type: 'role', role: 'sister' }]);
});
