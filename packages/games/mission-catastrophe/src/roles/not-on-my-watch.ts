import { moduleName } from '../ship.ts';
import { aboard } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Engineer, "Not on My Watch" (011): when the damage roll picks the holder's module and its hits
 * would take the module's last status cube (its oxygen), the roll does nothing: no cube, no cascade.
 * A hit that leaves a cube is taken as usual. Runs when the roll lands, so the holder's position then
 * is what counts.
 */
export const notOnMyWatch: RoleHandler = {
  id: 'not-on-my-watch',
  onRoll(s, seat, m, ctx) {
    if (s.pos[seat] !== m || !aboard(s, seat)) return;
    // The roll's hits were pushed just before the roll hooks ran: the newest `hits` step of cause roll.
    for (let i = s.stack.length - 1; i >= 0; i--) {
      const st = s.stack[i];
      if (st?.t !== 'hits' || st.cause !== 'roll') continue;
      const k = st.q.filter((x) => x === m).length;
      const cubes = s.cubes[m] as number;
      if (k === 0 || cubes === 0 || cubes > k) return;
      st.q = st.q.filter((x) => x !== m);
      if (st.q.length === 0) s.stack.splice(i, 1);
      ctx.emit({
        rule: 'role.not-on-my-watch',
        text: `Not on My Watch: the Engineer keeps the air in ${moduleName(m)}; no damage.`,
        data: { seat, m },
      });
      return;
    }
  },
};
