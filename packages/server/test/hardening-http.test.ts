import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { Room } from '@colyseus/sdk';
import { openStorage } from '../src/storage/index.ts';
import { client, getJson, Player, startTestServer, type TestServer, testDatabaseUrl } from './helpers.ts';
import { freePort, spawnServer } from './process.ts';

const solo = { game: 'relay', players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] };
const pair = { game: 'relay', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] };

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A raw request, for what fetch will not send (a lying Content-Length, a chunked body, an upgrade). */
function raw(url: string, opts: { method: string; path: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const u = new URL(url);
    const req = request({
      host: u.hostname,
      port: u.port,
      method: opts.method,
      path: opts.path,
      headers: opts.headers,
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, text: '' });
    });
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    // A request announcing more body than it sends is answered before the body: do not wait for it.
    req.end();
  });
}

async function storedSeed(t: TestServer, matchId: string): Promise<unknown> {
  const store = await openStorage({
    dataDir: t.dataDir,
    databaseUrl: await testDatabaseUrl(t.dataDir),
    sqliteThread: false,
  });
  try {
    return (await store.loadMatch(matchId))?.meta.seed;
  } finally {
    await store.close();
  }
}

describe('hardening: seeds, the creator seat, limits, names, origins (issue #16)', () => {
  let t: TestServer;
  const rooms: Room[] = [];
  before(async () => {
    t = await startTestServer({ createBurst: 30, createPerMinute: 0, lobbyPerAddress: 2 });
  });
  after(async () => {
    for (const r of rooms) await r.leave().catch(() => {});
    await t.stop();
  });

  it('picks a secret text seed of at least 128 bits and never sends it before the match ends', async () => {
    const room = await client(t.url).create('match', pair);
    rooms.push(room);
    const me = new Player(room);
    const other = new Player(await client(t.url).joinById(room.roomId, { seat: 1 }));
    rooms.push(other.room);
    await me.until(() => me.last?.seats[1]?.connected === true);
    const seed = await storedSeed(t, room.roomId);
    assert.equal(typeof seed, 'string');
    assert.ok(Buffer.from(String(seed), 'base64url').length >= 16, 'at least 128 random bits');
    const lobby = await (await fetch(`${t.url}/api/matches`)).text();
    const summary = await (await fetch(`${t.url}/api/matches/${room.roomId}`)).text();
    for (const text of [lobby, summary, ...[...me.received, ...other.received].map((m) => JSON.stringify(m.body))]) {
      assert.ok(!text.includes(String(seed)), 'the seed is in no message');
    }
  });

  it('accepts a fixed seed only when no other person will sit at the table', async () => {
    const refused = await post(`${t.url}/matchmake/create/match`, { ...pair, seed: 'mine' });
    assert.equal(refused.status, 400);
    const body = (await refused.json()) as { code: string; error: string };
    assert.equal(body.code, 'SEED_REFUSED');
    assert.match(body.error, /only person at the table/);
    const room = await client(t.url).create('match', { ...solo, seed: 'mine' });
    rooms.push(room);
    assert.equal(await storedSeed(t, room.roomId), 'mine');
  });

  it("gives the creator's seat to the holder of the create call's reservation and to no one else", async () => {
    // The create call, without connecting yet: an attacker polling the lobby sees the match at once.
    const res = await post(`${t.url}/matchmake/create/match`, { ...pair, playerName: 'Ana' });
    assert.equal(res.status, 200);
    const reservation = (await res.json()) as { roomId: string };
    const listed = await getJson<{ matchId: string }[]>(`${t.url}/api/matches`);
    assert.ok(listed.body.some((m) => m.matchId === reservation.roomId));
    // Create-shaped options, a guessed creation token: neither takes seat 0.
    await assert.rejects(client(t.url).joinById(reservation.roomId, { ...pair, playerName: 'Eve' }), /join with/);
    await assert.rejects(client(t.url).joinById(reservation.roomId, { creationToken: 'x'.repeat(32) }), /join with/);
    const spy = new Player(await client(t.url).joinById(reservation.roomId, { spectate: true }));
    rooms.push(spy.room);
    await spy.until(() => spy.welcome !== undefined);
    assert.equal(spy.welcome?.seat, null);
    assert.equal(spy.welcome?.token, undefined);
    // The creator arrives late and still gets seat 0, with its name and a token.
    const creator = new Player(await client(t.url).consumeSeatReservation(reservation as never));
    rooms.push(creator.room);
    await creator.until(() => creator.welcome !== undefined);
    assert.equal(creator.welcome?.seat, 0);
    assert.equal(creator.welcome?.seats[0]?.name, 'Ana');
    assert.ok((creator.welcome?.token ?? '').length >= 32);
    // Seat 1 is still free for whoever claims it.
    const bea = new Player(await client(t.url).joinById(reservation.roomId, { seat: 1 }));
    rooms.push(bea.room);
    await bea.until(() => bea.welcome !== undefined);
    assert.equal(bea.welcome?.seat, 1);
  });

  it('refuses the matchmaking methods that would bypass creation checks or hand out unlisted rooms', async () => {
    for (const method of ['joinOrCreate', 'join']) {
      const res = await post(`${t.url}/matchmake/${method}/match`, solo);
      assert.equal(res.status, 404, method);
    }
  });

  it('caps every request body (413), unread, and refuses bodies without a length (411)', async () => {
    const big = await raw(t.url, {
      method: 'POST',
      path: '/matchmake/joinById/whatever',
      headers: { 'content-type': 'application/json', 'content-length': String(600 * 1024 * 1024) },
    });
    assert.equal(big.status, 413);
    assert.match(big.text, /limited to 65536 bytes/);
    const over = await post(`${t.url}/matchmake/create/match`, { ...solo, name: 'x'.repeat(70_000) });
    assert.equal(over.status, 413);
    const chunked = await raw(t.url, {
      method: 'POST',
      path: '/matchmake/create/match',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: JSON.stringify(solo),
    });
    assert.equal(chunked.status, 411);
  });

  it('normalises names: NFC, no control or direction characters, lone surrogates replaced, length capped', async () => {
    const room = await client(t.url).create('match', {
      ...solo,
      playerName: `  A\u0000n\u202Ee\u0301 \uD800x${'y'.repeat(100)}`,
      name: 'Table\u0007 one',
    });
    rooms.push(room);
    const me = new Player(room);
    await me.until(() => me.welcome !== undefined);
    const name = me.welcome?.seats[0]?.name ?? '';
    assert.equal(name, `An\u00e9 \uFFFDx${'y'.repeat(34)}`);
    assert.equal(Array.from(name).length, 40);
    const listed = await getJson<{ matchId: string; name: string }[]>(`${t.url}/api/matches`);
    assert.equal(listed.body.find((m) => m.matchId === room.roomId)?.name, 'Table one');
  });

  it('sends the browser-facing headers and allows only its own origin by default', async () => {
    const res = await fetch(`${t.url}/api/games`);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    // Another origin: no CORS grant on a read, a refusal on a write, no websocket.
    const foreign = { origin: 'https://evil.example' };
    const read = await fetch(`${t.url}/api/games`, { headers: foreign });
    assert.equal(read.headers.get('access-control-allow-origin'), null);
    assert.equal(read.headers.get('access-control-allow-credentials'), null);
    const write = await post(`${t.url}/matchmake/create/match`, solo, foreign);
    assert.equal(write.status, 403);
    // Its own origin: granted.
    const own = await fetch(`${t.url}/api/games`, { headers: { origin: t.url } });
    assert.equal(own.headers.get('access-control-allow-origin'), t.url);
    const reservation = (await (await post(`${t.url}/matchmake/create/match`, solo, { origin: t.url })).json()) as {
      roomId: string;
      sessionId: string;
      processId: string;
    };
    const upgrade = (origin: string) =>
      raw(t.url, {
        method: 'GET',
        path: `/${reservation.processId}/${reservation.roomId}?sessionId=${reservation.sessionId}`,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': Buffer.from('0123456789abcdef').toString('base64'),
          origin,
        },
      });
    assert.equal((await upgrade('https://evil.example')).status, 403);
    assert.equal((await upgrade(t.url)).status, 101);
  });
});

describe('hardening: limits per client address', () => {
  it('limits match creation per address, whatever the connection, and keeps one address from filling the lobby', async () => {
    const t = await startTestServer({ createBurst: 3, createPerMinute: 1, lobbyPerAddress: 2 });
    try {
      const statuses: number[] = [];
      const created = new Set<string>();
      for (let i = 0; i < 4; i++) {
        const res = await post(`${t.url}/matchmake/create/match`, pair);
        statuses.push(res.status);
        if (res.ok) created.add(((await res.json()) as { roomId: string }).roomId);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429]);
      const refused = await post(`${t.url}/matchmake/create/match`, pair);
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
      assert.match(((await refused.json()) as { error: string }).error, /too many new matches/);
      // The store may hold other tests' matches (a shared PostgreSQL): count this address's own.
      const lobby = await getJson<{ matchId: string }[]>(`${t.url}/api/matches`);
      assert.equal(lobby.body.filter((m) => created.has(m.matchId)).length, 2, 'at most two of one address');
    } finally {
      await t.stop();
    }
  });
});

describe('npm start on a busy port', () => {
  it('says which port is busy and how to choose another, and exits non-zero', async () => {
    const port = await freePort();
    const holder = await spawnServer({ PORT: String(port) });
    try {
      const second = spawnServer({ PORT: String(port) });
      const err = await second.then(
        async (s) => {
          // It should not have started; if it did, stop it so the test file cannot hang.
          s.child.kill('SIGKILL');
          await s.exited;
          return null;
        },
        (e: Error) => e.message,
      );
      assert.ok(err, 'the second server does not start');
      assert.match(err, /exited with 1/);
      assert.match(err, new RegExp(`port ${port} is already in use.*PORT variable`));
    } finally {
      holder.child.kill('SIGTERM');
      await holder.exited;
    }
  });
});
