import type { Action, ApplyContext, Rng, Seat } from '@airlock/engine';
import type { LfState } from '../state.ts';
import { finish, type Game, sample } from './heuristic.ts';
import { soloScore } from './solo.ts';

/**
 * The Dragon's Domain survivor's choice: launch whenever the rules allow it; otherwise each option is
 * applied to copies of the sampled world, the survivor's own follow-up decisions of the phase are
 * resolved greedily (`finish`), and the end positions are scored by `soloScore`. Short lists (a crisis
 * card's options, the terror on entering, a motion track fork) are played out several times and
 * averaged, since their outcomes are drawn (crisis cards, chits): one lucky draw must not decide.
 */
const WIDTH = 24;
const quiet = { emit() {} };

function repeats(n: number): number {
  if (n <= 4) return 4;
  if (n <= 8) return 2;
  return 1;
}

export function soloPick(game: Game, world: LfState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  for (const a of legal) if (a.type === 'launch') return a;
  const ctx = { rng, emit: quiet.emit } as ApplyContext;
  const tries = repeats(legal.length);
  let best = legal[0] as Action;
  let bestScore = -Infinity;
  for (const a of sample(legal, WIDTH, rng)) {
    let total = 0;
    for (let k = 0; k < tries; k++) {
      const s = structuredClone(world);
      let ok = true;
      try {
        game.apply(s, seat, a, ctx);
      } catch {
        ok = false;
      }
      total += ok ? finish(game, s, seat, ctx, rng, soloScore) : -1e6;
    }
    const v = total / tries + rng.int(0, 999) / 1e5;
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}
