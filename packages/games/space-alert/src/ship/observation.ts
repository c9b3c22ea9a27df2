/**
 * Visual confirmation: C in lower white. Each turn counts its observers; at the end of each phase the
 * turn with the most observers scores 1, 2, 3 points for 1-3 observers and 2 more for each further
 * one (5, 7, ...). The advanced Data Analyst counts as 3 observers, which may pass the printed scale.
 */
import { type Ctx, note, type ResolutionState } from '../state.ts';
import { phaseStart } from './computer.ts';

export function observationPoints(observers: number): number {
  return observers <= 3 ? observers : 3 + 2 * (observers - 3);
}

export function observe(ctx: Ctx, crew: number, weight = 1): void {
  const s = ctx.s;
  s.ship.observers[s.turn] = (s.ship.observers[s.turn] ?? 0) + weight;
  if (ctx.frames) note(ctx, 'observe', `Crew ${crew + 1} observes the threats (weight ${weight}).`, { crew, weight });
}

/** End of turn: at a phase end (or an early jump, which ends the phase too), score its best turn. */
export function observationEndTurn(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.phaseEnds.includes(s.turn) && s.jumpAfter !== s.turn) return;
  let best = 0;
  for (let t = phaseStart(s, s.turn); t <= s.turn; t++) best = Math.max(best, s.ship.observers[t] ?? 0);
  const points = observationPoints(best);
  s.observation.push(points);
  if (ctx.frames && best > 0)
    note(ctx, 'observe.phase', `Visual confirmation for this phase: ${best} observers, ${points} points.`, {
      best,
      points,
    });
}

/** Someone observed this turn (the Phasing Anomaly lets blind lasers see again). */
export function observedThisTurn(s: ResolutionState): boolean {
  return (s.ship.observers[s.turn] ?? 0) > 0;
}
