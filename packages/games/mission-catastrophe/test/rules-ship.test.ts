import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ApplyContext, Rng } from '@airlock/engine';
import { INTEGRITY } from '../src/data/integrity.ts';
import { MOLD, type MoldExt } from '../src/rules/mind-mold.ts';
import { resolveHitsNow, safeDestinations } from '../src/ship.ts';
import { CARGO, CQ, GH, LAB, LS, MAINT, NAV, OPS, POD, Scenario, SENS, TELE } from './helpers.ts';

/**
 * The ship (rulebook, "Ship damage" and "The ship-integrity board"): a hit moves a module's status cube
 * to the board; the last cube going loses the module's escape pod (its cube goes to the board too) and
 * cascades to the joined modules; a full board blows the ship up at once; repairs take the cube on the
 * lowest-numbered space back; a crew member jumping to safety goes to a joined module with oxygen, else
 * to the nearest ones.
 */

function ctxOf(t: Scenario): ApplyContext {
  return { rng: Rng.fromSeed(5), emit: (e) => t.events.push(e) };
}

function onBoard(t: Scenario): number {
  return t.s.board.filter((v) => v === 1).length;
}

describe('a full board ends the game at once', () => {
  test('the hit that fills the last space explodes the ship: the pod and the cascade of that hit never happen', () => {
    const t = new Scenario(2).at(0).cubes({ [LAB]: 1 });
    t.damage(INTEGRITY.spaces - 1);
    resolveHitsNow(t.s, LAB, 'roll', ctxOf(t));
    assert.equal(t.s.over?.details?.cause, 'explosion');
    assert.equal(t.s.podUp[POD.lab], 1, 'the pod beside the Laboratory is not destroyed after the explosion');
    assert.ok(!t.rules().includes('damage.lost-pod'));
    assert.ok(!t.rules().includes('damage.cascade'), 'no cascade after the explosion');
    assert.equal(t.s.cubes[CQ], 3);
    assert.equal(t.s.cubes[NAV], 3);
  });

  test("the lost pod's cube can fill the board: the ship explodes before the damage cascades", () => {
    const t = new Scenario(2).at(0).cubes({ [LAB]: 1 });
    t.damage(INTEGRITY.spaces - 2);
    resolveHitsNow(t.s, LAB, 'roll', ctxOf(t));
    assert.equal(t.s.podUp[POD.lab], 0, 'the pod is lost');
    assert.equal(t.s.over?.details?.cause, 'explosion', "the pod's cube fills the board");
    assert.ok(!t.rules().includes('damage.cascade'), 'the explosion stops the damage');
    assert.equal(t.s.cubes[CQ], 3);
    assert.equal(t.s.cubes[NAV], 3);
  });

  test('a hit that empties a module but leaves a space free does not end the game', () => {
    const t = new Scenario(2).at(0).cubes({ [LS]: 1 });
    t.damage(INTEGRITY.spaces - 2);
    resolveHitsNow(t.s, LS, 'roll', ctxOf(t));
    // Life Support has no pod; its neighbours Crew Quarters and Maintenance take a cascade hit each, and
    // the second of those fills the board.
    assert.equal(t.s.cubes[LS], 0);
    assert.equal(t.s.over?.details?.cause, 'explosion');
  });
});

describe('lost escape pods', () => {
  test('a module without an escape pod losing its last cube puts one cube on the board, not two', () => {
    const t = new Scenario(2).at(0).cubes({ [LS]: 1, [CQ]: 0, [MAINT]: 0 });
    resolveHitsNow(t.s, LS, 'roll', ctxOf(t));
    assert.equal(onBoard(t), 1);
    assert.deepEqual(t.s.podUp, [1, 1, 1, 1, 1, 1], 'no pod is touched');
    assert.ok(!t.rules().includes('damage.lost-pod'));
  });

  test('a pod already gone is not lost again: only the status cube goes to the board', () => {
    const t = new Scenario(2).at(0).cubes({ [LAB]: 1, [CQ]: 0, [NAV]: 0 });
    t.s.podUp[POD.lab] = 0;
    resolveHitsNow(t.s, LAB, 'roll', ctxOf(t));
    assert.equal(onBoard(t), 1);
    assert.ok(!t.rules().includes('damage.lost-pod'));
  });

  test('a pod still there is lost with the last cube: two cubes on the board', () => {
    const t = new Scenario(2).at(0).cubes({ [LAB]: 1, [CQ]: 0, [NAV]: 0 });
    resolveHitsNow(t.s, LAB, 'roll', ctxOf(t));
    assert.equal(onBoard(t), 2);
    assert.equal(t.s.podUp[POD.lab], 0);
  });
});

describe('the board and repairs', () => {
  test('a repair takes the cube on the lowest-numbered space, even when that is space 1', () => {
    const t = new Scenario(2).at(0).cubes({ [LAB]: 2 });
    t.s.pos[0] = MAINT;
    t.s.board[0] = 1;
    t.do(0, { type: 'module', m: MAINT, target: LAB });
    assert.equal(t.s.cubes[LAB], 3, 'the Laboratory gets its cube back');
    assert.equal(onBoard(t), 0, 'the cube left the board');
  });
});

describe('mold stops a hit (Mind Mold)', () => {
  test('when the hit takes the last mold cube off the board, the game is lost and the hit goes no further', () => {
    const t = new Scenario(2, { mode: 'coop', threat: 'mind-mold' }).at(0);
    t.s.board[0] = 2;
    const x: MoldExt = { mods: new Array<number>(12).fill(0), crew: [0, 0] };
    x.mods[CQ] = 11;
    t.s.ext[MOLD] = x as never;
    t.cubes({ [OPS]: 1 });
    resolveHitsNow(t.s, OPS, 'roll', ctxOf(t));
    assert.equal(t.s.over?.details?.cause, 'mold');
    assert.equal(t.s.cubes[OPS], 1, 'the status cube stays: the game ended before it moved');
    assert.equal(onBoard(t), 0);
  });
});

describe('jumping to safety', () => {
  test('with no joined module breathable, only the nearest modules with oxygen are offered, not farther ones', () => {
    const t = new Scenario(2).at(0).cubes({ [LS]: 0, [CQ]: 0, [MAINT]: 0 });
    t.s.pos[1] = LS;
    // Two borders from Life Support: Laboratory, Teleporter, Sensors; Operations, Greenhouse,
    // Navigation and the Cargo Bay are three away.
    assert.deepEqual(safeDestinations(t.s, 1), [LAB, TELE, SENS]);
  });

  test('a joined module with oxygen is where the jump goes', () => {
    const t = new Scenario(2).at(0).cubes({ [LS]: 0, [CQ]: 0 });
    t.s.pos[1] = LS;
    assert.deepEqual(safeDestinations(t.s, 1), [MAINT]);
  });

  test('modules without oxygen are never a destination, at any distance', () => {
    const t = new Scenario(2).at(0).cubes({ [LS]: 0, [CQ]: 0, [MAINT]: 0, [LAB]: 0, [TELE]: 0, [SENS]: 0 });
    t.s.pos[1] = LS;
    assert.deepEqual(safeDestinations(t.s, 1), [OPS, GH, NAV, CARGO]);
  });
});
