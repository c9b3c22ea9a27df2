import type { Action, Actor, AnyGame } from './game.ts';
import { legalActionsOf, type MatchState } from './match.ts';
import type { Rng } from './rng.ts';

/**
 * A uniformly random pending decision and a uniformly random legal action for it, without applying
 * it: how the test kit and the demo drive a table by themselves. Null when the game is over. A
 * pending actor with no legal action is a rules bug and throws.
 */
export function randomChoice(game: AnyGame, m: MatchState, rng: Rng): { actor: Actor; action: Action } | null {
  if (game.result(m.state)) return null;
  const pend = game.pending(m.state);
  if (pend.length === 0) return null;
  const p = pend.length === 1 ? pend[0] : pend[rng.int(0, pend.length - 1)];
  if (!p) return null;
  const legal = legalActionsOf(game, m, p.actor);
  if (legal.length === 0)
    throw new Error(`${game.id}: ${String(p.actor)} is pending (${p.prompt}) with no legal action`);
  return { actor: p.actor, action: rng.pick(legal) };
}
