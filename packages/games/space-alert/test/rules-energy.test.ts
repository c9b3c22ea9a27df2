/**
 * Energy (the B action) one rule at a time, on a ship set up by hand: what each station fills and from
 * where, the capacities and what a damaged reactor or shield loses, the heroic B (+1 only when energy
 * moved), the fuel capsules, and the threats' drains.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  actionB,
  drainReactor,
  drainShield,
  fillShield,
  fillSideReactor,
  reactorCapacity,
  refuelCentral,
  shieldCapacity,
  spend,
} from '../src/ship/energy.ts';
import { type Ctx, station } from '../src/state.ts';
import type { Zone } from '../src/types.ts';
import { runUntil } from './resolution-helpers.ts';

/** A ship before the first turn: reactors 2 / 3 / 2, shields 1 / 1 / 1, 3 fuel capsules. */
function ship(): Ctx {
  return runUntil({ plans: ['-'] }, 0);
}

function energy(ctx: Ctx): Record<Zone, [number, number]> {
  const z = ctx.s.ship.zones;
  return {
    red: [z.red.reactor, z.red.shield],
    white: [z.white.reactor, z.white.shield],
    blue: [z.blue.reactor, z.blue.shield],
  };
}

test('capacities: central reactor 5, side reactors 3, central shield 3, side shields 2; a damaged one holds 1 less', () => {
  const s = ship().s;
  assert.deepEqual(
    (['red', 'white', 'blue'] as Zone[]).map((z) => [reactorCapacity(s, z), shieldCapacity(s, z)]),
    [
      [3, 2],
      [5, 3],
      [3, 2],
    ],
  );
  s.ship.zones.white.damage.push('reactor');
  s.ship.zones.red.damage.push('reactor', 'shield');
  s.ship.zones.blue.damage.push('shield');
  assert.deepEqual(
    (['red', 'white', 'blue'] as Zone[]).map((z) => [reactorCapacity(s, z), shieldCapacity(s, z)]),
    [
      [2, 1],
      [4, 3],
      [3, 1],
    ],
  );
});

test('B upstairs fills the zone shield from the zone reactor, up to the shield capacity', () => {
  const ctx = ship();
  ctx.s.crew[0]!.station = station('red', 'upper');
  actionB(ctx, 0, false);
  assert.deepEqual(energy(ctx).red, [1, 2], 'one moved: the shield was 1 of 2');
  actionB(ctx, 0, false);
  assert.deepEqual(energy(ctx).red, [1, 2], 'a full shield takes nothing');
  assert.deepEqual(energy(ctx).white, [3, 1], 'the central reactor is not touched');
});

test('B below at the sides fills the side reactor from the central reactor, as much as it has', () => {
  const ctx = ship();
  ctx.s.crew[0]!.station = station('blue', 'lower');
  ctx.s.ship.zones.blue.reactor = 0;
  ctx.s.ship.zones.white.reactor = 2;
  actionB(ctx, 0, false);
  assert.deepEqual([energy(ctx).blue[0], energy(ctx).white[0]], [2, 0], 'only 2 were there to move');
});

test('B below in white spends a fuel capsule to fill the central reactor', () => {
  const ctx = ship();
  ctx.s.crew[0]!.station = station('white', 'lower');
  ctx.s.ship.zones.white.reactor = 1;
  actionB(ctx, 0, false);
  assert.deepEqual([ctx.s.ship.zones.white.reactor, ctx.s.ship.fuel], [5, 2]);
});

test('without a fuel capsule the central reactor is not refilled', () => {
  const ctx = ship();
  ctx.s.ship.fuel = 0;
  ctx.s.ship.zones.white.reactor = 0;
  assert.equal(refuelCentral(ctx, false), 0);
  assert.deepEqual([ctx.s.ship.zones.white.reactor, ctx.s.ship.fuel], [0, 0]);
  assert.equal(refuelCentral(ctx, true), 0, 'nor with a heroic B');
  assert.deepEqual([ctx.s.ship.zones.white.reactor, ctx.s.ship.fuel], [0, 0]);
});

test('a full central reactor takes no capsule', () => {
  const ctx = ship();
  ctx.s.ship.zones.white.reactor = 5;
  assert.equal(refuelCentral(ctx, true), 0);
  assert.deepEqual([ctx.s.ship.zones.white.reactor, ctx.s.ship.fuel], [5, 3]);
});

test('heroic B: 1 more than moved, past capacity, for shields, side reactors and the central reactor', () => {
  const ctx = ship();
  assert.equal(fillShield(ctx, 'red', true), 1);
  assert.deepEqual(energy(ctx).red, [1, 3], 'shield 2 of 2, +1 heroic');
  assert.equal(fillSideReactor(ctx, 'blue', true), 1);
  assert.deepEqual(
    [energy(ctx).blue[0], energy(ctx).white[0]],
    [4, 2],
    'reactor 3 of 3, +1; the bonus is not taken from white',
  );
  assert.equal(refuelCentral(ctx, true), 3);
  assert.deepEqual([energy(ctx).white[0], ctx.s.ship.fuel], [6, 2], 'reactor 5 of 5, +1');
});

test('heroic B adds nothing when nothing moved', () => {
  const ctx = ship();
  ctx.s.ship.zones.red.reactor = 0;
  assert.equal(fillShield(ctx, 'red', true), 0);
  assert.deepEqual(energy(ctx).red, [0, 1], 'empty reactor: nothing moved');
  ctx.s.ship.zones.blue.shield = 2;
  assert.equal(fillShield(ctx, 'blue', true), 0);
  assert.deepEqual(energy(ctx).blue, [2, 2], 'full shield: nothing moved');
  ctx.s.ship.zones.blue.reactor = 3;
  assert.equal(fillSideReactor(ctx, 'blue', true), 0);
  assert.deepEqual([energy(ctx).blue[0], energy(ctx).white[0]], [3, 3], 'full reactor');
  ctx.s.ship.zones.white.reactor = 0;
  ctx.s.ship.zones.red.reactor = 1;
  assert.equal(fillSideReactor(ctx, 'red', true), 0);
  assert.deepEqual([energy(ctx).red[0], energy(ctx).white[0]], [1, 0], 'empty central reactor');
});

test('a plain B never adds more than moved', () => {
  const ctx = ship();
  ctx.s.ship.zones.red.reactor = 0;
  fillShield(ctx, 'red', false);
  fillSideReactor(ctx, 'red', false);
  assert.deepEqual(energy(ctx).red, [3, 1]);
  assert.deepEqual(energy(ctx).white, [0, 1]);
  fillShield(ctx, 'red', false);
  assert.deepEqual(energy(ctx).red, [2, 2]);
});

test('a shield or reactor over capacity (after a heroic B) takes nothing more', () => {
  const ctx = ship();
  ctx.s.ship.zones.red.shield = 3;
  assert.equal(fillShield(ctx, 'red', true), 0);
  assert.deepEqual(energy(ctx).red, [2, 3]);
  ctx.s.ship.zones.red.reactor = 4;
  assert.equal(fillSideReactor(ctx, 'red', true), 0);
  assert.deepEqual([energy(ctx).red[0], energy(ctx).white[0]], [4, 3]);
});

test('spending energy: all or nothing', () => {
  const s = ship().s;
  assert.equal(spend(s, 'red', 3), false);
  assert.equal(s.ship.zones.red.reactor, 2);
  assert.equal(spend(s, 'red', 2), true);
  assert.equal(s.ship.zones.red.reactor, 0);
});

test('drains take up to the amount asked, never below empty, from that shield or reactor only', () => {
  const ctx = ship();
  ctx.s.ship.zones.white.shield = 3;
  assert.equal(drainShield(ctx, 'white', 2), 2);
  assert.equal(drainShield(ctx, 'white', 2), 1);
  assert.equal(ctx.s.ship.zones.white.shield, 0);
  assert.equal(drainShield(ctx, 'red'), 1, 'without an amount: all of it');
  assert.equal(drainReactor(ctx, 'white', 1), 1);
  assert.equal(drainReactor(ctx, 'white'), 2);
  assert.deepEqual(energy(ctx), { red: [2, 0], white: [0, 0], blue: [2, 1] });
});

test('a B by a crew member who does not exist changes nothing', () => {
  const ctx = ship();
  const before = energy(ctx);
  actionB(ctx, 9, true);
  assert.deepEqual(energy(ctx), before);
  assert.equal(ctx.s.ship.fuel, 3);
});
