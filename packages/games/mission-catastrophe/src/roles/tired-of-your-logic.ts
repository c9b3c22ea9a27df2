import { M } from '../data/ship.ts';
import { applyModule, moduleVariants } from '../modules.ts';
import { powered } from '../ship.ts';
import { dangerPhase, ownTurn } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Ship Doctor, "Tired of Your Logic" (026): on the holder's own turn, in the yellow and red phases,
 * standing in Life Support, the holder may use it even without power. It is the holder's module use
 * for the turn. With power the plain module action does the same, so the role is offered only
 * without it.
 */
export const tiredOfYourLogic: RoleHandler = {
  id: 'tired-of-your-logic',
  actions(s, seat, out) {
    if (!ownTurn(s, seat) || !dangerPhase(s) || s.modUsed[seat] || s.pos[seat] !== M.lifeSupport) return;
    if (powered(s, M.lifeSupport)) return;
    for (const v of moduleVariants(s, seat, M.lifeSupport, false))
      out.push({ ...v, type: 'role', role: 'tired-of-your-logic' });
  },
  perform(s, seat, a, ctx) {
    s.modUsed[seat] = true;
    ctx.emit({
      rule: 'role.tired-of-your-logic',
      text: 'Tired of Your Logic: Life Support works for the Doctor, power or not.',
      data: { seat },
    });
    applyModule(s, seat, { ...a, type: 'module' }, ctx);
  },
};
