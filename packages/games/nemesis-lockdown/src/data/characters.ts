import type { Origin } from '../types.ts';
import { deckCounts } from './decks.ts';

export { ACTION_CARD, type ActionCardDef, type CardEffect, DECKS, type ReactionEffect } from './decks.ts';

export interface CharacterDef {
  id: string;
  name: string;
  /** Nemesis survivors start in the isolation room with knowledge slot 3; facility workers in the repository. */
  kind: 'survivor' | 'worker';
  game: 'lockdown' | 'nemesis';
  draftColor: string;
  startItem: string | null;
  quest: string;
  deck: Record<string, number>;
  origin: Origin;
}

/** Characters: names and kinds from the rulebooks; decks in data/decks.ts (origins there); items and quests designed. */
export const CHARACTERS: CharacterDef[] = [
  {
    id: 'survivor',
    name: 'Survivor',
    kind: 'survivor',
    game: 'lockdown',
    draftColor: 'green',
    startItem: null,
    quest: 'spare-suit',
    deck: deckCounts('survivor'),
    origin: 'designed',
  },
  {
    id: 'lab-rat',
    name: 'Lab Rat',
    kind: 'survivor',
    game: 'lockdown',
    draftColor: 'purple',
    startItem: null,
    quest: 'field-antidote',
    deck: deckCounts('lab-rat'),
    origin: 'designed',
  },
  {
    id: 'xenobiologist',
    name: 'Xenobiologist',
    kind: 'worker',
    game: 'lockdown',
    draftColor: 'blue',
    startItem: 'field-notes',
    quest: 'field-antidote',
    deck: deckCounts('xenobiologist'),
    origin: 'designed',
  },
  {
    id: 'psychologist',
    name: 'Psychologist',
    kind: 'worker',
    game: 'lockdown',
    draftColor: 'yellow',
    startItem: 'service-pistol',
    quest: 'trauma-kit',
    deck: deckCounts('psychologist'),
    origin: 'designed',
  },
  {
    id: 'sentry',
    name: 'Sentry',
    kind: 'worker',
    game: 'lockdown',
    draftColor: 'red',
    startItem: 'sentry-rifle',
    quest: 'spare-magazine',
    deck: deckCounts('sentry'),
    origin: 'designed',
  },
  {
    id: 'cleaner',
    name: 'Cleaner',
    kind: 'worker',
    game: 'lockdown',
    draftColor: 'orange',
    startItem: null,
    quest: 'foam-canister',
    deck: deckCounts('cleaner'),
    origin: 'designed',
  },
  // Original Nemesis characters (used with the 'original' roster option): start with 3 knowledge.
  {
    id: 'scout',
    name: 'Scout',
    kind: 'survivor',
    game: 'nemesis',
    draftColor: 'green',
    startItem: null,
    quest: 'spare-suit',
    deck: deckCounts('scout'),
    origin: 'designed',
  },
  {
    id: 'scientist',
    name: 'Scientist',
    kind: 'survivor',
    game: 'nemesis',
    draftColor: 'purple',
    startItem: null,
    quest: 'field-antidote',
    deck: deckCounts('scientist'),
    origin: 'designed',
  },
  {
    id: 'captain',
    name: 'Captain',
    kind: 'survivor',
    game: 'nemesis',
    draftColor: 'yellow',
    startItem: null,
    quest: 'trauma-kit',
    deck: deckCounts('captain'),
    origin: 'designed',
  },
  {
    id: 'soldier',
    name: 'Soldier',
    kind: 'survivor',
    game: 'nemesis',
    draftColor: 'red',
    startItem: null,
    quest: 'spare-magazine',
    deck: deckCounts('soldier'),
    origin: 'designed',
  },
  {
    id: 'mechanic',
    name: 'Mechanic',
    kind: 'survivor',
    game: 'nemesis',
    draftColor: 'orange',
    startItem: null,
    quest: 'foam-canister',
    deck: deckCounts('mechanic'),
    origin: 'designed',
  },
  {
    // The rulebook has the Pilot use a Lockdown action deck: the deck of the Lockdown character that
    // shares its draft card colour (blue, the xenobiologist), as every original character takes the
    // quest item of its colour.
    id: 'pilot',
    name: 'Pilot',
    kind: 'survivor',
    game: 'nemesis',
    draftColor: 'blue',
    startItem: null,
    quest: 'field-antidote',
    deck: deckCounts('xenobiologist'),
    origin: 'designed',
  },
];
export const CHARACTER: Record<string, CharacterDef> = Object.fromEntries(CHARACTERS.map((c) => [c.id, c]));
