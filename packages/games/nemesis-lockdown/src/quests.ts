import { CHARACTER } from './data/characters.ts';
import { QUESTS } from './data/quests.ts';
import { type Ctx, roomWithTile, say, seatName, tileOf } from './state.ts';
import type { GameState, Player } from './types.ts';

/**
 * Quest items. The quest card lies face up by the character board, so it stays public once active
 * instead of moving into the hidden inventory. Once active it is a normal item card: it can be used
 * (following the item action of the same kind, which spends it), dropped, or traded.
 */

/** The id of the character's own quest item. */
export function ownQuest(p: Player): string | undefined {
  return CHARACTER[p.character]?.quest;
}

/** The active quest items a character holds: its own (while active) and those received in trades. */
export function heldQuests(p: Player): string[] {
  const own = CHARACTER[p.character]?.quest;
  return [...(p.quest === 'active' && own ? [own] : []), ...p.otherQuests].sort();
}

/** Takes one active quest item away from a character (used, dropped or given away). */
export function loseQuest(p: Player, id: string): void {
  if (p.quest === 'active' && CHARACTER[p.character]?.quest === id) p.quest = 'used';
  else {
    const i = p.otherQuests.indexOf(id);
    if (i >= 0) p.otherQuests.splice(i, 1);
  }
}

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
