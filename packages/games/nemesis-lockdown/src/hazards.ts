import { SLOT } from './data/board.ts';
import { type Ctx, placeName, say } from './state.ts';
import type { Corridor, GameState } from './types.ts';

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
  say(ctx, 'fire.place', `Fire breaks out in ${placeName(s, room)}`, { room });
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
  say(ctx, 'malfunction.place', `${placeName(s, room)} malfunctions`, { room });
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

/** Door tokens: 12, as in the original game (Lockdown does not print its count: designed). */
export const DOOR_TOKENS = 12;

/** Door tokens on the board: standing (closed) or lying (destroyed); an open door has none. */
export function doorsOnBoard(s: GameState): number {
  return s.corridors.filter((c) => c.door !== 'open').length;
}

/**
 * Closes an open door. With no door token left, one standing elsewhere on the board must be taken: the
 * player whose action placed the door chooses which (a decision; with none standing, nothing happens).
 */
export function placeDoor(s: GameState, c: Corridor, seat: number, ctx: Ctx): void {
  if (c.door !== 'open' || c.path) return;
  if (doorsOnBoard(s) < DOOR_TOKENS) {
    c.door = 'closed';
    return;
  }
  if (!s.corridors.some((x) => x.door === 'closed')) {
    say(ctx, 'doors.none', 'No door token is left to close this corridor', { corridor: c.id });
    return;
  }
  s.decisions.push({ kind: 'move-door', seat, to: c.id });
}

/** The answer: the standing door token taken from `from` closes the corridor `to` instead. */
export function moveDoor(s: GameState, from: number, to: number, ctx: Ctx): void {
  const a = s.corridors[from];
  const b = s.corridors[to];
  if (!a || !b || a.door !== 'closed' || b.door !== 'open') return;
  a.door = 'open';
  b.door = 'closed';
  say(
    ctx,
    'doors.move',
    `The door between ${placeName(s, a.a)} and ${placeName(s, a.b)} is taken to close the corridor between ${placeName(s, b.a)} and ${placeName(s, b.b)}`,
    { from, to },
  );
}
