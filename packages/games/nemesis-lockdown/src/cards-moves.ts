import type { Json } from '@airlock/engine';
import { neighbours, returnItem } from './basic.ts';
import type { CardHandler } from './cardkinds.ts';
import { intruderAttack } from './core/attack.ts';
import { ITEM } from './data/cards.ts';
import { moveCharacter } from './movement.ts';
import { hasTech, inCombat, livingIn, placeName, say, seatName } from './state.ts';

/** Movement cards of the Sentry (Facility Tour) and the Survivor (Distraction, Vents). */
export const MOVE_CARDS: Record<'tour' | 'distraction' | 'vents', CardHandler> = {
  tour: {
    params(s, p) {
      if (inCombat(s, p)) return [];
      const others = livingIn(s, p.room).filter((q) => q !== p);
      return neighbours(s, p.room).flatMap((to) => others.map((q) => ({ to, with: q.seat })));
    },
    // The card's owner moves as usual (exploration, noise roll as if alone); the guest comes along
    // behind, with no roll of its own, unless the owner did not make it.
    apply(s, p, a, ctx) {
      const from = p.room;
      const q = s.players[a.with as number];
      moveCharacter(s, p, a.to as string, ctx);
      if (!q || q.status !== 'alive' || q.room !== from || p.status !== 'alive' || p.room === from) return;
      q.room = p.room;
      say(ctx, 'card.tour', `${seatName(s, q.seat)} comes along to ${placeName(s, q.room)}`, {
        seat: q.seat,
        from,
        to: q.room,
      });
    },
  },
  distraction: {
    // Any item card: one from the inventory, or one held alone in a hand (a taped pair stays together).
    params(s, p) {
      if (!inCombat(s, p)) return [];
      const items: Record<string, Json>[] = [...new Set(p.inventory)].sort().map((item) => ({ item }));
      p.hands.forEach((h, hand) => {
        if (h.kind === 'item' && !h.taped) items.push({ hand });
      });
      return neighbours(s, p.room).flatMap((to) => items.map((x) => ({ to, ...x })));
    },
    apply(s, p, a, ctx) {
      let item: string | undefined;
      if (typeof a.item === 'string') {
        item = a.item;
        p.inventory.splice(p.inventory.indexOf(item), 1);
      } else item = p.hands.splice(a.hand as number, 1)[0]?.name;
      if (item) returnItem(s, item);
      ctx.emit({
        rule: 'card.distraction',
        text: `${seatName(s, p.seat)} throws away ${ITEM[item ?? '']?.name ?? 'an item'} as a distraction`,
        data: { seat: p.seat, item: item ?? '' },
        reveals: true,
      });
      moveCharacter(s, p, a.to as string, ctx, { unharmed: true });
    },
  },
  vents: {
    // Like the Cave Entrance's crawl, from any room with an entrance; on Mars the ducts are the open
    // surface areas, which no effect naming the technical corridors uses.
    params(s, p) {
      if (s.side === 'mars' || inCombat(s, p) || !hasTech(p.room)) return [];
      return Object.keys(s.rooms)
        .sort()
        .filter((room) => room !== p.room && hasTech(room) && s.rooms[room]?.explored)
        .map((to) => ({ to }));
    },
    apply(s, p, a, ctx) {
      const from = p.room;
      p.room = a.to as string;
      say(ctx, 'card.vents', `${seatName(s, p.seat)} crawls through the vents to ${placeName(s, p.room)}`, {
        seat: p.seat,
        from,
        to: p.room,
      });
      // An adult in the ducts lashes out: one attack card, with its darkness extra.
      const ghost = { id: 0, kind: 'adult' as const, room: p.room, injuries: 0 };
      intruderAttack(s, ghost, p, ctx, true);
    },
  },
};
