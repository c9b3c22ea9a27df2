import type { Action, ApplyContext } from '@airlock/engine';
import { LIFEFORM_CARD } from './data/cards.ts';
import { LIFEFORM_ICONS, type LifeformIcon } from './data/icons.ts';
import { lifeformIconPossible } from './icons-possible.ts';
import { discardFromHand, lifeformDraws, subsets, uniq } from './piles.ts';
import { LIFEFORM, type LfState } from './state.ts';
import { cocoonTrack, handLimit } from './tracks.ts';
import { cardList, cardName, iconList } from './names.ts';
import { playAction } from './crew-turn.ts';

/** The lifeform activity phase (L320-357): Lurk, Use Vent or Play a Lifeform Card. */
export function lurkOptions(s: LfState, force: boolean): Action[] {
  const hand = s.hands[LIFEFORM] ?? [];
  const max = handLimit(s);
  if (!force && hand.length >= max) return [];
  const evo = cocoonTrack(s)[s.tracks.cocoon]?.evolution ?? 0;
  return subsets(hand, evo).map((discard) => ({ type: 'lurk', discard }));
}

export function applyLurk(s: LfState, a: Action, ctx: ApplyContext): void {
  const discard = a.discard as string[];
  for (const c of discard) discardFromHand(s, LIFEFORM, c);
  ctx.quiet ||
    ctx.emit({
      rule: 'lifeform.lurk',
      text: `The lifeform lurks${discard.length ? `, discarding ${cardList(discard)}` : ''}`,
      data: { discard },
    });
  const need = handLimit(s) - (s.hands[LIFEFORM]?.length ?? 0);
  if (need > 0) lifeformDraws(s, need, ctx);
}

/**
 * A lifeform card's rows as read by `lifeformTurnOptions`: each row's icons as memo slots (-1 for
 * SELF-DESTRUCT, always possible), and the row's play action. Built once per card.
 */
interface CardRows {
  slots: readonly (readonly number[])[];
  plays: readonly Action[];
}

/** Memo slots by icon: MOVE A, B and D share one, as the same first step makes any of them possible. */
const SLOT = new Map<LifeformIcon, number>(LIFEFORM_ICONS.map((icon, i) => [icon, i]));
SLOT.set('move-b', SLOT.get('move-a') as number);
SLOT.set('move-d', SLOT.get('move-a') as number);
const CARD_ROWS = new Map<string, CardRows>();

function cardRows(card: string): CardRows {
  let c = CARD_ROWS.get(card);
  if (c === undefined) {
    const rows = (LIFEFORM_CARD[card]?.rows ?? []) as LifeformIcon[][];
    c = {
      slots: rows.map((row) => row.map((icon) => (icon === 'self-destruct' ? -1 : (SLOT.get(icon) as number)))),
      plays: rows.map((_, i) => playAction(card, i)),
    };
    CARD_ROWS.set(card, c);
  }
  return c;
}

/** The answers of one list, by icon: unknown, no, yes (many cards share icons: each is asked once). */
const MEMO = new Int8Array(LIFEFORM_ICONS.length);
const UNKNOWN = 0;
const NO = 1;
const YES = 2;

function rowCan(s: LfState, slots: readonly number[]): boolean {
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as number;
    if (slot < 0) return true;
    let v = MEMO[slot] as number;
    if (v === UNKNOWN) {
      v = lifeformIconPossible(s, LIFEFORM_ICONS[slot] as LifeformIcon) ? YES : NO;
      MEMO[slot] = v;
    }
    if (v === YES) return true;
  }
  return false;
}

/** The rows of a card that can change the state: some icon of the row can be carried out. */
function cardPlays(s: LfState, card: string, out: Action[]): void {
  const c = cardRows(card);
  for (let i = 0; i < c.slots.length; i++) if (rowCan(s, c.slots[i] as number[])) out.push(c.plays[i] as Action);
}

export function lifeformTurnOptions(s: LfState): Action[] {
  const out = lurkOptions(s, false);
  if (s.vents > 0) out.push({ type: 'vent-token' });
  MEMO.fill(UNKNOWN);
  // A hand is kept sorted: its distinct cards are read in one pass (any other order is sorted first).
  const hand = s.hands[LIFEFORM] ?? [];
  const first = out.length;
  let prev: string | undefined;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h] as string;
    if (card === prev) continue;
    if (prev !== undefined && card < prev) {
      out.length = first;
      for (const c of uniq(hand)) cardPlays(s, c, out);
      break;
    }
    prev = card;
    cardPlays(s, card, out);
  }
  // Designed: the rulebook gives no way out for a full hand of cards none of which can act; the
  // lifeform then discards its hand and draws back up to its hand size, so play cannot stall.
  if (out.length === 0) out.push({ type: 'refresh' });
  return out;
}

export function applyLifeformTurn(s: LfState, a: Action, ctx: ApplyContext): void {
  s.stack.pop();
  switch (a.type) {
    case 'lurk':
      applyLurk(s, a, ctx);
      return;
    case 'vent-token':
      s.vents--;
      ctx.quiet || ctx.emit({ rule: 'lifeform.vent', text: 'The lifeform spends a vent token' });
      s.stack.push({ k: 'row', seat: LIFEFORM, icons: ['vent'] });
      return;
    case 'play': {
      const card = a.card as string;
      const row = (LIFEFORM_CARD[card]?.rows[a.row as number] ?? []) as LifeformIcon[];
      discardFromHand(s, LIFEFORM, card);
      ctx.quiet ||
        ctx.emit({
          rule: 'lifeform.play',
          text: `The lifeform plays ${cardName(card)} (${iconList(row, true)})`,
          data: { card, row: a.row as number },
        });
      s.stack.push({ k: 'row', seat: LIFEFORM, icons: [...row], card: [...row] });
      return;
    }
    case 'refresh': {
      const hand = [...(s.hands[LIFEFORM] ?? [])];
      for (const c of hand) discardFromHand(s, LIFEFORM, c);
      ctx.quiet ||
        ctx.emit({
          rule: 'lifeform.refresh',
          text: `The lifeform can do nothing: it discards ${cardList(hand)} and draws anew`,
          data: { cards: hand },
          reveals: true,
        });
      lifeformDraws(s, handLimit(s), ctx);
      return;
    }
  }
}

/** Discards down to the hand size after the cocoon burns or a showdown draw (L1262-1266). */
export function trimOptions(s: LfState): Action[] {
  return uniq(s.hands[LIFEFORM] ?? []).map((card) => ({ type: 'discard', card }));
}
