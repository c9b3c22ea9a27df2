import type { Sourced } from './origin.ts';

/**
 * The ship's cat and SIS-TER mainframe decks and role boards (L44-45, L224-233, L579-627). The rulebook
 * gives how they are used (a face-up cat deck at 2 players, role boards with two tokens moving onto
 * trigger spaces that return cards) but prints no card and no board: every card and space here is
 * designed, built from verbs the base rules already have.
 */
export type CatEffect = 'prowl' | 'fetch' | 'spook' | 'hiss';
export type SisterEffect = 'lockdown' | 'supply' | 'databurst' | 'override';

export interface RoleCard<E extends string> {
  id: string;
  name: string;
  effect: E;
  count: number;
}

export const CAT_DECK: Sourced & { cards: RoleCard<CatEffect>[] } = {
  origin: 'designed',
  source: 'L44-45, L224-233 and L596-605 name the deck; no cat card is printed',
  cards: [
    // The cat moves 1 or 2 chambers by corridor or tunnel (the security door blocks it).
    { id: 'prowl', name: 'Prowl', effect: 'prowl', count: 2 },
    // A crew player of the controller's choice with a surviving character draws 1 crew card.
    { id: 'fetch', name: 'Fetch', effect: 'fetch', count: 1 },
    // A terror token in the cat's chamber or a neighbouring one is removed.
    { id: 'spook', name: 'Spook', effect: 'spook', count: 1 },
    // An image in the cat's chamber or a neighbouring one moves 1 chamber (never into the cat's).
    { id: 'hiss', name: 'Hiss', effect: 'hiss', count: 1 },
  ],
};

export const SISTER_DECK: Sourced & { cards: RoleCard<SisterEffect>[] } = {
  origin: 'designed',
  source: 'L607-627 names the deck; no mainframe card is printed',
  cards: [
    // The DOOR icon: the security door shut on any corridor (L1334-1340).
    { id: 'lockdown', name: 'Lockdown', effect: 'lockdown', count: 2 },
    // The MISSION - SIS-TER MAINFRAME INTERFACE icon (L1291-1296).
    { id: 'supply', name: 'Supply routing', effect: 'supply', count: 2 },
    // One data token of the player's choice, kept for the showdown (L877-881, L807-812).
    { id: 'databurst', name: 'Data burst', effect: 'databurst', count: 2 },
    // Android status +1 while the android is active.
    { id: 'override', name: 'Override', effect: 'override', count: 1 },
  ],
};

/** Role board: two tokens, each on its own track of 4 spaces past the start; spaces 2 and 4 return a card. */
export const ROLE_BOARD: Sourced & { spaces: number; triggers: number[] } = {
  origin: 'designed',
  source: 'L584-585, L604-605, L617-627 name the board, its 2 tokens and trigger spaces, not their layout',
  spaces: 4,
  triggers: [2, 4],
};

/** Every card of a deck, by id, as many times as its count, sorted. */
export function deckList<E extends string>(deck: { cards: RoleCard<E>[] }): string[] {
  const out: string[] = [];
  for (const c of deck.cards) for (let i = 0; i < c.count; i++) out.push(c.id);
  return out.sort();
}

export const CAT_CARD: Record<string, RoleCard<CatEffect>> = Object.fromEntries(CAT_DECK.cards.map((c) => [c.id, c]));
export const SISTER_CARD: Record<string, RoleCard<SisterEffect>> = Object.fromEntries(
  SISTER_DECK.cards.map((c) => [c.id, c]),
);
