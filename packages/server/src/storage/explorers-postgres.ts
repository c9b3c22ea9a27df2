import type { PoolClient } from 'pg';
import type { StoredExplorer } from './types.ts';

/** People and explorers in PostgreSQL; created if missing at start, like the matches tables. */
export const EXPLORER_SCHEMA = `
create table if not exists airlock_people (
  person_id text primary key,
  key_hash text not null unique,
  created_at bigint not null
);
create table if not exists airlock_explorers (
  explorer_id text primary key,
  person_id text not null,
  log jsonb not null,
  version integer not null,
  created_at bigint not null,
  updated_at bigint not null
);
create index if not exists airlock_explorers_person on airlock_explorers (person_id, created_at);
create table if not exists airlock_explorer_matches (
  explorer_id text not null,
  match_id text not null,
  primary key (explorer_id, match_id)
);
create table if not exists airlock_settings (
  key text primary key,
  value text not null
);
`;

type Query = <R>(text: string, values?: unknown[]) => Promise<{ rows: R[]; rowCount: number | null }>;
type Transaction = (fn: (client: PoolClient) => Promise<void>) => Promise<void>;

interface ExplorerRow {
  explorer_id: string;
  person_id: string;
  log: unknown;
  version: number;
  created_at: string;
  updated_at: string;
}

function explorerOf(r: ExplorerRow): StoredExplorer {
  return {
    explorerId: r.explorer_id,
    personId: r.person_id,
    log: r.log,
    version: r.version,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

/** The explorer methods of PostgresStorage, given its query and transaction helpers. */
export function explorerMethods(query: Query, transaction: Transaction) {
  return {
    async createPerson(personId: string, keyHash: string, at: number): Promise<void> {
      await query('insert into airlock_people (person_id, key_hash, created_at) values ($1, $2, $3)', [
        personId,
        keyHash,
        at,
      ]);
    },
    async personByKey(keyHash: string): Promise<string | null> {
      const r = await query<{ person_id: string }>('select person_id from airlock_people where key_hash = $1', [
        keyHash,
      ]);
      return r.rows[0]?.person_id ?? null;
    },
    async insertExplorer(e: StoredExplorer): Promise<boolean> {
      const r = await query(
        `insert into airlock_explorers (explorer_id, person_id, log, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6) on conflict (explorer_id) do nothing`,
        [e.explorerId, e.personId, JSON.stringify(e.log), e.version, e.createdAt, e.updatedAt],
      );
      return (r.rowCount ?? 0) > 0;
    },
    async loadExplorer(explorerId: string): Promise<StoredExplorer | null> {
      const r = await query<ExplorerRow>('select * from airlock_explorers where explorer_id = $1', [explorerId]);
      return r.rows[0] ? explorerOf(r.rows[0]) : null;
    },
    async listExplorers(personId: string): Promise<StoredExplorer[]> {
      const r = await query<ExplorerRow>(
        'select * from airlock_explorers where person_id = $1 order by created_at, explorer_id',
        [personId],
      );
      return r.rows.map(explorerOf);
    },
    async updateExplorer(
      explorerId: string,
      next: { personId: string; log: unknown },
      fromVersion: number,
      matchId: string | null,
    ): Promise<boolean> {
      let written = false;
      // Both statements in one transaction: a lost race leaves the match uncounted, to be retried.
      await transaction(async (client) => {
        if (matchId !== null) {
          const r = await client.query(
            'insert into airlock_explorer_matches (explorer_id, match_id) values ($1, $2) on conflict do nothing',
            [explorerId, matchId],
          );
          if ((r.rowCount ?? 0) === 0) return;
        }
        const r = await client.query(
          `update airlock_explorers set person_id = $1, log = $2, version = version + 1, updated_at = $3
           where explorer_id = $4 and version = $5`,
          [next.personId, JSON.stringify(next.log), Date.now(), explorerId, fromVersion],
        );
        if ((r.rowCount ?? 0) === 0) throw new LostRace();
        written = true;
      }).catch((e) => {
        if (!(e instanceof LostRace)) throw e;
      });
      return written;
    },
    async serverSecret(fresh: string): Promise<string> {
      await query(
        "insert into airlock_settings (key, value) values ('export-secret', $1) on conflict (key) do nothing",
        [fresh],
      );
      const r = await query<{ value: string }>("select value from airlock_settings where key = 'export-secret'");
      return r.rows[0]?.value as string;
    },
  };
}

class LostRace extends Error {
  constructor() {
    super('the explorer changed meanwhile');
    this.name = 'LostRace';
  }
}
