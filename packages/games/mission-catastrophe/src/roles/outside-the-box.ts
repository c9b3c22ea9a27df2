import { repairable, repairModule } from '../modules.ts';
import { neighbours } from '../ship.ts';
import { rolesOf } from './index.ts';
import { dangerPhase, ownTurn } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Engineer, "Outside the Box" (010): on the holder's own turn, in the yellow and red phases, a repair
 * action may fix a connected module instead of the one the holder stands in (same cost and limits as
 * a repair: one action, one cube, the module below 3 cubes).
 */
export const outsideTheBox: RoleHandler = {
  id: 'outside-the-box',
  actions(s, seat, out) {
    if (!ownTurn(s, seat) || !dangerPhase(s)) return;
    for (const m of neighbours(s.pos[seat] as number))
      if (repairable(s, m)) out.push({ type: 'role', role: 'outside-the-box', target: m });
  },
  perform(s, seat, a, ctx) {
    const m = a.target as number;
    const before = s.cubes[m] as number;
    ctx.emit({
      rule: 'role.outside-the-box',
      text: 'Outside the Box: the Engineer repairs next door.',
      data: { seat, m },
    });
    repairModule(s, m, ctx);
    for (const h of rolesOf(s, seat)) h.afterRepair?.(s, seat, m, before, ctx);
  },
};
