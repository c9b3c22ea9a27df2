import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { placeIntruder } from '../src/core/intruders.ts';
import { BASIC_BOARD, EXITS } from '../src/data/board.ts';
import { placeFire, placeMalfunction } from '../src/hazards.ts';
import { danger, noiseRoll } from '../src/noise.ts';
import { act, corridor, game, indexOf, isLegal, player, position, reveal, rules, scripted } from './helpers.ts';

describe('board', () => {
  test('every room has four numbered exits and every corridor joins two known rooms', () => {
    const ids = new Set(BASIC_BOARD.slots.map((s) => s.id));
    for (const [a, b] of BASIC_BOARD.corridors) assert.ok(ids.has(a) && ids.has(b));
    for (const id of ids) assert.equal(EXITS[id]?.length, 4);
    assert.equal(BASIC_BOARD.slots.filter((s) => s.kind === 'I').length, 10);
  });
});

describe('exploration', () => {
  test('entering a face-down room turns tile and token over; the token sets the items and its effect', () => {
    const s = position(['survivor']);
    s.unseen.tilesI = { surgery: 0, laboratory: 1 };
    s.unseen.exploration = { 'fire:1': 1 };
    const { ctx, events } = scripted([0, 0, 8]);
    act(s, 0, { type: 'move', to: 'r1', pay: [player(s, 0).hand[0] as string] }, ctx);
    const r1 = s.rooms.r1;
    assert.equal(r1?.tile, 'laboratory');
    assert.equal(r1?.items, 1);
    assert.equal(r1?.fire, true);
    assert.ok(events.find((e) => e.rule === 'explore')?.reveals, 'turning a tile over is a reveal');
    assert.ok(rules(events).includes('noise.roll'), 'then the empty room calls for a noise roll');
  });

  test('silence skips the roll; with slime it counts as danger', () => {
    const s = position(['survivor']);
    s.unseen.exploration = { 'silence:2': 2 };
    const p = player(s, 0);
    const { ctx, events } = scripted([indexOf(s.unseen.tilesI, 'archive'), 0]);
    act(s, 0, { type: 'move', to: 'r1', pay: [p.hand[0] as string] }, ctx);
    assert.ok(!rules(events).includes('noise.roll'));
    const t = position(['survivor']);
    t.unseen.exploration = { 'silence:2': 2 };
    player(t, 0).slime = true;
    const second = scripted([indexOf(t.unseen.tilesI, 'archive'), 0]);
    act(t, 0, { type: 'move', to: 'r1', pay: [player(t, 0).hand[0] as string] }, second.ctx);
    assert.ok(rules(second.events).includes('noise.danger'));
  });

  test('a door token closes the corridor the character came through; closed doors block movement', () => {
    const s = position(['survivor']);
    s.unseen.exploration = { 'door:3': 1 };
    act(s, 0, { type: 'move', to: 'r1', pay: [player(s, 0).hand[0] as string] }, scripted([0, 0, 8]).ctx);
    assert.equal(corridor(s, 'isolation', 'r1').door, 'closed');
    assert.ok(!isLegal(s, 0, { type: 'move', to: 'isolation', pay: [player(s, 0).hand[0] as string] }));
  });

  test('discovering the nest gives 1 knowledge and its room cannot be searched', () => {
    const s = position(['survivor']);
    s.unseen.tilesI = { nest: 1 };
    s.unseen.exploration = { 'silence:2': 1 };
    act(s, 0, { type: 'move', to: 'r1', pay: [player(s, 0).hand[0] as string] }, scripted([0, 0]).ctx);
    assert.equal(player(s, 0).knowledge, 4);
    assert.equal(s.rooms.r1?.items, 0);
  });

  test('careful movement places a noise marker in a chosen corridor instead of rolling', () => {
    const s = position(['survivor']);
    reveal(s, 'r1', 'archive');
    const p = player(s, 0);
    p.hand = ['run', 'rest', 'focus'];
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'careful', to: 'r1', exit: 2, pay: ['focus', 'rest'] }, ctx);
    assert.equal(corridor(s, 'r1', 'r2').noise, true);
    assert.ok(!rules(events).includes('noise.roll'));
  });
});

describe('noise', () => {
  test('a number puts noise in that exit; a second marker there is an encounter; technical corridors share one space', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.room = 'r2';
    noiseRoll(s, p, scripted([3]).ctx); // exit 4 of r2: technical corridors
    assert.equal(s.techNoise, true);
    const { ctx, events } = scripted([3, indexOf(s.bag, 'larva')]);
    noiseRoll(s, p, ctx);
    assert.ok(rules(events).includes('encounter.draw'));
    assert.equal(s.techNoise, false, 'the encounter clears the noise around the room');
  });

  test('danger pulls in intruders from neighbouring rooms that fight no one; otherwise noise everywhere', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.room = 'r1';
    const free = placeIntruder(s, 'adult', 'r2', scripted([]).ctx);
    danger(s, p, scripted([]).ctx);
    assert.equal(free.room, 'r1');
    const t = position(['survivor']);
    const q = player(t, 0);
    q.room = 'r1';
    danger(t, q, scripted([]).ctx);
    assert.equal(corridor(t, 'isolation', 'r1').noise, true);
    assert.equal(corridor(t, 'r1', 'r2').noise, true);
  });

  test('danger: intruders of one room come at once, so a closed door stops them all and breaks', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.room = 'r1';
    const a = placeIntruder(s, 'adult', 'r2', scripted([]).ctx);
    const b = placeIntruder(s, 'creeper', 'r2', scripted([]).ctx);
    corridor(s, 'r1', 'r2').door = 'closed';
    danger(s, p, scripted([]).ctx);
    assert.equal(a.room, 'r2');
    assert.equal(b.room, 'r2');
    assert.equal(corridor(s, 'r1', 'r2').door, 'destroyed');
  });
});

describe('door tokens', () => {
  test('with all 12 door tokens on the board, the player takes a standing one from elsewhere', () => {
    const s = position(['survivor', 'sentry']);
    // Twelve doors on the board: eleven closed, one destroyed.
    s.corridors.slice(10, 21).forEach((c) => {
      c.door = 'closed';
    });
    const broken = s.corridors[21];
    if (broken) broken.door = 'destroyed';
    const p = player(s, 0);
    s.unseen.exploration = { 'door:2': 1 };
    const target = corridor(s, 'isolation', 'r1');
    act(
      s,
      0,
      { type: 'move', to: 'r1', pay: [p.hand[0] as string] },
      scripted([indexOf(s.unseen.tilesI, 'archive'), 0, 8]).ctx,
    );
    assert.equal(target.door, 'open', 'not yet: a door must be taken from the board first');
    assert.deepEqual(s.decisions.at(-1), { kind: 'move-door', seat: 0, to: target.id });
    const choices = game.legalActions(s, 0);
    assert.equal(choices.length, 11, 'any standing door, not the destroyed one');
    const from = s.corridors[12] as (typeof s.corridors)[number];
    act(s, 0, { type: 'move-door', from: from.id }, scripted([]).ctx);
    assert.equal(from.door, 'open');
    assert.equal(target.door, 'closed');
    assert.deepEqual(game.invariants?.(s) ?? [], []);
  });
});

describe('markers', () => {
  test('one fire per room; a 13th fire destroys the facility', () => {
    const s = position(['survivor']);
    placeFire(s, 'r1', scripted([]).ctx);
    placeFire(s, 'r1', scripted([]).ctx);
    assert.equal(s.markers.fire, 11);
    s.markers.fire = 0;
    placeFire(s, 'r2', scripted([]).ctx);
    assert.equal(s.endReason, 'destroyed');
  });

  test('malfunctions never go into unexplored rooms, the nest or the contaminated room; an 11th destroys', () => {
    const s = position(['survivor']);
    placeMalfunction(s, 'r1', scripted([]).ctx);
    assert.equal(s.rooms.r1?.malfunction, false);
    reveal(s, 'r1', 'nest');
    placeMalfunction(s, 'r1', scripted([]).ctx);
    assert.equal(s.rooms.r1?.malfunction, false);
    reveal(s, 'r2', 'archive');
    placeMalfunction(s, 'r2', scripted([]).ctx);
    assert.equal(s.rooms.r2?.malfunction, true);
    s.markers.malfunction = 0;
    placeMalfunction(s, 'isolation', scripted([]).ctx);
    assert.equal(s.endReason, 'destroyed');
  });

  test('a malfunction disables the room action but not searching', () => {
    const s = position(['survivor']);
    reveal(s, 'r1', 'archive', 2);
    const p = player(s, 0);
    p.room = 'r1';
    p.hand = ['run', 'rest', 'focus'];
    assert.ok(isLegal(s, 0, { type: 'room', peek: 'neutral', pay: ['focus', 'rest'] }));
    placeMalfunction(s, 'r1', scripted([]).ctx);
    assert.ok(!isLegal(s, 0, { type: 'room', peek: 'neutral', pay: ['focus', 'rest'] }));
    assert.ok(isLegal(s, 0, { type: 'search', color: 'red', pay: ['focus', 'rest'] }));
  });
});
