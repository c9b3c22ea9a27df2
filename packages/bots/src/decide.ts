import { type Action, type MatchView, Rng, type Seed } from '@airlock/engine';
import { findGame } from '@airlock/games';
import { type BotEntry, type BotKind, type PolicyOptions, policyFor } from './policy.ts';

/**
 * What a server sends to a bot running in a worker thread: one seat's view and legal actions, never a
 * match state. Everything is plain JSON so it crosses the thread boundary by structured clone.
 */
export interface DecideRequest {
  gameId: string;
  view: MatchView;
  legal: Action[];
  seed: Seed;
  /** ISMCTS iterations; defaults to the bot's default. */
  iterations?: number;
  /** Time budget in ms instead of iterations (not reproducible). */
  ms?: number;
  /** Which bot; ISMCTS by default. */
  bot?: BotKind;
  /** Echoed back so the caller can match answers to requests. */
  id?: number | string;
}

export type DecideResponse =
  | { id?: number | string; action: Action; ms: number }
  | { id?: number | string; error: string };

/** Answers one request. `lookup` is the catalog unless a caller (a test) supplies its own games. */
export function decide(req: DecideRequest, lookup: (id: string) => BotEntry | undefined = findGame): DecideResponse {
  const base = req.id === undefined ? {} : { id: req.id };
  try {
    const entry = lookup(req.gameId);
    if (!entry) throw new Error(`unknown game ${req.gameId}`);
    const opts: PolicyOptions = {};
    if (req.iterations !== undefined) opts.iterations = req.iterations;
    if (req.ms !== undefined) opts.ms = req.ms;
    const policy = policyFor(entry, req.bot ?? 'ismcts', opts);
    const t0 = performance.now();
    const action = policy(req.view, req.legal, Rng.fromSeed(req.seed));
    return { ...base, action, ms: performance.now() - t0 };
  } catch (e) {
    return { ...base, error: e instanceof Error ? e.message : String(e) };
  }
}
