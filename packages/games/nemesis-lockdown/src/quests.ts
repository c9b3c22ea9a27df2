import { CHARACTER } from './data/characters.ts';
import { ITEM } from './data/cards.ts';
import { QUESTS } from './data/quests.ts';
import { type Ctx, roomWithTile, seatName, tileOf } from './state.ts';
import type { GameState, Player } from './types.ts';

/**
 * Quest items (004): inactive beside the character board until the requirement is met, then flipped
 * face up in front of everyone and from then on a normal item card. So the card joins its owner's
 * inventory (a hand slot, were it heavy): hidden except for its colour from then on, used, dropped
 * (and then lost) and traded like any other item card.
 */
export function questMet(s: GameState, p: Player): boolean {
  const quest = QUESTS[CHARACTER[p.character]?.quest ?? ''];
  if (!quest) return false;
  switch (quest.requirement) {
    case 'knowledge-5':
      return p.knowledge >= 5;
    case 'signal':
      return p.signal;
    case 'carcass-here':
      return (s.rooms[p.room]?.objects.carcass ?? 0) > 0;
    case 'generator-room':
      return tileOf(s, p.room)?.id === 'generator';
    case 'nest-found':
      return roomWithTile(s, 'nest') !== null;
    default: {
      const never: never = quest.requirement;
      throw new Error(`unknown quest requirement ${String(never)}`);
    }
  }
}

export function checkQuests(s: GameState, ctx: Ctx): void {
  for (const p of s.players) {
    if (p.status !== 'alive' || p.quest !== 'inactive' || !questMet(s, p)) continue;
    const id = CHARACTER[p.character]?.quest ?? '';
    const def = ITEM[id];
    if (!def) continue;
    p.quest = 'active';
    if (def.heavy && p.hands.length < 2) p.hands.push({ kind: 'item', name: id, ammo: def.weapon?.start ?? 0 });
    else {
      p.inventory.push(id);
      p.inventory.sort();
    }
    // Flipped face up at the table: everyone sees which card it is at this moment.
    ctx.emit({
      rule: 'quest.active',
      text: `${seatName(s, p.seat)}'s quest item ${def.name} is ready: it is an item card now`,
      data: { seat: p.seat, item: id },
      reveals: true,
    });
  }
}
