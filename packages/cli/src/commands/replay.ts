import { readFileSync } from 'node:fs';
import { replay, RuleError } from '@airlock/engine';
import { findGame } from '@airlock/games';

export interface ReplayReport {
  game: string;
  actions: number;
  hash: string;
  result: unknown;
  /** The seats' names, when the record carries them. */
  seats?: string[];
}

/** Re-executes a match record; throws RuleError (BAD_RECORD, VERSION_MISMATCH, REPLAY_DIVERGED...). */
export function replayFile(path: string): ReplayReport {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new RuleError('BAD_RECORD', `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    throw new RuleError('BAD_RECORD', `${path} is not valid JSON`);
  }
  const gameId = (record as { game?: unknown } | null)?.game;
  const entry = typeof gameId === 'string' ? findGame(gameId) : undefined;
  if (!entry) throw new RuleError('UNKNOWN_GAME', `${path} names no game this build knows (${String(gameId)})`);
  const out = replay(entry.game, record);
  const seats = (record as { seats?: string[] }).seats;
  return {
    game: entry.game.id,
    actions: (record as { actions: unknown[] }).actions.length,
    hash: out.hash,
    result: out.result,
    ...(seats ? { seats } : {}),
  };
}
