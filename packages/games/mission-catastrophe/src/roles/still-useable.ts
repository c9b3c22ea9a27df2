import { type Card, CARD_KINDS, CARDS } from '../data/cards.ts';
import { giveCard } from '../hand.ts';
import { choosingTurnAction, refundAction } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Janitor, "Still Useable" (034): on the holder's own turn, the holder may spend a charge (3 on the
 * card) to swap one card from hand for any one card of the discard pile. The charge is the price: no
 * action is used (the card names no action). The given card leaves the hand when the swap is
 * declared and lands on the pile after the taken card left it.
 */
export const stillUseable: RoleHandler = {
  id: 'still-useable',
  actions(s, seat, out) {
    if ((s.charges[seat] as number) === 0 || !choosingTurnAction(s, seat)) return;
    const hand = s.hands[seat] as Card[];
    for (const spend of CARD_KINDS) {
      if (!hand.includes(spend)) continue;
      for (const take of CARD_KINDS)
        if (take !== spend && s.discard.includes(take)) out.push({ type: 'role', role: 'still-useable', spend, take });
    }
  },
  perform(s, seat, a, ctx) {
    refundAction(s, seat);
    const give = a.spend as Card;
    const take = a.take as Card;
    const i = s.discard.lastIndexOf(take);
    if (i < 0) {
      // The card left the pile while the swap waited (a free action took it): nothing to swap.
      giveCard(s, seat, give);
      ctx.emit({ rule: 'role.still-useable', text: 'Still Useable: the card is gone; no swap.', data: { seat } });
      return;
    }
    s.charges[seat] = (s.charges[seat] as number) - 1;
    s.discard.splice(i, 1);
    giveCard(s, seat, take);
    s.discard.push(give);
    ctx.emit({
      rule: 'role.still-useable',
      text: `Still Useable: swaps ${CARDS[give].name} for ${CARDS[take].name} from the discard pile.`,
      data: { seat, give, take },
    });
  },
};
