import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ApplyContext, Rng } from '@airlock/engine';
import { drain } from '../src/flow.ts';
import { PRESSURE, type PressureExt } from '../src/rules/under-pressure.ts';
import { BRIDGE, LAB, NAV, Scenario } from './helpers.ts';
import { RoleTable } from './roles-helpers.ts';

/**
 * Hard level, Facing Death: an eliminated crew member takes no further actions. Eliminated during
 * their own turn, whatever the cause, the turn ends there: no move, draw, repair or module use with
 * the actions left, and any free action still owed lapses. The next player's turn begins.
 */

/** Seat 0 acts in a 3-player Sole Survivor game at the hard level (the game goes on after a death). */
function hard(options: Record<string, string | boolean> = {}): Scenario {
  return new Scenario(3, { level: 'hard', ...options }).at(0).hand(1, 'eva').hand(2, 'eva');
}

function ctxOf(t: Scenario): ApplyContext {
  return { rng: Rng.fromSeed(1), emit: (e) => t.events.push(e) };
}

/** Seat 0 is out, its turn is over and seat 1's has begun; seat 0 is asked nothing. */
function turnPassed(t: Scenario): void {
  assert.deepEqual(t.s.out, [0]);
  assert.equal(t.s.over, null, 'Sole Survivor goes on');
  assert.ok(!t.pendingActors().includes(0), 'the eliminated crew member is asked nothing');
  assert.ok(
    t.events.some((e) => e.rule === 'turn.start' && (e.data as { seat: number }).seat === 1),
    "seat 1's turn has begun",
  );
  assert.ok(t.rules().includes('hard.eliminated-turn'));
}

describe('Hard level: an eliminated crew member’s turn ends', () => {
  test('killed by their own damage roll: none of the three actions is taken', () => {
    const t = hard()
      .cubes({ [NAV]: 1 })
      .hand(0, 'eva');
    t.s.pos[0] = NAV;
    t.roll(4, 4).settle().cascade().settle();
    turnPassed(t);
    assert.equal(t.s.pos[0], NAV, 'seat 0 stays where it fell');
  });

  test('killed by a cascade of their own action: the actions left are lost', () => {
    // Seat 0 stands in the Laboratory (1 cube) and Scavenges the last cube of Navigation, next door.
    const t = hard()
      .cubes({ [NAV]: 1, [LAB]: 1, [BRIDGE]: 2 })
      .hand(0, 'scavenge', 'eva');
    t.s.pos[0] = LAB;
    t.do(0, { type: 'play', card: 'scavenge', from: NAV, to: BRIDGE });
    t.cascade().settle();
    assert.equal(t.s.cubes[LAB], 0);
    turnPassed(t);
  });

  test('Under Pressure: the suit runs out of oxygen after an action: the turn ends there', () => {
    const t = hard({ pressure: true }).cubes({ [NAV]: 0 });
    const x = t.s.ext[PRESSURE] as unknown as PressureExt;
    t.s.gear[0] = ['suit'];
    x.worn[0] = true;
    x.o2[0] = 1;
    t.s.pos[0] = NAV;
    t.do(0, { type: 'draw' });
    assert.equal(x.o2[0], 0);
    turnPassed(t);
  });

  test('a free action still owed to an eliminated crew member lapses', () => {
    for (const out of [[], [2]]) {
      const t = hard();
      t.s.out = out;
      t.s.stack.push({ t: 'free', seat: 2, why: 'quick-thinking' });
      drain(t.s, ctxOf(t));
      assert.deepEqual(t.pendingActors(), out.length === 0 ? [2] : [0], `out: ${out}`);
    }
  });

  test('a role decision still owed to an eliminated crew member lapses', () => {
    for (const out of [[], [2]]) {
      const t = new RoleTable(3, { level: 'hard' }).role(2, 'ill-take-that').hand(0, 'eva');
      t.s.out = out;
      t.s.stack.push({ t: 'x:role', seat: 2, role: 'ill-take-that', from: 0 });
      drain(t.s, ctxOf(t));
      assert.deepEqual(t.pendingActors(), out.length === 0 ? [2] : [0], `out: ${out}`);
    }
  });

  test('an eliminated ally does not copy an ability card (Team, Override)', () => {
    for (const out of [[], [2]]) {
      const t = new Scenario(4, { mode: 'team', level: 'hard' }).at(0).hand(2, 'eva');
      t.s.out = out;
      t.s.stack.push({ t: 'copy', seat: 2, card: 'eva' });
      drain(t.s, ctxOf(t));
      assert.deepEqual(t.pendingActors(), out.length === 0 ? [2] : [0], `out: ${out}`);
    }
  });
});
