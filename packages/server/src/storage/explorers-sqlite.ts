import type { DatabaseSync } from 'node:sqlite';
import type { StoredExplorer } from './types.ts';

/**
 * People and explorers in the SQLite file. Tables are created if missing, so an older file gains
 * them in place on the next start (the same way the matches table gains its added columns).
 */
export const EXPLORER_SCHEMA = `
create table if not exists people (
  person_id text primary key,
  key_hash text not null unique,
  created_at integer not null
);
create table if not exists explorers (
  explorer_id text primary key,
  person_id text not null,
  log text not null,
  version integer not null,
  created_at integer not null,
  updated_at integer not null
);
create index if not exists explorers_person on explorers (person_id, created_at);
create table if not exists explorer_matches (
  explorer_id text not null,
  match_id text not null,
  primary key (explorer_id, match_id)
) without rowid;
create table if not exists settings (
  key text primary key,
  value text not null
);
`;

interface ExplorerRow {
  explorer_id: string;
  person_id: string;
  log: string;
  version: number;
  created_at: number;
  updated_at: number;
}

function explorerOf(r: ExplorerRow): StoredExplorer {
  let log: unknown;
  try {
    log = JSON.parse(r.log);
  } catch {
    log = null; // An unreadable log is reported by the reader's check, not by a crash here.
  }
  return {
    explorerId: r.explorer_id,
    personId: r.person_id,
    log,
    version: r.version,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function createPerson(db: DatabaseSync, personId: string, keyHash: string, at: number): void {
  db.prepare('insert into people (person_id, key_hash, created_at) values (?, ?, ?)').run(personId, keyHash, at);
}

export function personByKey(db: DatabaseSync, keyHash: string): string | null {
  const row = db.prepare('select person_id from people where key_hash = ?').get(keyHash) as
    | { person_id: string }
    | undefined;
  return row?.person_id ?? null;
}

export function insertExplorer(db: DatabaseSync, e: StoredExplorer): boolean {
  const r = db
    .prepare(
      `insert into explorers (explorer_id, person_id, log, version, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?) on conflict (explorer_id) do nothing`,
    )
    .run(e.explorerId, e.personId, JSON.stringify(e.log), e.version, e.createdAt, e.updatedAt);
  return Number(r.changes) > 0;
}

export function loadExplorer(db: DatabaseSync, explorerId: string): StoredExplorer | null {
  const row = db.prepare('select * from explorers where explorer_id = ?').get(explorerId) as ExplorerRow | undefined;
  return row ? explorerOf(row) : null;
}

export function listExplorers(db: DatabaseSync, personId: string): StoredExplorer[] {
  const rows = db
    .prepare('select * from explorers where person_id = ? order by created_at, explorer_id')
    .all(personId) as unknown as ExplorerRow[];
  return rows.map(explorerOf);
}

/** Runs inside the store's group commit (one savepoint), so the two statements stand or fall together. */
export function updateExplorer(
  db: DatabaseSync,
  explorerId: string,
  next: { personId: string; log: unknown },
  fromVersion: number,
  matchId: string | null,
): boolean {
  if (matchId !== null) {
    const r = db
      .prepare('insert into explorer_matches (explorer_id, match_id) values (?, ?) on conflict do nothing')
      .run(explorerId, matchId);
    if (Number(r.changes) === 0) return false;
  }
  const r = db
    .prepare(
      'update explorers set person_id = ?, log = ?, version = version + 1, updated_at = ? where explorer_id = ? and version = ?',
    )
    .run(next.personId, JSON.stringify(next.log), Date.now(), explorerId, fromVersion);
  // A lost race must not leave the match marked as counted: the caller reads again and retries.
  if (Number(r.changes) === 0) throw new LostRace();
  return true;
}

/** Thrown inside the savepoint so the match row is rolled back with it; reported as `false`. */
export class LostRace extends Error {
  constructor() {
    super('the explorer changed meanwhile');
    this.name = 'LostRace';
  }
}

export function serverSecret(db: DatabaseSync, fresh: string): string {
  db.prepare("insert into settings (key, value) values ('export-secret', ?) on conflict do nothing").run(fresh);
  const row = db.prepare("select value from settings where key = 'export-secret'").get() as { value: string };
  return row.value;
}
