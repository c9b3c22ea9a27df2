import type { MatchRecord, Result } from '@airlock/engine';
import pg, { type Pool } from 'pg';
import { type MatchMeta, type Storage, StorageConflict, type StoredMatch, type StoredSeat } from './types.ts';

const SCHEMA = `
create table if not exists airlock_matches (
  match_id text primary key,
  game text not null,
  name text not null,
  players integer not null,
  options jsonb not null,
  seed jsonb not null,
  seats jsonb not null,
  created_at bigint not null,
  step integer not null default 0,
  over boolean not null default false,
  result jsonb,
  record jsonb
);
create index if not exists airlock_matches_open on airlock_matches (over, created_at);
create table if not exists airlock_actions (
  match_id text not null,
  idx integer not null,
  actor jsonb not null,
  action jsonb not null,
  primary key (match_id, idx)
);
`;

interface MatchRow {
  match_id: string;
  game: string;
  name: string;
  players: number;
  options: MatchMeta['options'];
  seed: MatchMeta['seed'];
  seats: StoredSeat[];
  created_at: string;
  step: number;
  over: boolean;
}

function metaOf(row: MatchRow): MatchMeta {
  return {
    matchId: row.match_id,
    game: row.game,
    name: row.name,
    players: row.players,
    options: row.options,
    seed: row.seed,
    seats: row.seats,
    createdAt: Number(row.created_at),
    step: row.step,
    over: row.over,
  };
}

/** PostgreSQL through a pg pool. A commit returns after the server has flushed its WAL (the default). */
export class PostgresStorage implements Storage {
  readonly kind = 'postgres';
  private readonly pool: Pool;
  private batch: {
    matchId: string;
    index: number;
    actor: string;
    action: string;
    resolve: () => void;
    reject: (e: unknown) => void;
  }[] = [];

  private constructor(pool: Pool) {
    this.pool = pool;
  }

  static async open(url: string): Promise<PostgresStorage> {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // Two processes booting together may both create the schema; the advisory lock serialises them.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await client.query(SCHEMA);
      await client.query('select pg_advisory_unlock(727274)');
    } finally {
      client.release();
    }
    return new PostgresStorage(pool);
  }

  async createMatch(m: MatchMeta): Promise<void> {
    await this.pool.query(
      `insert into airlock_matches (match_id, game, name, players, options, seed, seats, created_at, step, over)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        m.matchId,
        m.game,
        m.name,
        m.players,
        JSON.stringify(m.options),
        JSON.stringify(m.seed),
        JSON.stringify(m.seats),
        m.createdAt,
        m.step,
        m.over,
      ],
    );
  }

  /**
   * Group commit: appends arriving in the same turn of the event loop go out as one statement (one
   * transaction, one WAL flush). Rows that already exist are skipped by `on conflict do nothing`
   * and reported back as conflicts to their callers alone.
   */
  appendAction(matchId: string, index: number, entry: { actor: unknown; action: unknown }): Promise<void> {
    return new Promise((resolve, reject) => {
      this.batch.push({
        matchId,
        index,
        actor: JSON.stringify(entry.actor),
        action: JSON.stringify(entry.action),
        resolve,
        reject,
      });
      if (this.batch.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.batch;
    this.batch = [];
    if (batch.length === 0) return;
    this.pool
      .query<{ match_id: string; idx: number }>(
        `with v as (
           select * from unnest($1::text[], $2::int[], $3::jsonb[], $4::jsonb[]) as t(match_id, idx, actor, action)
         ),
         ins as (
           insert into airlock_actions (match_id, idx, actor, action)
           select match_id, idx, actor, action from v
           on conflict do nothing
           returning match_id, idx
         ),
         bump as (
           update airlock_matches m set step = s.step
           from (select match_id, max(idx) + 1 as step from ins group by match_id) s
           where m.match_id = s.match_id and m.step < s.step
         )
         select match_id, idx from ins`,
        [batch.map((b) => b.matchId), batch.map((b) => b.index), batch.map((b) => b.actor), batch.map((b) => b.action)],
      )
      .then(
        (r) => {
          const written = new Set(r.rows.map((row) => `${row.match_id}#${row.idx}`));
          for (const b of batch) {
            if (written.has(`${b.matchId}#${b.index}`)) b.resolve();
            else b.reject(new StorageConflict(b.matchId, b.index));
          }
        },
        (e) => {
          for (const b of batch) b.reject(e);
        },
      );
  }

  async truncateActions(matchId: string, keep: number): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query('delete from airlock_actions where match_id = $1 and idx >= $2', [matchId, keep]);
      await client.query('update airlock_matches set step = $2 where match_id = $1', [matchId, keep]);
      await client.query('commit');
    } catch (e) {
      await client.query('rollback').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  async updateSeats(matchId: string, seats: StoredSeat[]): Promise<void> {
    await this.pool.query('update airlock_matches set seats = $2 where match_id = $1', [
      matchId,
      JSON.stringify(seats),
    ]);
  }

  async finishMatch(matchId: string, record: MatchRecord, result: Result | null): Promise<void> {
    await this.pool.query('update airlock_matches set over = true, record = $2, result = $3 where match_id = $1', [
      matchId,
      JSON.stringify(record),
      JSON.stringify(result),
    ]);
  }

  async loadMatch(matchId: string): Promise<StoredMatch | null> {
    const m = await this.pool.query<MatchRow>('select * from airlock_matches where match_id = $1', [matchId]);
    const row = m.rows[0];
    if (!row) return null;
    const a = await this.pool.query<{
      actor: StoredMatch['actions'][number]['actor'];
      action: StoredMatch['actions'][number]['action'];
    }>('select actor, action from airlock_actions where match_id = $1 order by idx', [matchId]);
    return { meta: metaOf(row), actions: a.rows.map((r) => ({ actor: r.actor, action: r.action })) };
  }

  async openMatches(limit: number): Promise<MatchMeta[]> {
    const r = await this.pool.query<MatchRow>(
      'select * from airlock_matches where not over order by created_at desc limit $1',
      [limit],
    );
    return r.rows.map(metaOf);
  }

  async loadRecord(matchId: string): Promise<MatchRecord | null> {
    const r = await this.pool.query<{ record: MatchRecord | null }>(
      'select record from airlock_matches where match_id = $1 and over',
      [matchId],
    );
    return (r.rows[0]?.record as MatchRecord | undefined) ?? null;
  }

  async close(): Promise<void> {
    this.flush();
    await this.pool.end();
  }
}
