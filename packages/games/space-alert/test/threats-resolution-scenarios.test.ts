/** Threat examples played through the resolver's whole step machine, crew programs included. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { threatEngine } from '../src/threats/index.ts';
import type { ScheduledThreat } from '../src/types.ts';
import { run, runUntil } from './resolution-helpers.ts';

const T = (threat: string, turn: number, zone: ScheduledThreat['zone'], called?: number): ScheduledThreat =>
  called ? { threat, turn, zone, unconfirmed: false, called } : { threat, turn, zone, unconfirmed: false };

describe('threat examples through the whole resolution', () => {
  it('Polarized Fighter: red heavy laser + damaged red light laser + pulse = 3 damage (002 example)', () => {
    const ctx = runUntil(
      {
        plans: ['< - A', '^ < A', '^ - A', 'C C'],
        threats: [T('E3-108', 3, 'red')],
        trajectories: { red: 1, white: 2, blue: 3, internal: 4 },
        options: { carriedDamage: { red: ['lower-weapon'] } },
      },
      3,
      threatEngine,
    );
    const t = ctx.s.threats[0];
    assert.equal(t?.catalogue, 'E3-108');
    assert.equal(t?.damage, 3);
    assert.equal(t?.state, 'active');
  });
  it('inaccessibility 1 through a heroic repair: the Pulse Cannon Short Circuit takes 1 and survives (research §1.12)', () => {
    const { s, out } = run(
      {
        plans: ['^ hA', 'C C C C C C C C C C C C'],
        threats: [T('I3-102', 1, 'internal')],
        trajectories: { red: 1, white: 2, blue: 3, internal: 4 },
      },
      threatEngine,
    );
    const t = s.threats[0];
    assert.equal(t?.damage, 1);
    assert.deepEqual(
      out.score.threats.map((x) => [x.threat, x.result, x.points]),
      [['I3-102', 'survived', 4]],
    );
    assert.deepEqual(
      [s.ship.zones.red.damage.length, s.ship.zones.white.damage.length, s.ship.zones.blue.damage.length],
      [2, 2, 2],
    );
  });
  it('a caller destroyed before it calls: both cards score as destroyed (002 Calls In)', () => {
    // Transmitter Satellite (shield 2, health 5) on the white T1: the central heavy laser (5) hits it on
    // turns 1 and 2 for 3 each; it would have reached its X (square 5) in the Threat Actions of turn 2.
    const { out } = run(
      {
        plans: ['A A', 'C C'],
        threats: [T('SE3-104', 1, 'white'), T('I1-05', 0, 'internal', 1)],
        trajectories: { red: 2, white: 1, blue: 3, internal: 4 },
      },
      threatEngine,
    );
    assert.deepEqual(
      out.score.threats.map((x) => [x.threat, x.result, x.points]),
      [
        ['SE3-104', 'destroyed', 8],
        ['I1-05', 'destroyed', 4],
      ],
    );
  });
  it('a called threat appears after its caller calls, and is scored', () => {
    const { s } = run(
      {
        plans: ['C C'],
        threats: [T('SE3-104', 1, 'red'), T('I1-05', 0, 'internal', 1)],
        trajectories: { red: 7, white: 2, blue: 3, internal: 4 },
      },
      threatEngine,
    );
    const called = s.threats.find((t) => t.catalogue === 'I1-05');
    assert.ok(called);
    assert.equal(called?.appeared, 2);
    assert.notEqual(called?.state, 'pending');
  });
});
