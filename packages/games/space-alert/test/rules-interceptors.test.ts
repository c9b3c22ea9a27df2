/**
 * The interceptors one rule at a time, on a ship set up by hand: the launch (C in upper red leading an
 * active squad, nobody else out), the attack (3 to a lone threat or 1 to each, heroic 4 / 2), what
 * each card means to a pilot in space, the return, Variable Range Interceptors (002) and the jump.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { takeBots } from '../src/ship/battlebots.ts';
import { classify, interceptorsJump, launch, returnAboard, spaceTurn } from '../src/ship/interceptors.ts';
import { knockOut } from '../src/ship/knockout.ts';
import { type Ctx, type ThreatEngine, station } from '../src/state.ts';
import type { PlannedStep } from '../src/types.ts';
import { NO_THREATS, runUntil, slot } from './resolution-helpers.ts';

/** Two crew, crew 0 leading the red squad, both in upper red, before the first turn. */
function ship(engine: ThreatEngine = NO_THREATS, variable = false, plans = ['-', '-']): Ctx {
  const ctx = runUntil({ plans, options: variable ? { variableRangeInterceptors: true } : {} }, 0, engine);
  const [a, b] = ctx.s.crew;
  if (!a || !b) throw new Error('two crew');
  a.station = station('red', 'lower');
  assert.ok(takeBots(ctx, 0));
  a.station = station('red', 'upper');
  b.station = station('red', 'upper');
  return ctx;
}

function pilot(ctx: Ctx) {
  const c = ctx.s.crew[0];
  if (!c) throw new Error('crew 0');
  return c;
}

test('launch: the pilot goes out to distance 1 and attacks at once, 3 to distance 1', () => {
  const ctx = ship();
  assert.equal(launch(ctx, 0), true);
  assert.deepEqual([pilot(ctx).inSpace, pilot(ctx).range], [true, 1]);
  assert.deepEqual(ctx.s.ship.shots, [{ weapon: 'interceptors', zone: 'red', power: [3, 0, 0], spread: 1, by: 0 }]);
});

test('launch needs an active squad led by the pilot', () => {
  const ctx = ship();
  assert.equal(launch(ctx, 1), false, 'crew 1 leads no squad');
  assert.equal(ctx.s.crew[1]?.inSpace, false);
  (ctx.s.ship.bots[1] as { disabled: boolean }).disabled = true;
  assert.equal(launch(ctx, 0), false, 'a disabled squad does not fly');
  assert.equal(pilot(ctx).inSpace, false);
  assert.deepEqual(ctx.s.ship.shots, []);
});

test('only one pilot out at a time', () => {
  const ctx = ship();
  const b = ctx.s.crew[1];
  if (!b) throw new Error('crew 1');
  b.inSpace = true;
  assert.equal(launch(ctx, 0), false);
  assert.equal(pilot(ctx).inSpace, false);
  assert.deepEqual(ctx.s.ship.shots, []);
});

test('a pilot knocked out as they enter space (a threat out there) does not attack', () => {
  const ctx = ship({ ...NO_THREATS, onEnter: (c, crew) => void knockOut(c, crew) });
  assert.equal(launch(ctx, 0), true);
  assert.deepEqual([pilot(ctx).inSpace, pilot(ctx).knockedOut], [false, true]);
  assert.deepEqual(ctx.s.ship.shots, []);
});

test('a crew member who does not exist launches nothing and returns nowhere', () => {
  const ctx = ship();
  assert.equal(launch(ctx, 9), false);
  returnAboard(ctx, 9);
  spaceTurn(ctx, 9, slot('X'));
  interceptorsJump(ctx);
  assert.deepEqual(ctx.s.ship.shots, []);
});

test('what a card means in space: battlebots stay out, heroic battlebots stay and hit harder, nothing comes back', () => {
  const cases: [string, PlannedStep, boolean, string][] = [
    ['empty', null, false, 'none'],
    ['X', slot('X'), false, 'stay'],
    ['hX', slot('hX'), false, 'stay-heroic'],
    ['A+X', slot('A+X'), false, 'stay'],
    ['C+X', slot('C+X'), false, 'stay'],
    ['A', slot('A'), false, 'other'],
    ['C', slot('C'), false, 'other'],
    ['>', slot('>'), false, 'other'],
    ['C, variable', slot('C'), true, 'farther'],
    ['C+X, variable', slot('C+X'), true, 'farther'],
    ['X, variable', slot('X'), true, 'stay'],
    ['Squad Leader, advanced', { kind: 'special', spec: 'squad-leader', advanced: true }, false, 'stay-heroic'],
    ['Squad Leader, basic', { kind: 'special', spec: 'squad-leader', advanced: false }, false, 'other'],
    ['Medic, advanced', { kind: 'special', spec: 'medic', advanced: true }, false, 'other'],
  ];
  for (const [name, step, variable, kind] of cases) assert.equal(classify(step, variable), kind, name);
});

test('battlebots in space: the pilot stays at their distance and attacks again, heroic 4 spread over 2', () => {
  const ctx = ship();
  launch(ctx, 0);
  ctx.s.ship.shots = [];
  spaceTurn(ctx, 0, slot('X'));
  assert.equal(pilot(ctx).inSpace, true);
  spaceTurn(ctx, 0, slot('hX'));
  assert.deepEqual(
    ctx.s.ship.shots.map((s) => [s.power, s.spread]),
    [
      [[3, 0, 0], 1],
      [[4, 0, 0], 2],
    ],
  );
});

test('battlebots in space also answer an intruder that listens to them (strength 1, heroic 2)', () => {
  const heard: [number, string, number][] = [];
  const ctx = ship({
    ...NO_THREATS,
    crewAction: (_c, crew, action, strength) => {
      heard.push([crew, action, strength]);
      return true;
    },
  });
  ctx.s.threats.push({ zone: 'internal', state: 'active' } as never);
  launch(ctx, 0);
  spaceTurn(ctx, 0, slot('X'));
  spaceTurn(ctx, 0, slot('hX'));
  assert.deepEqual(heard, [
    [0, 'bots', 1],
    [0, 'bots', 2],
  ]);
});

test('an empty slot brings the pilot back to upper red, still leading the squad', () => {
  const ctx = ship();
  launch(ctx, 0);
  ctx.s.ship.shots = [];
  spaceTurn(ctx, 0, null);
  const c = pilot(ctx);
  assert.deepEqual([c.inSpace, c.range, c.station, c.squad], [false, 0, station('red', 'upper'), 1]);
  assert.deepEqual(ctx.s.ship.shots, []);
});

test('any other card in space is delayed, and the pilot comes back this turn', () => {
  const ctx = runUntil({ plans: ['- - A B', '-'] }, 0);
  const c = ctx.s.crew[0];
  if (!c) throw new Error('crew 0');
  c.station = station('red', 'lower');
  assert.ok(takeBots(ctx, 0));
  c.station = station('red', 'upper');
  launch(ctx, 0);
  ctx.s.ship.shots = [];
  ctx.s.turn = 3;
  spaceTurn(ctx, 0, c.plan[2] ?? null);
  assert.deepEqual([c.inSpace, c.delays], [false, 1]);
  assert.deepEqual(
    c.plan.slice(2, 5).map((p) => (p && p.kind === 'action' ? p.action : null)),
    [null, 'A', 'B'],
  );
  assert.deepEqual(ctx.s.ship.shots, []);
});

test('squad disabled out in space: the pilot comes back aboard and does not attack', () => {
  const ctx = ship();
  launch(ctx, 0);
  ctx.s.ship.shots = [];
  (ctx.s.ship.bots[1] as { disabled: boolean }).disabled = true;
  spaceTurn(ctx, 0, slot('X'));
  assert.deepEqual([pilot(ctx).inSpace, pilot(ctx).station], [false, station('red', 'upper')]);
  assert.deepEqual(ctx.s.ship.shots, []);
});

test('without Variable Range a C in space is just another card: delayed, and the pilot returns', () => {
  const ctx = ship();
  launch(ctx, 0);
  ctx.s.ship.shots = [];
  spaceTurn(ctx, 0, slot('C'));
  assert.deepEqual([pilot(ctx).inSpace, pilot(ctx).range], [false, 0]);
  assert.deepEqual(ctx.s.ship.shots, []);
});

test('Variable Range: C flies one farther and attacks there; an empty slot one nearer; from distance 1, aboard', () => {
  const ctx = ship(NO_THREATS, true);
  launch(ctx, 0);
  ctx.s.ship.shots = [];
  spaceTurn(ctx, 0, slot('C'));
  spaceTurn(ctx, 0, slot('C'));
  assert.equal(pilot(ctx).range, 3);
  spaceTurn(ctx, 0, null);
  assert.equal(pilot(ctx).range, 2);
  spaceTurn(ctx, 0, null);
  assert.equal(pilot(ctx).range, 1);
  assert.deepEqual(
    ctx.s.ship.shots.map((s) => [s.power, s.spread]),
    [
      [[0, 3, 0], 1],
      [[0, 0, 3], 1],
      [[0, 3, 0], 1],
      [[3, 0, 0], 1],
    ],
  );
  spaceTurn(ctx, 0, null);
  assert.deepEqual([pilot(ctx).inSpace, pilot(ctx).range], [false, 0]);
  assert.equal(ctx.s.ship.shots.length, 4, 'no attack on the way back aboard');
});

test('Variable Range: a C at distance 3 is the ultrafast return, knocked out back in upper red', () => {
  const ctx = ship(NO_THREATS, true);
  launch(ctx, 0);
  pilot(ctx).range = 3;
  ctx.s.ship.shots = [];
  spaceTurn(ctx, 0, slot('C'));
  const c = pilot(ctx);
  assert.deepEqual([c.inSpace, c.knockedOut, c.station], [false, true, station('red', 'upper')]);
  assert.equal(ctx.s.ship.bots[1]?.disabled, true, 'the squad of a knocked-out leader is disabled');
  assert.deepEqual(ctx.s.ship.shots, []);
});

test('Variable Range: an ultrafast return while protected by Special Ops still brings the pilot aboard', () => {
  const ctx = ship(NO_THREATS, true);
  launch(ctx, 0);
  const c = pilot(ctx);
  c.range = 3;
  c.protectedTurn = ctx.s.turn;
  spaceTurn(ctx, 0, slot('C'));
  assert.deepEqual([c.inSpace, c.knockedOut, c.station], [false, false, station('red', 'upper')]);
});

test('the jump: pilots come back aboard; with Variable Range, those at distance 2 or 3 are knocked out', () => {
  for (const [variable, range, out] of [
    [false, 1, false],
    [true, 1, false],
    [true, 2, true],
    [true, 3, true],
  ] as const) {
    const ctx = ship(NO_THREATS, variable);
    launch(ctx, 0);
    pilot(ctx).range = range;
    interceptorsJump(ctx);
    const c = pilot(ctx);
    assert.deepEqual([c.inSpace, c.knockedOut], [false, out], `${variable ? 'variable' : 'fixed'} range ${range}`);
    assert.deepEqual(c.station, station('red', 'upper'));
  }
});
