/** Running the action list printed for an X, Y or Z square. */
import { type Ctx, note, type ThreatOnBoard } from '../state.ts';
import { runEffect } from './effects.ts';
import { cardOf, has, rt } from './runtime.ts';
import type { ActionSquare } from './types.ts';

/** `at` is the square's number on the trajectory, for the frame (a vortex's drawn card has none). */
export function runSquare(ctx: Ctx, t: ThreatOnBoard, square: ActionSquare, at?: number): void {
  const card = cardOf(t);
  if (square === 'Z' && has(t, 'rocket-cancels-z') && rt(t).rocketHit) {
    note(ctx, 'threat.z-cancelled', `${card.name} was hit by a rocket: its Z action fails.`, {
      threat: t.catalogue,
      token: t.order,
    });
    return;
  }
  if (ctx.frames)
    note(ctx, `threat.${square}`, `${card.name} performs its ${square} action.`, {
      threat: t.catalogue,
      token: t.order,
      square: at ?? null,
    });
  const parasite = has(t, 'parasite');
  // A parasite with no host does nothing at its squares (002 Parasite note).
  if (parasite && rt(t).host < 0) return;
  for (const e of card[square]) {
    if (ctx.s.destroyed) return;
    if (t.state === 'destroyed' && !rt(t).aftermath) return;
    runEffect(ctx, t, e);
  }
}
