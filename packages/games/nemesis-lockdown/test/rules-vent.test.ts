import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { corridorsOf, hasTech } from '../src/state.ts';
import type { GameState } from '../src/types.ts';
import { resolveVent, ventBreached, ventOptions, ventOut } from '../src/vent.ts';
import { player, position, reveal, scripted } from './helpers.ts';

/**
 * Vent control (004, the room's action; vent.ts): seal a room with a technical-corridors entrance and
 * no destroyed door, putting out its fire. A door no longer closed lifts the venting at once; a room
 * still sealed when the player phase ends loses everything living inside: characters, intruders (a
 * carcass for each but a larva), loose eggs, and the nest's eggs if it is the nest.
 */

function sealed(s: GameState, room: string): void {
  for (const c of corridorsOf(s, room)) c.door = 'closed';
  s.vent = room;
}

describe('which rooms can be vented', () => {
  test('rooms with a technical-corridors entrance and no destroyed door, none while a venting is under way', () => {
    const s = position(['survivor', 'sentry']);
    for (const c of s.corridors) if (c.door === 'destroyed') c.door = 'open';
    const tech = Object.keys(s.rooms)
      .filter((r) => hasTech(r))
      .sort();
    assert.ok(tech.length >= 2 && tech.length < Object.keys(s.rooms).length);
    assert.deepEqual(
      ventOptions(s).map((o) => o.room),
      tech,
    );
    const broken = corridorsOf(s, tech[0] as string)[0];
    assert.ok(broken);
    broken.door = 'destroyed';
    assert.ok(!ventOptions(s).some((o) => o.room === tech[0]));
    s.vent = tech[1] as string;
    assert.deepEqual(ventOptions(s), []);
  });
});

describe('sealing and breaching', () => {
  test('sealing closes every door of the room and puts out its fire', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r3', 'archive');
    const room = s.rooms.r3;
    assert.ok(room);
    room.fire = true;
    const fires = s.markers.fire;
    ventOut(s, player(s, 0), 'r3', scripted([]).ctx);
    assert.equal(room.fire, false);
    assert.equal(s.markers.fire, fires + 1);
    assert.equal(s.vent, 'r3');
  });

  test('a door no longer closed lifts the venting at once; all closed, it stays', () => {
    const s = position(['survivor', 'sentry']);
    sealed(s, 'r3');
    ventBreached(s, scripted([]).ctx);
    assert.equal(s.vent, 'r3');
    const door = corridorsOf(s, 'r3')[0];
    assert.ok(door);
    door.door = 'open';
    ventBreached(s, scripted([]).ctx);
    assert.equal(s.vent, null);
    door.door = 'closed';
    ventBreached(s, scripted([]).ctx);
    assert.equal(s.vent, null, 'closing it again does not bring the venting back');
  });
});

describe('the end of the player phase', () => {
  test('without a venting nothing happens', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 1);
    p.room = 'r3';
    for (const c of corridorsOf(s, 'r3')) c.door = 'closed';
    resolveVent(s, scripted([]).ctx);
    assert.equal(p.status, 'alive');
  });

  test('intruders inside die, a carcass for each but a larva; intruders elsewhere live', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r3', 'archive');
    sealed(s, 'r3');
    s.intruders.push(
      { id: 4, kind: 'adult', room: 'r3', injuries: 0 },
      { id: 5, kind: 'larva', room: 'r3', injuries: 0 },
      { id: 6, kind: 'adult', room: 'r2', injuries: 0 },
    );
    resolveVent(s, scripted([]).ctx);
    assert.deepEqual(
      s.intruders.map((i) => i.id),
      [6],
    );
    assert.equal(s.rooms.r3?.objects.carcass, 1, 'the larva leaves no carcass');
    assert.equal(s.vent, null);
  });

  test('a vented nest loses its eggs and is destroyed; another room leaves the nest alone', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r3', 'nest');
    s.eggsInNest = 3;
    sealed(s, 'r3');
    resolveVent(s, scripted([]).ctx);
    assert.equal(s.eggsInNest, 0);
    assert.equal(s.nestDestroyed, true);

    const t = position(['survivor', 'sentry']);
    reveal(t, 'r3', 'nest');
    reveal(t, 'r2', 'archive');
    t.eggsInNest = 3;
    sealed(t, 'r2');
    resolveVent(t, scripted([]).ctx);
    assert.equal(t.eggsInNest, 3);
    assert.equal(t.nestDestroyed, false);
  });
});
