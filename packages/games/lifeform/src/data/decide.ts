import type { Sourced } from './origin.ts';

/**
 * Secret objectives marked "Decide Immediately" (L69-73): revealed when drawn and resolved at once,
 * one at a time in an order the crew picks; they never join the crew's secret objectives. The
 * rulebook prints none: each card here offers the crew a choice between two effects built from the
 * base game's verbs (designed).
 */
export type DecideEffect =
  | { kind: 'self-destruct'; minutes: number }
  | { kind: 'lifeform-draws'; cards: number }
  | { kind: 'crew-draws'; cards: number; minutes: number }
  | { kind: 'door' }
  | { kind: 'remove-outage' };

export interface DecideCard {
  id: string;
  name: string;
  options: [DecideEffect, DecideEffect];
}

export const DECIDE_CARDS: Sourced & { cards: DecideCard[] } = {
  origin: 'designed',
  source: 'L69-73 name "Decide Immediately" objectives; none is printed',
  cards: [
    {
      id: 'distress-call',
      name: 'Distress call',
      options: [
        { kind: 'self-destruct', minutes: 2 },
        { kind: 'lifeform-draws', cards: 1 },
      ],
    },
    {
      id: 'armoury',
      name: 'Break open the armoury',
      options: [
        { kind: 'crew-draws', cards: 2, minutes: 1 },
        { kind: 'crew-draws', cards: 1, minutes: 0 },
      ],
    },
    { id: 'seal-decks', name: 'Seal the decks', options: [{ kind: 'door' }, { kind: 'remove-outage' }] },
  ],
};

export const DECIDE_CARD: Record<string, DecideCard> = Object.fromEntries(DECIDE_CARDS.cards.map((c) => [c.id, c]));
