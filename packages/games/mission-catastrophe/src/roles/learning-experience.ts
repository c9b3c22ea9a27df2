import { aboard, choosingTurnAction, dangerPhase, peek, refundAction, table } from './shared.ts';
import type { McState } from '../state.ts';
import type { ApplyContext } from '@airlock/engine';
import type { RoleHandler } from './types.ts';

/**
 * Botanist, "Learning Experience" (021): in the yellow and red phases, on any turn, the holder may
 * spend a charge (3 on the card) to shrug off missing oxygen until that turn ends: it may enter
 * modules without oxygen and does not jump to safety (or face death). Spent in any window (before a
 * damage roll lands, before a declared action happens) or, on the holder's own turn, between actions
 * without using one. At the hard level's life-support deadline, which leaves no window, a charge is
 * spent for the holder if one can be. Who is protected this turn is public (state.ext.roles.air).
 */
function usable(s: McState, seat: number): boolean {
  return dangerPhase(s) && aboard(s, seat) && (s.charges[seat] as number) > 0 && !peek(s).air.includes(seat);
}

function spend(s: McState, seat: number, ctx: ApplyContext): void {
  s.charges[seat] = (s.charges[seat] as number) - 1;
  table(s).air.push(seat);
  ctx.emit({
    rule: 'role.learning-experience',
    text: 'Learning Experience: the Botanist ignores missing oxygen for the rest of this turn.',
    data: { seat },
  });
}

export const learningExperience: RoleHandler = {
  id: 'learning-experience',
  breathes: (s, seat) => peek(s).air.includes(seat),
  // The life-support deadline leaves no window: a holder who can spend a charge does, rather than die.
  lastBreath(s, seat, ctx) {
    if (!usable(s, seat)) return false;
    spend(s, seat, ctx);
    return true;
  },
  reactions(s, seat, w, out) {
    if (w.what !== 'counter' && usable(s, seat)) out.push({ type: 'role', role: 'learning-experience' });
  },
  react: (s, seat, _a, _w, ctx) => spend(s, seat, ctx),
  actions(s, seat, out) {
    if (choosingTurnAction(s, seat) && usable(s, seat)) out.push({ type: 'role', role: 'learning-experience' });
  },
  perform(s, seat, _a, ctx) {
    refundAction(s, seat);
    spend(s, seat, ctx);
  },
};
