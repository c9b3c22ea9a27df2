import type { Character } from './characters.ts';
import type { Sourced } from './origin.ts';

/**
 * 13th Passenger content (L3271-3485) and the base game's ± stowaway token (L709-713). The rulebook
 * gives the modules' procedures and counts (2 new characters from the public components list, 4
 * asteroid tokens on the 19-16 minute spaces, 3 impact cards, 5 shuttlecraft locations, 2 hostility
 * tokens); what is printed on each card and board is not given, so every effect here is designed from
 * the base game's verbs.
 */

/** Module A: two new characters join the draft pool (L3274-3275). */
export const NEW_SURVIVORS: Character[] = [
  {
    id: 'emma',
    name: 'Emma, mission attendant',
    origin: 'designed',
    source: 'name from the public 13th Passenger components list; abilities designed',
    skill: { two: ['draw2', 'move1'], more: ['draw2'] },
    survival: ['run'],
  },
  {
    id: 'kowalski',
    name: 'Kowalski',
    origin: 'designed',
    source: 'the second new character is unnamed in public sources; name and abilities designed',
    skill: { two: ['explore', 'move1'], more: ['explore'] },
    survival: ['move1'],
  },
];

/** Module B: face-down tokens on minutes 19 to 16 (published); how many say STRUCK is designed. */
export const ASTEROID = {
  origin: 'designed',
  source: 'L3277-3298 give 4 tokens on 19..16 and 3 cards; the STRUCK / IMMINENT split and the cards are designed',
  spaces: [19, 18, 17, 16],
  struck: 1,
  imminent: 3,
} as const;

export type ImpactEffect = 'malfunction' | 'self-destruct' | 'crew-discard';

export const IMPACT_CARDS: Sourced & { cards: { id: string; name: string; effect: ImpactEffect }[] } = {
  origin: 'designed',
  source: 'L3283-3292: 3 impact cards, none printed',
  cards: [
    // The malfunction track advances 1 space (with its own effect).
    { id: 'reactor-jolt', name: 'Reactor jolt', effect: 'malfunction' },
    // The self-destruct tracker advances 2 minutes.
    { id: 'debris-storm', name: 'Debris storm', effect: 'self-destruct' },
    // Every crew player with cards discards 1 crew card of their choice.
    { id: 'shaken-loose', name: 'Shaken loose', effect: 'crew-discard' },
  ],
};

/** Module D: what a location does to whom (designed effects from showdown verbs). */
export type HuntEffect = 'lifeform-discard' | 'lifeform-draw' | 'claw+1' | 'claw-1' | 'halon+1' | 'crew-draw';

export interface HuntLocation {
  id: string;
  name: string;
  /** LIFEFORM DISCOVERED: when a search finds it here. */
  discovered: HuntEffect;
  /** FAILED CREW SEARCH: when a search here finds nothing. */
  failed: HuntEffect;
  /** LIFEFORM REMAINS HIDDEN: its reward when this was its card and no search found it. */
  hidden: HuntEffect;
}

export const HUNT: Sourced & {
  locations: HuntLocation[];
  /** The crew's action sequence by the number of surviving crew disks (1-4; 5-6 skip the hunt). */
  actions: Record<number, ('reveal' | 'search')[]>;
  baitTokens: number;
  /** Reward zones for unused disks when the lifeform is found: data tokens the crew picks. */
  rewards: { disks: number; tokens: number }[];
} = {
  origin: 'designed',
  source:
    'L3371-3485: 5 location cards, 2 hostility tokens, the Engineering Compartment rule and 2 reward zones are published; the instruction panels, sequences and effects are designed',
  locations: [
    {
      id: 'engineering',
      name: 'Engineering Compartment',
      discovered: 'lifeform-discard',
      failed: 'claw+1',
      hidden: 'lifeform-draw',
    },
    { id: 'cockpit', name: 'Cockpit', discovered: 'claw-1', failed: 'lifeform-draw', hidden: 'claw+1' },
    { id: 'cargo', name: 'Cargo nook', discovered: 'halon+1', failed: 'claw+1', hidden: 'lifeform-draw' },
    { id: 'galley', name: 'Shuttle galley', discovered: 'crew-draw', failed: 'lifeform-draw', hidden: 'claw+1' },
    { id: 'airlock', name: 'Aft airlock', discovered: 'lifeform-discard', failed: 'claw+1', hidden: 'claw+1' },
  ],
  actions: {
    1: ['search'],
    2: ['reveal', 'search', 'search'],
    3: ['search', 'reveal', 'search', 'search'],
    4: ['reveal', 'search', 'search', 'search'],
  },
  baitTokens: 2,
  rewards: [
    { disks: 1, tokens: 1 },
    { disks: 2, tokens: 3 },
  ],
};

export const HUNT_LOCATION: Record<string, HuntLocation> = Object.fromEntries(HUNT.locations.map((l) => [l.id, l]));

/** The ± stowaway token: the rulebook never says how it is gained; here, on a hostility space (designed). */
export const STOWAWAY_TOKEN = {
  origin: 'designed',
  source: 'L709-713 give its use; how it is gained is not printed',
  hostilitySpace: 12,
} as const;
