import type { ReactionWindow, Result, SecretChoice, Seat } from '@airlock/engine';
import type { Column } from './data/tracks.ts';
import type { Extras, ExtraStep } from './extras.ts';

/** Cards of one kind are interchangeable: piles are counts by kind, so nothing hidden has an identity. */
export type Counts = Record<string, number>;

/** Seat 0 is the lifeform; seats 1.. are crew players in turn order (play starts left of the lifeform, L89-91). */
export const LIFEFORM: Seat = 0;

export interface Char {
  id: string;
  owner: Seat;
  /** Chamber id, or null once dead. */
  at: string | null;
  alive: boolean;
  hidden: boolean;
  skillUsed: boolean;
  survivalUsed: boolean;
  analyzer: boolean;
}

export interface Image {
  id: string;
  /** Chamber id, or null while aside or removed. */
  at: string | null;
  removed: boolean;
}

export interface Door {
  /** Index into the map's links. */
  link: number;
  half: boolean;
  /** The crew seat that shut it as the emergency bulkhead door (removed at that seat's next turn, L220-222). */
  bulkhead: Seat | null;
}

export type Role = 'crew' | 'cat' | 'sister' | 'out';

/** How an attack came about: it changes what RUN! and SHOCK-PROD may do (L491-507). */
export interface AttackInfo {
  chamber: string;
  /** Chamber the real lifeform came from, and the link it used; null when it was already there or vented in. */
  from: string | null;
  link: number | null;
  vent: boolean;
  /** The characters the attack threatens (non-hidden ones in the chamber when it began). */
  targets: string[];
  saved: string[];
  cancelled: boolean;
}

/** A crew reaction waiting for the lifeform's answer. */
export interface PendingReaction {
  seat: Seat;
  card: string;
  kind: 'hide' | 'run!' | 'prod!';
  char: string;
  path: string[];
  to: string | null;
}

/**
 * Pending resolution steps, a stack (last in, first out): a consequence pushed while resolving
 * something resolves before it continues, as the rulebook's "immediately" asks (a terror token placed
 * for a hostility space is placed before the rest of the card row).
 */
export type Step =
  | { k: 'draft' }
  | { k: 'setup-outage'; deck: 'A' | 'B' | 'C' }
  | { k: 'setup-image' }
  | { k: 'calibrate' }
  | { k: 'setup-terror' }
  | { k: 'crew-turn'; seat: Seat }
  | { k: 'collect'; seat: Seat; done: string[] }
  | { k: 'activity'; seat: Seat }
  | { k: 'discard'; seat: Seat; to: number }
  /** `card`: the icons of the lifeform card row being resolved, which evolution tokens may add to. */
  | { k: 'row'; seat: Seat; icons: string[]; card?: string[] }
  | { k: 'lifeform-turn' }
  | { k: 'lurk' }
  | { k: 'trim' }
  | { k: 'place-terror'; optional: boolean; c: boolean }
  | { k: 'place-outage' }
  | { k: 'bonus'; seat: Seat; bonus: 'remove-outage' | 'move-outage' }
  | { k: 'meet'; char: string; image: string }
  | { k: 'ghost'; image: string; near: 'real' | 'attack'; chamber: string }
  | { k: 'remove-image' }
  | { k: 'third-image' }
  | { k: 'cocoon-mission' }
  | { k: 'attack'; info: AttackInfo }
  | { k: 'noisy' }
  | { k: 'panic'; chars: string[] }
  | { k: 'control'; seat: Seat }
  | { k: 'android-remora'; left: number }
  | { k: 'android-steer'; bonus: boolean }
  | { k: 'stowaway' }
  | { k: 'launch-vote'; seat: Seat }
  | { k: 'terror-discard'; seat: Seat }
  | { k: 'keep-one'; drawn: string[] }
  | { k: 'breach'; chamber: string; chars: string[] }
  | { k: 'evolve'; section: number }
  | { k: 'hibernate' }
  /** Hibernation step 1 (L758-764): `n` unseen crew cards to split among `seats`, decided by the first of them. */
  | { k: 'share'; n: number; seats: Seat[] }
  | { k: 'fight' }
  /** `item`: the item the first crew member to agree named (L837-844). */
  | { k: 'fight-cancel'; item?: 'halon' | 'remora' | 'laser' }
  | { k: 'fight-pick' }
  | { k: 'defend' }
  | ExtraStep;

export interface Fight {
  target: Seat;
  faceDown: string;
  tokens: number;
  final: boolean;
  icons: string[];
}

export interface LfState {
  players: number;
  map: string;
  stage: 'setup' | 'starship' | 'showdown' | 'over';
  round: number;
  phase: 'crew' | 'android' | 'lifeform';
  /** Index into the crew seats of whose turn it is in the crew phase. */
  turn: number;
  stack: Step[];
  windows: ReactionWindow[];
  /** The crew reaction the lifeform may cancel (its window is the top window). */
  reaction: PendingReaction | null;
  draft: SecretChoice<string> | null;
  /** Draft offers by seat (3 disks each, secret to their seat). */
  offers: string[][];
  chars: Char[];
  images: Image[];
  /** The real lifeform's image id: the lifeform's secret (L75-81). */
  real: string;
  /** Images that could be real given what the crew has seen since the last calibration (public). */
  candidates: string[];
  missions: Record<string, number>;
  outages: string[];
  terror: string[];
  breach: string | null;
  door: Door | null;
  android: { at: string | null; status: number; active: boolean; deviated: boolean };
  tracks: { selfDestruct: number; hostility: number; malfunction: number; cocoon: number; claw: number };
  loadout: Record<Column, number>;
  overheating: number;
  flamethrowerTaken: boolean;
  /** Where the Mining Laser card is: in Engineering, in a crew seat's hand, or gone. */
  laser: 'engineering' | Seat | 'gone';
  /** Where the Flamethrower card is: beside the loadout, in a crew seat's hand, or gone. */
  flamethrower: 'loadout' | Seat | 'gone';
  /** Hands by seat (index 0: the lifeform). Secret to their seat. */
  hands: string[][];
  piles: { crew: Counts; lifeform: Counts };
  discards: { crew: Counts; lifeform: Counts; terror: Counts };
  /** Cards removed from the game (face up). */
  gone: { crew: Counts; lifeform: Counts };
  /** Terror cards not yet drawn: its composition is public (the discards are face up). */
  terrorPile: Counts;
  roles: Role[];
  reacted: boolean[];
  data: string[][];
  vents: number;
  lifeformSurvival: boolean;
  /** Index into STOWAWAY_CARDS of the lifeform's secret pick; null before the 20-minute mark. */
  stowaway: number | null;
  /** Secret objectives of the crew, hidden from the lifeform. */
  objectives: { id: string; done: boolean }[];
  lastManAboard: boolean;
  /** Pending launch agreement (seats that agreed). */
  agreed: Seat[];
  /** Evolution tokens (option): the two left on each cocoon section, and those the lifeform holds. */
  evolution: { track: string[][]; held: string[] } | null;
  /** The lifeform keeps the 1-2 minute stowaway card for the showdown (L719-722). */
  finalCard: boolean;
  showdown: {
    pool: { remora: number; halon: number };
    hostilityTokens: number;
    lastTarget: Seat | null;
    fight: Fight | null;
    eliminated: Seat[];
  } | null;
  /** The ship's cat, SIS-TER, the ± stowaway token, showdown help and 13th Passenger modules (`extras.ts`). */
  extras: Extras;
  over: Result | null;
}

/**
 * A new, empty pile of counts, held by V8 as a hash table from the start (a non-last key deleted).
 * Kinds come and go in every order: as a fast object each new order of keys would make a new hidden
 * class, and each key added would cost a trip to the runtime (about 0.85 µs, against 0.14 µs here).
 * Its JSON is that of `{}`.
 */
export function emptyCounts(): Counts {
  const c: Counts = { a: 0, b: 0 };
  delete c.a;
  delete c.b;
  return c;
}

/** A pile of counts (see `emptyCounts`) holding a copy of the given counts, in their order. */
export function countsFrom(from: Readonly<Counts>): Counts {
  const c = emptyCounts();
  for (const k of Object.keys(from)) c[k] = from[k] as number;
  return c;
}

export function add(c: Counts, k: string, n: number): void {
  const v = (c[k] ?? 0) + n;
  if (v > 0) c[k] = v;
  else delete c[k];
}

export function total(c: Counts): number {
  let n = 0;
  const keys = Object.keys(c);
  for (let j = 0; j < keys.length; j++) n += c[keys[j] as string] as number;
  return n;
}

/**
 * Whether a short list of ids holds one: a plain loop, which the compiler keeps inline, where
 * `includes` calls a builtin that compares each item as a string. For the hottest checks only.
 */
export function holds(list: readonly string[], x: string): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === x) return true;
  return false;
}

export function crewSeats(s: LfState): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i < s.players; i++) out.push(i);
  return out;
}

export function charById(s: LfState, id: string): Char {
  const c = s.chars.find((x) => x.id === id);
  if (!c) throw new Error(`no character ${id}`);
  return c;
}

export function aliveChars(s: LfState, seat?: Seat): Char[] {
  const out: Char[] = [];
  for (const c of s.chars) if (c.alive && (seat === undefined || c.owner === seat)) out.push(c);
  return out;
}

export function imageAt(s: LfState, chamber: string): Image | undefined {
  const imgs = s.images;
  for (let j = 0; j < imgs.length; j++) {
    const i = imgs[j] as Image;
    if (i.at === chamber) return i;
  }
  return undefined;
}

export function onBoard(s: LfState): Image[] {
  const out: Image[] = [];
  for (const i of s.images) if (i.at !== null) out.push(i);
  return out;
}

export function realChamber(s: LfState): string | null {
  const imgs = s.images;
  for (let j = 0; j < imgs.length; j++) {
    const i = imgs[j] as Image;
    if (i.id === s.real) return i.at;
  }
  return null;
}
