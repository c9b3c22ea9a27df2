import type { Json } from '@airlock/engine';
import { returnItem } from './basic.ts';
import type { CardHandler } from './cardkinds.ts';
import { drawEvent } from './core/combat.ts';
import { cardName } from './describe.ts';
import { moveIntruder } from './core/intruders.ts';
import { ITEM, EVENT } from './data/cards.ts';
import { type Ctx, inCombat, intrudersIn, livingIn, say, seatName } from './state.ts';
import type { GameState, Intruder } from './types.ts';

/**
 * Driving an intruder off without killing it: it leaves through the exit named by a freshly drawn
 * event card, the way a wounded intruder flees (a closed door there stops it and is destroyed).
 */
export function driveOff(s: GameState, intr: Intruder, ctx: Ctx): void {
  const ev = drawEvent(s, ctx);
  s.eventDiscard.push(ev);
  const exit = EVENT[ev]?.exits[0] ?? 1;
  say(ctx, 'card.drive-off', `The ${intr.kind} is driven off through exit ${exit}`, { intruder: intr.id, event: ev });
  moveIntruder(s, intr, exit, ctx);
}

/** The Sentry's Stun and the Xenobiologist's Pheromone Spray. */
export const FIGHT_CARDS: Record<'stun-character' | 'stun-intruder' | 'repel', CardHandler> = {
  'stun-character': {
    // A hand of 1 to 3 cards (the count is public); contamination cards held go with the rest.
    params(s, p) {
      return livingIn(s, p.room)
        .filter((q) => q !== p && q.hand.length > 0 && q.hand.length <= 3)
        .map((q) => ({ target: q.seat }));
    },
    apply(s, p, a, ctx) {
      const q = s.players[a.target as number];
      if (!q || q.status !== 'alive' || q.room !== p.room) return;
      const cards = [...q.hand];
      q.discard.push(...q.hand);
      q.hand = [];
      ctx.emit({
        rule: 'card.stun',
        text: `${seatName(s, p.seat)} stuns ${seatName(s, q.seat)}, who discards ${cards.length} card(s): ${cards.map(cardName).join(', ')}`,
        data: { seat: p.seat, target: q.seat, cards },
        reveals: true,
      });
    },
  },
  'stun-intruder': {
    // A weapon taped to another item is bound to it (and to the tape): only a weapon held alone goes.
    params(s, p) {
      if (!inCombat(s, p)) return [];
      const out: Record<string, Json>[] = [];
      p.hands.forEach((h, weapon) => {
        if (h.kind !== 'item' || h.taped || !ITEM[h.name]?.weapon) return;
        for (const intr of intrudersIn(s, p.room)) out.push({ weapon, target: intr.id });
      });
      return out;
    },
    apply(s, p, a, ctx) {
      const [h] = p.hands.splice(a.weapon as number, 1);
      if (h) returnItem(s, h.name);
      say(ctx, 'card.stun', `${seatName(s, p.seat)} gives up the ${ITEM[h?.name ?? '']?.name ?? 'weapon'}`, {
        seat: p.seat,
        item: h?.name ?? '',
      });
      const intr = s.intruders.find((i) => i.id === a.target);
      if (intr) driveOff(s, intr, ctx);
    },
  },
  repel: {
    params(s, p) {
      return intrudersIn(s, p.room)
        .filter((i) => i.kind !== 'breeder' && i.kind !== 'queen')
        .map((i) => ({ target: i.id }));
    },
    apply(s, _p, a, ctx) {
      const intr = s.intruders.find((i) => i.id === a.target);
      if (intr) driveOff(s, intr, ctx);
    },
  },
};
