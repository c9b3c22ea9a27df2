import { type Chamber, type Deck, VALLEY_FORGE } from '@airlock/lifeform';

/**
 * Where each chamber of the Valley Forge sits on the drawn deck plan: a grid cell per chamber, one band
 * per deck (A on top). The game's data gives the topology only; this placement is ours, chosen so no
 * corridor of a deck runs through another chamber. Links between decks are drawn as small markers on
 * the chamber (the deck letter they lead to) rather than long lines across the other decks.
 */
export const CELL_W = 66;
export const CELL_H = 50;
export const ROOM_W = 56;
export const ROOM_H = 34;
export const DECK_HEAD = 16;
export const MARGIN = 6;
export const COLS = 6;

const GRID: Record<string, [number, number]> = {
  // A deck: a ring with the Observation Lounge inside
  'fore-junction': [0, 0],
  cockpit: [1, 0],
  comms: [2, 0],
  sister: [3, 0],
  wiring: [4, 0],
  galley: [0, 1],
  observation: [2, 1],
  recycling: [4, 1],
  mess: [0, 2],
  quarters: [1, 2],
  medbay: [2, 2],
  hypersleep: [3, 2],
  // B deck
  'ladderway-port': [0, 0],
  dorsal: [1, 0],
  'mining-equipment': [2, 0],
  'ore-refinery': [3, 0],
  'ore-hold': [4, 0],
  'ladderway-starboard': [0, 1],
  hydroponics: [1, 1],
  'mid-junction': [3, 1],
  'life-support': [0, 2],
  'cargo-pod-b': [2, 2],
  'cargo-pod-a': [3, 2],
  supplies: [4, 2],
  // C deck, with the Remora docked off the Shuttle Bay
  'lift-bay': [0, 0],
  'storage-hold-1': [1, 0],
  'storage-hold-2': [2, 0],
  'fuel-converter': [3, 0],
  'docking-hub-2': [4, 0],
  engineering: [0, 1],
  remora: [1, 1],
  'shuttle-bay': [2, 1],
  'docking-hub-1': [3, 1],
  'cryo-vault': [5, 1],
  reactor: [0, 2],
  'coolant-pumps': [1, 2],
  maintenance: [2, 2],
  'aft-junction': [3, 2],
  'drillbit-vestry': [4, 2],
};

export const DECKS: Deck[] = ['A', 'B', 'C'];

/** Short names that fit a chamber's box (two lines of about ten letters). */
const SHORT: Record<string, string> = {
  sister: 'SIS-TER',
  wiring: 'Wiring',
  comms: 'Comms',
  observation: 'Observation',
  'fore-junction': 'Fore Junction',
  'ladderway-port': 'Ladder (port)',
  'ladderway-starboard': 'Ladder (stbd)',
  'mining-equipment': 'Mining Equip.',
  'cryo-vault': 'Cryo Vault',
  'fuel-converter': 'Fuel Converter',
  'drillbit-vestry': 'Drillbit Vestry',
  'docking-hub-1': 'Dock Hub 1',
  'docking-hub-2': 'Dock Hub 2',
};

export function shortName(c: Chamber): string {
  return SHORT[c.id] ?? c.name;
}

/** Splits a name into at most two lines for the chamber box. */
export function nameLines(name: string): string[] {
  if (name.length <= 11) return [name];
  const words = name.split(' ');
  let first = '';
  while (words.length > 1 && `${first} ${words[0]}`.trim().length <= 11) first = `${first} ${words.shift()}`.trim();
  if (!first) first = words.shift() ?? '';
  return [first, words.join(' ')].filter((l) => l.length > 0);
}

export function deckTop(deck: Deck): number {
  return MARGIN + DECKS.indexOf(deck) * (DECK_HEAD + 3 * CELL_H + 8);
}

/** The top-left corner of a chamber's box. */
export function roomAt(c: Chamber): { x: number; y: number } {
  const [col, row] = GRID[c.id] ?? fallback(c);
  return { x: MARGIN + col * CELL_W, y: deckTop(c.deck) + DECK_HEAD + row * CELL_H };
}

/** A chamber the layout does not know (a test map): the next free cell of its deck, in data order. */
function fallback(c: Chamber): [number, number] {
  const same = VALLEY_FORGE.chambers.filter((x) => x.deck === c.deck && !GRID[x.id]);
  const i = Math.max(
    0,
    same.findIndex((x) => x.id === c.id),
  );
  return [i % COLS, Math.min(2, Math.floor(i / COLS))];
}

export function center(c: Chamber): { x: number; y: number } {
  const p = roomAt(c);
  return { x: p.x + ROOM_W / 2, y: p.y + ROOM_H / 2 };
}

export const WIDTH = MARGIN * 2 + COLS * CELL_W - (CELL_W - ROOM_W);
export const HEIGHT = deckTop('C') + DECK_HEAD + 3 * CELL_H + MARGIN;
