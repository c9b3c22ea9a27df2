/**
 * The soundtrack's announcements, one event at a time: a threat turns up a card of its deck once per
 * mission (a caller turns up the common threat it calls in, with the next call letter), an unconfirmed
 * report only with a crew of five, incoming data, data transfers, communications, warnings, and a
 * phase's end (the seats still in it move on and take their next packet; the last one ends planning).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ApplyContext, Rng } from '@airlock/engine';
import type { TimelineEvent } from '../src/missions/timeline.ts';
import { threatDeck } from '../src/missions/threat-decks.ts';
import { advanceSeat, fireNext } from '../src/round/announce.ts';
import type { SaState } from '../src/round/state.ts';
import { state, table } from './round-helpers.ts';

function apply(seed = 5): ApplyContext {
  return { rng: Rng.fromSeed(seed), emit: () => undefined } as unknown as ApplyContext;
}

/** Plays one event at once, as the next of the soundtrack. */
function play(s: SaState, e: TimelineEvent, seed = 5): void {
  s.timeline = [...s.timeline.slice(0, s.next), e, ...s.timeline.slice(s.next)];
  fireNext(s, apply(seed));
}

const threat = (over: Partial<Extract<TimelineEvent, { what: 'threat' }>> = {}): TimelineEvent => ({
  at: 1000,
  what: 'threat',
  turn: 4,
  zone: 'red',
  serious: false,
  unconfirmed: false,
  ...over,
});

test('a threat announcement turns up a card of its deck that has not come up yet; none left, no card', () => {
  const s = state(table(3));
  const deck = threatDeck(s.o, 'external', false);
  const last = deck[deck.length - 1] as string;
  s.announced = deck
    .filter((id) => id !== last)
    .map((id) => ({ turn: 1, zone: 'red', serious: false, unconfirmed: false, threat: id }));
  play(s, threat());
  assert.equal(s.announced.at(-1)?.threat, last);
  play(s, threat({ turn: 5 }));
  assert.equal(s.announced.at(-1)?.threat, null);
  assert.equal(s.announced.length, deck.length + 1, 'the announcement is kept all the same');
});

test('internal and serious announcements draw from their own decks', () => {
  const s = state(table(3));
  play(s, threat({ zone: 'internal' }));
  play(s, threat({ serious: true, zone: 'blue' }));
  const [inside, serious] = s.announced.slice(-2);
  assert.ok(threatDeck(s.o, 'internal', false).includes(inside?.threat as string));
  assert.ok(threatDeck(s.o, 'external', true).includes(serious?.threat as string));
});

test('an unconfirmed report turns up a card only with a crew of five', () => {
  const s = state(table(4));
  play(s, threat({ unconfirmed: true }));
  assert.deepEqual(s.announced.at(-1), { turn: 4, zone: 'red', serious: false, unconfirmed: true, threat: null });
  const five = state(table(4, { crew: 5 }));
  play(five, threat({ unconfirmed: true }));
  assert.notEqual(five.announced.at(-1)?.threat, null);
});

test('a caller turns up the common threat it calls in, with the next call letter; a called card does not come up again', () => {
  const s = state(table(3, { newThreats: true, common: 'red', serious: 'red' }));
  const deck = threatDeck(s.o, 'external', true);
  assert.ok(deck.includes('SE3-104'), 'the Transmitter Satellite calls in an internal threat');
  const internals = threatDeck(s.o, 'internal', false);
  const keep = internals[0] as string;
  s.announced = [
    ...deck
      .filter((id) => id !== 'SE3-104')
      .map((id) => ({ turn: 1, zone: 'red' as const, serious: true, unconfirmed: false, threat: id })),
    {
      turn: 2,
      zone: 'internal',
      serious: false,
      unconfirmed: false,
      threat: null,
      calls: { threat: 'E1-01', letter: 1 },
    },
    ...internals
      .slice(1)
      .map((id) => ({ turn: 3, zone: 'internal' as const, serious: false, unconfirmed: false, threat: id })),
  ];
  play(s, threat({ serious: true }));
  assert.deepEqual(s.announced.at(-1)?.calls, { threat: keep, letter: 2 });
  play(s, threat({ zone: 'internal', turn: 6 }));
  assert.equal(s.announced.at(-1)?.threat, null, 'the called card was the last internal one');
});

test('every announcement gives each seat a fresh budget of actions, and the clock never runs back', () => {
  const s = state(table(3));
  s.acts = [7, 0, 40];
  s.now = 5000;
  play(s, { at: 3000, what: 'comms-down' });
  assert.deepEqual(s.acts, [0, 0, 0]);
  assert.equal(s.now, 5000);
  play(s, { at: 8000, what: 'comms-up' });
  assert.equal(s.now, 8000);
  assert.equal(s.heard.length >= 2, true);
});

test('communications go down and come back', () => {
  const s = state(table(3));
  play(s, { at: 1000, what: 'comms-down' });
  assert.equal(s.comms, false);
  play(s, { at: 2000, what: 'comms-up' });
  assert.equal(s.comms, true);
  play(s, { at: 3000, what: 'warning', phase: 1, left: 20 });
  assert.equal(s.comms, true);
});

test('a data transfer opens with nobody having sent a card, and closes', () => {
  const s = state(table(3));
  s.transfer.sent = [true, false, true];
  play(s, { at: 1000, what: 'transfer-open' });
  assert.deepEqual(s.transfer, { open: true, sent: [false, false, false] });
  play(s, { at: 2000, what: 'transfer-close' });
  assert.equal(s.transfer.open, false);
});

test('incoming data: each player draws one card; in solo nobody draws', () => {
  const s = state(table(3));
  const sizes = s.hands.map((h) => h.length);
  play(s, { at: 1000, what: 'data' });
  assert.deepEqual(
    s.hands.map((h) => h.length),
    sizes.map((n) => n + 1),
  );
  const solo = state(table(1));
  const n = solo.hands[0]?.length;
  play(solo, { at: 1000, what: 'data' });
  assert.equal(solo.hands[0]?.length, n);
});

test("Double Actions with androids: the androids' cards go one each to the players, from the captain on, where the last share stopped", () => {
  const s = state(table(3, { doubleActions: true, crew: 5, captain: 1 }));
  const sizes = () => s.hands.map((h) => h.length);
  const before = sizes();
  play(s, { at: 1000, what: 'data' });
  assert.deepEqual(
    sizes().map((n, i) => n - (before[i] as number)),
    [1, 2, 2],
  );
  const mid = sizes();
  play(s, { at: 2000, what: 'data' });
  assert.deepEqual(
    sizes().map((n, i) => n - (mid[i] as number)),
    [2, 2, 1],
  );
});

test('a phase ends: its turns lock, the seats still in it move on with their next packet, a seat ahead is left alone', () => {
  const s = state(table(3));
  s.seatPhase = [1, 2, 1];
  const sizes = s.hands.map((h) => h.length);
  play(s, { at: 1000, what: 'phase-end', phase: 1 });
  assert.equal(s.phase, 2);
  assert.deepEqual(s.seatPhase, [2, 2, 2]);
  assert.deepEqual(
    s.hands.map((h, i) => h.length - (sizes[i] as number)),
    [6, 0, 6],
  );
  assert.equal(s.stage, 'planning');
});

test('the last phase ends planning: the transfer closes and the mission is resolved', () => {
  const s = state(table(3));
  s.seatPhase = [3, 4, 3];
  s.phase = 3;
  s.transfer.open = true;
  const sizes = s.hands.map((h) => h.length);
  play(s, { at: 1000, what: 'phase-end', phase: 3 });
  assert.deepEqual([s.phase, s.seatPhase, s.stage, s.transfer.open], [4, [4, 4, 4], 'resolve', false]);
  assert.deepEqual(
    s.hands.map((h) => h.length),
    sizes,
    'no packet after the last phase',
  );
});

test('moving on deals the next packet, except past the last phase and in solo', () => {
  const s = state(table(3));
  const n = s.hands[0]?.length as number;
  advanceSeat(s, 0, apply());
  assert.deepEqual([s.seatPhase[0], s.hands[0]?.length], [2, n + 6]);
  s.seatPhase[0] = 3;
  advanceSeat(s, 0, apply());
  assert.deepEqual([s.seatPhase[0], s.hands[0]?.length], [4, n + 6]);
  const solo = state(table(1));
  const m = solo.hands[0]?.length;
  advanceSeat(solo, 0, apply());
  assert.deepEqual([solo.seatPhase[0], solo.hands[0]?.length], [2, m]);
});

test('incoming data from an empty deck gives nothing', () => {
  const s = state(table(3));
  s.deck = ['B|red'];
  const sizes = s.hands.map((h) => h.length);
  play(s, { at: 1000, what: 'data' });
  assert.deepEqual(
    s.hands.map((h, i) => h.length - (sizes[i] as number)),
    [1, 0, 0],
  );
  assert.ok(s.hands.every((h) => h.every((c) => typeof c === 'string')));
});
