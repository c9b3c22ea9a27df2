import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { runToEnd } from '../src/resolution/mission.ts';
import { attackZone, damageZone } from '../src/ship/damage.ts';
import { rangeOf } from '../src/state.ts';
import type { PlannedStep } from '../src/types.ts';
import { NO_THREATS, plan, run, runUntil, slot } from './resolution-helpers.ts';

describe('rulings on the open questions (RULES.md, resolution rows)', () => {
  test('distances: squares 1-5 are distance 1, 6-10 distance 2, 11 and beyond (the 16th too) distance 3', () => {
    assert.deepEqual([1, 5, 6, 10, 11, 15, 16].map(rangeOf), [1, 1, 2, 2, 3, 3, 3]);
  });
  test('Reversed Shields with a destroyer: the shield energy joins the attack and everything that passes is doubled', () => {
    const ctx = runUntil({ plans: [''] }, 1);
    ctx.s.ship.shieldsMode = 'reversed';
    assert.deepEqual(attackZone(ctx, 'red', 1, 'double-through-shields'), { absorbed: 0, damage: 4 });
    assert.equal(ctx.s.ship.zones.red.shield, 0);
  });
  test('Reversed Shields with a shield-ignoring attack (Scout Z): the shield is not touched', () => {
    const ctx = runUntil({ plans: [''] }, 1);
    ctx.s.ship.shieldsMode = 'reversed';
    assert.deepEqual(attackZone(ctx, 'blue', 2, 'ignore-shields'), { absorbed: 0, damage: 2 });
    assert.equal(ctx.s.ship.zones.blue.shield, 1);
  });
  test('ineffective shields spend no energy; the temporary shield still absorbs first', () => {
    const ctx = runUntil({ plans: [''] }, 1);
    ctx.s.ship.shieldsMode = 'ineffective';
    ctx.s.ship.zones.white.tempShield = 2;
    assert.deepEqual(attackZone(ctx, 'white', 3), { absorbed: 2, damage: 1 });
    assert.equal(ctx.s.ship.zones.white.shield, 1);
    assert.equal(ctx.s.ship.zones.white.tempShield, 0);
  });
  test('a zone whose damage is doubled (the Fissure) takes two tiles per point', () => {
    const ctx = runUntil({ plans: [''] }, 1);
    ctx.s.ship.zones.red.damageFactor = 2;
    damageZone(ctx, 'red', 2);
    assert.equal(ctx.s.ship.zones.red.damage.length, 4);
  });
  test('advanced Special Ops with no other card does nothing, and the card is spent', () => {
    const p: PlannedStep[] = plan('');
    p[0] = { kind: 'special', spec: 'special-ops', advanced: true };
    p[1] = { kind: 'special', spec: 'special-ops', advanced: true };
    const { s } = run({ plans: [p], options: { specializations: [{ spec: 'special-ops', level: 2 }] } });
    assert.equal(s.crew[0]?.specialUsed, 2);
    assert.equal(s.crew[0]?.protectedTurn, 0);
  });
  test('a heroic move neither uses nor occupies a gravolift', () => {
    const { s } = run({ plans: ['@lower-white B', '^ B', 'C - - C - - - C'] });
    assert.deepEqual(
      s.crew[1]?.plan.slice(0, 2),
      [slot('^'), slot('B')],
      'the lift user after a heroic move is its first user',
    );
  });
  test('a refuel with a full central reactor keeps its capsule', () => {
    const ctx = runUntil({ plans: ['^ B B'], options: {} }, 2);
    assert.equal(ctx.s.ship.fuel, 2);
    const full = runUntil({ plans: ['^ B B', 'C'] }, 3);
    assert.equal(full.s.ship.fuel, 2, 'the second refuel found the reactor full');
  });
  test('the step guard stops a machine that never ends', () => {
    const looping = {
      ...NO_THREATS,
      startTurn(ctx: { s: { turn: number } }) {
        ctx.s.turn = 1;
      },
    };
    const ctx = runUntil({ plans: [''] }, 0, looping);
    assert.throws(() => runToEnd(ctx), /did not finish within/);
  });
});
