import type { GameEvent, Rng, Seat } from '@airlock/engine';
import { AREA_OF_SECTION, EXITS, MARS_EXITS, SLOT, TECH } from './data/board.ts';
import { ITEM } from './data/cards.ts';
import { CHARACTER } from './data/characters.ts';
import { TILE } from './data/rooms.ts';
import type { Corridor, Counts, GameState, HeavyThing, Intruder, Player } from './types.ts';

/** What rule code receives besides the state: the only generator, and the event sink. */
export interface Ctx {
  rng: Rng;
  emit(event: GameEvent): void;
}

export function say(ctx: Ctx, rule: string, text: string, data?: GameEvent['data']): void {
  ctx.emit(data === undefined ? { rule, text } : { rule, text, data });
}

export function total(c: Counts): number {
  let n = 0;
  for (const k in c) n += c[k] as number;
  return n;
}

export function add(c: Counts, kind: string, n = 1): void {
  const v = (c[kind] ?? 0) + n;
  if (v === 0) delete c[kind];
  else c[kind] = v;
}

/** A random draw from a multiset: kinds in sorted order, so equal multisets give equal draws. */
export function drawFrom(c: Counts, rng: Rng): string | null {
  // One pass over the pile's kinds gives its size and whether they are in order (a kind that runs out
  // leaves the object and comes back at its end); in order, a second pass finds the card drawn without
  // listing the kinds.
  let n = 0;
  let inOrder = true;
  let prev = '';
  for (const k in c) {
    n += c[k] as number;
    if (k < prev) inOrder = false;
    prev = k;
  }
  if (n === 0) return null;
  if (!inOrder) return takeNth(c, sortStrings(Object.keys(c)), rng.int(0, n - 1));
  let at = rng.int(0, n - 1);
  for (const k in c) {
    const v = c[k] as number;
    if (at < v) {
      add(c, k, -1);
      return k;
    }
    at -= v;
  }
  return null;
}

/**
 * Sorts a short list of strings in place, in Array#sort's default order (equal strings are alike, so
 * stability does not show). Array#sort allocates work space on every call, which small lists on hot
 * paths (a hand after each draw, a pile's kinds) should not pay for.
 */
export function sortStrings(list: string[]): string[] {
  for (let i = 1; i < list.length; i++) {
    const x = list[i] as string;
    let j = i - 1;
    while (j >= 0 && (list[j] as string) > x) {
      list[j + 1] = list[j] as string;
      j--;
    }
    list[j + 1] = x;
  }
  return list;
}

/** The kinds of a multiset in sorted order; most piles already hold them in that order, so no sort then. */
export function sortedKinds(c: Counts): string[] {
  const keys = Object.keys(c);
  for (let i = 1; i < keys.length; i++) if ((keys[i - 1] as string) > (keys[i] as string)) return keys.sort();
  return keys;
}

/** Takes the i-th card of a multiset, its kinds counted in the order given (drawFrom's sorted order). */
export function takeNth(c: Counts, kinds: readonly string[], i: number): string | null {
  let at = i;
  for (const k of kinds) {
    const v = c[k] ?? 0;
    if (at < v) {
      add(c, k, -1);
      return k;
    }
    at -= v;
  }
  return null;
}

/** The distinct strings of a list in sorted order (`[...new Set(list)].sort()`, without copies when sorted). */
export function uniqueSorted(list: readonly string[]): string[] {
  for (let i = 1; i < list.length; i++)
    if ((list[i - 1] as string) > (list[i] as string)) return [...new Set(list)].sort();
  const out: string[] = [];
  for (const x of list) if (out.length === 0 || out[out.length - 1] !== x) out.push(x);
  return out;
}

export function sorted(c: Counts): Counts {
  const out: Counts = {};
  for (const k of Object.keys(c).sort()) if ((c[k] ?? 0) > 0) out[k] = c[k] as number;
  return out;
}

/** A seat in the log: its character's name and the player number people see (seat 0 is player 1). */
export function seatName(s: GameState, seat: Seat): string {
  const p = s.players[seat];
  const character = p?.character ?? '';
  // Built once per character and seat: nearly every event's sentence names someone.
  let names = SEAT_NAMES.get(character);
  if (names === undefined) {
    names = [];
    SEAT_NAMES.set(character, names);
  }
  let name = names[seat];
  if (name === undefined) {
    const who = `player ${seat + 1}`;
    name = character ? `the ${CHARACTER[character]?.name ?? character} (${who})` : who;
    names[seat] = name;
  }
  return name;
}
const SEAT_NAMES = new Map<string, string[]>();

/**
 * A designed card's title from its id ("slime-spit" reads "Slime Spit", "terminal-c" "Terminal C"): the
 * log names cards, never ids.
 */
export function cardTitle(id: string): string {
  // Kept once worked out: the log names a card on most steps, from a few hundred ids.
  let title = TITLES.get(id);
  if (title === undefined) {
    title = id
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
    if (TITLES.size < 4096) TITLES.set(id, title);
  }
  return title;
}
const TITLES = new Map<string, string>();

/** A heavy thing by its name: an item's, or the object (a corpse, a carcass, an egg). */
export function heavyName(t: Pick<HeavyThing, 'name'> & { kind?: HeavyThing['kind'] }): string {
  if (t.kind === 'object') return `the ${t.name}`;
  return ITEM[t.name]?.name ?? cardTitle(t.name);
}

/** Rooms several slots share a tile with are told apart by their slot. */
const SHARED_TILES = new Set(['elevator', 'staircase', 'crossroads']);

/**
 * A slot's short name, the words the map writes beside it and the log uses while its tile is face down
 * or shared: room I slots are rooms 1-10 and room II slots rooms 11-14, elevators and staircases go by
 * their sections, crossroads by number.
 */
export function slotName(id: string): string {
  let m = /^r(\d+)$/.exec(id);
  if (m) return `room ${m[1]}`;
  m = /^x(\d+)$/.exec(id);
  if (m) return `room ${10 + Number(m[1])}`;
  m = /^elevator-(\d)$/.exec(id);
  if (m) return `section ${m[1]}`;
  m = /^stairs-(\d)(\d)$/.exec(id);
  if (m) return `sections ${m[1]}-${m[2]}`;
  m = /^c(\d+)$/.exec(id);
  if (m) return `crossroads ${m[1]}`;
  return id;
}

/** A room's name from its slot and its tile (null while face down): the log's and the screen's wording. */
export function roomLabel(id: string, tile: string | null | undefined): string {
  if (!tile) return SLOT[id]?.kind === 'crossroads' ? slotName(id) : `unexplored ${slotName(id)}`;
  const name = TILE[tile]?.name ?? tile;
  if (tile === 'crossroads') return slotName(id);
  return SHARED_TILES.has(tile) ? `the ${name} (${slotName(id)})` : `the ${name}`;
}

/**
 * A room in the log, as everyone sees it at that moment: its tile's name once revealed, its slot while
 * face down (a face-down tile is not even drawn yet, so nothing can leak through the name).
 */
export function placeName(s: GameState, id: string): string {
  return roomLabel(id, s.rooms[id]?.tile);
}

export function sectionOf(room: string): number {
  return SLOT[room]?.section ?? 0;
}

export function powered(s: GameState, room: string): boolean {
  const sec = sectionOf(room);
  if (sec === 0) return false;
  const token = s.power.sections[sec - 1];
  return token !== undefined && s.power.active.includes(token);
}

export function elevatorPowered(s: GameState): boolean {
  return s.power.active.includes(s.power.elevator);
}

/** Darkness: a section without power (staircases are always dark). */
export function inDarkness(s: GameState, room: string): boolean {
  return !powered(s, room);
}

/**
 * The positions in a corridor list of each room's corridors and paths, in list order. A corridor's
 * ends never change once the board is laid, and every game of a side lays the same ones, so the index
 * of the last list seen serves any list with the same ends (checked end by end on a new list); the
 * rules read the corridors themselves, with their doors and noise, through it.
 */
const LINKED: { list: readonly Corridor[]; index: Map<string, number[]> }[] = [];

function linkIndex(s: GameState, room: string): readonly number[] {
  const list = s.corridors;
  let hit = LINKED[0];
  if (hit?.list !== list) {
    hit = LINKED.find((x) => x.list === list || sameEnds(x.list, list));
    if (hit === undefined) {
      hit = { list, index: indexLinks(list) };
      if (LINKED.length >= 4) LINKED.pop();
    } else LINKED.splice(LINKED.indexOf(hit), 1);
    hit.list = list;
    LINKED.unshift(hit);
  }
  return hit.index.get(room) ?? NONE;
}
const NONE: readonly number[] = [];

function sameEnds(a: readonly Corridor[], b: readonly Corridor[]): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Corridor;
    const y = b[i] as Corridor;
    if (x.a !== y.a || x.b !== y.b) return false;
  }
  return true;
}

function indexLinks(corridors: readonly Corridor[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  corridors.forEach((c, i) => {
    for (const end of c.a === c.b ? [c.a] : [c.a, c.b]) {
      const list = index.get(end);
      if (list) list.push(i);
      else index.set(end, [i]);
    }
  });
  return index;
}

/** Corridors of a room (never the Mars paths, which carry no noise and no doors). */
export function corridorsOf(s: GameState, room: string): Corridor[] {
  const out: Corridor[] = [];
  for (const i of linkIndex(s, room)) {
    const c = s.corridors[i] as Corridor;
    if (!c.path) out.push(c);
  }
  return out;
}

/** Every way out of a room to another room: corridors and, on Mars, paths. */
export function linksOf(s: GameState, room: string): Corridor[] {
  const out: Corridor[] = [];
  for (const i of linkIndex(s, room)) out.push(s.corridors[i] as Corridor);
  return out;
}

/** The rooms through the open (or broken) doors of a room, in corridor order. */
export function openNeighbours(s: GameState, room: string): string[] {
  const out: string[] = [];
  for (const i of linkIndex(s, room)) {
    const c = s.corridors[i] as Corridor;
    if (c.door !== 'closed') out.push(c.a === room ? c.b : c.a);
  }
  return out;
}

export function isCrossroads(room: string): boolean {
  return SLOT[room]?.kind === 'crossroads';
}

/**
 * The technical-corridors space behind exit n of a room: the single space of the basic side, or on
 * Mars the area of the room's building (any numbered area from a crossroads).
 */
export function techKey(s: GameState, room: string, n: number): string {
  if (s.side !== 'mars') return TECH;
  if (isCrossroads(room)) return String(n);
  return buildingArea(room);
}

/** Mars side: the area around the building a room stands in. */
export function buildingArea(room: string): string {
  return AREA_OF_SECTION[sectionOf(room)] ?? '3';
}

/** Every technical space a room touches (all four areas from a crossroads). */
export function techKeysOf(s: GameState, room: string): string[] {
  if (!hasTech(room)) return [];
  if (s.side === 'mars' && isCrossroads(room)) return ['1', '2', '3', '4'];
  return [techKey(s, room, 1)];
}

export function techNoisy(s: GameState, key: string): boolean {
  return key === TECH ? s.techNoise : (s.areaNoise[key] ?? false);
}

export function setTechNoise(s: GameState, key: string, on: boolean): void {
  if (key === TECH) s.techNoise = on;
  else s.areaNoise[key] = on;
}

export function otherEnd(c: Corridor, room: string): string {
  return c.a === room ? c.b : c.a;
}

/** The corridor (or the technical corridors) behind exit number n (1-4) of a room. */
export function exitOf(s: GameState, room: string, n: number): Corridor | typeof TECH {
  const e = (s.side === 'mars' ? MARS_EXITS : EXITS)[room]?.[n - 1];
  if (e === TECH) return TECH;
  const c = s.corridors[e as number];
  if (!c) throw new Error(`no exit ${n} from ${room}`);
  return c;
}

export function hasTech(room: string): boolean {
  return SLOT[room]?.tech ?? false;
}

export function livingIn(s: GameState, room: string): Player[] {
  const out: Player[] = [];
  for (const p of s.players) if (p.status === 'alive' && p.room === room) out.push(p);
  return out;
}

/** How many living characters are in a room (livingIn's length, without the list). */
export function livingCount(s: GameState, room: string): number {
  let n = 0;
  for (const p of s.players) if (p.status === 'alive' && p.room === room) n++;
  return n;
}

/** How many intruders are in a room (intrudersIn's length, without the list). */
export function intruderCount(s: GameState, room: string): number {
  let n = 0;
  for (const i of s.intruders) if (i.room === room) n++;
  return n;
}

export function intrudersIn(s: GameState, room: string): Intruder[] {
  const out: Intruder[] = [];
  for (const i of s.intruders) if (i.room === room) out.push(i);
  return out;
}

export function anyIntruderIn(s: GameState, room: string): boolean {
  for (const i of s.intruders) if (i.room === room) return true;
  return false;
}

export function inCombat(s: GameState, p: Player): boolean {
  return p.status === 'alive' && anyIntruderIn(s, p.room);
}

export function tileOf(s: GameState, room: string) {
  const t = s.rooms[room]?.tile;
  return t ? TILE[t] : undefined;
}

export function roomWithTile(s: GameState, tile: string): string | null {
  for (const id in s.rooms) {
    const r = s.rooms[id];
    if (r?.tile === tile) return r.id;
  }
  return null;
}

/** Seats in order starting from the first player. */
export function seatOrder(s: GameState): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.players.length; i++) out.push((s.firstPlayer + i) % s.players.length);
  return out;
}

export function actionCardsInHand(p: Player): string[] {
  return p.hand.filter((c) => !c.startsWith('contamination'));
}

export function inFacility(p: Player): boolean {
  return p.status === 'alive';
}

/**
 * Decisions the flow waits for (see `Waiting`): the first encounter's objective choice (004: chosen at
 * once, then the encounter is resolved), the advantage die's card discard (its injuries come first) and
 * an open reaction window (reactions.ts).
 */
export function flowHeld(s: GameState): boolean {
  if (s.windows.length > 0) return true;
  return s.decisions.some((d) => d.kind === 'discard-objective' || d.kind === 'advantage');
}
