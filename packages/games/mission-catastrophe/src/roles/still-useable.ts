import { type Card, CARD_KINDS, CARDS, kindMask } from '../data/cards.ts';
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
    const held = kindMask(s.hands[seat] as Card[]);
    const there = kindMask(s.discard);
    for (let i = 0; i < CARD_KINDS.length; i++) {
      if ((held & (1 << i)) === 0) continue;
      const spend = CARD_KINDS[i] as Card;
      for (let k = 0; k < CARD_KINDS.length; k++)
        if (k !== i && (there & (1 << k)) !== 0)
          out.push({ type: 'role', role: 'still-useable', spend, take: CARD_KINDS[k] as Card });
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
