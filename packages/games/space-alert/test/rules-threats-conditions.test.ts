/**
 * The conditions a threat's action may carry, one at a time: damaged or not, damage below an amount,
 * a crew member in one of its stations or none, phased in or out; and which kind of card a threat is.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { station } from '../src/state.ts';
import { conditionHolds } from '../src/threats/effects.ts';
import { external, internal, rt } from '../src/threats/runtime.ts';
import { board, place } from './threats-helpers.ts';

test('damaged, undamaged and damage below an amount', () => {
  const ctx = board();
  const t = place(ctx, 'E1-07', 'red');
  const check = () => [
    conditionHolds(ctx, t, { kind: 'damaged' }),
    conditionHolds(ctx, t, { kind: 'undamaged' }),
    conditionHolds(ctx, t, { kind: 'damage-below', amount: 2 }),
  ];
  assert.deepEqual(check(), [false, true, true]);
  t.damage = 1;
  assert.deepEqual(check(), [true, false, true]);
  t.damage = 2;
  assert.deepEqual(check(), [true, false, false]);
});

test('a crew member in one of its stations, or in none', () => {
  const ctx = board({ crew: 2 });
  const t = place(ctx, 'I3-103', 'internal');
  for (const c of ctx.s.crew) c.station = station('red', 'lower');
  const check = () => [
    conditionHolds(ctx, t, { kind: 'player-here' }),
    conditionHolds(ctx, t, { kind: 'no-player-here' }),
  ];
  assert.deepEqual(check(), [false, true], 'nobody upstairs');
  ctx.s.crew[1]!.station = station('blue', 'upper');
  assert.deepEqual(check(), [true, false], 'one of its three stations is enough');
  ctx.s.crew[1]!.knockedOut = true;
  assert.deepEqual(check(), [false, true], 'a knocked-out crew member is nobody');
});

test('phased in or out: what the threat was when its turn began', () => {
  const ctx = board();
  const t = place(ctx, 'SI2-101', 'internal');
  assert.deepEqual(
    [conditionHolds(ctx, t, { kind: 'phased-in' }), conditionHolds(ctx, t, { kind: 'phased-out' })],
    [true, false],
  );
  rt(t).returned = true;
  assert.deepEqual(
    [conditionHolds(ctx, t, { kind: 'phased-in' }), conditionHolds(ctx, t, { kind: 'phased-out' })],
    [false, true],
  );
});

test('a card is external or internal, never both', () => {
  const ctx = board();
  const fighter = place(ctx, 'E1-07', 'red');
  const airlock = place(ctx, 'I3-104', 'internal');
  assert.deepEqual([external(fighter)?.id, internal(fighter)], ['E1-07', null]);
  assert.deepEqual([external(airlock), internal(airlock)?.id], [null, 'I3-104']);
});
