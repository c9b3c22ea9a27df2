import type { Origin } from '../types.ts';

/**
 * Quest items. Published (004): each character has one, set beside the board horizontal and inactive
 * at setup; once its requirement is met it is flipped face up, vertical, and from then on is a normal
 * item card; the original Nemesis characters use these Lockdown quest items. Designed: which item each
 * character has, its requirement and its effect (the item's card is in data/cards.ts, colour
 * 'character'). The requirement is checked after every action and at each round start.
 */
export type QuestRequirement = 'knowledge-5' | 'signal' | 'carcass-here' | 'generator-room' | 'nest-found';

export interface QuestDef {
  /** The item card the quest becomes (an ITEM id). */
  id: string;
  requirement: QuestRequirement;
  origin: Origin;
}

const Q = (id: string, requirement: QuestRequirement): QuestDef => ({ id, requirement, origin: 'designed' });
export const QUESTS: Record<string, QuestDef> = {
  'spare-suit': Q('spare-suit', 'nest-found'),
  'field-antidote': Q('field-antidote', 'knowledge-5'),
  'trauma-kit': Q('trauma-kit', 'signal'),
  'spare-magazine': Q('spare-magazine', 'carcass-here'),
  'foam-canister': Q('foam-canister', 'generator-room'),
};
