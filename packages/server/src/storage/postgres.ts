import type { MatchRecord, Result } from '@airlock/engine';
import pg, { type Pool, type PoolClient } from 'pg';
import {
  type MatchMeta,
  type Storage,
  StorageConflict,
  type StoredMatch,
  type StoredSeat,
  StorageUnavailable,
} from './types.ts';
import { checkAction, checkMeta, damagedMeta } from './validate.ts';
import { EXPLORER_SCHEMA, explorerMethods } from './explorers-postgres.ts';

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
alter table airlock_matches add column if not exists engine_version text;
alter table airlock_matches add column if not exists updated_at bigint;
alter table airlock_matches add column if not exists quarantined text;
alter table airlock_matches add column if not exists abandoned boolean not null default false;
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
  engine_version: string | null;
  updated_at: string | null;
  quarantined: string | null;
  abandoned: boolean;
}

/** Rows written before the engine version was kept were made by engine 1. */
const UNVERSIONED_ENGINE = '1.0.0';

/** The row as a meta, or a damaged meta carrying the reason it cannot be read. */
function metaOf(row: MatchRow): MatchMeta {
  if (row.quarantined !== null) return damagedMeta(row, row.quarantined);
  const raw: Record<string, unknown> = {
    matchId: row.match_id,
    game: row.game,
    name: row.name,
    players: row.players,
    options: row.options,
    seed: row.seed,
    engineVersion: row.engine_version ?? UNVERSIONED_ENGINE,
    seats: row.seats,
    createdAt: Number(row.created_at),
    step: row.step,
    over: row.over,
  };
  if (row.updated_at !== null) raw.updatedAt = Number(row.updated_at);
  if (row.abandoned) raw.abandoned = true;
  const checked = checkMeta(raw);
  return checked.ok ? checked.meta : damagedMeta(row, checked.reason);
}

/**
 * Errors that mean the database could not be reached or went away mid-call (SQLSTATE classes 08
 * connection exception, 57P admin shutdown / cannot connect now, 53 insufficient resources, and the
 * driver's own socket errors), as opposed to an error in what was asked.
 */
function isConnectionError(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown };
  const code = typeof err?.code === 'string' ? err.code : '';
  if (/^(08|57P|53)/.test(code)) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
  const msg = typeof err?.message === 'string' ? err.message : '';
  return /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|not queryable/i.test(
    msg,
  );
}

/** Rethrows a connection failure as StorageUnavailable, anything else as it is. */
function classify(e: unknown): never {
  if (e instanceof StorageConflict || e instanceof StorageUnavailable) throw e;
  if (isConnectionError(e)) throw new StorageUnavailable(e);
  throw e;
}

/**
 * PostgreSQL through a pg pool. A commit returns after the server has flushed its WAL (the default).
 * The database may restart under a running server: the pool then drops its broken connections (the
 * error handler below keeps that from being an uncaught 'error' event), calls fail with
 * StorageUnavailable while it is away, and new connections are opened by themselves once it is back.
 */
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
    const m = explorerMethods(
      (text, values) => this.query(text, values),
      (fn) => this.transaction(fn),
    );
    this.createPerson = m.createPerson;
    this.personByKey = m.personByKey;
    this.insertExplorer = m.insertExplorer;
    this.loadExplorer = m.loadExplorer;
    this.listExplorers = m.listExplorers;
    this.updateExplorer = m.updateExplorer;
    this.serverSecret = m.serverSecret;
  }

  // People and explorers: explorers-postgres.ts.
  readonly createPerson: Storage['createPerson'];
  readonly personByKey: Storage['personByKey'];
  readonly insertExplorer: Storage['insertExplorer'];
  readonly loadExplorer: Storage['loadExplorer'];
  readonly listExplorers: Storage['listExplorers'];
  readonly updateExplorer: Storage['updateExplorer'];
  readonly serverSecret: Storage['serverSecret'];

  static async open(url: string, onIdleError?: (err: Error) => void): Promise<PostgresStorage> {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection that the database closes (a restart, an admin kill) is reported here; without
    // a listener Node would treat it as an uncaught error and end the process.
    pool.on('error', (err) => onIdleError?.(err));
    // Two processes booting together may both create the schema; the advisory lock serialises them.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await client.query(SCHEMA);
      await client.query(EXPLORER_SCHEMA);
      await client.query('select pg_advisory_unlock(727274)');
    } finally {
      client.release();
    }
    return new PostgresStorage(pool);
  }

  private async query<R>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }> {
    try {
      return await this.pool.query<R>(text, values);
    } catch (e) {
      classify(e);
    }
  }

  async createMatch(m: MatchMeta): Promise<void> {
    await this.query(
      `insert into airlock_matches (match_id, game, name, players, options, seed, seats, created_at, step, over, engine_version, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $8)`,
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
        m.engineVersion ?? null,
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
    const taken = new Set<string>();
    const batch: typeof this.batch = [];
    for (const b of this.batch) {
      // A second write to the same index in one batch is a conflict like any other: the statement
      // would insert the first and report the index as written to both callers.
      const key = `${b.matchId}#${b.index}`;
      if (taken.has(key)) b.reject(new StorageConflict(b.matchId, b.index));
      else {
        taken.add(key);
        batch.push(b);
      }
    }
    this.batch = [];
    if (batch.length === 0) return;
    this.query<{ match_id: string; idx: number }>(
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
           update airlock_matches m set step = s.step, updated_at = $5
           from (select match_id, max(idx) + 1 as step from ins group by match_id) s
           where m.match_id = s.match_id and m.step < s.step
         )
         select match_id, idx from ins`,
      [
        batch.map((b) => b.matchId),
        batch.map((b) => b.index),
        batch.map((b) => b.actor),
        batch.map((b) => b.action),
        Date.now(),
      ],
    ).then(
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

  /** Runs `fn` in one transaction on one connection. */
  private async transaction(fn: (client: PoolClient) => Promise<void>): Promise<void> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      classify(e);
    }
    // A checked-out connection the database drops reports on the client itself: listen, or the
    // process would see an uncaught 'error' event.
    const ignore = () => {};
    client.on('error', ignore);
    let broken: unknown;
    try {
      await client.query('begin');
      await fn(client);
      await client.query('commit');
    } catch (e) {
      broken = e;
      await client.query('rollback').catch(() => {});
      classify(e);
    } finally {
      client.off('error', ignore);
      // A connection that failed is not handed to the next caller.
      client.release(broken !== undefined && isConnectionError(broken) ? (broken as Error) : undefined);
    }
  }

  async truncateActions(matchId: string, keep: number): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('delete from airlock_actions where match_id = $1 and idx >= $2', [matchId, keep]);
      await client.query('update airlock_matches set step = $2, updated_at = $3 where match_id = $1', [
        matchId,
        keep,
        Date.now(),
      ]);
    });
  }

  async updateSeats(matchId: string, seats: StoredSeat[]): Promise<void> {
    await this.query('update airlock_matches set seats = $2, updated_at = $3 where match_id = $1', [
      matchId,
      JSON.stringify(seats),
      Date.now(),
    ]);
  }

  async finishMatch(matchId: string, record: MatchRecord, result: Result | null): Promise<void> {
    await this.query('update airlock_matches set over = true, record = $2, result = $3 where match_id = $1', [
      matchId,
      JSON.stringify(record),
      JSON.stringify(result),
    ]);
  }

  async quarantine(matchId: string, reason: string): Promise<void> {
    await this.query('update airlock_matches set quarantined = $2 where match_id = $1', [matchId, reason]);
  }

  async archiveMatch(matchId: string, record: MatchRecord, before: number): Promise<boolean> {
    const r = await this.query(
      `update airlock_matches set over = true, abandoned = true, record = $2, result = 'null'
       where match_id = $1 and not over and quarantined is null and coalesce(updated_at, created_at) < $3`,
      [matchId, JSON.stringify(record), before],
    );
    return (r.rowCount ?? 0) > 0;
  }

  async loadMatch(matchId: string): Promise<StoredMatch | null> {
    const m = await this.query<MatchRow>('select * from airlock_matches where match_id = $1', [matchId]);
    const row = m.rows[0];
    if (!row) return null;
    const meta = metaOf(row);
    if (meta.quarantined) return { meta, actions: [] };
    const a = await this.query<{ actor: unknown; action: unknown }>(
      'select actor, action from airlock_actions where match_id = $1 order by idx',
      [matchId],
    );
    try {
      return { meta, actions: a.rows.map((r, i) => checkAction({ actor: r.actor, action: r.action }, i)) };
    } catch (e) {
      return { meta: { ...meta, quarantined: (e as Error).message }, actions: [] };
    }
  }

  async openMatches(limit: number): Promise<MatchMeta[]> {
    const r = await this.query<MatchRow>(
      'select * from airlock_matches where not over and quarantined is null order by created_at desc limit $1',
      [limit],
    );
    return r.rows.map(metaOf).filter((m) => !m.quarantined);
  }

  async openMatchIds(limit: number): Promise<string[]> {
    const r = await this.query<{ match_id: string }>(
      'select match_id from airlock_matches where not over and quarantined is null order by created_at desc limit $1',
      [limit],
    );
    return r.rows.map((row) => row.match_id);
  }

  async idleMatchIds(before: number, limit: number): Promise<string[]> {
    const r = await this.query<{ match_id: string }>(
      `select match_id from airlock_matches
       where not over and quarantined is null and coalesce(updated_at, created_at) < $1
       order by coalesce(updated_at, created_at) limit $2`,
      [before, limit],
    );
    return r.rows.map((row) => row.match_id);
  }

  async loadRecord(matchId: string): Promise<MatchRecord | null> {
    const r = await this.query<{ record: MatchRecord | null }>(
      'select record from airlock_matches where match_id = $1 and over and quarantined is null',
      [matchId],
    );
    return (r.rows[0]?.record as MatchRecord | undefined) ?? null;
  }

  async close(): Promise<void> {
    this.flush();
    await this.pool.end();
  }
}
