import { activeWindow, type Json, openWindow, type Seat } from '@airlock/engine';
import { intruderAttack } from './core/attack.ts';
import type { EventEffect } from './data/cards.ts';
import { ACTION_CARD, CHARACTER, type ReactionEffect } from './data/characters.ts';
import { type Ctx, inDarkness, say, seatName } from './state.ts';
import type { GameState, Intruder, Player } from './types.ts';

/**
 * Reaction cards (the Lab Rat's Inconspicuous and Feel of the Dark) in the kernel's reaction windows.
 * When a moment a reaction answers comes, the flow stops and a window opens for the seat whose deck
 * holds that reaction; what the flow still had to do waits in `waiting` (or, for the attack step, in the
 * window's own data). The answer (reaction-answers.ts) resolves the moment and the flow goes on.
 *
 * Hidden information: whether a window opens depends only on what everyone sees (the character, a
 * hand that is not empty, the card not lying in the discard pile, the situation), never on the hand's
 * content, so being asked tells nothing; declining looks the same whether the card was held or not.
 */
export type Moment =
  /** The attack step: intruder `intruder` picked `seat` with someone else in the room; `rest` attack after it. */
  | { moment: 'attack'; intruder: number; seat: Seat; rest: number[] }
  /** Bag development: `seat`'s noise roll, in darkness. */
  | { moment: 'bag-noise'; seat: Seat }
  /** An event card's darkness part, with `seat` in a dark room. */
  | { moment: 'dark-event'; effect: EventEffect; seat: Seat }
  /** A surprise attack by intruder `intruder` on `seat`, in darkness. */
  | { moment: 'surprise'; intruder: number; seat: Seat };

export const REACTION_OF: Record<Moment['moment'], ReactionEffect> = {
  attack: 'redirect-attack',
  'bag-noise': 'skip-dark-noise',
  'dark-event': 'dark-event',
  surprise: 'dark-surprise',
};

/** The card ids of a character's deck that answer a reaction effect, with their copies. */
function reactionCards(p: Player, effect: ReactionEffect): [string, number][] {
  const deck = CHARACTER[p.character]?.deck ?? {};
  return Object.entries(deck).filter(([id]) => ACTION_CARD[id]?.reactions?.includes(effect));
}

/** From public facts only: the player might hold a card answering this effect. */
export function mightReact(p: Player, effect: ReactionEffect): boolean {
  if (p.status !== 'alive' || p.hand.length === 0) return false;
  return reactionCards(p, effect).some(([id, copies]) => p.discard.filter((c) => c === id).length < copies);
}

/** Opens a window for the moment when the player might answer it; true when the flow must wait. */
export function offerReaction(s: GameState, p: Player, m: Moment, ctx: Ctx): boolean {
  const effect = REACTION_OF[m.moment];
  if (!mightReact(p, effect)) return false;
  openWindow(s.windows, effect, [p.seat], 'sequential', m as unknown as Json);
  say(ctx, 'reaction.window', `${seatName(s, p.seat)} may react (${effect.replace(/-/g, ' ')})`, {
    seat: p.seat,
    moment: m.moment,
  });
  return true;
}

/** The open window's moment, when `seat` is the one asked. */
export function momentFor(s: GameState, seat: Seat): Moment | null {
  const w = activeWindow(s.windows);
  if (!w || w.seats[w.at] !== seat) return null;
  return w.data as unknown as Moment;
}

/** The answers: each reaction card in hand that fits the moment, or declining. */
export function reactionAnswers(s: GameState, p: Player): { type: string; card?: string }[] {
  const m = momentFor(s, p.seat);
  if (!m) return [];
  const effect = REACTION_OF[m.moment];
  const cards = [...new Set(p.hand)].filter((id) => ACTION_CARD[id]?.reactions?.includes(effect)).sort();
  return [...cards.map((card) => ({ type: 'react', card })), { type: 'decline' }];
}

/**
 * A surprise attack, with the chance to answer it when it comes in darkness. Callers stop their flow
 * when a window opened (`flowHeld`), as for the first encounter's objective choice.
 */
export function surpriseAttack(s: GameState, intr: Intruder, p: Player, ctx: Ctx): void {
  if (inDarkness(s, p.room) && offerReaction(s, p, { moment: 'surprise', intruder: intr.id, seat: p.seat }, ctx))
    return;
  intruderAttack(s, intr, p, ctx);
}
