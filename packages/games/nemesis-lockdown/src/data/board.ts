import type { Origin } from '../types.ts';

/**
 * The facility map. The rulebook names the special rooms, the three powered sections, the elevator and
 * the staircases but prints no map, so the topology below is designed. Exits are numbered 1-4 from each
 * room (the noise die and event cards name exits by number); a room with a technical-corridors entrance
 * has an exit that leads there.
 */
export interface Slot {
  id: string;
  /** 0 for the emergency staircases and the Mars crossroads, which belong to no section. */
  section: number;
  kind: 'I' | 'II' | 'special' | 'crossroads';
  /** For special rooms, the fixed tile. */
  tile?: string;
  tech: boolean;
}

export interface BoardDef {
  origin: Origin;
  slots: Slot[];
  corridors: [string, string][];
  /** Mars side: paths between exit rooms and crossroads (no noise, no doors, no numbers). */
  paths: [string, string][];
  /** Room where the main gate leads out to the bunker (designed for the basic side). */
  gateRoom: string;
  elevatorRooms: string[];
}

const S = (id: string, section: number, kind: Slot['kind'], tech = false, tile?: string): Slot =>
  tile === undefined ? { id, section, kind, tech } : { id, section, kind, tech, tile };

export const BASIC_BOARD: BoardDef = {
  origin: 'designed',
  slots: [
    S('isolation', 1, 'special', false, 'isolation'),
    S('elevator-1', 1, 'special', false, 'elevator'),
    S('r1', 1, 'I'),
    S('r2', 1, 'I', true),
    S('r3', 1, 'I', true),
    S('x1', 1, 'II'),
    S('stairs-12', 0, 'special', false, 'staircase'),
    S('repository', 2, 'special', false, 'repository'),
    S('elevator-2', 2, 'special', false, 'elevator'),
    S('alert', 2, 'special', false, 'alert'),
    S('r4', 2, 'I'),
    S('r5', 2, 'I'),
    S('r6', 2, 'I', true),
    S('x2', 2, 'II', true),
    S('stairs-23', 0, 'special', false, 'staircase'),
    S('backup', 3, 'special', false, 'backup'),
    S('elevator-3', 3, 'special', false, 'elevator'),
    S('r7', 3, 'I'),
    S('r8', 3, 'I', true),
    S('r9', 3, 'I', true),
    S('r10', 3, 'I'),
    S('x3', 3, 'II'),
    S('x4', 3, 'II', true),
  ],
  corridors: [
    ['isolation', 'elevator-1'],
    ['isolation', 'r1'],
    ['r1', 'r2'],
    ['r2', 'elevator-1'],
    ['elevator-1', 'r3'],
    ['r3', 'x1'],
    ['r2', 'x1'],
    ['x1', 'stairs-12'],
    ['r3', 'stairs-12'],
    ['stairs-12', 'r4'],
    ['r4', 'repository'],
    ['repository', 'elevator-2'],
    ['elevator-2', 'r5'],
    ['r5', 'alert'],
    ['r4', 'r6'],
    ['r6', 'x2'],
    ['x2', 'alert'],
    ['r5', 'stairs-23'],
    ['x2', 'stairs-23'],
    ['stairs-23', 'r7'],
    ['r7', 'backup'],
    ['backup', 'elevator-3'],
    ['elevator-3', 'r8'],
    ['r8', 'r9'],
    ['r9', 'x3'],
    ['r7', 'r10'],
    ['r10', 'x4'],
    ['x4', 'x3'],
  ],
  paths: [],
  gateRoom: 'repository',
  elevatorRooms: ['elevator-1', 'elevator-2', 'elevator-3'],
};

/**
 * The Mars surface side (designed): the three sections stand as separate buildings (no staircases
 * between them), whose exit rooms r3, x2 and r7 open onto paths to a net of crossroads; c5 is the
 * crossroads next to the bunker. The rover starts at r3.
 */
export const MARS_BOARD: BoardDef = {
  origin: 'designed',
  slots: [
    ...BASIC_BOARD.slots.filter((s) => s.kind !== 'special' || s.tile !== 'staircase'),
    S('c1', 0, 'crossroads', true, 'crossroads'),
    S('c2', 0, 'crossroads', true, 'crossroads'),
    S('c3', 0, 'crossroads', true, 'crossroads'),
    S('c4', 0, 'crossroads', true, 'crossroads'),
    S('c5', 0, 'crossroads', true, 'crossroads'),
  ],
  corridors: BASIC_BOARD.corridors.filter(([a, b]) => !a.startsWith('stairs') && !b.startsWith('stairs')),
  paths: [
    ['r3', 'c1'],
    ['x2', 'c2'],
    ['r7', 'c3'],
    ['c1', 'c4'],
    ['c2', 'c4'],
    ['c3', 'c4'],
    ['c4', 'c5'],
    ['c3', 'c5'],
  ],
  gateRoom: 'repository',
  elevatorRooms: ['elevator-1', 'elevator-2', 'elevator-3'],
};
export const MARS_EXIT_ROOMS = ['r3', 'x2', 'r7'];
export const BUNKER_CROSSROADS = ['c5'];
/** Mars areas: building (section) 1 ducts lead to area 1, building 2 to area 2, building 3 to area 4. */
export const AREA_OF_SECTION: Record<number, string> = { 1: '1', 2: '2', 3: '4' };

export const TECH = 'tech';

/** Exit number (1-4) to corridor index or TECH, for every room: neighbours in listed order, cycling. */
export function exitTable(board: BoardDef): Record<string, (number | typeof TECH)[]> {
  const out: Record<string, (number | typeof TECH)[]> = {};
  for (const slot of board.slots) {
    const ways: (number | typeof TECH)[] = [];
    board.corridors.forEach(([a, b], i) => {
      if (a === slot.id || b === slot.id) ways.push(i);
    });
    if (slot.tech) ways.push(TECH);
    const exits: (number | typeof TECH)[] = [];
    for (let n = 0; n < 4; n++) exits.push(ways[n % ways.length] as number | typeof TECH);
    out[slot.id] = exits;
  }
  return out;
}

export const EXITS = exitTable(BASIC_BOARD);
export const MARS_EXITS = exitTable(MARS_BOARD);
/** Slots of both sides (rooms shared by both sides have the same section and entrance). */
export const SLOT: Record<string, Slot> = Object.fromEntries(
  [...BASIC_BOARD.slots, ...MARS_BOARD.slots].map((s) => [s.id, s]),
);

/** Time track: the token starts on 15 and moves down to 0 (the final S space). Facts from the rules. */
export const TIME_START = 15;
export const WHITE_FROM = 8;
/**
 * Power thresholds (designed placement): crossing from slot n to n-1 where n is listed. `double` marks
 * the thresholds with two time-token symbols, which activate even after backup power is restored.
 */
export const THRESHOLDS: { from: number; double: boolean; origin: Origin }[] = [
  { from: 13, double: false, origin: 'designed' },
  { from: 11, double: true, origin: 'designed' },
  { from: 8, double: false, origin: 'designed' },
  { from: 5, double: true, origin: 'designed' },
  { from: 3, double: false, origin: 'designed' },
];
/** CSS slots on the time track (designed); one CSS token more than slots is returned to the box. */
export const CSS_SLOTS = [11, 8, 5, 2];
