import {
  type Action,
  type Actor,
  type AnyGame,
  type BotPolicy,
  evaluateOf,
  legalActionsOf,
  type MatchState,
  pendingOf,
  randomActionOf,
  type Result,
  type Rng,
  resultOf,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';

/**
 * Playouts run only on determinized matches (sampled inside a search from one seat's view), so the
 * MatchStates handled here are guesses, never the true state of a table.
 */

/** Value a seat gets when a playout hits its step cap before the game ends: no information either way. */
export const UNDECIDED = 0.5;

/**
 * Each seat's reward in [0, 1] from a result: half for being among the winners, half for the share of
 * other seats it finished ahead of (a shared place counts half). The first half tells a cooperative
 * win from a loss, where every seat shares one rank; the second tells an outright win from a shared
 * one and second place from last, which a winners list alone cannot. Solo: winning is everything.
 */
export function rewardsOf(result: Result, players: number): number[] {
  const out: number[] = new Array(players).fill(0);
  const ranks = result.ranks;
  for (let s = 0; s < players; s++) {
    const won = result.winners.includes(s) ? 1 : 0;
    if (players === 1) {
      out[s] = won;
      continue;
    }
    const mine = ranks[s] ?? players;
    let ahead = 0;
    for (let o = 0; o < players; o++) {
      if (o === s) continue;
      const theirs = ranks[o] ?? players;
      if (mine < theirs) ahead += 1;
      else if (mine === theirs) ahead += 0.5;
    }
    out[s] = 0.5 * won + (0.5 * ahead) / (players - 1);
  }
  return out;
}

/** Rewards when the cap was reached: every seat gets the neutral value. */
export function undecided(players: number): number[] {
  return new Array(players).fill(UNDECIDED);
}

/**
 * Who acts next in a playout: the first pending decision, as the kernel's driver does. A simultaneous
 * choice is secret, so the order in which its seats answer cannot change the outcome.
 */
export function nextDecider(game: AnyGame, m: MatchState): Actor | undefined {
  return pendingOf(game, m)[0]?.actor;
}

export interface PlayoutOptions {
  /** Policy for seats; undefined means uniform random (much cheaper: no view is built). */
  policy?: BotPolicy | undefined;
  /**
   * Stop after this many actions and score the position by the game's `evaluate` (undecided, 0.5 for
   * every seat, when the game has none).
   */
  maxSteps: number;
}

/** Plays the match to its end (or the cap) in place; returns each seat's reward and the actions taken. */
export function playout(
  game: AnyGame,
  m: MatchState,
  rng: Rng,
  opts: PlayoutOptions,
): { rewards: number[]; steps: number } {
  for (let steps = 0; ; steps++) {
    const result = resultOf(game, m);
    if (result) return { rewards: rewardsOf(result, m.players), steps };
    if (steps >= opts.maxSteps) return { rewards: evaluateOf(game, m) ?? undecided(m.players), steps };
    const actor = nextDecider(game, m);
    if (actor === undefined) return { rewards: undecided(m.players), steps };
    let action: Action | null;
    if (opts.policy && actor !== 'system') {
      const legal = legalActionsOf(game, m, actor);
      action =
        legal.length === 1
          ? (legal[0] as Action)
          : legal.length > 1
            ? opts.policy(viewOf(game, m, actor), legal, rng)
            : null;
    } else action = randomActionOf(game, m, actor, rng); // the game may draw it without listing them all
    if (action === null) throw new Error(`${game.id}: ${String(actor)} is pending with no legal action`);
    // A playout keeps no events: the game may skip writing their text (ApplyContext.quiet).
    stepUnchecked(game, m, actor, action, true);
  }
}
