import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BRIDGE, CARGO, CQ, ENG, GH, game, LAB, LS, MAINT, NAV, OPS, POD, Scenario, SENS, TELE } from './helpers.ts';

describe('damage step and cascades', () => {
  test('the dice pick the module with that number; its cube goes on the highest free board space', () => {
    const t = new Scenario(2).at(0).roll(3, 4);
    assert.equal(t.s.cubes[ENG], 2);
    assert.equal(t.s.board[t.s.board.length - 1], 1);
    assert.equal(t.s.board.filter((b) => b === 1).length, 1);
  });

  test('Crew Quarters (number 1) can never be rolled; shuffled numbers keep it at 1', () => {
    const t = new Scenario(4, { numbering: 'shuffled' }, 5);
    assert.equal(t.s.num[CQ], 1);
    assert.deepEqual(
      [...t.s.num].sort((a, b) => a - b),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
  });

  test('a hit on an empty module goes straight through: no cube, no cascade', () => {
    const t = new Scenario(2)
      .at(0)
      .cubes({ [GH]: 0 })
      .roll(3, 3);
    assert.equal(t.s.board.filter((b) => b === 1).length, 0);
    assert.ok(t.rules().includes('damage.straight-through'));
    assert.equal(t.s.cubes[SENS], 3);
  });

  test('two cubes left: damaged but working; one cube: out of power; none: out of oxygen', () => {
    const t = new Scenario(2).at(0).cubes({ [LS]: 2 });
    t.s.pos[0] = LS;
    assert.ok(t.legal(0).some((a) => a.type === 'module'));
    t.cubes({ [LS]: 1 });
    assert.ok(!t.legal(0).some((a) => a.type === 'module'));
    t.s.pos[0] = CQ;
    t.cubes({ [LS]: 0 });
    assert.ok(!t.has(0, { type: 'move', to: LS }), 'no oxygen: no entry without a spacesuit');
  });

  test('cascade: losing the last cube damages every connected module, chained, hitting one module twice', () => {
    // Navigation empties -> Laboratory and Sensors (one cube each) empty -> Crew Quarters is hit twice.
    const t = new Scenario(2).at(0).cubes({ [NAV]: 1, [LAB]: 1, [SENS]: 1 });
    t.roll(4, 4);
    // The active player orders the pending hits: Laboratory first.
    assert.deepEqual(t.pendingActors(), [0]);
    assert.deepEqual(t.legal(0), [
      { type: 'order', m: LAB },
      { type: 'order', m: SENS },
    ]);
    t.act(0, { type: 'order', m: LAB });
    // Lab emptied: now Navigation (straight through), Crew Quarters and Sensors wait.
    t.act(0, { type: 'order', m: SENS });
    while (t.top()?.t === 'hits') t.act(0, t.legal(0)[0] as never);
    assert.equal(t.s.cubes[CQ], 1, 'Crew Quarters was hit by the Laboratory and by Sensors');
    assert.equal(t.s.cubes[GH], 2);
    assert.equal(t.s.cubes[OPS], 2);
    assert.equal(t.s.cubes[NAV], 0);
  });

  test('lost escape pod: a module with a pod loses its last cube; the pod and its cube go, ID unseen', () => {
    const t = new Scenario(2).at(0).cubes({ [BRIDGE]: 1 });
    t.roll(5, 6);
    assert.equal(t.s.podUp[POD.bridge], 0);
    // One cube from the module, one from the pod.
    assert.equal(t.s.board.filter((b) => b === 1).length, 2);
    assert.equal(t.view(1).pods[POD.bridge]?.id, null);
    assert.ok(t.rules().includes('damage.lost-pod'));
  });

  test('jump to safety: a crew member without a suit loses the hand and moves to an oxygen module', () => {
    const t = new Scenario(2)
      .at(0)
      .cubes({ [MAINT]: 1 })
      .hand(1, 'eva', 'oxygen');
    t.s.pos[1] = MAINT;
    t.roll(1, 2).settle();
    while (t.top()?.t === 'hits') t.act(0, t.legal(0)[0] as never);
    // Maintenance joins Life Support and the Teleporter: two choices.
    assert.deepEqual(t.pendingActors(), [1]);
    assert.deepEqual(t.legal(1), [
      { type: 'jump', to: LS },
      { type: 'jump', to: TELE },
    ]);
    t.act(1, { type: 'jump', to: TELE });
    assert.equal(t.s.pos[1], TELE);
    assert.deepEqual(t.s.hands[1], []);
    assert.deepEqual(t.s.discard.slice(-2), ['eva', 'oxygen']);
  });

  test('with no connected oxygen, the jump goes to the nearest module with oxygen', () => {
    const t = new Scenario(2).at(0).cubes({ [ENG]: 1, [OPS]: 0, [CARGO]: 0 });
    t.s.pos[1] = ENG;
    t.roll(3, 4);
    while (t.top()?.t === 'hits') t.act(0, t.legal(0)[0] as never);
    // Engine Room's neighbours (Operations, Cargo Bay) are empty: nearest are two steps away.
    assert.deepEqual(
      t
        .legal(1)
        .map((a) => a.to)
        .sort((a, b) => Number(a) - Number(b)),
      [BRIDGE, TELE, SENS].sort((a, b) => a - b),
    );
  });

  test('a spacesuit protects from the cascade: no jump', () => {
    const t = new Scenario(2)
      .at(0)
      .cubes({ [MAINT]: 1 })
      .hand(1, 'eva');
    t.s.pos[1] = MAINT;
    t.s.gear[1] = ['suit'];
    t.roll(1, 2).settle();
    while (t.top()?.t === 'hits') t.act(0, t.legal(0)[0] as never);
    assert.equal(t.s.pos[1], MAINT);
    assert.deepEqual(t.s.hands[1], ['eva']);
  });

  test('the ship explodes when the board is full: in Sole Survivor everyone shares second place', () => {
    const t = new Scenario(3).at(0).damage(32);
    t.roll(3, 4);
    assert.deepEqual(t.s.over?.ranks, [2, 2, 2]);
    assert.deepEqual(t.s.over?.winners, []);
    assert.deepEqual(game.pending(t.s), []);
  });

  test('the ship enters yellow and red as the board fills', () => {
    const t = new Scenario(2).at(0).damage(10);
    assert.equal(t.s.phase, 0);
    t.roll(3, 4);
    assert.equal(t.s.phase, 0);
    t.roll(3, 4);
    assert.equal(t.s.phase, 1);
    assert.ok(t.rules().includes('ship.phase'));
  });
});
