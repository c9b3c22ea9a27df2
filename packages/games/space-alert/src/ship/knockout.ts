/**
 * Knock-outs: a knocked-out crew member performs no more actions this mission, and the battlebot
 * squad they lead is disabled. Each costs 2 points at scoring (1 more for the disabled squad).
 * Nobody in the station of an advanced Medic this turn can be knocked out, wherever the Medic is at
 * that moment (crew in space are not in a station and are not protected), nor anyone while their
 * card is protected by advanced Special Ops.
 */
import { type Ctx, note, sameStation } from '../state.ts';

export function isProtected(ctx: Ctx, crew: number): boolean {
  const c = ctx.s.crew[crew];
  if (!c) return false;
  // Advanced Special Ops: the protected card has no side effect on its player (no self-knock-out).
  if (c.protectedTurn === ctx.s.turn) return true;
  if (c.inSpace) return false;
  return ctx.s.ship.shielded.some((m) => {
    const medic = ctx.s.crew[m];
    return medic !== undefined && !medic.inSpace && sameStation(medic.station, c.station);
  });
}

/** Knocks a crew member out; returns false when they were already out or protected. */
export function knockOut(ctx: Ctx, crew: number, cause = 'knock-out'): boolean {
  const c = ctx.s.crew[crew];
  if (!c || c.knockedOut) return false;
  if (isProtected(ctx, crew)) {
    if (ctx.frames)
      note(ctx, 'knockout.protected', `Crew ${crew + 1} is protected from the knock-out this turn.`, { crew });
    return false;
  }
  c.knockedOut = true;
  if (c.inSpace) c.inSpace = false;
  if (ctx.frames) note(ctx, 'knockout', `Crew ${crew + 1} is knocked out (${cause}).`, { crew });
  disableBots(ctx, crew);
  return true;
}

/** The squad led by this crew member is disabled (knock-out, return fire). */
export function disableBots(ctx: Ctx, crew: number): void {
  const c = ctx.s.crew[crew];
  if (!c || c.squad === null) return;
  const squad = ctx.s.ship.bots[c.squad];
  if (!squad || squad.disabled) return;
  squad.disabled = true;
  if (ctx.frames)
    note(ctx, 'bots.disabled', `The battlebots led by crew ${crew + 1} are disabled.`, { crew, squad: c.squad });
}
