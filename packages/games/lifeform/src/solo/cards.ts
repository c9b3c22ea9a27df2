import { SOLO } from '../data/dragons-domain.ts';
import { takeFrom } from '../piles.ts';
import { add, type LfState, total } from '../state.ts';
import { handCount } from './kept.ts';
import { type Ctx, PLAYER, push, solo } from './state.ts';
import { cardList } from '../names.ts';

/**
 * The solo crew deck: a pile of counts (order unseen) between the cards the player has put back on top
 * or at the bottom after a trait look (order known). An empty pile takes the discards (our reading,
 * as in the base game).
 */
export function hand(s: LfState): string[] {
  return s.hands[PLAYER] as string[];
}

function drawOne(s: LfState, ctx: Ctx): string | null {
  const x = solo(s);
  if (x.deckTop.length > 0) return x.deckTop.shift() as string;
  if (total(s.piles.crew) > 0) return takeFrom(s.piles.crew, ctx.rng);
  if (x.deckBottom.length > 0) return x.deckBottom.shift() as string;
  if (total(s.discards.crew) === 0) return null;
  for (const [k, v] of Object.entries(s.discards.crew)) add(s.piles.crew, k, v);
  s.discards.crew = {};
  return takeFrom(s.piles.crew, ctx.rng);
}

/** Draws crew cards into the hand; the hand limit is checked by the flow afterwards. */
export function draw(s: LfState, n: number, ctx: Ctx): string[] {
  const got: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawOne(s, ctx);
    if (c === null) break;
    got.push(c);
  }
  hand(s).push(...got);
  hand(s).sort();
  if (got.length > 0)
    ctx.quiet ||
      ctx.emit({
        rule: 'solo.draw',
        text: `You draw ${cardList(got)}`,
        data: { cards: got },
        to: [PLAYER],
        reveals: true,
        public: { text: `The player draws ${got.length} crew card(s)`, data: { count: got.length } },
      });
  return got;
}

/** Takes cards from the pile without putting them in hand (the trait look). */
export function peek(s: LfState, n: number, ctx: Ctx): string[] {
  const got: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawOne(s, ctx);
    if (c === null) break;
    got.push(c);
  }
  return got;
}

/** Discards a card from the hand; a kept crisis card leaves the game instead (module C). */
export function discard(s: LfState, card: string): void {
  const h = hand(s);
  const i = h.indexOf(card);
  if (i >= 0) {
    h.splice(i, 1);
    add(s.discards.crew, card, 1);
    return;
  }
  const kept = solo(s).search?.kept ?? [];
  const k = kept.indexOf(card);
  if (k < 0) throw new Error(`${card} not in hand`);
  kept.splice(k, 1);
  add(solo(s).crisisGone, card, 1);
}

/** Pushes the discard step when the hand (kept crisis cards included) is over the solo limit of 7 (L2548-2550). */
export function checkHand(s: LfState): void {
  if (handCount(s) > SOLO.handLimit) push(s, { k: 'discard' });
}
