import type { OptionSpec, Options } from '@airlock/engine';
import { SPECIALIZATIONS } from './data/cards.ts';
import type { Specialization } from './types.ts';

/**
 * The options of a Space Alert match. Missions are generated from the match's seed (src/missions/),
 * so a seed with these options fixes the whole mission.
 */
export type MissionKind = 'test-run' | 'simulation' | 'full' | 'double-easy' | 'double';
export const MISSION_KINDS: readonly MissionKind[] = ['test-run', 'simulation', 'full', 'double-easy', 'double'];

/** Threat deck colours for one severity: white, yellow, red (New Threats) or a mix shuffled together. */
export type Pool = 'white' | 'yellow' | 'red' | 'white-yellow' | 'all';
export const POOLS: readonly Pool[] = ['white', 'yellow', 'red', 'white-yellow', 'all'];
export type Colour = 'white' | 'yellow' | 'red';
export const POOL_COLOURS: Record<Pool, readonly Colour[]> = {
  white: ['white'],
  yellow: ['yellow'],
  red: ['red'],
  'white-yellow': ['white', 'yellow'],
  all: ['white', 'yellow', 'red'],
};

export type ClockMode = 'stepped' | 'realtime';

/** A specialization level: 1 the basic card, 2 the advanced card, 3 both; 0 a new explorer (none). */
export type SpecLevel = 0 | 1 | 2 | 3;

/**
 * Per-seat specialization levels: option `specLevel1` is the level of the person in seat 1 (the
 * match's seat 0), up to `specLevel5`. Each is `crew` (the default: the crew's `specLevel`) or a level
 * 0-3, so an explorer's own level from its log can be fed into a match seat by seat.
 */
export const SEAT_LEVEL_KEYS = ['specLevel1', 'specLevel2', 'specLevel3', 'specLevel4', 'specLevel5'] as const;
/** The value of a per-seat level option that defers to the crew's `specLevel`. */
export const CREW_LEVEL = 'crew';

/**
 * Per-seat known specializations (Experience System): option `specKnown1` lists what the explorer in
 * seat 1 knows, as its log has it, e.g. `medic:2,rocketeer:1` (a specialization and its level 1-3,
 * separated by commas). Empty (the default): no log given, so the draft offers that seat two cards
 * standing for its explorer's choice. With a list the seat chooses among its own specializations,
 * and its level option (`specLevelN`) may stay `crew` or must be the best level of the list.
 */
export const SEAT_KNOWN_KEYS = ['specKnown1', 'specKnown2', 'specKnown3', 'specKnown4', 'specKnown5'] as const;

/** One specialization an explorer knows, at its level (1-3). */
export interface KnownSpec {
  spec: Specialization;
  level: 1 | 2 | 3;
}

/** Parses a known list (`medic:2,rocketeer:1`), sorted by specialization; a refusal message if malformed. */
export function parseKnown(key: string, text: string): readonly KnownSpec[] | string {
  const out: KnownSpec[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim();
    const m = /^([a-z-]+):([0-9]+)$/.exec(item);
    if (!m) return `${key}: "${item}" is not a specialization and its level, such as medic:2`;
    const spec = m[1] as Specialization;
    const level = Number(m[2]);
    if (!SPECIALIZATIONS.includes(spec))
      return `${key}: there is no specialization "${spec}" (one of ${SPECIALIZATIONS.join(', ')})`;
    if (level < 1 || level > 3) return `${key}: ${spec} is at level ${m[2]}, but levels go from 1 to 3`;
    if (out.some((k) => k.spec === spec)) return `${key}: ${spec} is listed twice`;
    out.push({ spec, level: level as 1 | 2 | 3 });
  }
  out.sort((a, b) => (a.spec < b.spec ? -1 : a.spec > b.spec ? 1 : 0));
  return Object.freeze(out.map((k) => Object.freeze(k)));
}

/** The best level of a known list. */
function bestKnown(list: readonly KnownSpec[]): 1 | 2 | 3 {
  return Math.max(...list.map((k) => k.level)) as 1 | 2 | 3;
}

export interface SaOptions {
  mission: MissionKind;
  common: Pool;
  serious: Pool;
  /** Crew members: humans plus androids. */
  crew: 4 | 5;
  clock: ClockMode;
  newThreats: boolean;
  doubleActions: boolean;
  variableRange: boolean;
  specializations: boolean;
  experience: boolean;
  /**
   * The highest specialization level anyone flies at in this match (0: nobody has a specialization,
   * so there is no draft). Each crew member's own level: `levelOfSeat`, and for androids draft.ts.
   */
  specLevel: SpecLevel;
  /**
   * The crew's level (option `specLevel`): every seat without a level of its own, and androids
   * without the Experience System. 1 the basic card, 2 the advanced card, 3 both; 0 (with the
   * Experience System) new explorers, who fly without special or heroic cards.
   */
  crewLevel: SpecLevel;
  /** The level of the person in each seat (index = seat), defaults filled in; frozen. */
  seatLevels: readonly SpecLevel[];
  /**
   * The specializations the explorer in each seat knows (index = seat; options `specKnown1`..),
   * sorted by name; null when no list was given. Frozen.
   */
  seatKnown: readonly (readonly KnownSpec[] | null)[];
  /** Explorers who refuse cloning: a failed mission ends their career. */
  hardcore: boolean;
  /** Missions in a row with carried damage (1: a single mission). */
  campaign: 1 | 3 | 5;
  /** The seat wearing the captain's badge: first in player order. */
  captain: number;
  /** Hand out the seven crew badges (display names; only the captain's changes the rules). */
  badges: boolean;
}

export const OPTION_SPECS: OptionSpec[] = [
  { key: 'mission', description: 'Mission kind', values: [...MISSION_KINDS], default: 'full' },
  { key: 'common', description: 'Colours of the common threat decks', values: [...POOLS], default: 'white' },
  { key: 'serious', description: 'Colours of the serious threat decks', values: [...POOLS], default: 'white' },
  { key: 'crew', description: 'Crew size (androids fill the seats no one takes)', values: [4, 5], default: 4 },
  {
    key: 'clock',
    description: 'realtime: the soundtrack timings; stepped: the next announcement waits until every seat is ready',
    values: ['stepped', 'realtime'],
    default: 'stepped',
  },
  {
    key: 'newThreats',
    description: 'New Frontier: New Threats (and the red decks)',
    values: [false, true],
    default: false,
  },
  { key: 'doubleActions', description: 'New Frontier: Double Actions', values: [false, true], default: false },
  {
    key: 'variableRange',
    description: 'New Frontier: Variable Range Interceptors (with Double Actions)',
    values: [false, true],
    default: false,
  },
  { key: 'specializations', description: 'New Frontier: Specializations', values: [false, true], default: false },
  {
    key: 'experience',
    description: 'New Frontier: Experience System (with Specializations)',
    values: [false, true],
    default: false,
  },
  {
    key: 'specLevel',
    description: 'Specializations: level of every crew member (1 basic card, 2 advanced, 3 both; 0 new explorers)',
    values: [0, 1, 2, 3],
    default: 1,
  },
  ...SEAT_LEVEL_KEYS.map(
    (key, seat): OptionSpec => ({
      key,
      description: `Specializations: level of the person in seat ${seat + 1} (0-3, as specLevel; crew: the crew's specLevel)`,
      values: [CREW_LEVEL, 0, 1, 2, 3],
      default: CREW_LEVEL,
    }),
  ),
  ...SEAT_KNOWN_KEYS.map(
    (key, seat): OptionSpec => ({
      key,
      description: `Experience System: specializations the explorer in seat ${seat + 1} knows, as spec:level, comma-separated (empty: not given, two cards are offered)`,
      values: ['', 'medic:2,rocketeer:1'],
      default: '',
      pattern: '[a-z0-9:, -]*',
    }),
  ),
  { key: 'hardcore', description: 'Experience: explorers refuse cloning', values: [false, true], default: false },
  { key: 'campaign', description: 'Missions in a campaign', values: [1, 3, 5], default: 1 },
  {
    key: 'captain',
    description: 'The seat of the captain (first in player order)',
    values: [0, 1, 2, 3, 4],
    default: 0,
  },
  { key: 'badges', description: 'Crew badges as seat names', values: [false, true], default: false },
];

export function checkOptions(players: number, o: Options): string | null {
  const crew = o.crew as number;
  if (players > crew) return `${players} players need a crew of at least ${players}`;
  if (players === 1 && crew !== 4) return 'a solo mission has a crew of four androids';
  if ((o.captain as number) >= players) return `the captain must be one of the ${players} seats`;
  const red = (p: unknown) => p === 'red' || p === 'all';
  if ((red(o.common) || red(o.serious)) && !o.newThreats) return 'the red threat decks come with New Threats';
  if (o.variableRange && !o.doubleActions) return 'Variable Range Interceptors are part of Double Actions';
  if ((o.mission === 'double' || o.mission === 'double-easy') && !o.doubleActions)
    return 'the double-action missions need the Double Actions cards';
  if (o.experience && !o.specializations) return 'the Experience System needs Specializations';
  if (o.specLevel !== 1 && !o.specializations) return 'specialization levels need Specializations';
  if (o.specLevel === 0 && !o.experience) return 'new explorers (level 0) belong to the Experience System';
  for (const [seat, key] of SEAT_LEVEL_KEYS.entries()) {
    const v = o[key];
    if (v === undefined || v === CREW_LEVEL) continue;
    if (seat >= players) return `${key} sets the level of seat ${seat + 1}, but the table has ${players} seat(s)`;
    if (!o.specializations) return `${key}: specialization levels need Specializations`;
    if (v === 0 && !o.experience) return `${key}: new explorers (level 0) belong to the Experience System`;
  }
  for (const [seat, key] of SEAT_KNOWN_KEYS.entries()) {
    const v = o[key];
    if (v === undefined || v === '') continue;
    if (typeof v !== 'string') return `${key} is text such as medic:2,rocketeer:1`;
    if (seat >= players)
      return `${key} lists what the explorer in seat ${seat + 1} knows, but the table has ${players} seat(s)`;
    if (!o.experience) return `${key}: an explorer's known specializations belong to the Experience System`;
    const list = parseKnown(key, v);
    if (typeof list === 'string') return list;
    const level = o[SEAT_LEVEL_KEYS[seat] as string];
    if (level !== undefined && level !== CREW_LEVEL && level !== bestKnown(list))
      return `${SEAT_LEVEL_KEYS[seat]} is ${String(level)} but ${key} says the explorer's best specialization is at level ${bestKnown(list)}: leave ${SEAT_LEVEL_KEYS[seat]} at crew or make them agree`;
  }
  if (o.experience && o.specLevel !== 0) {
    const seats = SEAT_LEVEL_KEYS.slice(0, players).map((key, seat) => {
      const known = o[SEAT_KNOWN_KEYS[seat] as string];
      return typeof known === 'string' && known !== '' ? 1 : o[key];
    });
    // Androids take their level from the explorers, so with only new explorers nobody could choose.
    if (seats.every((v) => v === 0))
      return 'every explorer is new (level 0): nobody has a specialization, so set specLevel to 0 as well';
  }
  if (o.hardcore && !o.experience) return 'hardcore explorers belong to the Experience System';
  if ((o.campaign as number) > 1 && (o.mission === 'test-run' || o.mission === 'simulation'))
    return 'a campaign is made of full missions';
  return null;
}

/** The level of the person in `seat` (0-based). */
export function levelOfSeat(o: SaOptions, seat: number): SpecLevel {
  return o.seatLevels[seat] ?? o.crewLevel;
}

/** The known list of the person in `seat` (0-based), or null when none was given. */
export function knownOfSeat(o: SaOptions, seat: number): readonly KnownSpec[] | null {
  return o.seatKnown[seat] ?? null;
}

export function readOptions(o: Options): SaOptions {
  const crewLevel = (o.specLevel ?? 1) as SpecLevel;
  const seatKnown = Object.freeze(
    SEAT_KNOWN_KEYS.map((key) => {
      const v = o[key];
      if (typeof v !== 'string' || v === '') return null;
      const list = parseKnown(key, v);
      return typeof list === 'string' ? null : list;
    }),
  );
  // A seat with a known list flies at the level of the specialization it picks; its seat level is
  // the best of the list (what the explorer could bring).
  const seatLevels = Object.freeze(
    SEAT_LEVEL_KEYS.map((key, seat) => {
      const known = seatKnown[seat];
      if (known) return bestKnown(known);
      const v = o[key];
      return v === undefined || v === CREW_LEVEL ? crewLevel : (v as SpecLevel);
    }),
  );
  return {
    mission: o.mission as MissionKind,
    common: o.common as Pool,
    serious: o.serious as Pool,
    crew: o.crew as 4 | 5,
    clock: o.clock as ClockMode,
    newThreats: o.newThreats === true,
    doubleActions: o.doubleActions === true,
    variableRange: o.variableRange === true,
    specializations: o.specializations === true,
    experience: o.experience === true,
    specLevel: Math.max(crewLevel, ...seatLevels) as SpecLevel,
    crewLevel,
    seatLevels,
    seatKnown,
    hardcore: o.hardcore === true,
    campaign: o.campaign as 1 | 3 | 5,
    captain: o.captain as number,
    badges: o.badges === true,
  };
}
