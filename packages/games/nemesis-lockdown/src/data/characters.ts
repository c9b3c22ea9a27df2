import type { Origin } from '../types.ts';

/** What an action card lets you do. Each kind has one handler in actioncards.ts. */
export type CardEffect = 'run' | 'rest' | 'patch' | 'aim' | 'cover' | 'fix' | 'study' | 'rummage' | 'reload' | 'focus';

export interface ActionCardDef {
  id: string;
  name: string;
  /** Extra cards to discard besides the card itself. */
  cost: number;
  /** One effect, or two halves separated by [OR]: the player picks one. */
  effects: CardEffect[];
  origin: Origin;
}

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

const C = (id: string, name: string, cost: number, effects: CardEffect[]): ActionCardDef => ({
  id,
  name,
  cost,
  effects,
  origin: 'designed',
});

/** Action cards (designed: the rulebook lists none). Ten per character, built from shared effects. */
export const ACTION_CARDS: ActionCardDef[] = [
  C('run', 'Sprint', 0, ['run']),
  C('rest', 'Catch Breath', 0, ['rest']),
  C('patch', 'Patch Up', 1, ['patch']),
  C('aim', 'Steady Aim', 0, ['aim']),
  C('cover', 'Covering Retreat', 1, ['cover']),
  C('fix', 'Quick Fix', 1, ['fix']),
  C('study', 'Take Notes', 1, ['study']),
  C('rummage', 'Rummage', 1, ['rummage']),
  C('reload', 'Reload', 0, ['reload']),
  C('focus', 'Focus', 0, ['focus']),
  C('rest-or-patch', 'Breather', 0, ['rest', 'patch']),
  C('aim-or-cover', 'Fight or Flight', 0, ['aim', 'cover']),
  C('fix-or-study', 'Tinker', 0, ['fix', 'study']),
  C('run-or-rummage', 'Scramble', 0, ['run', 'rummage']),
];
export const ACTION_CARD: Record<string, ActionCardDef> = Object.fromEntries(ACTION_CARDS.map((c) => [c.id, c]));

const deck = (...ids: string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const id of ids) out[id] = (out[id] ?? 0) + 1;
  return out;
};

/** Characters: names and kinds from the rulebooks; decks, items and quests designed. */
export const CHARACTERS: CharacterDef[] = [
  {
    id: 'survivor',
    name: 'Survivor',
    kind: 'survivor',
    game: 'lockdown',
    draftColor: 'green',
    startItem: null,
    quest: 'spare-suit',
    deck: deck('run', 'run', 'rest', 'patch', 'cover', 'rummage', 'focus', 'rest-or-patch', 'run-or-rummage', 'aim'),
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
    deck: deck('study', 'study', 'rest', 'rest', 'patch', 'run', 'focus', 'fix-or-study', 'rest-or-patch', 'cover'),
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
    deck: deck('study', 'study', 'rest', 'patch', 'aim', 'run', 'focus', 'fix-or-study', 'aim-or-cover', 'rummage'),
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
    deck: deck('focus', 'focus', 'rest', 'patch', 'patch', 'run', 'cover', 'rest-or-patch', 'aim', 'reload'),
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
    deck: deck('aim', 'aim', 'reload', 'reload', 'cover', 'run', 'patch', 'aim-or-cover', 'rest', 'focus'),
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
    deck: deck('fix', 'fix', 'rummage', 'rummage', 'run', 'rest', 'patch', 'fix-or-study', 'run-or-rummage', 'cover'),
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
    deck: deck('run', 'run', 'run-or-rummage', 'rest', 'patch', 'cover', 'rummage', 'focus', 'aim', 'rest-or-patch'),
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
    deck: deck('study', 'study', 'rest', 'rest', 'patch', 'run', 'focus', 'fix-or-study', 'aim', 'cover'),
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
    deck: deck('focus', 'focus', 'rest', 'patch', 'cover', 'run', 'aim', 'aim-or-cover', 'rest-or-patch', 'reload'),
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
    deck: deck('aim', 'aim', 'reload', 'reload', 'cover', 'run', 'patch', 'aim-or-cover', 'rest', 'focus'),
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
    deck: deck('fix', 'fix', 'rummage', 'rummage', 'run', 'rest', 'patch', 'fix-or-study', 'run-or-rummage', 'cover'),
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
    deck: deck('study', 'study', 'rest', 'patch', 'aim', 'run', 'focus', 'fix-or-study', 'aim-or-cover', 'rummage'),
    origin: 'designed',
  },
];
export const CHARACTER: Record<string, CharacterDef> = Object.fromEntries(CHARACTERS.map((c) => [c.id, c]));
