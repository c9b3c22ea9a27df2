import type { ApplyContext, Rng, Seat } from '@airlock/engine';
import { TERROR_CARD } from './data/terror.ts';
import { cardList, seatName } from './names.ts';
import { add, type Counts, LIFEFORM, type LfState } from './state.ts';

export { seatName };

/** Scratch lists of a pile's kinds and their counts, reused by every draw. */
const KINDS: string[] = [];
const COUNTS: number[] = [];

/**
 * A card drawn from a pile of counts: a kind chosen with weight equal to its count, the kinds taken
 * in sorted order. One pass over the pile gathers the kinds (insertion-sorted in place: a pile holds
 * a few kinds) and the total; an empty pile draws nothing from the generator.
 */
export function takeFrom(pile: Counts, rng: Rng): string | null {
  let n = 0;
  let len = 0;
  for (const k in pile) {
    const v = pile[k] as number;
    n += v;
    let i = len++;
    while (i > 0 && (KINDS[i - 1] as string) > k) {
      KINDS[i] = KINDS[i - 1] as string;
      COUNTS[i] = COUNTS[i - 1] as number;
      i--;
    }
    KINDS[i] = k;
    COUNTS[i] = v;
  }
  if (n === 0) return null;
  let r = rng.int(0, n - 1);
  for (let i = 0; i < len; i++) {
    const v = COUNTS[i] as number;
    if (r < v) {
      const k = KINDS[i] as string;
      if (v > 1) pile[k] = v - 1;
      else delete pile[k];
      return k;
    }
    r -= v;
  }
  return null;
}

function refill(pile: Counts, discard: Counts): void {
  for (const k in discard) add(pile, k, discard[k] as number);
  for (const k in discard) delete discard[k];
}

/** A card from the pile; an empty pile first takes the discards (an empty pile draws nothing from the generator). */
function drawOrRefill(pile: Counts, discard: Counts, rng: Rng): string | null {
  const c = takeFrom(pile, rng);
  if (c !== null) return c;
  refill(pile, discard);
  return takeFrom(pile, rng);
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
  for (let i = 0; i < n; i++) {
    const c = drawOrRefill(s.piles.crew, s.discards.crew, ctx.rng);
    if (c === null) break;
    got.push(c);
    s.hands[seat]?.push(c);
  }
  const h = s.hands[seat];
  if (h) sortHand(h);
  if (got.length > 0) {
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
  for (let i = 0; i < n; i++) {
    const c = drawOrRefill(s.piles.lifeform, s.discards.lifeform, ctx.rng);
    if (c === null) break;
    got.push(c);
  }
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
  const c = drawOrRefill(s.terrorPile, s.discards.terror, rng);
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
