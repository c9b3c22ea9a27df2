/**
 * Fire, malfunctions and doors (004: marker supplies of 12 fires and 10 malfunctions whose exhaustion
 * destroys the facility, end condition b; a door token closes a corridor, and with none left one
 * standing elsewhere is taken), one rule at a time.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  DOOR_TOKENS,
  moveDoor,
  placeDoor,
  placeFire,
  placeMalfunction,
  removeFire,
  removeMalfunction,
} from '../src/hazards.ts';
import { corridor, position, reveal, scripted } from './helpers.ts';

const quiet = () => scripted([]).ctx;

describe('fire', () => {
  test('a fire takes a marker from the supply; a burning room takes no second one', () => {
    const s = position(['survivor']);
    placeFire(s, 'isolation', quiet());
    assert.equal(s.rooms.isolation?.fire, true);
    assert.equal(s.markers.fire, 11);
    placeFire(s, 'isolation', quiet());
    assert.equal(s.markers.fire, 11);
  });

  test('the thirteenth fire destroys the facility; an end already reached stays', () => {
    const s = position(['survivor']);
    s.markers.fire = 0;
    placeFire(s, 'isolation', quiet());
    assert.equal(s.rooms.isolation?.fire, false);
    assert.equal(s.endReason, 'destroyed');
    const t = position(['survivor']);
    t.markers.fire = 0;
    t.endReason = 'purge';
    placeFire(t, 'isolation', quiet());
    assert.equal(t.endReason, 'purge');
  });

  test('putting a fire out returns its marker; a room without fire returns none', () => {
    const s = position(['survivor']);
    placeFire(s, 'isolation', quiet());
    assert.equal(removeFire(s, 'isolation'), true);
    assert.equal(s.markers.fire, 12);
    assert.equal(removeFire(s, 'isolation'), false);
    assert.equal(s.markers.fire, 12);
  });

  test('no room outside the board burns', () => {
    const s = position(['survivor']);
    placeFire(s, 'no-such-room', quiet());
    assert.equal(s.markers.fire, 12);
  });
});

describe('malfunctions', () => {
  test('a malfunction takes a marker, once per room, only in an explored room', () => {
    const s = position(['survivor']);
    placeMalfunction(s, 'r1', quiet());
    assert.equal(s.rooms.r1?.malfunction, false, 'r1 is not explored yet');
    reveal(s, 'r1', 'archive');
    placeMalfunction(s, 'r1', quiet());
    placeMalfunction(s, 'r1', quiet());
    assert.equal(s.rooms.r1?.malfunction, true);
    assert.equal(s.markers.malfunction, 9);
  });

  test('the nest and the contaminated room never malfunction', () => {
    const s = position(['survivor']);
    reveal(s, 'r1', 'nest');
    reveal(s, 'r2', 'contaminated');
    placeMalfunction(s, 'r1', quiet());
    placeMalfunction(s, 'r2', quiet());
    assert.equal(s.markers.malfunction, 10);
  });

  test('the eleventh malfunction destroys the facility', () => {
    const s = position(['survivor']);
    s.markers.malfunction = 0;
    placeMalfunction(s, 'isolation', quiet());
    assert.equal(s.rooms.isolation?.malfunction, false);
    assert.equal(s.endReason, 'destroyed');
  });

  test('a repair returns the marker; a working room returns none', () => {
    const s = position(['survivor']);
    placeMalfunction(s, 'isolation', quiet());
    assert.equal(removeMalfunction(s, 'isolation'), true);
    assert.equal(s.markers.malfunction, 10);
    assert.equal(removeMalfunction(s, 'isolation'), false);
    assert.equal(s.markers.malfunction, 10);
  });
});

describe('doors', () => {
  test('a door token closes an open corridor while tokens are left; a closed one is left alone', () => {
    const s = position(['survivor']);
    const c = corridor(s, 'isolation', 'r1');
    placeDoor(s, c, 0, quiet());
    assert.equal(c.door, 'closed');
    c.door = 'destroyed';
    placeDoor(s, c, 0, quiet());
    assert.equal(c.door, 'destroyed', 'a destroyed door is not closed again');
  });

  test('with every token on the board, the player who closes a door chooses a standing one to take', () => {
    const s = position(['survivor']);
    const others = s.corridors.slice(0, DOOR_TOKENS);
    for (const c of others) c.door = 'closed';
    const target = s.corridors[DOOR_TOKENS] as (typeof s.corridors)[number];
    placeDoor(s, target, 0, quiet());
    assert.equal(target.door, 'open', 'not closed until a token is taken');
    assert.deepEqual(s.decisions.at(-1), { kind: 'move-door', seat: 0, to: target.id });
    moveDoor(s, (others[2] as (typeof others)[number]).id, target.id, quiet());
    assert.equal(others[2]?.door, 'open');
    assert.equal(target.door, 'closed');
  });

  test('with every token lying destroyed, no door can be closed and nobody is asked', () => {
    const s = position(['survivor']);
    for (const c of s.corridors.slice(0, DOOR_TOKENS)) c.door = 'destroyed';
    const target = s.corridors[DOOR_TOKENS] as (typeof s.corridors)[number];
    const decisions = s.decisions.length;
    placeDoor(s, target, 0, quiet());
    assert.equal(target.door, 'open');
    assert.equal(s.decisions.length, decisions);
  });

  test('a door is taken only from a closed corridor and only to an open one', () => {
    const s = position(['survivor']);
    const [a, b] = [s.corridors[0], s.corridors[1]] as [(typeof s.corridors)[number], (typeof s.corridors)[number]];
    a.door = 'open';
    b.door = 'open';
    moveDoor(s, a.id, b.id, quiet());
    assert.deepEqual([a.door, b.door], ['open', 'open']);
    a.door = 'closed';
    b.door = 'closed';
    moveDoor(s, a.id, b.id, quiet());
    assert.deepEqual([a.door, b.door], ['closed', 'closed']);
    moveDoor(s, 999, b.id, quiet());
    assert.equal(b.door, 'closed');
  });
});
