/**
 * Calling in (002 "Calls In"), one rule at a time: a caller claims the first unclaimed called card of
 * the kind it calls (internal or external); a caller destroyed before its call makes its card count
 * as destroyed, and one that called does not; the card waits until every threat moved; the Sealed
 * Capsule delivers a faster threat when it arrives with 0-1 damage.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { trajectory } from '../src/data/trajectories.ts';
import { callerDestroyed, callIn, callsKind, claimCalled, isCalled, readyToPlace } from '../src/threats/calling.ts';
import { destroyThreat } from '../src/threats/lifecycle.ts';
import { cardOf, rt } from '../src/threats/runtime.ts';
import { begin, board, pendingCalled, place, threatActions } from './threats-helpers.ts';

test('what a caller calls: the Sealed Capsule an internal threat, the Overlord an external one, a Fighter nothing', () => {
  const ctx = board();
  assert.equal(callsKind(cardOf(place(ctx, 'E3-107', 'red'))), 'internal');
  assert.equal(callsKind(cardOf(place(ctx, 'SE3-105', 'blue'))), 'external');
  assert.equal(callsKind(cardOf(place(ctx, 'E1-07', 'white'))), null);
});

test('a caller claims the first unclaimed card of its kind; a second caller the next one', () => {
  const ctx = board();
  const ext1 = pendingCalled(ctx, 'E1-07', 'white', 1);
  const int2 = pendingCalled(ctx, 'I3-104', 'internal', 2);
  const int3 = pendingCalled(ctx, 'I3-103', 'internal', 3);
  const capsule = place(ctx, 'E3-107', 'red', 2);
  const other = place(ctx, 'E3-107', 'blue', 4);
  assert.deepEqual([rt(capsule).claim, rt(other).claim], [2, 3]);
  assert.deepEqual([isCalled(ext1), isCalled(int2), isCalled(capsule)], [true, true, false]);
  assert.equal(int3.state, 'pending');
  const third = place(ctx, 'E3-107', 'white', 6);
  assert.equal(rt(third).claim, 0, 'nothing left to claim');
  claimCalled(ctx, place(ctx, 'E1-07', 'red', 8));
  assert.deepEqual(
    ctx.s.threats.filter(isCalled).map((t) => t.state),
    ['pending', 'pending', 'pending'],
  );
});

test('a caller destroyed before its call: its card counts as destroyed; after the call it does not', () => {
  const ctx = board();
  const called = pendingCalled(ctx, 'I3-104', 'internal', 1);
  const capsule = place(ctx, 'E3-107', 'red', 2);
  destroyThreat(ctx, capsule, 0);
  assert.equal(called.state, 'destroyed');
  const later = board();
  const card = pendingCalled(later, 'I3-104', 'internal', 1);
  const caller = place(later, 'E3-107', 'red', 2);
  begin(later, 2);
  callIn(later, caller);
  assert.deepEqual(readyToPlace(later), [card]);
  callerDestroyed(later, caller);
  assert.equal(card.state, 'pending', 'already called: it will come');
  const none = board();
  const lone = place(none, 'E3-107', 'red', 2);
  destroyThreat(none, lone, 0);
  assert.equal(lone.state, 'destroyed', 'a caller with no card');
});

test('a called card waits until every threat has moved, then appears at the start of its trajectory', () => {
  const ctx = board();
  const card = pendingCalled(ctx, 'E1-07', 'white', 1);
  const overlord = place(ctx, 'SE3-105', 'blue', 2);
  begin(ctx, 2);
  callIn(ctx, overlord);
  assert.equal(card.state, 'pending');
  threatActions(ctx);
  assert.equal(card.state, 'active');
  assert.equal(card.appeared, 2);
  assert.equal(card.position, trajectory(ctx.s.trajectories.white).length);
});

test('the Sealed Capsule delivers a faster threat when it arrives with 0 or 1 damage', () => {
  for (const [hurt, bonus] of [
    [0, 1],
    [1, 1],
    [2, 0],
  ] as const) {
    const ctx = board();
    const card = pendingCalled(ctx, 'I3-104', 'internal', 1);
    const capsule = place(ctx, 'E3-107', 'red', 2);
    capsule.damage = hurt;
    callIn(ctx, capsule);
    assert.equal(card.status.calledSpeed, bonus, `${hurt} damage`);
  }
  const ctx = board();
  const card = pendingCalled(ctx, 'E1-07', 'white', 1);
  callIn(ctx, place(ctx, 'SE3-105', 'blue', 2));
  assert.equal(card.status.calledSpeed, 0, 'the Overlord has no such bonus');
});

function scheduled() {
  const ctx = board();
  ctx.s.schedule = [
    { threat: 'I3-104', turn: 1, zone: 'internal', unconfirmed: false, called: 1 },
    { threat: 'E1-07', turn: 1, zone: 'white', unconfirmed: false, called: 2 },
  ];
  return ctx;
}

test('the scheduled called cards wait beside the board once, pending, with their call number', () => {
  const ctx = scheduled();
  const capsule = place(ctx, 'E3-107', 'red', 2);
  const overlord = place(ctx, 'SE3-105', 'blue', 4);
  const pending = ctx.s.threats.filter(isCalled);
  assert.deepEqual(
    pending.map((t) => ({ ...t, status: { slot: t.status.slot } })),
    [
      {
        order: 1001,
        catalogue: 'I3-104',
        zone: 'internal',
        trajectory: ctx.s.trajectories.internal,
        position: 0,
        stations: [],
        damage: 0,
        state: 'pending',
        appeared: 0,
        status: { slot: 1 },
      },
      {
        order: 1002,
        catalogue: 'E1-07',
        zone: 'white',
        trajectory: ctx.s.trajectories.white,
        position: 0,
        stations: [],
        damage: 0,
        state: 'pending',
        appeared: 0,
        status: { slot: 2 },
      },
    ],
  );
  assert.deepEqual([rt(capsule).claim, rt(overlord).claim], [1, 2]);
});

test('a threat that calls nothing claims nothing', () => {
  const ctx = scheduled();
  const fighter = place(ctx, 'E1-07', 'red', 2);
  const overlord = place(ctx, 'SE3-105', 'blue', 4);
  assert.equal(rt(fighter).claim ?? 0, 0);
  assert.equal(rt(overlord).claim, 2);
});

test('called threats take their letters in the order of the calls, across turns and within one', () => {
  const ctx = scheduled();
  ctx.s.schedule.push({ threat: 'E1-07', turn: 1, zone: 'red', unconfirmed: false, called: 3 });
  const first = place(ctx, 'SE3-105', 'blue', 2);
  const second = place(ctx, 'SE3-105', 'white', 4);
  const capsule = place(ctx, 'E3-107', 'red', 6);
  const [internalCard, card2, card3] = ctx.s.threats.filter(isCalled);
  if (!internalCard || !card2 || !card3) throw new Error('three called cards');
  begin(ctx, 2);
  callIn(ctx, second);
  callIn(ctx, first);
  assert.deepEqual(readyToPlace(ctx), [card3, card2], 'the card called first is alpha');
  threatActions(ctx);
  begin(ctx, 3);
  callIn(ctx, capsule);
  assert.ok(internalCard.order > card2.order, 'a later call comes after the cards already placed');
  assert.deepEqual([card3.order, card2.order, internalCard.order], [1001, 1002, 1003]);
});

test('a called card already beside the board is not put there a second time', () => {
  const ctx = scheduled();
  const waiting = pendingCalled(ctx, 'I3-104', 'internal', 1);
  const capsule = place(ctx, 'E3-107', 'red', 2);
  assert.deepEqual(
    ctx.s.threats.filter(isCalled).map((t) => [t.catalogue, t.status.slot]),
    [
      ['I3-104', 1],
      ['E1-07', 2],
    ],
  );
  assert.equal(rt(capsule).claim, 1);
  assert.equal(waiting.status.slot, 1);
});
