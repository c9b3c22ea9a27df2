/**
 * The resolution's steps one rule at a time: token order (numbered tokens by turn, an external before
 * an internal of the same number, then the called-in threats alpha to epsilon), threats appearing on
 * their turn, threats acting in token order (only those active, none after the ship is destroyed), the
 * last turn's checks, turn 13 (the threats act once more) and the end of the resolution.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { snapshotOf } from '../src/resolution/snapshot.ts';
import { runStep, tokenOrder } from '../src/resolution/steps.ts';
import { destroyShip } from '../src/ship/damage.ts';
import type { Ctx, ThreatEngine, ThreatOnBoard } from '../src/state.ts';
import { advance, NO_THREATS, run, runUntil } from './resolution-helpers.ts';

test('token order: by turn, an external before an internal of the same number, then called-in alpha to epsilon', () => {
  const orders = [
    tokenOrder(1, false),
    tokenOrder(1, true),
    tokenOrder(2, false),
    tokenOrder(2, true),
    tokenOrder(12, true),
    tokenOrder(5, false, 1),
    tokenOrder(5, false, 2),
    tokenOrder(1, true, 5),
  ];
  assert.deepEqual(
    [...orders].sort((a, b) => a - b),
    orders,
  );
  assert.equal(new Set(orders).size, orders.length, 'no two tokens tie');
});

test('a threat appears on its turn with its token order, on its zone trajectory, undamaged and active', () => {
  const appeared: ThreatOnBoard[] = [];
  const engine: ThreatEngine = { ...NO_THREATS, appear: (_c, t) => void appeared.push(t) };
  const ctx = runUntil(
    {
      plans: ['-'],
      threats: [
        { threat: 'x-internal', turn: 3, zone: 'internal', unconfirmed: false },
        { threat: 'x-blue', turn: 3, zone: 'blue', unconfirmed: false },
        { threat: 'x-red', turn: 2, zone: 'red', unconfirmed: false },
      ],
    },
    2,
    engine,
  );
  assert.deepEqual(
    appeared.map((t) => t.catalogue),
    ['x-red'],
  );
  advance(ctx, 3);
  assert.deepEqual(ctx.s.threats, [
    {
      order: tokenOrder(2, false),
      catalogue: 'x-red',
      zone: 'red',
      trajectory: 1,
      position: 0,
      stations: [],
      damage: 0,
      state: 'active',
      appeared: 2,
      status: {},
    },
    {
      order: tokenOrder(3, true),
      catalogue: 'x-internal',
      zone: 'internal',
      trajectory: 4,
      position: 0,
      stations: [],
      damage: 0,
      state: 'active',
      appeared: 3,
      status: {},
    },
    {
      order: tokenOrder(3, false),
      catalogue: 'x-blue',
      zone: 'blue',
      trajectory: 3,
      position: 0,
      stations: [],
      damage: 0,
      state: 'active',
      appeared: 3,
      status: {},
    },
  ]);
});

/** A board of threats (by order) that record when they act. */
function actors(orders: number[], act: (ctx: Ctx, t: ThreatOnBoard, log: number[]) => void = () => {}) {
  const log: number[] = [];
  const engine: ThreatEngine = {
    ...NO_THREATS,
    act: (ctx, t) => {
      log.push(t.order);
      act(ctx, t, log);
    },
  };
  const ctx = runUntil({ plans: ['-'] }, 0, engine);
  for (const order of orders) {
    ctx.s.threats.push({
      order,
      catalogue: 'x',
      zone: 'red',
      trajectory: 1,
      position: 5,
      stations: [],
      damage: 0,
      state: 'active',
      appeared: 1,
      status: {},
    });
  }
  return { ctx, log };
}

/** Runs turn 1 up to the end of its threat actions. */
function threatStep(ctx: Ctx): void {
  while (ctx.s.step !== 'end-turn') runStep(ctx);
}

test('threats act in token order, whatever the order they were placed in', () => {
  const { ctx, log } = actors([9, 4, 1001, 7, 6]);
  threatStep(ctx);
  assert.deepEqual(log, [4, 6, 7, 9, 1001]);
});

test('only active threats act; one destroyed earlier in the step does not act', () => {
  const { ctx, log } = actors([4, 6, 8], (c, t) => {
    if (t.order === 4) (c.s.threats.find((x) => x.order === 6) as ThreatOnBoard).state = 'destroyed';
  });
  (ctx.s.threats[2] as ThreatOnBoard).state = 'survived';
  threatStep(ctx);
  assert.deepEqual(log, [4]);
});

test('when a threat destroys the ship, the threats after it do not act, nor the end-of-actions effects', () => {
  let ended = 0;
  const { ctx, log } = actors([4, 6], (c) => destroyShip(c, 'red', 'test'));
  ctx.threats.endThreatActions = () => {
    ended++;
  };
  runStep(ctx);
  runStep(ctx);
  runStep(ctx);
  runStep(ctx);
  assert.deepEqual(log, [4]);
  assert.equal(ended, 0);
  const whole = actors([4, 6]);
  whole.ctx.threats.endThreatActions = () => {
    ended++;
  };
  threatStep(whole.ctx);
  assert.equal(ended, 1);
});

test('the resolution ends at once when the ship is destroyed', () => {
  const { ctx } = actors([4], (c) => destroyShip(c, 'red', 'test'));
  for (let i = 0; i < 4; i++) runStep(ctx);
  assert.deepEqual([ctx.s.step, ctx.s.turn], ['done', 1]);
  runStep(ctx);
  assert.deepEqual([ctx.s.step, ctx.s.turn], ['done', 1], 'a step after the end changes nothing');
});

test('a step after the end of a resolution changes nothing', () => {
  const { s, ctx } = run({ plans: ['-'] });
  assert.equal(s.step, 'done');
  const before = JSON.stringify(s);
  runStep(ctx);
  assert.equal(JSON.stringify(s), before);
});

test('turn 13: the threats act once more before the jump', () => {
  const { ctx, log } = actors([4]);
  while (ctx.s.step !== 'done') runStep(ctx);
  assert.equal(log.length, 13, 'twelve turns and turn 13');
});

test('an early jump (advanced Hypernavigator) goes from the end of that turn to turn 13', () => {
  const ctx = runUntil({ plans: ['-'] }, 10);
  ctx.s.jumpAfter = 10;
  runStep(ctx);
  assert.deepEqual([ctx.s.turn, ctx.s.step], [13, 'return']);
});

test('visual confirmation of the last phase is scored at the end of turn 12', () => {
  const { s } = run({ plans: ['^ C - - - - - - - - - C'] });
  assert.deepEqual(s.observation, [1, 0, 1]);
});

test('the computer check of each phase happens at the end of its second turn, the last phase too', () => {
  const { s } = run({ plans: ['-'] });
  assert.equal(s.crew[0]?.delays, 3, 'nobody maintained the computer: turns 2, 5 and 9');
});

test("the ship's record at the end lists the threats that came on the board, not those still waiting to be called", () => {
  const ctx = runUntil({ plans: ['-'] }, 0);
  const base = { trajectory: 1, stations: [], damage: 0, appeared: 1, status: {} };
  ctx.s.threats.push(
    { ...base, order: 4, catalogue: 'x-on', zone: 'red', position: 5, state: 'active' },
    { ...base, order: 1001, catalogue: 'x-called', zone: 'blue', position: 0, state: 'pending' },
    { ...base, order: 6, catalogue: 'x-gone', zone: 'blue', position: 3, state: 'destroyed' },
  );
  assert.deepEqual(
    snapshotOf(ctx.s).threats.map((t) => [t.threat, t.state]),
    [
      ['x-on', 'active'],
      ['x-gone', 'destroyed'],
    ],
  );
});
