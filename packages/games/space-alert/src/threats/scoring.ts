/**
 * What a threat is worth when the ship makes its jump: destroyed or survived points by colour and
 * severity, the printed exceptions, and the four cases of called-in threats (002 "Calls In").
 */
import type { Ctx, ThreatOnBoard } from '../state.ts';
import { isCalled } from './calling.ts';
import { cardOf, rt } from './runtime.ts';
import { BASE_POINTS, hasTrait } from './types.ts';

export function pointsOf(t: ThreatOnBoard, result: 'destroyed' | 'survived'): number {
  const card = cardOf(t);
  const fixed = hasTrait(card, 'fixed-points');
  const [survived, destroyed] = fixed ? [fixed.survived, fixed.destroyed] : BASE_POINTS[card.severity][card.colour];
  return result === 'destroyed' ? destroyed : survived;
}

export function points(ctx: Ctx, t: ThreatOnBoard): number {
  if (t.state === 'destroyed') return pointsOf(t, 'destroyed');
  if (t.state === 'survived') return pointsOf(t, 'survived');
  if (t.state === 'pending' && isCalled(t)) {
    // Destroying the caller before it calls earns the called card's full points; a caller still on
    // its trajectory at the jump, without having called, leaves both worth nothing.
    const caller = ctx.s.threats[(t.status.caller as number | undefined) ?? -1];
    if (caller && caller.state === 'destroyed' && !rt(caller).hasCalled) return pointsOf(t, 'destroyed');
  }
  // Still on its trajectory at the jump: nothing.
  return 0;
}
