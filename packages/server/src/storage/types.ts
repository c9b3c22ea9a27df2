import type { Action, Actor, MatchRecord, Options, Result, Seed } from '@airlock/engine';
import type { BotKind } from '../protocol.ts';

/** One seat as stored. The token itself is never stored, only its SHA-256, so a leaked database cannot impersonate. */
export interface StoredSeat {
  kind: 'human' | 'bot';
  bot?: BotKind;
  name: string;
  tokenHash: string | null;
}

export interface MatchMeta {
  matchId: string;
  game: string;
  name: string;
  players: number;
  options: Options;
  seed: Seed;
  seats: StoredSeat[];
  createdAt: number;
  /** Number of accepted actions (the step the match is at). */
  step: number;
  over: boolean;
}

export interface StoredAction {
  actor: Actor;
  action: Action;
}

export interface StoredMatch {
  meta: MatchMeta;
  actions: StoredAction[];
}

/** Raised when an action index is already taken: another writer (a second room for the match) got there first. */
export class StorageConflict extends Error {
  constructor(matchId: string, index: number) {
    super(`match ${matchId} already has an action ${index}`);
    this.name = 'StorageConflict';
  }
}

/**
 * Where matches live. Every method resolves only once the write is durable, which is what lets a room
 * acknowledge an action after `appendAction` and promise it survives a crash.
 */
export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  createMatch(meta: MatchMeta): Promise<void>;
  /** Appends action number `index` (0-based, so index === step before the action). */
  appendAction(matchId: string, index: number, entry: StoredAction): Promise<void>;
  updateSeats(matchId: string, seats: StoredSeat[]): Promise<void>;
  /**
   * Keeps only the first `keep` actions of a match (an undo every seat agreed to) and sets its step
   * to `keep`. The rest are deleted in one transaction: a crash leaves either the old list or the new.
   */
  truncateActions(matchId: string, keep: number): Promise<void>;
  /** Marks the match over and keeps its full record for download. */
  finishMatch(matchId: string, record: MatchRecord, result: Result | null): Promise<void>;
  loadMatch(matchId: string): Promise<StoredMatch | null>;
  /** Matches not over, newest first (the lobby list and the restart sweep). */
  openMatches(limit: number): Promise<MatchMeta[]>;
  loadRecord(matchId: string): Promise<MatchRecord | null>;
  close(): Promise<void>;
}
