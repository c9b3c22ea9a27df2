import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { intruderAttack } from '../src/core/attack.ts';
import { placeIntruder } from '../src/core/intruders.ts';
import type { GameState } from '../src/types.ts';
import { CONTAMINATION } from '../src/types.ts';
import { indexOf, player, position, reveal, scripted } from './helpers.ts';

/**
 * Intruder attacks (004, intruder attack): the attack card's effect on the character, the extra light
 * wound of some cards in darkness, and the attack deck reshuffled from its discard pile when empty.
 */
function lit(dark = false): GameState {
  const s = position(['sentry', 'survivor']);
  s.firstEncounterDone = true;
  s.decisions = [];
  reveal(s, 'r1', 'archive');
  player(s, 0).room = 'r1';
  player(s, 1).room = 'r2';
  s.power.active = dark ? [] : [...s.power.sections];
  return s;
}

const contamination = (s: GameState) =>
  player(s, 0).discard.filter((c) => c.startsWith(CONTAMINATION)).length +
  player(s, 0).hand.filter((c) => c.startsWith(CONTAMINATION)).length;

/** An adult in r1 attacks seat 0 with the given card. */
function attackWith(s: GameState, card: string): void {
  const intr = placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
  intruderAttack(s, intr, player(s, 0), scripted([indexOf(s.attackDeck, card), 0, 0, 0]).ctx);
}

describe('attack cards, effect by effect (in a lit room)', () => {
  test('scratch: one light wound, nothing else', () => {
    const s = lit();
    attackWith(s, 'scratch');
    assert.equal(player(s, 0).light, 1);
    assert.equal(contamination(s), 0);
    assert.equal(player(s, 0).slime, false);
  });

  test('claws: a light wound and a contamination card; no extra wound in the light', () => {
    const s = lit();
    attackWith(s, 'claws');
    assert.equal(player(s, 0).light, 1);
    assert.equal(contamination(s), 1);
  });

  test('slime spit: slime and a contamination card, no wound', () => {
    const s = lit();
    attackWith(s, 'slime-spit');
    assert.equal(player(s, 0).slime, true);
    assert.equal(contamination(s), 1);
    assert.equal(player(s, 0).light + player(s, 0).serious.length, 0);
  });

  test('tail lash: two light wounds (in the light)', () => {
    const s = lit();
    attackWith(s, 'tail-lash');
    assert.equal(player(s, 0).light, 2);
  });

  test('a card marked for darkness adds one light wound in a room without power, only there', () => {
    const s = lit(true);
    attackWith(s, 'claws');
    assert.equal(player(s, 0).light, 2);
  });
});

describe('the attack deck', () => {
  test('an empty deck takes its discard pile back before the draw', () => {
    const s = lit();
    s.attackDeck = {};
    s.attackDiscard = ['scratch', 'bite'];
    const intr = placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    intruderAttack(s, intr, player(s, 0), scripted([indexOf({ bite: 1, scratch: 1 }, 'scratch')]).ctx);
    assert.deepEqual(s.attackDeck, { bite: 1 });
    assert.deepEqual(s.attackDiscard, ['scratch']);
    assert.equal(player(s, 0).light, 1);
  });
});
