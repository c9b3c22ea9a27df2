import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ApplyContext, Rng } from '@airlock/engine';
import type { Card } from '../src/data/cards.ts';
import { drain } from '../src/flow.ts';
import { game, LAB, Scenario } from './helpers.ts';

/**
 * Interrupts (rulebook, "Interrupt cards"): every part of a turn can be interrupted; Quick Thinking
 * actions resolve fully in the order played, so the action one of them gives is not itself
 * interrupted. An Override copying an ally's ability card plays that card for the ally, who holds no
 * card for it. Whoever is not asked has nothing to do, and a finished game asks nobody.
 */

function ctxOf(t: Scenario): ApplyContext {
  return { rng: Rng.fromSeed(1), emit: (e) => t.events.push(e) };
}

const cardsInGame = (t: Scenario) =>
  t.s.deck.length + t.s.discard.length + t.s.hands.reduce((k, h) => k + h.length, 0) + t.s.gear.flat().length;

describe('who is asked in a window', () => {
  test('each seat still to answer, then the clock; a seat that passed is asked no more', () => {
    const t = new Scenario(3).at(0).hand(0, 'eva').hand(1, 'eva').hand(2, 'eva');
    t.act(0, { type: 'draw' });
    assert.equal(t.top()?.t, 'win');
    const first = t.s.stack.length;
    assert.deepEqual(t.pendingActors(), [1, 2, 'system'], 'the declarer is not asked about its own action');
    assert.deepEqual(t.legal(0), [], 'nor has anything to answer');
    assert.deepEqual(t.legal('system'), [{ type: 'close' }]);
    t.act(1, { type: 'pass' });
    assert.equal(t.s.stack.length, first, 'the window stays open for seat 2');
    assert.deepEqual(t.pendingActors(), [2, 'system']);
    assert.deepEqual(t.legal(1), [], 'seat 1 passed');
    const sys = game.pending(t.s).find((p) => p.actor === 'system');
    assert.ok((sys?.afterMs ?? 0) > 0, 'the clock closes the window after a while');
  });

  test('after a second window of the same kind, each is asked about its own waiting seats', () => {
    const t = new Scenario(3).at(0).hand(0, 'eva').hand(1, 'eva').hand(2, 'eva');
    t.act(0, { type: 'draw' });
    t.act(2, { type: 'pass' });
    assert.deepEqual(t.pendingActors(), [1, 'system']);
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'draw' });
    assert.deepEqual(t.pendingActors(), [1, 2, 'system'], 'a fresh window asks both again');
  });
});

describe('a finished game', () => {
  test('asks nobody and offers nothing, to the seats or the clock', () => {
    const t = new Scenario(2).at(0).hand(0, 'eva').hand(1, 'eva');
    t.act(0, { type: 'draw' });
    t.s.over = { summary: 'over', ranks: [1, 1] } as unknown as typeof t.s.over;
    assert.deepEqual(t.pendingActors(), []);
    for (const actor of [0, 1, 'system'] as const) assert.deepEqual(t.legal(actor), []);
  });
});

describe('Quick Thinking: the actions it gives are not interrupted', () => {
  /** Seat 0 takes a free action of the given origin and draws; seat 1 holds every interrupt. */
  function freeDraw(why: string): Scenario {
    const t = new Scenario(2).at(0).hand(0, 'eva').hand(1, 'quick-thinking', 'meeting', 'override');
    t.s.stack.push({ t: 'free', seat: 0, why });
    drain(t.s, ctxOf(t));
    t.act(0, { type: 'draw' });
    return t;
  }

  test('an action given by Quick Thinking (or Always Thinking) cannot be interrupted', () => {
    for (const why of ['quick-thinking', 'always-thinking']) {
      const t = freeDraw(why);
      const answers = t.legal(1).filter((a) => a.type === 'interrupt');
      assert.deepEqual(answers, [], why);
    }
  });

  test('a free action of another origin can be, like any turn action', () => {
    const t = freeDraw('make-sure-it-works');
    const cards = t
      .legal(1)
      .filter((a) => a.type === 'interrupt')
      .map((a) => a.card);
    assert.deepEqual(cards.sort(), ['meeting', 'quick-thinking']);
    const plain = new Scenario(2).at(0).hand(0, 'eva').hand(1, 'quick-thinking');
    plain.act(0, { type: 'draw' });
    assert.ok(plain.has(1, { type: 'interrupt', card: 'quick-thinking' }));
  });

  test('Override cancels a card played in a turn, but not one played in a Quick Thinking action', () => {
    const t = new Scenario(2).at(0).hand(0, 'lift').hand(1, 'override');
    t.s.pos[0] = LAB;
    t.act(0, { type: 'play', card: 'lift' });
    assert.ok(t.has(1, { type: 'interrupt', card: 'override' }));
    const q = new Scenario(2).at(0).hand(0, 'lift').hand(1, 'override');
    q.s.stack.push({ t: 'free', seat: 0, why: 'quick-thinking' });
    drain(q.s, ctxOf(q));
    q.act(0, { type: 'play', card: 'lift' });
    assert.ok(!q.has(1, { type: 'interrupt', card: 'override' }));
  });
});

describe("Override: copying an ally's ability card", () => {
  /** Team game: seat 0 plays the card; its ally (seat 2) copies it with an Override. */
  function copying(card: Card, a: Record<string, unknown>, allyHand: Card[], damaged = 0): Scenario {
    const t = new Scenario(4, { mode: 'team' })
      .at(0)
      .hand(0, card, 'eva')
      .hand(2, 'override', ...allyHand);
    if (damaged > 0) t.cubes({ [LAB]: 3 - damaged }).damage(damaged);
    assert.equal(t.s.team[0], t.s.team[2], 'seats 0 and 2 are allies');
    t.act(0, { type: 'play', card, ...a });
    t.act(2, { type: 'interrupt', card: 'override', copy: true });
    t.settle();
    return t;
  }

  test('the copier holds no card for the copy: a single card in hand can still be given (Requisition)', () => {
    // Seat 2 holds nothing but the Override; seat 0's Requisition gives it one card first.
    const t = copying('requisition', { to: 2 }, []);
    assert.equal(t.top()?.t, 'give', "seat 0's own Requisition first: it gives a card to seat 2");
    t.act(0, { type: 'give', card: 'eva' } as never);
    assert.equal(t.top()?.t, 'copy');
    assert.deepEqual(t.s.hands[2], ['eva']);
    assert.ok(
      t.legal(2).some((a) => a.type === 'play' && a.card === 'requisition' && a.to === 0),
      'seat 2 may give its only card back',
    );
    for (const a of t.legal(2))
      assert.ok(
        a.type === 'end' || (a.type === 'play' && a.card === 'requisition'),
        'only the copied card, or decline',
      );
  });

  test('a copy is taken once, and adds no card to the discard pile', () => {
    const t = copying('remote-repair', { target: LAB }, [], 2);
    assert.equal(t.s.cubes[LAB], 2, "seat 0's repair");
    assert.equal(t.top()?.t, 'copy');
    const total = cardsInGame(t);
    const discard = t.s.discard.length;
    const play = t.legal(2).find((a) => a.type === 'play');
    assert.ok(play);
    t.act(2, play);
    assert.equal(t.s.cubes[LAB], 3, "seat 2's copied repair");
    assert.notEqual(t.top()?.t, 'copy', 'the copy is used up');
    assert.equal(t.s.discard.length, discard, 'the copier played no card of its own');
    assert.equal(cardsInGame(t), total);
  });
});
