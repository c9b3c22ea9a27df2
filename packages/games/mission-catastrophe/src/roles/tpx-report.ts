import type { McAction, McState } from '../state.ts';
import { CARD_HANDLERS, cardVariants } from '../pip.ts';
import { aboard, ask } from './shared.ts';
import type { RoleHandler, RoleStep } from './types.ts';

/**
 * Rig Operator, "TPX Report" (033): whenever a Requisition Form 2C takes effect (anyone's, the
 * holder's own included), on any turn, the holder may spend a charge (3 on the card) to make the same
 * kind of play for itself, with a target that is legal from where the holder stands: take a random
 * card from a crew member in the same or a connected module, or (team and coop) give a card to an
 * ally, as the copied play did. A cancelled Requisition is not copied.
 */
function copies(s: McState, seat: number, st: RoleStep): McAction[] {
  if (!aboard(s, seat) || (s.charges[seat] as number) === 0) return [];
  const take = st.mode === 'take';
  const out: McAction[] = [];
  for (const v of cardVariants('requisition', s, seat, true))
    if ((typeof v.from === 'number') === take) out.push({ ...v, type: 'role', role: st.role });
  return out;
}

export const tpxReport: RoleHandler = {
  id: 'tpx-report',
  onPlay(s, seat, play) {
    if (play.card !== 'requisition' || !play.took || !aboard(s, seat) || (s.charges[seat] as number) === 0) return;
    ask(s, seat, 'tpx-report', { mode: typeof play.action?.from === 'number' ? 'take' : 'give' });
  },
  offer: copies,
  accept(s, seat, _st, a, ctx) {
    s.charges[seat] = (s.charges[seat] as number) - 1;
    ctx.emit({ rule: 'role.tpx-report', text: 'TPX Report: the Rig Operator files the same form.', data: { seat } });
    CARD_HANDLERS.requisition?.apply(s, seat, a, ctx);
  },
};
