import type { RoleId } from '../data/roles.ts';
import { applyModule, moduleVariants } from '../modules.ts';
import { dangerPhase, ownTurn } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * The remote-module roles (002, 006, 014, 017, 023, 029, 031): on the holder's own turn, in the yellow
 * or red phase, use one module from anywhere. The module must have power (moduleVariants checks it),
 * and the use is the holder's module use for the turn (it shares the once-per-turn flag). Standing in
 * the module, the plain module action does the same, so the role is not offered there.
 */
export function remoteModule(id: RoleId, m: number, text: string): RoleHandler {
  return {
    id,
    actions(s, seat, out) {
      if (!ownTurn(s, seat) || s.modUsed[seat] || !dangerPhase(s) || s.pos[seat] === m) return;
      for (const v of moduleVariants(s, seat, m)) out.push({ ...v, type: 'role', role: id });
    },
    perform(s, seat, a, ctx) {
      s.modUsed[seat] = true;
      ctx.emit({ rule: `role.${id}`, text, data: { seat } });
      applyModule(s, seat, { ...a, type: 'module' }, ctx);
    },
  };
}
