import type { ApplyContext, Rng, Seat } from '@airlock/engine';
import { CREW_DECK, LIFEFORM_DECK } from './data/cards.ts';
import { TERROR_CARD, TERROR_DECK } from './data/terror.ts';
import { cardList, seatName } from './names.ts';
import { add, type Counts, LIFEFORM, type LfState } from './state.ts';

export { seatName };

/** Scratch lists of a pile's kinds (sorted), their counts as read and as drawn down, reused by every draw. */
const KINDS: string[] = [];
const READ: number[] = [];
const COUNTS: number[] = [];

/**
 * The kinds of each deck, sorted as `gather` sorts them. A deck's piles and discards hold only its own
 * kinds (setup fills them from the deck, and cards only move between piles, hands and discards; the
 * invariants check it after every test action), so a draw can look its kinds up one by one: listing
 * the keys of a pile, a hash table, is a trip to the runtime that cost more than the rest of a draw.
 */
export const CREW_KINDS: readonly string[] = CREW_DECK.cards.map((c) => c.id).sort();
export const LIFEFORM_KINDS: readonly string[] = LIFEFORM_DECK.cards.map((c) => c.id).sort();
export const TERROR_KINDS: readonly string[] = TERROR_DECK.cards.map((c) => c.id).sort();

/** Whether a pile of one deck's kinds holds a card (as `total(pile) > 0`, without listing its keys). */
export function holdsAny(pile: Readonly<Counts>, kinds: readonly string[]): boolean {
  for (let i = 0; i < kinds.length; i++) if ((pile[kinds[i] as string] ?? 0) > 0) return true;
  return false;
}

/**
 * Reads a pile into the scratch lists in one pass, the kinds insertion-sorted in place (a pile holds
 * a few kinds); returns how many kinds, and leaves the pile's total in `gathered`. With the deck's
 * kinds given, they are looked up in their sorted order instead.
 */
let gathered = 0;
function gather(pile: Counts, kinds: readonly string[] | null): number {
  if (kinds !== null) return gatherKinds(pile, kinds);
  let n = 0;
  let len = 0;
  // Object.keys, not for-in: a pile whose emptied kinds were deleted is a hash table, and for-in
  // over one costs about half as much again.
  const keys = Object.keys(pile);
  for (let j = 0; j < keys.length; j++) {
    const k = keys[j] as string;
    const v = pile[k] as number;
    n += v;
    let i = len++;
    while (i > 0 && (KINDS[i - 1] as string) > k) {
      KINDS[i] = KINDS[i - 1] as string;
      READ[i] = READ[i - 1] as number;
      i--;
    }
    KINDS[i] = k;
    READ[i] = v;
  }
  for (let i = 0; i < len; i++) COUNTS[i] = READ[i] as number;
  gathered = n;
  return len;
}

function gatherKinds(pile: Counts, kinds: readonly string[]): number {
  let n = 0;
  let len = 0;
  for (let i = 0; i < kinds.length; i++) {
    const k = kinds[i] as string;
    const v = pile[k];
    // A kind with no cards is never drawn nor written back: leaving it out changes nothing.
    if (v === undefined || v <= 0) continue;
    n += v;
    KINDS[len] = k;
    READ[len] = v;
    COUNTS[len] = v;
    len++;
  }
  gathered = n;
  return len;
}

/** One draw from the gathered lists: a kind chosen with weight equal to its count, kinds in sorted order. */
function pick(len: number, total: number, rng: Rng): string | null {
  let r = rng.int(0, total - 1);
  for (let i = 0; i < len; i++) {
    const v = COUNTS[i] as number;
    if (r < v) {
      COUNTS[i] = v - 1;
      return KINDS[i] as string;
    }
    r -= v;
  }
  return null;
}

/** Writes the drawn-down counts back: a kind drawn out is removed, the others keep their place. */
function flush(pile: Counts, len: number): void {
  for (let i = 0; i < len; i++) {
    const v = COUNTS[i] as number;
    if (v === READ[i]) continue;
    const k = KINDS[i] as string;
    if (v > 0) pile[k] = v;
    else delete pile[k];
  }
}

/**
 * A card drawn from a pile of counts: a kind chosen with weight equal to its count, the kinds taken
 * in sorted order; an empty pile draws nothing from the generator.
 */
export function takeFrom(pile: Counts, rng: Rng, kinds: readonly string[] | null = null): string | null {
  const len = gather(pile, kinds);
  if (gathered === 0) return null;
  const k = pick(len, gathered, rng);
  flush(pile, len);
  return k;
}

/**
 * Up to n cards from a pile, read once for them all; an empty pile first takes the discards (an
 * empty pile draws nothing from the generator). The same draws, in the same order, as n single ones.
 */
function drawMany(pile: Counts, discard: Counts, n: number, rng: Rng, got: string[], kinds: readonly string[]): void {
  let len = gather(pile, kinds);
  let total = gathered;
  for (let d = 0; d < n; d++) {
    if (total === 0) {
      flush(pile, len);
      refill(pile, discard);
      len = gather(pile, kinds);
      total = gathered;
      if (total === 0) return;
    }
    const c = pick(len, total, rng);
    if (c === null) break;
    total--;
    got.push(c);
  }
  flush(pile, len);
}

function refill(pile: Counts, discard: Counts): void {
  for (const k in discard) add(pile, k, discard[k] as number);
  for (const k in discard) delete discard[k];
}

/** A card from the pile; an empty pile first takes the discards (an empty pile draws nothing from the generator). */
function drawOrRefill(pile: Counts, discard: Counts, rng: Rng, kinds: readonly string[]): string | null {
  const c = takeFrom(pile, rng, kinds);
  if (c !== null) return c;
  refill(pile, discard);
  return takeFrom(pile, rng, kinds);
}

/**
 * Sorts a hand in place, as `sort()` would (strings by code unit), by insertion: a hand is short and
 * already sorted but for the cards just added, and `sort()` would copy it first.
 */
export function sortHand(h: string[]): void {
  for (let j = 1; j < h.length; j++) {
    const c = h[j] as string;
    let i = j;
    while (i > 0 && (h[i - 1] as string) > c) {
      h[i] = h[i - 1] as string;
      i--;
    }
    h[i] = c;
  }
}

/** Draws crew cards into a seat's hand; an empty pile takes the shuffled discards (our reading). */
export function drawCrew(s: LfState, seat: Seat, n: number, ctx: ApplyContext): number {
  const got: string[] = [];
  drawMany(s.piles.crew, s.discards.crew, n, ctx.rng, got, CREW_KINDS);
  const h = s.hands[seat];
  if (h) {
    for (const c of got) h.push(c);
    sortHand(h);
  }
  if (got.length > 0) {
    ctx.quiet ||
      ctx.emit({
        rule: 'cards.draw',
        text: `You draw ${cardList(got)}`,
        data: { cards: got },
        to: [seat],
        reveals: true,
        public: {
          text: `${seatName(seat)} draws ${got.length} crew card${got.length === 1 ? '' : 's'}`,
          data: { count: got.length },
        },
      });
  }
  return got.length;
}

export function drawLifeform(s: LfState, n: number, ctx: ApplyContext): string[] {
  const got: string[] = [];
  drawMany(s.piles.lifeform, s.discards.lifeform, n, ctx.rng, got, LIFEFORM_KINDS);
  return got;
}

export function lifeformDraws(s: LfState, n: number, ctx: ApplyContext): void {
  const got = drawLifeform(s, n, ctx);
  const h = s.hands[LIFEFORM];
  if (h) {
    for (const c of got) h.push(c);
    sortHand(h);
  }
  if (got.length > 0) {
    ctx.quiet ||
      ctx.emit({
        rule: 'cards.draw',
        text: `You draw ${cardList(got)}`,
        data: { cards: got },
        to: [LIFEFORM],
        reveals: true,
        public: {
          text: `The lifeform draws ${got.length} card${got.length === 1 ? '' : 's'}`,
          data: { count: got.length },
        },
      });
  }
}

export function removeFromHand(s: LfState, seat: Seat, card: string): void {
  const h = s.hands[seat];
  const i = h ? h.indexOf(card) : -1;
  if (!h || i < 0) throw new Error(`${card} not in hand of ${seat}`);
  h.splice(i, 1);
}

export function discardFromHand(s: LfState, seat: Seat, card: string): void {
  removeFromHand(s, seat, card);
  add(seat === LIFEFORM ? s.discards.lifeform : s.discards.crew, card, 1);
}

export function drawTerror(s: LfState, rng: Rng): string | null {
  const c = drawOrRefill(s.terrorPile, s.discards.terror, rng, TERROR_KINDS);
  if (c !== null && !TERROR_CARD[c]) throw new Error(`unknown terror card ${c}`);
  if (c !== null) add(s.discards.terror, c, 1);
  return c;
}

/** Distinct sub-multisets of a sorted list with at most `max` items, each sorted. */
export function subsets(items: readonly string[], max: number): string[][] {
  const sorted = [...items].sort();
  const out: string[][] = [];
  const walk = (start: number, cur: string[]) => {
    out.push([...cur]);
    if (cur.length === max) return;
    for (let i = start; i < sorted.length; i++) {
      if (i > start && sorted[i] === sorted[i - 1]) continue;
      cur.push(sorted[i] as string);
      walk(i + 1, cur);
      cur.pop();
    }
  };
  walk(0, []);
  return out;
}

/** The distinct items, sorted; a sorted list (every hand is kept sorted) is read in one pass. */
export function uniq(items: readonly string[]): string[] {
  const out: string[] = [];
  let prev: string | undefined;
  for (const x of items) {
    if (prev !== undefined && x < prev) return [...new Set(items)].sort();
    if (x !== prev) out.push(x);
    prev = x;
  }
  return out;
}
