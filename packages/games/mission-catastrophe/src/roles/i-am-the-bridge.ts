import { M } from '../data/ship.ts';
import { applyModule, moduleVariants } from '../modules.ts';
import { currentPhase } from '../ship.ts';
import type { RoleHandler } from './types.ts';

/**
 * Captain, "I Am the Bridge" (002): on the Captain's own turn, in the yellow or red phase, use the
 * Bridge from anywhere; the Bridge needs power and this is the Captain's module use for the turn.
 * Pattern for the seven remote-module roles (006, 014, 017, 023, 029, 031): reuse the module
 * handler's variants, wrapped as a role action.
 */
export const iAmTheBridge: RoleHandler = {
  id: 'i-am-the-bridge',
  actions(s, seat, out) {
    if (s.active !== seat || s.modUsed[seat] || currentPhase(s) === 0 || s.pos[seat] === M.bridge) return;
    for (const v of moduleVariants(s, seat, M.bridge)) out.push({ ...v, type: 'role', role: 'i-am-the-bridge' });
  },
  perform(s, seat, a, ctx) {
    s.modUsed[seat] = true;
    ctx.emit({
      rule: 'role.i-am-the-bridge',
      text: 'I Am the Bridge: the Captain works the Bridge remotely.',
      data: { seat },
    });
    applyModule(s, seat, { ...a, type: 'module' }, ctx);
  },
};
