/**
 * What a threat's action does to itself and to the other threats, one effect at a time: the
 * Jellyfish's heal, shields and speed, the Nemesis hurting itself, jumps (the distance kept, a
 * trajectory too short), heals and advances of the other threats in token order, and the Space-Time
 * Vortex's drawn threat running all its actions at once.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Rng } from '@airlock/engine';
import { trajectory } from '../src/data/trajectories.ts';
import { type Ctx, station, type ThreatOnBoard } from '../src/state.ts';
import { HANDLERS } from '../src/threats/effects.ts';
import { rt } from '../src/threats/runtime.ts';
import type { Effect } from '../src/threats/types.ts';
import { board, damage, place } from './threats-helpers.ts';

function run(ctx: Ctx, t: ThreatOnBoard, e: Effect): void {
  (HANDLERS[e.kind] as (ctx: Ctx, t: ThreatOnBoard, e: Effect) => void)(ctx, t, e);
}

test('the Jellyfish heals half its damage, rounded down', () => {
  const ctx = board();
  const t = place(ctx, 'E2-05', 'red');
  t.damage = 5;
  run(ctx, t, { kind: 'heal-half-damage' });
  assert.equal(t.damage, 3);
  run(ctx, t, { kind: 'heal-half-damage' });
  assert.equal(t.damage, 2);
});

test('shield and speed raised by the amount', () => {
  const ctx = board();
  const t = place(ctx, 'SE1-02', 'red');
  const [shield, speed] = [rt(t).shield, rt(t).speed];
  run(ctx, t, { kind: 'add-shield', amount: 1 });
  run(ctx, t, { kind: 'add-speed', amount: 2 });
  assert.deepEqual([rt(t).shield, rt(t).speed], [shield + 1, speed + 2]);
});

test('the Nemesis hurts itself, and is destroyed (by nobody) when that reaches its health', () => {
  const ctx = board();
  const t = place(ctx, 'SE2-05', 'blue');
  run(ctx, t, { kind: 'self-damage', amount: 2 });
  assert.deepEqual([t.damage, t.state], [2, 'active']);
  t.damage = 7;
  run(ctx, t, { kind: 'self-damage', amount: 2 });
  assert.deepEqual([t.damage, t.state], [9, 'destroyed'], 'exactly its health of 9');
  const fresh = board();
  const n = place(fresh, 'SE2-05', 'blue');
  n.damage = 6;
  run(fresh, n, { kind: 'self-damage', amount: 2 });
  assert.equal(n.state, 'active', 'one short');
});

test('a jump keeps the distance to Z; onto a trajectory too short for it, the threat stays', () => {
  const ctx = board({ trajectories: { red: 7, white: 1, blue: 3 } });
  const t = place(ctx, 'E3-105', 'red');
  t.position = trajectory(3).length;
  run(ctx, t, { kind: 'jump', direction: 'left' });
  assert.deepEqual([t.zone, t.position], ['blue', trajectory(3).length], 'red jumps left to blue, at the last square');
  t.position = trajectory(3).length;
  run(ctx, t, { kind: 'jump', direction: 'left' });
  assert.equal(t.zone, 'blue', 'white is too short');
  const inside = board();
  const i = place(inside, 'I1-01', 'internal');
  run(inside, i, { kind: 'jump', direction: 'left' });
  assert.equal(i.zone, 'internal', 'an internal threat never jumps');
});

test('the Overlord heals every external threat on the board, not the internal ones', () => {
  const ctx = board();
  const lord = place(ctx, 'SE3-105', 'white');
  const fighter = place(ctx, 'E1-07', 'red');
  const gremlin = place(ctx, 'I1-01', 'internal');
  lord.damage = 2;
  fighter.damage = 1;
  gremlin.damage = 1;
  run(ctx, lord, { kind: 'heal-all-external', amount: 1 });
  assert.deepEqual([lord.damage, fighter.damage, gremlin.damage], [1, 0, 1]);
});

function advanced(ctx: Ctx): number[] {
  return (ctx.frames ?? []).filter((f) => f.rule === 'threat.advance').map((f) => f.data?.token as number);
}

test("the Scout's Y advances every other external threat, in token order", () => {
  const ctx = board();
  const late = place(ctx, 'E1-07', 'blue', 8);
  const scout = place(ctx, 'E2-02', 'red', 2);
  const early = place(ctx, 'E1-07', 'white', 4);
  const inside = place(ctx, 'I1-01', 'internal', 5);
  for (const t of [late, scout, early, inside]) t.position = 10;
  run(ctx, scout, { kind: 'advance-others', squares: 1 });
  assert.deepEqual(
    [late, scout, early, inside].map((t) => t.position),
    [9, 10, 9, 10],
  );
  assert.deepEqual(advanced(ctx), [4, 8]);
});

test("the Transmitter Satellite's Y advances every internal threat, in token order", () => {
  const ctx = board();
  const sat = place(ctx, 'SE3-104', 'red', 2);
  const late = place(ctx, 'I1-01', 'internal', 9);
  const early = place(ctx, 'I1-02', 'internal', 3);
  for (const t of [sat, late, early]) t.position = 10;
  run(ctx, sat, { kind: 'advance-internal', squares: 1 });
  assert.deepEqual(
    [sat, late, early].map((t) => t.position),
    [10, 9, 9],
  );
  assert.deepEqual(advanced(ctx), [3, 9]);
});

test("the Hidden Transmitter advances the external threats of its station's zone only", () => {
  const ctx = board();
  const hidden = place(ctx, 'SI3-102', 'internal', 3);
  hidden.stations = [station('blue', 'lower')];
  const here = place(ctx, 'E1-07', 'blue', 2);
  const there = place(ctx, 'E1-07', 'red', 4);
  for (const t of [hidden, here, there]) t.position = 10;
  run(ctx, hidden, { kind: 'advance-external-in-zone', squares: 1 });
  assert.deepEqual(
    [hidden, here, there].map((t) => t.position),
    [10, 9, 10],
  );
});

test("the Space-Time Vortex's Z: a drawn common internal threat runs X, each Y of the internal trajectory, and Z", () => {
  const ctx = board({ trajectories: { internal: 6 } });
  const vortex = place(ctx, 'SI3-104', 'internal');
  const real = ctx.rng;
  let first = true;
  // The draw picks the Overheated Reactor (last of the pool); later draws (damage tiles) are random.
  ctx.rng = {
    int: (a: number, b: number) => {
      if (!first) return real.int(a, b);
      first = false;
      return b;
    },
  } as unknown as Rng;
  ctx.s.ship.zones.white.reactor = 2;
  ctx.s.ship.fuel = 3;
  run(ctx, vortex, { kind: 'draw-and-run-internal' });
  assert.equal(trajectory(6).Y.length, 2);
  assert.deepEqual(damage(ctx), [0, 5, 0], 'X: attack 2 (the central reactor), Z: attack 3');
  assert.equal(ctx.s.ship.fuel, 1, 'Y twice: 2 fuel capsules lost');
  assert.ok(!ctx.s.threats.some((t) => t.catalogue === 'I2-06'), 'discarded: never on the board');
});
