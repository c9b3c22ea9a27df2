import type { Sourced } from './origin.ts';

/**
 * The tracks and the shuttle loadout. The rulebook gives the self-destruct start spaces, the malfunction
 * spaces, the named minute marks and the loadout's kinds of bonus; the printed lengths, start spaces of
 * the other tracks, icon positions and column sizes are designed.
 */

/** Self-destruct: minutes 30..1, START is one space before 30, EXPLOSION after 1 (L19-20, L2426). */
export const SELF_DESTRUCT = {
  origin: 'published',
  source: 'L17-20 start spaces; L2149-2172 marks',
  start: { 2: 25, 3: 28, 4: 31 } as Record<number, number>,
  /** The value standing for START (the space before 30). */
  startSpace: 31,
  explosion: 0,
  stowawayMark: 20,
  analyzerMark: 10,
  leaveBehindMark: 9,
} as const;

/** Minute spaces printed with a terror icon: the lifeform may place a terror token (designed positions). */
export const SELF_DESTRUCT_TERROR: Sourced & { spaces: number[] } = {
  origin: 'designed',
  source: 'L2152-2153 names the icon, not its spaces',
  spaces: [27, 23, 17, 13, 7, 4],
};

/** Malfunction: START then 3 spaces (L2112-2123). */
export const MALFUNCTION = {
  origin: 'published',
  source: 'L2112-2123',
  outageSpace: 1,
  androidSpace: 2,
  selfDestructSpace: 3,
  last: 3,
} as const;

export interface HostilitySpace {
  draw?: true;
  terror?: true;
  /** Red claw number: the highest reached gives the showdown's hostility tokens (L2067-2072). */
  claw?: number;
}

/** Hostility track: 20 spaces (designed layout); start by player count (designed values, L47-48). */
export const HOSTILITY: Sourced & { start: Record<number, number>; spaces: HostilitySpace[] } = {
  origin: 'designed',
  source: 'L47-48 and L2048-2074 name the start and the icons, not where they are printed',
  start: { 2: 3, 3: 2, 4: 0 },
  spaces: [
    {},
    {},
    {},
    { draw: true },
    { terror: true },
    { claw: 1 },
    { draw: true },
    {},
    { terror: true },
    { draw: true },
    { claw: 2 },
    {},
    { draw: true, terror: true },
    {},
    { claw: 3 },
    { draw: true },
    { terror: true },
    {},
    { draw: true, claw: 4 },
    { claw: 5 },
  ],
};

/** Android status: what each space costs the loadout if the android boards the Remora (designed). */
export const ANDROID_STATUS: Sourced & { losses: number[]; destroyed: number } = {
  origin: 'designed',
  source: 'L287-301, L2125-2128 name the mechanism, not the numbers',
  losses: [4, 3, 2],
  destroyed: 3,
};

export interface CocoonSpace {
  hand: number;
  /** Cards the lifeform may discard before a Lurk; null on the final space (L333-337). */
  evolution: number | null;
}

/** Cocoon tracks: one for 2 players, one for 3-4 (L17-18, L2130-2147); numbers designed. */
export const COCOON: Sourced & { two: CocoonSpace[]; more: CocoonSpace[] } = {
  origin: 'designed',
  source: 'L2130-2147 give the final-space effects; sizes and evolution numbers are designed',
  two: [
    { hand: 3, evolution: 1 },
    { hand: 4, evolution: 1 },
    { hand: 5, evolution: 2 },
    { hand: 6, evolution: null },
  ],
  more: [
    { hand: 4, evolution: 1 },
    { hand: 5, evolution: 1 },
    { hand: 6, evolution: 2 },
    { hand: 7, evolution: null },
  ],
};

export type Column = 'weaponry' | 'coolant' | 'energy' | 'spacesuits' | 'halon';
export const COLUMNS: readonly Column[] = ['weaponry', 'coolant', 'energy', 'spacesuits', 'halon'];

export type Bonus = 'flamethrower' | 'remove-outage' | 'move-outage' | 'draw';

export interface LoadoutColumn {
  name: string;
  spaces: number;
  /** Tokens needed for launch: the spaces below the red bar (L647-660). */
  bar: number;
  /** Per space from the bottom (index 0): the bonus printed there. */
  bonus: (Bonus | null)[];
  /** Weaponry: the number beside each space (showdown card draw, L759-761). Energy: the printed numbers (L786-788). */
  numbers?: number[];
  /** Halon: space count of each compartment, bottom first (L781-783). */
  compartments?: number[];
}

/** The shuttle loadout: five columns named at L295-296 and L781-783; sizes and bonuses designed. */
export const LOADOUT: Sourced & { columns: Record<Column, LoadoutColumn>; overheatingStart: number } = {
  origin: 'designed',
  source: 'L2174-2194 list the bonus kinds; column sizes, bars, numbers and bonus positions are designed',
  columns: {
    weaponry: {
      name: 'Improvised Weaponry',
      spaces: 6,
      bar: 3,
      bonus: [null, 'flamethrower', null, 'draw', null, null],
      numbers: [1, 1, 2, 2, 3, 4],
    },
    coolant: { name: 'Coolant', spaces: 6, bar: 3, bonus: [null, null, 'remove-outage', null, 'move-outage', null] },
    energy: {
      name: 'Energy Cells',
      spaces: 6,
      bar: 3,
      bonus: [null, null, null, 'draw', null, null],
      numbers: [6, 5, 4, 3, 2, 1],
    },
    spacesuits: { name: 'Spacesuits', spaces: 8, bar: 0, bonus: [null, null, null, null, null, 'draw', null, null] },
    halon: {
      name: 'Halon Gas',
      spaces: 6,
      bar: 0,
      bonus: [null, 'remove-outage', null, null, null, null],
      compartments: [2, 2, 2],
    },
  },
  /** 2 players: the overheating token starts here in Coolant; launch needs every space below it (L24-25, L654-656). */
  overheatingStart: 2,
};

/** Supplies of tokens (designed counts where the rulebook gives none). */
export const SUPPLY = {
  origin: 'designed',
  source: 'the rulebook counts only 1 security door and 3 images',
  powerOutages: 12,
  terrorTokens: 10,
  images: 3,
  /** Vent tokens at setup: 1, or 2 at 4 players (published, L56-57). */
  vents: { 2: 1, 3: 1, 4: 2 } as Record<number, number>,
  /** Setup power outages: one per deck, twice at 4 players (published, L57-60). */
  setupOutageRounds: { 2: 1, 3: 1, 4: 2 } as Record<number, number>,
  crewHand: 3,
  lifeformHand: 3,
  crewHandLimit: 6,
} as const;
