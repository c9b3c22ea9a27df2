import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstPlace, playUntil, refused, state, table } from './round-helpers.ts';

// Bad input in the action round: each refusal names the rule it breaks and leaves the match as it was.

test('a card for a turn of a later phase is refused', () => {
  const t = table(4);
  const s = state(t);
  const card = s.hands[0]?.[0] as string;
  refused(
    t,
    0,
    { type: 'place', crew: 0, turn: 5, card, top: 'action' },
    /turn 5 belongs to phase 2; you are planning phase 1/,
  );
});

test('a card in a turn locked by moving on early is refused, and the seat plans the next phase', () => {
  const t = table(4);
  t.act(0, { type: 'advance' });
  const s = state(t);
  assert.equal(s.seatPhase[0], 2);
  assert.equal(s.hands[0]?.length, 10, 'the phase-2 packet joins the hand');
  const card = s.hands[0]?.[0] as string;
  refused(t, 0, { type: 'place', crew: 0, turn: 2, card, top: 'move' }, /you moved on from phase 1: turn 2 is locked/);
  t.act(0, { type: 'place', crew: 0, turn: 4, card, top: 'move' });
});

test('after the deadline of a phase its turns are locked for everyone', () => {
  const t = table(4);
  playUntil(t, 'phase-end');
  const s = state(t);
  assert.equal(s.phase, 2);
  const card = s.hands[1]?.[0] as string;
  refused(t, 1, { type: 'place', crew: 1, turn: 3, card, top: 'action' }, /phase 1 has ended: turn 3 is locked/);
  refused(t, 1, { type: 'take', crew: 1, turn: 1 }, /phase 1 has ended|turn 1 is empty/);
});

test('a card on a full slot, a card not held and a missing half are refused', () => {
  const t = table(4);
  const a = firstPlace(t, 0, 0);
  t.act(0, a);
  const s = state(t);
  const other = s.hands[0]?.[0] as string;
  refused(t, 0, { ...a, card: other }, /already holds a card: take it back first/);
  refused(
    t,
    0,
    { type: 'place', crew: 0, turn: 2, card: 'no-such-card', top: 'action' },
    /you hold no card no-such-card/,
  );
  refused(t, 0, { type: 'place', crew: 0, turn: 2, card: other, top: 'sideways' }, /has no sideways half/);
  refused(t, 0, { type: 'place', crew: 1, turn: 2, card: other, top: 'action' }, /another player's board/);
});

test('a transfer outside a window, of a heroic card, and a second one in a window are refused', () => {
  const t = table(4);
  const s = state(t);
  const ordinary = (s.hands[0] as string[]).find((c) => !c.startsWith('H:')) as string;
  const heroic = (s.hands[0] as string[]).find((c) => c.startsWith('H:')) as string;
  refused(t, 0, { type: 'give', to: 1, card: ordinary }, /no data transfer is open now/);
  playUntil(t, 'transfer-open');
  const s2 = state(t);
  const first = (s2.hands[0] as string[]).find((c) => !c.startsWith('H:')) as string;
  const heroicNow = (s2.hands[0] as string[]).find((c) => c.startsWith('H:'));
  assert.equal(heroicNow, heroic, 'the heroic card is still in hand');
  refused(t, 0, { type: 'give', to: 1, card: heroic }, /heroic and special cards cannot be transferred/);
  refused(t, 0, { type: 'give', to: 0, card: first }, /another player/);
  const before1 = s2.hands[1]?.length as number;
  t.act(0, { type: 'give', to: 1, card: first });
  assert.equal(state(t).hands[1]?.length, before1 + 1);
  const second = (state(t).hands[0] as string[]).find((c) => !c.startsWith('H:')) as string;
  refused(t, 0, { type: 'give', to: 2, card: second }, /already sent a card in this data transfer/);
});

test('a card on an android board stays: it cannot be taken back', () => {
  const t = table(2);
  const s = state(t);
  assert.deepEqual(s.seats, [0, 1, null, null]);
  const a = firstPlace(t, 0, 2);
  t.act(0, a);
  refused(t, 0, { type: 'take', crew: 2, turn: a.turn as number }, /cannot be taken back/);
  refused(t, 1, { type: 'take', crew: 2, turn: a.turn as number }, /cannot be taken back/);
});

test('after saying ready, a seat waits for the next announcement (stepped clock)', () => {
  const t = table(4);
  t.act(2, { type: 'ready' });
  const card = state(t).hands[2]?.[0] as string;
  refused(t, 2, { type: 'place', crew: 2, turn: 1, card, top: 'action' }, /no decision is waiting on this seat/);
});

test('the realtime clock has no ready, and only the system moves the soundtrack', () => {
  const t = table(4, { clock: 'realtime' });
  refused(t, 0, { type: 'ready' }, /nothing to be ready for/);
  refused(t, 0, { type: 'tick' }, /not an action of the action round/);
  const sys = t.pending().find((p) => p.actor === 'system');
  assert.equal(sys?.afterMs, 1000);
});

test('specialization cards: no transfer, not on an android board; the draft offers two different cards', () => {
  const t = table(2, { specializations: true });
  const d = state(t).draft;
  assert.ok(d);
  assert.equal(new Set(d.offers.flat()).size, 8, 'four crew members, eight different cards');
  // Seat 0 is the captain: it picks for itself and for both androids.
  refused(t, 0, { type: 'pick', crew: 1, spec: d.offers[1]?.[0] as string }, /you do not choose for that crew member/);
  refused(t, 0, { type: 'pick', crew: 0, spec: d.offers[1]?.[0] as string }, /choose one of the two cards offered/);
  for (const member of [0, 2, 3]) t.act(0, { type: 'pick', crew: member, spec: d.offers[member]?.[0] as string });
  t.act(1, { type: 'pick', crew: 1, spec: d.offers[1]?.[1] as string });
  const s = state(t);
  assert.equal(s.stage, 'planning');
  const special = `S:${d.offers[0]?.[0]}`;
  assert.ok(s.hands[0]?.includes(special));
  assert.equal(heroics(s.hands[0] as string[]), 0, 'no heroic cards with Specializations');
  // 2 players, 2 androids: each player 9 + 1 (an android's would-be heroic card) + its special card.
  assert.equal(s.hands[0]?.length, 11);
  assert.deepEqual(s.aside[2], [`S:${d.offers[2]?.[0]}`]);
  refused(t, 0, { type: 'place', crew: 2, turn: 1, card: special, top: 'action' }, /you hold no card/);
  t.act(0, { type: 'place', crew: 2, turn: 1, card: `S:${d.offers[2]?.[0]}`, top: 'action' });
  playUntil(t, 'transfer-open');
  refused(t, 0, { type: 'give', to: 1, card: special }, /heroic and special cards cannot be transferred/);
});

function heroics(h: readonly string[]): number {
  return h.filter((c) => c.startsWith('H:')).length;
}
