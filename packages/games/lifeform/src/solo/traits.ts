import type { Action } from '@airlock/engine';
import { deckOf } from '../board.ts';
import { takeFrom } from '../piles.ts';
import type { LfState } from '../state.ts';
import { draw, hand, peek } from './cards.ts';
import { type Ctx, me, pop, push, solo } from './state.ts';
import { addFear } from './tracks.ts';
import { drawCrisis } from './crisis.ts';
import { cardList, roomName } from '../names.ts';

/**
 * Trait tokens (L3229-3262) and terror met on entering a chamber (L3188-3209). A trait token lies face
 * down in an area naming the deck where it may clear terror (PROFESSIONALISM: any deck); its fight
 * icon is cards only when it is flipped onto the Remora. Discarded for a look at the deck, it leaves
 * unseen.
 */
export function flipTrait(s: LfState, i: number, ctx: Ctx): void {
  const x = solo(s);
  const t = x.traits[i];
  if (!t || t.where !== 'unused') throw new Error('trait token not available');
  t.where = 'remora';
  t.icon = takeFrom(x.traitUnseen, ctx.rng);
  ctx.quiet ||
    ctx.emit({
      rule: 'solo.trait',
      text: `A trait token goes to the Remora showing ${t.icon}`,
      data: { trait: i, icon: t.icon ?? '' },
      reveals: true,
    });
}

function chamberDeck(s: LfState): string {
  return deckOf(s, me(s).at as string);
}

/** Unused trait tokens that may clear terror on this deck. */
export function eligibleTraits(s: LfState): number[] {
  const deck = chamberDeck(s);
  return solo(s)
    .traits.map((t, i) => (t.where === 'unused' && (t.area === deck || t.area === 'professionalism') ? i : -1))
    .filter((i) => i >= 0);
}

export function terrorOptions(s: LfState): Action[] {
  return [...eligibleTraits(s).map((trait) => ({ type: 'trait', trait })), { type: 'endure' }];
}

export function applyTerror(s: LfState, chamber: string, a: Action, ctx: Ctx): void {
  pop(s);
  s.terror = s.terror.filter((c) => c !== chamber);
  if (a.type === 'trait') {
    flipTrait(s, a.trait as number, ctx);
    ctx.quiet ||
      ctx.emit({ rule: 'solo.terror.trait', text: `Your composure clears the terror in ${roomName(s, chamber)}` });
    return;
  }
  ctx.quiet || ctx.emit({ rule: 'solo.terror', text: `The terror in ${roomName(s, chamber)} goes on your fear track` });
  addFear(s, ctx);
  if (!s.over) drawCrisis(s, ctx);
}

/** Free action: discard a trait token to look at 4 crew cards, keep 1, put back the rest (L3237-3242). */
export function startLook(s: LfState, i: number, ctx: Ctx): void {
  const t = solo(s).traits[i];
  if (!t) throw new Error('no trait');
  t.where = 'spent';
  const cards = peek(s, 4, ctx);
  ctx.quiet ||
    ctx.emit({
      rule: 'solo.trait.look',
      text: `You look at ${cardList(cards)}`,
      data: { cards: cards },
      to: [0],
      reveals: true,
      public: { text: 'The player spends a trait token to look at crew cards' },
    });
  push(s, { k: 'look', cards });
}

function perms(items: string[]): string[][] {
  if (items.length <= 1) return [items];
  const out = new Map<string, string[]>();
  items.forEach((x, i) => {
    for (const p of perms(items.filter((_, j) => j !== i))) out.set([x, ...p].join('|'), [x, ...p]);
  });
  return [...out.values()];
}

export function lookOptions(cards: string[]): Action[] {
  const out: Action[] = [];
  for (const keep of [...new Set(cards)].sort()) {
    const rest = [...cards];
    rest.splice(rest.indexOf(keep), 1);
    for (const order of perms(rest.sort()))
      for (const place of ['top', 'bottom']) out.push({ type: 'keep', card: keep, place, order });
  }
  return out;
}

export function applyLook(s: LfState, a: Action, ctx: Ctx): void {
  pop(s);
  const x = solo(s);
  hand(s).push(a.card as string);
  hand(s).sort();
  const order = a.order as string[];
  if (a.place === 'top') x.deckTop = [...order, ...x.deckTop];
  else x.deckBottom = [...x.deckBottom, ...order];
  ctx.quiet ||
    ctx.emit({ rule: 'solo.trait.keep', text: `You keep a card and put ${order.length} on the ${String(a.place)}` });
  void draw;
}
