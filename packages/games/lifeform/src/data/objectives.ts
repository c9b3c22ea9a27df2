import type { Sourced } from './origin.ts';

/**
 * Secret objectives (L69-73) and stowaway cards (L54, L688-724). Objectives are designed: each asks for
 * a CIRCUIT BOARD action in one chamber with the circuit-board icon (L1200-1207). None of the designed
 * objectives says "Decide Immediately". Stowaway ranges are designed except the 1-2 minute card,
 * which the rulebook names (L719-722).
 */
export interface Objective {
  id: string;
  name: string;
  /** The chamber where a CIRCUIT BOARD action completes it. */
  chamber: string;
}

export const OBJECTIVES: Sourced & { cards: Objective[] } = {
  origin: 'designed',
  source: 'L69-73 and L1200-1207 name the mechanism; no objective card is printed',
  cards: [
    { id: 'flight-logs', name: 'Copy the flight logs', chamber: 'cockpit' },
    { id: 'course-lock', name: 'Lock in the escape course', chamber: 'cockpit' },
    { id: 'purge-mainframe', name: 'Purge the mainframe', chamber: 'sister' },
    { id: 'black-box', name: 'Pull the black box', chamber: 'sister' },
    { id: 'reroute-power', name: 'Reroute shuttle power', chamber: 'engineering' },
    { id: 'vent-plasma', name: 'Vent the plasma lines', chamber: 'engineering' },
    { id: 'bypass-relays', name: 'Bypass the relays', chamber: 'wiring' },
    { id: 'jam-doors', name: 'Jam the blast doors', chamber: 'wiring' },
  ],
};

export interface StowawayCard extends Sourced {
  id: string;
  /** Inclusive minute range (L703-706). */
  from: number;
  to: number;
}

export const STOWAWAY_CARDS: StowawayCard[] = [
  { id: 'late', from: 7, to: 9, origin: 'designed', source: 'range designed' },
  { id: 'last', from: 3, to: 6, origin: 'designed', source: 'range designed' },
  { id: 'final', from: 1, to: 2, origin: 'published', source: 'L719-722: the 1-2 minute card' },
];

/** Showdown icons of the 1-2 minute card when the lifeform keeps it (designed). */
export const FINAL_STOWAWAY_SHOWDOWN = ['claw', 'fang'] as const;
