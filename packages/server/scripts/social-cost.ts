/**
 * What the lobby chat and the rematch cost (a measurement, not a test), against a server on loopback
 * in this process with a fresh SQLite store:
 * - lobby chat: N people in the lobby's chat; 5 lines (the per-address limit: every client here shares
 *   the loopback address) each timed from sending until all N have it;
 * - rematch: M finished Relay matches (one person and a bot each); each proposal timed from sending
 *   `rematch` until the new match's seat token arrives (stored match, new room), one after another.
 * Prints one JSON line with the milliseconds and the whole process's CPU for each phase (server and
 * clients together: they share the process).
 *
 *   npx node packages/server/scripts/social-cost.ts [--people 200] [--rematches 20]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client, type Room } from '@colyseus/sdk';
import pino from 'pino';
import { startServer } from '../src/index.ts';
import type { RematchStatus, UpdateMessage } from '../src/protocol.ts';

const { values } = parseArgs({
  options: { people: { type: 'string', default: '200' }, rematches: { type: 'string', default: '20' } },
});
const PEOPLE = Number(values.people);
const REMATCHES = Number(values.rematches);

const dataDir = mkdtempSync(join(tmpdir(), 'airlock-social-cost-'));
const server = await startServer(
  {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    catalogModule: new URL('../test/fixtures/relay-catalog.ts', import.meta.url).href,
    botThreads: 1,
    botDelayMs: 0,
    botThinkMs: 5,
    restoreOnStart: false,
    messageBurst: 100_000,
    messageRate: 100_000,
  },
  pino({ level: 'warn' }),
);
const url = `http://127.0.0.1:${server.port}`;

const cpuMs = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return Math.round((d.user + d.system) / 1000);
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const round = (x: number | undefined) => Math.round((x ?? 0) * 10) / 10;

// Lobby chat.
const { roomId } = (await (await fetch(`${url}/api/lobby/chat`)).json()) as { roomId: string };
const lobby: Room[] = [];
for (let i = 0; i < PEOPLE; i++) lobby.push(await new Client(url).joinById(roomId, { name: `P${i}` }));
let heard = 0;
let allHeard: (() => void) | null = null;
for (const r of lobby)
  r.onMessage('chat', () => {
    heard++;
    if (heard === PEOPLE) allHeard?.();
  });
const chatMs: number[] = [];
const chatCpu = process.cpuUsage();
for (let i = 0; i < 5; i++) {
  heard = 0;
  const done = new Promise<void>((resolve) => {
    allHeard = resolve;
  });
  const t0 = performance.now();
  lobby[i % PEOPLE]?.send('chat', { text: `line ${i}` });
  await done;
  chatMs.push(performance.now() - t0);
}
const chatCpuMs = cpuMs(chatCpu);
for (const r of lobby) await r.leave();

// Rematches.
async function finishedSolo(): Promise<Room> {
  const room = await new Client(url).create('match', {
    game: 'relay',
    players: 2,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
  });
  await new Promise<void>((resolve) => {
    let sent = -1;
    room.onMessage('update', (u: UpdateMessage) => {
      if (u.result) return resolve();
      if (u.legal.length > 0 && u.view.step !== sent) {
        sent = u.view.step;
        room.send('act', { action: u.legal[0], step: u.view.step });
      }
    });
    room.onMessage('*', () => {});
  });
  return room;
}
const finished: Room[] = [];
for (let i = 0; i < REMATCHES; i++) finished.push(await finishedSolo());
const rematchMs: number[] = [];
const rematchCpu = process.cpuUsage();
for (const room of finished) {
  const t0 = performance.now();
  await new Promise<void>((resolve) => {
    room.onMessage('rematch', (s: RematchStatus) => {
      if (s.token) resolve();
    });
    room.send('rematch', { accept: true });
  });
  rematchMs.push(performance.now() - t0);
}
const rematchCpuMs = cpuMs(rematchCpu);
for (const r of finished) await r.leave();

console.log(
  JSON.stringify({
    lobbyChat: {
      people: PEOPLE,
      lines: chatMs.length,
      msToAll: { p50: round(pct(chatMs, 0.5)), max: round(Math.max(...chatMs)) },
      cpuMsPerLine: round(chatCpuMs / chatMs.length),
    },
    rematch: {
      rematches: rematchMs.length,
      msToToken: {
        p50: round(pct(rematchMs, 0.5)),
        p90: round(pct(rematchMs, 0.9)),
        max: round(Math.max(...rematchMs)),
      },
      cpuMsEach: round(rematchCpuMs / rematchMs.length),
    },
    load: (await import('node:os')).loadavg().map((x) => Math.round(x * 100) / 100),
  }),
);
await server.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
