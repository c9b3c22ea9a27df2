/**
 * Damage to the ship one rule at a time, on a ship set up by hand: six different tiles a zone and the
 * 7th point destroying the ship, a damaged shield or reactor discarding its excess energy (and only
 * then), the shields (temporary first, then the zone's; Reversed Shields), and the Squad Leader's
 * repair order.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attackZone, damageTotals, damageZone, destroyShip, repairOne } from '../src/ship/damage.ts';
import type { Ctx } from '../src/state.ts';
import type { DamageTile } from '../src/types.ts';
import { runUntil } from './resolution-helpers.ts';

function ship(seed = 1): Ctx {
  return runUntil({ plans: ['-'], seed }, 0);
}

const ALL: DamageTile[] = ['upper-weapon', 'lower-weapon', 'shield', 'reactor', 'lift', 'structural'];

test('a zone takes six different tiles; the 7th point destroys the ship', () => {
  const ctx = ship();
  damageZone(ctx, 'red', 6);
  assert.deepEqual([...ctx.s.ship.zones.red.damage].sort(), [...ALL].sort());
  assert.equal(ctx.s.destroyed, null);
  damageZone(ctx, 'red', 1);
  assert.deepEqual(ctx.s.destroyed, { turn: ctx.s.turn, zone: 'red', cause: 'a 7th damage in the red zone' });
});

test('once the ship is destroyed, no more damage is drawn and the first cause stands', () => {
  const ctx = ship();
  damageZone(ctx, 'red', 9);
  const first = ctx.s.destroyed;
  assert.ok(first);
  damageZone(ctx, 'blue', 2);
  assert.deepEqual(ctx.s.ship.zones.blue.damage, [], 'nothing more happens');
  destroyShip(ctx, 'white', 'something else');
  assert.deepEqual(ctx.s.destroyed, first);
});

test('a damage factor multiplies the points that reach the zone', () => {
  const ctx = ship();
  ctx.s.ship.zones.white.damageFactor = 2;
  damageZone(ctx, 'white', 2);
  assert.equal(ctx.s.ship.zones.white.damage.length, 4);
});

test('a shield or reactor tile discards the energy above the new capacity', () => {
  for (const tile of ['shield', 'reactor'] as DamageTile[]) {
    const ctx = ship();
    const z = ctx.s.ship.zones.red;
    // Only that tile is left face down.
    z.damage.push(...ALL.filter((t) => t !== tile));
    // The other energy system is damaged already: it holds 1 less and is at that capacity.
    z.shield = tile === 'shield' ? 2 : 1;
    z.reactor = tile === 'reactor' ? 3 : 2;
    damageZone(ctx, 'red', 1);
    assert.deepEqual([z.reactor, z.shield], [2, 1], tile);
  }
});

test('any other tile leaves the energy alone, even above capacity after a heroic B', () => {
  for (const tile of ['upper-weapon', 'lower-weapon', 'lift', 'structural'] as DamageTile[]) {
    const ctx = ship();
    const z = ctx.s.ship.zones.blue;
    z.damage.push(...ALL.filter((t) => t !== tile));
    z.shield = 3;
    z.reactor = 4;
    damageZone(ctx, 'blue', 1);
    assert.deepEqual(z.damage.at(-1), tile);
    assert.deepEqual([z.reactor, z.shield], [4, 3], tile);
  }
});

test('an attack: the temporary shield absorbs first, then the zone shield, the rest is damage', () => {
  const ctx = ship();
  const z = ctx.s.ship.zones.white;
  z.tempShield = 1;
  z.shield = 2;
  assert.deepEqual(attackZone(ctx, 'white', 5), { absorbed: 3, damage: 2 });
  assert.deepEqual([z.tempShield, z.shield, z.damage.length], [0, 0, 2]);
  assert.deepEqual(attackZone(ctx, 'white', 0), { absorbed: 0, damage: 0 });
  assert.equal(z.damage.length, 2);
});

test('a fully absorbed attack does no damage; internal and shield-ignoring attacks skip every shield', () => {
  const ctx = ship();
  const z = ctx.s.ship.zones.red;
  z.shield = 2;
  assert.deepEqual(attackZone(ctx, 'red', 2), { absorbed: 2, damage: 0 });
  assert.equal(z.damage.length, 0);
  // 1 energy: a shield tile drawn now would not discard it.
  z.shield = 1;
  z.tempShield = 1;
  assert.deepEqual(attackZone(ctx, 'red', 2, 'internal'), { absorbed: 0, damage: 2 });
  assert.deepEqual(attackZone(ctx, 'red', 1, 'ignore-shields'), { absorbed: 0, damage: 1 });
  assert.deepEqual([z.shield, z.tempShield, z.damage.length], [1, 1, 3]);
});

test('a destroyer doubles what gets past the shields, not what they stop', () => {
  const ctx = ship();
  assert.deepEqual(attackZone(ctx, 'blue', 3, 'double-through-shields'), { absorbed: 1, damage: 4 });
  assert.equal(ctx.s.ship.zones.blue.damage.length, 4);
});

test('Reversed Shields: ineffective shields absorb nothing and keep their energy', () => {
  const ctx = ship();
  ctx.s.ship.shieldsMode = 'ineffective';
  const z = ctx.s.ship.zones.red;
  z.shield = 2;
  assert.deepEqual(attackZone(ctx, 'red', 2), { absorbed: 0, damage: 2 });
  assert.equal(z.shield, 2);
});

test('Reversed Shields: reversed shields add their energy to an attack that gets past the temporary shield', () => {
  const ctx = ship();
  ctx.s.ship.shieldsMode = 'reversed';
  const z = ctx.s.ship.zones.red;
  z.shield = 2;
  z.tempShield = 1;
  assert.deepEqual(attackZone(ctx, 'red', 1), { absorbed: 1, damage: 0 }, 'stopped by the temporary shield');
  assert.equal(z.shield, 2, 'the reversed shield kept its energy');
  assert.deepEqual(attackZone(ctx, 'red', 1), { absorbed: 0, damage: 3 });
  assert.equal(z.shield, 0);
});

test('damage totals: all tiles on the ship, and the most damaged zone', () => {
  const ctx = ship();
  const z = ctx.s.ship.zones;
  z.red.damage.push('lift', 'shield');
  z.blue.damage.push('lift', 'shield');
  z.white.damage.push('structural');
  assert.deepEqual(damageTotals(ctx.s), { total: 5, worst: 2 });
});

test('repair upstairs: weapons first (the upper one first), then the gravolift, the shield, the reactor, the structure', () => {
  const ctx = ship();
  const z = ctx.s.ship.zones.blue;
  z.damage.push('structural', 'reactor', 'shield', 'lift', 'lower-weapon', 'upper-weapon');
  const order: (DamageTile | null)[] = [];
  for (let i = 0; i < 7; i++) order.push(repairOne(ctx, 'blue', 'upper'));
  assert.deepEqual(order, ['upper-weapon', 'lower-weapon', 'lift', 'shield', 'reactor', 'structural', null]);
  assert.deepEqual(z.damage, []);
});

test('repair below: the lower weapon first, then the upper, the gravolift, the reactor, the shield, the structure', () => {
  const ctx = ship();
  const z = ctx.s.ship.zones.red;
  z.damage.push('upper-weapon', 'shield', 'reactor', 'lower-weapon', 'structural', 'lift');
  const order: (DamageTile | null)[] = [];
  for (let i = 0; i < 7; i++) order.push(repairOne(ctx, 'red', 'lower'));
  assert.deepEqual(order, ['lower-weapon', 'upper-weapon', 'lift', 'reactor', 'shield', 'structural', null]);
});

test('a repair takes one tile, whatever its place among the drawn tiles, and only in that zone', () => {
  const ctx = ship();
  const z = ctx.s.ship.zones.white;
  z.damage.push('structural');
  ctx.s.ship.zones.red.damage.push('structural');
  assert.equal(repairOne(ctx, 'white', 'upper'), 'structural');
  assert.deepEqual([z.damage, ctx.s.ship.zones.red.damage], [[], ['structural']]);
  assert.equal(repairOne(ctx, 'white', 'lower'), null, 'nothing to repair');
});
