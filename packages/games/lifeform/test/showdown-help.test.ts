import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LIFEFORM_CARD } from '../src/data/cards.ts';
import { has, put, table } from './fixture.ts';

/** A showdown with no cancel item, the lifeform holding one card, ready to fight. */
function showdown(players: number) {
  const t = table(players);
  t.s.stage = 'showdown';
  t.s.showdown = { pool: { remora: 0, halon: 0 }, hostilityTokens: 0, lastTarget: null, fight: null, eliminated: [] };
  t.s.hands[0] = ['stalk', 'nest'];
  t.s.stack = [{ k: 'fight' }];
  return t;
}

const icons = (card: string) => [...(LIFEFORM_CARD[card]?.showdown ?? [])];

test('2 players: the crew player may remove the cat, aboard, to auto-match 1 fight icon (L887-889)', () => {
  assert.deepEqual(icons('stalk'), ['claw'], 'the fixture card shows one claw');
  const t = showdown(2);
  put(t, 'motoko', 1, null as never);
  if (t.s.extras.cat) t.s.extras.cat.at = 'rem';
  t.act(0, { type: 'fight', target: 1, card: 'stalk', tokens: 0, final: false });
  assert.deepEqual(t.pending(), [1]);
  assert.ok(has(t.legal(1), { type: 'help', cat: true }));
  t.act(1, { type: 'help', cat: true, data: [], sacrifice: 0 });
  assert.equal(t.s.extras.cat?.at, null, 'the cat leaves the game');
  assert.equal(t.s.roles[1], 'crew', 'at 2 players nobody is eliminated for it');
  t.act(1, { type: 'defend', cards: [], data: [], sacrifice: 0 });
  assert.deepEqual(t.s.showdown?.eliminated, [], 'the cat matched the claw');
  const u = showdown(2);
  put(u, 'motoko', 1, null as never);
  if (u.s.extras.cat) u.s.extras.cat.at = 'ven';
  u.act(0, { type: 'fight', target: 1, card: 'stalk', tokens: 0, final: false });
  assert.ok(!u.legal(1).some((a) => a.type === 'help'), 'a cat left on the ship cannot help');
});

test('3 players: the cat player is no survivor, helps a survivor once, and is then eliminated (L801-805, L887-889)', () => {
  const t = showdown(3);
  put(t, 'palmer', 2, 'rem');
  t.s.roles[1] = 'cat';
  t.s.extras.cat = { at: 'rem', cards: [], stamp: -1 };
  assert.ok(!t.legal(0).some((a) => a.target === 1), 'the cat player cannot be targeted');
  t.act(0, { type: 'fight', target: 2, card: 'stalk', tokens: 0, final: false });
  assert.deepEqual(t.pending(), [1]);
  t.act(1, { type: 'help', cat: true, data: [], sacrifice: 0 });
  assert.equal(t.s.roles[1], 'out');
  t.act(2, { type: 'defend', cards: [], data: [], sacrifice: 0 });
  assert.deepEqual(t.s.showdown?.eliminated, []);
});

test('SIS-TER spends data tokens for a survivor, each matching 2 identical icons, and is out when none is left (L807-812, L877-881)', () => {
  const t = showdown(3);
  put(t, 'palmer', 2, 'rem');
  t.s.roles[1] = 'sister';
  t.s.data[1] = ['claw', 'fang'];
  t.s.showdown = { pool: { remora: 0, halon: 0 }, hostilityTokens: 1, lastTarget: null, fight: null, eliminated: [] };
  t.act(0, { type: 'fight', target: 2, card: 'stalk', tokens: 1, final: false });
  assert.deepEqual(t.s.showdown?.fight?.icons, ['claw', 'claw']);
  assert.ok(has(t.legal(1), { type: 'help', data: ['claw', 'fang'] }));
  t.act(1, { type: 'help', cat: false, data: ['claw'], sacrifice: 0 });
  assert.deepEqual(t.s.data[1], ['fang']);
  assert.equal(t.s.roles[1], 'sister', 'a token left: still in');
  t.act(2, { type: 'defend', cards: [], data: [], sacrifice: 0 });
  assert.deepEqual(t.s.showdown?.eliminated, [], 'two claws matched by the claw data token');
  t.act(0, { type: 'fight', target: 2, card: 'nest', tokens: 0, final: false });
  t.act(1, { type: 'help', cat: false, data: ['fang'], sacrifice: 0 });
  assert.equal(t.s.roles[1], 'out', 'no data token left');
});

test('a survivor with two characters may give one up for another survivor\u2019s fight (L883-885)', () => {
  const t = showdown(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'reyes', 1, 'rem');
  put(t, 'palmer', 2, 'rem');
  t.act(0, { type: 'fight', target: 2, card: 'stalk', tokens: 0, final: false });
  assert.deepEqual(t.pending(), [1]);
  t.act(1, { type: 'help', cat: false, data: [], sacrifice: 1 });
  assert.equal(t.s.chars.filter((c) => c.owner === 1 && c.alive).length, 1);
  t.act(2, { type: 'defend', cards: [], data: [], sacrifice: 0 });
  assert.deepEqual(t.s.showdown?.eliminated, []);
  assert.deepEqual(t.s.extras.help, { wild: 0, data: [] }, 'help does not carry over (L891-892)');
});
