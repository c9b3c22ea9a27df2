/**
 * Special actions meeting malfunctions and earlier effects (002 Specializations), and the
 * Juggernaut's pull on rockets at distance 3: each test fails if the rule is read wrongly.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { threatEngine } from '../src/threats/index.ts';
import type { CrewSpecialization, PlannedStep, ScheduledThreat, Specialization } from '../src/types.ts';
import { plan, run, runUntil } from './resolution-helpers.ts';

const M = 'C - - C - - - C';
const lvl = (spec: Specialization, level: 1 | 2 | 3 = 1): CrewSpecialization => ({ spec, level });
const special = (spec: Specialization, advanced = false, withCard?: PlannedStep): PlannedStep =>
  withCard ? { kind: 'special', spec, advanced, with: withCard } : { kind: 'special', spec, advanced };
function withSlot(codes: string, turn: number, step: PlannedStep): PlannedStep[] {
  const p = plan(codes);
  p[turn - 1] = step;
  return p;
}
const inside = (threat: string, turn: number): ScheduledThreat => ({
  threat,
  turn,
  zone: 'internal',
  unconfirmed: false,
});
/** The internal track T7 (16 squares): an internal threat takes turns to reach its X square. */
const TRACKS = { red: 1, white: 2, blue: 3, internal: 7 } as const;

describe('special actions and malfunctions on their systems', () => {
  test('basic Pulse Gunner with the pulse cannon malfunctioning: neither gun fires', () => {
    // Pulse Cannon Short Circuit sits in lower white (A); the gunner is on the bridge.
    const ctx = runUntil(
      {
        plans: [withSlot('C', 2, special('pulse-gunner')), '', '', ''],
        threats: [inside('I3-102', 1)],
        trajectories: TRACKS,
        options: { specializations: [lvl('pulse-gunner')] },
      },
      2,
      threatEngine,
    );
    assert.equal(ctx.s.ship.fired, 0);
    assert.ok(ctx.frames?.some((f) => f.turn === 2 && f.rule === 'special.pulse-gunner-fails'));
  });
  test('basic Pulse Gunner at a malfunctioning laser acts as A there: a repair, no shot', () => {
    // Central Laser Jam (A, upper white, 2 health).
    const ctx = runUntil(
      {
        plans: [withSlot('C', 2, special('pulse-gunner')), '', '', ''],
        threats: [inside('I1-101', 1)],
        trajectories: TRACKS,
        options: { specializations: [lvl('pulse-gunner')] },
      },
      2,
      threatEngine,
    );
    assert.equal(ctx.s.ship.fired, 0);
    assert.equal(ctx.s.threats[0]?.damage, 1);
  });
  test('basic Mechanic at a malfunctioning gun prepares nothing', () => {
    const ctx = runUntil(
      {
        plans: [withSlot('C', 2, special('mechanic')), '', '', ''],
        threats: [inside('I1-101', 1)],
        trajectories: TRACKS,
        options: { specializations: [lvl('mechanic')] },
      },
      2,
      threatEngine,
    );
    assert.equal(ctx.s.ship.boosted, 0);
    assert.equal(ctx.s.threats[0]?.damage, 0, 'the basic card is no repair');
  });
  test("a Mechanic's mark is lost when the gun turns out to be disabled by a malfunction", () => {
    // Turn 1: the mark on the central laser; turn 2 the jam appears; turn 3 an A there repairs instead.
    const ctx = runUntil(
      {
        plans: [withSlot('- C A', 1, special('mechanic')), 'C', '', ''],
        threats: [inside('I1-101', 2)],
        trajectories: TRACKS,
        options: { specializations: [lvl('mechanic')] },
      },
      3,
      threatEngine,
    );
    assert.equal(ctx.s.threats[0]?.damage, 1);
    assert.equal(ctx.s.ship.boosted, 0);
  });
  test("a Mechanic's mark is lost when the gun has no energy to fire", () => {
    // Red reactor 2: two shots empty it; the mark (turn 3) is spent on the failed third attempt.
    const ctx = runUntil(
      {
        plans: [withSlot('< A A - A', 4, special('mechanic')), M, '', ''],
        options: { specializations: [lvl('mechanic')] },
      },
      5,
      threatEngine,
    );
    assert.equal(ctx.s.ship.zones.red.reactor, 0);
    assert.equal(ctx.s.ship.boosted, 0);
  });
  test('basic Rocketeer with a malfunction in lower blue: one repair point, no rocket', () => {
    // Unstable Warheads (C, lower blue, 3 health less one per rocket aboard: 0 damage with 3 rockets).
    const ctx = runUntil(
      {
        plans: [withSlot('C', 2, special('rocketeer')), '', '', ''],
        threats: [inside('I1-07', 1)],
        trajectories: TRACKS,
        options: { specializations: [lvl('rocketeer')] },
      },
      2,
      threatEngine,
    );
    assert.equal(ctx.s.ship.rockets, 3);
    assert.equal(ctx.s.ship.rocketLaunched, 0);
    assert.equal(ctx.s.threats[0]?.damage, 1);
  });
  test('basic Rocketeer may not deal the final repair point: then nothing happens', () => {
    // Two rockets launched before the Warheads appear on turn 6: they enter with 2 damage of 3.
    const { s } = run(
      {
        plans: ['> ^ C - C', withSlot(M, 7, special('rocketeer')), '', ''],
        threats: [inside('I1-07', 6)],
        trajectories: TRACKS,
        options: { specializations: [null, lvl('rocketeer')] },
      },
      threatEngine,
    );
    assert.equal(s.ship.rockets, 1, 'no rocket launched by the Rocketeer');
    assert.equal(s.threats[0]?.damage, 2);
  });
  test('basic Energy Technician with a malfunction in lower white: a repair point, the fuel kept', () => {
    // Overheated Reactor (B, lower white, 3 health).
    const ctx = runUntil(
      {
        plans: [withSlot('C', 2, special('energy-technician')), '', '', ''],
        threats: [inside('I2-06', 1)],
        trajectories: TRACKS,
        options: { specializations: [lvl('energy-technician')] },
      },
      2,
      threatEngine,
    );
    assert.equal(ctx.s.ship.fuel, 3);
    assert.equal(ctx.s.threats[0]?.damage, 1);
  });
  test('basic Data Analyst with a malfunction on the bridge: a repair point and the bonus point', () => {
    // Virus (C, upper white, 3 health); the analyst stands in upper red.
    const ctx = runUntil(
      {
        plans: [withSlot('<', 2, special('data-analyst')), '', '', ''],
        threats: [inside('I2-05', 1)],
        trajectories: TRACKS,
        options: { specializations: [lvl('data-analyst')] },
      },
      2,
      threatEngine,
    );
    assert.equal(ctx.s.threats[0]?.damage, 1);
    assert.equal(ctx.s.analystBonus, 1);
  });
});

describe('advanced Special Ops: effects triggered earlier in the turn do not apply', () => {
  test('a Space-Time Vortex hit by the captain moves everyone aboard but the protected crew member', () => {
    // Turn 2: the captain repairs the Vortex on the bridge (C); crew 2 is protected; crew 3 is not.
    const { s } = runUntil(
      {
        plans: ['- C', withSlot('', 2, special('special-ops', true, { kind: 'action', action: 'B' })), '', ''],
        threats: [inside('SI3-104', 1)],
        trajectories: TRACKS,
        options: { specializations: [null, lvl('special-ops', 2)] },
      },
      2,
      threatEngine,
    );
    assert.equal(s.threats[0]?.damage, 1);
    assert.deepEqual(
      s.crew.map((c) => c.station.deck),
      ['lower', 'upper', 'lower', 'lower'],
    );
    // The protected B was done on the bridge: the white shield was filled (1 + 2 to capacity 3).
    assert.equal(s.ship.zones.white.shield, 3);
  });
  test('the protection ends with the protected card: a later player still moves them', () => {
    // Now the Vortex is hit by crew 3, after the Special Ops has acted.
    const { s } = runUntil(
      {
        plans: ['', withSlot('', 2, special('special-ops', true, { kind: 'action', action: 'B' })), '- C', ''],
        threats: [inside('SI3-104', 1)],
        trajectories: TRACKS,
        options: { specializations: [null, lvl('special-ops', 2)] },
      },
      2,
      threatEngine,
    );
    assert.deepEqual(
      s.crew.map((c) => c.station.deck),
      ['lower', 'lower', 'lower', 'lower'],
    );
  });
});

describe('Juggernaut draws rockets at any range', () => {
  test('a rocket reaches a Juggernaut at distance 3', () => {
    // T7 from turn 1, speed 1: square 13 (distance 3) when the rocket of turn 3 hits on turn 4.
    const { out } = run(
      {
        plans: ['> ^ C', M, '', ''],
        threats: [{ threat: 'SE2-02', turn: 1, zone: 'red', unconfirmed: false }],
        trajectories: { red: 7, white: 1, blue: 2, internal: 3 },
      },
      threatEngine,
    );
    const shot = out.frames.find((f) => f.rule === 'damage.shot' && f.data?.weapon === 'rocket');
    assert.equal(shot?.turn, 4);
    assert.equal(shot?.data?.threat, 'SE2-02');
    assert.equal(shot?.data?.distance, 13);
    assert.equal(shot?.data?.strength, 3);
    assert.ok(!out.frames.some((f) => f.rule === 'damage.rocket-lost'));
  });
});
