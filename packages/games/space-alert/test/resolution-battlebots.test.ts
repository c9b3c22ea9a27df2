/**
 * Exchanging a disabled battlebot squad (base rules): C in a station where an active squad is stored
 * leaves the disabled squad there and hands the active one to the player. And the order of the log: the
 * attack or repair that finishes an internal threat is told before the threat is destroyed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { threatEngine } from '../src/threats/index.ts';
import type { ScheduledThreat } from '../src/types.ts';
import { run, runUntil } from './resolution-helpers.ts';

const M = 'C - - C - - - C';
// Troopers (health 2, return fire) appear in upper red on turn 4. Crew 1 takes the upper blue squad
// on turn 2, attacks on turn 5 (the squad is disabled by return fire), then goes down to lower red.
const TROOPERS: ScheduledThreat = { threat: 'I2-03', turn: 4, zone: 'internal', unconfirmed: false };
const spec = (rest: string, others: string[] = [M]) => ({
  plans: [`> C < < X ^ ${rest}`, ...others],
  threats: [TROOPERS],
  trajectories: { red: 1, white: 2, blue: 3, internal: 7 } as const,
});

test('C in a station with an active squad exchanges the disabled squad for it', () => {
  const ctx = runUntil(spec('C'), 7, threatEngine);
  const [blue, red] = ctx.s.ship.bots;
  assert.equal(ctx.s.crew[0]?.squad, 1, 'the player now leads the lower red squad');
  assert.deepEqual([red?.leader, red?.disabled], [0, false]);
  assert.deepEqual([blue?.leader, blue?.disabled], [null, true]);
  assert.deepEqual(blue?.home, { zone: 'red', deck: 'lower' }, 'the disabled squad stays where it was left');
});

test('the exchanged squad is active: it launches the interceptors; the squad left behind still costs 1', () => {
  const { s, out } = run(spec('C ^ C'), threatEngine);
  assert.ok(
    out.frames.some((f) => f.rule === 'interceptors.launch'),
    'the interceptors were launched',
  );
  assert.equal(s.crew[0]?.squad, 1);
  assert.equal(out.score.botsPenalty, 1);
});

test('no exchange where no active squad is stored: the player keeps the disabled squad', () => {
  // Crew 3 takes the lower red squad on turn 3, before crew 1 arrives.
  const ctx = runUntil(spec('C', [M, '^ < C']), 7, threatEngine);
  assert.equal(ctx.s.crew[0]?.squad, 0);
  assert.equal(ctx.s.ship.bots[0]?.disabled, true);
  assert.equal(ctx.s.crew[2]?.squad, 1);
});

test('a player leading an active squad takes nothing more', () => {
  const ctx = runUntil({ plans: ['> C ^ < < C'] }, 6);
  assert.equal(ctx.s.crew[0]?.squad, 0);
  assert.equal(ctx.s.ship.bots[1]?.leader, null);
});

test('the log tells the attack that destroys an intruder before the intruder is destroyed', () => {
  // Both squads attack the Troopers (health 2) on turn 5: the second attack is the killing one.
  const { out } = run(
    {
      plans: ['> C < < X', '< ^ C ^ X', M],
      threats: [TROOPERS],
      trajectories: { red: 1, white: 2, blue: 3, internal: 7 } as const,
    },
    threatEngine,
  );
  const told = out.frames
    .filter((f) => f.turn === 5 && (f.rule === 'threat.fight' || f.rule === 'threat.destroyed'))
    .map((f) => f.rule);
  assert.deepEqual(told, ['threat.fight', 'threat.fight', 'threat.destroyed']);
});

test('the log tells the repair that fixes a malfunction before the malfunction is destroyed', () => {
  // Hacked Shields (health 3, fixed by B in upper blue) appears on turn 1; three B presses fix it.
  const { out } = run(
    {
      plans: ['> B B B', M],
      threats: [{ threat: 'I1-05', turn: 1, zone: 'internal', unconfirmed: false }],
      trajectories: { red: 1, white: 2, blue: 3, internal: 7 } as const,
    },
    threatEngine,
  );
  const told = out.frames.filter((f) => f.rule === 'threat.repair' || f.rule === 'threat.destroyed').map((f) => f.rule);
  assert.deepEqual(told, ['threat.repair', 'threat.repair', 'threat.repair', 'threat.destroyed']);
});
