import { enterModule } from '../hand.ts';
import { canEnter, moduleName } from '../ship.ts';
import { aboard, dangerPhase } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Ship Doctor, "Medical Emergency" (027): in the yellow and red phases, when the damage roll picks a
 * module where another crew member stands, the Doctor must go there at once, wherever the Doctor is
 * and before the damage lands (so often into harm's way). Not when the Doctor could not enter it (no
 * oxygen and no spacesuit): the move is forced, not a licence to breathe vacuum.
 */
export const medicalEmergency: RoleHandler = {
  id: 'medical-emergency',
  onRoll(s, seat, m, ctx) {
    if (!dangerPhase(s) || !aboard(s, seat) || s.pos[seat] === m || !canEnter(s, seat, m)) return;
    let patient = false;
    for (let o = 0; o < s.n; o++) if (o !== seat && aboard(s, o) && s.pos[o] === m) patient = true;
    if (!patient) return;
    ctx.emit({
      rule: 'role.medical-emergency',
      text: `Medical Emergency: the Ship Doctor rushes to ${moduleName(m)}.`,
      data: { seat, m },
    });
    enterModule(s, seat, m, ctx);
  },
};
