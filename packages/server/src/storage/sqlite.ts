import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { MatchRecord, Result } from '@airlock/engine';
import * as explorers from './explorers-sqlite.ts';
import {
  type MatchMeta,
  type Storage,
  StorageConflict,
  type StoredExplorer,
  type StoredMatch,
  type StoredSeat,
} from './types.ts';
import { checkAction, checkMeta, damagedMeta, jsonColumn } from './validate.ts';

const SCHEMA = `
create table if not exists matches (
  match_id text primary key,
  game text not null,
  name text not null,
  players integer not null,
  options text not null,
  seed text not null,
  seats text not null,
  created_at integer not null,
  step integer not null default 0,
  over integer not null default 0,
  result text,
  record text
);
create index if not exists matches_open on matches (over, created_at);
create table if not exists actions (
  match_id text not null,
  idx integer not null,
  actor text not null,
  action text not null,
  primary key (match_id, idx)
) without rowid;
`;

interface MatchRow {
  match_id: string;
  game: string;
  name: string;
  players: number;
  options: string;
  seed: string;
  seats: string;
  created_at: number;
  step: number;
  over: number;
  engine_version: string | null;
  updated_at: number | null;
  quarantined: string | null;
  abandoned: number | null;
}

/** Rows written before the engine version was kept were made by engine 1. */
const UNVERSIONED_ENGINE = '1.0.0';

/** Columns added after the first schema, added in place to an older file. */
const ADDED_COLUMNS: [string, string][] = [
  ['engine_version', 'text'],
  ['updated_at', 'integer'],
  ['quarantined', 'text'],
  ['abandoned', 'integer not null default 0'],
];

/** The row as a meta, or a damaged meta carrying the reason it cannot be read. */
function metaOf(row: MatchRow): MatchMeta {
  try {
    const raw: Record<string, unknown> = {
      matchId: row.match_id,
      game: row.game,
      name: row.name,
      players: row.players,
      options: jsonColumn(row.options, 'options'),
      seed: jsonColumn(row.seed, 'seed'),
      engineVersion: row.engine_version ?? UNVERSIONED_ENGINE,
      seats: jsonColumn(row.seats, 'seats'),
      createdAt: row.created_at,
      step: row.step,
      over: row.over === 1,
    };
    if (row.updated_at !== null) raw.updatedAt = row.updated_at;
    if (row.abandoned) raw.abandoned = true;
    if (row.quarantined !== null) return damagedMeta(row, row.quarantined);
    const checked = checkMeta(raw);
    return checked.ok ? checked.meta : damagedMeta(row, checked.reason);
  } catch (e) {
    return damagedMeta(row, (e as Error).message);
  }
}

/**
 * The embedded store: one SQLite file through node:sqlite. WAL with synchronous=FULL by default, so a
 * write that returned has been fsynced and survives the process being killed (and the machine losing
 * power). All writes go through one group commit (see `write`).
 */
export class SqliteStorage implements Storage {
  readonly kind = 'sqlite';
  private readonly db: DatabaseSync;
  private readonly insertAction: StatementSync;
  private readonly bumpStep: StatementSync;
  private readonly insertMatch: StatementSync;
  private readonly setSeats: StatementSync;
  private readonly dropActions: StatementSync;
  private readonly setStep: StatementSync;
  private readonly setOver: StatementSync;
  private batch: { job: () => void; resolve: () => void; reject: (e: unknown) => void }[] = [];

  constructor(dataDir: string, sync: 'full' | 'normal' = 'full') {
    mkdirSync(dataDir, { recursive: true });
    this.db = new DatabaseSync(join(dataDir, 'airlock.sqlite'));
    this.db.exec(`pragma journal_mode = wal; pragma synchronous = ${sync}; pragma busy_timeout = 5000;`);
    this.db.exec(SCHEMA);
    this.db.exec(explorers.EXPLORER_SCHEMA);
    const have = new Set(
      (this.db.prepare('pragma table_info(matches)').all() as { name: string }[]).map((c) => c.name),
    );
    for (const [name, type] of ADDED_COLUMNS) {
      if (!have.has(name)) this.db.exec(`alter table matches add column ${name} ${type}`);
    }
    this.insertAction = this.db.prepare('insert into actions (match_id, idx, actor, action) values (?, ?, ?, ?)');
    this.bumpStep = this.db.prepare('update matches set step = ?, updated_at = ? where match_id = ? and step < ?');
    this.insertMatch = this.db.prepare(
      `insert into matches (match_id, game, name, players, options, seed, seats, created_at, step, over, engine_version, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.setSeats = this.db.prepare('update matches set seats = ?, updated_at = ? where match_id = ?');
    this.dropActions = this.db.prepare('delete from actions where match_id = ? and idx >= ?');
    this.setStep = this.db.prepare('update matches set step = ?, updated_at = ? where match_id = ?');
    this.setOver = this.db.prepare('update matches set over = 1, record = ?, result = ? where match_id = ?');
  }

  createMatch(m: MatchMeta): Promise<void> {
    return this.write(() => {
      this.insertMatch.run(
        m.matchId,
        m.game,
        m.name,
        m.players,
        JSON.stringify(m.options),
        JSON.stringify(m.seed),
        JSON.stringify(m.seats),
        m.createdAt,
        m.step,
        m.over ? 1 : 0,
        m.engineVersion ?? null,
        m.createdAt,
      );
    });
  }

  appendAction(matchId: string, index: number, entry: { actor: unknown; action: unknown }): Promise<void> {
    const actor = JSON.stringify(entry.actor);
    const action = JSON.stringify(entry.action);
    return this.write(() => {
      try {
        this.insertAction.run(matchId, index, actor, action);
      } catch (e) {
        if (String((e as Error).message).includes('UNIQUE')) throw new StorageConflict(matchId, index);
        throw e;
      }
      this.bumpStep.run(index + 1, Date.now(), matchId, index + 1);
    });
  }

  updateSeats(matchId: string, seats: StoredSeat[]): Promise<void> {
    const text = JSON.stringify(seats);
    return this.write(() => {
      this.setSeats.run(text, Date.now(), matchId);
    });
  }

  truncateActions(matchId: string, keep: number): Promise<void> {
    return this.write(() => {
      this.dropActions.run(matchId, keep);
      this.setStep.run(keep, Date.now(), matchId);
    });
  }

  finishMatch(matchId: string, record: MatchRecord, result: Result | null): Promise<void> {
    const rec = JSON.stringify(record);
    const res = JSON.stringify(result);
    return this.write(() => {
      this.setOver.run(rec, res, matchId);
    });
  }

  /**
   * Group commit: every write that arrives in the same turn of the event loop, from every room,
   * shares one transaction and so one fsync. Each caller resolves only after that commit; a
   * savepoint per write makes a failing write (a conflict) fail alone.
   */
  private write(job: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.batch.push({ job, resolve, reject });
      if (this.batch.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.batch;
    this.batch = [];
    if (batch.length === 0) return;
    const outcomes: unknown[] = [];
    try {
      this.db.exec('begin immediate');
      for (const b of batch) {
        this.db.exec('savepoint one');
        try {
          b.job();
          this.db.exec('release one');
          outcomes.push(null);
        } catch (e) {
          this.db.exec('rollback to one');
          this.db.exec('release one');
          outcomes.push(e);
        }
      }
      this.db.exec('commit');
    } catch (e) {
      if (this.db.isTransaction) this.db.exec('rollback');
      for (const b of batch) b.reject(e);
      return;
    }
    batch.forEach((b, i) => {
      const err = outcomes[i];
      if (err) b.reject(err);
      else b.resolve();
    });
  }

  quarantine(matchId: string, reason: string): Promise<void> {
    return this.write(() => {
      this.db.prepare('update matches set quarantined = ? where match_id = ?').run(reason, matchId);
    });
  }

  archiveMatch(matchId: string, record: MatchRecord, before: number): Promise<boolean> {
    const rec = JSON.stringify(record);
    let changed = false;
    return this.write(() => {
      const r = this.db
        .prepare(
          `update matches set over = 1, abandoned = 1, record = ?, result = 'null'
           where match_id = ? and over = 0 and quarantined is null and coalesce(updated_at, created_at) < ?`,
        )
        .run(rec, matchId, before);
      changed = Number(r.changes) > 0;
    }).then(() => changed);
  }

  async loadMatch(matchId: string): Promise<StoredMatch | null> {
    const row = this.db.prepare('select * from matches where match_id = ?').get(matchId) as MatchRow | undefined;
    if (!row) return null;
    const meta = metaOf(row);
    if (meta.quarantined) return { meta, actions: [] };
    const rows = this.db.prepare('select actor, action from actions where match_id = ? order by idx').all(matchId) as {
      actor: string;
      action: string;
    }[];
    try {
      const actions = rows.map((r, i) =>
        checkAction(
          { actor: jsonColumn(r.actor, `action ${i} actor`), action: jsonColumn(r.action, `action ${i}`) },
          i,
        ),
      );
      return { meta, actions };
    } catch (e) {
      return { meta: { ...meta, quarantined: (e as Error).message }, actions: [] };
    }
  }

  async openMatches(limit: number): Promise<MatchMeta[]> {
    const rows = this.db
      .prepare('select * from matches where over = 0 and quarantined is null order by created_at desc limit ?')
      .all(limit) as unknown as MatchRow[];
    return rows.map(metaOf).filter((m) => !m.quarantined);
  }

  async openMatchIds(limit: number): Promise<string[]> {
    const rows = this.db
      .prepare('select match_id from matches where over = 0 and quarantined is null order by created_at desc limit ?')
      .all(limit) as { match_id: string }[];
    return rows.map((r) => r.match_id);
  }

  async idleMatchIds(before: number, limit: number): Promise<string[]> {
    const rows = this.db
      .prepare(
        `select match_id from matches where over = 0 and quarantined is null and coalesce(updated_at, created_at) < ?
         order by coalesce(updated_at, created_at) limit ?`,
      )
      .all(before, limit) as { match_id: string }[];
    return rows.map((r) => r.match_id);
  }

  async loadRecord(matchId: string): Promise<MatchRecord | null> {
    const row = this.db
      .prepare('select record from matches where match_id = ? and over = 1 and quarantined is null')
      .get(matchId) as { record: string | null } | undefined;
    if (!row?.record) return null;
    try {
      return JSON.parse(row.record) as MatchRecord;
    } catch {
      return null;
    }
  }

  createPerson(personId: string, keyHash: string, at: number): Promise<void> {
    return this.write(() => explorers.createPerson(this.db, personId, keyHash, at));
  }

  async personByKey(keyHash: string): Promise<string | null> {
    return explorers.personByKey(this.db, keyHash);
  }

  insertExplorer(e: StoredExplorer): Promise<boolean> {
    let done = false;
    return this.write(() => {
      done = explorers.insertExplorer(this.db, e);
    }).then(() => done);
  }

  async loadExplorer(explorerId: string): Promise<StoredExplorer | null> {
    return explorers.loadExplorer(this.db, explorerId);
  }

  async listExplorers(personId: string): Promise<StoredExplorer[]> {
    return explorers.listExplorers(this.db, personId);
  }

  updateExplorer(
    explorerId: string,
    next: { personId: string; log: unknown },
    fromVersion: number,
    matchId: string | null,
  ): Promise<boolean> {
    let done = false;
    return this.write(() => {
      done = explorers.updateExplorer(this.db, explorerId, next, fromVersion, matchId);
    }).then(
      () => done,
      (e) => {
        if (e instanceof explorers.LostRace || (e as Error)?.name === 'LostRace') return false;
        throw e;
      },
    );
  }

  serverSecret(fresh: string): Promise<string> {
    let value = '';
    return this.write(() => {
      value = explorers.serverSecret(this.db, fresh);
    }).then(() => value);
  }

  async close(): Promise<void> {
    if (!this.db.isOpen) return;
    this.flush();
    this.db.close();
  }
}
