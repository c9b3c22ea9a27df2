import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Table } from '@airlock/engine';
import { relay } from '../../engine/test/fixtures/relay.ts';
import type { UpdateMessage } from '../src/protocol.ts';
import { openStorage } from '../src/storage/index.ts';
import { client, getJson, Player, startTestServer, type TestServer, testDatabaseUrl, twoHumans } from './helpers.ts';

describe('online undo: only what revealed nothing, only when every other person agrees', () => {
  let t: TestServer;
  before(async () => {
    // Slow bots, so a human's secret bid is still the only one when it asks to take it back.
    t = await startTestServer({ botDelayMs: 3000 });
  });
  after(async () => {
    await t.stop();
  });

  it('refuses an undo before acting, asks the other seat, and takes the match back when it agrees', async () => {
    const { matchId, a, b } = await twoHumans(t);
    assert.deepEqual(a.last?.undo, { canAsk: false, request: null });
    a.room.send('undo');
    await a.until(() => a.errors.length === 1, 20_000, 'refusal');
    assert.equal(a.errors[0]?.code, 'UNDO_REFUSED');

    // Seat 0 bids in secret: nothing has come out, so it may ask to take the bid back.
    const bid = a.last?.legal[0] as Record<string, unknown>;
    a.act(bid, 0);
    await a.until(() => a.last?.view.step === 1 && a.last.undo?.canAsk === true, 20_000, 'undo offered');
    assert.equal(b.last?.undo?.canAsk, false, 'seat 1 has nothing to take back');

    // B refuses: the request lapses and nothing changes.
    a.room.send('undo');
    await b.until(() => b.last?.undo?.request?.by === 0, 20_000, 'b sees the request');
    assert.deepEqual(b.last?.undo?.request?.waitingOn, [1]);
    // The request says exactly what it takes back: to step 0, removing seat 0's bid at step 1.
    assert.equal(b.last?.undo?.request?.backTo, 0);
    assert.deepEqual(b.last?.undo?.request?.removed, [{ step: 1, actor: 0 }]);
    b.room.send('undoAnswer', { agree: false });
    await a.until(() => a.last?.undo?.request === null && a.last.undo.canAsk, 20_000, 'refused');
    assert.equal(a.last?.view.step, 1);

    // A malformed answer and an answer nobody asked for are refused.
    b.room.send('undoAnswer', { agree: 'yes' });
    b.room.send('undoAnswer', { agree: true });
    await b.until(() => b.errors.length === 2, 20_000, 'answer errors');
    assert.deepEqual(
      b.errors.map((e) => e.code),
      ['MALFORMED_MESSAGE', 'UNDO_REFUSED'],
    );

    // Asked again, B agrees: both are back at step 0, logs rebuilt, A may bid anew.
    a.room.send('undo');
    await b.until(() => b.last?.undo?.request?.by === 0, 20_000, 'b sees the second request');
    b.room.send('undoAnswer', { agree: true });
    await a.until(() => a.last?.view.step === 0 && a.last.rewound === true, 20_000, 'a taken back');
    await b.until(() => b.last?.view.step === 0 && b.last.rewound === true, 20_000, 'b taken back');
    assert.deepEqual(a.last?.undo, { canAsk: false, request: null });
    const summary = await getJson<{ step: number }>(`${t.url}/api/matches/${matchId}`);
    assert.equal(summary.body.step, 0, 'the stored match was cut back too');

    // Play on after the undo: the same positions as a table that never saw the undone bid.
    const other = b.last?.legal[0] as Record<string, unknown>;
    const again = a.last?.legal.at(-1) as Record<string, unknown>;
    a.act(again, 0);
    b.act(other, 0);
    await a.until(() => (a.last?.view.step ?? 0) >= 2, 20_000, 'both bid');
    // Two people at the table: the seed is the server's secret, read here from its storage.
    const store = await openStorage({
      dataDir: t.dataDir,
      databaseUrl: await testDatabaseUrl(t.dataDir),
      sqliteThread: false,
    });
    const stored = await store.loadMatch(matchId);
    await store.close();
    assert.ok(stored, 'the match is stored');
    const fresh = new Table(relay, { players: 2, seed: stored.meta.seed, engineVersion: stored.meta.engineVersion });
    fresh.act(0, again);
    fresh.act(1, other);
    // The update at step 2 (the clock may already have moved the match on by the time it is read).
    const atTwo = [...a.received]
      .reverse()
      .find((m) => m.type === 'update' && (m.body as UpdateMessage).view.step === 2);
    assert.deepEqual(
      (atTwo?.body as UpdateMessage | undefined)?.view,
      fresh.view(0),
      'the same view as a table that never had the undone action',
    );
    // Both bids came out: nothing can be taken back any more.
    assert.equal(a.last?.undo?.canAsk, false);
    assert.equal(b.last?.undo?.canAsk, false);
  });

  it('against bots only, an undo is taken at once', async () => {
    {
      const room = await client(t.url).create('match', {
        game: 'relay',
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
        seed: 5,
      });
      const a = new Player(room);
      await a.until(() => a.last !== undefined);
      a.act(a.last?.legal[0] as Record<string, unknown>, 0);
      await a.until(() => a.last?.view.step === 1 && a.last.undo?.canAsk === true, 20_000, 'undo offered');
      a.room.send('undo');
      await a.until(() => a.last?.rewound === true, 20_000, 'taken back at once');
      assert.equal(a.last?.view.step, 0);
      assert.equal(a.errors.length, 0);
    }
  });
});
