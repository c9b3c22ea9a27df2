/**
 * A mission's score, one part at a time: each threat destroyed or survived scores its points, one
 * still on the board or never seen scores none (a scheduled threat skipped by an early jump is listed),
 * visual confirmation and the Data Analyst's bonus add, and the penalties subtract: every damage tile
 * plus the worst zone's tiles once more, 2 per knocked-out crew member, 1 per disabled squad, 1 per
 * advanced Medic action. A destroyed ship's total is 0.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { score } from '../src/scoring.ts';
import { type Ctx, createState, type ThreatOnBoard } from '../src/state.ts';
import { threatEngine } from '../src/threats/index.ts';
import type { ScheduledThreat } from '../src/types.ts';
import { board, place } from './threats-helpers.ts';

function mission(schedule: ScheduledThreat[], crew = 4): Ctx {
  const s = createState({
    crew,
    plans: Array.from({ length: crew }, () => new Array(12).fill(null)),
    threats: schedule,
    trajectories: { red: 7, white: 7, blue: 7, internal: 7 },
    options: {},
  });
  return { s, rng: Rng.fromSeed(3), frames: null, threats: threatEngine };
}

test('threats: destroyed and survived score their points; on the board or never appeared, none', () => {
  const ctx = board();
  const gone = place(ctx, 'E1-07', 'red');
  gone.state = 'destroyed';
  const passed = place(ctx, 'E1-07', 'blue');
  passed.state = 'survived';
  place(ctx, 'E1-07', 'white');
  const late = place(ctx, 'I1-01', 'internal');
  late.state = 'pending';
  const b = score(ctx);
  assert.deepEqual(
    b.threats.map((t) => [t.result, t.points]),
    [
      ['destroyed', 4],
      ['survived', 2],
      ['on-board', 0],
      ['never-appeared', 0],
    ],
  );
  assert.deepEqual([b.destroyedPoints, b.survivedPoints, b.total], [4, 2, 6]);
});

test('a scheduled threat that never entered the board is listed with no points; a called one is not', () => {
  const ctx = mission([
    { threat: 'E1-07', turn: 2, zone: 'red', unconfirmed: false },
    { threat: 'E1-01', turn: 9, zone: 'blue', unconfirmed: false },
    { threat: 'I1-01', turn: 0, zone: 'internal', unconfirmed: false, called: 1 },
  ]);
  ctx.s.threats.push({
    order: 4,
    catalogue: 'E1-07',
    zone: 'red',
    trajectory: 7,
    position: 0,
    stations: [],
    damage: 0,
    state: 'destroyed',
    appeared: 2,
    status: {},
  });
  threatEngine.appear(ctx, ctx.s.threats[0] as never);
  (ctx.s.threats[0] as { state: string }).state = 'destroyed';
  const b = score(ctx);
  assert.deepEqual(
    b.threats.map((t) => [t.threat, t.result, t.points]),
    [
      ['E1-07', 'destroyed', 4],
      ['E1-01', 'never-appeared', 0],
    ],
  );
  const other = mission([{ threat: 'E1-07', turn: 3, zone: 'red', unconfirmed: false }]);
  other.s.threats.push({ ...(ctx.s.threats[0] as ThreatOnBoard), appeared: 2 });
  assert.equal(score(other).threats.length, 2, 'the same card on another turn is another threat');
  const pair = mission([
    { threat: 'E1-07', turn: 2, zone: 'red', unconfirmed: false },
    { threat: 'I1-01', turn: 2, zone: 'internal', unconfirmed: false },
  ]);
  pair.s.threats.push({ ...(ctx.s.threats[0] as ThreatOnBoard) });
  assert.deepEqual(
    score(pair).threats.map((t) => [t.threat, t.result]),
    [
      ['E1-07', 'destroyed'],
      ['I1-01', 'never-appeared'],
    ],
    'another card of the same turn is another threat',
  );
});

test('visual confirmation of each phase and the Data Analyst bonus add to the total', () => {
  const ctx = mission([]);
  ctx.s.observation = [1, 3, 2];
  ctx.s.analystBonus = 1;
  const b = score(ctx);
  assert.deepEqual([b.visualConfirmation, b.bonus, b.total], [6, 1, 7]);
});

test('penalties: every tile plus the worst zone again, 2 per knock-out, 1 per disabled squad, 1 per advanced Medic action', () => {
  const ctx = mission([]);
  ctx.s.observation = [20];
  ctx.s.ship.zones.red.damage = ['shield', 'reactor'];
  ctx.s.ship.zones.blue.damage = ['shield', 'reactor', 'lift'];
  (ctx.s.crew[1] as { knockedOut: boolean }).knockedOut = true;
  (ctx.s.crew[3] as { knockedOut: boolean }).knockedOut = true;
  (ctx.s.ship.bots[1] as { disabled: boolean }).disabled = true;
  ctx.s.medicUses = 1;
  const b = score(ctx);
  assert.deepEqual([b.damagePenalty, b.knockoutPenalty, b.botsPenalty, b.medicPenalty], [5 + 3, 4, 1, 1]);
  assert.equal(b.total, 20 - 8 - 4 - 1 - 1);
});

test('a destroyed ship scores 0, the breakdown kept', () => {
  const ctx = mission([]);
  ctx.s.observation = [5];
  ctx.s.destroyed = { turn: 8, zone: 'red', cause: 'a 7th damage' };
  const b = score(ctx);
  assert.deepEqual([b.visualConfirmation, b.total], [5, 0]);
});
