import type { ApplyContext } from '@airlock/engine';
import { type Card, CARD_KINDS, cardName, cardNames } from './data/cards.ts';
import { hooksFor } from './rules/hooks.ts';
import { rolesHandLost, rolesOf } from './roles/index.ts';
import { MOVED_TO, moduleName } from './ship.ts';
import type { McState } from './state.ts';

/**
 * Seats that see the hands of the given seats: themselves and their allies (Team and Co-op allies play
 * with open hands). Private events about a hand go to these seats.
 */
export function watchers(s: McState, a: number, b: number = a): number[] {
  const out: number[] = [];
  const shared = s.opt.mode !== 'sole';
  for (let o = 0; o < s.n; o++) {
    if (o === a || o === b || (shared && (s.team[a] === s.team[o] || s.team[b] === s.team[o]))) out.push(o);
  }
  return out;
}

/**
 * Draws the top PIP card. When the deck is empty the discard pile is shuffled into a new deck
 * (designed: the rulebook does not say; a digital table keeps the game going). Undefined when both
 * are empty.
 */
export function drawOne(s: McState, ctx: ApplyContext): Card | undefined {
  if (s.deck.length === 0 && s.discard.length > 0) {
    s.deck = ctx.rng.shuffle(s.discard);
    s.discard = [];
    ctx.emit({ rule: 'pip.reshuffle', text: 'The discard pile is shuffled into a new PIP deck.' });
  }
  return s.deck.pop();
}

export function giveCard(s: McState, seat: number, c: Card): void {
  (s.hands[seat] as Card[]).push(c);
}

export function takeFromHand(s: McState, seat: number, c: Card): boolean {
  const h = s.hands[seat] as Card[];
  const i = h.lastIndexOf(c);
  if (i < 0) return false;
  removeAt(h, i);
  return true;
}

/**
 * Removes the element at index i in place, as `list.splice(i, 1)` does (a negative index counts from
 * the end), without making the array of removed elements that splice returns.
 */
export function removeAt<T>(list: T[], i: number): void {
  const n = list.length;
  const at = i < 0 ? Math.max(n + i, 0) : i;
  if (at >= n) return;
  for (let k = at; k < n - 1; k++) list[k] = list[k + 1] as T;
  list.length = n - 1;
}

const DRAWN = Object.fromEntries(CARD_KINDS.map((c) => [c, `You draw ${cardName(c)}.`])) as Record<Card, string>;

/** Draws a card into a seat's hand: the card is named to that seat only. */
export function drawTo(s: McState, seat: number, ctx: ApplyContext, rule = 'pip.draw'): Card | undefined {
  const c = drawOne(s, ctx);
  if (!c) {
    ctx.emit({ rule, text: 'There is no PIP card left to draw.' });
    return undefined;
  }
  giveCard(s, seat, c);
  ctx.emit({
    rule,
    text: DRAWN[c] ?? `You draw ${cardName(c)}.`,
    data: { seat, card: c },
    to: watchers(s, seat),
    public: { text: 'Draws a PIP card.', data: { seat } },
    reveals: true,
  });
  return c;
}

/** Puts a crew member in module m and runs what entering does (the Bear, roles that watch a module). */
export function enterModule(s: McState, seat: number, m: number, ctx: ApplyContext): void {
  if (s.pos[seat] === m) return;
  s.pos[seat] = m;
  ctx.emit({ rule: 'move', text: MOVED_TO[m] ?? `Moves to ${moduleName(m)}.`, data: { seat, to: m } });
  for (let o = 0; o < s.n; o++) {
    // Crew who escaped or were eliminated (hard level) are off the ship: no Bear, no role reacts.
    if (o === seat || s.pos[o] !== m || s.escaped.includes(o) || s.out.includes(o)) continue;
    if ((s.gear[o] as Card[]).includes('bear')) bear(s, o, seat, ctx);
    for (const h of rolesOf(s, o)) h.onEnter?.(s, o, seat, m, ctx);
  }
  for (const r of hooksFor(s.opt).onEnter) r.onEnter?.(s, seat, m, ctx);
}

/** The Bear: whoever enters shows their hand; a food card there feeds the Bear, which then leaves. */
function bear(s: McState, owner: number, visitor: number, ctx: ApplyContext): void {
  const hand = s.hands[visitor] as Card[];
  ctx.emit({
    rule: 'pip.bear',
    text: `The Bear makes the visitor show their hand: ${cardNames(hand) || 'nothing'}.`,
    data: { owner, visitor, hand: [...hand] },
    reveals: true,
  });
  const food = hand.includes('food') ? 'food' : hand.includes('potato') ? 'potato' : null;
  if (!food) return;
  takeFromHand(s, visitor, food);
  s.discard.push(food);
  const g = s.gear[owner] as Card[];
  g.splice(g.indexOf('bear'), 1);
  s.discard.push('bear');
  ctx.emit({ rule: 'pip.bear', text: 'The Bear eats a food card and wanders off.', data: { owner, visitor, food } });
}

/** Jump to safety: the whole hand goes face up to the discard pile. */
export function discardHand(s: McState, seat: number, ctx: ApplyContext): Card[] {
  const hand = s.hands[seat] as Card[];
  const lost = [...hand];
  hand.length = 0;
  for (const c of lost) s.discard.push(c);
  ctx.emit({
    rule: 'jump.discard',
    text: `Loses every PIP card in hand: ${cardNames(lost) || 'none'}.`,
    data: { seat, cards: lost },
    reveals: lost.length > 0,
  });
  rolesHandLost(s, seat, lost, ctx);
  return lost;
}
