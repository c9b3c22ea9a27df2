/**
 * What a threat's action does to the crew and how an intruder moves, one effect at a time: who each
 * knock-out reaches, delays (the Space-Time Vortex's repeated card), the red-blue swap, infection,
 * an intruder's step (decks, zones, sealed doors), the Driller's pull toward damage, the Seeker's pull
 * toward the crew, and Slime spreading.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Ctx, station, type ThreatOnBoard } from '../src/state.ts';
import { HANDLERS } from '../src/threats/effects.ts';
import { rt } from '../src/threats/runtime.ts';
import type { Effect, KnockOutWho } from '../src/threats/types.ts';
import type { Station } from '../src/types.ts';
import { board, place } from './threats-helpers.ts';

function run(ctx: Ctx, t: ThreatOnBoard, e: Effect): void {
  (HANDLERS[e.kind] as (ctx: Ctx, t: ThreatOnBoard, e: Effect) => void)(ctx, t, e);
}

function at(ctx: Ctx, ...where: Station[]): void {
  where.forEach((w, i) => {
    const c = ctx.s.crew[i];
    if (c) c.station = w;
  });
}

const out = (ctx: Ctx) => ctx.s.crew.map((c) => c.knockedOut);
const knockOut = (ctx: Ctx, t: ThreatOnBoard, who: KnockOutWho) => run(ctx, t, { kind: 'knock-out', who });

test('knock-out in its stations or in its zone reaches those crew members only', () => {
  const ctx = board();
  const t = place(ctx, 'SI1-01', 'internal');
  t.stations = [station('red', 'lower')];
  at(ctx, station('red', 'lower'), station('red', 'upper'), station('white', 'lower'), station('red', 'lower'));
  knockOut(ctx, t, 'stations');
  assert.deepEqual(out(ctx), [true, false, false, true]);
  const zone = board();
  const z = place(zone, 'SI1-01', 'internal');
  z.stations = [station('red', 'lower')];
  at(zone, station('red', 'lower'), station('red', 'upper'), station('white', 'lower'), station('blue', 'lower'));
  knockOut(zone, z, 'zone');
  assert.deepEqual(out(zone), [true, true, false, false]);
});

test('the Battlebot Uprising: everyone but the bridge, and the crew leading battlebots', () => {
  const ctx = board();
  const t = place(ctx, 'SI1-06', 'internal');
  at(ctx, station('white', 'upper'), station('white', 'lower'), station('red', 'upper'), station('white', 'upper'));
  knockOut(ctx, t, 'everyone-but-bridge');
  assert.deepEqual(out(ctx), [false, true, true, false]);
  const leaders = board();
  const u = place(leaders, 'SI1-06', 'internal');
  (leaders.s.crew[2] as { squad: number | null }).squad = 0;
  knockOut(leaders, u, 'bot-leaders');
  assert.deepEqual(out(leaders), [false, false, true, false], 'only the squad leader');
});

test('the Siren: alone in a station, or in a station with company', () => {
  for (const [who, expected] of [
    ['alone', [true, false, false, true]],
    ['crowded', [false, true, true, false]],
  ] as const) {
    const ctx = board();
    const t = place(ctx, 'SI3-105', 'internal');
    at(ctx, station('red', 'upper'), station('blue', 'lower'), station('blue', 'lower'), station('white', 'upper'));
    knockOut(ctx, t, who);
    assert.deepEqual(out(ctx), expected, who);
  }
});

test("the Parasite's Y knocks out the others in its host's station, never the host; no host, nobody", () => {
  const ctx = board();
  const t = place(ctx, 'SI3-107', 'internal');
  at(ctx, station('red', 'upper'), station('blue', 'lower'), station('blue', 'lower'), station('red', 'upper'));
  rt(t).host = 1;
  knockOut(ctx, t, 'others-with-host');
  assert.deepEqual(out(ctx), [false, false, true, false]);
  const first = board();
  const p = place(first, 'SI3-107', 'internal');
  at(first, station('red', 'upper'), station('blue', 'lower'), station('red', 'upper'), station('red', 'lower'));
  rt(p).host = 0;
  knockOut(first, p, 'others-with-host');
  assert.deepEqual(out(first), [false, false, true, false], 'the first crew member can be the host');
  const none = board();
  const q = place(none, 'SI3-107', 'internal');
  at(none, station('red', 'upper'), station('red', 'upper'));
  rt(q).host = -1;
  knockOut(none, q, 'others-with-host');
  assert.deepEqual(out(none), [false, false, false, false]);
});

test('knock-out of the poisoned, and of the lower red and blue stations', () => {
  const ctx = board();
  const t = place(ctx, 'I2-102', 'internal');
  (ctx.s.crew[3] as { marks: Record<string, number> }).marks.poisoned = 1;
  knockOut(ctx, t, 'poisoned');
  assert.deepEqual(out(ctx), [false, false, false, true]);
  const lower = board();
  const u = place(lower, 'I2-06', 'internal');
  at(lower, station('red', 'lower'), station('red', 'upper'), station('white', 'lower'), station('blue', 'lower'));
  knockOut(lower, u, 'lower-red-blue');
  assert.deepEqual(out(lower), [true, false, false, true]);
});

test("the Transmitter Satellite's Z: the captain is knocked out, everyone else's next action is delayed", () => {
  const ctx = board();
  ctx.s.turn = 5;
  const t = place(ctx, 'SE3-104', 'red');
  for (const c of ctx.s.crew) c.plan[5] = { kind: 'card', card: 'A', top: 'action' } as never;
  knockOut(ctx, t, 'captain-and-delay');
  assert.deepEqual(out(ctx), [true, false, false, false]);
  assert.deepEqual(
    ctx.s.crew.map((c) => [c.plan[5] === null, c.plan[6] !== null]),
    [
      [false, false],
      [true, true],
      [true, true],
      [true, true],
    ],
    'turn 6 pushed to turn 7 for the others only',
  );
});

test('delay: everyone aboard, the crew of its zone, or the crew in its stations', () => {
  for (const [who, expected] of [
    ['all', [1, 1, 1, 1]],
    ['zone', [1, 1, 0, 0]],
    ['stations', [1, 0, 0, 0]],
  ] as const) {
    const ctx = board();
    ctx.s.turn = 2;
    const t = place(ctx, 'SI2-04', 'internal');
    t.stations = [station('red', 'lower')];
    at(ctx, station('red', 'lower'), station('red', 'upper'), station('white', 'lower'), station('blue', 'lower'));
    run(ctx, t, { kind: 'delay', who });
    assert.deepEqual(
      ctx.s.crew.map((c) => c.delays),
      expected,
      who,
    );
  }
});

test("the Space-Time Vortex's X: each next action is delayed and this turn's card fills the gap", () => {
  const ctx = board({ crew: 2 });
  ctx.s.turn = 3;
  const t = place(ctx, 'SI3-104', 'internal');
  const a = { kind: 'card', card: 'A' } as never;
  const b = { kind: 'card', card: 'B' } as never;
  const me = ctx.s.crew[0] as { plan: unknown[] };
  me.plan[2] = a;
  me.plan[3] = b;
  const other = ctx.s.crew[1] as { plan: unknown[] };
  other.plan[3] = b;
  run(ctx, t, { kind: 'delay-repeat' });
  assert.deepEqual(me.plan.slice(2, 6), [a, a, b, null], 'A repeated on turn 4, B pushed to turn 5');
  assert.deepEqual(other.plan.slice(2, 6), [null, null, b, null], 'an empty turn repeats nothing');
  const last = board({ crew: 1 });
  last.s.turn = 12;
  const v = place(last, 'SI3-104', 'internal');
  const plan = (last.s.crew[0] as { plan: unknown[] }).plan;
  plan[11] = a;
  run(last, v, { kind: 'delay-repeat' });
  assert.equal(plan.length, 12, 'no turn after the last one');
});

test("the Space-Time Vortex's Y: red and blue crew swap zones on their own deck; white stays", () => {
  const ctx = board();
  const t = place(ctx, 'SI3-104', 'internal');
  at(ctx, station('red', 'lower'), station('blue', 'upper'), station('white', 'lower'), station('red', 'upper'));
  (ctx.s.crew[3] as { knockedOut: boolean }).knockedOut = true;
  run(ctx, t, { kind: 'swap-players-red-blue' });
  assert.deepEqual(
    ctx.s.crew.map((c) => `${c.station.deck}-${c.station.zone}`),
    ['lower-blue', 'upper-red', 'lower-white', 'upper-red'],
  );
});

test('the Rabid Beast infects the crew in its station, nobody else', () => {
  const ctx = board();
  const t = place(ctx, 'SI3-101', 'internal');
  t.stations = [station('blue', 'upper')];
  at(ctx, station('blue', 'upper'), station('blue', 'lower'), station('blue', 'upper'));
  run(ctx, t, { kind: 'infect-here' });
  assert.deepEqual(
    ctx.s.crew.map((c) => c.marks.infected ?? 0),
    [1, 0, 1, 0],
  );
});

test('an intruder steps one station: decks both ways, toward red or blue, never through the hull or a sealed door', () => {
  const ctx = board();
  const t = place(ctx, 'I1-01', 'internal');
  const step = (from: Station, direction: 'red' | 'blue' | 'deck') => {
    t.stations = [from];
    run(ctx, t, { kind: 'move', direction });
    return `${t.stations[0]?.deck}-${t.stations[0]?.zone}`;
  };
  assert.equal(step(station('white', 'upper'), 'deck'), 'lower-white');
  assert.equal(step(station('white', 'lower'), 'deck'), 'upper-white');
  assert.equal(step(station('white', 'upper'), 'red'), 'upper-red');
  assert.equal(step(station('white', 'upper'), 'blue'), 'upper-blue');
  assert.equal(step(station('red', 'lower'), 'red'), 'lower-red', 'the hull');
  ctx.s.ship.sealed.redWhite = true;
  assert.equal(step(station('white', 'lower'), 'red'), 'lower-white', 'a sealed door');
  assert.equal(step(station('white', 'lower'), 'blue'), 'lower-blue', 'the other door is open');
  t.stations = [station('white', 'upper'), station('white', 'lower')];
  run(ctx, t, { kind: 'move', direction: 'blue' });
  assert.equal(t.stations.length, 2, 'a threat in several stations does not move');
  assert.equal(t.stations[0]?.zone, 'white');
});

test('the Driller steps toward the most damaged zone; a tie pulls it to (or keeps it in) white', () => {
  const drill = (damage: [number, number, number], from: Station) => {
    const ctx = board();
    const t = place(ctx, 'I3-107', 'internal');
    t.stations = [from];
    (['red', 'white', 'blue'] as const).forEach((z, i) => {
      ctx.s.ship.zones[z].damage = new Array(damage[i]).fill(0);
    });
    run(ctx, t, { kind: 'move-toward-damage' });
    return `${t.stations[0]?.deck}-${t.stations[0]?.zone}`;
  };
  assert.equal(drill([0, 0, 2], station('white', 'lower')), 'lower-blue');
  assert.equal(drill([2, 0, 0], station('white', 'lower')), 'lower-red');
  assert.equal(drill([0, 0, 2], station('red', 'lower')), 'lower-white', 'one step at a time');
  assert.equal(drill([0, 0, 2], station('blue', 'lower')), 'lower-blue', 'already there');
  assert.equal(drill([1, 0, 1], station('red', 'lower')), 'lower-white', 'a tie');
  assert.equal(drill([0, 0, 0], station('blue', 'upper')), 'upper-white', 'no damage is a tie too');
  assert.equal(drill([0, 3, 1], station('white', 'lower')), 'lower-white', 'white leads');
});

test('the Seeker steps to the neighbouring station with the most crew; it stays on a tie or when its own is as full', () => {
  const seek = (crew: Station[], from: Station, sealed = false) => {
    const ctx = board({ crew: crew.length });
    const t = place(ctx, 'SI2-02', 'internal');
    t.stations = [from];
    at(ctx, ...crew);
    ctx.s.ship.sealed.whiteBlue = sealed;
    run(ctx, t, { kind: 'move-toward-players' });
    return `${t.stations[0]?.deck}-${t.stations[0]?.zone}`;
  };
  const uw = station('white', 'upper');
  const ub = station('blue', 'upper');
  const ur = station('red', 'upper');
  const lw = station('white', 'lower');
  assert.equal(seek([ub, ub, ur], uw), 'upper-blue');
  assert.equal(seek([ur, ub, ur], uw), 'upper-red');
  assert.equal(seek([lw, ub, lw], uw), 'lower-white', 'down the lift');
  assert.equal(seek([uw, lw, uw], lw), 'upper-white', 'up the lift');
  assert.equal(seek([ub, ur], uw), 'upper-white', 'a tie');
  assert.equal(seek([ub, uw], uw), 'upper-white', 'as many here');
  assert.equal(seek([ub, ub, ur], uw, true), 'upper-red', 'not through a sealed door');
  assert.equal(seek([ub, ub], uw, true), 'upper-white', 'nobody reachable');
  assert.equal(seek([uw, uw], ub), 'upper-white', 'from the blue end');
});

test('Slime spreads one station toward its side from each of its stations, through sealed doors, never twice', () => {
  const ctx = board();
  const t = place(ctx, 'I2-01', 'internal');
  t.stations = [station('blue', 'lower')];
  rt(t).progeny = '';
  ctx.s.ship.sealed.whiteBlue = true;
  run(ctx, t, { kind: 'spread-slime', direction: 'red' });
  assert.equal(rt(t).progeny, 'lower-white');
  run(ctx, t, { kind: 'spread-slime', direction: 'red' });
  assert.equal(rt(t).progeny, 'lower-white,lower-red');
  run(ctx, t, { kind: 'spread-slime', direction: 'red' });
  assert.equal(rt(t).progeny, 'lower-white,lower-red', 'the hull stops it, and a slimed station is not slimed again');
});
