import { type Card, cardName } from '../data/cards.ts';
import { giveCard, watchers } from '../hand.ts';
import { aboard, ask } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Teleport Controller, "I'll Take That" (022): whenever a crew member enters the holder's module (any
 * way of moving), the holder may take one PIP card from them. The hand is face down, so the card is
 * taken at random (as with Requisition Form 2C); it is named to the two of them only.
 */
export const illTakeThat: RoleHandler = {
  id: 'ill-take-that',
  onEnter(s, seat, mover) {
    if (aboard(s, seat) && (s.hands[mover] as Card[]).length > 0) ask(s, seat, 'ill-take-that', { from: mover });
  },
  offer(s, _seat, st) {
    const from = st.from as number;
    return (s.hands[from] as Card[]).length > 0 ? [{ type: 'role', role: st.role, from }] : [];
  },
  accept(s, seat, st, _a, ctx) {
    const from = st.from as number;
    const hand = s.hands[from] as Card[];
    const c = hand.splice(ctx.rng.int(0, hand.length - 1), 1)[0] as Card;
    giveCard(s, seat, c);
    ctx.emit({
      rule: 'role.ill-take-that',
      text: `I'll Take That: ${cardName(c)} changes hands.`,
      data: { seat, from, card: c },
      to: watchers(s, seat, from),
      public: { text: "I'll Take That: the Teleport Controller takes a card from the newcomer.", data: { seat, from } },
      reveals: true,
    });
  },
};
