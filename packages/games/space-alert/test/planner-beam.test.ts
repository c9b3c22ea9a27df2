import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { beamPlan, cardFor, type Fixed } from '../src/bot/beam.ts';
import { missionThreats } from '../src/bot/full-information.ts';
import { threatsOf } from '../src/bot/slots.ts';
import { SUITES } from '../src/bot/suite.ts';
import { resolveMission } from '../src/resolution/mission.ts';
import type { PlannedStep, ResolutionInput, ScheduledThreat } from '../src/types.ts';

const idle = (): PlannedStep[] => Array.from({ length: 12 }, () => null);
const input = (threats: ScheduledThreat[], plans = [idle(), idle(), idle(), idle()]): ResolutionInput => ({
  crew: 4,
  plans,
  threats,
  trajectories: { red: 1, white: 1, blue: 1, internal: 1 },
  options: { frames: false, phaseEnds: [3, 7, 12] },
});
const allFree = (): Fixed => [0, 1, 2, 3].map(() => Array.from({ length: 12 }, () => undefined));
const seed = Rng.fromSeed('beam-test').state() as number[];

test('a card of the pool plays a half as its top, or none does', () => {
  const pool = ['A|red', 'B|lift'];
  assert.deepEqual(cardFor(pool, { kind: 'move', move: 'lift' }), { card: 'B|lift', top: 'move' });
  assert.deepEqual(cardFor(pool, { kind: 'action', action: 'A' }), { card: 'A|red', top: 'action' });
  assert.equal(cardFor(pool, { kind: 'move', move: 'blue' }), null);
  assert.equal(cardFor(pool, { kind: 'action', action: 'C' }), null);
  assert.equal(cardFor(pool, null), null);
});

test('the constructive plan shoots down a lone fighter that an idle crew lets through', () => {
  // A Fighter (E1-07) on the red trajectory from turn 1: an idle crew takes its whole attack.
  const threats: ScheduledThreat[] = [{ threat: 'E1-07', turn: 1, zone: 'red', unconfirmed: false }];
  const idleOut = resolveMission(input(threats), new Rng([...seed] as never));
  assert.ok(idleOut.score.damagePenalty > 0, 'the idle crew takes damage');
  const r = beamPlan([input(threats)], [seed], allFree(), 1);
  const out = resolveMission(input(threats, r.rows as PlannedStep[][]), new Rng([...seed] as never));
  assert.equal(out.survived, true);
  assert.equal(out.score.threats.find((t) => t.threat === 'E1-07')?.result, 'destroyed');
  assert.equal(out.score.damagePenalty, 0, 'no damage taken');
});

test('fixed steps are kept: the plan writes only into free turns', () => {
  const threats: ScheduledThreat[] = [{ threat: 'E1-07', turn: 2, zone: 'blue', unconfirmed: false }];
  const fixed = allFree();
  const lift: PlannedStep = { kind: 'move', move: 'lift' };
  // Member 0's first phase is fixed: lift, nothing, nothing.
  (fixed[0] as (PlannedStep | undefined)[]).splice(0, 3, lift, null, null);
  const plans = [idle(), idle(), idle(), idle()];
  (plans[0] as PlannedStep[])[0] = lift;
  const r = beamPlan([input(threats, plans)], [seed], fixed, 1);
  assert.deepEqual(r.rows[0]?.slice(0, 3), [null, null, null], 'no half chosen on a fixed turn');
  assert.ok(
    r.rows.slice(1).some((row) => row.slice(0, 3).some((h) => h !== null)),
    'the free members act',
  );
});

test('the same inputs give the same plan (no hidden randomness)', () => {
  const know = missionThreats(4, SUITES.white as never, 'space-alert/white/1');
  const inp: ResolutionInput = {
    ...input(threatsOf(know.announced)),
    trajectories: { red: 1, white: 6, blue: 2, internal: 3 },
  };
  const a = beamPlan([inp], [seed], allFree(), 1, { width: 2 });
  const b = beamPlan([inp], [seed], allFree(), 1, { width: 2 });
  assert.deepEqual(a.rows, b.rows);
  assert.equal(a.value, b.value);
});

test('a card-playing member only plays halves its pool holds, each card once', () => {
  const threats: ScheduledThreat[] = [{ threat: 'E1-07', turn: 1, zone: 'red', unconfirmed: false }];
  const pool = ['A|red', 'A|blue', 'C|lift'];
  const r = beamPlan([input(threats)], [seed], allFree(), 1, { cards: { member: 0, pool, until: 3 } });
  const used: string[] = [];
  for (let t = 1; t <= 3; t++) {
    const c = r.picks.get(t) ?? null;
    const h = r.rows[0]?.[t - 1] ?? null;
    if (!c) {
      assert.equal(h, null, `turn ${t}: no card, no half`);
      continue;
    }
    assert.deepEqual(cardFor([c.card], h), c, `turn ${t}: the card plays the half`);
    used.push(c.card);
  }
  assert.equal(new Set(used).size, used.length, 'each card once');
  for (const c of used) assert.ok(pool.includes(c));
});
