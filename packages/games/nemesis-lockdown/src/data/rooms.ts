import type { IntruderKind, ItemColor, Origin } from '../types.ts';

export interface RoomTileDef {
  id: string;
  name: string;
  class: 'I' | 'II' | 'special';
  /** Background colour: the item deck its searches draw from ('white' lets the searcher choose). */
  color: Exclude<ItemColor, 'blue'> | 'white' | 'none';
  computer: boolean;
  /** Cost of the room action in action cards (2 for every room action, as in the original game). */
  action: string | null;
  searchable: boolean;
  origin: Origin;
}

const T = (
  id: string,
  name: string,
  cls: RoomTileDef['class'],
  color: RoomTileDef['color'],
  computer: boolean,
  action: string | null,
  searchable = true,
): RoomTileDef => ({ id, name, class: cls, color, computer, action, searchable, origin: 'published' });

/** Names and actions are from the rulebook; colours and computer symbols are designed. */
export const ROOM_TILES: RoomTileDef[] = [
  T('archive', 'Archive', 'I', 'white', true, 'archive'),
  T('cave-entrance', 'Cave Entrance', 'I', 'yellow', false, 'cave'),
  T('cooling', 'Cooling System', 'I', 'yellow', true, 'autodestruct'),
  T('decon', 'Decon Room', 'I', 'green', false, 'decon'),
  T('emergency', 'Emergency Room', 'I', 'green', false, 'treat'),
  T('laboratory', 'Laboratory', 'I', 'green', true, 'analyze'),
  T('css-a', 'Cargo Sending System A', 'I', 'yellow', false, 'pod:A'),
  T('nest', 'Nest', 'I', 'none', false, 'take-egg', false),
  T('generator', 'Power Generator', 'I', 'yellow', true, 'generator'),
  T('transmitter', 'Transmitter Control', 'I', 'white', true, 'signal'),
  T('css-b', 'Cargo Sending System B', 'II', 'yellow', false, 'pod:B'),
  T('css-c', 'Cargo Sending System C', 'II', 'yellow', false, 'pod:C'),
  T('css-control', 'CSS Control Room', 'II', 'white', true, 'css-control'),
  T('defense', 'Defense Control Room', 'II', 'red', true, 'exterminate'),
  T('guard', 'Guard Room', 'II', 'red', false, 'equipment'),
  T('contaminated', 'Contaminated Room', 'II', 'green', false, null),
  T('surgery', 'Surgery', 'II', 'green', false, 'surgery'),
  T('testing-lab', 'Testing Lab', 'II', 'green', true, 'neutralizer'),
  T('vent-control', 'Vent Control Room', 'II', 'yellow', true, 'vent'),
  T('isolation', 'Isolation Room', 'special', 'none', false, 'lock-in', false),
  T('repository', 'Repository', 'special', 'none', false, null, false),
  T('backup', 'Backup Power Supply', 'special', 'none', false, 'restore-power', false),
  T('alert', 'Alert Room', 'special', 'none', true, 'alert', false),
  T('elevator', 'Elevator Room', 'special', 'none', false, 'elevator', false),
  T('staircase', 'Emergency Staircase', 'special', 'none', false, null, false),
];

export const TILE: Record<string, RoomTileDef> = Object.fromEntries(ROOM_TILES.map((t) => [t.id, t]));

/**
 * Underground exploration tokens: a special effect and the item count of the room. The effects are the
 * six named in the rules; the mix and item numbers are designed.
 */
export type ExplorationEffect = 'silence' | 'danger' | 'slime' | 'fire' | 'malfunction' | 'door';
export const EXPLORATION_TOKENS: { effect: ExplorationEffect; items: number; count: number; origin: Origin }[] = [
  { effect: 'silence', items: 2, count: 4, origin: 'designed' },
  { effect: 'danger', items: 2, count: 3, origin: 'designed' },
  { effect: 'slime', items: 1, count: 2, origin: 'designed' },
  { effect: 'fire', items: 1, count: 2, origin: 'designed' },
  { effect: 'malfunction', items: 3, count: 2, origin: 'designed' },
  { effect: 'door', items: 3, count: 3, origin: 'designed' },
];
export const explorationKey = (effect: ExplorationEffect, items: number): string => `${effect}:${items}`;

/** Intruder tokens: the two numbers on the back (blue outside darkness, red in darkness). Designed values. */
export const TOKEN_NUMBERS: Record<IntruderKind | 'blank', [number, number]> = {
  blank: [0, 0],
  larva: [1, 2],
  creeper: [2, 3],
  adult: [3, 4],
  breeder: [4, 5],
  queen: [5, 6],
};
/** Published bag at setup (plus one adult per player) and designed supply sizes. */
export const BAG_SETUP: Record<string, number> = { blank: 1, larva: 4, creeper: 1, adult: 3, queen: 1 };
export const TOKEN_TOTALS: Record<string, number> = { blank: 1, larva: 8, creeper: 3, adult: 13, breeder: 3, queen: 1 };
/** Miniatures per kind (8 adults is a rule fact; the others designed). */
export const MODELS: Record<IntruderKind, number> = { larva: 8, creeper: 3, adult: 8, breeder: 2, queen: 1 };

/** Dice. The noise die has 1-4 twice, silence and danger once (original game). Combat dice are designed. */
export const NOISE_DIE = ['1', '2', '3', '4', '1', '2', '3', '4', 'silence', 'danger'] as const;
/**
 * Die faces. `card-one` and `card-two` are the advantage die's own results (004's reference): a miss
 * that a discarded action card turns into 1 injury, and 1 injury that a discarded card makes 2.
 */
export type CombatFace = 'miss' | 'small' | 'adult' | 'hit' | 'double' | 'card-one' | 'card-two';
export const COMBAT_DIE: CombatFace[] = ['miss', 'small', 'adult', 'hit', 'hit', 'double'];
/** Designed mix: the results are 004's, how many faces show each is not given. */
export const ADVANTAGE_DIE: CombatFace[] = ['card-one', 'adult', 'hit', 'card-two', 'card-two', 'double'];

/** CSS tokens: which pods launch when the token is revealed (designed mix; 5 tokens, 4 slots). */
export const CSS_TOKENS: Record<string, string[]> = {
  A: ['A'],
  B: ['B'],
  C: ['C'],
  AB: ['A', 'B'],
  none: [],
};
