import { enterModule } from '../hand.ts';
import { canEnter, neighbours } from '../ship.ts';
import { rolledModule } from './rolls.ts';
import type { RoleHandler } from './types.ts';

/**
 * Ship Doctor, "I'm a Doctor, Not a..." (025): when the damage roll picks the holder's module, on any
 * turn, the holder may step into a connected module before the damage lands (a damage-window
 * reaction, like Always Thinking, but only a step).
 */
export const imADoctor: RoleHandler = {
  id: 'im-a-doctor',
  reactions(s, seat, w, out) {
    if (rolledModule(s, w) !== s.pos[seat]) return;
    for (const to of neighbours(s.pos[seat] as number))
      if (canEnter(s, seat, to)) out.push({ type: 'role', role: 'im-a-doctor', to });
  },
  react(s, seat, a, _w, ctx) {
    ctx.emit({
      rule: 'role.im-a-doctor',
      text: 'The Ship Doctor gets out of the way of the meteoroid.',
      data: { seat },
    });
    enterModule(s, seat, a.to as number, ctx);
  },
};
