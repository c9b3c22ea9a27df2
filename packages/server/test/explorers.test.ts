import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { type MatchRecord, type Options, Table } from '@airlock/engine';
import spaceAlert from '@airlock/space-alert';
import { newExplorer } from '../src/explorers/game.ts';
import { explorerAfterMatch, type FinishedMission } from '../src/explorers/record.ts';
import { openStorage, type Storage } from '../src/storage/index.ts';
import { client, FULL_CATALOG, Player, playFirstLegal, startTestServer, type TestServer } from './helpers.ts';

/**
 * Explorers' logs that last: a person (a key), explorers kept in the database (SQLite and PostgreSQL),
 * updated when a Space Alert match they flew ends, exported as a signed file and imported again.
 */

function storeSuite(name: string, open: () => Promise<{ storage: Storage; cleanup: () => void }>) {
  describe(`explorer storage: ${name}`, () => {
    it('keeps people and explorers, counts a match once, refuses a stale write, keeps one secret', async () => {
      const { storage, cleanup } = await open();
      try {
        const person = `p-${Math.random().toString(36).slice(2)}`;
        const hash = `${person}-hash`;
        await storage.createPerson(person, hash, 1);
        assert.equal(await storage.personByKey(hash), person);
        assert.equal(await storage.personByKey('nobody'), null);
        const id = `e-${Math.random().toString(36).slice(2)}`;
        const log = newExplorer('Ripley', false);
        const row = { explorerId: id, personId: person, log, version: 0, createdAt: 5, updatedAt: 5 };
        assert.equal(await storage.insertExplorer(row), true);
        assert.equal(await storage.insertExplorer(row), false, 'an id is taken once');
        assert.deepEqual(
          (await storage.listExplorers(person)).map((e) => [e.explorerId, e.log]),
          [[id, log]],
        );
        const next = { ...log, xp: 3, missions: 1 };
        assert.equal(await storage.updateExplorer(id, { personId: person, log: next }, 0, 'match-1'), true);
        assert.equal(
          await storage.updateExplorer(id, { personId: person, log: { ...next, xp: 6 } }, 1, 'match-1'),
          false,
          'the same match is not counted twice',
        );
        assert.equal(
          await storage.updateExplorer(id, { personId: person, log: { ...next, xp: 9 } }, 0, 'match-2'),
          false,
          'a write from an old version is refused',
        );
        const stored = await storage.loadExplorer(id);
        assert.deepEqual([stored?.version, stored?.log], [1, next]);
        // The refused write left match-2 uncounted: it can still be recorded from the right version.
        assert.equal(
          await storage.updateExplorer(id, { personId: person, log: { ...next, xp: 9 } }, 1, 'match-2'),
          true,
        );
        const secret = await storage.serverSecret('first');
        assert.equal(await storage.serverSecret('second'), secret, 'the first secret stays');
      } finally {
        await storage.close();
        cleanup();
      }
    });
  });
}

storeSuite('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-explorers-'));
  return { storage: await openStorage({ dataDir: dir }), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
});
const pgUrl = process.env.DATABASE_URL;
if (pgUrl) {
  storeSuite('postgres', async () => ({
    storage: await openStorage({ databaseUrl: pgUrl, dataDir: '/nonexistent' }),
    cleanup: () => {},
  }));
} else {
  it(
    'explorer storage: postgres',
    { skip: 'DATABASE_URL is not set (run packages/server/scripts/services.sh)' },
    () => {},
  );
}

describe('explorer logs after a match (the game arithmetic)', () => {
  /** Plays Space Alert missions (seeds 1, 2, ...) until one ends as `want` says. */
  function finished(options: Options, want: (s: FinishedMission) => boolean): FinishedMission {
    for (let seed = 1; seed < 400; seed++) {
      const t = new Table(spaceAlert, { players: 4, options, seed });
      for (let i = 0; i < 20_000 && !t.result(); i++) {
        const p = t.pending()[0];
        if (!p) break;
        // Every seat says ready at once: nothing is planned, the crew meets the threats unprepared.
        t.act(p.actor, t.legal(p.actor)[0]);
      }
      const s = t.match.state as FinishedMission;
      if (t.result() && want(s)) return s;
    }
    throw new Error('no mission ended as wanted');
  }

  it('a destroyed ship costs a cloned explorer a clone and a hardcore explorer its life', () => {
    const lost = finished({}, (s) => s.outcome?.survived === false);
    const cloned = explorerAfterMatch(newExplorer('A', false), lost);
    // The one point is the game's clone achievement ("Is It Still Me?").
    assert.deepEqual([cloned.clones, cloned.dead, cloned.missions, cloned.xp], [1, false, 1, 1]);
    const hard = explorerAfterMatch(newExplorer('B', true), lost);
    assert.deepEqual([hard.dead, hard.missions], [true, 1]);
    assert.equal(explorerAfterMatch(hard, lost), hard, 'a lost explorer flies no more');
  });

  it('a test run changes nothing', () => {
    const run = finished({ mission: 'test-run' }, () => true);
    const log = newExplorer('C', false);
    assert.equal(explorerAfterMatch(log, run), log);
  });
});

interface Summary {
  id: string;
  name: string;
  level: number;
  xp: number;
  clones: number;
  dead: boolean;
  missions: number;
  specs: Record<string, number>;
  achievements: string[];
}

describe('explorers over HTTP and in a match', () => {
  let current: TestServer | undefined;
  afterEach(async () => {
    await current?.stop();
    current = undefined;
  });

  async function call<T>(t: TestServer, key: string | null, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (key) headers.authorization = `Bearer ${key}`;
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  it('creates, lists, exports and imports; a tampered or malformed file is refused and changes nothing', async () => {
    const t = await startTestServer({ catalogModule: FULL_CATALOG });
    current = t;
    const a = (await call<{ key: string }>(t, null, 'POST', '/api/people')).body.key;
    const b = (await call<{ key: string }>(t, null, 'POST', '/api/people')).body.key;
    assert.equal((await call(t, null, 'GET', '/api/explorers')).status, 401);
    assert.equal((await call(t, 'x'.repeat(32), 'GET', '/api/explorers')).status, 401);
    const made = await call<Summary>(t, a, 'POST', '/api/explorers', { name: 'Dallas', hardcore: false });
    assert.equal(made.status, 201);
    assert.deepEqual([made.body.level, made.body.xp, made.body.missions], [0, 0, 0]);
    assert.equal((await call(t, a, 'POST', '/api/explorers', { name: '' })).status, 400);
    const box = await call<{ message: string }>(t, a, 'POST', `/api/explorers/${made.body.id}/specs`, {
      spec: 'medic',
    });
    assert.equal(box.status, 409);
    assert.match(box.body.message, /reach the next level/);
    assert.equal((await call(t, b, 'GET', `/api/explorers/${made.body.id}/export`)).status, 404, "not b's explorer");

    const file = (await call<Record<string, unknown>>(t, a, 'GET', `/api/explorers/${made.body.id}/export`)).body;
    const listA = JSON.stringify((await call(t, a, 'GET', '/api/explorers')).body);
    const refusals: [unknown, RegExp][] = [
      ['{"format": ', /JSON/],
      [[1, 2], /not an explorer file/],
      [{ ...file, format: 'other' }, /not a Space Alert explorer file/],
      [{ ...file, version: 'one' }, /malformed: version/],
      [{ ...file, log: { ...(file.log as object), xp: 500 } }, /changed after it was exported/],
      [{ ...file, log: { ...(file.log as object), specs: { medic: 3 } } }, /specializations/],
      [{ ...file, signature: '0'.repeat(64) }, /changed after it was exported/],
    ];
    for (const [body, why] of refusals) {
      const r = await call<{ code: string; message: string }>(t, b, 'POST', '/api/explorers/import', body);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.match(r.body.message, why);
    }
    assert.deepEqual((await call(t, b, 'GET', '/api/explorers')).body, [], 'nothing imported');
    assert.equal(JSON.stringify((await call(t, a, 'GET', '/api/explorers')).body), listA, 'nothing changed');

    // The genuine file moves the explorer to whoever imports it (another browser of the same person).
    const moved = await call<Summary>(t, b, 'POST', '/api/explorers/import', file);
    assert.equal(moved.status, 200);
    assert.deepEqual(
      (await call<Summary[]>(t, b, 'GET', '/api/explorers')).body.map((e) => e.name),
      ['Dallas'],
    );
    assert.deepEqual((await call(t, a, 'GET', '/api/explorers')).body, []);
  });

  it('updates the log of the explorer who flew a match when it ends; an older export is then refused', async () => {
    const t = await startTestServer({ catalogModule: FULL_CATALOG, clockScale: 0.01 });
    current = t;
    const key = (await call<{ key: string }>(t, null, 'POST', '/api/people')).body.key;
    const made = (await call<Summary>(t, key, 'POST', '/api/explorers', { name: 'Kane' })).body;
    const oldFile = (await call(t, key, 'GET', `/api/explorers/${made.id}/export`)).body;
    const room = await client(t.url).create('match', {
      game: 'space-alert',
      players: 1,
      seats: [{ kind: 'human' }],
      options: { clock: 'stepped' },
    });
    const me = new Player(room);
    await me.until(() => me.last !== undefined);
    room.send('explorer', { key, explorer: 'nobody-at-all' });
    await me.until(() => me.errors.length > 0);
    assert.equal(me.errors[0]?.code, 'EXPLORER_REFUSED');
    room.send('explorer', { key, explorer: made.id });
    await me.until(() => me.last?.explorer !== undefined);
    assert.deepEqual(me.last?.explorer, { id: made.id, name: 'Kane' });
    await playFirstLegal(me, 120_000);
    // Too late now: the match is over.
    room.send('explorer', { key, explorer: made.id });
    await me.until(() => me.errors.length > 1);

    const record = (await (await fetch(`${t.url}/api/matches/${room.roomId}/record`)).json()) as MatchRecord;
    const replay = new Table(spaceAlert, { players: 1, options: record.options, seed: record.seed });
    for (const a of record.actions) replay.act(a.actor, a.action);
    const expected = explorerAfterMatch(newExplorer('Kane', false), replay.match.state as FinishedMission, 0);
    const [log] = (await call<Summary[]>(t, key, 'GET', '/api/explorers')).body;
    assert.deepEqual(
      [log?.xp, log?.clones, log?.missions, log?.achievements],
      [expected.xp, expected.clones, expected.missions, expected.achievements],
    );
    assert.equal(log?.missions, 1);
    assert.ok((log?.xp ?? 0) > 0 || log?.clones === 1, 'a success adds experience, a failure costs a clone');
    const stale = await call<{ code: string }>(t, key, 'POST', '/api/explorers/import', oldFile);
    assert.deepEqual([stale.status, stale.body.code], [409, 'OLDER_COPY']);
  });
});
