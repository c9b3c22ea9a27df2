/**
 * Room actions (rooms.ts), one room at a time: exactly which choices each room offers in a given
 * position (roomOptions), and what taking one does (through the legal list).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NOISE_DIE } from '../src/data/rooms.ts';
import { roomOptions } from '../src/rooms.ts';
import type { GameState, Player } from '../src/types.ts';
import { act, player, position, reveal, scripted } from './helpers.ts';

const PAY = ['focus', 'rest'];

/** Seat 0 in `room` (r1 by default) showing `tile`, with two cards to pay a room action. */
function at(tile: string, characters = ['survivor', 'sentry'], room = 'r1'): { s: GameState; p: Player } {
  const s = position(characters);
  reveal(s, room, tile);
  const p = player(s, 0);
  p.room = room;
  p.hand = ['focus', 'rest'];
  return { s, p };
}

/** The choices the room offers seat 0 now (each option's details). */
function offered(s: GameState, p: Player): Record<string, unknown>[] {
  return roomOptions(s, p).map((o) => o.params as Record<string, unknown>);
}

describe('what each room offers', () => {
  test('transmitter: send, or check the objectives of each other living character who has sent the signal', () => {
    const { s, p } = at('transmitter', ['survivor', 'sentry', 'lab-rat', 'xenobiologist']);
    p.signal = true;
    player(s, 1).signal = true;
    player(s, 3).signal = true;
    player(s, 3).status = 'dead';
    assert.deepEqual(offered(s, p), [{ option: 'send' }, { option: 'check', target: 1 }]);
  });

  test('cooling system: only while no autodestruction runs', () => {
    const { s, p } = at('cooling');
    assert.deepEqual(offered(s, p), [{}]);
    s.autodestruct = { slot: 9, color: 'yellow' };
    assert.deepEqual(offered(s, p), []);
  });

  test('emergency room: dress while a serious wound is undressed, heal while one is dressed, heal light wounds if any', () => {
    const { s, p } = at('emergency');
    assert.deepEqual(offered(s, p), []);
    p.serious = [{ kind: 'arm', dressed: true }];
    assert.deepEqual(offered(s, p), [{ option: 'heal-dressed' }]);
    p.serious.push({ kind: 'leg', dressed: false });
    p.light = 1;
    assert.deepEqual(offered(s, p), [{ option: 'dress' }, { option: 'heal-dressed' }, { option: 'heal-light' }]);
  });

  test('archive: a peek at the neutral pool while it holds a token, at each other character holding tokens; else plain', () => {
    const { s, p } = at('archive', ['survivor', 'sentry', 'lab-rat']);
    s.contingencyPool = { a: 0, b: 0 };
    for (const q of s.players) q.contingency = [];
    p.contingency = ['x'];
    assert.deepEqual(offered(s, p), [{}], 'nothing to peek at: the archive alone');
    s.contingencyPool = { a: 0, b: 1 };
    player(s, 2).contingency = ['y'];
    assert.deepEqual(offered(s, p), [{ peek: 'neutral' }, { peek: 2 }]);
    p.knowledgeActive = true;
    assert.deepEqual(offered(s, p), [], 'once');
  });

  test('nest: an egg while any is left and a hand is free', () => {
    const { s, p } = at('nest');
    s.eggsInNest = 1;
    p.hands = [];
    assert.deepEqual(offered(s, p), [{}]);
    s.eggsInNest = 0;
    assert.deepEqual(offered(s, p), []);
    s.eggsInNest = 1;
    p.hands = [
      { kind: 'object', name: 'egg', ammo: 0 },
      { kind: 'object', name: 'egg', ammo: 0 },
    ];
    assert.deepEqual(offered(s, p), [], 'both hands full');
  });

  test('alert room: start the alert while none runs; take a neutral token while the pool holds one', () => {
    const s = position(['sentry']);
    const p = player(s, 0);
    p.room = 'alert';
    s.contingencyPool = { a: 1, b: 0 };
    assert.deepEqual(offered(s, p), [{ option: 'start' }, { option: 'peek' }]);
    s.alert = 5;
    s.contingencyPool = { a: 0, b: 0 };
    assert.deepEqual(offered(s, p), []);
  });

  test('elevator: nothing without power; a ride offers the two other sections, with every set of the others here', () => {
    const s = position(['sentry', 'survivor', 'lab-rat', 'xenobiologist']);
    const p = player(s, 0);
    for (const q of s.players) q.room = 'elevator-2';
    s.power.elevator = 1;
    s.power.active = [];
    s.elevatorAt = 2;
    assert.deepEqual(offered(s, p), []);
    s.power.active = [1];
    const invites = [[], [1], [2], [3], [1, 2], [1, 3], [2, 3], [1, 2, 3]];
    assert.deepEqual(offered(s, p), [
      ...invites.map((invite) => ({ option: 'use', section: 1, invite })),
      ...invites.map((invite) => ({ option: 'use', section: 3, invite })),
    ]);
  });

  test('guard room: each of the two items while one is left to build', () => {
    const { s, p } = at('guard');
    s.craftDeck['enviro-suit'] = 1;
    s.craftDeck.taser = 0;
    assert.deepEqual(offered(s, p), [{ item: 'enviro-suit' }]);
  });

  test('defense control: each room with an intruder and no malfunction, in name order, paid by an item or a malfunction', () => {
    const { s, p } = at('defense');
    const r1 = s.rooms.r1 as { items: number };
    r1.items = 1;
    reveal(s, 'r9', 'archive');
    reveal(s, 'r4', 'archive');
    (s.rooms.r4 as { malfunction: boolean }).malfunction = true;
    s.intruders.push(
      { id: 7, kind: 'adult', room: 'r9', injuries: 0 },
      { id: 8, kind: 'adult', room: 'r4', injuries: 0 },
      { id: 9, kind: 'larva', room: 'r10', injuries: 0 },
    );
    assert.deepEqual(offered(s, p), [
      { room: 'r10', by: 'items' },
      { room: 'r10', by: 'malfunction' },
      { room: 'r9', by: 'items' },
      { room: 'r9', by: 'malfunction' },
    ]);
    r1.items = 0;
    assert.deepEqual(offered(s, p), [
      { room: 'r10', by: 'malfunction' },
      { room: 'r9', by: 'malfunction' },
    ]);
  });

  test('testing lab: only while a neutralizer is left to build', () => {
    const { s, p } = at('testing-lab');
    p.knowledge = 4;
    s.craftDeck.neutralizer = 0;
    assert.deepEqual(offered(s, p), []);
  });

  test('cave entrance: each other explored room with a technical entrance, in name order', () => {
    const { s, p } = at('cave-entrance', ['survivor', 'sentry'], 'r2');
    for (const room of Object.keys(s.rooms)) (s.rooms[room] as { explored: boolean }).explored = false;
    (s.rooms.r2 as { explored: boolean }).explored = true;
    assert.deepEqual(offered(s, p), [], 'its own room does not count');
    reveal(s, 'x2', 'archive');
    reveal(s, 'r9', 'archive');
    reveal(s, 'r3', 'archive');
    reveal(s, 'r1', 'archive');
    assert.deepEqual(offered(s, p), [{ to: 'r3' }, { to: 'r9' }, { to: 'x2' }], 'r1 has no technical entrance');
  });

  test('CSS pod: not once it is taken', () => {
    const { s, p } = at('css-a');
    s.time = 8;
    assert.deepEqual(offered(s, p), [{}]);
    s.pods.A = 1;
    assert.deepEqual(offered(s, p), []);
  });
});

describe('what taking a room action does', () => {
  test('generator: switches its section power token off when on, on (in order) when off', () => {
    const { s } = at('generator');
    const token = s.power.sections[0] as number;
    s.power.active = [1, 2, 3, 4].filter((t) => t !== token);
    act(s, 0, { type: 'room', option: 'power', pay: PAY }, scripted([]).ctx);
    assert.deepEqual(s.power.active, [1, 2, 3, 4]);
    s.players[0]!.hand = ['focus', 'rest'];
    s.players[0]!.actionsLeft = 2;
    act(s, 0, { type: 'room', option: 'power', pay: PAY }, scripted([]).ctx);
    assert.deepEqual(
      s.power.active,
      [1, 2, 3, 4].filter((t) => t !== token),
    );
  });

  test('archive: a peek at the neutral pool shows one of its tokens to that player', () => {
    const { s, p } = at('archive');
    s.contingencyPool = { a: 1 };
    act(s, 0, { type: 'room', peek: 'neutral', pay: PAY }, scripted([0]).ctx);
    assert.deepEqual(p.peeks, [{ where: 'neutral', token: 'a' }]);
  });

  test('nest: taking an egg while others remain leaves the nest standing', () => {
    const { s } = at('nest');
    s.eggsInNest = 2;
    s.players[0]!.hands = [];
    act(s, 0, { type: 'room', pay: PAY }, scripted([0, 0, 0]).ctx);
    assert.equal(s.eggsInNest, 1);
    assert.equal(s.nestDestroyed, false);
  });

  test('isolation room: locking in ends the turn', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.hand = ['focus', 'rest'];
    s.alert = 4;
    act(s, 0, { type: 'room', pay: PAY }, scripted([NOISE_DIE.indexOf('silence')]).ctx);
    assert.equal(p.status, 'isolated');
    assert.equal(p.passed, true);
  });

  test('backup power: with three tokens on they stay on', () => {
    const { s } = at('backup');
    s.power.active = [1, 3, 4];
    act(s, 0, { type: 'room', arrangement: [4, 3, 2, 1], pay: PAY }, scripted([]).ctx);
    assert.deepEqual(s.power.active, [1, 3, 4]);
  });

  test('alert room: a neutral token taken joins the hand of tokens in order; peeks at the pool lapse, others stay', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.room = 'alert';
    p.hand = ['focus', 'rest'];
    s.contingencyPool = { a: 1 };
    p.contingency = ['z'];
    const q = player(s, 1);
    q.peeks = [
      { where: 'neutral', token: 'a' },
      { where: 0, token: 'z' },
    ];
    act(s, 0, { type: 'room', option: 'peek', pay: PAY }, scripted([0]).ctx);
    assert.deepEqual(p.contingency, ['a', 'z']);
    assert.deepEqual(q.peeks, [{ where: 0, token: 'z' }]);
  });

  test('alert room in the cooperative mode: starting the alert starts it (no token is revealed)', () => {
    const s = position(['sentry', 'survivor'], { mode: 'cooperative' });
    const p = player(s, 0);
    p.room = 'alert';
    p.hand = ['focus', 'rest'];
    s.time = 11;
    const revealed = s.publicContingency.length;
    act(s, 0, { type: 'room', option: 'start', pay: PAY }, scripted([0]).ctx);
    assert.equal(s.alert, 5);
    assert.equal(s.publicContingency.length, revealed);
  });

  test('guard room and defense control paid by an item: one item fewer on the counter', () => {
    const g = at('guard');
    (g.s.rooms.r1 as { items: number }).items = 2;
    g.s.craftDeck.taser = 1;
    act(g.s, 0, { type: 'room', item: 'taser', pay: PAY }, scripted([]).ctx);
    assert.equal(g.s.rooms.r1?.items, 1);
    const d = at('defense');
    (d.s.rooms.r1 as { items: number }).items = 2;
    reveal(d.s, 'r9', 'archive');
    d.s.intruders.push({ id: 7, kind: 'larva', room: 'r9', injuries: 0 });
    act(d.s, 0, { type: 'room', room: 'r9', by: 'items', pay: PAY }, scripted([0, 0, 0]).ctx);
    assert.equal(d.s.rooms.r1?.items, 1);
    assert.equal(d.s.rooms.r1?.malfunction, false, 'paid by an item, not a malfunction here');
  });

  test('testing lab: the neutralizer built leaves the craft deck', () => {
    const { s, p } = at('testing-lab');
    p.knowledge = 4;
    s.craftDeck.neutralizer = 1;
    act(s, 0, { type: 'room', pay: PAY }, scripted([]).ctx);
    assert.equal(s.craftDeck.neutralizer ?? 0, 0);
  });

  test('surgery: the hand and the discard pile go back into the deck, both left empty', () => {
    const { s, p } = at('surgery');
    p.discard = ['aim'];
    const deck = Object.values(p.deck).reduce((a, b) => a + b, 0);
    act(s, 0, { type: 'room', pay: PAY }, scripted([]).ctx);
    assert.deepEqual([p.hand, p.discard], [[], []]);
    assert.equal(
      Object.values(p.deck).reduce((a, b) => a + b, 0),
      deck + 3,
      'the two cards paid and the one discarded before',
    );
  });

  test('CSS pod: the hand goes onto the discard pile and the player is done', () => {
    const { s, p } = at('css-a');
    s.time = 8;
    p.hand = ['focus', 'rest', 'run'];
    act(s, 0, { type: 'room', pay: PAY }, scripted([]).ctx);
    assert.deepEqual([...p.discard].sort(), ['focus', 'rest', 'run']);
    assert.equal(p.passed, true);
  });
});
