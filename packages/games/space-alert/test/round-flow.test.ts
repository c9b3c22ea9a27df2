import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, Table } from '@airlock/engine';
import { spaceAlert } from '../src/index.ts';
import { firstPlace, playUntil, state, table } from './round-helpers.ts';

const heroic = (h: readonly string[]) => h.filter((c) => c.startsWith('H:')).length;

test('phase-1 packets: 5 with 4 players, 6 with 3, 9 with 2, each with one heroic card', () => {
  for (const [players, size] of [
    [4, 5],
    [3, 6],
    [2, 9],
  ] as const) {
    const s = state(table(players));
    for (let seat = 0; seat < players; seat++) {
      assert.equal(s.hands[seat]?.length, size, `${players} players`);
      assert.equal(heroic(s.hands[seat] as string[]), 1);
    }
  }
});

test('a fifth android adds one card in phase 1; androids get their heroic card face up', () => {
  const s = state(table(3, { crew: 5 }));
  assert.deepEqual(s.seats, [0, 1, 2, null, null]);
  for (let seat = 0; seat < 3; seat++) assert.equal(s.hands[seat]?.length, 7);
  assert.equal(s.aside[3]?.length, 1);
  assert.ok(s.aside[4]?.[0]?.startsWith('H:'));
});

test('2 players get 6 cards in phases 2 and 3', () => {
  const t = table(2);
  t.act(0, { type: 'advance' });
  assert.equal(state(t).hands[0]?.length, 15);
  t.act(0, { type: 'advance' });
  assert.equal(state(t).hands[0]?.length, 21);
});

test('the captain is first in player order', () => {
  const s = state(table(4, { captain: 2 }));
  assert.deepEqual(s.seats, [2, 3, 0, 1]);
  assert.equal(spaceAlert.seatName?.(s, 2), 'Crew 1');
  const b = state(table(4, { captain: 2, badges: true }));
  assert.equal(spaceAlert.seatName?.(b, 2), 'Captain');
  assert.equal(spaceAlert.seatName?.(b, 3), 'Communications Officer');
});

test('solo: one player holds the whole deck and revises the androids until the deadline', () => {
  const t = table(1);
  const s = state(t);
  assert.deepEqual(s.seats, [null, null, null, null]);
  assert.equal(s.hands[0]?.length, 96);
  assert.equal(s.deck.length, 0);
  const a = firstPlace(t, 0, 3);
  t.act(0, a);
  t.act(0, { type: 'take', crew: 3, turn: a.turn as number });
  assert.equal(state(t).hands[0]?.length, 96);
  assert.ok(!t.legal(0).some((x) => x.type === 'give'), 'no data transfer in solo');
});

test('incoming data: every player draws one card (Double Actions: one more per android, shared)', () => {
  const t = table(4);
  const before = state(t).hands.map((h) => h.length);
  playUntil(t, 'data');
  assert.deepEqual(
    state(t).hands.map((h) => h.length),
    before.map((n) => n + 1),
  );
  const d = table(2, { doubleActions: true });
  const b2 = state(d).hands.map((h) => h.length);
  playUntil(d, 'data');
  assert.deepEqual(
    state(d).hands.map((h) => h.length),
    b2.map((n) => n + 2),
  );
});

test('unconfirmed reports turn up a card only with a crew of five', () => {
  for (const crew of [4, 5]) {
    const t = table(4, { crew }, 3);
    playUntil(t, 'phase-end');
    playUntil(t, 'phase-end');
    const un = state(t).announced.filter((a) => a.unconfirmed);
    assert.ok(un.length > 0);
    for (const a of un) assert.equal(a.threat === null, crew === 4);
  }
});

test('the phase end moves every seat on and deals the next packet', () => {
  const t = table(4);
  playUntil(t, 'phase-end');
  const s = state(t);
  assert.deepEqual(s.seatPhase, [2, 2, 2, 2]);
  for (const h of s.hands) assert.ok(h.length >= 10);
});

test('planning ends with the last phase end; the system resolves and the result is stored', () => {
  const t = table(4);
  const a = firstPlace(t, 0, 0);
  t.act(0, a);
  for (let i = 0; i < 3; i++) playUntil(t, 'phase-end');
  const s = state(t);
  assert.equal(s.stage, 'resolve');
  assert.deepEqual(t.legal('system'), [{ type: 'resolve' }]);
  t.act('system', { type: 'resolve' });
  assert.ok(t.result());
  assert.ok(state(t).outcome);
  assert.equal(t.pending().length, 0);
});

test('stepped and realtime clocks play the same mission from the same seed', () => {
  const heardOf = (clock: string) => {
    const t = new Table(spaceAlert, { players: 3, options: { clock }, seed: 99 });
    for (let seat = 0; seat < 3; seat++) for (let k = 0; k < 3; k++) t.act(seat, { type: 'advance' } as Action);
    while (!state(t).outcome) t.act('system', t.legal('system')[0] as Action);
    return state(t).announced;
  };
  assert.deepEqual(heardOf('stepped'), heardOf('realtime'));
});

test('realtime: the soundtrack advances one recorded second per system action', () => {
  const t = table(4, { clock: 'realtime' });
  const s = state(t);
  const first = s.timeline[0]?.at as number;
  for (let i = 0; i < first / 1000 - 1; i++) t.act('system', { type: 'tick' });
  assert.equal(state(t).heard.length, 0);
  t.act('system', { type: 'tick' });
  assert.equal(state(t).heard.length, 1);
  assert.equal(state(t).now, first);
});
