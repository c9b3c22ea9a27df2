import type { BotPolicy } from '@airlock/engine';

/**
 * Uniform over the legal actions it is given. It ignores the view entirely, which makes it the floor
 * every other bot is measured against, and the cheapest playout policy.
 */
export const randomPolicy: BotPolicy = (_view, legal, rng) => {
  if (legal.length === 0) throw new Error('random bot asked to act with no legal action');
  return legal.length === 1 ? (legal[0] as (typeof legal)[number]) : rng.pick(legal);
};
