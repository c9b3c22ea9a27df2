import { enterModule } from '../hand.ts';
import { canEnter, neighbours } from '../ship.ts';
import { doubles } from './rolls.ts';
import type { RoleHandler } from './types.ts';

/**
 * First Mate, "Don't Panic" (005): whenever the damage dice show doubles, on anyone's turn, the holder
 * may step into a connected module at once, before the damage lands. Offered in the damage window
 * (the dice are public); the step follows the usual entry rule (no oxygen needs a spacesuit).
 */
export const dontPanic: RoleHandler = {
  id: 'dont-panic',
  reactions(s, seat, w, out) {
    if (!doubles(w)) return;
    for (const to of neighbours(s.pos[seat] as number))
      if (canEnter(s, seat, to)) out.push({ type: 'role', role: 'dont-panic', to });
  },
  react(s, seat, a, _w, ctx) {
    ctx.emit({
      rule: 'role.dont-panic',
      text: "Don't Panic: doubles, and the First Mate steps aside.",
      data: { seat },
    });
    enterModule(s, seat, a.to as number, ctx);
  },
};
