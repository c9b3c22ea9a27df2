/**
 * Ties between two called-in threats (002 Calls In): called threats move in the order of their Greek
 * letters, given in the order of the calls, and the same order breaks targeting ties. Here the
 * second card claimed is called first, so its letter (alpha) is lower than its claim.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeDamage } from '../src/resolution/external-damage.ts';
import type { ThreatOnBoard } from '../src/state.ts';
import { callIn } from '../src/threats/calling.ts';
import { begin, board, pendingCalled, place, threatActions } from './threats-helpers.ts';

function calledInReverse() {
  const ctx = board({ trajectories: { red: 7, white: 7, blue: 7, internal: 7 } });
  const first = pendingCalled(ctx, 'E1-01', 'white', 1);
  const second = pendingCalled(ctx, 'E1-05', 'white', 2);
  begin(ctx, 1);
  // The Hidden Transmitter appears first and claims card 1; the Overlord claims card 2.
  const transmitter = place(ctx, 'SI3-103', 'internal', 3);
  const overlord = place(ctx, 'SE3-105', 'blue', 2);
  begin(ctx, 2);
  callIn(ctx, overlord);
  threatActions(ctx);
  begin(ctx, 3);
  callIn(ctx, transmitter);
  threatActions(ctx);
  return { ctx, alpha: second, beta: first, overlord };
}

test('the card called first gets alpha, whatever the order of the claims', () => {
  const { alpha, beta } = calledInReverse();
  assert.equal(alpha.state, 'active');
  assert.equal(beta.state, 'active');
  assert.ok(alpha.order < beta.order, 'alpha moves before beta');
});

test('a laser tie between two called threats goes to alpha', () => {
  const { ctx, alpha, beta, overlord } = calledInReverse();
  // Both at the same distance in the white zone; the Overlord (spanning) is taken off the board.
  overlord.state = 'destroyed';
  alpha.position = 9;
  beta.position = 9;
  begin(ctx, 4);
  ctx.s.ship.shots.push({ weapon: 'heavy', zone: 'white', power: [5, 5, 5], by: 0 });
  computeDamage(ctx);
  const hurt = (t: ThreatOnBoard) => t.damage;
  assert.equal(hurt(alpha) > 0, true, 'alpha takes the shot');
  assert.equal(hurt(beta), 0);
});

test('a rocket tie between two called threats goes to alpha', () => {
  const { ctx, alpha, beta, overlord } = calledInReverse();
  overlord.state = 'destroyed';
  alpha.position = 7;
  beta.position = 7;
  begin(ctx, 4);
  ctx.s.ship.shots.push({ weapon: 'rocket', zone: 'white', power: [3, 3, 0], by: -1 });
  computeDamage(ctx);
  assert.ok(alpha.damage > 0);
  assert.equal(beta.damage, 0);
});
