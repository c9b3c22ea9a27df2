/**
 * External threats under fire, one rule at a time: what a weapon may target (immunities, a maximum
 * range, a Juggernaut drawing every rocket), how far a spanning threat is from each zone, and all the
 * hits of a turn on one threat together (one shield, polarized halving, a cryoshield, a cap per turn,
 * a megashield, the Juggernaut's growing shield, retaliation, destruction at its health).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cardOf, rt } from '../src/threats/runtime.ts';
import { applyHits, distanceIn, rocketDrawn, targetable } from '../src/threats/damage.ts';
import { station } from '../src/state.ts';
import { board, damage, hit, place, shields } from './threats-helpers.ts';

test('no weapon targets an internal threat, or one not on the board', () => {
  const ctx = board();
  assert.equal(targetable(ctx, place(ctx, 'I3-104', 'internal'), 'heavy'), false);
  const gone = place(ctx, 'E1-07', 'red');
  gone.state = 'destroyed';
  assert.equal(targetable(ctx, gone, 'heavy'), false);
  const out = place(ctx, 'E1-07', 'blue');
  rt(out).out = true;
  assert.equal(targetable(ctx, out, 'pulse'), false, 'phased out');
  assert.equal(targetable(ctx, place(ctx, 'E1-07', 'white'), 'pulse'), true);
});

test('immunities: heavy lasers, rockets; the other weapons still reach', () => {
  const ctx = board();
  const scout = place(ctx, 'E2-02', 'red');
  const rock = place(ctx, 'E2-07', 'blue');
  assert.deepEqual(
    (['heavy', 'light', 'pulse', 'rocket', 'interceptors'] as const).map((w) => targetable(ctx, scout, w)),
    [false, true, true, true, true],
  );
  assert.deepEqual(
    (['heavy', 'light', 'pulse', 'rocket', 'interceptors'] as const).map((w) => targetable(ctx, rock, w)),
    [true, true, true, false, true],
  );
});

test('a maximum range: out of reach beyond it', () => {
  const ctx = board();
  const t = place(ctx, 'SE2-03', 'red');
  t.position = 11;
  assert.equal(targetable(ctx, t, 'heavy'), false);
  t.position = 10;
  assert.equal(targetable(ctx, t, 'heavy'), true);
});

test('a Juggernaut on the board draws every rocket: no other threat can be a rocket target', () => {
  const ctx = board();
  const fighter = place(ctx, 'E1-07', 'red');
  assert.equal(rocketDrawn(ctx), false);
  assert.equal(targetable(ctx, fighter, 'rocket'), true);
  const jug = place(ctx, 'SE2-02', 'blue');
  assert.equal(rocketDrawn(ctx), true);
  assert.equal(targetable(ctx, fighter, 'rocket'), false);
  assert.equal(targetable(ctx, fighter, 'heavy'), true, 'only rockets');
  assert.equal(targetable(ctx, jug, 'rocket'), true);
  jug.state = 'destroyed';
  assert.equal(targetable(ctx, fighter, 'rocket'), true);
});

test('distance from a zone: its own zone only, unless it spans; of two spanning threats only the nearer spans', () => {
  const ctx = board();
  const fighter = place(ctx, 'E1-07', 'red');
  fighter.position = 6;
  assert.deepEqual([distanceIn(ctx, fighter, 'red'), distanceIn(ctx, fighter, 'white')], [6, null]);
  const span = place(ctx, 'SE3-103', 'white', 4);
  span.position = 9;
  assert.deepEqual(
    (['red', 'white', 'blue'] as const).map((z) => distanceIn(ctx, span, z)),
    [9, 9, 9],
  );
  const nearer = place(ctx, 'SE3-105', 'blue', 6);
  nearer.position = 7;
  assert.equal(distanceIn(ctx, span, 'red'), null, 'the nearer one spans');
  assert.equal(distanceIn(ctx, nearer, 'red'), 7);
  nearer.position = 9;
  assert.deepEqual(
    [distanceIn(ctx, span, 'red'), distanceIn(ctx, nearer, 'red')],
    [9, null],
    'a tie: the earlier token spans',
  );
  nearer.position = 7;
  nearer.state = 'destroyed';
  assert.equal(distanceIn(ctx, span, 'red'), 9, 'a destroyed spanning threat spans no more');
  assert.equal(distanceIn(ctx, nearer, 'blue'), null, 'nor is it anywhere');
  assert.equal(distanceIn(ctx, place(ctx, 'I3-104', 'internal'), 'red'), null);
});

test('all hits of a turn together against one shield', () => {
  const ctx = board();
  const t = place(ctx, 'E1-07', 'red');
  const shield = rt(t).shield;
  applyHits(ctx, t, [hit('heavy', 2), hit('light', 1)]);
  assert.equal(t.damage, 3 - shield);
  applyHits(ctx, t, []);
  assert.equal(t.damage, 3 - shield, 'no hits, nothing');
});

test('a threat is destroyed when its damage reaches its health', () => {
  const ctx = board();
  const t = place(ctx, 'E1-07', 'red');
  const health = cardOf(t).health;
  t.damage = health - 2;
  applyHits(ctx, t, [hit('heavy', 1 + rt(t).shield)]);
  assert.equal(t.state, 'active');
  applyHits(ctx, t, [hit('heavy', 1 + rt(t).shield)]);
  assert.equal(t.state, 'destroyed');
  applyHits(ctx, t, [hit('heavy', 9)]);
  assert.equal(t.damage, health, 'a destroyed threat takes no more');
});

test('polarized: laser hits count half (rounded up), other weapons in full', () => {
  const ctx = board();
  const t = place(ctx, 'E3-108', 'red');
  const shield = rt(t).shield;
  applyHits(ctx, t, [hit('heavy', 4), hit('light', 1), hit('pulse', 2)]);
  assert.equal(t.damage, Math.max(0, 3 + 2 - shield));
});

test('a cryoshield swallows the first volley that gets through, then it is gone', () => {
  const ctx = board();
  const t = place(ctx, 'E1-06', 'red');
  const shield = rt(t).shield;
  applyHits(ctx, t, [hit('heavy', shield)]);
  assert.equal(t.damage, 0);
  applyHits(ctx, t, [hit('heavy', shield + 2)]);
  assert.equal(t.damage, 0, 'swallowed');
  applyHits(ctx, t, [hit('heavy', shield + 2)]);
  assert.equal(t.damage, 2);
});

test('a cap on damage per turn', () => {
  const ctx = board();
  const t = place(ctx, 'E2-04', 'red');
  applyHits(ctx, t, [hit('heavy', 9)]);
  assert.equal(t.damage, 1);
});

test('a megashield loses 1 each turn it is hit', () => {
  const ctx = board();
  const t = place(ctx, 'E2-103', 'red');
  const shield = rt(t).shield;
  applyHits(ctx, t, [hit('light', 1)]);
  assert.equal(rt(t).shield, shield - 1);
  assert.equal(t.damage, 0);
  rt(t).shield = 0;
  applyHits(ctx, t, [hit('light', 1)]);
  assert.deepEqual([rt(t).shield, t.damage], [0, 1], 'never below 0');
});

test("the Juggernaut's shield grows by 1 for each rocket that hits it", () => {
  const ctx = board();
  const t = place(ctx, 'SE2-02', 'red');
  const shield = rt(t).shield;
  applyHits(ctx, t, [hit('rocket', 3, -1), hit('rocket', 3, -1)]);
  assert.equal(rt(t).shield, shield + 2);
  assert.equal(rt(t).rocketHit, true);
});

test('a retaliating threat strikes every zone with 1 when damaged but not destroyed', () => {
  const ctx = board();
  shields(ctx, 0, 0, 0);
  const t = place(ctx, 'SE2-05', 'red');
  applyHits(ctx, t, [hit('heavy', rt(t).shield)]);
  assert.deepEqual(damage(ctx), [0, 0, 0], 'no damage, no retaliation');
  applyHits(ctx, t, [hit('heavy', rt(t).shield + 1)]);
  assert.deepEqual(damage(ctx), [1, 1, 1]);
});

test('a turn without hits changes nothing, not even a megashield', () => {
  const ctx = board();
  const t = place(ctx, 'E2-103', 'red');
  const shield = rt(t).shield;
  applyHits(ctx, t, []);
  assert.deepEqual([rt(t).shield, t.damage], [shield, 0]);
});

test('a spanning threat takes one pulse per shot, however many trajectories the pulse met it on', () => {
  const ctx = board();
  const t = place(ctx, 'SE3-105', 'white');
  rt(t).shield = 0;
  applyHits(ctx, t, [hit('heavy', 1, 1), hit('pulse', 1, 1), hit('pulse', 1, 0), hit('pulse', 1, 0)]);
  assert.equal(t.damage, 3);
});

test("rockets: a laser is no rocket, and only the Juggernaut's shield grows from rockets", () => {
  const ctx = board();
  const jug = place(ctx, 'SE2-02', 'red');
  const shield = rt(jug).shield;
  applyHits(ctx, jug, [hit('heavy', 1)]);
  assert.deepEqual([rt(jug).shield, rt(jug).rocketHit], [shield, false]);
  const fighter = place(ctx, 'E1-07', 'blue');
  const fs = rt(fighter).shield;
  applyHits(ctx, fighter, [hit('rocket', 3, -1)]);
  assert.deepEqual([rt(fighter).shield, rt(fighter).rocketHit], [fs, true]);
});

test("a pulse breaks the Energy Snake's shield for that turn; a laser alone meets it", () => {
  const ctx = board();
  const snake = place(ctx, 'E3-109', 'red');
  const shield = rt(snake).shield;
  assert.ok(shield > 0);
  applyHits(ctx, snake, [hit('heavy', shield + 1)]);
  assert.equal(snake.damage, 1);
  applyHits(ctx, snake, [hit('pulse', 1)]);
  assert.equal(snake.damage, 2);
});

function behemoth(others: { position: number; zone: 'red' | 'white' | 'blue' }[] = []) {
  const ctx = board({ crew: 2 });
  const t = place(ctx, 'SE2-01', 'white', 2);
  t.position = 4;
  others.forEach((o, i) => {
    const x = place(ctx, 'E1-07', o.zone, 10 + i);
    x.position = o.position;
  });
  ctx.s.crew[0]!.station = station('red', 'upper');
  ctx.s.crew[0]!.inSpace = true;
  return { ctx, t, shield: rt(t).shield };
}

test('the Behemoth: interceptors alone on it hit 6 harder and their pilot is knocked out', () => {
  const { ctx, t, shield } = behemoth([{ zone: 'red', position: 8 }]);
  applyHits(ctx, t, [hit('interceptors', 3, 0), hit('heavy', 2, 1)]);
  assert.equal(t.damage, 3 + 6 + 2 - shield);
  assert.deepEqual(
    ctx.s.crew.map((c) => c.knockedOut),
    [true, false],
    'the pilot, not the gunner',
  );
});

test('the Behemoth: no bonus without interceptors, nor with another threat in their reach', () => {
  const lasers = behemoth();
  applyHits(lasers.ctx, lasers.t, [hit('heavy', 5, 0)]);
  assert.equal(lasers.t.damage, 5 - lasers.shield);
  assert.equal(lasers.ctx.s.crew[0]?.knockedOut, false);
  const crowded = behemoth([{ zone: 'blue', position: 3 }]);
  applyHits(crowded.ctx, crowded.t, [hit('interceptors', 1, 0)]);
  assert.equal(crowded.t.damage, 0);
  assert.equal(crowded.ctx.s.crew[0]?.knockedOut, false);
});
