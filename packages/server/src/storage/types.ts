import type { Action, Actor, MatchRecord, Options, Result, Seed } from '@airlock/engine';
import type { BotKind } from '../protocol.ts';

/** One seat as stored. The token itself is never stored, only its SHA-256, so a leaked database cannot impersonate. */
export interface StoredSeat {
  kind: 'human' | 'bot';
  bot?: BotKind;
  name: string;
  tokenHash: string | null;
  /**
   * The Space Alert explorer flying in this seat (its log is updated when the match ends), with the
   * specialization level it brings and the specializations it knows as `medic:2,rocketeer:1` (each
   * absent in seats stored before it was kept).
   */
  explorer?: { id: string; name: string; level?: 0 | 1 | 2 | 3; known?: string };
}

export interface MatchMeta {
  matchId: string;
  game: string;
  name: string;
  players: number;
  options: Options;
  seed: Seed;
  /**
   * The engine version the match was made with: it decides how the seed seeds the generator, so a
   * match stored before an engine upgrade replays as it was played. Rows stored before versions were
   * kept read back as engine 1.0.0.
   */
  engineVersion: string;
  seats: StoredSeat[];
  createdAt: number;
  /** Number of accepted actions (the step the match is at). */
  step: number;
  over: boolean;
  /** Last time an action, a seat claim or an undo was stored (ms); the abandonment sweep reads it. */
  updatedAt?: number;
  /**
   * Set when the stored match cannot be rebuilt (a malformed row, an action its game refuses): the
   * reason, in words a player can read. A quarantined match is never restored or listed again.
   */
  quarantined?: string;
  /** Set when an unfinished match was archived after sitting idle (see `archiveMatch`). */
  abandoned?: boolean;
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
 * Raised when the store cannot be reached (the database is down, restarting, or refusing connections).
 * Nothing was written, or the write's outcome is unknown (the connection broke during the commit): the
 * room treats the match as unsure and reloads it from storage before its next write.
 */
export class StorageUnavailable extends Error {
  constructor(cause?: unknown) {
    super('storage unavailable', { cause });
    this.name = 'StorageUnavailable';
  }
}

/** A stored match whose rows cannot be read back (tampered or corrupted); the reason says what is wrong. */
export class DamagedMatch extends Error {
  constructor(matchId: string, reason: string) {
    super(`match ${matchId} is damaged: ${reason}`);
    this.name = 'DamagedMatch';
  }
}

/**
 * Where matches live. Every method resolves only once the write is durable, which is what lets a room
 * acknowledge an action after `appendAction` and promise it survives a crash.
 */
export interface Storage extends ExplorerStore {
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
  /**
   * The match and its actions. A row that cannot be read comes back as a meta with `quarantined` set
   * (and no actions), so a damaged match answers with its reason instead of failing every request.
   */
  loadMatch(matchId: string): Promise<StoredMatch | null>;
  /**
   * Matches not over and not quarantined, newest first (the lobby list). A row that cannot be read is
   * left out rather than failing the whole list; the restart sweep quarantines it.
   */
  openMatches(limit: number): Promise<MatchMeta[]>;
  /** Ids of every match not over and not quarantined, newest first (the restart sweep), readable or not. */
  openMatchIds(limit: number): Promise<string[]>;
  /** Ids of unfinished, unquarantined matches whose last activity is before `before` (ms), oldest first. */
  idleMatchIds(before: number, limit: number): Promise<string[]>;
  /** Sets a match aside for good: never restored or listed again, its rows kept for inspection. */
  quarantine(matchId: string, reason: string): Promise<void>;
  /**
   * Archives an unfinished match nobody came back to: over, marked abandoned, with its record so far
   * (downloadable like a finished one), and no longer restored at start. Only if still idle since `before`.
   */
  archiveMatch(matchId: string, record: MatchRecord, before: number): Promise<boolean>;
  loadRecord(matchId: string): Promise<MatchRecord | null>;
  close(): Promise<void>;
}

/** A person: someone who keeps explorers on this server, known by a secret key (only its SHA-256 stored). */
export interface StoredPerson {
  personId: string;
  createdAt: number;
}

/**
 * A Space Alert explorer's log as stored. `log` is the game's ExplorerLog as JSON; the server checks
 * it when it reads it back (explorers/log.ts). `version` rises by one with every change, so two
 * writers (two matches ending together) cannot overwrite each other's update.
 */
export interface StoredExplorer {
  explorerId: string;
  personId: string;
  log: unknown;
  version: number;
  createdAt: number;
  updatedAt: number;
}

/** People and their explorers (see docs/SERVER.md, "Explorers"). */
export interface ExplorerStore {
  createPerson(personId: string, keyHash: string, at: number): Promise<void>;
  /** The person holding the key with this hash, or null. */
  personByKey(keyHash: string): Promise<string | null>;
  /** Inserts a new explorer; false when its id is taken. */
  insertExplorer(e: StoredExplorer): Promise<boolean>;
  loadExplorer(explorerId: string): Promise<StoredExplorer | null>;
  /** A person's explorers, oldest first. */
  listExplorers(personId: string): Promise<StoredExplorer[]>;
  /**
   * Writes a new log (and owner) if the explorer is still at `fromVersion`; with `matchId`, also notes
   * that this match was counted, and writes nothing when it already was. Resolves true when written.
   */
  updateExplorer(
    explorerId: string,
    next: { personId: string; log: unknown },
    fromVersion: number,
    matchId: string | null,
  ): Promise<boolean>;
  /** This store's signing secret for exported files: `fresh` is kept if none exists yet. */
  serverSecret(fresh: string): Promise<string>;
}
