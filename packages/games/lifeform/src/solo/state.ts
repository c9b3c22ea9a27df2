import type { ApplyContext } from '@airlock/engine';
import type { CrisisEffect } from '../data/crisis.ts';
import type { TraitArea } from '../data/dragons-domain.ts';
import type { Counts, LfState } from '../state.ts';

/**
 * Dragon's Domain state, kept in `LfState.solo` beside the base fields it shares with the base game
 * (map, the one character, mission tokens, outages, terror tokens, door, android, tracks, loadout, the
 * crew hand of seat 0 and the crew piles). Nothing face down that nobody has seen is stored: the stowaway
 * tokens, the attack-1 tokens and the trait tokens are counts of what they could be, and a face is cards
 * when it is revealed; crisis decks and the chit container are counts.
 */
export interface SoloVariants {
  start: 'start' | 'shaken' | 'tough';
  incinerator: boolean;
  carry: number;
  bell: number;
  fireproof: boolean;
  isolation: boolean;
  murderous: number;
  hazard: string;
  hysterical: boolean;
}

export interface Trait {
  area: TraitArea;
  where: 'unused' | 'remora' | 'spent';
  /** The fight icon, known once the token is flipped onto the Remora. */
  icon: string | null;
}

export type Resource = string;

/** Pending resolution steps of the solo game: a stack, last in, first out (see `flow.ts`). */
export type SoloStep =
  | { k: 'character' }
  | { k: 'ladderway' }
  | { k: 'turn' }
  | { k: 'collect' }
  | { k: 'draw' }
  | { k: 'discard' }
  | { k: 'activity' }
  | { k: 'row'; icons: string[] }
  | { k: 'repercussions'; from: string }
  | { k: 'end-turn' }
  | { k: 'android' }
  | { k: 'strip'; left: number }
  | { k: 'advance'; n: number }
  | { k: 'motion'; left: number }
  | { k: 'clock'; n: number }
  | { k: 'vent-icon' }
  | { k: 'stowaway-icon' }
  | { k: 'terror'; chamber: string }
  | { k: 'crisis'; deck: 'A' | 'B' | 'C'; card: string }
  | { k: 'effects'; list: CrisisEffect[] }
  | { k: 'crisis-end' }
  | { k: 'data' }
  | { k: 'proximity'; surplus: number }
  | { k: 'look'; cards: string[] }
  | { k: 'hibernate' }
  | { k: 'conflict' }
  | { k: 'hysterical' }
  | { k: 'bonus'; bonus: 'remove-outage' | 'move-outage' }
  | { k: 'vent-in'; chamber: string }
  | { k: 'crisis-draw' }
  | { k: 'launch' }
  | { k: 'conflict-start' }
  | { k: 'spare-mission' }
  | { k: 'shuttle-phase' }
  | { k: 'shuttle-choice' }
  | { k: 'shuttle-guess' };

/**
 * 13th Passenger module C (solo crisis and search, L3300-3369): the Remora board's tokens and tracks,
 * crisis cards kept in the hand, and the hidden lifeform combat zone. All public.
 */
export interface CrisisSearch {
  /** Remora chambers holding a token (cleared as hiding places). */
  sealed: string[];
  /** Docking clamps unlocked, 0-3; 3 also once the umbilicus is uncoupled another way. */
  clamps: number;
  /** Life support track space (0 = start). */
  lifeSupport: number;
  /** Crisis cards kept in the hand, turned round: each is an action card of one icon. */
  kept: string[];
  /** A movement condition from a crisis card (renewed stamina removes it). */
  exhausted: boolean;
  /** A survival token lies in the hidden lifeform combat zone. */
  zoneSurvival: boolean;
  /** Index of the hidden lifeform combat zone once it is in the conflict. */
  hiddenZone: number | null;
}

export interface SoloState {
  variants: SoloVariants;
  stack: SoloStep[];
  /** Space id on the motion track. */
  motion: string;
  nerve: number;
  /** Terror tokens on the fear track, filled from its left end. */
  fear: number;
  bag: { alive: number; killed: number };
  /** Killed chits still in red-bordered vent chambers. */
  killedAt: Record<string, number>;
  /** Chits on the cocoon track's spaces, by space index. */
  cocoonChits: { alive: number; killed: number }[];
  attack5: 'cocoon' | 'remora';
  /** Energy Cell spaces (from the bottom) that still hold a face-down attack-1 token. */
  energyCombat: number[];
  /** Fight icons of the attack-1 tokens not yet seen (still on the loadout or removed unseen). */
  combatUnseen: Counts;
  stowawaysAboard: number;
  traits: Trait[];
  /** Fight icons of the trait tokens not yet flipped. */
  traitUnseen: Counts;
  tokens: { survival: number; extinguisher: number; welding: number; harpoon: number; thirty: number; halon: number };
  harpoonsAt: string[];
  extraVents: string[];
  goals: { cat: boolean; umbilicus: boolean };
  crisis: { A: Counts; B: Counts; C: Counts };
  crisisGone: Counts;
  immune: boolean;
  airlock: { survival: boolean; used: boolean };
  lockerUsed: boolean;
  /** Crew cards whose place in the pile the player knows (after a trait look), top first / bottom last. */
  deckTop: string[];
  deckBottom: string[];
  /** The lifeform stopped on PROXIMITY ALERT! with this surplus; the conflict waits for a crisis option to end. */
  alert: number | null;
  /** The android has had its first solo turn (the hysterical variant spares that one). */
  androidMoved: boolean;
  /** Shuttle conflict combat zones (index 0 is the primary zone), each a list of fight icons. */
  zones: string[][] | null;
  /** The Ladderway picked for the 2 extra mission tokens. */
  ladderway: string | null;
  /** 13th Passenger module C, when in play. */
  search: CrisisSearch | null;
}

export type Ctx = ApplyContext;

/** The solo part of a state; throws on a base-game state (a rules bug, never bad input). */
export function solo(s: LfState): SoloState {
  const x = (s as LfState & { solo?: SoloState }).solo;
  if (!x) throw new Error("not a Dragon's Domain state");
  return x;
}

export function isSolo(s: LfState): boolean {
  return (s as LfState & { solo?: SoloState }).solo !== undefined && (s as { solo?: unknown }).solo !== null;
}

/** Seat 0 is the solo player. */
export const PLAYER = 0;

export function me(s: LfState) {
  const c = s.chars[0];
  if (!c) throw new Error('no solo character');
  return c;
}

export function top(s: LfState): SoloStep | undefined {
  const st = solo(s).stack;
  return st[st.length - 1];
}

/** Steps pushed so that the first listed resolves first. */
export function push(s: LfState, ...steps: SoloStep[]): void {
  const st = solo(s).stack;
  for (let i = steps.length - 1; i >= 0; i--) st.push(steps[i] as SoloStep);
}

export function pop(s: LfState): void {
  solo(s).stack.pop();
}

export function lose(s: LfState, why: string, ctx: Ctx): void {
  if (s.over) return;
  s.over = { summary: `Lost: ${why}`, ranks: [2], winners: [], details: { ending: why } };
  s.stage = 'over';
  solo(s).stack = [];
  ctx.quiet || ctx.emit({ rule: 'solo.lose', text: `You lose: ${why}` });
}

export function win(s: LfState, why: string, ctx: Ctx): void {
  if (s.over) return;
  s.over = { summary: `Won: ${why}`, ranks: [1], winners: [PLAYER], details: { ending: why } };
  s.stage = 'over';
  solo(s).stack = [];
  ctx.quiet || ctx.emit({ rule: 'solo.win', text: `You win: ${why}` });
}
