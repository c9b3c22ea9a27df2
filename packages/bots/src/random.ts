import { type BotPolicy, pickUniform } from '@airlock/engine';

/**
 * Uniform over the legal actions it is given (the kernel's `pickUniform`, so a seat it plays can be
 * drawn by `randomActionOf` instead, with the same result). It ignores the view entirely, which makes
 * it the floor every other bot is measured against, and the cheapest playout policy.
 */
export const randomPolicy: BotPolicy = (_view, legal, rng) => {
  const action = pickUniform(legal, rng);
  if (action === null) throw new Error('random bot asked to act with no legal action');
  return action;
};
