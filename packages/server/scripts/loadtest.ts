/**
 * Load benchmark (not a test): N concurrent matches played through real websocket clients against a
 * server process on loopback, for a bounded time. Every seat is a human seat driven by this script
 * with a random action from the legal list its update carries (scripted legal moves, drawn from a
 * seeded generator), so every action makes a full round trip:
 * client → server (validate, store, apply) → every client's update.
 *
 *   npm run loadtest -w @airlock/server -- [--game ID] [--matches 500] [--seconds 60] [--players N] [--cpu 0]
 *   npm run loadtest -w @airlock/server -- --game space-alert --matches 100 --players 4 --think-ms 1000
 *   npm run loadtest -w @airlock/server -- --game nemesis-lockdown --matches 50 --profile /tmp/prof   # a CPU profile of the server
 *
 * Each client asks for patches (`sync`, docs/SERVER.md) as the web app does, and applies them; with
 * `--full` it takes full updates only, as before patches existed. `updateBytes` counts what the
 * clients received of updates and patches, each message measured as Colyseus frames it
 * (getMessageBytes: a type byte, the message name, the MessagePack body), in total and per accepted action.
 *
 * --game is relay (the kernel's test game, the default) or any game of the catalog; --players
 * defaults to a usual table of the game (3, Space Alert 4). loadtest-all.ts runs every game in turn.
 *
 * With `--game space-alert` each match is a real-time mission (the soundtrack ticks once a second on
 * the server's clock, CLOCK_SCALE 1 unless set): every seat says ready, then places cards. Besides the
 * round trip to the acting seat, it reports `othersMs`: from sending a planning action to the moment
 * each other seat of the match receives the update that carries it.
 *
 * The server runs as its own process (src/main.ts), pinned to one core with taskset when available,
 * with a fresh SQLite store (or DATABASE_URL). Prints a JSON summary at the end.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Rng } from '@airlock/engine';
import { catalog } from '@airlock/games';
import { Client, type Room } from '@colyseus/sdk';
import { getMessageBytes, Protocol } from '@colyseus/core';
import type { ErrorMessage, PatchMessage, UpdateMessage, WelcomeMessage } from '../src/protocol.ts';
import { applyOps } from '../src/rooms/delta.ts';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    players: { type: 'string', default: '' },
    seed: { type: 'string', default: 'loadtest' },
    game: { type: 'string', default: 'relay' },
    cpu: { type: 'string', default: '0' },
    'think-ms': { type: 'string', default: '0' },
    /** Take full updates only (no `sync`): the protocol before patches, for comparison. */
    full: { type: 'boolean', default: false },
    /**
     * Keep playing past --seconds until this many actions were acknowledged (at most 120 s more): a
     * check that every seat acts then waits for an action, not for a duration a loaded machine may miss.
     */
    'min-actions': { type: 'string', default: '0' },
    /** Write a V8 CPU profile of the server process into this directory (read it with any .cpuprofile viewer). */
    profile: { type: 'string', default: '' },
    /** Target a server already running (started with the relay test catalog) instead of spawning one. */
    url: { type: 'string', default: '' },
  },
});
const MATCHES = Number(values.matches);
const SECONDS = Number(values.seconds);
const THINK_MS = Number(values['think-ms']);
const PATCHES = !values.full;
const GAME = values.game;
const SPACE_ALERT = GAME === 'space-alert';
const RELAY = GAME === 'relay';
if (!RELAY && !catalog.some((e) => e.game.id === GAME))
  throw new Error(`--game is relay or one of ${catalog.map((e) => e.game.id).join(', ')}`);
const PLAYERS = Number(values.players || (SPACE_ALERT ? 4 : 3));
// The seats' choices come from one seeded generator: a rerun asks the server the same kind of questions.
const rng = Rng.fromSeed(values.seed);

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const catalogModule = new URL(`../test/fixtures/${RELAY ? 'relay-catalog' : 'catalog'}.ts`, import.meta.url).href;
const dataDir = mkdtempSync(join(tmpdir(), 'airlock-load-'));

function hasTaskset(): boolean {
  try {
    return spawn('taskset', ['--version']).pid !== undefined;
  } catch {
    return false;
  }
}

const env = {
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  AIRLOCK_CATALOG: catalogModule,
  LOG_LEVEL: 'warn',
  BOT_THREADS: '1',
  // Relay's round clock is 1 s; at 0.05 a round ends after 50 ms so matches keep moving.
  // Space Alert's soundtrack runs at its real pace (one tick a second per match).
  CLOCK_SCALE: process.env.CLOCK_SCALE ?? (SPACE_ALERT ? '1' : '0.05'),
  RESTORE_ON_START: '0',
  // Every simulated player connects from this one loopback address; the per-address message limit
  // is meant for people, so it is lifted for the benchmark.
  MESSAGE_BURST: '1000000000',
  MESSAGE_RATE: '1000000000',
  // Every match is created from that address too: the per-address creation limit is off (0).
  CREATE_BURST: '0',
};
const pin = !values.url && values.cpu !== '' && hasTaskset();
const nodeArgs = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`, main] : [main];
const server = values.url
  ? null
  : pin
    ? spawn('taskset', ['-c', String(values.cpu), process.execPath, ...nodeArgs], {
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(process.execPath, nodeArgs, { env, stdio: ['ignore', 'pipe', 'inherit'] });
const url =
  values.url ||
  (await new Promise<string>((resolve, reject) => {
    let out = '';
    server?.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /"msg":"ready","port":(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    server?.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  }));

const latencies: number[] = [];
let actions = 0;
let finished = 0;
let stale = 0;
const errors: string[] = [];
let stopping = false;
/** Updates and patches received, and their size as sent (see the header). */
const received = { updates: 0, patches: 0, bytes: 0, resyncs: 0 };
const wireSize = (type: string, body: unknown) => getMessageBytes.raw(Protocol.ROOM_DATA, type, body).length;
/** Per match: each seat's accepted actions (index, send time) and each seat's updates (step, arrival). */
interface MatchLog {
  acted: { seat: number; index: number; sent: number }[];
  arrivals: { step: number; at: number }[][];
}
const matchLogs: MatchLog[] = [];

/** One seat's client: answers each decision with a random legal action and times the round trip. */
function drive(room: Room, seat: number, log: MatchLog): Promise<void> {
  let last: UpdateMessage | null = null;
  // Step and time of the action in flight, if any; a refusal or its acknowledgement clears it.
  let sentAt = -1;
  let sentTime = 0;
  let timer: NodeJS.Timeout | null = null;
  let saidReady = false;
  const maybeAct = () => {
    const u = last;
    if (!u || u.result || stopping || sentTime > 0 || timer || u.legal.length === 0 || u.readyCheck) return;
    // Space Alert: placing cards is the planning load; moving on early or saying ready is left out.
    const choices = SPACE_ALERT ? u.legal.filter((a) => a.type === 'place' || a.type === 'take') : u.legal;
    if (choices.length === 0) return;
    const pick = rng.pick(choices);
    const send = () => {
      timer = null;
      sentAt = u.view.step;
      sentTime = performance.now();
      room.send('act', { action: pick, step: u.view.step });
    };
    if (THINK_MS > 0) timer = setTimeout(send, THINK_MS);
    else send();
  };
  return new Promise((resolve) => {
    room.onMessage('welcome', (_w: WelcomeMessage) => {});
    // Seat-list changes matter to people, not to the load generator.
    room.onMessage('seats', () => {});
    room.onMessage('error', (e: ErrorMessage) => {
      if (e.code === 'STALE_STEP') stale++;
      else errors.push(`${e.code}: ${e.message}`);
      sentTime = 0;
      maybeAct();
    });
    const arrivals = log.arrivals[seat] as { step: number; at: number }[];
    const onUpdate = (u: UpdateMessage) => {
      last = u;
      const now = performance.now();
      if (SPACE_ALERT) arrivals.push({ step: u.view.step, at: now });
      if (u.readyCheck?.waiting.includes(seat) && !saidReady) {
        // Once: the full update answering `sync` still shows this seat waiting.
        saidReady = true;
        room.send('ready');
      }
      if (sentTime > 0 && (u.actedAt ?? -1) >= sentAt) {
        latencies.push(now - sentTime);
        if (SPACE_ALERT) log.acted.push({ seat, index: u.actedAt as number, sent: sentTime });
        actions++;
        sentTime = 0;
      }
      if (u.result || stopping) {
        resolve();
        return;
      }
      maybeAct();
    };
    room.onMessage('update', (u: UpdateMessage) => {
      received.updates++;
      received.bytes += wireSize('update', u);
      onUpdate(u);
    });
    room.onMessage('patch', (p: PatchMessage) => {
      received.patches++;
      received.bytes += wireSize('patch', p);
      if (!last || last.seq !== p.base) {
        received.resyncs++;
        room.send('sync', { patches: true, missed: true });
        last = null;
        return;
      }
      const u: UpdateMessage = { ...applyOps(last, p.ops), events: p.events, seq: p.seq };
      delete u.rewound;
      onUpdate(u);
    });
    if (PATCHES) room.send('sync', { patches: true });
  });
}

async function oneMatch(): Promise<void> {
  const seats = Array.from({ length: PLAYERS }, () => ({ kind: 'human' as const }));
  // Handlers are attached as soon as each join resolves: messages for a type without a handler are dropped.
  const options = SPACE_ALERT ? { clock: 'realtime' } : {};
  const first = await new Client(url).create('match', { game: GAME, players: PLAYERS, seats, options });
  const log: MatchLog = { acted: [], arrivals: Array.from({ length: PLAYERS }, () => []) };
  matchLogs.push(log);
  const rooms = [first];
  const driving = [drive(first, 0, log)];
  for (let s = 1; s < PLAYERS; s++) {
    const room = await new Client(url).joinById(first.roomId, { seat: s });
    rooms.push(room);
    driving.push(drive(room, s, log));
  }
  await Promise.all(driving);
  await Promise.all(rooms.map((r) => r.leave().catch(() => {})));
  if (!stopping) finished++;
}

async function lane(): Promise<void> {
  while (!stopping) {
    try {
      await oneMatch();
    } catch (e) {
      errors.push((e as Error).message);
    }
  }
}

type Health = {
  rooms: number;
  clients: number;
  cpuS: number;
  actionMs: { samples: number; p50: number; p99: number } | null;
  memory: { rssMb: number; heapMb: number };
};
const health0 = (await (await fetch(`${url}/health`)).json()) as Health;
const started = performance.now();
const clientCpu0 = process.cpuUsage();
const lanes: Promise<void>[] = [];
for (let i = 0; i < MATCHES; i++) {
  lanes.push(lane());
  // Ramp up gently so connection setup does not dominate the first seconds.
  if (i % 10 === 9) await new Promise((r) => setTimeout(r, 100));
}
await new Promise((r) => setTimeout(r, SECONDS * 1000));
const minActions = Number(values['min-actions']);
for (let waited = 0; actions < minActions && waited < 120_000; waited += 100)
  await new Promise((r) => setTimeout(r, 100));
const health = (await (await fetch(`${url}/health`)).json()) as Health;
const serverCpuS = health.cpuS - health0.cpuS;
const elapsed = (performance.now() - started) / 1000;
stopping = true;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0) * 10) / 10;
/** For each accepted action, the time until each other seat got an update at or past its step. */
const others: number[] = [];
for (const log of matchLogs) {
  for (const a of log.acted) {
    log.arrivals.forEach((list, seat) => {
      if (seat === a.seat) return;
      const got = list.find((x) => x.step > a.index && x.at >= a.sent);
      if (got) others.push(got.at - a.sent);
    });
  }
}
others.sort((a, b) => a - b);
const pctOf = (xs: number[], p: number) =>
  Math.round((xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0) * 10) / 10;
const summary = {
  game: GAME,
  concurrentMatches: MATCHES,
  playersPerMatch: PLAYERS,
  seconds: Math.round(elapsed),
  pinnedToCpu: pin ? values.cpu : null,
  matchesFinished: finished,
  actions,
  actionsPerSecond: Math.round(actions / elapsed),
  latencyMs: { p50: pct(0.5), p90: pct(0.9), p99: pct(0.99), max: pct(1) },
  ...(SPACE_ALERT
    ? {
        othersMs: {
          samples: others.length,
          p50: pctOf(others, 0.5),
          p90: pctOf(others, 0.9),
          p99: pctOf(others, 0.99),
          max: pctOf(others, 1),
        },
      }
    : {}),
  // CPU the server process used over the run (all threads), and per acknowledged action: a capacity
  // figure that holds even when other programs share the machine.
  serverCpuSeconds: Math.round(serverCpuS * 10) / 10,
  serverCpuMsPerAction: actions > 0 ? Math.round((serverCpuS * 1000 * 100) / actions) / 100 : null,
  serverCoreShare: Math.round((serverCpuS / elapsed) * 100) / 100,
  clientCoreShare: (() => {
    const c = process.cpuUsage(clientCpu0);
    return Math.round(((c.user + c.system) / 1e6 / elapsed) * 100) / 100;
  })(),
  storage: process.env.DATABASE_URL ? 'postgres' : `sqlite (synchronous=${process.env.SQLITE_SYNC ?? 'full'})`,
  machine: { cpus: availableParallelism(), loadAverage1m: Math.round(loadavg()[0] ?? 0) },
  protocol: PATCHES ? 'patches' : 'full updates',
  updateBytes: {
    updates: received.updates,
    patches: received.patches,
    resyncs: received.resyncs,
    total: received.bytes,
    perAction: actions > 0 ? Math.round(received.bytes / actions) : null,
    perMessage: Math.round(received.bytes / Math.max(1, received.updates + received.patches)),
  },
  staleRefusals: stale,
  errors: errors.length,
  firstErrors: errors.slice(0, 5),
  server: health,
};
console.log(JSON.stringify(summary, null, 2));
if (server) {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
}
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
