import { repairable, repairModule } from '../modules.ts';
import { rolesOf } from './index.ts';
import { ownTurn } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Janitor, "OCD" (035): on the holder's own turn, a repair action in the holder's module may put back
 * every missing status cube at once, each from the integrity board as usual (as many as the board
 * holds; a rule that blocks a repair, such as mold, stops it).
 */
export const ocd: RoleHandler = {
  id: 'ocd',
  actions(s, seat, out) {
    if (ownTurn(s, seat) && repairable(s, s.pos[seat] as number)) out.push({ type: 'role', role: 'ocd' });
  },
  perform(s, seat, _a, ctx) {
    const m = s.pos[seat] as number;
    const before = s.cubes[m] as number;
    ctx.emit({ rule: 'role.ocd', text: 'OCD: the Janitor restores the whole module.', data: { seat, m } });
    // At most three passes: a repair a rule turns into something else (mold removal) must not loop.
    for (let i = 0; i < 3 && !s.over && repairable(s, m); i++) repairModule(s, m, ctx);
    for (const h of rolesOf(s, seat)) h.afterRepair?.(s, seat, m, before, ctx);
  },
};
