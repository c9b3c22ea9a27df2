import { chargeActions, chargeReactions, spendInWindow, spendOnTurn } from './action-charge.ts';
import type { RoleHandler } from './types.ts';

/**
 * First Mate, "Time's a Wastin" (004): the first arrival of the ship in yellow gives a charge, and the
 * first arrival in red another; a charge buys an extra action at any time (see action-charge.ts).
 * The core reports each phase once, the first time the board reaches it.
 */
export const timesAWastin: RoleHandler = {
  id: 'times-a-wastin',
  onPhase(s, seat, phase, ctx) {
    if (phase < 1) return;
    s.charges[seat] = (s.charges[seat] as number) + 1;
    ctx.emit({
      rule: 'role.times-a-wastin',
      text: `Time's a Wastin: the First Mate gains an action charge (${s.charges[seat]}).`,
      data: { seat },
    });
  },
  actions: (s, seat, out) => chargeActions(s, seat, 'times-a-wastin', out),
  perform: (s, seat, _a, ctx) => spendOnTurn(s, seat, 'times-a-wastin', ctx),
  reactions: (s, seat, w, out) => chargeReactions(s, seat, 'times-a-wastin', w, out),
  react: (s, seat, _a, w, ctx) => spendInWindow(s, seat, 'times-a-wastin', w, ctx),
};
