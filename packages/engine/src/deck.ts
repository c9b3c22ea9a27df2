import type { Rng } from './rng.ts';

/**
 * A deck of face-down cards with a discard pile. Cards are plain JSON values; games whose cards of
 * one kind are interchangeable store the kind only, so nothing in a hidden pile can be told apart
 * or tracked (the view never shows a pile's order, only its size).
 */
export interface Deck<C> {
  draw: C[];
  discard: C[];
}

export function newDeck<C>(cards: C[], rng: Rng): Deck<C> {
  return { draw: rng.shuffle([...cards]), discard: [] };
}

/**
 * Draws the top card. When the draw pile is empty the discard pile is shuffled into a new draw pile
 * first (the usual rule; a game whose deck must not reshuffle passes reshuffle=false).
 * Returns undefined when both piles are empty.
 */
export function drawCard<C>(deck: Deck<C>, rng: Rng, reshuffle = true): C | undefined {
  if (deck.draw.length === 0 && reshuffle && deck.discard.length > 0) {
    deck.draw = rng.shuffle(deck.discard);
    deck.discard = [];
  }
  return deck.draw.pop();
}

export function discardCard<C>(deck: Deck<C>, card: C): void {
  deck.discard.push(card);
}

/** Removes the first card equal to the given one from a hand; false when it is not there. */
export function removeOne<C>(hand: C[], card: C): boolean {
  const i = hand.indexOf(card);
  if (i < 0) return false;
  hand.splice(i, 1);
  return true;
}

/** Counts of each kind in a list: how a hidden pile can be described without its order. */
export function countKinds<C extends string>(cards: readonly C[]): Partial<Record<C, number>> {
  const out: Partial<Record<C, number>> = {};
  for (const c of cards) out[c] = (out[c] ?? 0) + 1;
  return out;
}
