/**
 * What a threat is worth when the ship makes its jump: destroyed or survived points by colour and
 * severity, the printed exceptions, and the four cases of called-in threats (002 "Calls In").
 */
import type { Ctx, ThreatOnBoard } from '../state.ts';
import { cardOf } from './runtime.ts';
import { BASE_POINTS, hasTrait } from './types.ts';

export function pointsOf(t: ThreatOnBoard, result: 'destroyed' | 'survived'): number {
  const card = cardOf(t);
  const fixed = hasTrait(card, 'fixed-points');
  const [survived, destroyed] = fixed ? [fixed.survived, fixed.destroyed] : BASE_POINTS[card.severity][card.colour];
  return result === 'destroyed' ? destroyed : survived;
}

/**
 * A caller destroyed before its call marks the called card destroyed at once (calling.ts), so it
 * scores here like any destroyed threat; a caller or a called card still on its trajectory at the
 * jump is worth nothing.
 */
export function points(_ctx: Ctx, t: ThreatOnBoard): number {
  if (t.state === 'destroyed') return pointsOf(t, 'destroyed');
  if (t.state === 'survived') return pointsOf(t, 'survived');
  // Still on its trajectory at the jump: nothing.
  return 0;
}
