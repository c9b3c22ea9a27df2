import { viewPod } from '../modules.ts';
import { knowsPod } from '../ship.ts';
import type { McState } from '../state.ts';
import { aboard, ask } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Communications Officer, "Computer, Again!" (015): whenever another crew member looks at an escape
 * pod's ID (the view action, Sensors, a remote Sensors), on any turn, the holder may spend a charge (3
 * on the card) to look at the same pod. Not offered for a pod the holder already knows (who knows
 * which pod is public).
 */
function can(s: McState, seat: number, p: number): boolean {
  return aboard(s, seat) && (s.charges[seat] as number) > 0 && s.podUp[p] === 1 && !knowsPod(s, seat, p);
}

export const computerAgain: RoleHandler = {
  id: 'computer-again',
  onView(s, seat, viewer, p) {
    if (viewer !== seat && can(s, seat, p)) ask(s, seat, 'computer-again', { pod: p });
  },
  offer: (s, seat, st) =>
    can(s, seat, st.pod as number) ? [{ type: 'role', role: st.role, pod: st.pod as number }] : [],
  accept(s, seat, st, _a, ctx) {
    s.charges[seat] = (s.charges[seat] as number) - 1;
    ctx.emit({
      rule: 'role.computer-again',
      text: 'Computer, Again!: the Communications Officer looks too.',
      data: { seat },
    });
    viewPod(s, seat, st.pod as number, ctx);
  },
};
