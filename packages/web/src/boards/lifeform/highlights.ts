import { VALLEY_FORGE } from '@airlock/lifeform';
import { marksOf, type ShipState, tokensIn } from './Ship.tsx';
import { rowsOf } from './Tracks.tsx';

/** The parts of a Lifeform view the highlights compare: the map and the tracks. */
export interface LfSnapshot {
  ship: ShipState;
  tracks: Parameters<typeof rowsOf>[0];
}

/** Chambers and tracks that look different now than in `before` (nothing on a first look). */
export interface LfTouched {
  rooms: Set<string>;
  tracks: Set<string>;
}

/** What a chamber shows: who and what stands there, its marks, its power. Compared as drawn, so only
 * what the viewer could see on the map counts. */
function roomLook(s: ShipState, room: (typeof VALLEY_FORGE.chambers)[number]): string {
  return JSON.stringify([
    tokensIn(s, room.id).map((t) => [t.key, t.cls ?? '', t.label]),
    marksOf(room, s).map((m) => m.label),
    s.outages.includes(room.id),
  ]);
}

export function lfTouchedSince(before: LfSnapshot | null, after: LfSnapshot): LfTouched {
  const out: LfTouched = { rooms: new Set(), tracks: new Set() };
  if (!before) return out;
  for (const c of VALLEY_FORGE.chambers) if (roomLook(before.ship, c) !== roomLook(after.ship, c)) out.rooms.add(c.id);
  const was = new Map(rowsOf(before.tracks).map((r) => [r.name, `${r.at}|${r.say}`]));
  for (const r of rowsOf(after.tracks)) if (was.get(r.name) !== `${r.at}|${r.say}`) out.tracks.add(r.name);
  return out;
}
