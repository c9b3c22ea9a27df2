import type { CardHandler } from './cardkinds.ts';
import { inCombat, linksOf, otherEnd, say, seatName, intruderCount } from './state.ts';

/** The Xenobiologist's designed study cards: Dissection and Close Observation. */
export const STUDY_CARDS: Record<'dissect' | 'observe', CardHandler> = {
  dissect: {
    params(s, p) {
      if (inCombat(s, p)) return [];
      const here = (s.rooms[p.room]?.objects.carcass ?? 0) > 0;
      const held = p.hands.some((h) => h.kind === 'object' && h.name === 'carcass');
      return here || held ? [{}] : [];
    },
    apply(s, p, _a, ctx) {
      p.knowledge += 2;
      say(ctx, 'card.dissection', `${seatName(s, p.seat)} dissects a carcass and gains 2 knowledge`, { seat: p.seat });
    },
  },
  observe: {
    // Next door through any corridor, whatever its door.
    params(s, p) {
      const rooms = [p.room, ...linksOf(s, p.room).map((c) => otherEnd(c, p.room))];
      return rooms.some((r) => intruderCount(s, r) > 0) ? [{}] : [];
    },
    apply(s, p, _a, ctx) {
      p.knowledge += 1;
      say(ctx, 'card.observation', `${seatName(s, p.seat)} watches an intruder and gains 1 knowledge`, {
        seat: p.seat,
      });
    },
  },
};
