import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { MatchSummary } from '../src/protocol.ts';
import { client, getJson, Player, playFirstLegal } from './helpers.ts';
import { freePort, type ServerProcess, spawnServer } from './process.ts';

function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A throwaway redis-server of our own on a free port, so the test owns its Redis state. */
async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' });
      return { url, child };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

const canRun = hasRedisServer() || Boolean(process.env.REDIS_URL);

describe(
  'two server processes sharing Redis',
  { skip: canRun ? false : 'no redis-server binary and REDIS_URL is not set' },
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'airlock-scale-'));
    const children: ChildProcess[] = [];
    after(() => {
      for (const c of children) c.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** A Redis of its own for each test (when the binary is there) and a store both processes share. */
    async function cluster(): Promise<(extra?: Record<string, string>) => Promise<ServerProcess>> {
      let redisUrl = process.env.REDIS_URL as string;
      if (hasRedisServer()) {
        const redis = await startRedis();
        children.push(redis.child);
        redisUrl = redis.url;
      }
      // PostgreSQL when available, else one SQLite file (the processes run on one machine).
      const shared: Record<string, string> = process.env.DATABASE_URL
        ? { DATABASE_URL: process.env.DATABASE_URL }
        : { DATA_DIR: mkdtempSync(join(dataDir, 'store-')) };
      return async (extra = {}) => {
        const port = await freePort();
        const s = await spawnServer({
          ...shared,
          PORT: String(port),
          REDIS_URL: redisUrl,
          RESTORE_ON_START: '0',
          ...extra,
        });
        children.push(s.child);
        return s;
      };
    }

    it('plays a match whose players reach it through different processes', async () => {
      const spawnOne = await cluster();
      const servers = [await spawnOne(), await spawnOne()];
      const [one, two] = servers as [ServerProcess, ServerProcess];

      // Several matches, created through process one: the matchmaker spreads rooms over both.
      const rooms = [];
      for (let i = 0; i < 4; i++) {
        rooms.push(
          await client(one.url).create('match', {
            game: 'relay',
            players: 2,
            seats: [{ kind: 'human' }, { kind: 'human' }],
            name: `spread ${i}`,
          }),
        );
      }
      // Every match was asked for through process one; the matchmaker places rooms by load, so some
      // (here usually all) live on process two: their creators' sockets went to the other process.
      const held = [
        (await getJson<{ rooms: number }>(`${one.url}/health`)).body.rooms,
        (await getJson<{ rooms: number }>(`${two.url}/health`)).body.rooms,
      ];
      assert.equal((held[0] ?? 0) + (held[1] ?? 0), rooms.length);
      assert.ok((held[1] ?? 0) > 0, `some rooms live on process two: ${held.join(' + ')}`);
      const lobby = await getJson<MatchSummary[]>(`${two.url}/api/matches`);
      for (const r of rooms)
        assert.ok(
          lobby.body.some((m) => m.matchId === r.roomId),
          'process two lists every match',
        );

      // Seat 1 of each match joins through process two and the match is played to the end.
      const games = rooms.map(async (room) => {
        const a = new Player(room);
        const b = new Player(await client(two.url).joinById(room.roomId, { seat: 1 }));
        await Promise.all([playFirstLegal(a), playFirstLegal(b)]);
        assert.deepEqual(a.last?.result, b.last?.result);
        assert.deepEqual(
          [...a.errors, ...b.errors].filter((e) => e.code !== 'STALE_STEP'),
          [],
        );
        return room.roomId;
      });
      const done = await Promise.all(games);
      for (const id of done) {
        const rec = await getJson<{ result: unknown }>(`${two.url}/api/matches/${id}/record`);
        assert.equal(rec.status, 200);
      }
    });

    it('brings back the matches of a process that died, on a process still alive', async () => {
      const spawnOne = await cluster();
      const one = await spawnOne();
      // Only process one exists yet: its matches are held there.
      const held: { matchId: string; tokens: string[]; step: number }[] = [];
      for (let i = 0; i < 2; i++) {
        const room = await client(one.url).create('match', {
          game: 'relay',
          players: 2,
          seats: [{ kind: 'human' }, { kind: 'human' }],
        });
        const a = new Player(room);
        const b = new Player(await client(one.url).joinById(room.roomId, { seat: 1 }));
        await a.until(() => a.welcome !== undefined && a.last !== undefined);
        await b.until(() => b.welcome !== undefined && b.last !== undefined);
        a.act(a.last?.legal[0] as Record<string, unknown>, 0);
        await b.until(() => b.last?.view.step === 1);
        held.push({ matchId: room.roomId, tokens: [a.welcome?.token as string, b.welcome?.token as string], step: 1 });
      }
      const two = await spawnOne();
      one.child.kill('SIGKILL');
      await one.exited;

      for (const m of held) {
        const summary = await getJson<MatchSummary>(`${two.url}/api/matches/${m.matchId}`);
        assert.equal(summary.status, 200);
        assert.equal(summary.body.step, m.step);
        const a = new Player(await client(two.url).joinById(m.matchId, { token: m.tokens[0] }));
        const b = new Player(await client(two.url).joinById(m.matchId, { token: m.tokens[1] }));
        await a.until(() => a.last?.view.step === m.step);
        await b.until(() => b.last?.view.step === m.step);
        assert.equal(a.welcome?.seat, 0);
        assert.equal(b.welcome?.seat, 1);
        await Promise.all([playFirstLegal(a), playFirstLegal(b)]);
        assert.ok(a.last?.result);
      }
    });
  },
);
