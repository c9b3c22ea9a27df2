import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { resolveMission } from '../src/resolution/mission.ts';
import { threatEngine } from '../src/threats/index.ts';
import type { ScheduledThreat } from '../src/types.ts';
import { input, run, runUntil } from './resolution-helpers.ts';

const M = 'C - - C - - - C';
const T = (threat: string, turn: number, zone: ScheduledThreat['zone']): ScheduledThreat => ({
  threat,
  turn,
  zone,
  unconfirmed: false,
});

describe('base scenarios with real threats', () => {
  test('a Fighter on T5 from turn 5, no actions: the red zone takes 5 damage and the Fighter survives (2 points)', () => {
    const { s, out } = run(
      {
        plans: ['', '', '', ''],
        threats: [T('E1-07', 5, 'red')],
        trajectories: { red: 5, white: 1, blue: 2, internal: 3 },
      },
      threatEngine,
    );
    assert.equal(s.ship.zones.red.damage.length, 5);
    assert.equal(s.ship.zones.white.damage.length + s.ship.zones.blue.damage.length, 0);
    assert.equal(out.survived, true);
    assert.deepEqual(
      out.score.threats.map((t) => [t.threat, t.result, t.points]),
      [['E1-07', 'survived', 2]],
    );
    assert.equal(out.score.damagePenalty, 10);
    assert.equal(out.score.total, 2 - 10);
  });
  test('the same Fighter shot by the red heavy laser on turns 5 and 6: destroyed before it harms, 4 points', () => {
    // Fighter: shield 2, health 4. Turn 5: red heavy 4 - 2 = 2; turn 6: 4 - 2 = 2 more: destroyed.
    const { out, s } = run(
      {
        plans: ['< - - - A A', M],
        threats: [T('E1-07', 5, 'red')],
        trajectories: { red: 5, white: 1, blue: 2, internal: 3 },
      },
      threatEngine,
    );
    assert.deepEqual(
      out.score.threats.map((t) => [t.result, t.points]),
      [['destroyed', 4]],
    );
    assert.equal(s.ship.zones.red.damage.length, 0);
    assert.equal(out.score.total, 4);
  });
  test('resolveMission is a pure function of its input and the generator', () => {
    const spec = {
      plans: ['< A A B A A', '^ A C A - A', '> A B A', M],
      threats: [T('E1-07', 1, 'red'), T('E1-05', 2, 'white'), T('E1-01', 4, 'blue')],
      trajectories: { red: 3, white: 4, blue: 5, internal: 6 } as const,
    };
    const a = resolveMission(input(spec), Rng.fromSeed(7));
    const b = resolveMission(input(spec), Rng.fromSeed(7));
    assert.deepEqual(a, b);
    assert.ok(a.frames.length > 0);
    assert.ok(a.frames.every((f) => typeof f.rule === 'string' && typeof f.text === 'string'));
  });
  test('frames: false records nothing and changes nothing else', () => {
    const spec = { plans: ['< A A', M], threats: [T('E1-07', 1, 'red')] };
    const on = resolveMission(input(spec), Rng.fromSeed(3));
    const off = resolveMission({ ...input(spec), options: { frames: false } }, Rng.fromSeed(3));
    assert.equal(off.frames.length, 0);
    assert.deepEqual({ ...off, frames: [] }, { ...on, frames: [] });
  });
});

describe('compute damage together', () => {
  test('hits of one turn are summed before the shield: lasers of 4 and 2 beat a shield of 2 once', () => {
    // Fighter (shield 2, health 4) in red: heavy 4 + light 2 = 6 - 2 = 4, destroyed. Taken one by one
    // the shield would stop 2 twice and leave it alive.
    const ctx = runUntil(
      {
        plans: ['< - A', '^ < A', M],
        threats: [T('E1-07', 3, 'red')],
        trajectories: { red: 1, white: 2, blue: 3, internal: 4 },
      },
      3,
      threatEngine,
    );
    assert.equal(ctx.s.threats[0]?.state, 'destroyed');
  });
  test('a laser hits the nearest threat in its zone; the tie goes to the earlier token', () => {
    const ctx = runUntil(
      {
        plans: ['- - A', M],
        threats: [T('E1-07', 1, 'white'), T('E1-05', 2, 'white')],
        trajectories: { red: 1, white: 7, blue: 3, internal: 4 },
      },
      3,
      threatEngine,
    );
    const [first, second] = ctx.s.threats;
    assert.ok(first && second);
    // the Fighter (speed 3) is nearer than the Gunship (speed 2) by turn 3: it took the hit
    assert.ok(first.damage > 0);
    assert.equal(second.damage, 0);
  });
});

describe('frames', () => {
  test('every step opens with a frame, in the order of the Mission Steps Board, then turn 13', () => {
    const out = resolveMission(input({ plans: [M] }), Rng.fromSeed(1));
    const steps = out.frames.filter((f) => f.rule.startsWith('step.'));
    assert.deepEqual(
      steps.filter((f) => f.turn === 1).map((f) => f.rule),
      ['step.appear', 'step.actions', 'step.damage', 'step.threats', 'step.end-turn'],
    );
    assert.deepEqual(
      steps.filter((f) => f.turn === 13).map((f) => f.rule),
      ['step.return', 'step.final-damage', 'step.final-threats', 'step.jump'],
    );
    assert.equal(steps.length, 12 * 5 + 4);
  });
  test('a frame says why: a delay names its cause', () => {
    const out = resolveMission(input({ plans: ['- - A'] }), Rng.fromSeed(1));
    const d = out.frames.find((f) => f.rule === 'delay');
    assert.equal(d?.turn, 2);
    assert.match(d?.text ?? '', /computer/);
    assert.deepEqual(d?.data, { crew: 0, turn: 3, cause: 'the computer was not maintained' });
  });
});
