import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PlannedStep, Specialization } from '../src/types.ts';
import { plan, run, runUntil, slot } from './resolution-helpers.ts';

const M = 'C - - C - - - C';
const PILOT = '< ^ C ^ C';

function special(spec: Specialization, advanced = false, withCard?: PlannedStep): PlannedStep {
  return withCard ? { kind: 'special', spec, advanced, with: withCard } : { kind: 'special', spec, advanced };
}

/** A program from codes with one slot replaced. */
function withSlot(codes: string, turn: number, step: PlannedStep): PlannedStep[] {
  const p = plan(codes);
  p[turn - 1] = step;
  return p;
}

describe('Double Actions: both symbols in printed order', () => {
  test('"move red + A" in upper red is a plain A', () => {
    const ctx = runUntil({ plans: ['< <+A', M] }, 2);
    assert.deepEqual(ctx.s.crew[0]?.station, { zone: 'red', deck: 'upper' });
    assert.deepEqual(
      ctx.s.ship.shots.map((s) => `${s.weapon}:${s.zone}`),
      ['heavy:red'],
    );
  });
  test('"battlebots + A" without bots is a plain A', () => {
    const ctx = runUntil({ plans: ['X+A', M] }, 1);
    assert.deepEqual(
      ctx.s.ship.shots.map((s) => `${s.weapon}:${s.zone}`),
      ['heavy:white'],
    );
  });
  test('1 energy in the red reactor: A then B fires and the B finds nothing', () => {
    const ctx = runUntil({ plans: ['< A A+B', M] }, 3);
    assert.equal(ctx.s.ship.shots.length, 1);
    assert.equal(ctx.s.ship.zones.red.shield, 1);
    assert.equal(ctx.s.ship.zones.red.reactor, 0);
  });
  test('1 energy in the red reactor: B then A fills the shield and the laser cannot fire', () => {
    const ctx = runUntil({ plans: ['< A B+A', M] }, 3);
    assert.equal(ctx.s.ship.shots.length, 0);
    assert.equal(ctx.s.ship.zones.red.shield, 2);
  });
  test('a delay caused by the first symbol splits the card: next cards pushed, second symbol next turn', () => {
    const { s } = run({ plans: ['^', '^+A B', M] });
    assert.deepEqual(s.crew[1]?.plan.slice(0, 3), [slot('^+A'), slot('A'), slot('B')]);
    const at2 = runUntil({ plans: ['^', '^+A B', M] }, 2);
    assert.deepEqual(
      at2.s.ship.shots.map((x) => x.weapon),
      ['pulse'],
      'the A is done on turn 2 in lower white',
    );
  });
  test('a delay from the second symbol is an ordinary delay of the next card', () => {
    const { s } = run({ plans: ['^', 'A+^ B', M] });
    assert.deepEqual(s.crew[1]?.plan.slice(0, 3), [slot('A+^'), null, slot('B')]);
  });
  test('a split on turn 12 loses the second symbol', () => {
    const { s } = run({ plans: ['- - - - - - - - - - - ^', '- - - - - - - - - - - ^+>', M] });
    assert.deepEqual(s.crew[1]?.station, { zone: 'white', deck: 'lower' });
  });
});

describe('Variable Range Interceptors', () => {
  const vri = { variableRangeInterceptors: true };
  test('C in space flies one distance farther; the interceptors strike only at their distance', () => {
    const ctx = runUntil({ plans: [`${PILOT} C C`, M], options: vri }, 7);
    assert.equal(ctx.s.crew[0]?.range, 3);
    assert.deepEqual(ctx.s.ship.shots[0]?.power, [0, 0, 3]);
  });
  test('C at distance 3 is the ultrafast return: knocked out, bots disabled', () => {
    const { s, out } = run({ plans: [`${PILOT} C C C`, M], options: vri });
    assert.equal(s.crew[0]?.knockedOut, true);
    assert.equal(s.ship.bots[1]?.disabled, true);
    assert.equal(out.survived, true);
    assert.equal(out.score.knockoutPenalty + out.score.botsPenalty, 3);
  });
  test('empty slots walk back 3, 2, 1, aboard, without penalty', () => {
    const at8 = runUntil({ plans: [`${PILOT} C C - - -`, M], options: vri }, 8);
    assert.equal(at8.s.crew[0]?.range, 2);
    const { s } = run({ plans: [`${PILOT} C C - - -`, M], options: vri });
    assert.equal(s.crew[0]?.inSpace, false);
    assert.equal(s.crew[0]?.knockedOut, false);
  });
  test('at distance 2 or 3 when the ship jumps: knocked out; at distance 1: back aboard', () => {
    const far = run({ plans: ['< ^ C ^ - - - - - C C X', M], options: vri });
    assert.equal(far.s.crew[0]?.knockedOut, true);
    const near = run({ plans: ['< ^ C ^ - - - - - - C X', M], options: vri });
    assert.equal(near.s.crew[0]?.knockedOut, false);
  });
  test('a card that launches on its first symbol ignores its second; fire then launch is allowed', () => {
    const launch = runUntil({ plans: ['< ^ C ^ C+A', M], options: vri }, 5);
    assert.deepEqual(
      launch.s.ship.shots.map((s) => s.weapon),
      ['interceptors'],
    );
    const fire = runUntil({ plans: ['< ^ C ^ A+C', M], options: vri }, 5);
    assert.deepEqual(fire.s.ship.shots.map((s) => s.weapon).sort(), ['heavy', 'interceptors']);
  });
  test('"move blue + C" from upper red goes to the bridge and maintains the computer instead', () => {
    const ctx = runUntil({ plans: ['< >+C'], options: vri }, 2);
    assert.equal(ctx.s.crew[0]?.inSpace, false);
    assert.equal(ctx.s.ship.maintained, true);
  });
  test('a double card in space is one action: battlebots + A keeps the pilot out', () => {
    const ctx = runUntil({ plans: [`${PILOT} X+A`, M], options: vri }, 6);
    assert.equal(ctx.s.crew[0]?.inSpace, true);
    assert.deepEqual(
      ctx.s.ship.shots.map((s) => s.weapon),
      ['interceptors'],
    );
  });
});

describe('Specializations', () => {
  const spec = (s: Specialization, level: 1 | 2 | 3 = 2) => ({ spec: s, level });
  test('advanced Data Analyst observes as 3 players: 3 alone, 5 with one more', () => {
    const alone = run({
      plans: [withSlot('^', 2, special('data-analyst', true)), M],
      options: { specializations: [spec('data-analyst')] },
    });
    assert.equal(alone.out.score.visualConfirmation, 3);
    const two = run({
      plans: [withSlot('^', 2, special('data-analyst', true)), '@lower-white C', M],
      options: { specializations: [spec('data-analyst')] },
    });
    assert.equal(two.out.score.visualConfirmation, 5);
  });
  test('advanced Data Analyst outside lower white acts as C', () => {
    const { out, s } = run({
      plans: [withSlot('', 1, special('data-analyst', true)), '-'],
      options: { specializations: [spec('data-analyst')] },
    });
    assert.equal(out.score.visualConfirmation, 0);
    assert.equal(s.crew[1]?.plan[2], null, 'the C on the bridge maintained the computer: no delay');
  });
  test('basic Data Analyst maintains from anywhere and scores +1', () => {
    const { out } = run({
      plans: [withSlot('^', 2, special('data-analyst')), '- - A'],
      options: { specializations: [spec('data-analyst', 1)] },
    });
    assert.equal(out.score.bonus, 1);
    assert.equal(out.score.total, 1);
  });
  test('a special card without the specialization, or used twice, has no effect', () => {
    const p = withSlot('^', 2, special('data-analyst'));
    p[3] = special('data-analyst');
    const twice = run({ plans: [p], options: { specializations: [spec('data-analyst', 1)] } });
    assert.equal(twice.out.score.bonus, 1);
    const level3 = run({ plans: [p], options: { specializations: [spec('data-analyst', 3)] } });
    assert.equal(level3.out.score.bonus, 2, 'level 3 holds the basic card and the advanced card');
    const none = run({ plans: [p], options: { specializations: [spec('rocketeer', 1)] } });
    assert.equal(none.out.score.bonus, 0);
  });
  test('advanced Energy Technician: a temporary shield of 2 in their zone and 1 elsewhere, upper deck only', () => {
    const up = runUntil(
      {
        plans: [withSlot('', 1, special('energy-technician', true))],
        options: { specializations: [spec('energy-technician')] },
      },
      1,
    );
    const z = up.s.ship.zones;
    assert.deepEqual([z.red.tempShield, z.white.tempShield, z.blue.tempShield], [1, 2, 1]);
    const low = runUntil(
      {
        plans: [withSlot('^', 2, special('energy-technician', true))],
        options: { specializations: [spec('energy-technician')] },
      },
      2,
    );
    assert.equal(low.s.ship.zones.white.tempShield, 0);
  });
  test('basic Energy Technician refuels the central reactor from anywhere', () => {
    const ctx = runUntil(
      {
        plans: [withSlot('A', 2, special('energy-technician'))],
        options: { specializations: [spec('energy-technician', 1)] },
      },
      2,
    );
    assert.equal(ctx.s.ship.zones.white.reactor, 5);
    assert.equal(ctx.s.ship.fuel, 2);
  });
  test('advanced Pulse Gunner: 2 at distances 1-2 and 1 at 3; damaged 2 and 1; with a Mechanic mark 2 everywhere', () => {
    const opts = { specializations: [spec('pulse-gunner'), spec('mechanic', 1)] };
    const plain = runUntil({ plans: [withSlot('^', 2, special('pulse-gunner', true)), '-'], options: opts }, 2);
    assert.deepEqual(plain.s.ship.shots[0]?.power, [2, 2, 1]);
    const damaged = runUntil(
      {
        plans: [withSlot('^', 2, special('pulse-gunner', true)), '-'],
        options: { ...opts, carriedDamage: { white: ['lower-weapon'] } },
      },
      2,
    );
    assert.deepEqual(damaged.s.ship.shots[0]?.power, [2, 1, 0]);
    const boosted = runUntil(
      {
        plans: [withSlot('^', 3, special('pulse-gunner', true)), withSlot('@lower-white', 2, special('mechanic')), M],
        options: opts,
      },
      3,
    );
    assert.deepEqual(boosted.s.ship.shots[0]?.power, [2, 2, 2]);
  });
  test('basic Pulse Gunner fires their laser and the pulse together, or neither', () => {
    const opts = { specializations: [spec('pulse-gunner', 1)] };
    const both = runUntil({ plans: [withSlot('<', 2, special('pulse-gunner'))], options: opts }, 2);
    assert.deepEqual(both.s.ship.shots.map((s) => s.weapon).sort(), ['heavy', 'pulse']);
    const neither = runUntil(
      {
        plans: ['^ A', withSlot('<', 2, special('pulse-gunner'))],
        options: { specializations: [null, spec('pulse-gunner', 1)] },
      },
      2,
    );
    assert.deepEqual(
      neither.s.ship.shots.map((s) => s.weapon),
      ['pulse'],
      'the pulse had fired: the red laser does not fire either',
    );
    assert.equal(neither.s.ship.zones.red.reactor, 2);
  });
  test("Mechanic basic: the laser's next shot +1, stacking with heroic", () => {
    const ctx = runUntil(
      { plans: [withSlot('- hA', 1, special('mechanic'))], options: { specializations: [spec('mechanic', 1)] } },
      2,
    );
    assert.deepEqual(ctx.s.ship.shots[0]?.power, [7, 7, 7]);
  });
  test('Rocketeer: basic launches from anywhere; advanced fires two rockets as one of strength 5', () => {
    const basic = runUntil(
      { plans: [withSlot('', 1, special('rocketeer'))], options: { specializations: [spec('rocketeer', 1)] } },
      2,
    );
    assert.equal(basic.s.ship.rockets, 2);
    assert.deepEqual(basic.s.ship.shots[0]?.power, [3, 3, 0]);
    const adv = runUntil(
      { plans: [withSlot('> ^', 3, special('rocketeer', true)), M], options: { specializations: [spec('rocketeer')] } },
      4,
    );
    assert.equal(adv.s.ship.rockets, 1);
    assert.deepEqual(adv.s.ship.shots[0]?.power, [5, 5, 0]);
  });
  test('Hypernavigator advanced on turn 10 in lower white: turns 11-12 are skipped', () => {
    const p = withSlot('^', 10, special('hypernavigator', true));
    p[10] = slot('A');
    const { s, out } = run({
      plans: [p, M],
      options: { specializations: [spec('hypernavigator')] },
      threats: [{ threat: 'E1-07', turn: 11, zone: 'red', unconfirmed: false }],
    });
    assert.equal(s.turn, 13);
    assert.equal(s.ship.zones.white.reactor, 3, 'the turn-11 A never happened');
    assert.equal(out.score.threats[0]?.result, 'never-appeared');
  });
  test('Hypernavigator basic on the lower deck slows threats this turn', () => {
    const ctx = runUntil(
      {
        plans: [withSlot('^', 2, special('hypernavigator'))],
        options: { specializations: [spec('hypernavigator', 1)] },
      },
      2,
    );
    assert.equal(ctx.s.slowdown, 1);
  });
  test('Medic basic goes before the captain: everyone in the station acts heroically', () => {
    const ctx = runUntil(
      { plans: ['< B', withSlot('<', 2, special('medic'))], options: { specializations: [null, spec('medic', 1)] } },
      2,
    );
    assert.equal(ctx.s.ship.zones.red.shield, 3, "the captain's B was heroic");
  });
  test('Medic with a single move: moves first, then acts', () => {
    const ctx = runUntil(
      {
        plans: ['< B', withSlot('', 2, special('medic', false, slot('<')))],
        options: { specializations: [null, spec('medic', 1)] },
      },
      2,
    );
    assert.equal(ctx.s.ship.zones.red.shield, 3);
  });
  test('Medic advanced: nobody in the station can be knocked out this turn; -1 point', () => {
    const { out } = run({
      plans: [withSlot('', 1, special('medic', true)), M],
      options: { specializations: [spec('medic')] },
    });
    assert.equal(out.score.medicPenalty, 1);
    assert.equal(out.score.total, -1);
  });
  test('Teleporter advanced: lower blue to upper red; nothing from white', () => {
    const ctx = runUntil(
      {
        plans: [withSlot('> ^', 3, special('teleporter', true)), M],
        options: { specializations: [spec('teleporter')] },
      },
      3,
    );
    assert.deepEqual(ctx.s.crew[0]?.station, { zone: 'red', deck: 'upper' });
    const white = runUntil(
      { plans: [withSlot('', 1, special('teleporter', true))], options: { specializations: [spec('teleporter')] } },
      1,
    );
    assert.deepEqual(white.s.crew[0]?.station, { zone: 'white', deck: 'upper' });
  });
  test("Teleporter basic: the source token's holder joins the destination's holder", () => {
    const ctx = runUntil(
      {
        plans: [withSlot('', 3, special('teleporter')), '> ^', M],
        options: { specializations: [spec('teleporter', 1)], teleport: { source: 0, destination: 1 } },
      },
      3,
    );
    assert.deepEqual(ctx.s.crew[0]?.station, { zone: 'blue', deck: 'lower' });
  });
  test('Special Ops basic: the next A is heroic', () => {
    const ctx = runUntil(
      { plans: [withSlot('- A', 1, special('special-ops'))], options: { specializations: [spec('special-ops', 1)] } },
      2,
    );
    assert.deepEqual(ctx.s.ship.shots[0]?.power, [6, 6, 6]);
  });
  test('Special Ops advanced protects the card it shares a slot with from the lift delay', () => {
    const { s } = run({
      plans: ['^', withSlot('- B', 1, special('special-ops', true, slot('^'))), M],
      options: { specializations: [null, spec('special-ops')] },
    });
    assert.deepEqual(s.crew[1]?.plan[1], slot('B'));
  });
  test('Squad Leader basic repairs one tile in their zone, weapons first', () => {
    const { s } = run({
      plans: ['> C', withSlot('>', 3, special('squad-leader')), M],
      options: {
        specializations: [null, spec('squad-leader', 1)],
        carriedDamage: { blue: ['structural', 'upper-weapon'] },
      },
    });
    assert.deepEqual(s.ship.zones.blue.damage, ['structural', 'upper-weapon'], 'no squad: no repair for crew 2');
    const led = run({
      plans: [M, withSlot('> C', 3, special('squad-leader'))],
      options: {
        specializations: [null, spec('squad-leader', 1)],
        carriedDamage: { blue: ['structural', 'upper-weapon'] },
      },
    });
    assert.deepEqual(led.s.ship.zones.blue.damage, ['structural']);
  });
  test('Squad Leader advanced: straight to upper red and out in the interceptors', () => {
    const ctx = runUntil(
      {
        plans: [withSlot('> C', 3, special('squad-leader', true)), M],
        options: { specializations: [spec('squad-leader')] },
      },
      3,
    );
    assert.equal(ctx.s.crew[0]?.inSpace, true);
    assert.equal(ctx.s.ship.liftUsers.blue + ctx.s.ship.liftUsers.red, 0);
  });
});

describe('early jump and unconfirmed threats', () => {
  test('an early jump still scores the visual confirmation of the phase it cuts short', () => {
    const p = plan('^ - - - - - - C');
    p[9] = { kind: 'special', spec: 'hypernavigator', advanced: true };
    const { out, s } = run({ plans: [p, M], options: { specializations: [{ spec: 'hypernavigator', level: 2 }] } });
    assert.equal(s.turn, 13);
    assert.equal(out.score.visualConfirmation, 1);
  });
  test('an unconfirmed report counts only with 5 crew', () => {
    const threats = [{ threat: 'E1-07', turn: 2, zone: 'red' as const, unconfirmed: true }];
    const four = run({ plans: ['', '', '', ''], threats });
    assert.equal(four.s.schedule.length, 0);
    const five = run({ plans: ['', '', '', '', ''], threats });
    assert.equal(five.s.schedule.length, 1);
  });
});
