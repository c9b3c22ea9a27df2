/**
 * The guns (the A action) one rule at a time, on a ship set up by hand: which gun each station fires,
 * the energy each one takes and from where, each gun firing once a turn, the printed strengths, what a
 * damaged gun loses, the heroic bonus and a Mechanic's mark.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Ctx, GUN, station } from '../src/state.ts';
import type { Station, Zone } from '../src/types.ts';
import { canFire, fire, gunAt, gunStrength } from '../src/ship/weapons.ts';
import { runUntil } from './resolution-helpers.ts';

/** A ship before the first turn: reactors 2 / 3 / 2, nothing fired, nothing damaged. */
function ship(): Ctx {
  return runUntil({ plans: ['-'] }, 0);
}

const UPPER_RED = station('red', 'upper');
const UPPER_WHITE = station('white', 'upper');
const UPPER_BLUE = station('blue', 'upper');
const LOWER_RED = station('red', 'lower');
const LOWER_WHITE = station('white', 'lower');
const LOWER_BLUE = station('blue', 'lower');
const ALL: Station[] = [UPPER_RED, UPPER_WHITE, UPPER_BLUE, LOWER_RED, LOWER_WHITE, LOWER_BLUE];

function reactors(ctx: Ctx): Record<Zone, number> {
  const z = ctx.s.ship.zones;
  return { red: z.red.reactor, white: z.white.reactor, blue: z.blue.reactor };
}

test('each station has its own gun: heavy lasers upstairs, light lasers below at the sides, the pulse cannon below in white', () => {
  assert.deepEqual(
    ALL.map((st) => gunAt(st).kind),
    ['heavy', 'heavy', 'heavy', 'light', 'pulse', 'light'],
  );
  const bits = ALL.map((st) => gunAt(st).bit);
  assert.equal(new Set(bits).size, 6, 'six different guns');
  assert.deepEqual(bits, [GUN.heavyRed, GUN.heavyWhite, GUN.heavyBlue, GUN.lightRed, GUN.pulse, GUN.lightBlue]);
});

test('all six guns fire in one turn, each once: a second shot of the same gun is refused and changes nothing', () => {
  const ctx = ship();
  // Enough energy for every gun that needs some.
  for (const z of ['red', 'white', 'blue'] as Zone[]) ctx.s.ship.zones[z].reactor = 3;
  for (const st of ALL) assert.equal(fire(ctx, 0, st, { bonus: 0 }), true, `${st.deck} ${st.zone} fires`);
  assert.deepEqual(
    ctx.s.ship.shots.map((s) => [s.weapon, s.zone, s.power]),
    [
      ['heavy', 'red', [4, 4, 4]],
      ['heavy', 'white', [5, 5, 5]],
      ['heavy', 'blue', [4, 4, 4]],
      ['light', 'red', [2, 2, 2]],
      ['pulse', 'white', [1, 1, 0]],
      ['light', 'blue', [2, 2, 2]],
    ],
  );
  const before = reactors(ctx);
  for (const st of ALL) assert.equal(fire(ctx, 0, st, { bonus: 0 }), false, `${st.deck} ${st.zone} again`);
  assert.equal(ctx.s.ship.shots.length, 6, 'no second shot');
  assert.deepEqual(reactors(ctx), before, 'a refused shot spends nothing');
  for (const st of ALL) assert.equal(canFire(ctx.s, st), false, `${st.deck} ${st.zone} has fired this turn`);
});

test('a heavy laser takes 1 energy from its own zone reactor, the pulse cannon from the central one, a light laser none', () => {
  const ctx = ship();
  fire(ctx, 0, UPPER_RED, { bonus: 0 });
  assert.deepEqual(reactors(ctx), { red: 1, white: 3, blue: 2 });
  fire(ctx, 0, UPPER_BLUE, { bonus: 0 });
  assert.deepEqual(reactors(ctx), { red: 1, white: 3, blue: 1 });
  fire(ctx, 0, UPPER_WHITE, { bonus: 0 });
  assert.deepEqual(reactors(ctx), { red: 1, white: 2, blue: 1 });
  fire(ctx, 0, LOWER_WHITE, { bonus: 0 });
  assert.deepEqual(reactors(ctx), { red: 1, white: 1, blue: 1 });
  fire(ctx, 0, LOWER_RED, { bonus: 0 });
  fire(ctx, 0, LOWER_BLUE, { bonus: 0 });
  assert.deepEqual(reactors(ctx), { red: 1, white: 1, blue: 1 }, 'light lasers run on their own batteries');
  assert.equal(ctx.s.ship.shots.length, 6);
});

test('a light laser fires with every reactor empty', () => {
  const ctx = ship();
  for (const z of ['red', 'white', 'blue'] as Zone[]) ctx.s.ship.zones[z].reactor = 0;
  assert.equal(canFire(ctx.s, LOWER_RED), true);
  assert.equal(canFire(ctx.s, LOWER_BLUE), true);
  assert.equal(fire(ctx, 0, LOWER_RED, { bonus: 0 }), true);
  assert.deepEqual(
    ctx.s.ship.shots.map((s) => [s.weapon, s.zone]),
    [['light', 'red']],
  );
});

test('a heavy laser needs 1 energy in its zone reactor: one is enough, none and it does not fire', () => {
  const ctx = ship();
  ctx.s.ship.zones.red.reactor = 0;
  ctx.s.ship.zones.white.reactor = 5;
  assert.equal(canFire(ctx.s, UPPER_RED), false, 'the central reactor does not feed a side laser');
  assert.equal(fire(ctx, 0, UPPER_RED, { bonus: 0 }), false);
  assert.deepEqual(reactors(ctx), { red: 0, white: 5, blue: 2 });
  assert.equal(ctx.s.ship.shots.length, 0);
  assert.equal(canFire(ctx.s, UPPER_RED), false, 'a failed attempt is not a shot, the gun still has not fired');
  ctx.s.ship.zones.red.reactor = 1;
  assert.equal(canFire(ctx.s, UPPER_RED), true);
  assert.equal(fire(ctx, 0, UPPER_RED, { bonus: 0 }), true);
  assert.equal(ctx.s.ship.zones.red.reactor, 0);
});

test('the pulse cannon needs 1 energy in the central reactor, whatever the side reactors hold', () => {
  const ctx = ship();
  ctx.s.ship.zones.white.reactor = 0;
  ctx.s.ship.zones.red.reactor = 3;
  ctx.s.ship.zones.blue.reactor = 3;
  assert.equal(canFire(ctx.s, LOWER_WHITE), false);
  assert.equal(fire(ctx, 0, LOWER_WHITE, { bonus: 0 }), false);
  assert.deepEqual(reactors(ctx), { red: 3, white: 0, blue: 3 });
  ctx.s.ship.zones.white.reactor = 1;
  ctx.s.ship.zones.red.reactor = 0;
  assert.equal(canFire(ctx.s, LOWER_WHITE), true);
  assert.equal(canFire(ctx.s, UPPER_WHITE), true);
  assert.equal(canFire(ctx.s, UPPER_RED), false, 'a side laser looks at its own zone');
});

test('printed strengths: heavy white 5, heavy red and blue 4, light 2, pulse 1', () => {
  const s = ship().s;
  assert.equal(gunStrength(s, 'white', 'heavy'), 5);
  assert.equal(gunStrength(s, 'red', 'heavy'), 4);
  assert.equal(gunStrength(s, 'blue', 'heavy'), 4);
  assert.equal(gunStrength(s, 'red', 'light'), 2);
  assert.equal(gunStrength(s, 'blue', 'light'), 2);
  assert.equal(gunStrength(s, 'white', 'pulse'), 1);
});

test('a damaged upper weapon weakens the heavy laser by 1, a damaged lower weapon the light laser; each only its own', () => {
  const ctx = ship();
  const s = ctx.s;
  s.ship.zones.red.damage.push('upper-weapon');
  s.ship.zones.blue.damage.push('lower-weapon');
  s.ship.zones.white.damage.push('upper-weapon', 'lower-weapon');
  assert.equal(gunStrength(s, 'red', 'heavy'), 3);
  assert.equal(gunStrength(s, 'red', 'light'), 2, 'the upper tile leaves the light laser alone');
  assert.equal(gunStrength(s, 'blue', 'heavy'), 4, 'the lower tile leaves the heavy laser alone');
  assert.equal(gunStrength(s, 'blue', 'light'), 1);
  assert.equal(gunStrength(s, 'white', 'heavy'), 4);
  assert.equal(gunStrength(s, 'white', 'pulse'), 1, 'damage takes range from the pulse cannon, not strength');
  for (const st of ALL) fire(ctx, 0, st, { bonus: 0 });
  assert.deepEqual(
    s.ship.shots.map((x) => x.power),
    [
      [3, 3, 3],
      [4, 4, 4],
      [4, 4, 4],
      [2, 2, 2],
      [1, 0, 0],
      [1, 1, 1],
    ],
  );
});

test('heroic fire: +1 strength to any gun, the pulse cannon at both its distances', () => {
  const ctx = ship();
  for (const z of ['red', 'white', 'blue'] as Zone[]) ctx.s.ship.zones[z].reactor = 3;
  for (const st of ALL) fire(ctx, 0, st, { bonus: 1 });
  assert.deepEqual(
    ctx.s.ship.shots.map((x) => x.power),
    [
      [5, 5, 5],
      [6, 6, 6],
      [5, 5, 5],
      [3, 3, 3],
      [2, 2, 0],
      [3, 3, 3],
    ],
  );
});

test("a Mechanic's mark: +1 to that gun's next shot only, the other guns' marks kept", () => {
  const ctx = ship();
  const ship_ = ctx.s.ship;
  ship_.boosted = GUN.heavyRed | GUN.heavyBlue | GUN.lightRed;
  fire(ctx, 0, UPPER_RED, { bonus: 0 });
  assert.deepEqual(ship_.shots[0]?.power, [5, 5, 5]);
  assert.equal(ship_.boosted, GUN.heavyBlue | GUN.lightRed, 'the red mark is used, the others stay');
  fire(ctx, 0, LOWER_BLUE, { bonus: 0 });
  assert.deepEqual(ship_.shots[1]?.power, [2, 2, 2], 'the blue light laser has no mark');
  assert.equal(ship_.boosted, GUN.heavyBlue | GUN.lightRed);
  fire(ctx, 0, LOWER_RED, { bonus: 1 });
  assert.deepEqual(ship_.shots[2]?.power, [4, 4, 4], 'a mark and a heroic action add up');
  assert.equal(ship_.boosted, GUN.heavyBlue);
  // Next turn the red heavy laser fires again: the mark is gone.
  ship_.fired = 0;
  ship_.shots = [];
  fire(ctx, 0, UPPER_RED, { bonus: 0 });
  assert.deepEqual(ship_.shots[0]?.power, [4, 4, 4]);
});

test("a Mechanic's mark on the pulse cannon adds range 3, and a damaged pulse cannon then reaches as if whole", () => {
  for (const damaged of [false, true]) {
    const ctx = ship();
    if (damaged) ctx.s.ship.zones.white.damage.push('lower-weapon');
    ctx.s.ship.boosted = GUN.pulse;
    fire(ctx, 0, LOWER_WHITE, { bonus: 0 });
    assert.deepEqual(ctx.s.ship.shots[0]?.power, [1, 1, 1], damaged ? 'damaged' : 'whole');
    assert.equal(ctx.s.ship.boosted, 0);
  }
});

test("a Mechanic's mark is lost when the gun has no energy to fire", () => {
  const ctx = ship();
  ctx.s.ship.zones.blue.reactor = 0;
  ctx.s.ship.boosted = GUN.heavyBlue | GUN.heavyRed;
  assert.equal(fire(ctx, 0, UPPER_BLUE, { bonus: 0 }), false);
  assert.equal(ctx.s.ship.boosted, GUN.heavyRed);
});

test('the enhanced pulse (advanced Pulse Gunner): 2 / 2 / 1, damaged 2 / 1 / 0, marked 2 everywhere', () => {
  const power = (damaged: boolean, marked: boolean) => {
    const ctx = ship();
    if (damaged) ctx.s.ship.zones.white.damage.push('lower-weapon');
    if (marked) ctx.s.ship.boosted = GUN.pulse;
    fire(ctx, 0, LOWER_WHITE, { bonus: 0, enhanced: true });
    return ctx.s.ship.shots[0]?.power;
  };
  assert.deepEqual(power(false, false), [2, 2, 1]);
  assert.deepEqual(power(true, false), [2, 1, 0]);
  assert.deepEqual(power(false, true), [2, 2, 2]);
  assert.deepEqual(power(true, true), [2, 2, 2]);
});

test('a shot is credited to the crew member who fired, and the threat layer hears of it', () => {
  const heard: [number, string, Zone][] = [];
  const ctx = runUntil({ plans: ['-', '-'] }, 0, {
    appear() {},
    crewAction: () => false,
    targetable: () => true,
    distanceIn: () => null,
    applyHits() {},
    act() {},
    points: () => 0,
    onFire: (_ctx, crew, kind, zone) => {
      heard.push([crew, kind, zone]);
    },
  });
  fire(ctx, 1, UPPER_BLUE, { bonus: 0 });
  assert.equal(ctx.s.ship.shots[0]?.by, 1);
  assert.deepEqual(heard, [[1, 'heavy', 'blue']]);
  fire(ctx, 1, UPPER_BLUE, { bonus: 0 });
  assert.equal(heard.length, 1, 'a refused shot is not heard');
});
