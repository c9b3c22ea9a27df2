import { SLOT } from './data/board.ts';
import { type Ctx, say } from './state.ts';
import type { GameState } from './types.ts';

/** Marker supplies: running out of either destroys the facility (end condition b). Counts published. */
export const FIRE_MARKERS = 12;
export const MALFUNCTION_MARKERS = 10;

export function placeFire(s: GameState, room: string, ctx: Ctx): void {
  const r = s.rooms[room];
  if (!r || r.fire) return;
  if (SLOT[room]?.section === undefined || SLOT[room]?.kind === 'crossroads') return;
  if (s.markers.fire <= 0) {
    s.endReason ??= 'destroyed';
    say(ctx, 'fire.exhausted', 'A thirteenth fire is needed: the facility explodes');
    return;
  }
  s.markers.fire--;
  r.fire = true;
  say(ctx, 'fire.place', `Fire breaks out in ${room}`, { room });
}

export function placeMalfunction(s: GameState, room: string, ctx: Ctx): void {
  const r = s.rooms[room];
  if (!r || r.malfunction || !r.explored) return;
  if (r.tile === 'nest' || r.tile === 'contaminated' || r.tile === 'crossroads') return;
  if (s.markers.malfunction <= 0) {
    s.endReason ??= 'destroyed';
    say(ctx, 'malfunction.exhausted', 'An eleventh malfunction is needed: the facility is destroyed');
    return;
  }
  s.markers.malfunction--;
  r.malfunction = true;
  say(ctx, 'malfunction.place', `${room} malfunctions`, { room });
}

export function removeFire(s: GameState, room: string): boolean {
  const r = s.rooms[room];
  if (!r?.fire) return false;
  r.fire = false;
  s.markers.fire++;
  return true;
}

export function removeMalfunction(s: GameState, room: string): boolean {
  const r = s.rooms[room];
  if (!r?.malfunction) return false;
  r.malfunction = false;
  s.markers.malfunction++;
  return true;
}
