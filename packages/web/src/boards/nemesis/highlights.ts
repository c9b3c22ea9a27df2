import type { NLView } from '@airlock/nemesis-lockdown';

/** What the Nemesis board outlines as changed since the viewer's last turn. */
export interface Touched {
  rooms: Set<string>;
  corridors: Set<number>;
  seats: Set<number>;
  time: boolean;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A character's public state that a person would call news (not its hand size or its turn flags). */
const bodyOf = (p: NLView['players'][number]) => [p.room, p.status, p.light, p.serious, p.slime, p.hands];

/**
 * The rooms, corridors and characters touched between two views of one seat: a room whose tile, fire,
 * malfunction, objects or items changed; both ends of a character's or an intruder's move; the room of a
 * character or intruder hurt, or of an intruder gone; a corridor whose noise or door changed.
 */
export function touchedSince(before: NLView | null, after: NLView): Touched {
  const t: Touched = { rooms: new Set(), corridors: new Set(), seats: new Set(), time: false };
  if (!before) return t;
  const room = (id: string | null | undefined) => {
    if (id) t.rooms.add(id);
  };
  const oldRooms = new Map(before.rooms.map((r) => [r.id, r]));
  for (const r of after.rooms) if (!same(oldRooms.get(r.id), r)) room(r.id);
  for (const p of after.players) {
    const q = before.players.find((x) => x.seat === p.seat);
    if (!q || same(bodyOf(q), bodyOf(p))) continue;
    t.seats.add(p.seat);
    room(p.room);
    if (q.room !== p.room) room(q.room);
  }
  const oldFoes = new Map(before.intruders.map((n) => [n.id, n]));
  for (const n of after.intruders) {
    const o = oldFoes.get(n.id);
    if (o && same(o, n)) continue;
    room(n.room);
    if (o && o.room !== n.room) room(o.room);
  }
  const now = new Set(after.intruders.map((n) => n.id));
  for (const o of before.intruders) if (!now.has(o.id)) room(o.room);
  const oldCorridors = new Map(before.corridors.map((c) => [c.id, c]));
  for (const c of after.corridors) {
    const o = oldCorridors.get(c.id);
    if (o && (o.noise !== c.noise || o.door !== c.door)) t.corridors.add(c.id);
  }
  t.time = before.time !== after.time;
  return t;
}
