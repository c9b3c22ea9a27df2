import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ENGINE_VERSION, Table } from '@airlock/engine';
import { relay } from '../../engine/test/fixtures/relay.ts';
import { newMatchId } from '../src/rooms/seats.ts';
import { type MatchMeta, openStorage, type Storage, StorageConflict, type StoredAction } from '../src/storage/index.ts';
import { client, Player, playFirstLegal, startTestServer } from './helpers.ts';

function meta(): MatchMeta {
  return {
    matchId: newMatchId(),
    game: 'relay',
    name: 'Storage test',
    players: 2,
    options: {},
    seed: 'seed-1',
    engineVersion: ENGINE_VERSION,
    seats: [
      { kind: 'human', name: 'Ana', tokenHash: null },
      { kind: 'bot', bot: 'random', name: 'Bot', tokenHash: null },
    ],
    createdAt: Date.now(),
    step: 0,
    over: false,
  };
}

/** The same contract, run against each backend. */
function storageSuite(name: string, open: () => Promise<{ storage: Storage; cleanup: () => void }>) {
  describe(`storage: ${name}`, () => {
    it('keeps matches, actions in order, seats, and the record once over', async () => {
      const { storage, cleanup } = await open();
      try {
        const m = meta();
        await storage.createMatch(m);
        const table = new Table(relay, { players: 2, seed: m.seed });
        let i = 0;
        while (!table.result() && i < 400) {
          const p = table.pending()[0];
          if (!p) break;
          const action = table.legal(p.actor)[0];
          if (!action) break;
          table.act(p.actor, action);
          await storage.appendAction(m.matchId, i, { actor: p.actor, action });
          i++;
        }
        await assert.rejects(
          storage.appendAction(m.matchId, 0, { actor: 0, action: { type: 'pass' } }),
          StorageConflict,
          'an index is written once',
        );
        const seats = m.seats.map((s, k) => (k === 0 ? { ...s, tokenHash: 'ab'.repeat(32) } : s));
        await storage.updateSeats(m.matchId, seats);

        assert.ok((await storage.openMatches(50)).some((x) => x.matchId === m.matchId));
        assert.equal(await storage.loadRecord(m.matchId), null, 'no record before the end');
        const loaded = await storage.loadMatch(m.matchId);
        assert.ok(loaded);
        assert.equal(loaded.meta.step, i);
        assert.deepEqual(loaded.meta.seats, seats);
        assert.deepEqual(loaded.meta.seed, 'seed-1');
        assert.deepEqual(
          loaded.actions,
          table.history.map((h) => ({ actor: h.actor, action: h.action })),
        );

        // An agreed undo keeps a prefix: the step goes back and the freed indexes can be written again.
        const keep = Math.max(0, i - 2);
        await storage.truncateActions(m.matchId, keep);
        const cut = await storage.loadMatch(m.matchId);
        assert.equal(cut?.meta.step, keep);
        assert.deepEqual(cut?.actions, loaded.actions.slice(0, keep));
        for (let k = keep; k < i; k++) await storage.appendAction(m.matchId, k, loaded.actions[k] as StoredAction);
        assert.deepEqual((await storage.loadMatch(m.matchId))?.actions, loaded.actions);

        await storage.finishMatch(m.matchId, table.record(), table.result());
        assert.ok(!(await storage.openMatches(50)).some((x) => x.matchId === m.matchId), 'over: not open');
        assert.deepEqual(await storage.loadRecord(m.matchId), table.record());
        assert.equal(await storage.loadMatch('nope'), null);
      } finally {
        await storage.close();
        cleanup();
      }
    });

    it('takes calls made together, several matches at once, in order, each settled on its own', async () => {
      const { storage, cleanup } = await open();
      try {
        const ms = [meta(), meta(), meta()];
        await Promise.all(ms.map((m) => storage.createMatch(m)));
        // Nothing awaited in between: every write is made in the same turn of the event loop.
        const writes: Promise<void>[] = [];
        for (let i = 0; i < 40; i++)
          for (const m of ms)
            writes.push(storage.appendAction(m.matchId, i, { actor: i % 2, action: { type: 'bid', n: i } }));
        const twice = assert.rejects(
          storage.appendAction(ms[1]?.matchId as string, 7, { actor: 1, action: { type: 'bid', n: -1 } }),
          StorageConflict,
          'the one write to a taken index is refused, not the others',
        );
        await Promise.all([...writes, twice]);
        for (const m of ms) {
          const loaded = await storage.loadMatch(m.matchId);
          assert.deepEqual(
            loaded?.actions,
            Array.from({ length: 40 }, (_, i) => ({ actor: i % 2, action: { type: 'bid', n: i } })),
          );
          assert.equal(loaded?.meta.step, 40);
        }
      } finally {
        await storage.close();
        cleanup();
      }
    });
  });
}

storageSuite('sqlite (worker thread, the default)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-sqlite-'));
  return { storage: await openStorage({ dataDir: dir }), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
});

storageSuite('sqlite (in-process)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-sqlite-'));
  return {
    storage: await openStorage({ dataDir: dir, sqliteThread: false }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
});

const pgUrl = process.env.DATABASE_URL;
if (pgUrl) {
  storageSuite('postgres', async () => ({
    storage: await openStorage({ databaseUrl: pgUrl, dataDir: '/nonexistent' }),
    cleanup: () => {},
  }));

  describe('a match over websockets stored in PostgreSQL', () => {
    let stop: (() => Promise<void>) | undefined;
    after(async () => {
      await stop?.();
    });
    it('plays to the end and serves the record from PostgreSQL', async () => {
      const t = await startTestServer({ databaseUrl: pgUrl });
      stop = t.stop;
      const room = await client(t.url).create('match', {
        game: 'relay',
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      });
      const me = new Player(room);
      await playFirstLegal(me);
      const health = (await (await fetch(`${t.url}/health`)).json()) as { storage: string };
      assert.equal(health.storage, 'postgres');
      const res = await fetch(`${t.url}/api/matches/${room.roomId}/record`);
      assert.equal(res.status, 200);
      const rec = (await res.json()) as { result: unknown };
      assert.deepEqual(rec.result, me.last?.result);
    });
  });
} else {
  describe('storage: postgres', () => {
    it(
      'runs against PostgreSQL',
      { skip: 'DATABASE_URL is not set (run packages/server/scripts/services.sh)' },
      () => {},
    );
  });
}
