import { RuleError } from './errors.ts';
import type { Action, Actor, AnyGame, Options, Result } from './game.ts';
import { hashState } from './json.ts';
import { createMatch, type MatchState, stepUnchecked, checkAction } from './match.ts';
import type { Seed } from './rng.ts';
import { ENGINE_VERSION, engineMajor as major, REPLAYABLE_ENGINE_MAJORS } from './version.ts';

export const RECORD_FORMAT = 'airlock-match/1';

/** A match is its seed, options and action list: this is all that is needed to rebuild it exactly. */
export interface MatchRecord {
  format: typeof RECORD_FORMAT;
  game: string;
  gameVersion: string;
  engineVersion: string;
  players: number;
  options: Options;
  seed: Seed;
  actions: { actor: Actor; action: Action }[];
  /** Hash of the final match state when the record was written; replay checks it. */
  finalHash?: string;
  result?: Result | null;
  /** The seats' display names, for people reading the record; the rules never read them, and replay ignores them. */
  seats?: string[];
}

/** Longest seat name a record may carry. */
export const SEAT_NAME_MAX = 64;

/** Checks the record's shape and versions; throws BAD_RECORD or VERSION_MISMATCH with a clear message. */
export function checkRecord(record: unknown, game: AnyGame): asserts record is MatchRecord {
  const r = record as Partial<MatchRecord> | null;
  if (!r || typeof r !== 'object') throw new RuleError('BAD_RECORD', 'a match record must be a JSON object');
  if (r.format !== RECORD_FORMAT) throw new RuleError('BAD_RECORD', `unknown record format ${String(r.format)}`);
  if (r.game !== game.id) throw new RuleError('BAD_RECORD', `record is for ${String(r.game)}, not ${game.id}`);
  if (typeof r.gameVersion !== 'string' || major(r.gameVersion) !== major(game.version)) {
    throw new RuleError(
      'VERSION_MISMATCH',
      `record was made with ${game.id} rules ${String(r.gameVersion)}; this build has ${game.version}`,
    );
  }
  if (typeof r.engineVersion !== 'string' || !REPLAYABLE_ENGINE_MAJORS.includes(major(r.engineVersion))) {
    throw new RuleError(
      'VERSION_MISMATCH',
      `record was made with engine ${String(r.engineVersion)}; this build has ${ENGINE_VERSION}`,
    );
  }
  if (!Array.isArray(r.actions)) throw new RuleError('BAD_RECORD', 'record has no action list');
  if (typeof r.players !== 'number') throw new RuleError('BAD_RECORD', 'record has no player count');
  if (typeof r.seed !== 'number' && typeof r.seed !== 'string') throw new RuleError('BAD_RECORD', 'record has no seed');
  const seats: unknown = r.seats;
  if (
    seats !== undefined &&
    (!Array.isArray(seats) ||
      seats.length !== r.players ||
      seats.some((n) => typeof n !== 'string' || n.length > SEAT_NAME_MAX))
  )
    throw new RuleError(
      'BAD_RECORD',
      `record's seat names must be ${r.players} texts of at most ${SEAT_NAME_MAX} characters, one per seat`,
    );
}

export interface ReplayOutcome {
  match: MatchState;
  hash: string;
  result: Result | null;
}

/**
 * Re-executes a record from its seed, seeded the way the record's engine version did it.
 * Throws REPLAY_DIVERGED if an action is refused or the hash differs.
 */
export function replay(game: AnyGame, record: unknown): ReplayOutcome {
  checkRecord(record, game);
  const m = createMatch(game, {
    players: record.players,
    options: record.options,
    seed: record.seed,
    engineVersion: record.engineVersion,
  });
  record.actions.forEach((entry, i) => {
    try {
      checkAction(game, m, entry?.actor, entry?.action);
    } catch (e) {
      const why = e instanceof RuleError ? e.message : String(e);
      throw new RuleError('REPLAY_DIVERGED', `action ${i + 1} of the record is refused: ${why}`);
    }
    stepUnchecked(game, m, entry.actor, entry.action);
  });
  const hash = hashState(m);
  if (record.finalHash !== undefined && record.finalHash !== hash) {
    throw new RuleError('REPLAY_DIVERGED', `final state hash ${hash} differs from the recorded ${record.finalHash}`);
  }
  return { match: m, hash, result: game.result(m.state) };
}
