import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { runStep } from '../src/resolution/steps.ts';
import { knockOut } from '../src/ship/knockout.ts';
import { threatEngine } from '../src/threats/index.ts';
import type { PlannedStep, ScheduledThreat } from '../src/types.ts';
import { plan, run, runUntil, slot } from './resolution-helpers.ts';

const M = 'C - - C - - - C';
const T = (threat: string, turn: number, zone: ScheduledThreat['zone']): ScheduledThreat => ({
  threat,
  turn,
  zone,
  unconfirmed: false,
});

/**
 * Three Amoebas (shield 0) on the board, one per zone, placed at the given squares, with crew 1 out
 * in the interceptors at `range` playing battlebots this turn: returns the damage each took.
 */
function interceptorsAt(range: number, squares: [number, number, number], variable = true): number[] {
  const ctx = runUntil(
    {
      plans: ['X'],
      threats: [T('E1-09', 1, 'red'), T('E1-09', 1, 'white'), T('E1-09', 1, 'blue')],
      trajectories: { red: 7, white: 7, blue: 7, internal: 1 },
      options: { variableRangeInterceptors: variable },
    },
    0,
    threatEngine,
  );
  runStep(ctx); // appear
  ctx.s.threats.forEach((t, i) => {
    t.position = squares[i] as number;
  });
  const c = ctx.s.crew[0];
  const squad = ctx.s.ship.bots[0];
  assert.ok(c && squad);
  c.inSpace = true;
  c.range = range;
  c.squad = 0;
  squad.leader = 0;
  runStep(ctx); // actions
  runStep(ctx); // damage
  return ctx.s.threats.map((t) => t.damage);
}

describe('interceptors against real threats', () => {
  test('base game: a lone threat at distance 1 takes 3', () => {
    assert.deepEqual(interceptorsAt(1, [3, 8, 13], false), [3, 0, 0]);
  });
  test('several threats at their distance take 1 each', () => {
    assert.deepEqual(interceptorsAt(1, [3, 4, 13], false), [1, 1, 0]);
  });
  test('Variable Range: at distance 2 they ignore distances 1 and 3; a lone threat at 2 takes 3', () => {
    assert.deepEqual(interceptorsAt(2, [3, 8, 13]), [0, 3, 0]);
  });
  test('Variable Range: several at distance 2 take 1 each', () => {
    assert.deepEqual(interceptorsAt(2, [7, 9, 13]), [1, 1, 0]);
  });
  test('Variable Range: at distance 3 only distance 3', () => {
    assert.deepEqual(interceptorsAt(3, [3, 8, 13]), [0, 0, 3]);
  });
});

describe('battlebots against intruders', () => {
  // Troopers (health 2, return fire) appear in upper red on turn 4; the crew member takes the upper
  // blue squad and reaches upper red on turn 4.
  const spec = (attack: string) => ({
    plans: [`> C < < ${attack}`, M],
    threats: [T('I2-03', 4, 'internal')],
    trajectories: { red: 1, white: 2, blue: 3, internal: 7 },
  });
  test('the battlebot action deals 1 damage and return fire disables the squad', () => {
    const ctx = runUntil(spec('X'), 5, threatEngine);
    assert.equal(ctx.s.threats[0]?.damage, 1);
    assert.equal(ctx.s.ship.bots[0]?.disabled, true);
  });
  test('heroic battlebots deal the same 1 damage but are not disabled', () => {
    const ctx = runUntil(spec('hX'), 5, threatEngine);
    assert.equal(ctx.s.threats[0]?.damage, 1);
    assert.equal(ctx.s.ship.bots[0]?.disabled, false);
  });
  test('a squad disabled by return fire costs 1 point at scoring', () => {
    const { out } = run(spec('X'), threatEngine);
    assert.equal(out.score.botsPenalty, 1);
  });
});

describe('Double Actions: moving into Slime', () => {
  const slime = { threats: [T('I2-01', 1, 'internal')], trajectories: { red: 1, white: 2, blue: 3, internal: 7 } };
  test('"move into Slime + action": the move delays, the card slides, the A is done next turn', () => {
    const { s } = run({ plans: ['^ >+A B', M], ...slime }, threatEngine);
    assert.deepEqual(s.crew[0]?.plan.slice(1, 4), [slot('>+A'), slot('A'), slot('B')]);
  });
  test("advanced Special Ops ignores the Slime's delay", () => {
    const p: PlannedStep[] = plan('^ - B');
    p[1] = { kind: 'special', spec: 'special-ops', advanced: true, with: slot('>') };
    const { s } = run(
      { plans: [p, M], ...slime, options: { specializations: [{ spec: 'special-ops', level: 2 }] } },
      threatEngine,
    );
    assert.deepEqual(s.crew[0]?.plan[2], slot('B'));
  });
});

describe('specializations against real threats', () => {
  test('basic Hypernavigator on the lower deck: a Fighter (speed 3) advances 2 that turn', () => {
    const p: PlannedStep[] = plan('^');
    p[1] = { kind: 'special', spec: 'hypernavigator', advanced: false };
    const spec = {
      plans: [p, M],
      threats: [T('E1-07', 1, 'red')],
      trajectories: { red: 7, white: 1, blue: 2, internal: 3 },
      options: { specializations: [{ spec: 'hypernavigator' as const, level: 1 as const }] },
    };
    const ctx = runUntil(spec, 2, threatEngine);
    assert.equal(ctx.s.threats[0]?.position, 16 - 3 - 2);
  });
  test('advanced Special Ops: the protected card cannot knock out its own player', () => {
    const ctx = runUntil({ plans: [''] }, 0);
    const c = ctx.s.crew[0];
    assert.ok(c);
    c.protectedTurn = ctx.s.turn;
    assert.equal(knockOut(ctx, 0), false);
    c.protectedTurn = 0;
    assert.equal(knockOut(ctx, 0), true);
  });
});
