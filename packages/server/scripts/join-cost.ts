/**
 * What people joining and leaving a match cost (a measurement, not a test): two seated players, then N
 * spectators join one after another and leave again, against a server on loopback. Counts every
 * message and websocket byte the clients receive, by message type, for the joins and for the leaves.
 *
 *   npx node packages/server/scripts/join-cost.ts [--spectators 300] [--game nemesis-lockdown]
 *
 * The server runs in this process (startServer) with a fresh SQLite store; prints one JSON line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { matchMaker } from '@colyseus/core';
import { Client, type Room } from '@colyseus/sdk';
import pino from 'pino';
import { startServer } from '../src/index.ts';

const { values } = parseArgs({
  options: {
    spectators: { type: 'string', default: '300' },
    game: { type: 'string', default: 'nemesis-lockdown' },
    players: { type: 'string', default: '2' },
  },
});
const N = Number(values.spectators);
const PLAYERS = Number(values.players);

const dataDir = mkdtempSync(join(tmpdir(), 'airlock-join-cost-'));
const server = await startServer(
  {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    sqliteSync: 'normal',
    catalogModule: new URL('../test/fixtures/catalog.ts', import.meta.url).href,
    botThreads: 1,
    restoreOnStart: false,
  },
  pino({ level: 'warn' }),
);
const url = `http://127.0.0.1:${server.port}`;

const tally = { messages: 0, bytes: 0, byType: {} as Record<string, number> };
function reset(): void {
  tally.messages = 0;
  tally.bytes = 0;
  tally.byType = {};
}

/** Joins and counts what this connection receives from then on. */
async function connect(matchId: string, options: object): Promise<Room> {
  const room = await new Client(url).joinById(matchId, options);
  room.reconnection.enabled = false;
  const transport = (room.connection as unknown as { transport: { events: { onmessage?: (e: MessageEvent) => void } } })
    .transport;
  const inner = transport.events.onmessage;
  transport.events.onmessage = (e: MessageEvent) => {
    const data = e.data as ArrayBuffer | Uint8Array | string;
    tally.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    inner?.(e);
  };
  room.onMessage('*', (type: string | number) => {
    tally.messages++;
    tally.byType[String(type)] = (tally.byType[String(type)] ?? 0) + 1;
  });
  return room;
}

const settle = () => new Promise((r) => setTimeout(r, 300));

const listing = await matchMaker.createRoom('match', {
  game: values.game,
  players: PLAYERS,
  seats: Array.from({ length: PLAYERS }, () => ({ kind: 'human' })),
});
const seated: Room[] = [];
for (let s = 0; s < PLAYERS; s++) seated.push(await connect(listing.roomId, { seat: s }));
await settle();

reset();
const watchers: Room[] = [];
for (let i = 0; i < N; i++) watchers.push(await connect(listing.roomId, { spectate: true }));
await settle();
const joins = { ...tally, byType: { ...tally.byType } };

reset();
for (const w of watchers) await w.leave(true);
await settle();
const leaves = { ...tally, byType: { ...tally.byType } };

for (const r of seated) await r.leave(true);
await server.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    game: values.game,
    seated: PLAYERS,
    spectators: N,
    joins: { messages: joins.messages, bytes: joins.bytes, byType: joins.byType },
    leaves: { messages: leaves.messages, bytes: leaves.bytes, byType: leaves.byType },
  }),
);
process.exit(0);
