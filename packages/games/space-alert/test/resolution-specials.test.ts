import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { attackZone } from '../src/ship/damage.ts';
import { disableBots, knockOut } from '../src/ship/knockout.ts';
import { threatEngine } from '../src/threats/index.ts';
import type { CrewSpecialization, PlannedStep, Specialization } from '../src/types.ts';
import { advance, plan, run, runUntil } from './resolution-helpers.ts';

const M = 'C - - C - - - C';

function special(spec: Specialization, advanced = false): PlannedStep {
  return { kind: 'special', spec, advanced };
}
function withSlot(codes: string, turn: number, step: PlannedStep): PlannedStep[] {
  const p = plan(codes);
  p[turn - 1] = step;
  return p;
}
const lvl = (spec: Specialization, level: 1 | 2 | 3 = 2): CrewSpecialization => ({ spec, level });

describe('specializations: where they do not work', () => {
  test('advanced Rocketeer outside lower blue acts as C there (on the bridge: maintenance)', () => {
    const { s } = run({
      plans: [withSlot('', 1, special('rocketeer', true)), '- - A'],
      options: { specializations: [lvl('rocketeer')] },
    });
    assert.equal(s.ship.rockets, 3);
    assert.equal(s.crew[1]?.plan[2] !== null, true, 'the computer was maintained, so nothing was delayed');
  });
  test('advanced Rocketeer with fewer than 2 rockets acts as C: one rocket', () => {
    const p = plan('> ^ C - C');
    p[5] = special('rocketeer', true);
    const ctx = runUntil({ plans: [p, M], options: { specializations: [lvl('rocketeer')] } }, 6);
    assert.equal(ctx.s.ship.rockets, 0);
    assert.equal(ctx.s.ship.rocketLaunched, 3);
  });
  test('advanced Pulse Gunner outside lower white acts as A', () => {
    const ctx = runUntil(
      { plans: [withSlot('', 1, special('pulse-gunner', true))], options: { specializations: [lvl('pulse-gunner')] } },
      1,
    );
    assert.deepEqual(
      ctx.s.ship.shots.map((s) => [s.weapon, s.power[0]]),
      [['heavy', 5]],
    );
  });
  test('advanced Hypernavigator on any turn but 10 or 11 does nothing', () => {
    const { s } = run({
      plans: [withSlot('^', 9, special('hypernavigator', true)), M],
      options: { specializations: [lvl('hypernavigator')] },
    });
    assert.equal(s.jumpAfter, 0);
  });
  test('basic Hypernavigator on the upper deck does nothing', () => {
    const ctx = runUntil(
      { plans: [withSlot('', 1, special('hypernavigator'))], options: { specializations: [lvl('hypernavigator', 1)] } },
      1,
    );
    assert.equal(ctx.s.slowdown, 0);
  });
  test('basic Teleporter: no effect when both tokens are on one player or the two are together', () => {
    const same = runUntil(
      {
        plans: [withSlot('>', 2, special('teleporter')), '<'],
        options: { specializations: [lvl('teleporter', 1)], teleport: { source: 0, destination: 0 } },
      },
      2,
    );
    assert.deepEqual(same.s.crew[0]?.station, { zone: 'blue', deck: 'upper' });
  });
  test('advanced Energy Technician on the lower deck does nothing', () => {
    const ctx = runUntil(
      {
        plans: [withSlot('^', 2, special('energy-technician', true))],
        options: { specializations: [lvl('energy-technician')] },
      },
      2,
    );
    assert.deepEqual(
      Object.values(ctx.s.ship.zones).map((z) => z.tempShield),
      [0, 0, 0],
    );
  });
});

describe('specializations: effects in play', () => {
  test('the temporary shield absorbs a threat attack first and is gone next turn', () => {
    const ctx = runUntil(
      {
        plans: [withSlot('', 1, special('energy-technician', true))],
        options: { specializations: [lvl('energy-technician')] },
      },
      1,
    );
    assert.deepEqual(attackZone(ctx, 'white', 3), { absorbed: 3, damage: 0 });
    assert.equal(ctx.s.ship.zones.white.shield, 0, 'the temporary 2 first, then 1 from the shield');
    advance(ctx, 2);
    assert.equal(ctx.s.ship.zones.red.tempShield, 0);
  });
  test('advanced Medic: nobody in the station is knocked out this turn; the protection ends with the turn', () => {
    const ctx = runUntil(
      { plans: [withSlot('', 1, special('medic', true)), '-'], options: { specializations: [lvl('medic')] } },
      1,
    );
    assert.equal(knockOut(ctx, 1), false);
    assert.equal(ctx.s.crew[1]?.knockedOut, false);
    advance(ctx, 2);
    assert.equal(knockOut(ctx, 1), true);
  });
  test('Special Ops preparation survives moves and empty slots, and is used once', () => {
    const ctx = runUntil(
      {
        plans: [withSlot('- < - A A', 1, special('special-ops')), M],
        options: { specializations: [lvl('special-ops', 1)] },
      },
      4,
    );
    assert.deepEqual(ctx.s.ship.shots[0]?.power, [5, 5, 5], 'red heavy 4 + 1');
    advance(ctx, 5);
    assert.deepEqual(ctx.s.ship.shots[0]?.power, [4, 4, 4]);
  });
  test('basic Squad Leader with a disabled squad reactivates it instead of repairing', () => {
    const ctx = runUntil(
      {
        plans: [withSlot('> C', 4, special('squad-leader')), M],
        options: { specializations: [lvl('squad-leader', 1)] },
      },
      3,
    );
    disableBots(ctx, 0);
    advance(ctx, 4);
    assert.equal(ctx.s.ship.bots[0]?.disabled, false);
  });
  test('advanced Mechanic repairs 2 on the malfunction in the station', () => {
    // Hacked Shields (health 3, fixed by B) sit in upper blue from turn 1.
    const ctx = runUntil(
      {
        plans: [withSlot('>', 2, special('mechanic', true)), M],
        options: { specializations: [lvl('mechanic')] },
        threats: [{ threat: 'I1-05', turn: 1, zone: 'internal', unconfirmed: false }],
        trajectories: { red: 1, white: 2, blue: 3, internal: 7 },
      },
      2,
      threatEngine,
    );
    assert.equal(ctx.s.threats[0]?.damage, 2);
  });
});

describe('002 numbers', () => {
  test('advanced Data Analyst with 2, 3 or 4 others: 7, 9, 11 (the scale extended by 2 per observer)', () => {
    const p = withSlot('^', 2, special('data-analyst', true));
    const others = ['@lower-white C', '@lower-white C', '@lower-white C', '@lower-white C'];
    const vc = [2, 3, 4].map(
      (n) =>
        run({ plans: [p, ...others.slice(0, n)], options: { specializations: [lvl('data-analyst')] } }).out.score
          .visualConfirmation,
    );
    assert.deepEqual(vc, [7, 9, 11]);
  });
  test('an early jump on turn 10: a rocket launched that turn still hits on turn 13', () => {
    const p = plan('> ^ - - - - - - - C');
    const nav = withSlot('^', 10, special('hypernavigator', true));
    const { out, s } = run({ plans: [nav, p, M], options: { specializations: [lvl('hypernavigator')] } });
    assert.equal(s.ship.rockets, 2);
    assert.ok(
      out.frames.some((f) => f.turn === 13 && f.rule === 'damage.rocket-lost'),
      'the rocket flew on turn 13',
    );
  });
});
