import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { GameState } from '../src/types.ts';
import { act, corridor, player, position, reveal, scripted } from './helpers.ts';

/**
 * 004, exploration: entering a face-down room turns its tile and exploration token over; the token's
 * effect happens at once (slime, malfunction, a door behind the character), and the nest gives knowledge.
 */
describe('exploration tokens and tiles', () => {
  const quiet = (characters = ['survivor', 'sentry'], options: Record<string, string> = {}) => {
    const s = position(characters, options);
    s.firstEncounterDone = true;
    s.decisions = [];
    player(s, 0).hand = ['run', 'run'];
    player(s, 0).room = 'r2';
    return s;
  };
  /** Moves seat 0 from r2 into the face-down x1 with this token, then (if any) a noise die face. */
  const explore = (s: GameState, token: string, tile?: string) => {
    s.unseen.exploration = { [token]: 1 };
    if (tile) s.unseen.tilesII = { [tile]: 1 };
    act(s, 0, { type: 'move', to: 'x1', pay: ['run'] }, scripted([0, 0, 8]).ctx);
  };

  test('a slime token slimes the character who explores', () => {
    const s = quiet();
    explore(s, 'slime:1');
    assert.equal(player(s, 0).slime, true);
  });

  test('a malfunction token puts a malfunction in the explored room', () => {
    const s = quiet();
    const before = s.markers.malfunction;
    explore(s, 'malfunction:1', 'archive');
    assert.equal(s.rooms.x1?.malfunction, true);
    assert.equal(s.markers.malfunction, before - 1);
  });

  test('a door token closes the corridor the character came through, and only that one', () => {
    const s = quiet();
    explore(s, 'door:1');
    assert.equal(corridor(s, 'r2', 'x1').door, 'closed');
    for (const c of s.corridors) {
      if (c !== corridor(s, 'r2', 'x1')) assert.notEqual(c.door, 'closed', `${c.a}-${c.b}`);
    }
  });

  test('the door token finds that corridor from either of its ends', () => {
    const s = quiet();
    const p = player(s, 0);
    reveal(s, 'x1', 'archive');
    p.room = 'x1';
    s.unseen.exploration = { 'door:1': 1 };
    act(s, 0, { type: 'move', to: 'r2', pay: ['run'] }, scripted([0, 0, 8]).ctx);
    assert.equal(corridor(s, 'r2', 'x1').door, 'closed');
  });

  test('on Mars a path into a crossroads has no door: the door token closes nothing', () => {
    const s = position(['survivor', 'sentry'], { side: 'mars' });
    s.firstEncounterDone = true;
    s.decisions = [];
    const p = player(s, 0);
    reveal(s, 'r3', 'archive');
    p.room = 'r3';
    p.hand = ['run', 'run'];
    s.unseen.exploration = { 'door:2': 1 };
    act(s, 0, { type: 'move', to: 'c1', pay: ['run'] }, scripted(Array(6).fill(0)).ctx);
    assert.equal(p.room, 'c1');
    assert.ok(s.corridors.every((c) => c.door !== 'closed'));
  });

  test('only the nest gives knowledge to the character who discovers it', () => {
    const s = quiet();
    const p = player(s, 0);
    const before = p.knowledge;
    explore(s, 'silence:1', 'archive');
    assert.equal(p.knowledge, before, 'another room: no knowledge');
    const t = quiet();
    const q = player(t, 0);
    explore(t, 'silence:1', 'nest');
    assert.equal(t.rooms.x1?.tile, 'nest');
    assert.equal(q.knowledge, before + 1);
  });

  test('items are halved (rounding up) in the solo game only, not for one player in the cooperative mode', () => {
    const solo = quiet(['survivor']);
    explore(solo, 'silence:3', 'archive');
    assert.equal(solo.rooms.x1?.items, 2);
    const coop = quiet(['survivor'], { mode: 'cooperative' });
    explore(coop, 'silence:3', 'archive');
    assert.equal(coop.rooms.x1?.items, 3);
  });
});

describe('a careful move whose exploration kills', () => {
  test('the dead character places no careful noise marker', () => {
    const s = position(['survivor', 'sentry'], { side: 'mars' });
    s.firstEncounterDone = true;
    s.decisions = [];
    const p = player(s, 0);
    p.room = 'isolation';
    p.hand = ['run', 'run'];
    p.light = 2;
    p.serious = [
      { kind: 'leg', dressed: true },
      { kind: 'arm', dressed: true },
      { kind: 'head', dressed: true },
    ];
    s.unseen.exploration = { 'surface:2': 1 };
    s.marsDeck = { rockfall: 1 }; // sheltered in a building: a light wound, the third
    act(s, 0, { type: 'careful', to: 'r1', exit: 1, pay: ['run', 'run'] }, scripted(Array(10).fill(0)).ctx);
    assert.equal(p.status, 'dead');
    const noisy = s.corridors.filter((c) => (c.a === 'r1' || c.b === 'r1') && c.noise);
    assert.deepEqual(noisy, [], 'no marker from a character who died exploring');
    assert.equal(s.techNoise, false);
    assert.deepEqual(s.areaNoise, {});
  });
});
