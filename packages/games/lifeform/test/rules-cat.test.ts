/**
 * The ship's cat one rule at a time on the test ship (rulebook L44-45, L224-233, L579-605; the cards are
 * designed, see src/data/roles.ts): where it is placed, when a cat card may be played and what each
 * offers, the cat role's move, boarding the Remora, and the cat stepping out of a hull breach.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { catCardOptions, catFlees, catPlaceOptions, catPlayOptions } from '../src/cat.ts';
import { images, put, start, type Table, table } from './fixture.ts';

const quiet = { rng: Rng.fromSeed(1), emit: () => {} };

/** 2 players, the cat at `at`, Crew 1's character in gal, a ghost far off. */
function two(at: string | null = 'ven'): Table {
  const t = table(2);
  const cat = t.s.extras.cat;
  assert.ok(cat);
  cat.at = at;
  put(t, 'motoko', 1, 'gal');
  images(t, ['dh2', null, null]);
  return t;
}

/** 3 players, Crew 1 playing the cat (in `at`), Crew 2's character in gal. */
function role(at: string): Table {
  const t = table(3);
  put(t, 'palmer', 2, 'gal');
  put(t, 'okafor', 1, 'dead', { alive: false, at: null });
  images(t, ['dh2', null, null]);
  start(t, { k: 'control', seat: 1 });
  t.act(1, { type: 'role', role: 'cat' });
  t.act(1, { type: 'cat-place', chamber: 'ven' });
  const cat = t.s.extras.cat;
  assert.ok(cat);
  cat.at = at;
  t.s.stack = [];
  return t;
}

test('the cat is placed in a vent chamber; as a role, one with no character and no lifeform image (L44-45, L587-589)', () => {
  const t = two();
  images(t, ['ven', 'dh2', null]);
  assert.deepEqual(
    catPlaceOptions(t.s, false).map((a) => a.chamber),
    ['ven', 'coc'],
  );
  assert.deepEqual(
    catPlaceOptions(t.s, true).map((a) => a.chamber),
    ['coc'],
    'an image in ven',
  );
});

test('2 players: cat cards only on the crew player’s own turn in the crew phase, with the cat on the ship, not at 3 players (L224-233)', () => {
  const t = two();
  assert.deepEqual(catPlayOptions(t.s, 1), [
    { type: 'cat', card: 'fetch', seat: 1 },
    ...['coc', 'eng', 'gal', 'hyp', 'lst', 'mid'].map((to) => ({ type: 'cat', card: 'prowl', to })),
    { type: 'cat-home' },
  ]);
  assert.ok(catPlayOptions(t.s, 1).some((a) => a.type === 'cat-home'));
  t.s.phase = 'lifeform';
  assert.deepEqual(catPlayOptions(t.s, 1), [], 'the lifeform phase');
  t.s.phase = 'crew';
  t.s.stage = 'showdown';
  assert.deepEqual(catPlayOptions(t.s, 1), [], 'the showdown');
  t.s.stage = 'starship';
  t.s.turn = 1;
  assert.deepEqual(catPlayOptions(t.s, 1), [], 'not this seat’s turn');
  const unplaced = two(null);
  assert.deepEqual(catPlayOptions(unplaced.s, 1), [], 'the cat not yet placed');
  const three = role('ven');
  three.s.turn = 1;
  assert.deepEqual(catPlayOptions(three.s, 2), [], 'at 3 players the cat is a role');
});

test('a cat card offers nothing once the cat is aboard the Remora or before it is placed (L208-210, L232-233)', () => {
  assert.deepEqual(catCardOptions(two('rem').s, 'prowl'), []);
  assert.deepEqual(catCardOptions(two(null).s, 'prowl'), []);
});

test('Prowl: one or two moves by corridor or tunnel, never back where it began, listed in chamber order; the cat stays in play when it stops on the ship (L366-369)', () => {
  const t = two('hyp');
  assert.deepEqual(
    catCardOptions(t.s, 'prowl').map((a) => a.to),
    ['coc', 'gal', 'lst', 'mid', 'ven'],
  );
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'cat', card: 'prowl', to: 'lst' });
  assert.equal(t.s.extras.cat?.at, 'lst');
  assert.deepEqual(t.s.extras.cat?.cards, ['fetch', 'hiss', 'prowl', 'spook']);
});

test('Spook: a terror token in the cat’s chamber or next door, in chamber order; only that token goes', () => {
  const t = two('mid');
  (t.s.chars[0] as { at: string }).at = 'dh1';
  t.s.terror = ['gal', 'coc', 'hyp'];
  assert.deepEqual(
    catCardOptions(t.s, 'spook').map((a) => a.chamber),
    ['coc', 'gal'],
  );
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'cat', card: 'spook', chamber: 'gal' });
  assert.deepEqual(t.s.terror, ['coc', 'hyp']);
});

test('Hiss: an image in the cat’s chamber or next door moves one chamber, never into the cat’s; a farther image is out of reach', () => {
  const t = two('mid');
  images(t, ['mid', 'hyp', null]);
  assert.deepEqual(
    catCardOptions(t.s, 'hiss').map((a) => `${a.image}>${a.to}`),
    ['i1>coc', 'i1>lst'],
  );
});

test('the cat role: only the cat player moves the cat; its cards go to the board’s discards in order and the cat stays on the ship (L591-600)', () => {
  const t = role('mid');
  t.s.terror = ['lst'];
  t.s.turn = 1;
  start(t, { k: 'activity', seat: 2 });
  assert.ok(!t.legal(2).some((a) => a.type === 'cat-move' || a.type === 'cat'), 'Crew 2 is no cat player');
  t.s.stack = [];
  t.s.turn = 0;
  start(t, { k: 'crew-turn', seat: 1 });
  t.act(1, { type: 'cat', card: 'spook', chamber: 'lst' });
  assert.equal(t.s.extras.cat?.at, 'mid');
  t.s.stack = [];
  t.s.round++;
  start(t, { k: 'crew-turn', seat: 1 });
  t.act(1, { type: 'cat', card: 'fetch', seat: 2 });
  assert.deepEqual(t.s.extras.boards.cat?.discard, ['fetch', 'spook']);
  assert.equal(t.s.extras.cat?.at, 'mid');
});

test('a hull breach elsewhere leaves the cat where it is (L2101-2103)', () => {
  const t = two('ven');
  t.s.breach = 'mid';
  catFlees(t.s, 'mid', quiet);
  assert.equal(t.s.extras.cat?.at, 'ven');
});
