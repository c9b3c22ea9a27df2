/**
 * Who may act and with what (the kernel's contract: an action is legal iff it is listed): only the
 * seat whose decision is awaited; a dead or passed character takes no action; with no action left only
 * dropping and passing remain; a first-encounter choice keeps one objective; an invited player rides
 * the elevator along only if alive and not in combat.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decider } from '../src/actions.ts';
import { act, game, player, position, scripted } from './helpers.ts';

const types = (list: { type: string }[]) => [...new Set(list.map((a) => a.type))].sort();

describe('who may act', () => {
  test('only the seat the game waits on has legal actions; the system has none in a turn', () => {
    const s = position(['survivor', 'sentry']);
    const active = decider(s) as number;
    assert.ok(game.legalActions(s, active).length > 0);
    assert.deepEqual(game.legalActions(s, 1 - active), []);
    assert.deepEqual(game.legalActions(s, 'system'), []);
  });

  test('a dead or passed character is offered nothing', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.passed = true;
    assert.deepEqual(game.legalActions(s, 0), []);
    p.passed = false;
    p.status = 'dead';
    assert.deepEqual(game.legalActions(s, 0), []);
  });

  test('with no action left, only dropping and passing remain', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.inventory = ['medkit', 'antidote', 'medkit'];
    p.hands = [{ kind: 'object', name: 'carcass', ammo: 0 }];
    p.actionsLeft = 0;
    assert.deepEqual(game.legalActions(s, 0), [
      { type: 'drop', item: 'antidote' },
      { type: 'drop', item: 'medkit' },
      { type: 'drop', hand: 0 },
      { type: 'pass' },
    ]);
    p.actionsLeft = 1;
    assert.ok(types(game.legalActions(s, 0)).includes('move'));
    p.inventory = [];
    p.hands = [];
    p.actionsLeft = 0;
    assert.deepEqual(game.legalActions(s, 0), [{ type: 'pass' }]);
  });
});

describe('decisions', () => {
  test('the first encounter keeps the objective chosen and sets the others aside', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.objectives = ['b-objective', 'a-objective'];
    s.decisions.push({ kind: 'discard-objective', seat: 0 });
    assert.deepEqual(game.legalActions(s, 0), [
      { type: 'keep-objective', objective: 'a-objective' },
      { type: 'keep-objective', objective: 'b-objective' },
    ]);
    act(s, 0, { type: 'keep-objective', objective: 'b-objective' }, scripted(Array(20).fill(0)).ctx);
    assert.deepEqual(p.objectives, ['b-objective']);
    assert.deepEqual(p.discardedObjectives, ['a-objective']);
    assert.equal(
      s.decisions.some((d) => d.kind === 'discard-objective'),
      false,
    );
  });

  test('an invited player rides the elevator along when alive and out of combat, and may stay', () => {
    const ride = (accept: boolean, inCombat: boolean) => {
      const s = position(['survivor', 'sentry']);
      const p = player(s, 1);
      p.room = 'elevator-1';
      if (inCombat) s.intruders.push({ id: s.nextIntruderId++, kind: 'adult', room: 'elevator-1', injuries: 0 });
      s.decisions.push({ kind: 'ride', seat: 1, to: 'elevator-2' });
      assert.deepEqual(game.legalActions(s, 1), [
        { type: 'ride', accept: true },
        { type: 'ride', accept: false },
      ]);
      game.apply(s, 1, { type: 'ride', accept }, scripted([]).ctx);
      assert.equal(
        s.decisions.some((d) => d.kind === 'ride'),
        false,
      );
      return p.room;
    };
    assert.equal(ride(true, false), 'elevator-2');
    assert.equal(ride(false, false), 'elevator-1');
    assert.equal(ride(true, true), 'elevator-1', 'an intruder in the room holds the character');
  });
});
