import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  type AnyGame,
  createMatch,
  type GameEvent,
  type MatchRecord,
  type MatchState,
  stepUnchecked,
} from '@airlock/engine';
import { Client, type Room } from '@colyseus/sdk';
import pg from 'pg';
import pino from 'pino';
import type { ServerConfig } from '../src/config.ts';
import { type RunningServer, startServer } from '../src/index.ts';
import type { ErrorMessage, UpdateMessage, WelcomeMessage } from '../src/protocol.ts';

export const TEST_CATALOG = new URL('./fixtures/relay-catalog.ts', import.meta.url).href;
/** Relay and the shipped games. */
export const FULL_CATALOG = new URL('./fixtures/catalog.ts', import.meta.url).href;

export interface TestServer {
  server: RunningServer;
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * With SERVER_TEST_STORAGE=postgres (and DATABASE_URL set) every websocket test runs against
 * PostgreSQL instead of SQLite: the same suite for both stores.
 */
const storeUrl = process.env.SERVER_TEST_STORAGE === 'postgres' ? process.env.DATABASE_URL : undefined;
export const TEST_STORAGE = storeUrl ? 'postgres' : 'sqlite';

/**
 * The PostgreSQL address for a test server's data directory: its own schema, named after the
 * directory. Test files run side by side on one database; a server that restores matches on start must
 * find its own and never another test's live match (two copies of a match, one closed on its first
 * conflicting write). A restart with the same directory finds the same schema. Undefined on SQLite.
 */
export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  if (!storeUrl) return undefined;
  const schema = `test_${basename(dataDir)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')}`;
  const admin = new pg.Pool({ connectionString: storeUrl, max: 1 });
  try {
    await admin.query(`create schema if not exists ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(storeUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/**
 * Resolves when `test` holds, re-checked every 200 ms and whenever a waiter in `waiters` is called (a
 * client calls them all on each message); rejects after `ms`.
 */
export async function waitUntil(waiters: (() => void)[], test: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test()) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, Math.min(left, 200));
      waiters.push(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }
}

/** A match rebuilt from its record: the state before the first action and after each one, and each step's events. */
export function replaySteps(game: AnyGame, record: MatchRecord): { states: MatchState[]; stepEvents: GameEvent[][] } {
  const states: MatchState[] = [];
  const stepEvents: GameEvent[][] = [];
  const m = createMatch(game, { players: record.players, options: record.options, seed: record.seed });
  states.push(structuredClone(m));
  for (const a of record.actions) {
    stepEvents.push(stepUnchecked(game, m, a.actor, a.action));
    states.push(structuredClone(m));
  }
  return { states, stepEvents };
}

/** A real server on a free loopback port with a fresh SQLite directory (or the given config). */
export async function startTestServer(config: ServerConfig = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-server-'));
  // A restart names its store by the directory it reuses.
  const storeDir = config.dataDir ?? dataDir;
  if (storeUrl && config.databaseUrl === undefined)
    config = { ...config, databaseUrl: await testDatabaseUrl(storeDir) };
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      catalogModule: TEST_CATALOG,
      botDelayMs: 5,
      botThinkMs: 10,
      botThreads: 2,
      clockScale: 0.01,
      restoreOnStart: false,
      ...config,
    },
    pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  );
  return {
    server,
    url: `http://127.0.0.1:${server.port}`,
    dataDir,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A message as received, with its arrival time (Date.now()). */
export type Received = (
  | { type: 'welcome'; body: WelcomeMessage }
  | { type: 'update'; body: UpdateMessage }
  | { type: 'error'; body: ErrorMessage }
  | { type: string; body: unknown }
) & { at: number };

/** A websocket player that keeps every message it receives, in order, for the assertions. */
export class Player {
  readonly room: Room;
  readonly received: Received[] = [];
  private waiters: (() => void)[] = [];

  constructor(room: Room) {
    this.room = room;
    // Tests stop servers under their clients' feet; retrying would only keep the test process alive.
    // The one test of Colyseus's own reconnection turns it back on.
    room.reconnection.enabled = false;
    room.onMessage('*', (type: string | number, body: unknown) => {
      this.received.push({ type: String(type), body, at: Date.now() } as Received);
      // A seat-list change comes alone; `last` shows it as a client's screen would.
      const latest = this.last;
      if (type === 'seats' && latest) latest.seats = (body as { seats: UpdateMessage['seats'] }).seats;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  get welcome(): WelcomeMessage | undefined {
    return this.received.find((m) => m.type === 'welcome')?.body as WelcomeMessage | undefined;
  }

  get last(): UpdateMessage | undefined {
    for (let i = this.received.length - 1; i >= 0; i--) {
      const m = this.received[i];
      if (m?.type === 'update') return m.body as UpdateMessage;
    }
    return undefined;
  }

  get errors(): ErrorMessage[] {
    return this.received.filter((m) => m.type === 'error').map((m) => m.body as ErrorMessage);
  }

  /** Resolves when `test` holds, re-checked after every message; rejects after `ms`. */
  until(test: () => boolean, ms = 20_000, what = 'condition'): Promise<void> {
    return waitUntil(this.waiters, test, ms, what);
  }

  act(action: Record<string, unknown>, step?: number): void {
    this.room.send('act', { action, step: step ?? this.last?.view.step ?? 0 });
  }
}

export function client(url: string): Client {
  return new Client(url);
}

export async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * Plays the first legal action whenever this player is asked, until the match is over. After acting
 * at step s it waits for `actedAt >= s` (or a refusal) before answering again, as a careful client does.
 */
export async function playFirstLegal(p: Player, ms = 30_000): Promise<void> {
  let sentAt = -1;
  let errorsSeen = 0;
  await p.until(
    () => {
      const u = p.last;
      if (!u) return false;
      if (u.result) return true;
      const answered = (u.actedAt ?? -1) >= sentAt || p.errors.length > errorsSeen;
      if (u.legal.length > 0 && answered) {
        sentAt = u.view.step;
        errorsSeen = p.errors.length;
        p.act(u.legal[0] as Record<string, unknown>, u.view.step);
      }
      return false;
    },
    ms,
    'the match to end',
  );
}

/** A Relay match between two people: the creator on seat 0, "Bea" on seat 1, both connected. */
export async function twoHumans(t: TestServer): Promise<{ matchId: string; a: Player; b: Player }> {
  const room = await client(t.url).create('match', {
    game: 'relay',
    players: 2,
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const a = new Player(room);
  const b = new Player(await client(t.url).joinById(room.roomId, { seat: 1, name: 'Bea' }));
  await a.until(() => a.last?.seats[1]?.connected === true, 20_000, 'both seats connected');
  await b.until(() => b.last !== undefined);
  return { matchId: room.roomId, a, b };
}
