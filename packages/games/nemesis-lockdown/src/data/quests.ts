import type { ItemDef } from './cards.ts';
import type { Origin } from '../types.ts';

/**
 * Quest items (designed: the rulebook says each character has one, inactive until its requirement is
 * met, then a normal item). The requirement is checked after every action and at each round start.
 */
export type QuestRequirement = 'knowledge-5' | 'signal' | 'carcass-here' | 'generator-room' | 'nest-found';

export interface QuestDef {
  id: string;
  name: string;
  requirement: QuestRequirement;
  use: NonNullable<ItemDef['use']> | null;
  origin: Origin;
}

export const QUESTS: Record<string, QuestDef> = {
  'spare-suit': {
    id: 'spare-suit',
    name: 'Spare Suit',
    requirement: 'nest-found',
    use: 'clean-slime',
    origin: 'designed',
  },
  'field-antidote': {
    id: 'field-antidote',
    name: 'Field Antidote',
    requirement: 'knowledge-5',
    use: 'antidote',
    origin: 'designed',
  },
  'trauma-kit': { id: 'trauma-kit', name: 'Trauma Kit', requirement: 'signal', use: 'medkit', origin: 'designed' },
  'spare-magazine': {
    id: 'spare-magazine',
    name: 'Spare Magazine',
    requirement: 'carcass-here',
    use: 'reload',
    origin: 'designed',
  },
  'foam-canister': {
    id: 'foam-canister',
    name: 'Foam Canister',
    requirement: 'generator-room',
    use: 'extinguish',
    origin: 'designed',
  },
};
