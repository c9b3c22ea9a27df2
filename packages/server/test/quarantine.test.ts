import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { DatabaseSync } from 'node:sqlite';
import { ENGINE_VERSION, Table } from '@airlock/engine';
import pg from 'pg';
import pino from 'pino';
import { relay } from '../../engine/test/fixtures/relay.ts';
import { type PrivatePostgres, postgresBin, startPrivatePostgres } from '../scripts/private-postgres.ts';
import { startServer } from '../src/index.ts';
import type { MatchSummary } from '../src/protocol.ts';
import { newMatchId } from '../src/rooms/seats.ts';
import { type MatchMeta, openStorage } from '../src/storage/index.ts';
import { client, getJson, Player, playFirstLegal, TEST_CATALOG } from './helpers.ts';

/** A stored two-seat Relay match (a person on seat 0 holding `token`'s hash is not needed: seat 0 is free). */
function relayMeta(name: string): MatchMeta {
  return {
    matchId: newMatchId(),
    game: 'relay',
    name,
    players: 2,
    options: {},
    seed: `quarantine-${name}`,
    engineVersion: ENGINE_VERSION,
    seats: [
      { kind: 'human', name: 'Seat 1', tokenHash: null },
      { kind: 'bot', bot: 'random', name: 'Bot', tokenHash: null },
    ],
    createdAt: Date.now(),
    step: 0,
    over: false,
  } as MatchMeta;
}

/** Stores three matches with two legal actions each (seat 0's bid, the bot's bid). */
async function seed(
  storage: Awaited<ReturnType<typeof openStorage>>,
): Promise<Record<'good' | 'row' | 'action', string>> {
  const out = {} as Record<'good' | 'row' | 'action', string>;
  for (const name of ['good', 'row', 'action'] as const) {
    const meta = relayMeta(name);
    await storage.createMatch(meta);
    const table = new Table(relay, { players: 2, seed: meta.seed, engineVersion: ENGINE_VERSION } as never);
    for (let i = 0; i < 2; i++) {
      const p = table.pending()[0];
      if (!p) break;
      const action = table.legal(p.actor)[0] as { type: string };
      table.act(p.actor, action);
      await storage.appendAction(meta.matchId, i, { actor: p.actor, action });
    }
    out[name] = meta.matchId;
  }
  return out;
}

/** Lines the server logs, kept for the assertions. */
function capture(): { lines: Record<string, unknown>[]; logger: pino.Logger } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

async function checkServer(
  config: { dataDir: string; databaseUrl?: string },
  ids: Record<'good' | 'row' | 'action', string>,
): Promise<void> {
  const { lines, logger } = capture();
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      catalogModule: TEST_CATALOG,
      botDelayMs: 5,
      botThinkMs: 10,
      botThreads: 1,
      clockScale: 0.01,
      ...config,
    },
    logger,
  );
  try {
    const url = `http://127.0.0.1:${server.port}`;
    // Started, with the good match resumed and both damaged ones quarantined with a log line each.
    for (const bad of [ids.row, ids.action]) {
      assert.ok(
        lines.some((l) => l.matchId === bad && String(l.msg).startsWith('match quarantined')),
        `a log line names quarantined match ${bad}`,
      );
      const r = await getJson<{ code: string; message: string }>(`${url}/api/matches/${bad}`);
      assert.equal(r.status, 410);
      assert.equal(r.body.code, 'QUARANTINED');
      assert.match(r.body.message, /damaged and it has been set aside/);
      const again = await getJson<{ code: string }>(`${url}/api/matches/${bad}`);
      assert.equal(again.status, 410, 'the same clear answer every time, never a 500');
    }
    const lobby = await getJson<MatchSummary[]>(`${url}/api/matches`);
    assert.equal(lobby.status, 200);
    const listed = lobby.body.map((m) => m.matchId);
    assert.ok(listed.includes(ids.good));
    assert.ok(!listed.includes(ids.row) && !listed.includes(ids.action), 'quarantined matches are not listed');

    const summary = await getJson<MatchSummary>(`${url}/api/matches/${ids.good}`);
    assert.equal(summary.status, 200);
    assert.equal(summary.body.step, 2);
    const p = new Player(await client(url).joinById(ids.good, { seat: 0 }));
    await p.until(() => p.last !== undefined);
    assert.equal(p.last?.view.step, 2, 'the good match resumed where it was');
    await playFirstLegal(p);
    assert.ok(p.last?.result, 'and plays to its end');
  } finally {
    await server.close();
  }
}

describe('one damaged match never takes the others down', () => {
  const dirs: string[] = [];
  let db: PrivatePostgres | undefined;
  after(async () => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await db?.destroy();
  });

  it('SQLite: a malformed row and a tampered action are quarantined; the server starts and the rest play', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'airlock-quarantine-'));
    dirs.push(dataDir);
    const storage = await openStorage({ dataDir, sqliteThread: false });
    const ids = await seed(storage);
    await storage.close();
    const raw = new DatabaseSync(join(dataDir, 'airlock.sqlite'));
    raw.prepare('update matches set seats = ? where match_id = ?').run('[{"kind": "human", "na', ids.row);
    raw
      .prepare('update actions set action = ? where match_id = ? and idx = 1')
      .run('{"type":"bid","card":99}', ids.action);
    raw.close();
    await checkServer({ dataDir }, ids);
  });

  it('PostgreSQL: the same', { skip: postgresBin() ? false : 'PostgreSQL is not installed' }, async () => {
    db = await startPrivatePostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'airlock-quarantine-'));
    dirs.push(dataDir);
    const storage = await openStorage({ dataDir, databaseUrl: db.url });
    const ids = await seed(storage);
    await storage.close();
    const raw = new pg.Pool({ connectionString: db.url, max: 1 });
    await raw.query(`update airlock_matches set seats = '"not a seat list"' where match_id = $1`, [ids.row]);
    await raw.query(`update airlock_actions set action = '{"type":"bid","card":99}' where match_id = $1 and idx = 1`, [
      ids.action,
    ]);
    await raw.end();
    await checkServer({ dataDir, databaseUrl: db.url }, ids);
  });
});
