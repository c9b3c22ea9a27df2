import { drawTo } from '../hand.ts';
import { doubles } from './rolls.ts';
import type { RoleHandler } from './types.ts';

/**
 * Rig Operator, "Greek Tragedy" (032): whenever the damage dice show doubles, on anyone's turn, the
 * holder may draw a PIP card at once (a damage-window reaction; the drawn card is named to the
 * holder only).
 */
export const greekTragedy: RoleHandler = {
  id: 'greek-tragedy',
  reactions(s, _seat, w, out) {
    if (doubles(w) && s.deck.length + s.discard.length > 0) out.push({ type: 'role', role: 'greek-tragedy' });
  },
  react(s, seat, _a, _w, ctx) {
    ctx.emit({
      rule: 'role.greek-tragedy',
      text: 'Greek Tragedy: doubles, so the Rig Operator draws.',
      data: { seat },
    });
    drawTo(s, seat, ctx, 'role.greek-tragedy');
  },
};
