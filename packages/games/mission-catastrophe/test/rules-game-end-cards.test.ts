import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clearStack } from '../src/state.ts';
import { Scenario } from './helpers.ts';

/**
 * When the game ends with steps still pending, no card leaves the game: the cards an open window
 * holds go back to the seat whose action or interrupt never resolved, cards being chosen from
 * (Operations) go under the deck, and a transfer proposal goes back to whoever put the cards in.
 */
describe('the end of the game keeps every card', () => {
  test('held, drawn and proposed cards all go back; the stack is empty', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'eva').hand(2, 'hack');
    t.s.deck = ['lift'];
    t.s.stack.push({ t: 'keep', seat: 1, cards: ['suit', 'override'] });
    t.s.stack.push({ t: 'transfer', seat: 0, ally: 2, side: 1, give: ['meeting'], take: ['scavenge'] });
    t.s.stack.push({
      t: 'win',
      w: {
        kind: 'action',
        seats: [1],
        mode: 'parallel',
        passed: [],
        at: 0,
        data: { what: 'action', by: 3, held: ['requisition'] },
      },
    });
    clearStack(t.s);
    assert.deepEqual(t.s.stack, []);
    assert.deepEqual(t.s.hands[3], ['requisition'], 'the held card goes back to the seat that played it');
    assert.deepEqual(t.s.deck, ['suit', 'override', 'lift'], 'drawn cards go under the deck');
    assert.deepEqual(t.s.hands[0], ['eva', 'meeting'], 'an offered card goes back to the giver');
    assert.deepEqual(t.s.hands[2], ['hack', 'scavenge'], 'an asked-for card goes back to the ally');
  });

  test('a window holding nothing and a transfer with nothing proposed give nothing back', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'eva');
    t.s.stack.push({ t: 'transfer', seat: 0, ally: 2, side: 0 });
    t.s.stack.push({
      t: 'win',
      w: { kind: 'damage', seats: [1], mode: 'parallel', passed: [], at: 0, data: { what: 'damage', by: 0 } },
    });
    clearStack(t.s);
    assert.deepEqual(t.s.hands, [['eva'], [], [], []]);
    assert.deepEqual(t.s.stack, []);
  });
});
