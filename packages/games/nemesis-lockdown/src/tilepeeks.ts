import type { Seat } from '@airlock/engine';
import { SLOT } from './data/board.ts';
import { type Ctx, drawFrom } from './state.ts';
import type { GameState } from './types.ts';

/**
 * Looking at an unexplored room's tile (the Sentry's Defense Plan). A face-down tile is normally drawn
 * from the unseen pool only when the room is explored; a look draws it now and keeps it aside for that
 * room, known to the seats that looked, until exploration turns it over (`explore` takes it from here).
 */
export function peekTile(s: GameState, room: string, seat: Seat, ctx: Ctx): string | null {
  s.tilePeeks ??= {};
  const peeks = s.tilePeeks;
  const known = peeks[room];
  if (known) {
    if (!known.seen.includes(seat)) known.seen.push(seat);
    return known.tile;
  }
  const pool = SLOT[room]?.kind === 'II' ? s.unseen.tilesII : s.unseen.tilesI;
  const tile = drawFrom(pool, ctx.rng);
  if (tile === null) return null;
  peeks[room] = { tile, seen: [seat] };
  return tile;
}

/** The tile kept aside for a room someone looked at, taken out as the room is explored. */
export function takePeekedTile(s: GameState, room: string): string | null {
  const known = s.tilePeeks?.[room];
  if (!known) return null;
  delete s.tilePeeks?.[room];
  return known.tile;
}

/** Unexplored rooms whose tile is still unknown to `seat` and can be looked at (not the fixed ones). */
export function peekableRooms(s: GameState, seat: Seat): string[] {
  return Object.keys(s.rooms)
    .filter((id) => {
      const slot = SLOT[id];
      if (!slot || (slot.kind !== 'I' && slot.kind !== 'II') || slot.tile) return false;
      return !s.rooms[id]?.explored && !s.tilePeeks?.[id]?.seen.includes(seat);
    })
    .sort();
}
