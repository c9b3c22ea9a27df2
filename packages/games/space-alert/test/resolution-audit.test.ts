/**
 * Rules found wrong by reading the research notes against the code:
 * - a special action never makes a repair heroic (002, weapon malfunctions note): the Medic's
 *   stimulant and Special Ops' preparation leave a repair at 1 point; a printed heroic card repairs 2;
 * - the advanced Mechanic repairs the malfunction with the lowest token in the station, then A, B, C.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { knockOut } from '../src/ship/knockout.ts';
import { threatEngine } from '../src/threats/index.ts';
import type { PlannedStep, ScheduledThreat, Specialization } from '../src/types.ts';
import { plan, runUntil } from './resolution-helpers.ts';

const M = 'C - - C - - - C';
const T = (threat: string, turn: number): ScheduledThreat => ({ threat, turn, zone: 'internal', unconfirmed: false });
const TRAJ = { red: 1, white: 2, blue: 3, internal: 7 } as const;
const special = (spec: Specialization, advanced = false): PlannedStep => ({ kind: 'special', spec, advanced });
const spec = (s: Specialization, level: 1 | 2 | 3 = 1) => ({ spec: s, level });

function withSlot(codes: string, turn: number, step: PlannedStep): PlannedStep[] {
  const p = plan(codes);
  p[turn - 1] = step;
  return p;
}

test("the Medic's stimulant does not make a repair heroic: 1 point on a laser jam", () => {
  // Central Laser Jam (A, health 2) on the bridge from turn 1; the Medic and crew 2 are on the bridge.
  const ctx = runUntil(
    {
      plans: [withSlot('', 2, special('medic')), '- A', M],
      threats: [T('I1-101', 1)],
      trajectories: TRAJ,
      options: { specializations: [spec('medic'), null, null] },
    },
    2,
    threatEngine,
  );
  assert.equal(ctx.s.threats[0]?.damage, 1);
  assert.equal(ctx.s.threats[0]?.state, 'active');
});

test('a printed heroic A still repairs 2 points', () => {
  const ctx = runUntil({ plans: ['- hA', M], threats: [T('I1-101', 1)], trajectories: TRAJ }, 2, threatEngine);
  assert.equal(ctx.s.threats[0]?.state, 'destroyed');
});

test("Special Ops' preparation does not make a repair heroic, and is spent on it", () => {
  // Hacked Shields (B, health 3) in upper blue from turn 1. Special Ops prepares on turn 1, walks to
  // upper blue on turn 2, repairs on turn 3 and 4.
  const ctx = runUntil(
    {
      plans: [withSlot('- > B B', 1, special('special-ops')), M],
      threats: [T('I1-05', 1)],
      trajectories: TRAJ,
      options: { specializations: [spec('special-ops'), null] },
    },
    3,
    threatEngine,
  );
  assert.equal(ctx.s.threats[0]?.damage, 1);
  assert.equal(ctx.s.crew[0]?.prepared, false, 'the preparation was used by the repair');
});

test('the advanced Mechanic repairs the lowest token first, whatever its letter', () => {
  // Virus (C, token 1) and Central Laser Jam (A, token 2) both on the bridge from turn 2; the
  // Mechanic is there.
  const ctx = runUntil(
    {
      plans: [withSlot('', 2, special('mechanic', true))],
      threats: [T('I2-05', 1), T('I1-101', 2)],
      trajectories: TRAJ,
      options: { specializations: [spec('mechanic', 2)] },
    },
    2,
    threatEngine,
  );
  const virus = ctx.s.threats.find((t) => t.catalogue === 'I2-05');
  const jam = ctx.s.threats.find((t) => t.catalogue === 'I1-101');
  assert.equal(virus?.damage, 2);
  assert.equal(jam?.damage, 0);
});

test("the Squad Leader's dash reaches upper red but does not launch interceptors disabled by a malfunction", () => {
  // Breached Airlock (a C malfunction in upper red) from turn 2. The Squad Leader walks to lower red
  // before the doors seal, takes the squad there and dashes up on turn 4.
  const ctx = runUntil(
    {
      plans: [withSlot('< ^ C', 4, special('squad-leader', true)), M],
      threats: [T('I3-104', 2)],
      trajectories: TRAJ,
      options: { specializations: [spec('squad-leader', 2), null] },
    },
    4,
    threatEngine,
  );
  const c = ctx.s.crew[0];
  assert.deepEqual(c?.station, { zone: 'red', deck: 'upper' });
  assert.equal(c?.inSpace, false);
  assert.equal(ctx.s.threats[0]?.damage, 0, 'the dash is no repair');
});

test("the Parasite latches onto the Squad Leader's dash (a change of station by any movement)", () => {
  // The Squad Leader takes the upper blue squad on turns 1-2; the Parasite appears on turn 3, when
  // the dash is the first movement aboard.
  const ctx = runUntil(
    {
      plans: [withSlot('> C', 3, special('squad-leader', true)), M],
      threats: [T('SI3-107', 3)],
      trajectories: TRAJ,
      options: { specializations: [spec('squad-leader', 2), null] },
    },
    3,
    threatEngine,
  );
  const parasite = ctx.s.threats[0];
  assert.equal(ctx.s.crew[0]?.inSpace, true);
  assert.equal((parasite?.status as { host?: number }).host, 0);
});

test("the advanced Medic's protection follows the Medic when a teleport moves them", () => {
  // The Medic shields the bridge on turn 2 (before the captain); the Teleporter then sends the Medic
  // to crew 3 in lower white. Crew 4 stays on the bridge.
  const medic = withSlot('', 2, special('medic', true));
  const teleporter = withSlot('', 2, special('teleporter'));
  const ctx = runUntil(
    {
      plans: [medic, teleporter, '^', ''],
      options: {
        specializations: [spec('medic', 2), spec('teleporter'), null, null],
        teleport: { source: 0, destination: 2 },
      },
    },
    2,
  );
  assert.deepEqual(ctx.s.crew[0]?.station, { zone: 'white', deck: 'lower' });
  assert.equal(knockOut(ctx, 2), false, 'crew 3 is with the Medic: protected');
  assert.equal(knockOut(ctx, 3), true, 'crew 4 stayed in the old station: not protected');
});
