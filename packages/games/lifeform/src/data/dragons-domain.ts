import type { Sourced } from './origin.ts';

/**
 * Dragon's Domain, the solo expansion (L2374-3270): the boards and tokens the rulebook refers to but
 * does not print. Every number given in the rulebook (5 alive and 1 killed chit, 4 attack-1 tokens on
 * the top 4 Energy Cell spaces, 6 stowaway tokens, 3 trait tokens, a hand of 4, a hand limit of 7, the
 * cocoon spaces that hold chits) is published; the layouts below are designed.
 */

export type MotionEffect = 'lose-nerve' | 'draw2' | 'self-destruct' | 'draw2-stowaway';

export interface MotionSpace {
  id: string;
  /** Forward moves: more than one is a fork, where the player picks the path (L2829-2830). */
  next: string[];
  /** The backward move, along the central pathway where there is one (L2832-2834). */
  back: string | null;
  /** Red-ringed: close range, needed by flamethrowers and the heat analyzer (L2835-2836, L2556-2558). */
  close?: true;
  effect?: MotionEffect;
  alert?: true;
}

/**
 * The motion track: SHAKEN, START (the fang) and TOUGH on the central pathway (L2841-2844), two forks
 * whose side paths rejoin it, and PROXIMITY ALERT! at the end. The layout is designed.
 */
export const MOTION_TRACK: Sourced & { spaces: MotionSpace[]; starts: Record<'shaken' | 'start' | 'tough', string> } = {
  origin: 'designed',
  source: 'L2827-2891 name the spaces and their effects; the board is not printed',
  starts: { shaken: 'shaken', start: 'start', tough: 'tough' },
  spaces: [
    { id: 'shaken', next: ['m1'], back: null },
    { id: 'm1', next: ['start'], back: 'shaken', effect: 'draw2' },
    { id: 'start', next: ['m3'], back: 'm1' },
    { id: 'm3', next: ['m4', 'side1'], back: 'start', effect: 'lose-nerve' },
    { id: 'm4', next: ['m5'], back: 'm3', effect: 'draw2' },
    { id: 'side1', next: ['m5'], back: 'm3', effect: 'draw2-stowaway' },
    { id: 'm5', next: ['tough'], back: 'm4', effect: 'self-destruct' },
    { id: 'tough', next: ['m7'], back: 'm5' },
    { id: 'm7', next: ['m8', 'side2'], back: 'tough', effect: 'draw2' },
    { id: 'm8', next: ['m9'], back: 'm7', close: true, effect: 'lose-nerve' },
    { id: 'side2', next: ['m9'], back: 'm7', close: true, effect: 'self-destruct' },
    { id: 'm9', next: ['m10'], back: 'm8', close: true, effect: 'draw2-stowaway' },
    { id: 'm10', next: ['alert'], back: 'm9', close: true, effect: 'lose-nerve' },
    { id: 'alert', next: [], back: 'm10', close: true, alert: true },
  ],
};

export const MOTION: Record<string, MotionSpace> = Object.fromEntries(MOTION_TRACK.spaces.map((m) => [m.id, m]));

/** The fear track on the solo control screen: terror tokens fill it from the left, the nerve token walks left. */
export const FEAR_TRACK = {
  origin: 'designed',
  source: 'L2444, L2639-2640, L2516-2517, L3188-3192 name the track, not its length or start',
  spaces: 8,
  nerveStart: 6,
} as const;

/** Self-destruct spaces with a solo icon (L2800-2825); the 20 and 10 minute marks are published. */
export const SOLO_SELF_DESTRUCT: Sourced & { terror: number[]; vent: number[]; stowaway: number[] } = {
  origin: 'designed',
  source: 'L2800-2818 name the terror, vent and stowaway icons, not where they are printed',
  terror: [27, 17, 7],
  vent: [24, 14],
  stowaway: [22, 12, 5],
};

export type TraitArea = 'A' | 'B' | 'C' | 'professionalism';

/** Three trait areas, each naming the deck its token works on; PROFESSIONALISM works anywhere (L3231-3235). */
export const TRAITS: Sourced & { areas: TraitArea[]; icons: string[] } = {
  origin: 'designed',
  source: 'L2444-2446 (3 tokens, 3 areas), L3231-3235; which decks and fight icons are designed',
  areas: ['A', 'B', 'professionalism'],
  icons: ['claw', 'fang', 'tail'],
};

/** Combat tokens: four attack-1 tokens of one fight icon, and the attack-5 token (L2428-2432, L2421-2423). */
export const COMBAT: Sourced & { attack1: string[]; attack5: string[]; energySpaces: number[] } = {
  origin: 'designed',
  source: 'L2421-2432 give the tokens and where they start; their fight icons are designed',
  attack1: ['claw', 'fang', 'spine', 'tail'],
  attack5: ['claw', 'claw', 'fang', 'spine', 'tail'],
  /** The top 4 Energy Cell spaces of a 6-space column (published: "top 4"), counted from the bottom. */
  energySpaces: [2, 3, 4, 5],
};

/** The six stowaway tokens (L2458-2459, L2503-2506): how many read SAFE and DANGER is designed. */
export const STOWAWAY_TOKENS = {
  origin: 'designed',
  source: 'L2458-2459; the split is not printed',
  safe: 4,
  danger: 2,
} as const;

/** The conflict resolution container at setup (published, L2455-2456), and the shuttle conflict board. */
export const CHITS = { origin: 'published', source: 'L2455-2456', alive: 5, killed: 1 } as const;
export const CONFLICT_BOARD = {
  origin: 'designed',
  source: 'L2705-2710 name a primary zone and secondary zones, not how many',
  secondaryZones: 2,
} as const;

/** Solo hand and cocoon facts (published). */
export const SOLO = {
  origin: 'published',
  source:
    'L2448-2450 hand of 4, L2548-2550 limit 7, L2420-2423 cocoon chits on the 2nd and 3rd spaces, attack-5 on the final',
  hand: 4,
  handLimit: 7,
  cocoonKilled: [1, 2],
  cocoonAttack5: 3,
  cocoonLast: 3,
} as const;

/** Where the solo setup puts things on a map (L2394-2410), by map id. */
export interface SoloLayout {
  /** Chambers that get 2 extra mission tokens; `ladderways` lists the ones of which the player picks one. */
  extraMissions: string[];
  ladderways: string[];
  outages: string[];
  terror: string[];
  harpoons: string[];
  /** The chamber the self-destruct VENT icon works on (L2810-2812). */
  supplies: string;
  /** Hazardous Environment: the three chambers the hull breach may start in (L2936-2941). */
  hazard: string[];
}

export const VALLEY_FORGE_SOLO: SoloLayout & Sourced = {
  origin: 'published',
  source: 'L2394-2410, L2810-2812, L2936-2941 (the chambers are named; their places on the map are designed)',
  extraMissions: ['ore-refinery', 'ore-hold', 'fuel-converter', 'storage-hold-2'],
  ladderways: ['ladderway-port', 'ladderway-starboard'],
  outages: ['mess', 'dorsal'],
  terror: ['cockpit', 'mining-equipment', 'shuttle-bay'],
  harpoons: ['drillbit-vestry', 'cryo-vault'],
  supplies: 'supplies',
  hazard: ['cargo-pod-a', 'wiring', 'lift-bay'],
};
