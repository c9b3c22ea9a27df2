import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { attackZone, damageZone } from '../src/ship/damage.ts';
import { delay } from '../src/ship/movement.ts';
import { knockOut } from '../src/ship/knockout.ts';
import { plan, run, runUntil, slot } from './resolution-helpers.ts';

const idle = '';
/** A crew member who keeps the computer maintained (and does nothing else). */
const M = 'C - - C - - - C';

describe('starting ship', () => {
  test('reactors 2/3/2, shields 1/1/1, 3 fuel capsules, 3 rockets, squads in upper blue and lower red', () => {
    const ctx = runUntil({ plans: [idle] }, 1);
    const z = ctx.s.ship.zones;
    assert.deepEqual([z.red.reactor, z.white.reactor, z.blue.reactor], [2, 3, 2]);
    assert.deepEqual([z.red.shield, z.white.shield, z.blue.shield], [1, 1, 1]);
    assert.equal(ctx.s.ship.fuel, 3);
    assert.equal(ctx.s.ship.rockets, 3);
    assert.deepEqual(
      ctx.s.ship.bots.map((b) => `${b.home.deck}-${b.home.zone}`),
      ['upper-blue', 'lower-red'],
    );
    assert.deepEqual(ctx.s.crew[0]?.station, { zone: 'white', deck: 'upper' });
  });
});

describe('energy (B)', () => {
  test('upper station: the shield fills from its own reactor up to capacity', () => {
    const ctx = runUntil({ plans: ['< B'] }, 2);
    assert.equal(ctx.s.ship.zones.red.shield, 2);
    assert.equal(ctx.s.ship.zones.red.reactor, 1);
  });
  test('lower side station: the reactor fills from the central reactor', () => {
    const ctx = runUntil({ plans: ['^ < B', M] }, 3);
    assert.equal(ctx.s.ship.zones.red.reactor, 3);
    assert.equal(ctx.s.ship.zones.white.reactor, 2);
  });
  test('lower white: a fuel capsule refills the central reactor; a full reactor keeps its capsule', () => {
    const ctx = runUntil({ plans: ['^ B B'] }, 3);
    assert.equal(ctx.s.ship.zones.white.reactor, 5);
    assert.equal(ctx.s.ship.fuel, 2);
  });
  test('heroic B overfills past capacity by 1, but only when something moved', () => {
    const ctx = runUntil({ plans: ['< hB'] }, 2);
    assert.equal(ctx.s.ship.zones.red.shield, 3);
    assert.equal(ctx.s.ship.zones.red.reactor, 1);
    const full = runUntil({ plans: ['< B hB'] }, 3);
    assert.equal(full.s.ship.zones.red.shield, 2, 'nothing moved, so no heroic bonus');
  });
  test('a B moves only what the source holds (partial fill)', () => {
    // Central 3 -> white shield takes 2 (to 3); a second B on the white shield finds it full.
    const ctx = runUntil({ plans: ['B'] }, 1);
    assert.equal(ctx.s.ship.zones.white.shield, 3);
    assert.equal(ctx.s.ship.zones.white.reactor, 1);
    const drained = runUntil({ plans: ['A < B', M] }, 3);
    // the red reactor holds 2: after the white A spent central energy, the red B still fills from red.
    assert.equal(drained.s.ship.zones.red.shield, 2);
  });
});

describe('guns (A)', () => {
  test('the central heavy laser fires 5 for 1 central energy; each gun once per turn', () => {
    const ctx = runUntil({ plans: ['A', 'A'] }, 1);
    assert.equal(ctx.s.ship.zones.white.reactor, 2);
    assert.equal(ctx.s.ship.shots.length, 1);
    assert.deepEqual(ctx.s.ship.shots[0]?.power, [5, 5, 5]);
  });
  test('side heavy laser 4 from its own reactor; light laser 2 with no energy; heroic +1', () => {
    const ctx = runUntil({ plans: ['- - - A', '^ < - A', '^ > - hA', M] }, 4);
    const shots = ctx.s.ship.shots.map((s) => `${s.weapon}:${s.zone}:${s.power[0]}`);
    assert.deepEqual(shots.sort(), ['heavy:white:5', 'light:blue:3', 'light:red:2'].sort());
    const side = runUntil({ plans: ['< A'] }, 2);
    assert.deepEqual(side.s.ship.shots[0]?.power, [4, 4, 4]);
    assert.equal(side.s.ship.zones.red.reactor, 1);
  });
  test('the pulse cannon reaches distances 1-2 for 1 central energy', () => {
    const ctx = runUntil({ plans: ['^ A'] }, 2);
    assert.deepEqual(ctx.s.ship.shots[0]?.power, [1, 1, 0]);
    assert.equal(ctx.s.ship.zones.white.reactor, 2);
  });
  test('a damaged laser loses 1 strength; a damaged pulse reaches distance 1 only', () => {
    const a = runUntil({ plans: ['A'], options: { carriedDamage: { white: ['upper-weapon'] } } }, 1);
    assert.deepEqual(a.s.ship.shots[0]?.power, [4, 4, 4]);
    const p = runUntil({ plans: ['^ A'], options: { carriedDamage: { white: ['lower-weapon'] } } }, 2);
    assert.deepEqual(p.s.ship.shots[0]?.power, [1, 0, 0]);
  });
  test('no energy, no shot', () => {
    const ctx = runUntil({ plans: ['< A A A', M] }, 4);
    assert.equal(ctx.s.ship.zones.red.reactor, 0);
    assert.equal(ctx.s.ship.shots.length, 0, 'the third shot finds the red reactor empty');
  });
});

describe('delays', () => {
  test('a delay pushes the cards right until an empty slot absorbs it', () => {
    const ctx = runUntil({ plans: ['- A B - C'] }, 0);
    delay(ctx, 0, 2);
    assert.deepEqual(ctx.s.crew[0]?.plan.slice(0, 5), [null, null, slot('A'), slot('B'), slot('C')]);
  });
  test('with no empty slot the last card falls off the program', () => {
    const full = 'A B C A B C A B C A B C';
    const ctx = runUntil({ plans: [full] }, 0);
    delay(ctx, 0, 11);
    assert.deepEqual(ctx.s.crew[0]?.plan.slice(9), [slot('A'), null, slot('B')]);
  });
  test('the second user of a gravolift in a turn is delayed, the first is not', () => {
    const { s } = run({ plans: ['^ B', '^ B', M] });
    assert.deepEqual(s.crew[0]?.plan.slice(0, 3), plan('^ B', 3));
    assert.deepEqual(s.crew[1]?.plan.slice(0, 3), [slot('^'), null, slot('B')]);
  });
  test('a damaged gravolift delays even its only user', () => {
    const { s } = run({ plans: ['^ B', M], options: { carriedDamage: { white: ['lift'] } } });
    assert.deepEqual(s.crew[0]?.plan.slice(0, 3), [slot('^'), null, slot('B')]);
  });
});

describe('computer maintenance', () => {
  test('nobody maintains in turns 1-2: every card of turn 3 is delayed at the end of turn 2', () => {
    const { s } = run({ plans: ['- - A', '- - B'] });
    assert.deepEqual(s.crew[0]?.plan.slice(0, 4), [null, null, null, slot('A')]);
    assert.deepEqual(s.crew[1]?.plan.slice(0, 4), [null, null, null, slot('B')]);
  });
  test('C on the bridge in turn 1 or 2 keeps the phase free of delays', () => {
    const { s } = run({ plans: ['- C A', '- - B'] });
    assert.deepEqual(s.crew[0]?.plan.slice(0, 3), plan('- C A', 3));
  });
  test('maintenance in turn 3 is too late for the first check', () => {
    const { s } = run({ plans: ['- - - C', '- - B'] });
    assert.deepEqual(s.crew[1]?.plan.slice(0, 4), [null, null, null, slot('B')]);
  });
  test('checks fall at the end of turns 2, 5 and 9, each delaying the following turn', () => {
    const maintainer = 'C - - C - - - C';
    const { s } = run({ plans: [maintainer, '- - - - - A - - - A'] });
    assert.deepEqual(s.crew[1]?.plan.slice(0, 10), plan('- - - - - A - - - A', 10));
    const lazy = run({ plans: ['C', '- - - - - A - - - A'] });
    assert.deepEqual(lazy.s.crew[1]?.plan.slice(5, 11), [null, slot('A'), null, null, null, slot('A')]);
  });
  test('a test run of 7 turns checks at the end of turns 2 and 5', () => {
    const { s } = run({ plans: ['- - - - - B -'], turns: 7 });
    assert.deepEqual(s.crew[0]?.plan, [null, null, null, null, null, null, slot('B')]);
    assert.equal(s.turn, 13);
  });
});

describe('knock-out', () => {
  test('a knocked-out crew member acts no more and their squad is disabled', () => {
    const ctx = runUntil({ plans: ['> C B B', '-'] }, 2);
    knockOut(ctx, 0);
    assert.equal(ctx.s.crew[0]?.knockedOut, true);
    assert.equal(ctx.s.ship.bots[0]?.disabled, true);
  });
});

describe('damage to the ship', () => {
  test('shields absorb first, 1 energy per point', () => {
    const ctx = runUntil({ plans: [idle] }, 1);
    const r = attackZone(ctx, 'red', 3);
    assert.deepEqual(r, { absorbed: 1, damage: 2 });
    assert.equal(ctx.s.ship.zones.red.damage.length, 2);
  });
  test('double damage through shields doubles what passes; internal attacks skip shields', () => {
    const ctx = runUntil({ plans: [idle] }, 1);
    assert.deepEqual(attackZone(ctx, 'blue', 2, 'double-through-shields'), { absorbed: 1, damage: 2 });
    assert.deepEqual(attackZone(ctx, 'white', 1, 'internal'), { absorbed: 0, damage: 1 });
    assert.equal(ctx.s.ship.zones.white.shield, 1);
  });
  test('six distinct tiles per zone, and the 7th damage destroys the ship', () => {
    const ctx = runUntil({ plans: [idle] }, 1);
    damageZone(ctx, 'red', 6);
    assert.equal(new Set(ctx.s.ship.zones.red.damage).size, 6);
    const destroyed = () => ctx.s.destroyed;
    assert.equal(destroyed(), null);
    damageZone(ctx, 'red', 1);
    assert.equal(destroyed()?.zone, 'red');
  });
  test('a damaged shield or reactor holds one less: the excess is discarded', () => {
    const ctx = runUntil({ plans: ['B'] }, 1);
    assert.equal(ctx.s.ship.zones.white.shield, 3);
    damageZone(ctx, 'white', 6);
    assert.equal(ctx.s.ship.zones.white.shield, 2);
    assert.ok(ctx.s.ship.zones.white.reactor <= 4);
  });
  test('the tile order comes from the generator: different seeds draw different orders', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const ctx = runUntil({ plans: [idle], seed }, 1);
      damageZone(ctx, 'blue', 6);
      orders.add(ctx.s.ship.zones.blue.damage.join(','));
    }
    assert.ok(orders.size > 1);
  });
});
