import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { placeIntruder } from '../src/core/intruders.ts';
import { act, indexOf, player, position, reveal, rules, scripted } from './helpers.ts';

/** Movement, line by line (pins found by mutation testing of src/movement.ts). */
describe('movement, line by line', () => {
  const quiet = () => {
    const s = position(['survivor', 'sentry']);
    s.firstEncounterDone = true;
    s.decisions = [];
    player(s, 0).hand = ['run', 'run'];
    return s;
  };

  test('a move out of a room with no intruder is no escape: no attack, then the noise roll', () => {
    const s = quiet();
    reveal(s, 'r1', 'archive');
    const { ctx, events } = scripted([8]);
    act(s, 0, { type: 'move', to: 'r1', pay: ['run'] }, ctx);
    assert.ok(!rules(events).includes('combat.escape'));
    assert.ok(rules(events).includes('noise.roll'));
  });

  test('a character killed while escaping stays behind, and nothing more happens', () => {
    const s = quiet();
    const p = player(s, 0);
    reveal(s, 'r1', 'archive');
    p.serious = [
      { kind: 'leg', dressed: true },
      { kind: 'arm', dressed: true },
      { kind: 'head', dressed: true },
    ];
    placeIntruder(s, 'adult', p.room, scripted([]).ctx);
    placeIntruder(s, 'adult', p.room, scripted([]).ctx);
    const from = p.room;
    const { ctx, events, left } = scripted([indexOf(s.attackDeck, 'scratch'), 0, 0]);
    act(s, 0, { type: 'move', to: 'r1', pay: ['run'] }, ctx);
    assert.equal(p.status, 'dead');
    assert.equal(p.room, from);
    assert.equal(
      rules(events).filter((r) => r.startsWith('attack.')).length,
      1,
      'the second intruder does not attack a corpse',
    );
    assert.equal(left(), 2);
  });

  test('slime turns only silence into danger: another token keeps its own effect and the noise roll', () => {
    const s = quiet();
    const p = player(s, 0);
    p.slime = true;
    s.unseen.exploration = { 'fire:1': 1 };
    const { ctx, events } = scripted([0, 0, 0]); // the tile, the token, then face 1 of the noise die
    act(s, 0, { type: 'move', to: 'r1', pay: ['run'] }, ctx);
    assert.ok(!rules(events).includes('noise.danger'));
    assert.ok(rules(events).includes('noise.roll'));
  });

  test('a danger token: no noise roll after it', () => {
    const s = quiet();
    s.unseen.exploration = { 'danger:1': 1 };
    const { ctx, events } = scripted([0, 0]);
    act(s, 0, { type: 'move', to: 'r1', pay: ['run'] }, ctx);
    assert.ok(rules(events).includes('noise.danger'));
    assert.ok(!rules(events).includes('noise.roll'));
  });

  test('no noise roll in a room where another character already is', () => {
    const s = quiet();
    reveal(s, 'r1', 'archive');
    player(s, 1).room = 'r1';
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'move', to: 'r1', pay: ['run'] }, ctx);
    assert.ok(!rules(events).includes('noise.roll'));
  });

  test('exploring turns the room over for good, from the pool of its tile level, and lays the token aside', () => {
    const s = quiet();
    const p = player(s, 0);
    p.room = 'r2';
    s.unseen.exploration = { 'silence:3': 1 };
    const tileII = Object.keys(s.unseen.tilesII).sort()[0] as string;
    act(s, 0, { type: 'move', to: 'x1', pay: ['run'] }, scripted([0, 0]).ctx);
    const x1 = s.rooms.x1;
    assert.equal(x1?.explored, true);
    assert.equal(x1?.tile, tileII, 'a room II slot takes a room II tile');
    assert.equal(s.explorationSeen['silence:3'], 1);
    assert.equal(x1?.items, 3, 'two players: the item counter is not halved');
  });
});
