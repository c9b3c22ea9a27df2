/**
 * The chaos soak (a command, not a CI test): bot matches of every game in the catalog, each with one
 * seat played by a client here, against a server process on loopback, while the server is SIGKILLed
 * and PostgreSQL restarted (cleanly or by a crash) at random moments, and a hostile client floods
 * rooms with junk, oversized frames and oversized bodies. At the end it checks that every action a
 * client saw acknowledged is stored, that every step any client was shown is stored, and that every
 * match resumes after a last kill; it prints the figures and exits 1 on any loss.
 *
 *   npm run chaos -w @airlock/server -- --minutes 30 [--matches 6] [--seed 1]
 *
 * Bounded: a fixed number of concurrent matches, events at most every `--every` seconds, loopback
 * only (127.0.0.1), a PostgreSQL cluster of its own (services.sh's shared one is never touched). The
 * server runs from a copy of the working tree taken at start, so edits made meanwhile do not leak in.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, mkdirSync, readdirSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { attack, ChaosPlayer, clientFor, type HostileFigures, rngOf } from './chaos-player.ts';
import { startPrivatePostgres } from './private-postgres.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    matches: { type: 'string', default: '6' },
    seed: { type: 'string', default: '1' },
    /** Mean seconds between two chaos events (a kill, a database restart, an attack). */
    every: { type: 'string', default: '20' },
  },
});
const MINUTES = Number(values.minutes);
const CONCURRENT = Number(values.matches);
const rng = rngOf(Number(values.seed));
const EVERY_MS = Number(values.every) * 1000;
const log = (msg: string, extra: object = {}) =>
  console.error(JSON.stringify({ t: new Date().toISOString().slice(11, 19), msg, ...extra }));

// --- a frozen copy of the code under test -------------------------------------------------------
const repo = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const snap = mkdtempSync(join(tmpdir(), 'airlock-chaos-'));
const commit = execFileSync('git', ['-C', repo, 'rev-parse', '--short', 'HEAD']).toString().trim();
const dirty = execFileSync('git', ['-C', repo, 'status', '--porcelain', '--', 'packages/server', 'packages/engine'])
  .toString()
  .trim();
execFileSync('sh', [
  '-c',
  `cd '${repo}' && tar --exclude=node_modules --exclude=mutation --exclude=screenshots -cf - package.json packages | tar -xf - -C '${snap}'`,
]);
mkdirSync(join(snap, 'node_modules', '@airlock'), { recursive: true });
for (const name of readdirSync(join(repo, 'node_modules'))) {
  if (name !== '@airlock') symlinkSync(join(repo, 'node_modules', name), join(snap, 'node_modules', name));
}
for (const name of readdirSync(join(repo, 'node_modules', '@airlock'))) {
  // Workspace links are relative (../../packages/x): the same link here points into the copy.
  symlinkSync(readlinkSync(join(repo, 'node_modules', '@airlock', name)), join(snap, 'node_modules', '@airlock', name));
}
const catalogUrl = `file://${join(snap, 'packages/server/test/fixtures/catalog.ts')}`;
const { catalog } = (await import(catalogUrl)) as {
  catalog: { game: { id: string; players: { min: number; max: number } }; heuristic?: unknown }[];
};
const { replay } = (await import(`file://${join(snap, 'packages/engine/src/index.ts')}`)) as {
  replay: (game: unknown, record: unknown) => { result: unknown };
};

// --- the database and the server ----------------------------------------------------------------
const db = await startPrivatePostgres();
const figures = { kills: 0, dbRestarts: 0, dbCrashes: 0, startRetries: 0, attacks: 0 };
const hostile: HostileFigures = { sent: 0, oversized: 0, refusalsReceived: 0, closedByServer: 0, bodiesRefused: 0 };
let port = 0;
let server: ChildProcess | null = null;
const url = () => `http://127.0.0.1:${port}`;

async function startServerProcess(): Promise<void> {
  for (;;) {
    const child = spawn(process.execPath, [join(snap, 'packages/server/src/main.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        REDIS_URL: '',
        AIRLOCK_CATALOG: catalogUrl,
        BOT_DELAY_MS: '150',
        BOT_THINK_MS: '50',
        BOT_THREADS: '1',
        CLOCK_SCALE: '0.05',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        CREATE_BURST: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const up = await new Promise<number | null>((done) => {
      let out = '';
      child.stdout?.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /"msg":"ready","port":(\d+)/.exec(out);
        if (m) done(Number(m[1]));
      });
      child.stderr?.on('data', (c: Buffer) => {
        for (const line of c.toString().split('\n'))
          if (line.includes('"level":50') || line.includes('"level":60'))
            log('server error', { line: line.slice(0, 400) });
      });
      child.on('exit', () => done(null));
    });
    if (up !== null) {
      port = up;
      server = child;
      return;
    }
    // The database may be down at this moment: a server cannot start without it. Try again.
    figures.startRetries++;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function killServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
}

// --- the matches --------------------------------------------------------------------------------
const players: ChaosPlayer[] = [];
const created: { matchId: string; game: string }[] = [];
let creations = 0;
let createFailures = 0;

async function createOne(): Promise<void> {
  const entry = catalog[creations % catalog.length] as (typeof catalog)[number];
  creations++;
  const game = entry.game;
  const count = Math.max(game.players.min, Math.min(game.players.max, 2 + Math.floor(rng() * 2)));
  const bot = entry.heuristic && rng() < 0.5 ? 'heuristic' : 'random';
  const seats = [{ kind: 'human' }, ...Array.from({ length: count - 1 }, () => ({ kind: 'bot', bot }))];
  const address = `10.0.${Math.floor(creations / 250)}.${creations % 250}`;
  try {
    const room = await clientFor(url(), address).create('match', { game: game.id, players: count, seats });
    const p = new ChaosPlayer(room.roomId, game.id, url, address, Math.floor(rng() * 2 ** 31));
    p.attach(room);
    players.push(p);
    created.push({ matchId: room.roomId, game: game.id });
  } catch (e) {
    createFailures++;
    log('creation refused', { game: game.id, reason: String((e as Error).message).slice(0, 120) });
  }
}

const started = Date.now();
const endAt = started + MINUTES * 60_000;
port = await (async () => {
  const { createServer } = await import('node:net');
  return new Promise<number>((r) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => r(p));
    });
  });
})();
await startServerProcess();
log('soak started', { commit, dirty: dirty.length > 0, port, db: db.port, minutes: MINUTES, matches: CONCURRENT });

// Keep CONCURRENT matches going; a finished match is replaced by one of the next game.
const keeper = setInterval(() => {
  if (!server || Date.now() > endAt) return;
  const live = players.filter((p) => !p.over).length;
  if (live < CONCURRENT) void createOne();
}, 1000);

// The chaos: one event at a time, at random moments.
let busy = false;
const chaos = setInterval(async () => {
  if (busy || Date.now() > endAt - 20_000 || rng() > 1000 / EVERY_MS) return;
  busy = true;
  try {
    const pick = rng();
    if (pick < 0.35) {
      log('SIGKILL server');
      await killServer();
      figures.kills++;
      await new Promise((r) => setTimeout(r, 300 + rng() * 2000));
      await startServerProcess();
    } else if (pick < 0.7) {
      const crash = rng() < 0.5;
      const downMs = 500 + Math.floor(rng() * 5000);
      log('PostgreSQL restart', { mode: crash ? 'immediate' : 'fast', downMs });
      await db.restart(crash ? 'immediate' : 'fast', downMs);
      figures.dbRestarts++;
      if (crash) figures.dbCrashes++;
    } else {
      const target = players.filter((p) => !p.over).at(Math.floor(rng() * CONCURRENT));
      if (target && server) {
        figures.attacks++;
        await attack(url(), target.matchId, 300 + Math.floor(rng() * 700), hostile);
      }
    }
  } catch (e) {
    log('chaos event failed', { reason: String((e as Error).message).slice(0, 200) });
  } finally {
    busy = false;
  }
}, 1000);

while (Date.now() < endAt) await new Promise((r) => setTimeout(r, 1000));
clearInterval(keeper);
clearInterval(chaos);
while (busy) await new Promise((r) => setTimeout(r, 200));

// --- the checks ---------------------------------------------------------------------------------
// Let in-flight answers land, stop the clients, then one last kill: every match must come back.
await new Promise((r) => setTimeout(r, 3000));
for (const p of players) await p.leave();
await killServer();
figures.kills++;
await startServerProcess();

const pool = new pg.Pool({ connectionString: db.url, max: 2 });
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x,
  );
let lostActions = 0;
let unseenSteps = 0;
let acked = 0;
let notResumed = 0;
let finished = 0;
let storedActions = 0;
for (const p of players) {
  const rows = (
    await pool.query<{ idx: number; actor: unknown; action: unknown }>(
      'select idx, actor, action from airlock_actions where match_id = $1 order by idx',
      [p.matchId],
    )
  ).rows;
  storedActions += rows.length;
  for (const a of p.acked) {
    acked++;
    const row = rows[a.index];
    if (
      !row ||
      row.idx !== a.index ||
      row.actor !== a.seat ||
      !a.candidates.some((c) => canonical(c) === canonical(row.action))
    ) {
      lostActions++;
      log('LOST', { matchId: p.matchId, index: a.index, stored: row ?? null });
    }
  }
  if (p.maxStep > rows.length) {
    unseenSteps += p.maxStep - rows.length;
    log('SHOWN BUT NOT STORED', { matchId: p.matchId, shown: p.maxStep, stored: rows.length });
  }
  const meta = (
    await pool.query<{ over: boolean; record: unknown }>(
      'select over, record from airlock_matches where match_id = $1',
      [p.matchId],
    )
  ).rows[0];
  if (meta?.over) {
    finished++;
    const entry = catalog.find((e) => e.game.id === p.game);
    try {
      replay(entry?.game, meta.record);
    } catch (e) {
      notResumed++;
      log('RECORD DOES NOT REPLAY', { matchId: p.matchId, reason: String((e as Error).message).slice(0, 200) });
    }
    continue;
  }
  // Unfinished: it must come back at exactly its stored step.
  try {
    const r = await fetch(`${url()}/api/matches/${p.matchId}`);
    if (r.status !== 200) throw new Error(`GET answered ${r.status}`);
    const room = await clientFor(url(), '10.99.0.1').joinById(p.matchId, { spectate: true });
    const step = await new Promise<number>((done, fail) => {
      const t = setTimeout(() => fail(new Error('no update')), 20_000);
      room.onMessage('update', (u: { view: { step: number } }) => {
        clearTimeout(t);
        done(u.view.step);
      });
      room.onMessage('*', () => {});
    });
    await room.leave(true);
    if (step < rows.length) throw new Error(`resumed at step ${step}, storage holds ${rows.length}`);
  } catch (e) {
    notResumed++;
    log('NOT RESUMED', { matchId: p.matchId, reason: String((e as Error).message).slice(0, 200) });
  }
}
await pool.end();
await killServer();
await db.destroy();
rmSync(snap, { recursive: true, force: true });

const refused = players.reduce(
  (acc, p) => {
    for (const [k, v] of Object.entries(p.refusals)) acc[k] = (acc[k] ?? 0) + v;
    return acc;
  },
  {} as Record<string, number>,
);
const summary = {
  commit,
  workingTreeChanged: dirty.length > 0,
  minutes: MINUTES,
  concurrentMatches: CONCURRENT,
  matches: created.length,
  finished,
  games: Object.fromEntries(catalog.map((e) => [e.game.id, created.filter((m) => m.game === e.game.id).length])),
  actionsStored: storedActions,
  actionsAcknowledgedToPlayers: acked,
  serverKills: figures.kills,
  serverStartRetries: figures.startRetries,
  dbRestarts: figures.dbRestarts,
  dbCrashes: figures.dbCrashes,
  attacks: figures.attacks,
  hostileInputs: hostile.sent,
  hostileRefusalsAnswered: hostile.refusalsReceived,
  oversizedFrames: hostile.oversized,
  connectionsDroppedForOversize: hostile.closedByServer,
  oversizedBodiesRefused: hostile.bodiesRefused,
  playerRefusals: refused,
  creationsRefused: createFailures,
  lostActions,
  shownButNotStored: unseenSteps,
  notResumed,
};
console.log(JSON.stringify(summary, null, 2));
process.exit(lostActions + unseenSteps + notResumed > 0 ? 1 : 0);
