import type { CrewIcon } from './icons.ts';
import type { Sourced } from './origin.ts';
import { NEW_SURVIVORS } from './passenger.ts';

/**
 * The ten character disks (L32-35). Each board has a one-use skill (Activate Skill, L170-178) and a
 * survival ability (the SURVIVAL icon, L1358-1370), printed on two sides by player count (L37-38).
 * Only Motoko and her panic-move freedom are published (L552); the other names come from public
 * reviews of the game, and every ability is designed as a row of published crew icons, resolved
 * like a card row. The 2-player side is the stronger one.
 */
export interface Character extends Sourced {
  id: string;
  name: string;
  /** Skill row on the 2-player side and on the 3-4 player side. */
  skill: { two: CrewIcon[]; more: CrewIcon[] };
  survival: CrewIcon[];
  /** May ignore panic moves (published for Motoko only). */
  panicFree?: true;
}

const DESIGNED = 'abilities designed; the rulebook prints no character board';

export const CHARACTERS: Character[] = [
  {
    id: 'motoko',
    name: 'Motoko',
    origin: 'published',
    source: 'L552 (name, panic moves); abilities designed',
    skill: { two: ['run', 'draw2'], more: ['run'] },
    survival: ['move2'],
    panicFree: true,
  },
  {
    id: 'durrant',
    name: 'Rashida Durrant',
    origin: 'designed',
    source: DESIGNED,
    skill: { two: ['explore', 'explore'], more: ['explore'] },
    survival: ['draw2'],
  },
  {
    id: 'palmer',
    name: 'Palmer',
    origin: 'designed',
    source: DESIGNED,
    skill: { two: ['door', 'move1'], more: ['door'] },
    survival: ['run'],
  },
  {
    id: 'villalobos',
    name: 'Villalobos',
    origin: 'designed',
    source: DESIGNED,
    skill: { two: ['swap-images', 'draw2'], more: ['swap-images'] },
    survival: ['move1'],
  },
  {
    id: 'chandra',
    name: 'Dr Chandra',
    origin: 'designed',
    source: DESIGNED,
    skill: { two: ['circuit', 'draw2'], more: ['circuit'] },
    survival: ['explore'],
  },
  {
    id: 'okafor',
    name: 'Okafor',
    origin: 'designed',
    source: DESIGNED,
    skill: { two: ['prod-android', 'move1'], more: ['prod-android'] },
    survival: ['run'],
  },
  {
    id: 'lindqvist',
    name: 'Lindqvist',
    origin: 'designed',
    source: DESIGNED,
    skill: { two: ['mission-maintenance', 'move1'], more: ['mission-maintenance'] },
    survival: ['draw2'],
  },
  {
    id: 'reyes',
    name: 'Reyes',
    origin: 'designed',
    source: DESIGNED,
    skill: { two: ['move2', 'draw2'], more: ['move2'] },
    survival: ['explore'],
  },
  {
    id: 'haskell',
    name: 'Haskell',
    origin: 'designed',
    source: DESIGNED,
    skill: { two: ['mission-sister', 'move1'], more: ['mission-sister'] },
    survival: ['move1'],
  },
  {
    id: 'tanaka',
    name: 'Tanaka',
    origin: 'designed',
    source: DESIGNED,
    skill: { two: ['flame-android', 'draw2'], more: ['flame-android'] },
    survival: ['draw2'],
  },
];

export const CHARACTER: Record<string, Character> = Object.fromEntries(
  [...CHARACTERS, ...NEW_SURVIVORS].map((c) => [c.id, c]),
);
