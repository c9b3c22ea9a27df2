import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { canLaunch } from '../src/crew-turn.ts';
import { crewIconOptions } from '../src/crew-icons.ts';
import { finishBreach } from '../src/hull-breach.ts';
import { createState } from '../src/setup.ts';
import { has, images, put, start, table } from './fixture.ts';

const quiet = { rng: Rng.fromSeed(1), emit: () => {} };

function twoPlayer(catAt = 'ven') {
  const t = table(2);
  const cat = t.s.extras.cat;
  assert.ok(cat, 'a 2-player game has the ship\u2019s cat');
  cat.at = catAt;
  return t;
}

test('2 players: the cat deck is face up with the crew player and the cat goes in a vent chamber (L44-45); not at 3 players', () => {
  const t = table(2);
  assert.deepEqual(t.s.extras.cat?.cards, ['fetch', 'hiss', 'prowl', 'prowl', 'spook']);
  start(t, { k: 'cat-place', seat: 1 });
  assert.deepEqual(t.pending(), [1]);
  assert.deepEqual(
    t.legal(1).map((a) => a.chamber),
    ['ven', 'coc'],
    'only vent chambers',
  );
  t.act(1, { type: 'cat-place', chamber: 'coc' });
  assert.equal(t.s.extras.cat?.at, 'coc');
  const three = createState({ players: 3, options: {}, rng: Rng.fromSeed(2) }, 'test');
  assert.equal(three.extras.cat, null);
  const setup = createState({ players: 2, options: {}, rng: Rng.fromSeed(2) }, 'test');
  assert.deepEqual(setup.stack[0], { k: 'cat-place', seat: 1 }, 'the last setup step (the bottom of the stack)');
});

test('2 players: one cat card per turn at any point, each leaving the game; the turn goes on (L224-228)', () => {
  const t = twoPlayer();
  put(t, 'motoko', 1, 'gal');
  start(t, { k: 'crew-turn', seat: 1 });
  assert.ok(has(t.legal(1), { type: 'cat', card: 'fetch', seat: 1 }));
  assert.ok(has(t.legal(1), { type: 'cat', card: 'prowl', to: 'lst' }), 'prowl goes through tunnels, 2 chambers');
  assert.ok(has(t.legal(1), { type: 'cat-home' }));
  assert.ok(!has(t.legal(1), { type: 'cat', card: 'spook' }), 'no terror token near the cat: spook changes nothing');
  t.act(1, { type: 'cat', card: 'fetch', seat: 1 });
  assert.equal(t.s.hands[1]?.length, 1);
  assert.deepEqual(t.s.extras.cat?.cards, ['hiss', 'prowl', 'prowl', 'spook']);
  assert.equal(t.s.stack.at(-1)?.k, 'activity', 'still the same turn');
  assert.ok(!t.legal(1).some((a) => a.type === 'cat' || a.type === 'cat-home'), 'once per turn');
  t.act(1, { type: 'equip', cards: 2 });
  assert.equal(t.s.phase, 'lifeform');
  assert.ok(!t.legal(1).some((a) => a.type === 'cat'), 'not outside the crew player’s turn');
  t.s.stack = [];
  t.s.phase = 'crew';
  t.s.round++;
  start(t, { k: 'crew-turn', seat: 1 });
  assert.ok(has(t.legal(1), { type: 'cat-home' }), 'a new turn, a new card');
});

test('2 players: the last cat card, or giving up the rest, puts the cat aboard the Remora (L227-233)', () => {
  const t = twoPlayer();
  put(t, 'motoko', 1, 'gal');
  const cat = t.s.extras.cat;
  if (cat) cat.cards = ['spook'];
  t.s.terror = ['hyp'];
  start(t, { k: 'crew-turn', seat: 1 });
  t.act(1, { type: 'cat', card: 'spook', chamber: 'hyp' });
  assert.deepEqual(t.s.terror, []);
  assert.equal(t.s.extras.cat?.at, 'rem');
  assert.ok(!t.legal(1).some((a) => a.type === 'cat'), 'aboard: no further part');
  const u = twoPlayer();
  put(u, 'motoko', 1, 'gal');
  start(u, { k: 'crew-turn', seat: 1 });
  u.act(1, { type: 'cat-home' });
  assert.equal(u.s.extras.cat?.at, 'rem');
  assert.deepEqual(u.s.extras.cat?.cards, []);
});

test('hiss moves an image next to the cat, never into the cat\u2019s chamber', () => {
  const t = twoPlayer('mid');
  put(t, 'motoko', 1, 'hyp');
  images(t, ['lst', null, null]);
  start(t, { k: 'crew-turn', seat: 1 });
  const hiss = t.legal(1).filter((a) => a.card === 'hiss');
  assert.deepEqual(hiss.map((a) => a.to).sort(), ['eng', 'ven']);
  t.act(1, { type: 'cat', card: 'hiss', image: 'i1', to: 'eng' });
  assert.equal(t.s.images[0]?.at, 'eng');
});

test('a launch needs the cat aboard (L666)', () => {
  const t = twoPlayer();
  put(t, 'motoko', 1, 'rem');
  t.s.loadout = { weaponry: 3, coolant: 3, energy: 3, spacesuits: 4, halon: 0 };
  t.s.tracks.selfDestruct = 15;
  assert.equal(canLaunch(t.s), false);
  if (t.s.extras.cat) t.s.extras.cat.at = 'rem';
  assert.equal(canLaunch(t.s), true);
});

test('the flamethrower never moves an image into or through the cat; the cat blocks flamethrower-android range (L1240-1259)', () => {
  const t = twoPlayer('gal');
  put(t, 'motoko', 1, 'hyp');
  images(t, ['ven', null, null]);
  const through = (seat: number) =>
    crewIconOptions(t.s, seat, 'flamethrower').some((a) => (a.path as string[]).includes('lst'));
  if (t.s.extras.cat) t.s.extras.cat.at = 'coc';
  assert.equal(through(1), true);
  if (t.s.extras.cat) t.s.extras.cat.at = 'lst';
  assert.equal(through(1), false);
  t.s.android = { at: 'mid', status: 0, active: true, deviated: false };
  if (t.s.extras.cat) t.s.extras.cat.at = 'ven';
  assert.equal(crewIconOptions(t.s, 1, 'flame-android').length, 1, 'Hypersleep - Galley - Mid: in range');
  if (t.s.extras.cat) t.s.extras.cat.at = 'gal';
  assert.equal(crewIconOptions(t.s, 1, 'flame-android').length, 0, 'the cat in the linking chamber');
});

test('a hull breach never harms the cat: it steps into a neighbouring chamber (L2101-2103)', () => {
  const t = twoPlayer('mnt');
  finishBreach(t.s, 'mnt', quiet);
  assert.notEqual(t.s.extras.cat?.at, 'mnt');
  assert.ok(['eng', 'dh1'].includes(t.s.extras.cat?.at ?? ''));
});

test('a prowl into the Remora puts the cat aboard at any time; at 2 players its other cards leave the game (L208-210, L232-233)', () => {
  const t = twoPlayer('dh1');
  put(t, 'motoko', 1, 'gal');
  t.s.tracks.selfDestruct = 25;
  start(t, { k: 'crew-turn', seat: 1 });
  assert.ok(has(t.legal(1), { type: 'cat', card: 'prowl', to: 'rem' }), 'before the 20-minute mark too');
  t.act(1, { type: 'cat', card: 'prowl', to: 'rem' });
  assert.equal(t.s.extras.cat?.at, 'rem');
  assert.deepEqual(t.s.extras.cat?.cards, []);
});
