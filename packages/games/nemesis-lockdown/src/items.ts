import type { Json } from '@airlock/engine';
import { scanPiles } from './core/contamination.ts';
import { dressAll } from './core/wounds.ts';
import { ITEM } from './data/cards.ts';
import { heldWeapons, returnItem, weaponAt } from './basic.ts';
import { removeFire } from './hazards.ts';
import { analyzable, useUpObject } from './weakness.ts';
import type { Option } from './options.ts';
import { drawCard } from './round.ts';
import { type Ctx, seatName, uniqueSorted } from './state.ts';
import type { GameState, ObjectKind, Player } from './types.ts';

/** Item actions (cost 1). Using an item shows it to everyone; one-use items go back under their deck. */
const NO_OPTIONS: Option[] = Object.freeze([]) as unknown as Option[];

export function itemOptions(s: GameState, p: Player): Option[] {
  // Nothing to use: no list to build (most turns).
  if (p.inventory.length === 0 && p.hands.length === 0) return NO_OPTIONS;
  const out: Option[] = [];
  const usable = (use: string | null | undefined): Record<string, Json>[] => {
    switch (use) {
      case 'heal-light':
        return p.light > 0 ? [{}] : [];
      case 'medkit':
        return p.light > 0 || p.serious.some((w) => !w.dressed) ? [{}] : [];
      case 'clean-slime':
        return p.slime ? [{}] : [];
      case 'reload':
        return heldWeapons(p)
          .filter(({ thing }) => thing.ammo < (ITEM[thing.name]?.weapon?.max ?? 0))
          .map(({ ref }) => ({ ...ref }));
      case 'tape': {
        // Two heavy items in the hands, neither bound yet, become one (objects cannot be taped).
        const items = p.hands.filter((h) => h.kind === 'item' && !h.taped);
        return items.length >= 2 ? [{}] : [];
      }
      case 'antidote':
        return p.larva || p.hand.some((c) => c.startsWith('contamination')) ? [{}] : [];
      case 'extinguish':
        return s.rooms[p.room]?.fire ? [{}] : [];
      case 'energy':
      case 'knowledge':
        return [{}];
      case 'analyze':
        return analyzable(s, p).map((x) => ({ ...x }));
      default:
        return [];
    }
  };
  for (const id of uniqueSorted(p.inventory))
    for (const params of usable(ITEM[id]?.use)) out.push({ type: 'item', cost: 1, params: { item: id, ...params } });
  for (const h of p.hands)
    if (h.kind === 'item')
      for (const name of [h.name, ...(h.taped ? [h.taped.name] : [])])
        for (const params of usable(ITEM[name]?.use))
          out.push({ type: 'item', cost: 1, params: { item: name, ...params } });
  return out;
}

export function applyItem(s: GameState, p: Player, a: Record<string, unknown>, ctx: Ctx): void {
  const id = a.item as string;
  const def = ITEM[id];
  if (!def) return;
  // A used card is shown to everyone, an inventory card included: a reveal.
  ctx.emit({
    rule: 'item.use',
    text: `${seatName(s, p.seat)} uses ${def.name}`,
    data: { seat: p.seat, item: id },
    reveals: true,
  });
  switch (def.use) {
    case 'heal-light':
      p.light = Math.max(0, p.light - 1);
      break;
    case 'medkit':
      dressAll(p);
      p.light = 0;
      break;
    case 'clean-slime':
      p.slime = false;
      break;
    case 'tape': {
      const [i, j] = p.hands.flatMap((h, k) => (h.kind === 'item' && !h.taped ? [k] : []));
      const second = j === undefined ? undefined : p.hands[j];
      const first = i === undefined ? undefined : p.hands[i];
      if (!first || !second || j === undefined) return;
      p.hands.splice(j, 1);
      first.taped = { name: second.name, ammo: second.ammo };
      // The tape card stays bound to the pair (both cards count as one from now on).
      p.inventory.splice(p.inventory.indexOf(id), 1);
      return;
    }
    case 'reload': {
      const h = weaponAt(p, a);
      const w = h ? ITEM[h.name]?.weapon : undefined;
      if (h && w) h.ammo = w.max;
      break;
    }
    case 'antidote':
      scanPiles(s, p, ['hand'], ctx, { removeClean: false, removeInfected: true });
      p.larva = false;
      break;
    case 'extinguish':
      removeFire(s, p.room);
      break;
    case 'energy':
      drawCard(p, ctx);
      break;
    case 'knowledge':
      p.knowledge++;
      break;
    case 'analyze':
      // 3 knowledge whatever it shows, the object used up; weaknesses are found only in the laboratory.
      useUpObject(s, p, a.object as ObjectKind, a.from === 'hand' ? 'hand' : 'room');
      p.knowledge += 3;
      break;
    default:
      return;
  }
  if (def.oneUse) {
    const i = p.inventory.indexOf(id);
    if (i >= 0) p.inventory.splice(i, 1);
    else {
      const j = p.hands.findIndex((h) => h.name === id);
      if (j >= 0) p.hands.splice(j, 1);
    }
    returnItem(s, id);
  }
}
