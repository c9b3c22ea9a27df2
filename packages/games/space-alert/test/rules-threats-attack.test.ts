/**
 * A threat's attack on the ship, one rule at a time: where a threat stands and which zones each
 * target names, internal attacks passing the shields (unless the card's are shieldable, or a
 * Parasite's host is out in space), the Scout's +1 to the others, carriers against nearby
 * interceptors, heals from absorbed points, and plasmatic knock-outs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { station } from '../src/state.ts';
import { heal, homeZone, threatAttack, zonesOf } from '../src/threats/attack.ts';
import { rt } from '../src/threats/runtime.ts';
import { board, damage, place, shields } from './threats-helpers.ts';

test('where a threat stands: its trajectory zone, its first station, its host, or white', () => {
  const ctx = board({ crew: 2 });
  assert.equal(homeZone(ctx, place(ctx, 'E1-07', 'blue')), 'blue');
  assert.equal(homeZone(ctx, place(ctx, 'I3-104', 'internal')), 'red', 'the Breached Airlock in upper red');
  const parasite = place(ctx, 'SI3-107', 'internal');
  assert.equal(homeZone(ctx, parasite), 'white', 'no host, no station');
  rt(parasite).host = 1;
  ctx.s.crew[1]!.station = station('blue', 'lower');
  assert.equal(homeZone(ctx, parasite), 'blue');
  ctx.s.crew[1]!.inSpace = true;
  assert.equal(homeZone(ctx, parasite), 'white', 'a host out in space');
});

test('the zones an attack target names', () => {
  const ctx = board();
  const red = place(ctx, 'E1-07', 'red');
  const white = place(ctx, 'E1-07', 'white');
  assert.deepEqual(zonesOf(ctx, red, 'own'), ['red']);
  assert.deepEqual(zonesOf(ctx, red, 'all'), ['red', 'white', 'blue']);
  assert.deepEqual(zonesOf(ctx, red, 'other'), ['white', 'blue']);
  assert.deepEqual(zonesOf(ctx, red, 'opposite'), ['blue']);
  assert.deepEqual(zonesOf(ctx, place(ctx, 'E1-07', 'blue'), 'opposite'), ['red']);
  assert.deepEqual(zonesOf(ctx, white, 'opposite'), ['white']);
  assert.deepEqual(zonesOf(ctx, white, 'red-blue'), ['red', 'blue']);
  assert.deepEqual(zonesOf(ctx, white, 'blue'), ['blue']);
  assert.deepEqual(zonesOf(ctx, place(ctx, 'I3-103', 'internal'), 'stations'), ['red', 'white', 'blue']);
  assert.deepEqual(zonesOf(ctx, place(ctx, 'I3-104', 'internal'), 'stations'), ['red']);
});

test('an internal attack passes the shields; a shieldable one (Pulse Cannon Short Circuit) does not', () => {
  const ctx = board();
  shields(ctx, 2, 2, 2);
  threatAttack(ctx, place(ctx, 'I3-104', 'internal'), 'red', 3);
  assert.deepEqual(damage(ctx), [3, 0, 0]);
  assert.equal(ctx.s.ship.zones.red.shield, 2);
  threatAttack(ctx, place(ctx, 'I3-102', 'internal'), 'white', 3);
  assert.deepEqual(damage(ctx), [3, 1, 0]);
  assert.equal(ctx.s.ship.zones.white.shield, 0);
});

test("a Parasite's attack meets the shields while its host is out in space", () => {
  for (const host of [0, 1]) {
    const ctx = board({ crew: 2 });
    shields(ctx, 2, 2, 2);
    const parasite = place(ctx, 'SI3-107', 'internal');
    rt(parasite).host = host;
    threatAttack(ctx, parasite, 'white', 3);
    assert.deepEqual(damage(ctx), [0, 3, 0], 'host aboard: past the shields');
    ctx.s.crew[host]!.inSpace = true;
    threatAttack(ctx, parasite, 'white', 3);
    assert.deepEqual(damage(ctx), [0, 4, 0], `host ${host} in space: the shield takes 2`);
  }
});

test('external attack modes: shields absorb, or are ignored, or what passes is doubled', () => {
  const ctx = board();
  shields(ctx, 1, 1, 1);
  const fighter = place(ctx, 'E1-07', 'red');
  threatAttack(ctx, fighter, 'red', 2);
  threatAttack(ctx, fighter, 'white', 2, 'ignore-shields');
  threatAttack(ctx, fighter, 'blue', 2, 'double-through-shields');
  assert.deepEqual(damage(ctx), [1, 2, 2]);
  assert.equal(ctx.s.ship.zones.white.shield, 1, 'an ignored shield keeps its energy');
});

test("the Scout's aura: +1 to every other external threat's attack, not to its own, not to internal ones", () => {
  const ctx = board();
  shields(ctx, 0, 0, 0);
  const scout = place(ctx, 'E2-02', 'red');
  rt(scout).attackAura = 1;
  threatAttack(ctx, place(ctx, 'E1-07', 'blue'), 'blue', 2);
  threatAttack(ctx, scout, 'red', 1);
  threatAttack(ctx, place(ctx, 'I3-104', 'internal'), 'white', 1);
  assert.deepEqual(damage(ctx), [1, 1, 3]);
  scout.state = 'destroyed';
  threatAttack(ctx, place(ctx, 'E1-07', 'white'), 'white', 1);
  assert.deepEqual(damage(ctx), [1, 2, 3], 'gone with the Scout');
});

test('a carrier attacks with 2 less while someone is out in the interceptors, never below 0', () => {
  const ctx = board({ crew: 2 });
  shields(ctx, 0, 0, 0);
  const carrier = place(ctx, 'E2-101', 'red');
  threatAttack(ctx, carrier, 'red', 3);
  assert.deepEqual(damage(ctx), [3, 0, 0]);
  const pilot = ctx.s.crew[1]!;
  pilot.inSpace = true;
  pilot.range = 1;
  threatAttack(ctx, carrier, 'red', 3);
  threatAttack(ctx, carrier, 'red', 1);
  assert.deepEqual(damage(ctx), [4, 0, 0]);
  pilot.knockedOut = true;
  threatAttack(ctx, carrier, 'red', 1);
  assert.deepEqual(damage(ctx), [5, 0, 0], 'a knocked-out pilot is no escort');
});

test("Variable Range: a carrier's attack loses 2 only against a pilot at its distance or nearer", () => {
  for (const [range, lost] of [
    [1, true],
    [2, true],
    [3, false],
  ] as const) {
    const ctx = board({ crew: 2, options: { variableRangeInterceptors: true } });
    shields(ctx, 0, 0, 0);
    const carrier = place(ctx, 'E2-101', 'red');
    carrier.position = 8;
    ctx.s.crew[1]!.inSpace = true;
    ctx.s.crew[1]!.range = range;
    threatAttack(ctx, carrier, 'red', 3);
    assert.deepEqual(damage(ctx), [lost ? 1 : 3, 0, 0], `pilot at ${range}`);
  }
});

test('heals from absorbed points (Energy Snake): as much as the shields took, never more than its damage', () => {
  const ctx = board();
  shields(ctx, 2, 0, 0);
  const snake = place(ctx, 'E3-109', 'red');
  snake.damage = 3;
  threatAttack(ctx, snake, 'red', 3);
  assert.equal(snake.damage, 1);
  threatAttack(ctx, snake, 'white', 3);
  assert.equal(snake.damage, 1, 'nothing absorbed, nothing healed');
  heal(ctx, snake, 5);
  assert.equal(snake.damage, 0);
});

test('plasmatic: an attack nothing absorbs knocks out everyone in that zone aboard', () => {
  const ctx = board({ crew: 4 });
  shields(ctx, 0, 1, 0);
  const plasma = place(ctx, 'E1-101', 'red');
  ctx.s.crew[0]!.station = station('red', 'upper');
  ctx.s.crew[1]!.station = station('red', 'lower');
  ctx.s.crew[2]!.station = station('red', 'upper');
  ctx.s.crew[2]!.inSpace = true;
  ctx.s.crew[3]!.station = station('white', 'upper');
  threatAttack(ctx, plasma, 'white', 1);
  assert.deepEqual(
    ctx.s.crew.map((c) => c.knockedOut),
    [false, false, false, false],
    'absorbed by the white shield',
  );
  threatAttack(ctx, plasma, 'red', 0);
  assert.equal(ctx.s.crew[0]?.knockedOut, false, 'an attack of 0 is no attack');
  threatAttack(ctx, plasma, 'red', 2);
  assert.deepEqual(
    ctx.s.crew.map((c) => c.knockedOut),
    [true, true, false, false],
  );
});
