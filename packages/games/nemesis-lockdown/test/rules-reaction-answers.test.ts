/**
 * Answering a reaction window (reaction-answers.ts): the card played leaves the hand for the discard
 * pile, and a redirected attack goes to the character the intruder would pick next among the others:
 * the fewest cards in hand, then the first in turn order.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { placeIntruder } from '../src/core/intruders.ts';
import { attacks } from '../src/eventphase.ts';
import { mightReact } from '../src/reactions.ts';
import type { GameState } from '../src/types.ts';
import { act, indexOf, player, position, reveal, scripted } from './helpers.ts';

const INCONSPICUOUS = 'lab-rat.inconspicuous';

/** The Lab Rat (seat 0, one card: Inconspicuous), the Sentry and the Survivor in a lit r1. */
function crowd(sentryCards: number, survivorCards: number, firstPlayer = 0): GameState {
  const s = position(['lab-rat', 'sentry', 'survivor']);
  s.firstEncounterDone = true;
  reveal(s, 'r1', 'decon');
  for (const p of s.players) p.room = 'r1';
  s.power.active = [...s.power.sections];
  s.firstPlayer = firstPlayer;
  player(s, 0).hand = [INCONSPICUOUS];
  player(s, 1).hand = ['sentry.patrol', 'sentry.repairs', 'sentry.stun'].slice(0, sentryCards);
  player(s, 2).hand = ['survivor.keep-moving', 'survivor.repairs', 'survivor.scavenge'].slice(0, survivorCards);
  placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
  attacks(s, scripted([]).ctx);
  assert.equal(s.windows.length, 1, 'the Lab Rat, fewest cards, is picked and asked');
  return s;
}

function redirected(s: GameState): number[] {
  act(s, 0, { type: 'react', card: INCONSPICUOUS }, scripted([indexOf(s.attackDeck, 'scratch')]).ctx);
  return s.players.map((p) => p.light);
}

describe('a redirected attack', () => {
  test('goes to the other character with the fewest cards; the card played leaves the hand', () => {
    const s = crowd(3, 2);
    assert.deepEqual(redirected(s), [0, 0, 1]);
    assert.deepEqual(player(s, 0).hand, []);
    assert.deepEqual(player(s, 0).discard.slice(-1), [INCONSPICUOUS]);
  });

  test('between equal hands, to the first in turn order from the first player', () => {
    assert.deepEqual(redirected(crowd(2, 2, 2)), [0, 0, 1]);
    assert.deepEqual(redirected(crowd(2, 2, 0)), [0, 1, 0]);
  });
});

describe('who may be asked', () => {
  test('a living Lab Rat with cards in hand and the card not yet discarded; never a dead one', () => {
    const s = position(['lab-rat', 'sentry']);
    const p = player(s, 0);
    p.hand = ['lab-rat.scurry'];
    p.discard = [];
    assert.equal(mightReact(p, 'redirect-attack'), true);
    p.status = 'dead';
    assert.equal(mightReact(p, 'redirect-attack'), false);
  });
});
