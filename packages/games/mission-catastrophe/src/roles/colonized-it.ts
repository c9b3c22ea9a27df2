import type { RoleHandler } from './types.ts';

/**
 * Botanist, "Colonized It!" (020): the 3 Potatoes go into the deck, and the holder may count a Potato
 * as the Power Pack among the four resources needed to escape (a Potato counts as food for anyone).
 * The count is made by escape.ts (hasAllResources), which looks for this role; each card counts once.
 */
export const colonizedIt: RoleHandler = { id: 'colonized-it' };
