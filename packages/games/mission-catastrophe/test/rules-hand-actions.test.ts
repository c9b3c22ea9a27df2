import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { GameEvent } from '@airlock/engine';
import type { Card } from '../src/data/cards.ts';
import { removeAt, takeFromHand } from '../src/hand.ts';
import { CQ, GH, LAB, LS, OPS, POD, Scenario, TELE } from './helpers.ts';
import { RoleTable } from './roles-helpers.ts';

/**
 * A seat's actions and its hand (rulebook, "Player turns", "PIP cards"): drawing needs a card to
 * draw (the discard pile is shuffled into a new deck when the deck runs out); a pod's ID can be looked
 * at beside a pod still there; allies in the same module may trade cards; equipment stays in play, not
 * on the discard pile; the Bear makes whoever enters its owner's module show their hand and eats a food
 * card. A hand is seen by its owner and, in Team and Co-op games, by the owner's allies only.
 */

function lastOf(t: Scenario, rule: string): GameEvent {
  const e = t.events.filter((x) => x.rule === rule).at(-1);
  assert.ok(e, `an event ${rule}`);
  return e;
}

describe('who sees a card taken from a hand', () => {
  test('Team: a card taken from an opponent is seen by both teams (each side sees its own member’s hand)', () => {
    const t = new Scenario(4, { mode: 'team' }).at(0).hand(0, 'requisition').hand(1, 'eva');
    t.s.pos = [CQ, CQ, LAB, LAB];
    t.do(0, { type: 'play', card: 'requisition', from: 1 });
    assert.deepEqual(t.s.hands[0], ['eva']);
    assert.deepEqual([...(lastOf(t, 'pip.requisition').to ?? [])].sort(), [0, 1, 2, 3]);
  });

  test('Sole Survivor: only the taker and the one it was taken from see the card', () => {
    const t = new Scenario(4).at(0).hand(0, 'requisition').hand(1, 'eva');
    t.s.pos = [CQ, CQ, LAB, LAB];
    t.do(0, { type: 'play', card: 'requisition', from: 1 });
    assert.deepEqual([...(lastOf(t, 'pip.requisition').to ?? [])].sort(), [0, 1]);
  });
});

describe('drawing', () => {
  test('no draw when the deck and the discard pile are both empty', () => {
    const t = new Scenario(2).at(0);
    t.s.deck = [];
    t.s.discard = [];
    assert.ok(!t.legal(0).some((a) => a.type === 'draw'));
  });

  test('an empty deck with a discard pile: the pile is shuffled into a new deck and the draw goes on', () => {
    const t = new Scenario(2).at(0);
    t.s.deck = [];
    t.s.discard = ['eva'];
    assert.ok(t.legal(0).some((a) => a.type === 'draw'));
    t.do(0, { type: 'draw' });
    assert.deepEqual(t.s.hands[0], ['eva']);
    assert.deepEqual(t.s.discard, []);
    assert.deepEqual(t.s.deck, []);
    assert.ok(t.rules().includes('pip.reshuffle'));
  });

  test('nothing left anywhere: no shuffle, and a draw that finds nothing gives nothing', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = OPS;
    t.s.deck = ['eva', 'hack'];
    t.s.discard = [];
    t.do(0, { type: 'module', m: OPS });
    assert.ok(!t.rules().includes('pip.reshuffle'));
  });

  test('a resource traded for three cards with two cards left to draw: those two only, no empty card', () => {
    const t = new Scenario(2).at(0).hand(0, 'food');
    t.s.pos[0] = LAB;
    t.s.deck = ['eva'];
    t.s.discard = [];
    t.do(0, { type: 'module', m: LAB, give: 'food' });
    // The deck's card, then the traded card itself once the discard pile became the deck.
    assert.deepEqual([...(t.s.hands[0] ?? [])].sort(), ['eva', 'food']);
  });
});

describe('looking at a pod', () => {
  test('no look in a module without an escape pod', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = LS;
    assert.ok(!t.legal(0).some((a) => a.type === 'view'));
  });

  test('no look at a pod that is gone', () => {
    const t = new Scenario(2).at(0);
    t.s.pos[0] = GH;
    t.s.podUp[POD.gh] = 0;
    assert.ok(!t.legal(0).some((a) => a.type === 'view'));
    t.s.podUp[POD.gh] = 1;
    assert.ok(t.legal(0).some((a) => a.type === 'view'));
  });
});

describe('card transfers between allies', () => {
  test('only with an ally in the same module: not with oneself, not with an ally elsewhere', () => {
    const t = new Scenario(6, { mode: 'team', teams: 'trios' }).at(0);
    // Trios: seats 0, 2, 4 against 1, 3, 5.
    t.s.pos = [CQ, CQ, CQ, LAB, LAB, LAB];
    const allies = t
      .legal(0)
      .filter((a) => a.type === 'transfer')
      .map((a) => a.ally);
    assert.deepEqual(allies, [2]);
  });
});

describe('equipment', () => {
  test('a Space Suit played stays in play and does not go to the discard pile', () => {
    const t = new Scenario(2).at(0).hand(0, 'suit');
    t.s.discard = [];
    t.do(0, { type: 'play', card: 'suit' });
    assert.deepEqual(t.s.gear[0], ['suit']);
    assert.deepEqual(t.s.discard, []);
  });

  test('a Space Suit played is no discarded card, even with another suit already on the pile (One Alien’s Trash)', () => {
    const t = new RoleTable(3).role(2, 'one-aliens-trash').hand(0, 'suit');
    t.s.discard = ['suit'];
    t.do(0, { type: 'play', card: 'suit' });
    assert.notEqual(t.top()?.t, 'x:role', 'the Quartermaster is not offered the suit');
    assert.equal(t.s.charges[2], 3);
  });
});

describe('the Bear', () => {
  test('the food it eats and the Bear itself go to the discard pile', () => {
    const t = new Scenario(2, { promos: true }).at(0).hand(0, 'food', 'eva');
    t.s.pos = [CQ, LAB];
    t.s.gear[1] = ['bear'];
    t.s.discard = [];
    t.do(0, { type: 'move', to: LAB });
    assert.deepEqual([...t.s.discard].sort(), ['bear', 'food']);
  });

  test('its owner walking in with food does not feed it', () => {
    const t = new Scenario(2, { promos: true }).at(0).hand(0, 'food');
    t.s.pos = [CQ, LAB];
    t.s.gear[0] = ['bear'];
    t.do(0, { type: 'move', to: LAB });
    assert.deepEqual(t.s.hands[0], ['food']);
    assert.deepEqual(t.s.gear[0], ['bear']);
  });

  test('crew without a Bear in the module entered ask nothing of the visitor', () => {
    const t = new Scenario(2, { promos: true }).at(0).hand(0, 'food');
    t.s.pos = [CQ, LAB];
    t.s.gear[1] = ['suit'];
    t.do(0, { type: 'move', to: LAB });
    assert.deepEqual(t.s.hands[0], ['food']);
    assert.deepEqual(t.s.gear[1], ['suit']);
    assert.ok(!t.rules().includes('pip.bear'));
  });

  test('an Emergency Meeting does not make crew already in the meeting module enter it again', () => {
    const t = new Scenario(3, { promos: true }).at(0).hand(0, 'meeting').hand(2, 'food');
    // Module number 1 is Crew Quarters.
    t.s.pos = [TELE, CQ, CQ];
    t.s.gear[1] = ['bear'];
    t.do(0, { type: 'play', card: 'meeting' });
    assert.deepEqual(t.s.pos, [CQ, CQ, CQ]);
    assert.deepEqual(t.s.hands[2], ['food'], 'seat 2 was already there: the Bear asks it nothing');
    assert.deepEqual(t.s.gear[1], ['bear']);
  });
});

describe('taking a card out of a hand', () => {
  test('a card the hand does not hold: nothing is taken, and the answer says so', () => {
    const hand: Card[] = ['eva', 'hack'];
    const t = new Scenario(2).at(0).hand(0, ...hand);
    assert.equal(takeFromHand(t.s, 0, 'lift'), false);
    assert.deepEqual(t.s.hands[0], ['eva', 'hack']);
    assert.equal(takeFromHand(t.s, 0, 'eva'), true);
    assert.deepEqual(t.s.hands[0], ['hack']);
  });

  test('removing at an index behaves as splice(i, 1): negative indexes count from the end, past the end removes nothing', () => {
    for (let i = -5; i <= 5; i++) {
      const a = [1, 2, 3, 4];
      const b = [1, 2, 3, 4];
      removeAt(a, i);
      b.splice(i, 1);
      assert.deepEqual(a, b, `index ${i}`);
    }
  });
});
