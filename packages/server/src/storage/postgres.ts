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

  async appendAction(matchId: string, index: number, entry: { actor: unknown; action: unknown }): Promise<void> {
    try {
      // One statement, so one implicit transaction: the action and the step move together.
      await this.pool.query(
        `with ins as (insert into airlock_actions (match_id, idx, actor, action) values ($1, $2, $3, $4))
         update airlock_matches set step = $2 + 1 where match_id = $1 and step < $2 + 1`,
        [matchId, index, JSON.stringify(entry.actor), JSON.stringify(entry.action)],
      );
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new StorageConflict(matchId, index);
      throw e;
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
    await this.pool.end();
  }
}
