import type { ActionLetter, Half, MoveKind, PlannedStep, Specialization, Station } from '../types.ts';

/**
 * Action cards. A card has an action half and a movement half; the crew member plays the half placed
 * on top. Cards of one kind are interchangeable, so hands and piles store kinds (ids) only.
 *
 * Ids: `${actionHalf}|${movementHalf}` for the basic deck ('A|red'), `H:` for heroic cards
 * ('H:A|lower-blue'), `D:` for double-action cards ('D:A+B|red', 'D:C|red+lift'), `S:` for the
 * specialization cards ('S:medic', 'S:medic+'; the `+` is the advanced card).
 *
 * origin:
 * - basic deck: published (90 cards: for each movement half red, blue and lift, 10 A, 8 B, 7 C and
 *   5 battlebot action halves; research §1.2, BG cards.js cross-checked with a second inventory);
 * - heroic cards: published (6 pairs, research §1.2);
 * - double-action cards: designed. The published deck has 90 cards in 78 distinct pairs, but no list
 *   of them is at hand; our mix keeps the printed structure (one single half, one doubled half whose
 *   first symbol has the doubled half's type, see 002 "Double Actions") with 45 cards of each kind;
 * - specialization cards: published (10 specializations, a basic and an advanced card each, 002).
 */
export type Origin = 'published' | 'designed';
export type CardClass = 'basic' | 'heroic' | 'double' | 'special';
export type Side = 'action' | 'move';

export interface CardData {
  id: string;
  cls: CardClass;
  /** The action half: one symbol, or two for a doubled half. Special cards have only this half. */
  action: Half | readonly [Half, Half];
  /** The movement half (a special card has none: it plays only its action). */
  move: Half | readonly [Half, Half] | null;
  /** Which half is shaded as doubled on the back (double-action cards only). */
  doubled?: Side;
  spec?: { spec: Specialization; advanced: boolean };
  /** Copies in its deck. */
  copies: number;
  origin: Origin;
}

const LETTERS: readonly ActionLetter[] = ['A', 'B', 'C', 'bots'];
const MOVES: readonly MoveKind[] = ['red', 'blue', 'lift'];
const PER_LETTER: Record<ActionLetter, number> = { A: 10, B: 8, C: 7, bots: 5 };

const act = (action: ActionLetter, heroic = false): Half =>
  heroic ? { kind: 'action', action, heroic: true } : { kind: 'action', action };
const mv = (move: MoveKind): Half => ({ kind: 'move', move });

/** A symbol code as used in ids: a letter, 'bots', or a movement. */
type Sym = ActionLetter | MoveKind;
function half(sym: Sym): Half {
  return (LETTERS as readonly string[]).includes(sym) ? act(sym as ActionLetter) : mv(sym as MoveKind);
}

export const BASIC_CARDS: readonly CardData[] = LETTERS.flatMap((l) =>
  MOVES.map(
    (m): CardData => ({
      id: `${l}|${m}`,
      cls: 'basic',
      action: act(l),
      move: mv(m),
      copies: PER_LETTER[l],
      origin: 'published',
    }),
  ),
);

const HEROIC_PAIRS: readonly [ActionLetter, Station][] = [
  ['A', { zone: 'blue', deck: 'lower' }],
  ['A', { zone: 'red', deck: 'lower' }],
  ['B', { zone: 'blue', deck: 'upper' }],
  ['B', { zone: 'red', deck: 'upper' }],
  ['bots', { zone: 'white', deck: 'lower' }],
  ['bots', { zone: 'white', deck: 'upper' }],
];

export const HEROIC_CARDS: readonly CardData[] = HEROIC_PAIRS.map(([l, to]) => ({
  id: `H:${l}|${to.deck}-${to.zone}`,
  cls: 'heroic',
  action: act(l, true),
  move: { kind: 'heroic-move', to },
  copies: 1,
  origin: 'published',
}));

/** Doubled action halves (first symbol a button or battlebot action), each with every single move. */
const DOUBLED_ACTIONS: readonly [Sym, Sym][] = [
  ['A', 'B'],
  ['B', 'A'],
  ['A', 'C'],
  ['C', 'A'],
  ['B', 'C'],
  ['C', 'B'],
  ['A', 'bots'],
  ['bots', 'A'],
  ['B', 'bots'],
  ['C', 'bots'],
  ['A', 'red'],
  ['A', 'blue'],
  ['B', 'lift'],
  ['C', 'lift'],
  ['bots', 'lift'],
];
/** Doubled movement halves (first symbol a movement), each with single action halves A, B and C. */
const DOUBLED_MOVES: readonly [Sym, Sym][] = [
  ['red', 'red'],
  ['blue', 'blue'],
  ['red', 'lift'],
  ['blue', 'lift'],
  ['lift', 'red'],
  ['lift', 'blue'],
  ['red', 'A'],
  ['blue', 'A'],
  ['lift', 'A'],
  ['red', 'B'],
  ['blue', 'B'],
  ['lift', 'B'],
  ['red', 'C'],
  ['blue', 'C'],
  ['lift', 'bots'],
];

export const DOUBLE_CARDS: readonly CardData[] = [
  ...DOUBLED_ACTIONS.flatMap(([a, b]) =>
    MOVES.map(
      (m): CardData => ({
        id: `D:${a}+${b}|${m}`,
        cls: 'double',
        action: [half(a), half(b)],
        move: mv(m),
        doubled: 'action',
        copies: 1,
        origin: 'designed',
      }),
    ),
  ),
  ...DOUBLED_MOVES.flatMap(([a, b]) =>
    (['A', 'B', 'C'] as const).map(
      (l): CardData => ({
        id: `D:${l}|${a}+${b}`,
        cls: 'double',
        action: act(l),
        move: [half(a), half(b)],
        doubled: 'move',
        copies: 1,
        origin: 'designed',
      }),
    ),
  ),
];

export const SPECIALIZATIONS: readonly Specialization[] = [
  'rocketeer',
  'data-analyst',
  'energy-technician',
  'pulse-gunner',
  'medic',
  'teleporter',
  'hypernavigator',
  'special-ops',
  'squad-leader',
  'mechanic',
];

export const SPECIAL_CARDS: readonly CardData[] = SPECIALIZATIONS.flatMap((spec) =>
  [false, true].map(
    (advanced): CardData => ({
      id: `S:${spec}${advanced ? '+' : ''}`,
      cls: 'special',
      action: act('C'),
      move: null,
      spec: { spec, advanced },
      copies: 1,
      origin: 'published',
    }),
  ),
);

/** Every card by id. */
export const CARDS: ReadonlyMap<string, CardData> = new Map(
  [...BASIC_CARDS, ...HEROIC_CARDS, ...DOUBLE_CARDS, ...SPECIAL_CARDS].map((c) => [c.id, c]),
);

export function card(id: string): CardData {
  const c = CARDS.get(id);
  if (!c) throw new Error(`no action card ${id}`);
  return c;
}

/** The shuffled action deck of a mission: the basic deck, or the double-action deck in its place. */
export function actionDeck(doubleActions: boolean): readonly CardData[] {
  return doubleActions ? DOUBLE_CARDS : BASIC_CARDS;
}

export function isTransferable(id: string): boolean {
  const c = card(id);
  return c.cls === 'basic' || c.cls === 'double';
}

/** What others see of a face-down card: the half on top, and the shaded (doubled) half if any. */
export interface CardBack {
  top: Side;
  doubled?: Side;
  /** Specialization cards have their own back. */
  special?: true;
}

export function backOf(id: string, top: Side): CardBack {
  const c = card(id);
  if (c.cls === 'special') return { top, special: true };
  return c.doubled ? { top, doubled: c.doubled } : { top };
}

/** What the resolution does for a card placed with `top` up. */
export function plannedStep(id: string, top: Side, w?: { c: string; top: Side }): PlannedStep {
  if (w) {
    const [sp, other] = card(id).spec ? [{ c: id, top }, w] : [w, { c: id, top }];
    const s = card(sp.c).spec as { spec: Specialization; advanced: boolean };
    return { kind: 'special', spec: s.spec, advanced: s.advanced, with: plannedStep(other.c, other.top) };
  }
  const c = card(id);
  if (c.spec) return { kind: 'special', spec: c.spec.spec, advanced: c.spec.advanced };
  const h = top === 'action' ? c.action : c.move;
  if (h === null) return null;
  if (Array.isArray(h)) return { kind: 'double', halves: [h[0] as Half, h[1] as Half] };
  return h as Half;
}

/** Total copies in a list of cards (the basic deck: 90; the double-action deck: 90). */
export function copies(list: readonly CardData[]): number {
  let n = 0;
  for (const c of list) n += c.copies;
  return n;
}

/**
 * Whether two cards may share one turn (002 "Specializations"): the Medic's card with a card played
 * as a single move, or the advanced Special Ops card with any ordinary, heroic or double card.
 */
export function canShare(a: string, aTop: Side, b: string, bTop: Side): boolean {
  const ca = card(a);
  const cb = card(b);
  return sharesWith(ca, cb, bTop) || sharesWith(cb, ca, aTop);
}

/** Whether specialization card `sp` may share a turn with `other` played with `otherTop` up. */
function sharesWith(sp: CardData, other: CardData, otherTop: Side): boolean {
  if (!sp.spec || other.cls === 'special') return false;
  if (sp.spec.spec === 'special-ops') return sp.spec.advanced;
  if (sp.spec.spec !== 'medic') return false;
  const h = otherTop === 'move' ? other.move : null;
  return h !== null && !Array.isArray(h) && (h as Half).kind === 'move';
}

const SYMBOL: Record<string, string> = {
  A: 'A',
  B: 'B',
  C: 'C',
  bots: 'battlebots',
  red: 'red arrow',
  blue: 'blue arrow',
  lift: 'lift',
};

function halfName(h: Half | readonly [Half, Half] | null): string {
  if (h === null) return '';
  if (Array.isArray(h)) return h.map((x) => halfName(x as Half)).join(' + ');
  const one = h as Half;
  if (one.kind === 'action') return `${one.heroic ? 'heroic ' : ''}${SYMBOL[one.action]}`;
  if (one.kind === 'move') return SYMBOL[one.move] as string;
  return `heroic move to ${one.to.deck} ${one.to.zone}`;
}

/** A card as a player reads it: "A / red arrow", "heroic B / heroic move to upper red", "Medic (advanced)". */
export function cardName(id: string): string {
  const c = CARDS.get(id);
  if (!c) return id;
  if (c.spec) return `${c.spec.spec.replace(/-/g, ' ')}${c.spec.advanced ? ' (advanced)' : ''}`;
  return `${halfName(c.action)} / ${halfName(c.move)}`;
}
