import { cardName } from '../data/cards.ts';
import type { ApplyContext, Rng } from '@airlock/engine';
import type { SaState } from './state.ts';

/**
 * Dealing action cards. The deck is a sorted list of card ids (no order is kept: each draw takes a
 * uniformly random card with the generator at the moment of the draw), so nothing about future draws
 * is stored anywhere before they happen.
 */
export function drawCard(s: SaState, rng: Rng): string | null {
  if (s.deck.length === 0) return null;
  return s.deck.splice(rng.int(0, s.deck.length - 1), 1)[0] as string;
}

/** Adds cards to a hand, keeping it sorted (a hand shows kinds, never the order they came in). */
export function addToHand(hand: string[], ids: readonly string[]): void {
  for (const id of ids) hand.push(id);
  hand.sort();
}

export function removeFromHand(hand: string[], id: string): void {
  const i = hand.indexOf(id);
  if (i < 0) throw new Error(`card ${id} is not in the hand`);
  hand.splice(i, 1);
}

export function humans(s: SaState): number {
  return s.seats.filter((x) => x !== null).length;
}

/**
 * Cards dealt to a seat for a phase (research §1.2): 5 per phase with 4-5 humans, 6 with 3, 9 then 6
 * with 2; one more in phase 1 when a fifth android joins fewer than five humans. Phase 1 includes the
 * heroic card (or, with Specializations, a normal card in its place). Androids' cards split among the
 * players when Specializations replace the heroic cards (002 "Androids"): `extra` is this seat's share.
 */
export function packetSize(s: SaState, phase: number): number {
  const h = humans(s);
  let n = h >= 4 ? 5 : h === 3 ? 6 : phase === 1 ? 9 : 6;
  if (phase === 1 && s.crew === 5 && h < 5) n++;
  return n;
}

/** Deals a seat's packet of a phase into its hand; the heroic card of phase 1 is given in setup. */
export function dealPacket(s: SaState, seat: number, phase: number, ctx: ApplyContext, heroic: string | null): void {
  const got: string[] = [];
  const n = packetSize(s, phase) - (heroic ? 1 : 0);
  for (let i = 0; i < n; i++) {
    const c = drawCard(s, ctx.rng);
    if (c !== null) got.push(c);
  }
  if (heroic) got.push(heroic);
  addToHand(s.hands[seat] as string[], got);
  ctx.emit({
    rule: 'round.packet',
    text: `You take your cards for phase ${phase}: ${got.map(cardName).join('; ')}.`,
    data: { seat, phase, cards: got },
    to: [seat],
    public: { text: `Takes ${got.length} cards for phase ${phase}.`, data: { seat, phase, count: got.length } },
    reveals: true,
  });
}
