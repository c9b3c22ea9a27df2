/**
 * A crew member's turn one rule at a time on the test ship (rulebook L89-233): the activity choices
 * (a role only passes; everyone aboard only uses an energy cell or passes; heat analyzers and skills
 * once), a character's skill by player count, playing a card (discarded; the Flamethrower card leaves
 * the game), and proposing a launch (the other crew members with a character vote).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { images, put, start, type Table, table } from './fixture.ts';

const types = (t: Table, seat: number) => [...new Set(t.legal(seat).map((a) => a.type))].sort();

test('a character’s skill: the 2-player icons with 2 players, the others with 3 or 4; once per game (L170-178)', () => {
  for (const players of [2, 3]) {
    const t = table(players);
    put(t, 'reyes', 1, 'gal');
    images(t, ['hyp', null, null]);
    start(t, { k: 'activity', seat: 1 });
    t.act(1, { type: 'skill', char: 'reyes' });
    assert.deepEqual(
      t.s.stack.at(-1),
      { k: 'row', seat: 1, icons: players === 2 ? ['move2', 'draw2'] : ['move2'] },
      `${players} players`,
    );
    t.s.stack = [];
    start(t, { k: 'activity', seat: 1 });
    assert.ok(!t.legal(1).some((a) => a.type === 'skill'), 'used');
  }
});

test('playing a card: it goes to the discard pile and its row is resolved; the Flamethrower card leaves the game (L179-191, L2179-2183)', () => {
  const t = table(3);
  put(t, 'reyes', 1, 'gal');
  images(t, ['hyp', null, null]);
  t.s.hands[1] = ['spanner'];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'spanner', row: 0 });
  assert.deepEqual(t.s.hands[1], []);
  assert.equal(t.s.discards.crew.spanner, 1);
  assert.deepEqual(t.s.stack.at(-1), { k: 'row', seat: 1, icons: ['move2'] });
  const u = table(3);
  put(u, 'reyes', 1, 'gal');
  images(u, ['mid', null, null]);
  u.s.flamethrower = 1;
  start(u, { k: 'activity', seat: 1 });
  const flame = u.legal(1).find((a) => a.type === 'play' && a.card === 'flamethrower-card');
  assert.ok(flame, 'the holder may play the Flamethrower card');
  u.act(1, flame);
  assert.equal(u.s.flamethrower, 'gone');
  assert.equal(u.s.gone.crew['flamethrower-card'], 1);
  assert.equal(u.s.discards.crew['flamethrower-card'] ?? 0, 0);
});

test('activities: a role only passes; a crew member all aboard may not equip; analyzers and skills only while unused (L89-233)', () => {
  const role = table(3);
  put(role, 'reyes', 1, 'gal');
  images(role, ['hyp', null, null]);
  role.s.roles[2] = 'sister';
  start(role, { k: 'activity', seat: 2 });
  assert.deepEqual(types(role, 2), ['pass']);

  const aboard = table(3);
  put(aboard, 'reyes', 1, 'rem');
  put(aboard, 'motoko', 2, 'gal');
  images(aboard, ['hyp', null, null]);
  start(aboard, { k: 'activity', seat: 1 });
  assert.ok(!types(aboard, 1).includes('equip'));
  assert.ok(types(aboard, 1).includes('pass'));

  const t = table(3);
  put(t, 'reyes', 1, 'gal', { analyzer: false, skillUsed: true });
  put(t, 'palmer', 1, 'mid');
  images(t, ['hyp', null, null]);
  start(t, { k: 'activity', seat: 1 });
  const legal = t.legal(1);
  assert.deepEqual(
    legal.filter((a) => a.type === 'analyzer').map((a) => a.char),
    ['palmer'],
  );
  assert.deepEqual(
    legal.filter((a) => a.type === 'skill').map((a) => a.char),
    ['palmer'],
  );
  assert.ok(legal.some((a) => a.type === 'equip' && a.cards === 2));
  assert.ok(legal.some((a) => a.type === 'equip' && a.cards === 3));
});

test('the activity list: exactly equipping, each unused heat analyzer and skill of this crew member’s own characters (L89-233)', () => {
  const t = table(3);
  put(t, 'reyes', 1, 'gal');
  put(t, 'motoko', 2, 'eng');
  images(t, ['hyp', null, null]);
  start(t, { k: 'activity', seat: 1 });
  assert.deepEqual(t.legal(1), [
    { type: 'equip', cards: 2 },
    { type: 'equip', cards: 3 },
    { type: 'analyzer', char: 'reyes' },
    { type: 'skill', char: 'reyes' },
  ]);
});

test('passing ends the turn (L89-99)', () => {
  const t = table(3);
  put(t, 'reyes', 1, 'rem');
  images(t, ['hyp', null, null]);
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'pass' });
  assert.ok(!t.s.stack.some((x) => x.k === 'activity'));
});

test('the Remora energy cell: only for a crew member with a character aboard and energy loaded; the card is discarded, the door fully shut (L208-222)', () => {
  const none = table(3);
  put(none, 'reyes', 1, 'gal');
  put(none, 'motoko', 2, 'rem');
  images(none, ['hyp', null, null]);
  none.s.loadout.energy = 2;
  none.s.hands[1] = ['spanner'];
  start(none, { k: 'activity', seat: 1 });
  assert.ok(!none.legal(1).some((a) => a.type === 'energy'), 'none of this crew member’s characters aboard');
  const empty = table(3);
  put(empty, 'reyes', 1, 'rem');
  images(empty, ['hyp', null, null]);
  empty.s.hands[1] = ['spanner'];
  start(empty, { k: 'activity', seat: 1 });
  assert.deepEqual(empty.legal(1), [{ type: 'pass' }], 'no energy loaded');
  const t = table(3);
  put(t, 'reyes', 1, 'rem');
  put(t, 'palmer', 1, 'gal');
  images(t, ['hyp', null, null]);
  t.s.loadout.energy = 2;
  t.s.hands[1] = ['spanner'];
  start(t, { k: 'activity', seat: 1 });
  const door = t.legal(1).find((a) => a.type === 'energy' && typeof a.link === 'number');
  assert.ok(door, 'one character aboard is enough');
  t.act(1, door);
  assert.deepEqual(t.s.hands[1], []);
  assert.equal(t.s.discards.crew.spanner, 1);
  assert.equal(t.s.loadout.energy, 1);
  assert.deepEqual(t.s.door, { link: door.link, half: false, bulkhead: 1 });
});

test('the emergency bulkhead door may go on the exit where the security door already is: it full-locks a half-locked door and opens at the next turn (L220-222)', () => {
  const t = table(3);
  put(t, 'reyes', 1, 'rem');
  images(t, ['hyp', null, null]);
  t.s.loadout.energy = 2;
  t.s.hands[1] = ['spanner'];
  start(t, { k: 'activity', seat: 1 });
  const links = () =>
    t
      .legal(1)
      .filter((a) => a.type === 'energy' && typeof a.link === 'number')
      .map((a) => a.link as number);
  const all = links();
  assert.ok(all.length > 1, 'Docking Hub 1 has several exits');
  for (const half of [true, false]) {
    t.s.door = { link: all[0] as number, half, bulkhead: null };
    assert.deepEqual(links(), all, half ? 'a half-locked door there' : 'a lasting door there');
  }
  t.s.door = { link: all[0] as number, half: true, bulkhead: null };
  t.act(1, { type: 'energy', card: 'spanner', link: all[0] as number });
  assert.deepEqual(t.s.door, { link: all[0], half: false, bulkhead: 1 });
});

test('collecting: only characters on mission tokens, and only while a loadout column has room (L101-108)', () => {
  const t = table(3);
  put(t, 'reyes', 1, 'gal');
  put(t, 'palmer', 1, 'mid');
  images(t, ['hyp', null, null]);
  t.s.missions = { gal: 1 };
  start(t, { k: 'collect', seat: 1, done: [] });
  assert.deepEqual([...new Set(t.legal(1).map((a) => a.char))], ['reyes']);
  const full = table(3);
  put(full, 'reyes', 1, 'gal');
  images(full, ['hyp', null, null]);
  full.s.missions = { gal: 1 };
  full.s.loadout = { weaponry: 99, coolant: 99, energy: 99, spacesuits: 99, halon: 99 };
  start(full, { k: 'collect', seat: 1, done: [] });
  assert.ok(!full.s.stack.some((x) => x.k === 'collect'), 'no room: nothing to collect');
});

test('only the holder may play the Flamethrower card; two cards sharing an icon are both playable (L179-191)', () => {
  const t = table(3);
  put(t, 'reyes', 1, 'gal');
  put(t, 'motoko', 2, 'eng');
  images(t, ['hyp', null, null]);
  t.s.flamethrower = 1;
  t.s.hands[2] = ['crawlspace', 'cutting-torch'];
  start(t, { k: 'activity', seat: 2 });
  const plays = t
    .legal(2)
    .filter((a) => a.type === 'play')
    .map((a) => `${a.card}:${a.row}`);
  assert.ok(!plays.some((p) => p.startsWith('flamethrower-card')));
  assert.ok(plays.includes('crawlspace:0') && plays.includes('cutting-torch:1'), plays.join(' '));
});

test('heat analyzer: one of the crew member’s characters within 2 of an image is enough to spare the lifeform’s draw (L127-134)', () => {
  const t = table(3);
  put(t, 'reyes', 1, 'gal');
  put(t, 'palmer', 1, 'dh2');
  images(t, ['hyp', null, null]);
  t.s.piles.lifeform = { stalk: 5 };
  t.s.hands[0] = [];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'analyzer', char: 'palmer' });
  assert.deepEqual(t.s.hands[0], []);
});

test('Mining Laser: hidden or Remora characters cannot fire; the android next door is one target whoever fires (L139-162)', () => {
  const t = table(3);
  put(t, 'reyes', 1, 'coc');
  put(t, 'palmer', 1, 'mnt');
  put(t, 'motoko', 2, 'rem');
  images(t, ['hyp', null, null]);
  t.s.laser = 1;
  t.s.android = { at: 'eng', status: 0, active: true, deviated: false };
  start(t, { k: 'activity', seat: 1 });
  const shots = t.legal(1).filter((a) => a.type === 'laser');
  assert.equal(shots.filter((a) => a.android).length, 1);
  t.s.android = { at: 'dh2', status: 0, active: true, deviated: false };
  assert.ok(!t.legal(1).some((a) => a.type === 'laser'), 'the android two chambers away is out of reach');
  const hid = table(3);
  put(hid, 'reyes', 1, 'mid', { hidden: true });
  put(hid, 'palmer', 1, 'rem');
  images(hid, ['mid', 'lst', null]);
  hid.s.laser = 1;
  start(hid, { k: 'activity', seat: 1 });
  assert.ok(!hid.legal(1).some((a) => a.type === 'laser'));
});

test('Mining Laser at an image: each push offered once; the outage goes where the target stood; the lifeform’s hand is discarded; no outage past the supply (L139-164)', () => {
  const t = table(3);
  put(t, 'reyes', 1, 'gal');
  put(t, 'palmer', 1, 'lst');
  images(t, ['eng', 'mid', null], 'i1');
  t.s.laser = 1;
  t.s.hands[0] = ['stalk', 'nest'];
  start(t, { k: 'activity', seat: 1 });
  const pushes = t
    .legal(1)
    .filter((a) => a.type === 'laser' && a.image === 'i2')
    .map((a) => a.to);
  assert.deepEqual(pushes.sort(), ['coc'], 'from mid: not into gal or lst (characters), once though both can fire');
  t.act(1, t.legal(1).find((a) => a.type === 'laser' && a.image === 'i2') as never);
  assert.deepEqual(t.s.outages, ['mid']);
  assert.equal(t.s.discards.lifeform.stalk, 1);
  assert.equal(t.s.discards.lifeform.nest, 1);
  const full = table(3);
  put(full, 'reyes', 1, 'gal');
  images(full, ['mid', null, null], 'i1');
  full.s.laser = 1;
  full.s.outages = ['hyp', 'ven', 'coc', 'lst', 'eng', 'mnt', 'dh1', 'dh2', 'bay', 'rem', 'x1', 'x2'];
  start(full, { k: 'activity', seat: 1 });
  full.act(1, full.legal(1).find((a) => a.type === 'laser') as never);
  assert.equal(full.s.outages.length, 12, 'every outage token is out already');
});
