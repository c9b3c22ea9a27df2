import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { darkPart, dropPower, eventEffect, noiseNear } from '../src/eventphase.ts';
import { corridorsOf, exitOf } from '../src/state.ts';
import type { GameState } from '../src/types.ts';
import { indexOf, player, position, reveal, scripted } from './helpers.ts';

/**
 * 004, "Resolve event card": an event card has an effect, and a second effect for the characters in
 * darkness. The effects themselves are designed (data/cards.ts, EVENT): spreading fire wounds the
 * characters in burning rooms, seeping slime marks those beside a noisy corridor, a power flicker
 * darkens the highest power token, a short makes rooms with characters malfunction, hatching brings a
 * larva, and noise near puts a marker behind exit 1 of each occupied room (its first character in turn
 * order). A character who reacted to the dark part is passed by.
 */

/** Three characters: seats 0 and 2 share a room, seat 1 stands elsewhere; every room is dark. */
function table(): GameState {
  const s = position(['survivor', 'sentry', 'lab-rat']);
  s.power.active = [];
  player(s, 2).room = player(s, 0).room;
  return s;
}

const noisyRooms = (events: { rule: string; data?: unknown }[]) =>
  events.filter((e) => e.rule === 'noise.marker').map((e) => (e.data as { room: string }).room);

describe('spreading fire', () => {
  test('a serious wound for each living character in a burning room, no one else', () => {
    const s = table();
    const [a, b, c] = [player(s, 0), player(s, 1), player(s, 2)];
    const room = s.rooms[a.room];
    assert.ok(room);
    room.fire = true;
    eventEffect(s, 'fire-spread', false, scripted([0, 0]).ctx);
    assert.equal(a.serious.length, 1);
    assert.equal(c.serious.length, 1);
    assert.equal(b.serious.length, 0, 'no fire in that room');
  });

  test('the dark part reaches only characters in darkness, and passes by the one who reacted', () => {
    const s = table();
    const [a, c] = [player(s, 0), player(s, 2)];
    const room = s.rooms[a.room];
    assert.ok(room);
    room.fire = true;
    eventEffect(s, 'fire-spread', true, scripted([0]).ctx, 0);
    assert.equal(a.serious.length, 0, 'seat 0 reacted');
    assert.equal(c.serious.length, 1);
    // Seat 1 stands in a burning room of a powered section: the dark part does not reach it.
    const b = player(s, 1);
    const lit = s.rooms[b.room];
    assert.ok(lit);
    lit.fire = true;
    s.power.active = [s.power.sections[1] as number];
    eventEffect(s, 'fire-spread', true, scripted([0]).ctx, 0);
    assert.equal(b.serious.length, 0, 'lit');
    assert.equal(c.serious.length, 2, 'still in the dark');
  });

  test('a dead character is not wounded again', () => {
    const s = table();
    const a = player(s, 0);
    a.status = 'dead';
    const room = s.rooms[a.room];
    assert.ok(room);
    room.fire = true;
    eventEffect(s, 'fire-spread', false, scripted([0]).ctx);
    assert.equal(a.serious.length, 0);
  });
});

describe('seeping slime', () => {
  test('slime on each character whose room has a corridor with noise', () => {
    const s = table();
    const [a, b, c] = [player(s, 0), player(s, 1), player(s, 2)];
    const corridor = corridorsOf(s, b.room)[0];
    assert.ok(corridor);
    corridor.noise = true;
    for (const k of corridorsOf(s, a.room)) if (k !== corridor) k.noise = false;
    eventEffect(s, 'slime-seep', false, scripted([]).ctx);
    assert.equal(b.slime, true);
    assert.equal(a.slime, corridorsOf(s, a.room).includes(corridor));
    assert.equal(c.slime, a.slime);
  });
});

describe('power flicker', () => {
  test('the highest active power token goes dark; with none active nothing happens', () => {
    const s = table();
    s.power.active = [1, 3, 2];
    eventEffect(s, 'power-flicker', false, scripted([]).ctx);
    assert.deepEqual(s.power.active, [1, 2]);
    s.power.active = [];
    dropPower(s, scripted([]).ctx);
    assert.deepEqual(s.power.active, []);
  });
});

describe('hatching', () => {
  test('no one in the nest: a larva from the supply goes into the bag', () => {
    const s = table();
    s.supply.larva = 2;
    const bag = s.bag.larva ?? 0;
    eventEffect(s, 'hatching', false, scripted([]).ctx);
    assert.equal(s.supply.larva, 1);
    assert.equal(s.bag.larva, bag + 1);
  });

  test('with no larva left in the supply, nothing happens', () => {
    const s = table();
    s.supply.larva = 0;
    const bag = s.bag.larva ?? 0;
    eventEffect(s, 'hatching', false, scripted([]).ctx);
    assert.equal(s.bag.larva ?? 0, bag);
  });

  test('a character in the nest with eggs left: a larva appears there', () => {
    const s = table();
    const a = player(s, 1);
    reveal(s, 'r1', 'nest');
    a.room = 'r1';
    s.eggsInNest = 2;
    const bag = s.bag.larva ?? 0;
    eventEffect(s, 'hatching', false, scripted([0, 0, 0, 0]).ctx);
    assert.ok(
      a.larva || s.intruders.some((i) => i.kind === 'larva' && i.room === 'r1'),
      'the larva reaches the character',
    );
    assert.equal(s.bag.larva ?? 0, bag, 'not a bag larva');
  });
});

describe('noise near', () => {
  test('one marker per occupied room, for its first character in turn order; the dead are skipped', () => {
    const s = table();
    const [a, b] = [player(s, 0), player(s, 1)];
    for (const c of s.corridors) c.noise = false;
    const { ctx, events } = scripted([]);
    noiseNear(s, [0, 1, 2], false, ctx);
    assert.deepEqual(noisyRooms(events), [a.room, b.room]);

    const t = table();
    player(t, 0).status = 'dead';
    for (const c of t.corridors) c.noise = false;
    const dead = scripted([]);
    noiseNear(t, [0, 1, 2], false, dead.ctx);
    assert.deepEqual(
      noisyRooms(dead.events),
      [player(t, 1).room, player(t, 2).room],
      'seat 2 is now first in its room',
    );
  });

  test('the dark part skips characters in lit rooms', () => {
    const s = table();
    const [a, b] = [player(s, 0), player(s, 1)];
    for (const c of s.corridors) c.noise = false;
    // Only the second section has power: seat 1's room is lit, seats 0 and 2 stand in the dark.
    s.power.active = [s.power.sections[1] as number];
    const { ctx, events } = scripted([]);
    noiseNear(s, [0, 1, 2], true, ctx);
    assert.notEqual(a.room, b.room);
    assert.deepEqual(noisyRooms(events), [a.room]);
  });
});

describe('noise near that brings the first encounter', () => {
  test('the characters after the one who met the intruder wait until the objectives are kept', () => {
    const s = position(['sentry', 'survivor', 'lab-rat']);
    const [a, b, c] = [player(s, 0), player(s, 1), player(s, 2)];
    reveal(s, 'r1', 'archive');
    reveal(s, 'r4', 'archive');
    reveal(s, 'r7', 'archive');
    a.room = 'r1';
    b.room = 'r4';
    c.room = 'r7';
    for (const k of s.corridors) k.noise = false;
    const exit = exitOf(s, 'r1', 1);
    if (exit === 'tech') throw new Error('exit 1 of r1 is a corridor');
    exit.noise = true;
    const { ctx } = scripted([indexOf(s.bag, 'adult'), 0, 0, 0, 0]);
    noiseNear(s, [0, 1, 2], false, ctx);
    assert.ok(
      s.intruders.some((i) => i.room === 'r1'),
      'seat 0 met an intruder',
    );
    assert.deepEqual(s.waiting, [{ kind: 'noise-near', seats: [1, 2], darkOnly: false }]);
  });
});

describe('the dead and the exempt', () => {
  test('a short passes by the room of a dead character', () => {
    const s = table();
    const b = player(s, 1);
    reveal(s, 'r4', 'archive');
    b.room = 'r4';
    b.status = 'dead';
    eventEffect(s, 'short', false, scripted([]).ctx);
    assert.equal(s.rooms.r4?.malfunction ?? false, false);
  });

  test('noise near passes by the character who reacted to the dark part', () => {
    const s = table();
    const [a, b] = [player(s, 0), player(s, 1)];
    for (const c of s.corridors) c.noise = false;
    const { ctx, events } = scripted([]);
    eventEffect(s, 'noise-near', true, ctx, 1);
    assert.deepEqual(noisyRooms(events), [a.room]);
    assert.ok(!noisyRooms(events).includes(b.room));
  });

  test('a dead character in the dark is offered no reaction to the dark part', () => {
    const s = position(['lab-rat', 'sentry']);
    const a = player(s, 0);
    s.power.active = [];
    a.hand = ['lab-rat.feel-of-the-dark'];
    a.status = 'dead';
    darkPart(s, 'slime-seep', scripted([]).ctx);
    assert.equal(s.windows.length, 0);
  });

  test('hatching with a character in the nest but no egg left: the larva goes into the bag', () => {
    const s = table();
    const a = player(s, 1);
    reveal(s, 'r1', 'nest');
    a.room = 'r1';
    s.eggsInNest = 0;
    s.supply.larva = 1;
    const bag = s.bag.larva ?? 0;
    eventEffect(s, 'hatching', false, scripted([]).ctx);
    assert.equal(a.larva, false);
    assert.equal(s.bag.larva, bag + 1);
  });
});
