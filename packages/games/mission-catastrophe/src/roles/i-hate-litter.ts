import { type Card, CARD_KINDS, CARDS } from '../data/cards.ts';
import { giveCard } from '../hand.ts';
import { aboard, ask, dangerPhase } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Janitor, "I Hate Litter" (036): in the yellow and red phases, whenever a crew member drops a whole
 * hand on the discard pile for lack of oxygen (jumping to safety, or facing death), on any turn, the
 * holder picks up one of those cards. The cards were shown as they fell (public). The card says
 * "gain": not a choice to decline, only which card. The holder's own dropped hand counts too (it says
 * a crew member).
 */
export const iHateLitter: RoleHandler = {
  id: 'i-hate-litter',
  onHandLost(s, seat, loser, cards) {
    if (!dangerPhase(s) || cards.length === 0 || !aboard(s, seat)) return;
    ask(s, seat, 'i-hate-litter', { from: loser, cards: [...cards], must: true });
  },
  offer(s, _seat, st) {
    const dropped = st.cards as Card[];
    return CARD_KINDS.filter((c) => dropped.includes(c) && s.discard.includes(c)).map((card) => ({
      type: 'role',
      role: st.role,
      card,
    }));
  },
  accept(s, seat, _st, a, ctx) {
    const c = a.card as Card;
    s.discard.splice(s.discard.lastIndexOf(c), 1);
    giveCard(s, seat, c);
    ctx.emit({
      rule: 'role.i-hate-litter',
      text: `I Hate Litter: the Janitor picks up ${CARDS[c].name}.`,
      data: { seat, card: c },
    });
  },
};
