import { type Card, CARD_KINDS, cardName, kindMask } from '../data/cards.ts';
import { TOPO } from '../data/ship.ts';
import { enterModule } from '../hand.ts';
import { canEnter, moduleName } from '../ship.ts';
import { ownTurn } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Teleport Controller, "Now You See Me" (024): on the holder's own turn, a move action may go to a
 * diagonally placed module by discarding a PIP card from hand (the card leaves the hand when the move
 * is declared, and goes face up to the discard pile when it happens). Entry rules still apply.
 */
export const nowYouSeeMe: RoleHandler = {
  id: 'now-you-see-me',
  actions(s, seat, out) {
    if (!ownTurn(s, seat)) return;
    const held = kindMask(s.hands[seat] as Card[]);
    const diag = TOPO.diag[s.pos[seat] as number] as number[];
    for (let d = 0; d < diag.length; d++) {
      const to = diag[d] as number;
      if (!canEnter(s, seat, to)) continue;
      for (let i = 0; i < CARD_KINDS.length; i++)
        if ((held & (1 << i)) !== 0)
          out.push({ type: 'role', role: 'now-you-see-me', to, spend: CARD_KINDS[i] as Card });
    }
  },
  perform(s, seat, a, ctx) {
    s.discard.push(a.spend as Card);
    ctx.emit({
      rule: 'role.now-you-see-me',
      text: `Now You See Me: discards ${cardName(a.spend as Card)} and slips diagonally into ${moduleName(a.to as number)}.`,
      data: { seat, card: a.spend as string, to: a.to as number },
    });
    enterModule(s, seat, a.to as number, ctx);
  },
};
