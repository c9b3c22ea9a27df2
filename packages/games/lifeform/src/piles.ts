import type { ApplyContext, Rng, Seat } from '@airlock/engine';
import { TERROR_CARD } from './data/terror.ts';
import { cardList, seatName } from './names.ts';
import { add, type Counts, LIFEFORM, type LfState, total } from './state.ts';

export { seatName };

/** Scratch list of a pile's kinds, reused by every draw. */
const KINDS: string[] = [];

/** A card drawn from a pile of counts: a kind chosen with weight equal to its count. */
export function takeFrom(pile: Counts, rng: Rng): string | null {
  const n = total(pile);
  if (n === 0) return null;
  let r = rng.int(0, n - 1);
  // The kinds in sorted order, insertion-sorted in place (a pile holds a few kinds).
  KINDS.length = 0;
  for (const k in pile) {
    let i = KINDS.length;
    KINDS.push(k);
    while (i > 0 && (KINDS[i - 1] as string) > k) {
      KINDS[i] = KINDS[i - 1] as string;
      i--;
    }
    KINDS[i] = k;
  }
  for (const k of KINDS) {
    const v = pile[k] ?? 0;
    if (r < v) {
      add(pile, k, -1);
      return k;
    }
    r -= v;
  }
  return null;
}

function refill(pile: Counts, discard: Counts): void {
  for (const [k, v] of Object.entries(discard)) add(pile, k, v);
  for (const k of Object.keys(discard)) delete discard[k];
}

/** A card from the pile; an empty pile first takes the discards (an empty pile draws nothing from the generator). */
function drawOrRefill(pile: Counts, discard: Counts, rng: Rng): string | null {
  const c = takeFrom(pile, rng);
  if (c !== null) return c;
  refill(pile, discard);
  return takeFrom(pile, rng);
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
  s.hands[seat]?.sort();
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
  s.hands[LIFEFORM]?.push(...got);
  s.hands[LIFEFORM]?.sort();
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
  if (total(s.terrorPile) === 0) refill(s.terrorPile, s.discards.terror);
  const c = takeFrom(s.terrorPile, rng);
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
