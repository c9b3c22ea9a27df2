/**
 * Paying costs (payment.ts): which cards pay, the ways to pay listed, and the random draw of one legal
 * action, which must pick exactly as a uniform draw over the legal list would.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Rng } from '@airlock/engine';
import { Paid, pay, payments } from '../src/payment.ts';
import type { GameState, Player } from '../src/types.ts';
import { game, giveHand, player, position } from './helpers.ts';

const hand = (cards: string[]) => ({ seat: 0, hand: cards, discard: [] as string[] }) as unknown as Player;

describe('ways to pay', () => {
  test('contamination cards never pay a cost, scanned or not', () => {
    const p = hand([
      'contamination',
      'contamination:clean',
      'contamination:infected',
      'lab-rat.scurry',
      'lab-rat.self-test',
    ]);
    assert.deepEqual(payments(p, 1), [['lab-rat.scurry'], ['lab-rat.self-test']]);
    assert.deepEqual(payments(p, 2), [['lab-rat.scurry', 'lab-rat.self-test']]);
    assert.deepEqual(payments(p, 3), []);
  });

  test('a free cost has exactly one way to pay: no card', () => {
    assert.deepEqual(payments(hand(['lab-rat.scurry']), 0), [[]]);
    assert.deepEqual(payments(hand([]), 0), [[]]);
  });

  test('paying moves the cards named from the hand to the discard pile; a card not in hand is refused', () => {
    const p = hand(['lab-rat.scurry', 'lab-rat.self-test']);
    pay(p, ['lab-rat.self-test']);
    assert.deepEqual(p.hand, ['lab-rat.scurry']);
    assert.deepEqual(p.discard, ['lab-rat.self-test']);
    assert.throws(() => pay(p, ['lab-rat.second-wind']), /not in hand/);
    assert.deepEqual(p.hand, ['lab-rat.scurry'], 'nothing changed');
    assert.deepEqual(p.discard, ['lab-rat.self-test']);
  });

  test('the ways to pay stay right however many hands were looked up before (the kept lists start over)', () => {
    const paid = new Paid(hand([]));
    // More different hands than the kept lists hold (20,000), so they start over at least once.
    for (let i = 0; i < 20_100; i++) {
      const p = hand([`a.${i}`, `b.${i}`]);
      assert.deepEqual(paid.reset(p).ways(1, undefined), [[`a.${i}`], [`b.${i}`]]);
    }
    assert.deepEqual(paid.reset(hand(['a.0', 'b.0'])).ways(2, undefined), [['a.0', 'b.0']]);
  });
});

/** A generator that answers int() with `k` and records each range asked. */
function fixed(k: number): { rng: Rng; asked: [number, number][] } {
  const asked: [number, number][] = [];
  const rng = {
    int(min: number, max: number): number {
      asked.push([min, max]);
      return k;
    },
  } as unknown as Rng;
  return { rng, asked };
}

function drawAll(s: GameState): void {
  const legal = game.legalActions(s, 0);
  assert.ok(legal.length > 1);
  for (let k = 0; k < legal.length; k++) {
    const { rng, asked } = fixed(k);
    assert.deepEqual(game.randomAction?.(s, 0, rng), legal[k], `draw ${k}`);
    assert.deepEqual(asked, [[0, legal.length - 1]], 'one draw over the whole list');
  }
}

describe('a random legal action (random playouts)', () => {
  test('each draw picks the action at that place of the legal list, blocks of several ways to pay included', () => {
    const s = position(['lab-rat']);
    const p = player(s, 0);
    giveHand(p, ['lab-rat.scurry', 'lab-rat.self-test', 'lab-rat.second-wind', 'lab-rat.bandage-up']);
    p.light = 1;
    p.hand.unshift('contamination');
    drawAll(s);
    // In combat: other blocks (cover, no run).
    s.intruders.push({ id: s.nextIntruderId++, kind: 'adult', room: p.room, injuries: 0 });
    drawAll(s);
  });

  test('with a single legal action it is taken without a draw', () => {
    const s = position(['lab-rat']);
    const p = player(s, 0);
    p.actionsLeft = 0;
    p.hands = [];
    p.inventory = [];
    const legal = game.legalActions(s, 0);
    assert.deepEqual(legal, [{ type: 'pass' }]);
    const { rng, asked } = fixed(0);
    assert.deepEqual(game.randomAction?.(s, 0, rng), { type: 'pass' });
    assert.deepEqual(asked, []);
  });
});
