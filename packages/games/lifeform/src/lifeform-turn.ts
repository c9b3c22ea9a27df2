import type { Action, ApplyContext } from '@airlock/engine';
import { LIFEFORM_CARD } from './data/cards.ts';
import type { LifeformIcon } from './data/icons.ts';
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

/** The icons asked so far in one list, and their answers (a scratch memo: a list asks a few icons). */
const ASKED: LifeformIcon[] = [];
const ANSWERS: boolean[] = [];

function rowCan(s: LfState, row: readonly LifeformIcon[]): boolean {
  for (const icon of row) {
    if (icon === 'self-destruct') return true;
    const k = ASKED.indexOf(icon);
    let p: boolean;
    if (k >= 0) p = ANSWERS[k] as boolean;
    else {
      p = lifeformIconPossible(s, icon);
      ASKED.push(icon);
      ANSWERS.push(p);
    }
    if (p) return true;
  }
  return false;
}

export function lifeformTurnOptions(s: LfState): Action[] {
  const out: Action[] = [...lurkOptions(s, false)];
  if (s.vents > 0) out.push({ type: 'vent-token' });
  // Many cards share icons: each icon is asked once per list.
  ASKED.length = 0;
  ANSWERS.length = 0;
  for (const card of uniq(s.hands[LIFEFORM] ?? [])) {
    const rows = LIFEFORM_CARD[card]?.rows ?? [];
    for (let i = 0; i < rows.length; i++) if (rowCan(s, rows[i] as LifeformIcon[])) out.push(playAction(card, i));
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
