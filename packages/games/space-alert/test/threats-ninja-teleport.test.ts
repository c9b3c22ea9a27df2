/**
 * The Ninja's poison after a teleport (002 Ninja note and movement note): the teleport itself poisons
 * nobody, but a movement later in the same turn starts where the teleported crew member stands.
 * Our reading, recorded in RULES.md.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { threatEngine } from '../src/threats/index.ts';
import type { PlannedStep, ScheduledThreat } from '../src/types.ts';
import { plan, runUntil } from './resolution-helpers.ts';

const M = 'C - - C - - - C';
// The Ninja appears on turn 2: its drones mark upper blue and lower white from then on.
const NINJA: ScheduledThreat = { threat: 'I2-102', turn: 2, zone: 'internal', unconfirmed: false };

/** Crew 1 (the Teleporter) sends crew 2 to crew 3's station on turn 3; crew 2 then plays `move`. */
function mission(destinationPlan: string, moverPlan: string) {
  const teleporter: PlannedStep[] = plan('');
  teleporter[2] = { kind: 'special', spec: 'teleporter', advanced: false };
  return {
    plans: [teleporter, moverPlan, destinationPlan, M],
    threats: [NINJA],
    trajectories: { red: 1, white: 2, blue: 3, internal: 7 } as const,
    options: {
      specializations: [{ spec: 'teleporter', level: 1 } as const, null, null, null],
      teleport: { source: 1, destination: 2 },
    },
  };
}

test('teleported into a marked station, a move out of it on the same turn poisons', () => {
  // Crew 3 reaches upper blue on turn 1, before the Ninja; crew 2 is teleported there on turn 3
  // and moves red to the bridge.
  const ctx = runUntil(mission('>', '- - <'), 3, threatEngine);
  assert.deepEqual(ctx.s.crew[1]?.station, { zone: 'white', deck: 'upper' });
  assert.equal(ctx.s.crew[1]?.marks.poisoned, 1, 'the movement started in upper blue');
  assert.ok(!ctx.s.crew[2]?.marks.poisoned, 'crew 3 entered before the drones were there');
});

test('teleported out of a marked station, a move on the same turn does not poison', () => {
  // Crew 2 reaches upper blue on turn 1, before the Ninja, is teleported to crew 3 on the bridge on
  // turn 3 and moves red to upper red: its movement starts on the bridge.
  const ctx = runUntil(mission('', '> - <'), 3, threatEngine);
  assert.deepEqual(ctx.s.crew[1]?.station, { zone: 'red', deck: 'upper' });
  assert.ok(!ctx.s.crew[1]?.marks.poisoned);
});

test('the teleport alone poisons nobody', () => {
  const ctx = runUntil(mission('>', ''), 3, threatEngine);
  assert.deepEqual(ctx.s.crew[1]?.station, { zone: 'blue', deck: 'upper' });
  assert.ok(!ctx.s.crew[1]?.marks.poisoned);
});
