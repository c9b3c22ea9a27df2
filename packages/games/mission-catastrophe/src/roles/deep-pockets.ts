import type { RoleHandler } from './types.ts';

/**
 * Quartermaster, "Deep Pockets" (016): the hand limit goes up by one for good when the ship first
 * reaches yellow, and by one more when it first reaches red (designed amount: the card's icon is not
 * in our source). It follows the highest phase reached, so repairs that bring the board back to green
 * do not lower it.
 */
export const deepPockets: RoleHandler = {
  id: 'deep-pockets',
  handLimit: (s, _seat, base) => base + s.phase,
};
