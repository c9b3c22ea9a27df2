import { type Card, CARDS } from '../data/cards.ts';
import { giveCard } from '../hand.ts';
import type { McState } from '../state.ts';
import { aboard, ask } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Quartermaster, "One Alien's Trash" (018): whenever anyone (the holder included: the card says any
 * crew member) plays a PIP card that ends on the discard pile, on any turn, the holder may spend a
 * charge (3 on the card) to take that card from the pile into hand. Covers ability and interrupt
 * cards, cancelled ones too (they are played and discarded); equipment stays in play and never lands
 * there. Offered while the card is still on the pile.
 */
function can(s: McState, seat: number, c: Card): boolean {
  return aboard(s, seat) && (s.charges[seat] as number) > 0 && s.discard.includes(c);
}

export const oneAliensTrash: RoleHandler = {
  id: 'one-aliens-trash',
  onPlay(s, seat, play) {
    if (play.discarded && can(s, seat, play.card)) ask(s, seat, 'one-aliens-trash', { card: play.card });
  },
  offer: (s, seat, st) =>
    can(s, seat, st.card as Card) ? [{ type: 'role', role: st.role, card: st.card as string }] : [],
  accept(s, seat, st, _a, ctx) {
    const c = st.card as Card;
    s.charges[seat] = (s.charges[seat] as number) - 1;
    s.discard.splice(s.discard.lastIndexOf(c), 1);
    giveCard(s, seat, c);
    ctx.emit({
      rule: 'role.one-aliens-trash',
      text: `One Alien's Trash: the Quartermaster takes ${CARDS[c].name} from the discard pile.`,
      data: { seat, card: c },
    });
  },
};
