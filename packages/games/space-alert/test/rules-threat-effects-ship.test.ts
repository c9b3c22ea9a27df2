/**
 * What a threat's action does to the ship, one effect at a time: leaks, Slime's attack from every
 * slimed station, mines and infections at Z, drains (all or some, shield or reactor by deck, drain or
 * attack), the Pulse Cannon Short Circuit's drain-then-attack, lost fuel, stored battlebots disabled,
 * doubled damage, reversed shields, blinded optics, sabotage and mines laid.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Ctx, station, type ThreatOnBoard } from '../src/state.ts';
import { HANDLERS } from '../src/threats/effects.ts';
import { rt } from '../src/threats/runtime.ts';
import type { Effect } from '../src/threats/types.ts';
import { board, damage, place, shields } from './threats-helpers.ts';

function run(ctx: Ctx, t: ThreatOnBoard, e: Effect): void {
  (HANDLERS[e.kind] as (ctx: Ctx, t: ThreatOnBoard, e: Effect) => void)(ctx, t, e);
}

function energy(ctx: Ctx): { shield: number[]; reactor: number[] } {
  const z = ctx.s.ship.zones;
  return {
    shield: [z.red.shield, z.white.shield, z.blue.shield],
    reactor: [z.red.reactor, z.white.reactor, z.blue.reactor],
  };
}

function setEnergy(ctx: Ctx, shield: number[], reactor: number[]): void {
  (['red', 'white', 'blue'] as const).forEach((z, i) => {
    ctx.s.ship.zones[z].shield = shield[i] as number;
    ctx.s.ship.zones[z].reactor = reactor[i] as number;
  });
}

test('Crossed Wires: a leaking shield empties that shield only, and each block becomes a point of damage', () => {
  const ctx = board();
  const t = place(ctx, 'SI1-05', 'internal');
  t.stations = [station('red', 'upper')];
  setEnergy(ctx, [2, 1, 1], [2, 3, 2]);
  run(ctx, t, { kind: 'leak-shield' });
  assert.deepEqual(energy(ctx), { shield: [0, 1, 1], reactor: [2, 3, 2] });
  assert.deepEqual(damage(ctx), [2, 0, 0]);
});

test('Slime attacks from its own station and from every station its progeny holds', () => {
  const ctx = board();
  shields(ctx, 0, 0, 0);
  const t = place(ctx, 'I2-01', 'internal');
  t.stations = [station('blue', 'lower')];
  rt(t).progeny = 'lower-red';
  run(ctx, t, { kind: 'attack-per-slime', amount: 2 });
  assert.deepEqual(damage(ctx), [2, 0, 2]);
  rt(t).progeny = 'lower-white,upper-red';
  run(ctx, t, { kind: 'attack-per-slime', amount: 1 });
  assert.deepEqual(damage(ctx), [3, 1, 3]);
});

test("the Phasing Mine Layer's Z: each zone takes the amount per mine laid, and the mines are gone", () => {
  const ctx = board();
  const t = place(ctx, 'SI2-102', 'internal');
  t.stations = [station('white', 'upper')];
  run(ctx, t, { kind: 'lay-mine' });
  t.stations = [station('blue', 'upper')];
  run(ctx, t, { kind: 'lay-mine' });
  assert.equal(rt(t).mines, 'upper-white,upper-blue');
  t.stations = [];
  run(ctx, t, { kind: 'lay-mine' });
  assert.equal(rt(t).mines, 'upper-white,upper-blue', 'no station, no mine');
  run(ctx, t, { kind: 'damage-per-mine', amount: 2 });
  assert.deepEqual(damage(ctx), [4, 4, 4]);
  assert.equal(rt(t).mines, '');
  run(ctx, t, { kind: 'damage-per-mine', amount: 2 });
  assert.deepEqual(damage(ctx), [4, 4, 4]);
});

test("the Rabid Beast's Z: each infected crew member aboard damages their zone; the knocked out and the pilot do not; infection ends", () => {
  const ctx = board();
  const t = place(ctx, 'SI3-101', 'internal');
  const [a, b, c, d] = ctx.s.crew;
  if (!a || !b || !c || !d) throw new Error('four crew');
  a.station = station('red', 'upper');
  b.station = station('white', 'lower');
  b.knockedOut = true;
  c.station = station('blue', 'lower');
  c.inSpace = true;
  d.station = station('blue', 'upper');
  for (const x of [a, b, c]) x.marks.infected = 1;
  run(ctx, t, { kind: 'damage-per-infected', amount: 2 });
  assert.deepEqual(damage(ctx), [2, 0, 0]);
  assert.deepEqual(
    ctx.s.crew.map((x) => x.marks.infected ?? 0),
    [0, 0, 0, 0],
  );
});

test('a drain takes the amount from the shields it targets, or all of it', () => {
  const ctx = board();
  const t = place(ctx, 'E1-04', 'red');
  setEnergy(ctx, [2, 3, 2], [2, 3, 2]);
  run(ctx, t, { kind: 'drain-shields', amount: 1, target: 'own' });
  assert.deepEqual(energy(ctx).shield, [1, 3, 2]);
  run(ctx, t, { kind: 'drain-shields', amount: 'all', target: 'all' });
  assert.deepEqual(energy(ctx), { shield: [0, 0, 0], reactor: [2, 3, 2] });
});

test('the Saboteur drains 1 from its zone reactor, and attacks only when the reactor is empty', () => {
  const ctx = board();
  const t = place(ctx, 'I1-03', 'internal');
  t.stations = [station('white', 'lower')];
  setEnergy(ctx, [0, 0, 0], [0, 1, 0]);
  run(ctx, t, { kind: 'drain-reactor-or-attack', amount: 1 });
  assert.deepEqual(
    [energy(ctx).reactor, damage(ctx)],
    [
      [0, 0, 0],
      [0, 0, 0],
    ],
  );
  run(ctx, t, { kind: 'drain-reactor-or-attack', amount: 1 });
  assert.deepEqual(damage(ctx), [0, 1, 0]);
});

test('the Hidden Transmitter drains the shield from an upper station, the reactor from a lower one', () => {
  const ctx = board();
  const t = place(ctx, 'SI3-102', 'internal');
  setEnergy(ctx, [2, 3, 2], [2, 3, 2]);
  t.stations = [station('red', 'upper')];
  run(ctx, t, { kind: 'drain-shield-or-reactor' });
  assert.deepEqual(energy(ctx), { shield: [0, 3, 2], reactor: [2, 3, 2] });
  t.stations = [station('blue', 'lower')];
  run(ctx, t, { kind: 'drain-shield-or-reactor' });
  assert.deepEqual(energy(ctx), { shield: [0, 3, 2], reactor: [2, 3, 0] });
  t.stations = [];
  run(ctx, t, { kind: 'drain-shield-or-reactor' });
  assert.deepEqual(energy(ctx), { shield: [0, 3, 2], reactor: [2, 3, 0] }, 'in no station it drains nothing');
});

test('the Pulse Cannon Short Circuit attacks every zone only when it drained a block or burnt a fuel capsule', () => {
  const attack = (from: 'reactor' | 'fuel', reactor: number, fuel: number) => {
    const ctx = board();
    shields(ctx, 0, 0, 0);
    const t = place(ctx, 'I3-102', 'internal');
    t.stations = [station('white', 'lower')];
    ctx.s.ship.zones.white.reactor = reactor;
    ctx.s.ship.fuel = fuel;
    run(ctx, t, { kind: 'drain-then-attack', from, amount: 1 });
    return [damage(ctx), ctx.s.ship.zones.white.reactor, ctx.s.ship.fuel];
  };
  assert.deepEqual(attack('reactor', 2, 3), [[1, 1, 1], 1, 3]);
  assert.deepEqual(attack('reactor', 0, 3), [[0, 0, 0], 0, 3]);
  assert.deepEqual(attack('fuel', 2, 2), [[1, 1, 1], 2, 1]);
  assert.deepEqual(attack('fuel', 2, 0), [[0, 0, 0], 2, 0]);
});

test('lost fuel capsules: the amount, never below none', () => {
  const ctx = board();
  const t = place(ctx, 'I2-06', 'internal');
  ctx.s.ship.fuel = 3;
  run(ctx, t, { kind: 'lose-fuel', amount: 1 });
  assert.equal(ctx.s.ship.fuel, 2);
  run(ctx, t, { kind: 'lose-fuel', amount: 5 });
  assert.equal(ctx.s.ship.fuel, 0);
});

test('Slime disables the battlebots stored in its station; a led squad or one stored elsewhere is spared', () => {
  const ctx = board();
  const t = place(ctx, 'I2-02', 'internal');
  const [blue, red] = ctx.s.ship.bots;
  if (!blue || !red) throw new Error('two squads');
  t.stations = [station('blue', 'lower')];
  run(ctx, t, { kind: 'disable-stored-bots' });
  assert.deepEqual([blue.disabled, red.disabled], [false, false], 'same zone or same deck is not the station');
  t.stations = [station('red', 'lower'), station('blue', 'upper')];
  blue.leader = 2;
  run(ctx, t, { kind: 'disable-stored-bots' });
  assert.deepEqual([blue.disabled, red.disabled], [false, true]);
});

test("the Fissure doubles the red zone's damage first, then every zone's", () => {
  const ctx = board();
  const t = place(ctx, 'SI1-04', 'internal');
  const factors = () => (['red', 'white', 'blue'] as const).map((z) => ctx.s.ship.zones[z].damageFactor);
  run(ctx, t, { kind: 'double-damage', zones: 'red' });
  assert.deepEqual(factors(), [2, 1, 1]);
  run(ctx, t, { kind: 'double-damage', zones: 'all' });
  assert.deepEqual(factors(), [2, 2, 2]);
});

test('Reversed Shields: first the shields stop working, then they are reversed', () => {
  const ctx = board();
  const t = place(ctx, 'I3-103', 'internal');
  run(ctx, t, { kind: 'shields-off' });
  assert.equal(ctx.s.ship.shieldsMode, 'ineffective');
  run(ctx, t, { kind: 'shields-reversed' });
  assert.equal(ctx.s.ship.shieldsMode, 'reversed');
});

test('the Phasing Anomaly blinds one zone per action in its order, and no more once all are blind', () => {
  const ctx = board();
  const t = place(ctx, 'SI2-101', 'internal');
  const blind = () => (['red', 'white', 'blue'] as const).map((z) => ctx.s.ship.zones[z].blind);
  const e: Effect = { kind: 'blind-optics', zones: ['white', 'red', 'blue'] };
  run(ctx, t, e);
  assert.deepEqual(blind(), [false, true, false]);
  run(ctx, t, e);
  assert.deepEqual(blind(), [true, true, false]);
  run(ctx, t, e);
  assert.deepEqual(blind(), [true, true, true]);
  run(ctx, t, e);
  assert.deepEqual(blind(), [true, true, true]);
});

test('the Cyber Gremlin sabotages A, B and C of its station each time; in no station, nothing', () => {
  const ctx = board();
  const t = place(ctx, 'SI3-106', 'internal');
  t.stations = [station('red', 'upper')];
  run(ctx, t, { kind: 'sabotage-station' });
  assert.equal(rt(t).sabotage, 'upper-red:A,upper-red:B,upper-red:C');
  t.stations = [station('blue', 'upper')];
  run(ctx, t, { kind: 'sabotage-station' });
  assert.equal(rt(t).sabotage, 'upper-red:A,upper-red:B,upper-red:C,upper-blue:A,upper-blue:B,upper-blue:C');
  t.stations = [];
  run(ctx, t, { kind: 'sabotage-station' });
  assert.equal(rt(t).sabotage.split(',').length, 6);
});
