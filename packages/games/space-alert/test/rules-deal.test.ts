/**
 * Dealing action cards, one rule at a time: packet sizes by the number of players and the phase (a
 * fifth android adds one in phase 1), the heroic card counted in the first packet, draws from an
 * empty deck, and hands kept sorted.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ApplyContext, Rng } from '@airlock/engine';
import { addToHand, dealPacket, drawCard, humans, packetSize, removeFromHand } from '../src/round/deal.ts';
import { state, table } from './round-helpers.ts';

function apply(seed = 5): ApplyContext & { events: unknown[] } {
  const events: unknown[] = [];
  return { rng: Rng.fromSeed(seed), emit: (e: unknown) => events.push(e), events } as never;
}

test('packet sizes: 5 a phase with four or five players, 6 with three, 9 then 6 with two', () => {
  for (const [players, sizes] of [
    [5, [5, 5, 5]],
    [4, [5, 5, 5]],
    [3, [6, 6, 6]],
    [2, [9, 6, 6]],
  ] as const) {
    const s = state(table(players, players === 5 ? { crew: 5 } : {}));
    assert.equal(humans(s), players);
    assert.deepEqual(
      [1, 2, 3].map((p) => packetSize(s, p)),
      sizes,
      `${players} players`,
    );
  }
});

test('a fifth crew member flown as an android adds one card to the phase-1 packet only', () => {
  const s = state(table(4, { crew: 5 }));
  assert.equal(humans(s), 4);
  assert.deepEqual(
    [1, 2, 3].map((p) => packetSize(s, p)),
    [6, 5, 5],
  );
  const three = state(table(3, { crew: 5 }));
  assert.deepEqual(
    [1, 2].map((p) => packetSize(three, p)),
    [7, 6],
  );
});

test("a packet's heroic card takes the place of one drawn card; the hand stays sorted", () => {
  const s = state(table(3));
  s.hands[0] = [];
  const before = s.deck.length;
  dealPacket(s, 0, 1, apply(), 'H:A|lower-blue');
  assert.equal(s.hands[0]?.length, 6);
  assert.equal(s.deck.length, before - 5);
  assert.ok(s.hands[0]?.includes('H:A|lower-blue'));
  assert.deepEqual(s.hands[0], [...(s.hands[0] as string[])].sort());
  s.hands[1] = [];
  dealPacket(s, 1, 2, apply(), null);
  assert.equal(s.hands[1]?.length, 6);
  assert.equal(s.deck.length, before - 11);
});

test('an empty deck deals nothing more', () => {
  const s = state(table(3));
  s.deck = ['B|red'];
  s.hands[2] = [];
  dealPacket(s, 2, 2, apply(), null);
  assert.deepEqual(s.hands[2], ['B|red']);
  assert.equal(drawCard(s, Rng.fromSeed(1)), null);
});

test('hands: cards added in sorted order; a card taken out once; a card not held is an error', () => {
  const hand = ['B|red'];
  addToHand(hand, ['A|red', 'C|blue', 'A|red']);
  assert.deepEqual(hand, ['A|red', 'A|red', 'B|red', 'C|blue']);
  removeFromHand(hand, 'A|red');
  assert.deepEqual(hand, ['A|red', 'B|red', 'C|blue']);
  assert.throws(() => removeFromHand(hand, 'D:A+B|red'), /not in the hand/);
  assert.deepEqual(hand, ['A|red', 'B|red', 'C|blue']);
});
