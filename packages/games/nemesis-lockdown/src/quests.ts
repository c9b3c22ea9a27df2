import { CHARACTER } from './data/characters.ts';
import { QUESTS } from './data/quests.ts';
import { type Ctx, roomWithTile, say, seatName, tileOf } from './state.ts';
import type { GameState, Player } from './types.ts';

/**
 * Quest items. The quest card lies face up by the character board, so it stays public once active
 * instead of moving into the hidden inventory (a simplification: it cannot be traded or dropped).
 * Using it follows the item action of the same kind and spends it.
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
    p.quest = 'active';
    const quest = QUESTS[CHARACTER[p.character]?.quest ?? ''];
    say(ctx, 'quest.active', `${seatName(s, p.seat)}'s quest item ${quest?.name ?? ''} is ready`, { seat: p.seat });
  }
}
