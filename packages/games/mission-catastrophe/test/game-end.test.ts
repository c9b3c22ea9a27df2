import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Card } from '../src/data/cards.ts';
import { ENG, NAV, Scenario } from './helpers.ts';

const FOUR: Card[] = ['oxygen', 'food', 'power', 'nav'];

/** Every card of the game, wherever it is, counted by kind. */
function cardCount(t: Scenario): number {
  const s = t.s;
  let n = s.deck.length + s.discard.length + s.piles.reduce((a, b) => a + b, 0);
  for (const h of s.hands) n += h.length;
  for (const g of s.gear) n += g.length;
  return n;
}

describe('the game ends while an interrupted action waits', () => {
  test('an escape taken through Quick Thinking keeps the interrupted card in the game', () => {
    const t = new Scenario(2)
      .at(0)
      .hand(0, 'eva')
      .hand(1, 'quick-thinking', ...FOUR);
    t.s.pos[1] = NAV;
    t.s.fuse[0] = 'B';
    const before = cardCount(t);
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    t.settle();
    t.act(1, { type: 'escape' });
    t.settle();
    assert.deepEqual(t.s.over?.winners, [1]);
    assert.equal(cardCount(t), before, 'no card vanished with the cleared stack');
    assert.deepEqual(t.s.hands[0], ['eva'], 'the EVA never resolved: back in its hand');
  });

  test('an explosion caused through Quick Thinking keeps the interrupted card in the game', () => {
    const t = new Scenario(2)
      .at(0)
      .hand(0, 'eva')
      .hand(1, 'quick-thinking', 'scavenge')
      .cubes({ [NAV]: 1, [ENG]: 2 })
      .damage(32);
    const before = cardCount(t);
    t.act(0, { type: 'play', card: 'eva', to: ENG });
    t.act(1, { type: 'interrupt', card: 'quick-thinking' });
    t.settle();
    // Navigation's last cube moves to the Engine Room: its pod is lost, its cube fills the board.
    t.act(1, { type: 'play', card: 'scavenge', from: NAV, to: ENG });
    t.settle();
    t.cascade();
    assert.equal(t.s.over?.details?.cause, 'explosion');
    assert.equal(cardCount(t), before, 'no card vanished with the cleared stack');
    assert.deepEqual(t.s.hands[0], ['eva']);
  });
});
