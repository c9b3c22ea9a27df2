import { M } from '../data/ship.ts';
import { drawTo } from '../hand.ts';
import type { McState } from '../state.ts';
import { aboard, ask } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Pilot, "Part of a Plan" (009): whenever anyone, the holder included, uses Navigation, on any turn,
 * the holder may spend a charge (3 on the card) to draw a PIP card.
 */
function can(s: McState, seat: number): boolean {
  return aboard(s, seat) && (s.charges[seat] as number) > 0 && s.deck.length + s.discard.length > 0;
}

export const partOfAPlan: RoleHandler = {
  id: 'part-of-a-plan',
  onModuleUse(s, seat, _user, m) {
    if (m === M.navigation && can(s, seat)) ask(s, seat, 'part-of-a-plan');
  },
  offer: (s, seat, st) => (can(s, seat) ? [{ type: 'role', role: st.role }] : []),
  accept(s, seat, _st, _a, ctx) {
    s.charges[seat] = (s.charges[seat] as number) - 1;
    ctx.emit({
      rule: 'role.part-of-a-plan',
      text: 'Part of a Plan: the Pilot spends a charge to draw.',
      data: { seat },
    });
    drawTo(s, seat, ctx, 'role.part-of-a-plan');
  },
};
