import type { CrewIcon } from '../data/icons.ts';
import type { LfState } from '../state.ts';
import { HOOKS } from './hooks.ts';
import { PLAYER, solo } from './state.ts';

/**
 * Crisis cards kept in the hand (13th Passenger module C, L3303-3309): turned round, each is an action
 * card whose one row is its upside-down icon; it counts toward the hand limit and pays costs that ask
 * for its icon or for any card. They are public (the card was resolved face up), so they are kept apart
 * from the secret crew hand; once played or discarded they leave the game like any resolved crisis card.
 */
export function keptCards(s: LfState): string[] {
  return solo(s).search?.kept ?? [];
}

/** Every card in the hand: crew cards, then kept crisis cards. */
export function inHand(s: LfState): string[] {
  const k = keptCards(s);
  const h = s.hands[PLAYER] as string[];
  return k.length === 0 ? h : [...h, ...k];
}

export function handCount(s: LfState): number {
  return (s.hands[PLAYER]?.length ?? 0) + keptCards(s).length;
}

/** The icon a kept crisis card carries ([] for anything else). */
export function cardIcons(card: string): string[] {
  const k = HOOKS.cards[card]?.keep;
  return k ? [k.icon] : [];
}

/** The rows a kept crisis card offers when played. */
export function keptRows(card: string): CrewIcon[][] {
  const k = HOOKS.cards[card]?.keep;
  return k ? [[k.icon]] : [];
}
