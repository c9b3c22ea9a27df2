import { type Card, cardNames } from '../data/cards.ts';
import { aboard } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Communications Officer, "Computer, Scan!" (013): whenever a crew member enters the holder's module
 * (any way of moving), the holder sees that crew member's hand. The look is private: the cards go to
 * the holder only, the others learn that a look happened. Looking costs nothing and changes nothing
 * else, so it is done at once rather than asked (a holder would never decline it).
 */
export const computerScan: RoleHandler = {
  id: 'computer-scan',
  onEnter(s, seat, mover, _m, ctx) {
    if (!aboard(s, seat)) return;
    const hand = [...(s.hands[mover] as Card[])].sort();
    ctx.emit({
      rule: 'role.computer-scan',
      text: `Computer, Scan!: you see the hand of Crew ${mover + 1}: ${cardNames(hand) || 'nothing'}.`,
      data: { seat, mover, hand },
      to: [seat],
      public: { text: "Computer, Scan!: the Communications Officer scans the newcomer's hand.", data: { seat, mover } },
      reveals: true,
    });
  },
};
