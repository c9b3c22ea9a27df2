/**
 * Answering a decision in the middle of a turn (actions.ts, applyAction): the answer closes the
 * decision, and what the action still had to do afterwards (its end, the next player) goes on.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADVANTAGE_DIE } from '../src/data/rooms.ts';
import { act, corridor, player, position, reveal, scripted } from './helpers.ts';

describe('answers that close a decision', () => {
  test('after the advantage die is answered, the shot is over and the turn goes on to the next player', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    s.power.active = [1, 2, 3, 4];
    s.firstEncounterDone = true;
    p.hands = [{ kind: 'item', name: 'pistol', ammo: 3 }];
    p.actionsLeft = 1;
    s.intruders.push({ id: 5, kind: 'adult', room: p.room, injuries: 0 });
    const shot = { type: 'shoot', weapon: 0, target: 5, pay: ['sentry.stun'] };
    act(s, 0, shot, scripted([ADVANTAGE_DIE.indexOf('card-one')]).ctx);
    assert.equal(s.decisions.at(-1)?.kind, 'advantage');
    assert.equal(s.active, 0, 'the action waits for the answer');
    act(s, 0, { type: 'advantage', card: null }, scripted([0, 0, 0, 0]).ctx);
    assert.deepEqual(s.decisions, []);
    assert.equal(s.active, 1, 'its last action done, the turn passes on');
  });

  test('the door taken from the board closes the decision that asked for it', () => {
    const s = position(['survivor', 'sentry']);
    const from = corridor(s, 'r4', 'r6');
    const target = corridor(s, 'isolation', 'r1');
    from.door = 'closed';
    s.decisions.push({ kind: 'move-door', seat: 0, to: target.id });
    act(s, 0, { type: 'move-door', from: from.id }, scripted([]).ctx);
    assert.equal(target.door, 'closed');
    assert.deepEqual(s.decisions, []);
  });

  test('an invited character rides along when no intruder is in the elevator room, whatever is elsewhere', () => {
    const s = position(['sentry', 'xenobiologist']);
    const p = player(s, 0);
    for (const q of s.players) q.room = 'elevator-2';
    p.hand = ['focus', 'rest'];
    s.power.elevator = 1;
    s.power.active = [1];
    s.elevatorAt = 2;
    reveal(s, 'r9', 'archive');
    s.intruders.push({ id: 5, kind: 'adult', room: 'r9', injuries: 0 });
    act(s, 0, { type: 'room', option: 'use', section: 1, invite: [1], pay: ['focus', 'rest'] }, scripted([]).ctx);
    act(s, 1, { type: 'ride', accept: true }, scripted([]).ctx);
    assert.equal(player(s, 1).room, 'elevator-1');
    assert.deepEqual(s.decisions, []);
  });
});
