import type { ApplyContext } from '@airlock/engine';
import { type Card, CARDS, RESOURCES } from '../data/cards.ts';
import type { RoleId } from '../data/roles.ts';
import { giveCard } from '../hand.ts';
import type { McState } from '../state.ts';
import { aboard } from './shared.ts';

/**
 * Who Left This Here? (008) and Of Course I Have One (012): the first time the ship reaches yellow,
 * the holder takes a card from a face-up resource pile, if any is left. The core reports each phase
 * once (the first arrival), so this happens once a game; a ship that jumps from green to red still
 * passes through yellow and triggers it.
 */
export function foundResource(
  s: McState,
  seat: number,
  phase: number,
  pile: number,
  role: RoleId,
  ctx: ApplyContext,
): void {
  if (phase !== 1 || !aboard(s, seat) || (s.piles[pile] as number) === 0) return;
  const c = RESOURCES[pile] as Card;
  s.piles[pile] = (s.piles[pile] as number) - 1;
  giveCard(s, seat, c);
  ctx.emit({
    rule: `role.${role}`,
    text: `Takes a face-up ${CARDS[c].name} card: it was there all along.`,
    data: { seat, card: c },
  });
}
