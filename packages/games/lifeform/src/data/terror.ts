import type { Sourced } from './origin.ts';

/**
 * The terror deck (L12, L400-403). The rulebook says a character meeting a terror token draws one and
 * follows it; the cards are designed, each a short list of effects built from published rule verbs.
 */
export type TerrorEffect =
  /** Advance the self-destruct tracker 1 space. */
  | 'self-destruct'
  /** Advance the malfunction tracker 1 space. */
  | 'malfunction'
  /** The lifeform draws a lifeform card. */
  | 'lifeform-draws'
  /** The character's player discards a card of their choice. */
  | 'discard'
  /** The character loses its heat analyzer token, if it still has one. */
  | 'drop-analyzer'
  /** The character makes a panic move (L534-552 rules). */
  | 'panic';

export interface TerrorCard {
  id: string;
  name: string;
  count: number;
  effects: TerrorEffect[];
}

export const TERROR_DECK: Sourced & { cards: TerrorCard[] } = {
  origin: 'designed',
  source: 'L400-403 describe drawing; no terror card is printed',
  cards: [
    { id: 'klaxon', name: 'Klaxon', count: 2, effects: ['self-destruct'] },
    { id: 'sparks', name: 'Shower of Sparks', count: 2, effects: ['malfunction'] },
    { id: 'scratching', name: 'Scratching in the Walls', count: 2, effects: ['lifeform-draws'] },
    { id: 'fumble', name: 'Fumble', count: 2, effects: ['discard'] },
    { id: 'dropped-kit', name: 'Dropped Kit', count: 1, effects: ['drop-analyzer', 'self-destruct'] },
    { id: 'bolt', name: 'Bolt for It', count: 2, effects: ['panic'] },
    { id: 'shadows', name: 'Only Shadows', count: 1, effects: [] },
  ],
};

export const TERROR_CARD: Record<string, TerrorCard> = Object.fromEntries(TERROR_DECK.cards.map((c) => [c.id, c]));
