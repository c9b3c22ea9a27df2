/**
 * Small ship rules one at a time, on a ship set up by hand: rockets (one launch a turn, never more
 * than are left, a turn in flight), heroic actions made by the Medic's stimulant or Special Ops'
 * preparation, and whether anyone observed this turn.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heroicNow } from '../src/ship/heroic.ts';
import { observe, observedThisTurn, observationPoints } from '../src/ship/observation.ts';
import { launchRocket, rocketShot, rocketsEndTurn } from '../src/ship/rockets.ts';
import type { Ctx } from '../src/state.ts';
import { runUntil } from './resolution-helpers.ts';

const ship = (): Ctx => runUntil({ plans: ['-', '-'] }, 0);

test('a rocket a turn: the second launch of the same turn is refused and costs nothing', () => {
  const ctx = ship();
  assert.equal(ctx.s.ship.rockets, 3);
  assert.equal(launchRocket(ctx, 0), true);
  assert.equal(launchRocket(ctx, 1), false);
  assert.deepEqual([ctx.s.ship.rockets, ctx.s.ship.rocketLaunched], [2, 3]);
  rocketsEndTurn(ctx);
  assert.equal(launchRocket(ctx, 1), true, 'the next turn allows one again');
  assert.equal(ctx.s.ship.rockets, 1);
});

test('never more rockets than are left: the Rocketeer’s double launch needs two', () => {
  const ctx = ship();
  ctx.s.ship.rockets = 1;
  assert.equal(launchRocket(ctx, 0, 2, 5), false);
  assert.deepEqual([ctx.s.ship.rockets, ctx.s.ship.rocketLaunched], [1, 0]);
  assert.equal(launchRocket(ctx, 0, 1, 3), true);
  assert.equal(ctx.s.ship.rockets, 0);
  rocketsEndTurn(ctx);
  assert.equal(launchRocket(ctx, 0), false, 'none left');
});

test('a rocket flies one turn: it shoots at the next Compute Damage with its strength at distances 1-2', () => {
  const ctx = ship();
  const shots = () => ctx.s.ship.shots.map((x) => [x.weapon, x.power]);
  launchRocket(ctx, 0, 2, 5);
  rocketShot(ctx);
  assert.deepEqual(shots(), [], 'not in the turn it is launched');
  rocketsEndTurn(ctx);
  rocketShot(ctx);
  assert.deepEqual(shots(), [['rocket', [5, 5, 0]]]);
  ctx.s.ship.shots.length = 0;
  rocketShot(ctx);
  assert.deepEqual(shots(), [], 'it hits once');
});

test("the Medic's stimulant makes the first half's action heroic once; C never; the second half not", () => {
  const ctx = ship();
  const stim = ctx.s.ship.stimulated;
  stim.push(0);
  assert.equal(heroicNow(ctx, 0, 'A', false, false), false, 'the second half of the card');
  assert.deepEqual(stim, [0], 'the stimulant is still there');
  assert.equal(heroicNow(ctx, 0, 'C', false, true), false, 'C is never heroic');
  assert.deepEqual(stim, [0]);
  assert.equal(heroicNow(ctx, 1, 'A', false, true), false, 'another crew member');
  assert.equal(heroicNow(ctx, 0, 'B', false, true), true);
  assert.deepEqual(stim, [], 'used up');
  assert.equal(heroicNow(ctx, 0, 'B', false, true), false);
  assert.equal(heroicNow(ctx, 0, 'B', true, true), true, 'a printed heroic card stays heroic');
});

test("Special Ops' preparation makes the next A, B or battlebot action heroic, once; the effects do not stack", () => {
  const ctx = ship();
  const c = ctx.s.crew[0];
  if (!c) throw new Error('crew 1');
  c.prepared = true;
  assert.equal(heroicNow(ctx, 0, 'C', false, true), false);
  assert.equal(c.prepared, true, 'C does not use it');
  ctx.s.ship.stimulated.push(0);
  assert.equal(heroicNow(ctx, 0, 'bots', false, true), true);
  assert.deepEqual([c.prepared, ctx.s.ship.stimulated], [false, []], 'both used by the one action');
  assert.equal(heroicNow(ctx, 0, 'A', false, true), false);
});

test('visual confirmation: a turn with an observer is known; the scale adds 2 per observer past 3', () => {
  const ctx = ship();
  assert.equal(observedThisTurn(ctx.s), false);
  observe(ctx, 0);
  assert.equal(observedThisTurn(ctx.s), true);
  assert.deepEqual([1, 2, 3, 4, 5].map(observationPoints), [1, 2, 3, 5, 7]);
});
