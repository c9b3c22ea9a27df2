import type { RoleHandler } from './types.ts';

/**
 * Botanist, "Going to Die Up Here" (019): a start-of-game effect. The holder's opening hand is the 3
 * Potato cards instead of 3 cards from the deck, and the Potatoes stay out of the deck. The deal is
 * done by setup.ts (begin), which looks for this role; the card has no other effect in play.
 */
export const goingToDieUpHere: RoleHandler = { id: 'going-to-die-up-here' };
