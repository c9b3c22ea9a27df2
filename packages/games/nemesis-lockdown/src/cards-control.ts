import type { Json } from '@airlock/engine';
import type { CardHandler } from './cardkinds.ts';
import { placeDoor } from './hazards.ts';
import { applyRoom, roomOptions } from './rooms.ts';
import { TILE } from './data/rooms.ts';
import { corridorsOf, placeName, powered, say, seatName, tileOf } from './state.ts';
import { peekableRooms, peekTile } from './tilepeeks.ts';

/**
 * The Sentry's facility-control cards: Quarantine (doors closed from a computer) and Defense Plan (a
 * free room action in a white or red room, or a look at two face-down rooms).
 */
export const CONTROL_CARDS: Record<'quarantine' | 'defense-room' | 'defense-peek', CardHandler> = {
  quarantine: {
    // "From a computer": the same conditions as a computer action (a computer room, working, powered).
    params(s, p) {
      const tile = tileOf(s, p.room);
      if (!tile?.computer || s.rooms[p.room]?.malfunction || !powered(s, p.room)) return [];
      return Object.keys(s.rooms)
        .sort()
        .filter((room) => corridorsOf(s, room).some((c) => c.door === 'open'))
        .map((room) => ({ room }));
    },
    apply(s, p, a, ctx) {
      const room = a.room as string;
      say(ctx, 'card.quarantine', `${seatName(s, p.seat)} seals ${placeName(s, room)} from the computer`, {
        seat: p.seat,
        room,
      });
      for (const c of corridorsOf(s, room)) if (c.door === 'open') placeDoor(s, c, p.seat, ctx);
    },
  },
  'defense-room': {
    params(s, p) {
      const color = tileOf(s, p.room)?.color;
      if (color !== 'white' && color !== 'red') return [];
      return roomOptions(s, p).map((o) => o.params);
    },
    apply(s, p, a, ctx) {
      applyRoom(s, p, { ...a, type: 'room' }, ctx);
    },
  },
  'defense-peek': {
    params(s, p) {
      const rooms = peekableRooms(s, p.seat);
      if (rooms.length === 1) return [{ rooms: [...rooms] }];
      const out: Record<string, Json>[] = [];
      for (let i = 0; i < rooms.length; i++)
        for (let j = i + 1; j < rooms.length; j++) out.push({ rooms: [rooms[i] as string, rooms[j] as string] });
      return out;
    },
    apply(s, p, a, ctx) {
      const rooms = a.rooms as string[];
      const seen = rooms.map((room) => ({ room, tile: peekTile(s, room, p.seat, ctx) }));
      const me = seatName(s, p.seat);
      ctx.emit({
        rule: 'card.defense-plan',
        text: `You look at ${seen.map((x) => `${placeName(s, x.room)}: ${x.tile ? (TILE[x.tile]?.name ?? x.tile) : 'nothing'}`).join(', ')}`,
        data: { seat: p.seat, seen },
        to: [p.seat],
        public: {
          text: `${me} looks at the tiles of ${rooms.map((r) => placeName(s, r)).join(' and ')}`,
          data: { seat: p.seat, rooms },
        },
        reveals: true,
      });
    },
  },
};
