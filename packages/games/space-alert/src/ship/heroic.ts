/**
 * Heroic actions. A heroic A fires with +1 strength (a repair deals 2); a heroic B moves 1 energy
 * more than it found, past capacity, if it moved anything (a repair deals 2); heroic battlebots deal
 * the same 1 damage to an intruder but are not disabled by return fire, and in space they strike
 * 4 / 2. Besides the printed heroic cards, two specializations make an action heroic: the Medic's
 * stimulant (this turn, the first half only) and Special Ops' preparation (the next such action).
 * Heroic-making effects do not stack.
 */
import type { Ctx } from '../state.ts';
import type { ActionLetter } from '../types.ts';

/** Whether this action of a crew member is heroic; consumes a preparation or a stimulant it uses. */
export function heroicNow(ctx: Ctx, crew: number, action: ActionLetter, printed: boolean, firstHalf: boolean): boolean {
  if (action === 'C') return printed;
  const c = ctx.s.crew[crew];
  if (!c) return printed;
  const stim = ctx.s.ship.stimulated;
  const at = firstHalf ? stim.indexOf(crew) : -1;
  if (at >= 0) stim.splice(at, 1);
  let heroic = printed || at >= 0;
  if (c.prepared) {
    c.prepared = false;
    heroic = true;
  }
  return heroic;
}
