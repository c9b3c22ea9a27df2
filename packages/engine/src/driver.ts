import type { Action, Actor, AnyGame } from './game.ts';
import { legalActionsOf, type MatchState, stepUnchecked } from './match.ts';
import type { Rng } from './rng.ts';

/**
 * Who acts next when the table runs by itself (simulation, tests): the first pending decision.
 * A system decision is taken before players' ones only when nothing else is pending, except that a
 * system step listed first (the rules acting at once) goes first.
 */
export function nextActor(game: AnyGame, m: MatchState): Actor | undefined {
  const pend = game.pending(m.state);
  return pend[0]?.actor;
}

/** Plays one uniformly random legal action for the next actor; returns false when the game is over. */
export function randomStep(game: AnyGame, m: MatchState, rng: Rng): { actor: Actor; action: Action } | null {
  if (game.result(m.state)) return null;
  const pend = game.pending(m.state);
  if (pend.length === 0) return null;
  const p = pend[pend.length === 1 ? 0 : rng.int(0, pend.length - 1)];
  if (!p) return null;
  const legal = legalActionsOf(game, m, p.actor);
  if (legal.length === 0) throw new Error(`${game.id}: ${String(p.actor)} is pending but has no legal action`);
  const action = legal.length === 1 ? (legal[0] as Action) : rng.pick(legal);
  stepUnchecked(game, m, p.actor, action);
  return { actor: p.actor, action };
}
