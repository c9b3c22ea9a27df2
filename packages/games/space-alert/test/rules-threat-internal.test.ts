/**
 * What the crew's actions do to internal threats, one rule at a time: whether an action is taken by a
 * threat at all (out in the interceptors only battlebots against the Fissure; a malfunction of that
 * letter in that station, the earliest token first; one that reached Z keeps the system broken and
 * takes the action without damage), the Parasite fought only by another crew member beside its host,
 * Slime's offspring cleared by one battlebot attack, and which systems a malfunction disables.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { station } from '../src/state.ts';
import {
  crewAction,
  endPlayerActions,
  malfunction,
  malfunctionToken,
  onFire,
  remoteRepair,
} from '../src/threats/internal.ts';
import { rt } from '../src/threats/runtime.ts';
import { board, damage, place, put, shields } from './threats-helpers.ts';

test('out in the interceptors only a battlebot action is taken, and only by the Fissure', () => {
  const ctx = board();
  const c = ctx.s.crew[0] as { inSpace: boolean };
  c.inSpace = true;
  assert.equal(crewAction(ctx, 0, 'bots', 1), false, 'no Fissure');
  const fissure = place(ctx, 'SI1-04', 'internal');
  assert.equal(crewAction(ctx, 0, 'A', 1), false, 'not a battlebot action');
  assert.equal(fissure.damage, 0);
  assert.equal(crewAction(ctx, 0, 'bots', 1), true);
  assert.equal(fissure.damage, 1);
  assert.equal(crewAction(ctx, 9, 'bots', 1), false, 'nobody');
});

test('a repair or a battlebot attack is taken by the threat it hits', () => {
  const ctx = board();
  const hacked = place(ctx, 'I1-05', 'internal');
  put(ctx, 0, 'upper-blue');
  assert.equal(crewAction(ctx, 0, 'B', 1), true);
  assert.equal(hacked.damage, 1);
  assert.equal(crewAction(ctx, 0, 'A', 1), false, 'another letter');
  const troopers = place(ctx, 'I2-03', 'internal');
  put(ctx, 1, 'upper-red');
  assert.equal(crewAction(ctx, 1, 'bots', 1), true);
  assert.equal(troopers.damage, 1);
});

test('two malfunctions of one letter in one station: the earlier token takes the repair', () => {
  const ctx = board();
  const late = place(ctx, 'I1-05', 'internal', 9);
  const early = place(ctx, 'I1-05', 'internal', 3);
  put(ctx, 0, 'upper-blue');
  crewAction(ctx, 0, 'B', 1);
  assert.deepEqual([early.damage, late.damage], [1, 0]);
  assert.equal(malfunctionToken(ctx, station('blue', 'upper'), 'B'), 3);
});

test('a malfunction that reached Z takes the action and is not damaged; an intruder that survived blocks nothing', () => {
  const ctx = board();
  const hacked = place(ctx, 'I1-05', 'internal');
  hacked.state = 'survived';
  put(ctx, 0, 'upper-blue');
  assert.equal(crewAction(ctx, 0, 'B', 1), true);
  assert.equal(hacked.damage, 0);
  assert.equal(malfunction(ctx, station('blue', 'upper'), 'B'), true);
  const troopers = place(ctx, 'I2-03', 'internal');
  troopers.state = 'survived';
  put(ctx, 1, 'upper-red');
  assert.equal(crewAction(ctx, 1, 'bots', 1), false);
});

test('which systems a malfunction disables: its letter in its stations, while on the board; battlebots never', () => {
  const ctx = board();
  const hacked = place(ctx, 'I1-05', 'internal');
  assert.equal(malfunction(ctx, station('blue', 'upper'), 'B'), true);
  assert.equal(malfunction(ctx, station('blue', 'upper'), 'A'), false);
  assert.equal(malfunction(ctx, station('red', 'upper'), 'B'), false);
  assert.equal(malfunction(ctx, station('blue', 'upper'), 'bots'), false);
  assert.equal(malfunctionToken(ctx, station('blue', 'upper'), 'bots'), null);
  hacked.state = 'destroyed';
  assert.equal(malfunction(ctx, station('blue', 'upper'), 'B'), false);
  assert.equal(malfunctionToken(ctx, station('blue', 'upper'), 'B'), null);
  place(ctx, 'I2-03', 'internal');
  assert.equal(malfunction(ctx, station('red', 'upper'), 'A'), false, 'an intruder disables nothing');
});

test("the Parasite is fought only by another crew member in its host's station", () => {
  const ctx = board();
  const parasite = place(ctx, 'SI3-107', 'internal');
  put(ctx, 0, 'lower-red');
  put(ctx, 1, 'lower-red');
  put(ctx, 2, 'lower-blue');
  assert.equal(crewAction(ctx, 1, 'bots', 1), false, 'no host yet');
  rt(parasite).host = 0;
  assert.equal(crewAction(ctx, 0, 'bots', 1), false, 'not by the host');
  assert.equal(crewAction(ctx, 2, 'bots', 1), false, 'not from another station');
  assert.equal(parasite.damage, 0);
  assert.equal(crewAction(ctx, 1, 'bots', 1), true);
  assert.equal(parasite.state, 'destroyed');
  assert.deepEqual(
    ctx.s.crew.map((c) => c.knockedOut),
    [true, false, false, false],
    'its host falls with it',
  );
});

test("a battlebot attack on a slimed station clears that station's offspring only", () => {
  const ctx = board();
  const slime = place(ctx, 'I2-01', 'internal');
  rt(slime).progeny = 'lower-white,lower-red';
  put(ctx, 0, 'lower-white');
  assert.equal(crewAction(ctx, 0, 'bots', 1), true);
  assert.deepEqual([rt(slime).progeny, slime.damage], ['lower-red', 0]);
});

test("attacking the Parasite costs the attacker's squad", () => {
  const ctx = board();
  const parasite = place(ctx, 'SI3-107', 'internal');
  put(ctx, 0, 'lower-red');
  put(ctx, 1, 'lower-red');
  rt(parasite).host = 0;
  (ctx.s.crew[1] as { squad: number | null }).squad = 0;
  (ctx.s.ship.bots[0] as { leader: number | null }).leader = 1;
  crewAction(ctx, 1, 'bots', 1);
  assert.equal(ctx.s.ship.bots[0]?.disabled, true);
});

test('an intruder never disables a system, not even the battlebots; a Cyber Gremlin sabotage does, by its token', () => {
  const ctx = board();
  place(ctx, 'I1-02', 'internal');
  assert.equal(malfunction(ctx, station('blue', 'upper'), 'bots'), false);
  assert.equal(malfunctionToken(ctx, station('blue', 'upper'), 'bots'), null);
  const gremlin = place(ctx, 'SI3-106', 'internal', 7);
  rt(gremlin).sabotage = 'upper-red:A';
  assert.equal(malfunction(ctx, station('red', 'upper'), 'A'), true);
  assert.equal(malfunction(ctx, station('red', 'upper'), 'B'), false);
  assert.equal(malfunctionToken(ctx, station('red', 'upper'), 'A'), 7);
});

test('a special action working a system from afar counts as one repair point, never the final one', () => {
  const ctx = board();
  const where = station('blue', 'upper');
  assert.equal(remoteRepair(ctx, 0, where, 'B'), false, 'nothing disables the system');
  const hacked = place(ctx, 'I1-05', 'internal');
  assert.equal(remoteRepair(ctx, 0, where, 'B'), true);
  assert.equal(hacked.damage, 1);
  hacked.damage = 2;
  assert.equal(remoteRepair(ctx, 0, where, 'B'), true);
  assert.deepEqual([hacked.damage, hacked.state], [2, 'active'], 'the last point is not dealt');
  hacked.state = 'survived';
  hacked.damage = 0;
  assert.equal(remoteRepair(ctx, 0, where, 'B'), true);
  assert.equal(hacked.damage, 0, 'a system broken for good');
  const other = board();
  const gremlin = place(other, 'SI3-106', 'internal');
  rt(gremlin).sabotage = 'upper-blue:B';
  assert.equal(remoteRepair(other, 0, where, 'B'), true);
  assert.equal(rt(gremlin).sabotage, 'upper-blue:B', 'a sabotage token has one point: never repaired from afar');
  const both = board();
  const early = place(both, 'I1-05', 'internal', 2);
  const gr = place(both, 'SI3-106', 'internal', 5);
  rt(gr).sabotage = 'upper-blue:B';
  remoteRepair(both, 0, where, 'B');
  assert.equal(early.damage, 1, 'the earlier token first');
});

test('damage to the Space-Time Vortex sends the crew aboard to the other deck; the knocked out and the pilots stay', () => {
  const ctx = board();
  const vortex = place(ctx, 'SI3-104', 'internal');
  vortex.stations = [station('white', 'upper')];
  put(ctx, 0, 'upper-white');
  put(ctx, 1, 'lower-red');
  put(ctx, 2, 'upper-blue');
  (ctx.s.crew[1] as { knockedOut: boolean }).knockedOut = true;
  (ctx.s.crew[2] as { inSpace: boolean }).inSpace = true;
  crewAction(ctx, 0, 'C', 1);
  assert.deepEqual(
    ctx.s.crew.map((c) => `${c.station.deck}-${c.station.zone}`),
    ['lower-white', 'lower-red', 'upper-blue', 'lower-white'],
  );
});

test("Reversed Shields: the lone repairer's extra point can destroy it", () => {
  const ctx = board();
  const reversed = place(ctx, 'I3-103', 'internal');
  reversed.damage = 3;
  put(ctx, 0, 'upper-red');
  crewAction(ctx, 0, 'B', 1);
  endPlayerActions(ctx);
  assert.equal(reversed.state, 'destroyed');
});

test('the Pulse Cannon Short Circuit backfires on the central heavy laser only, while on the board', () => {
  const fire = (gun: 'heavy' | 'light', zone: 'red' | 'white' | 'blue', state = 'active') => {
    const ctx = board();
    shields(ctx, 0, 0, 0);
    const t = place(ctx, 'I3-102', 'internal');
    t.state = state as 'active';
    onFire(ctx, 0, gun, zone);
    return damage(ctx);
  };
  assert.deepEqual(fire('heavy', 'white'), [1, 1, 1]);
  assert.deepEqual(fire('heavy', 'red'), [0, 0, 0]);
  assert.deepEqual(fire('light', 'white'), [0, 0, 0]);
  assert.deepEqual(fire('heavy', 'white', 'destroyed'), [0, 0, 0]);
});
