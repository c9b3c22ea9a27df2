import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { replay } from '@airlock/engine';
import { matchMaker } from '@colyseus/core';
import pg from 'pg';
import { relay } from '../../engine/test/fixtures/relay.ts';
import { type PrivatePostgres, postgresBin, startPrivatePostgres } from '../scripts/private-postgres.ts';
import type { UpdateMessage } from '../src/protocol.ts';
import { client, getJson, Player, playFirstLegal, startTestServer, type TestServer } from './helpers.ts';

/**
 * A real PostgreSQL of the test's own (services.sh's shared one is left alone) is stopped, crashed
 * and restarted under a running server.
 */
const skip = postgresBin() ? false : 'PostgreSQL is not installed (run packages/server/scripts/services.sh)';

async function storedActions(url: string, matchId: string): Promise<{ actor: unknown; action: unknown }[]> {
  const c = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const r = await c.query<{ actor: unknown; action: unknown }>(
      'select actor, action from airlock_actions where match_id = $1 order by idx',
      [matchId],
    );
    return r.rows;
  } finally {
    await c.end();
  }
}

describe('PostgreSQL going away under a running server', { skip }, () => {
  let db: PrivatePostgres;
  let t: TestServer | undefined;
  before(async () => {
    db = await startPrivatePostgres();
  });
  afterEach(async () => {
    await t?.stop();
    t = undefined;
  });
  after(async () => {
    await db?.destroy();
  });

  it('refuses actions with "storage unavailable" while it is down, then resumes by itself', async () => {
    t = await startTestServer({ databaseUrl: db.url, botDelayMs: 5 });
    const room = await matchMaker.createRoom('match', {
      game: 'relay',
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 21,
    });
    const a = new Player(await client(t.url).joinById(room.roomId, { seat: 0 }));
    const b = new Player(await client(t.url).joinById(room.roomId, { seat: 1 }));
    await a.until(() => a.last?.seats[1]?.connected === true, 20_000, 'both seated');
    await b.until(() => b.last !== undefined);

    // Seat 0 bids (stored), then the database stops.
    a.act(a.last?.legal[0] as Record<string, unknown>, 0);
    await a.until(() => a.last?.actedAt === 0, 20_000, 'first bid taken');
    await db.stop('fast');

    const bid = b.last?.legal[0] as Record<string, unknown>;
    b.act(bid, 1);
    await b.until(() => b.errors.length > 0, 20_000, 'a refusal');
    assert.equal(b.errors[0]?.code, 'STORAGE_UNAVAILABLE');
    assert.match(b.errors[0]?.message ?? '', /storage unavailable, try again/);
    assert.equal(b.last?.view.step, 1, 'nothing moved');
    const health = await getJson<{ ok: boolean }>(`${t.url}/health`);
    assert.equal(health.status, 200, 'the server is still up and answering');

    // Back up: the same message is taken, with no restart of the game server.
    await db.start();
    const refusals = b.errors.length;
    for (let tries = 0; (b.last?.actedAt ?? -1) < 1 && tries < 40; tries++) {
      b.act(bid, 1);
      await b.until(() => (b.last?.actedAt ?? -1) >= 1 || b.errors.length > refusals + tries, 20_000, 'an answer');
      if ((b.last?.actedAt ?? -1) < 1) await new Promise((r) => setTimeout(r, 250));
    }
    assert.equal(b.last?.actedAt, 1, 'the retried action was taken');

    await Promise.all([playFirstLegal(a), playFirstLegal(b)]);
    const rec = await getJson<{ actions: unknown[] }>(`${t.url}/api/matches/${room.roomId}/record`);
    assert.equal(rec.status, 200);
    assert.deepEqual(replay(relay, rec.body).result, a.last?.result, 'the stored record replays to the result seen');
  });

  it('loses no acknowledged action when the database crashes while bots and the clock play', async () => {
    t = await startTestServer({ databaseUrl: db.url, botDelayMs: 30 });
    const room = await matchMaker.createRoom('match', {
      game: 'relay',
      players: 3,
      seats: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'random' },
      ],
      seed: 'outage',
    });
    const w = new Player(await client(t.url).joinById(room.roomId, { spectate: true }));
    await w.until(() => (w.last?.view.step ?? 0) >= 4, 20_000, 'a few steps');
    // Crash (no clean shutdown) while the bots keep acting, and stay down a while.
    await db.restart('immediate', 1500);
    const seenBefore = w.last?.view.step as number;
    await w.until(() => Boolean(w.last?.result), 60_000, 'the match to end');

    // Every step any client was shown is in storage, and in the order it was shown.
    const updates = w.received.filter((m) => m.type === 'update').map((m) => m.body as UpdateMessage);
    for (let i = 1; i < updates.length; i++) {
      assert.ok(
        (updates[i]?.view.step ?? 0) >= (updates[i - 1]?.view.step ?? 0),
        'the match never went back: nothing shown was taken back',
      );
    }
    const stored = await storedActions(db.url, room.roomId);
    assert.equal(stored.length, w.last?.view.step, 'storage holds exactly the steps that were shown');
    assert.ok(stored.length > seenBefore);
    const rec = await getJson<{ actions: unknown[] }>(`${t.url}/api/matches/${room.roomId}/record`);
    assert.equal(rec.status, 200);
    assert.deepEqual(replay(relay, rec.body).result, w.last?.result);
  });
});
