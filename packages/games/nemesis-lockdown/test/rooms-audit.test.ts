import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { encounter } from '../src/core/encounter.ts';
import { inDarkness } from '../src/state.ts';
import { resolveVent } from '../src/vent.ts';
import { act, game, giveHand, held, indexOf, isLegal, player, position, reveal, rules, scripted } from './helpers.ts';

const PAY = ['focus', 'rest'];

function at(tile: string, characters = ['survivor', 'sentry'], room = 'r1') {
  const s = position(characters);
  reveal(s, room, tile);
  const p = player(s, 0);
  p.room = room;
  p.hand = ['focus', 'rest', 'run'];
  return { s, p };
}

// Rules of the room sheet (004, rooms) re-read one by one; each test fails if its rule is broken.
describe('room sheet, line by line', () => {
  test('CSS control: the token under the time token can be peeked at but not moved', () => {
    const { s } = at('css-control');
    s.time = 8;
    assert.ok(isLegal(s, 0, { type: 'room', slot: 8, shift: 0, pay: PAY }));
    assert.ok(!isLegal(s, 0, { type: 'room', slot: 8, shift: 1, pay: PAY }));
    assert.ok(!isLegal(s, 0, { type: 'room', slot: 8, shift: -1, pay: PAY }));
  });

  test('CSS control: a token moves one slot either way, never onto another token', () => {
    const { s } = at('css-control');
    s.time = 10;
    // Slots 11, 8, 5 and 2 hold tokens: 8 may go to 7 or to 9; 11 may go back to 12 (any direction).
    assert.ok(isLegal(s, 0, { type: 'room', slot: 8, shift: 1, pay: PAY }));
    assert.ok(isLegal(s, 0, { type: 'room', slot: 11, shift: 1, pay: PAY }));
    s.css.slots['9'] = null;
    assert.ok(!isLegal(s, 0, { type: 'room', slot: 8, shift: 1, pay: PAY }), 'slot 9 holds a token now');
  });

  test('defense control: an intruder in an unexplored room can be hit; no malfunction goes there', () => {
    const { s } = at('defense');
    assert.equal(s.rooms.r9?.explored, false);
    s.intruders.push({ id: 4, kind: 'larva', room: 'r9', injuries: 0 });
    const markers = s.markers.malfunction;
    act(s, 0, { type: 'room', room: 'r9', by: 'malfunction', pay: PAY }, scripted([]).ctx);
    assert.equal(s.intruders.length, 0, 'the larva dies of its injury');
    assert.equal(s.rooms.r9?.malfunction, false);
    assert.equal(s.rooms.r1?.malfunction, true, 'the price paid: a malfunction in the defense room');
    assert.equal(s.markers.malfunction, markers - 1);
  });

  test('guard room: one item from the counter buys the Taser or the Enviro-Suit; an empty counter buys nothing', () => {
    const { s, p } = at('guard', ['survivor', 'sentry'], 'r1');
    s.rooms.r1 = { ...(s.rooms.r1 as NonNullable<(typeof s.rooms)['r1']>), items: 1 };
    assert.ok(isLegal(s, 0, { type: 'room', item: 'taser', pay: PAY }));
    act(s, 0, { type: 'room', item: 'enviro-suit', pay: PAY }, scripted([]).ctx);
    assert.deepEqual(p.inventory, ['enviro-suit']);
    assert.equal(s.rooms.r1?.items, 0);
    assert.equal(s.craftDeck['enviro-suit'] ?? 0, 0);
    p.hand = ['focus', 'rest'];
    assert.ok(!isLegal(s, 0, { type: 'room', item: 'taser', pay: PAY }), 'the counter is empty');
  });

  test('contaminated room: searching there covers the searcher with slime', () => {
    const { s, p } = at('contaminated', ['survivor', 'sentry'], 'x1');
    assert.equal(p.slime, false);
    act(s, 0, { type: 'search', color: 'green', pay: PAY }, scripted([0]).ctx);
    assert.equal(p.slime, true);
  });

  test('emergency staircases belong to no section: always in darkness, with no room action', () => {
    const s = position(['survivor', 'sentry']);
    s.power.active = [1, 2, 3, 4];
    assert.equal(inDarkness(s, 'stairs-12'), true);
    assert.equal(inDarkness(s, 'r1'), false);
    const p = player(s, 0);
    p.room = 'stairs-12';
    p.hand = ['focus', 'rest', 'run'];
    assert.equal(s.rooms['stairs-12']?.tile, 'staircase');
    const types = new Set(game.legalActions(s, 0).map((a) => a.type));
    assert.ok(!types.has('room') && !types.has('search'), 'no action of its own, nothing to search');
  });

  test('eggs may be attacked in combat too', () => {
    const { s } = at('nest', ['sentry', 'survivor']);
    s.eggsInNest = 2;
    s.intruders.push({ id: 5, kind: 'adult', room: 'r1', injuries: 0 });
    player(s, 0).hand = ['focus', 'rest'];
    assert.ok(isLegal(s, 0, { type: 'shoot', weapon: 0, target: 'egg', pay: ['focus'] }));
    assert.ok(isLegal(s, 0, { type: 'melee', target: 'egg', pay: ['focus'] }));
  });

  test('vent control: everything in the sealed room dies, its uncarried eggs too', () => {
    const { s } = at('vent-control');
    reveal(s, 'r3', 'archive');
    s.rooms.r3 = { ...(s.rooms.r3 as NonNullable<(typeof s.rooms)['r3']>), objects: { corpse: 0, carcass: 0, egg: 2 } };
    act(s, 0, { type: 'room', room: 'r3', pay: PAY }, scripted([]).ctx);
    resolveVent(s, scripted([]).ctx);
    assert.equal(s.rooms.r3?.objects.egg, 0);
  });

  test('isolation room: locking in needs the white slots or the alert token, then a quiet noise roll', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.hand = ['focus', 'rest', 'run'];
    s.time = 9;
    assert.ok(!isLegal(s, 0, { type: 'room', pay: PAY }), 'closed before the white slots');
    s.alert = 4;
    assert.ok(isLegal(s, 0, { type: 'room', pay: PAY }), 'the alert procedure opens it at once');
    // A noise roll that brings an intruder in: the attempt fails (danger pulls the adult next door).
    s.intruders.push({ id: 9, kind: 'adult', room: 'r1', injuries: 0 });
    const { ctx, events } = scripted([9]);
    act(s, 0, { type: 'room', pay: PAY }, ctx);
    assert.ok(rules(events).includes('noise.danger'));
    assert.equal(p.status, 'alive', 'an intruder appeared: still in the facility');
  });

  test('repository: crafting there needs one component card fewer, but not with a malfunction', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.inventory = ['duct-tape'];
    p.hand = ['run', 'rest'];
    assert.ok(isLegal(s, 0, { type: 'craft', item: 'enviro-suit', use: ['duct-tape'], pay: ['rest', 'run'] }));
    const r = s.rooms.repository;
    if (r) r.malfunction = true;
    assert.ok(!isLegal(s, 0, { type: 'craft', item: 'enviro-suit', use: ['duct-tape'], pay: ['rest', 'run'] }));
  });

  test('laboratory: an object carried by the character can be analyzed and is used up', () => {
    const { s, p } = at('laboratory');
    p.hands.push({ kind: 'object', name: 'egg', ammo: 0 });
    const before = p.knowledge;
    act(s, 0, { type: 'room', object: 'egg', from: 'hand', pay: PAY }, scripted([0]).ctx);
    assert.equal(p.knowledge, before + 3);
    assert.ok(!p.hands.some((h) => h.name === 'egg'));
    assert.equal(s.weakness.researched[0], 'egg');
  });
});

describe('items, line by line', () => {
  test('duct tape binds two heavy items into one hand slot; both weapons still shoot; dropping frees all three', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    giveHand(p, ['fix', 'patch', 'run', 'aim']);
    p.inventory = ['duct-tape'];
    s.itemDecks.yellow['duct-tape'] = (s.itemDecks.yellow['duct-tape'] ?? 0) - 1;
    s.itemDecks.red.pistol = (s.itemDecks.red.pistol ?? 0) - 1;
    p.hands.push({ kind: 'item', name: 'pistol', ammo: 2 });
    act(s, 0, { type: 'item', item: 'duct-tape', pay: [held(p, 'fix')] }, scripted([]).ctx);
    assert.equal(p.hands.length, 1, 'one slot for the pair');
    assert.deepEqual(p.hands[0]?.taped, { name: 'pistol', ammo: 2 });
    assert.deepEqual(p.inventory, []);
    assert.deepEqual(game.invariants?.(s) ?? [], []);
    // A free hand again: an object can be picked up beside the pair.
    s.rooms.repository = {
      ...(s.rooms.repository as NonNullable<(typeof s.rooms)['repository']>),
      objects: { corpse: 0, carcass: 1, egg: 0 },
    };
    assert.ok(isLegal(s, 0, { type: 'pickup', object: 'carcass', pay: [held(p, 'patch')] }));
    s.intruders.push({ id: 3, kind: 'adult', room: p.room, injuries: 0 });
    assert.ok(isLegal(s, 0, { type: 'shoot', weapon: 0, taped: true, target: 3, pay: [held(p, 'patch')] }));
    assert.ok(isLegal(s, 0, { type: 'shoot', weapon: 0, target: 3, pay: [held(p, 'patch')] }));
    s.intruders = [];
    act(s, 0, { type: 'drop', hand: 0 }, scripted([]).ctx);
    assert.deepEqual(p.hands, []);
    assert.deepEqual(s.itemUnder.red, ['pistol']);
    assert.deepEqual(s.itemUnder.yellow, ['duct-tape']);
    assert.deepEqual(game.invariants?.(s) ?? [], []);
  });

  test('the Analyze Toolset: 3 knowledge for analyzing an object anywhere, the object used up, no weakness', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.hand = ['focus', 'rest'];
    p.inventory = ['analyze-toolset'];
    s.itemDecks.yellow['analyze-toolset'] = 0;
    p.hands.push({ kind: 'object', name: 'carcass', ammo: 0 });
    const before = p.knowledge;
    const revealed = [...s.weakness.revealed];
    act(
      s,
      0,
      { type: 'item', item: 'analyze-toolset', object: 'carcass', from: 'hand', pay: ['focus'] },
      scripted([]).ctx,
    );
    assert.equal(p.knowledge, before + 3);
    assert.ok(!p.hands.some((h) => h.name === 'carcass'));
    assert.deepEqual(s.weakness.revealed, revealed);
    assert.deepEqual(p.inventory, ['analyze-toolset'], 'the toolset itself stays');
  });

  test('clothes wash the slime off; a second slime marker changes nothing', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.hand = ['focus', 'rest'];
    p.inventory = ['clothes'];
    s.itemDecks.green.clothes = (s.itemDecks.green.clothes ?? 0) - 1;
    p.slime = true;
    p.slime = true;
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'item', item: 'clothes', pay: ['focus'] }, ctx);
    assert.equal(p.slime, false);
    const used = events.find((e) => e.rule === 'item.use');
    assert.ok(used && used.to === undefined && used.reveals === true, 'a used card is shown to everyone');
    assert.deepEqual(p.inventory, []);
  });

  test('a white room lets the searcher pick any of the three decks; a coloured room only its own', () => {
    const { s } = at('archive');
    for (const color of ['red', 'yellow', 'green'])
      assert.ok(isLegal(s, 0, { type: 'search', color, pay: PAY }), color);
    const t = at('decon').s;
    assert.ok(isLegal(t, 0, { type: 'search', color: 'green', pay: PAY }));
    assert.ok(!isLegal(t, 0, { type: 'search', color: 'red', pay: PAY }));
  });

  test('no crafted card left, no crafting, even with the components', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.inventory = ['duct-tape'];
    p.hand = ['run', 'rest'];
    const craft = { type: 'craft', item: 'enviro-suit', use: ['duct-tape'], pay: ['rest', 'run'] };
    assert.ok(isLegal(s, 0, craft));
    s.craftDeck['enviro-suit'] = 0;
    assert.ok(!isLegal(s, 0, craft));
  });

  test('solo: at the first encounter the player keeps one of the two objectives', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    assert.equal(p.objectives.length, 2);
    encounter(s, p, scripted([indexOf(s.bag, 'larva')]).ctx);
    assert.equal(s.decisions.at(-1)?.kind, 'discard-objective');
    const keep = p.objectives[0] as string;
    act(s, 0, { type: 'keep-objective', objective: keep }, scripted([]).ctx);
    assert.deepEqual(p.objectives, [keep]);
  });

  test('objects cannot be taped: a weapon and a carcass give no tape action', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.hand = ['focus', 'rest'];
    p.inventory = ['duct-tape'];
    p.hands.push({ kind: 'object', name: 'carcass', ammo: 0 });
    assert.ok(!isLegal(s, 0, { type: 'item', item: 'duct-tape', pay: ['focus'] }));
  });
});
