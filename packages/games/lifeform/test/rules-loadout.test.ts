/**
 * The shuttle loadout one rule at a time (L101-108, L641-671, L758-792, L2174-2194): tokens fill a
 * column from the bottom and never past its top; a bonus space acts whenever a token covers it, the
 * Flamethrower only once a game; the launch bars; the numbers read at hibernation.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ApplyContext, Rng } from '@airlock/engine';
import { LOADOUT } from '../src/data/tracks.ts';
import {
  aboard,
  energyNumber,
  halonCompartments,
  hasRoom,
  loadoutReady,
  loadoutTotal,
  openColumns,
  placeMission,
  removeTop,
  weaponryNumber,
} from '../src/loadout.ts';
import { evolveOptions } from '../src/rows.ts';
import { images, put, start, type Table, table } from './fixture.ts';

const ctx = (): ApplyContext => ({ rng: Rng.fromSeed(5), emit: () => {} });
const EMPTY = { weaponry: 0, coolant: 0, energy: 0, spacesuits: 0, halon: 0 };

function fresh(players = 3): Table {
  const t = table(players);
  t.s.loadout = { ...EMPTY };
  t.s.outages = [];
  t.s.stack = [];
  t.s.hands[1] = [];
  return t;
}

test('a column takes tokens up to its last space, and no more (L101-108)', () => {
  const t = fresh();
  const spaces = LOADOUT.columns.coolant.spaces;
  t.s.loadout.coolant = spaces - 1;
  assert.ok(hasRoom(t.s, 'coolant'), 'one space left');
  assert.ok(openColumns(t.s).includes('coolant'));
  t.s.loadout.coolant = spaces;
  assert.equal(hasRoom(t.s, 'coolant'), false, 'full');
  assert.deepEqual(openColumns(t.s), ['weaponry', 'energy', 'spacesuits', 'halon'], 'a full column is not offered');
});

test('the Flamethrower bonus gives the card to whoever covers it, once a game even when uncovered and covered again (L2179-2180, L2191-2194)', () => {
  const t = fresh();
  t.s.loadout.weaponry = 1; // the next token covers the second space, the Flamethrower's
  placeMission(t.s, 1, 'weaponry', ctx());
  assert.equal(t.s.flamethrower, 1);
  assert.equal(t.s.flamethrowerTaken, true);
  assert.ok(removeTop(t.s, 'weaponry'));
  t.s.flamethrower = 'gone';
  placeMission(t.s, 2, 'weaponry', ctx());
  assert.equal(t.s.flamethrower, 'gone', 'not picked up a second time');
  const other = fresh();
  placeMission(other.s, 1, 'weaponry', ctx());
  assert.equal(other.s.flamethrowerTaken, false, 'another space gives no Flamethrower');
});

test('DRAW A CARD: the placer draws one crew card, on that space only; uncovered and covered again, it draws again (L2188-2194)', () => {
  const t = fresh();
  t.s.loadout.weaponry = 3; // the fourth space draws
  placeMission(t.s, 1, 'weaponry', ctx());
  assert.equal(t.s.hands[1]?.length, 1);
  removeTop(t.s, 'weaponry');
  placeMission(t.s, 1, 'weaponry', ctx());
  assert.equal(t.s.hands[1]?.length, 2, 'the bonus acts again');
  placeMission(t.s, 1, 'weaponry', ctx());
  assert.equal(t.s.hands[1]?.length, 2, 'the fifth space has no bonus');
  assert.deepEqual(t.s.stack, []);
});

test('the power outage bonuses ask the placer where, only while an outage is on the board (L2182-2187)', () => {
  for (const [col, space, bonus] of [
    ['coolant', 2, 'remove-outage'],
    ['coolant', 4, 'move-outage'],
    ['halon', 1, 'remove-outage'],
  ] as const) {
    const t = fresh();
    t.s.loadout[col] = space;
    t.s.outages = ['gal'];
    placeMission(t.s, 2, col, ctx());
    assert.deepEqual(t.s.stack, [{ k: 'bonus', seat: 2, bonus }], `${col} space ${space + 1}`);
    const none = fresh();
    none.s.loadout[col] = space;
    placeMission(none.s, 2, col, ctx());
    assert.deepEqual(none.s.stack, [], 'no outage on the board: nothing to do');
  }
  const plain = fresh();
  plain.s.outages = ['gal'];
  placeMission(plain.s, 2, 'coolant', ctx());
  assert.deepEqual(plain.s.stack, [], 'a space without a bonus asks nothing');
  assert.equal(plain.s.loadout.coolant, 1);
});

test('a token leaves a column from the top; an empty column gives none (L212-215)', () => {
  const t = fresh();
  assert.equal(removeTop(t.s, 'energy'), false);
  assert.equal(t.s.loadout.energy, 0);
  t.s.loadout.energy = 2;
  assert.equal(removeTop(t.s, 'energy'), true);
  assert.equal(t.s.loadout.energy, 1);
  t.s.loadout = { weaponry: 1, coolant: 2, energy: 3, spacesuits: 4, halon: 5 };
  assert.equal(loadoutTotal(t.s), 15);
});

test('launch needs each bar met, Coolant to the overheating token at 2 players, and a spacesuit per living character aboard (L643-665)', () => {
  const t = fresh();
  put(t, 'reyes', 1, 'rem');
  put(t, 'palmer', 1, 'rem');
  put(t, 'motoko', 2, 'gal');
  put(t, 'haskell', 2, 'rem', { alive: false });
  assert.equal(aboard(t.s), 2, 'the living characters in the Remora');
  const ready = { weaponry: 3, coolant: 3, energy: 3, spacesuits: 2, halon: 0 };
  t.s.loadout = { ...ready };
  assert.equal(loadoutReady(t.s), true);
  for (const col of ['weaponry', 'coolant', 'energy', 'spacesuits'] as const) {
    t.s.loadout = { ...ready, [col]: ready[col] - 1 };
    assert.equal(loadoutReady(t.s), false, `${col} one short`);
  }
  const two = fresh(2);
  put(two, 'reyes', 1, 'rem');
  two.s.overheating = 4;
  two.s.loadout = { weaponry: 3, coolant: 3, energy: 3, spacesuits: 1, halon: 0 };
  assert.equal(loadoutReady(two.s), false, 'at 2 players Coolant must reach the overheating token');
  two.s.loadout.coolant = 4;
  assert.equal(loadoutReady(two.s), true);
});

test('hibernation reads the number beside the top Weaponry token, the highest uncovered Energy number and the full halon compartments (L758-792)', () => {
  const t = fresh();
  assert.equal(weaponryNumber(t.s), 0, 'no Weaponry token');
  t.s.loadout.weaponry = 3;
  assert.equal(weaponryNumber(t.s), LOADOUT.columns.weaponry.numbers?.[2]);
  t.s.loadout.weaponry = 6;
  assert.equal(weaponryNumber(t.s), 4);
  t.s.loadout.energy = 0;
  assert.equal(energyNumber(t.s), 6, 'nothing covered: the highest number');
  t.s.loadout.energy = 2;
  assert.equal(energyNumber(t.s), 4);
  t.s.loadout.energy = 6;
  assert.equal(energyNumber(t.s), 0, 'every number covered');
  for (const [halon, full] of [
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 1],
    [6, 3],
  ]) {
    t.s.loadout.halon = halon as number;
    assert.equal(halonCompartments(t.s), full, `${halon} halon tokens`);
  }
});

test('a card row with one icon twice lists that icon’s options once, and the icon stays for its second use (L180-197)', () => {
  const t = fresh();
  put(t, 'reyes', 1, 'gal');
  images(t, ['hyp', null, null]);
  start(t, { k: 'row', seat: 1, icons: ['self-destruct', 'self-destruct'] });
  assert.deepEqual(t.legal(1), [{ type: 'icon', icon: 'self-destruct' }]);
  t.act(1, { type: 'icon', icon: 'self-destruct' });
  const row = t.s.stack.find((x) => x.k === 'row');
  assert.deepEqual(row?.k === 'row' ? row.icons : null, ['self-destruct'], 'the second one is still to do');
});

test('evolution tokens held twice are offered once, in name order, each only for an icon the lifeform can carry out (L2204-2207)', () => {
  const t = fresh();
  put(t, 'motoko', 1, 'gal');
  images(t, ['lst', null, null]);
  t.s.evolution = { track: [[], [], []], held: ['spinal-horns', 'pheromones', 'spinal-horns', 'acid-glands'] };
  t.s.hands[0] = ['dread'];
  t.s.tracks.selfDestruct = 25;
  start(t, { k: 'lifeform-turn' });
  t.act(0, { type: 'play', card: 'dread', row: 1 });
  const adds = t
    .legal(0)
    .filter((a) => a.type === 'evolve-add')
    .map((a) => a.token);
  assert.deepEqual(
    adds,
    ['acid-glands', 'spinal-horns'],
    'each once, in name order; not Pheromones: the row has its icon',
  );
  const row = t.s.stack.find((x) => x.k === 'row');
  assert.deepEqual(
    evolveOptions(t.s, row?.k === 'row' ? row.card : undefined),
    adds.map((token) => ({ type: 'evolve-add', token })),
    'nothing else is offered with them',
  );
});
