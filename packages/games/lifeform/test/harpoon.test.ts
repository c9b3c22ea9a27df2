import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { lifeform } from '../src/index.ts';
import type { Harpoons } from '../src/passenger/harpoons.ts';
import { defendOptions } from '../src/showdown.ts';
import type { LfState } from '../src/state.ts';
import { put, start, table } from './fixture.ts';
import { has, place, soloTable, topStep } from './solo-fixture.ts';

// Harpoon tokens: where they lie (L2407-2408), and every use the rulebook gives them: 1 fight icon in
// the showdown (L873-875) and the shuttle conflict (L2752), clearing terror next door (L3218-3222),
// driving the lifeform back at a proximity alert (L2881-2882), and paying a crisis icon (L2626-2629).

const harpoons = (s: LfState): Harpoons | undefined => (s.extras as { harpoons?: Harpoons }).harpoons;

test('option harpoons: the two tokens lie in Drillbit Vestry and Cryo Storage Vault; nobody holds one; off by default; not with 1 player', () => {
  const on = lifeform.setup({ players: 3, options: { harpoons: true }, rng: Rng.fromSeed(4) });
  assert.deepEqual(harpoons(on), { at: ['drillbit-vestry', 'cryo-vault'], held: [0, 0, 0] });
  const off = lifeform.setup({ players: 3, options: {}, rng: Rng.fromSeed(4) });
  assert.equal('harpoons' in off.extras, false, 'no field at all without the option');
  assert.match(lifeform.checkOptions?.(1, { dragonsDomain: true, harpoons: true }) ?? '', /harpoon tokens of its own/);
  assert.equal(lifeform.checkOptions?.(3, { harpoons: true }), null);
  const v = lifeform.view(on, 1) as { extras: { harpoons?: Harpoons } };
  assert.deepEqual(v.extras.harpoons, harpoons(on), 'public to every seat');
});

test('a crew character ending an action in a harpoon chamber takes the token into its supply (reading)', () => {
  const t = table(3);
  t.s.extras = { ...t.s.extras, harpoons: { at: ['mid'], held: [0, 0, 0] } } as LfState['extras'];
  put(t, 'motoko', 1, 'coc');
  put(t, 'palmer', 2, 'gal');
  t.s.hands[1] = ['crawlspace'];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'crawlspace', row: 0 });
  assert.equal(harpoons(t.s)?.held[1], 0);
  t.act(1, { type: 'icon', icon: 'move1', moves: [['motoko', 'mid']] });
  assert.deepEqual(harpoons(t.s), { at: [], held: [0, 1, 0] });
  assert.ok(t.events.some((e) => e.rule === 'harpoon.pickup'));
});

function fightWith(held: number) {
  const t = table(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'reyes', 2, 'rem');
  t.s.extras = { ...t.s.extras, harpoons: { at: [], held: [0, held, 0] } } as LfState['extras'];
  t.s.stage = 'showdown';
  t.s.hands[0] = ['stalk', 'nest'];
  t.s.hands[1] = [];
  t.s.hands[2] = ['welding-rig'];
  t.s.showdown = { pool: { remora: 0, halon: 0 }, hostilityTokens: 0, lastTarget: null, fight: null, eliminated: [] };
  start(t, { k: 'fight' });
  t.act(0, { type: 'fight', target: 1, card: 'stalk', tokens: 0, final: false });
  return t;
}

test('showdown: the targeted crew member discards a harpoon token to auto-match 1 fight icon (L873-875)', () => {
  const t = fightWith(2);
  assert.deepEqual(t.s.showdown?.fight?.icons, ['claw']);
  const legal = t.legal(1);
  assert.ok(has(legal, { type: 'defend', cards: [], data: [], sacrifice: 0, harpoon: 1 }));
  assert.ok(has(legal, { type: 'defend', cards: [], data: [], sacrifice: 0, harpoon: 2 }), 'one per token held');
  t.act(1, { type: 'defend', cards: [], data: [], sacrifice: 0, harpoon: 1 });
  assert.deepEqual(t.s.showdown?.eliminated, [], 'the claw is matched');
  assert.equal(harpoons(t.s)?.held[1], 1, 'the token is discarded');
  const u = fightWith(0);
  assert.ok(
    defendOptions(u.s, 1).every((a) => !('harpoon' in a)),
    'no token, no harpoon answers (and the legal list is as without the option)',
  );
  const w = fightWith(1);
  w.act(1, { type: 'defend', cards: [], data: [], sacrifice: 0 });
  assert.deepEqual(w.s.showdown?.eliminated, [1], 'not discarded: the claw stays unmatched');
  assert.equal(harpoons(w.s)?.held[1], 0, "an eliminated player's unused tokens leave the game");
});

test('solo: entering Cryo Storage Vault picks up its harpoon token (reading); it pays a harpoon crisis icon (L2407-2408, L2626-2629)', () => {
  const t = soloTable();
  place(t, 'dvs');
  t.s.hands[0] = ['spanner'];
  t.begin();
  t.act({ type: 'play', card: 'spanner', row: 0 });
  t.act({ type: 'icon', icon: 'move2', path: ['cry'] });
  assert.equal(t.x.tokens.harpoon, 1);
  assert.deepEqual(t.x.harpoonsAt, []);
  t.begin({ k: 'crisis', deck: 'C', card: 'c-harpoon' }, { k: 'crisis-end' });
  assert.ok(has(t.legal(), { option: 0, pay: ['token:harpoon'] }));
  t.act({ type: 'crisis', option: 0, pay: ['token:harpoon'] });
  assert.equal(t.x.tokens.harpoon, 0);
  assert.equal(t.x.tokens.survival, 1);
});

test('solo: a harpoon token clears terror next door as a free action, drives the lifeform back 1 with a chit, and matches 1 fight icon (L3218-3222, L2881-2889, L2752)', () => {
  const t = soloTable();
  t.x.tokens.harpoon = 1;
  t.begin();
  assert.ok(has(t.legal(), { type: 'free', use: 'harpoon', terror: 'cpt' }));
  t.act({ type: 'free', use: 'harpoon', terror: 'cpt' });
  assert.ok(!t.s.terror.includes('cpt'));
  assert.equal(t.x.tokens.harpoon, 0);
  const u = soloTable();
  u.x.tokens.harpoon = 1;
  u.x.motion = 'alert';
  u.x.bag = { alive: 3, killed: 0 };
  u.begin({ k: 'proximity', surplus: 1 });
  u.act({ type: 'repel', token: 'harpoon' });
  assert.equal(u.x.motion, 'm10', 'back 1');
  assert.equal(u.x.bag.alive, 1, 'a chit plus one for the unused point of movement');
  const w = soloTable();
  w.x.tokens.harpoon = 1;
  w.x.traits.forEach((tr) => {
    tr.where = 'spent';
  });
  w.x.zones = [['claw'], ['fang']];
  w.s.stage = 'showdown';
  w.begin({ k: 'conflict' });
  assert.ok(has(w.legal(), { type: 'defeat', zone: 0, cards: [], data: [], extinguisher: null, wild: 1 }));
  w.act({ type: 'defeat', zone: 0, cards: [], data: [], extinguisher: null, wild: 1 });
  assert.equal(w.x.tokens.harpoon, 0);
  assert.deepEqual(w.x.zones, [[], ['fang']]);
  assert.equal(topStep(w)?.k, 'conflict', 'no wild token left for the other zone');
  assert.ok(!has(w.legal(), { type: 'defeat', zone: 1 }));
});
