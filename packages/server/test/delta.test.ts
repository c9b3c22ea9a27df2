import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import {
  type GameEvent,
  legalActionsOf,
  type MatchRecord,
  type MatchState,
  projectEvents,
  Rng,
  type Viewer,
  viewOf,
} from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import type { Room } from '@colyseus/sdk';
import type { PatchMessage, UpdateMessage } from '../src/protocol.ts';
import { applyOps, diff, type PatchOp, shapeOf, shapeValue } from '../src/rooms/delta.ts';
import {
  client,
  FULL_CATALOG,
  getJson,
  Player,
  replaySteps,
  startTestServer,
  type TestServer,
  waitUntil,
} from './helpers.ts';

const { catalog } = (await import(FULL_CATALOG)) as { catalog: CatalogEntry[] };

/** A value as it reads in JSON (what both a full update and a patched one must say). */
const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

/** An update without what is never carried from one update to the next, nor the per-message clock. */
function lasting(u: UpdateMessage): unknown {
  const { seq: _s, events: _e, rewound: _r, clockMs: _c, ...rest } = u;
  return json(rest);
}

/**
 * A client that takes patches, as the web app does: it asks for them with `sync`, applies each to the
 * update it holds (with the server's applyOps) and keeps every update it so rebuilt.
 */
class PatchPlayer {
  readonly room: Room;
  readonly updates: { u: UpdateMessage; full: boolean }[] = [];
  readonly errors: unknown[] = [];
  token: string | undefined;
  patches = 0;
  private waiters: (() => void)[] = [];

  constructor(room: Room) {
    this.room = room;
    room.reconnection.enabled = false;
    room.onMessage('*', (type: string | number, body: unknown) => {
      if (type === 'update') this.updates.push({ u: body as UpdateMessage, full: true });
      else if (type === 'patch') {
        const p = body as PatchMessage;
        const base = this.last;
        assert.ok(base, 'a patch comes only after a full update');
        assert.equal(p.base, base.seq, 'each patch applies to the update the client holds');
        const u: UpdateMessage = { ...applyOps(base, p.ops), events: p.events, seq: p.seq };
        delete u.rewound;
        this.updates.push({ u, full: false });
        this.patches++;
      } else if (type === 'error') this.errors.push(body);
      else if (type === 'welcome') this.token = (body as { token?: string }).token ?? this.token;
      for (const w of this.waiters.splice(0)) w();
    });
    room.send('sync', { patches: true });
  }

  get last(): UpdateMessage | undefined {
    return this.updates.at(-1)?.u;
  }

  until(test: () => boolean, what: string, ms = 60_000): Promise<void> {
    return waitUntil(this.waiters, test, ms, what);
  }

  act(action: unknown, step: number): void {
    this.room.send('act', { action, step });
  }
}

/** Plays random legal moves (from a seeded generator) whenever asked, until the match ends. */
async function playRandom(p: PatchPlayer, rng: Rng): Promise<void> {
  let sentAt = -1;
  let errors = 0;
  await p.until(() => {
    const u = p.last;
    if (!u) return false;
    if (u.result) return true;
    const answered = (u.actedAt ?? -1) >= sentAt || p.errors.length > errors;
    if (u.legal.length > 0 && answered) {
      sentAt = u.view.step;
      errors = p.errors.length;
      p.act(rng.pick(u.legal), u.view.step);
    }
    return false;
  }, 'the match to end');
}

/**
 * Every update `p` rebuilt from its `from`th on (once `full` was connected) is, in order, one of the
 * full updates `full` received on the same seat; the last ones agree.
 */
function sameAsFull(p: PatchPlayer, full: Player, from: number): void {
  const fulls = full.received.filter((m) => m.type === 'update').map((m) => lasting(m.body as UpdateMessage));
  let i = 0;
  for (const { u } of p.updates.slice(from)) {
    const want = lasting(u);
    while (i < fulls.length && !isDeepStrictEqual(fulls[i], want)) i++;
    assert.ok(i < fulls.length, `update ${u.seq} (step ${u.view.step}) was sent whole to the other connection`);
  }
  assert.deepEqual(lasting(p.last as UpdateMessage), fulls.at(-1), 'the last updates agree');
}

/**
 * Each update `p` rebuilt after `fromIndex` says what the engine says that viewer sees at its step, with
 * the legal list when asked; the events, across patches, are each step's projection once and in order.
 */
function matchesEngine(p: PatchPlayer, viewer: Viewer, game: CatalogEntry['game'], record: MatchRecord): void {
  const { states, stepEvents } = replaySteps(game, record);
  // Only what follows the last rewind is on the kept record.
  const from = p.updates.findLastIndex(({ u }) => u.rewound === true);
  const kept = p.updates.slice(Math.max(0, from));
  const seen: number[] = [];
  for (const { u } of kept) {
    const state = states[u.view.step] as MatchState;
    assert.deepEqual(json(u.view), json(viewOf(game, state, viewer)), `view of ${viewer} at step ${u.view.step}`);
    const asked = typeof viewer === 'number' && u.view.pending.some((x) => x.actor === viewer);
    assert.deepEqual(json(u.legal), json(asked ? legalActionsOf(game, state, viewer) : []));
    for (const e of u.events) {
      assert.deepEqual(json(e.events), json(projectEvents(stepEvents[e.step - 1] as GameEvent[], viewer)));
      seen.push(e.step);
    }
  }
  if (from <= 0) {
    const expected = stepEvents.flatMap((ev, i) => (projectEvents(ev, viewer).length > 0 ? [i + 1] : []));
    assert.deepEqual(seen, expected, `${viewer} got every step's events once, in order`);
  }
}

describe('patches: the delta logic', () => {
  it('turns any JSON value into any other, the shape following along, without touching the base', () => {
    const rng = Rng.fromSeed('delta');
    const value = (depth: number): unknown => {
      const r = rng.int(0, depth > 3 ? 3 : 7);
      if (r === 0) return rng.int(0, 3);
      if (r === 1) return ['a', 'b', ''][rng.int(0, 2)];
      if (r === 2) return rng.int(0, 1) === 0;
      if (r === 3) return null;
      if (r <= 5) return Array.from({ length: rng.int(0, 3) }, () => value(depth + 1));
      const o: Record<string, unknown> = {};
      for (const k of ['x', 'y', 'z']) if (rng.int(0, 2) > 0) o[k] = value(depth + 1);
      return o;
    };
    let cur = value(0);
    let shape = shapeOf(cur);
    for (let i = 0; i < 3000; i++) {
      const next = value(0);
      const ops: PatchOp[] = [];
      const frozen = JSON.stringify(cur);
      shape = diff(shape, next, ops);
      const got = applyOps(cur, ops);
      assert.equal(JSON.stringify(cur), frozen, 'the base is left as it was');
      assert.deepEqual(json(got), json(next));
      assert.deepEqual(shape, shapeOf(next));
      assert.deepEqual(shapeValue(shape), json(next), 'the shape is the value sent');
      cur = got;
    }
  });

  it('compares parts at the depth limit as a whole, with the same result', () => {
    const rng = Rng.fromSeed('delta-depth');
    const pick = (): unknown => ({
      a: { b: { c: { d: rng.int(0, 2), e: [rng.int(0, 1)] } }, f: rng.int(0, 1) },
      g: rng.int(0, 3) === 0 ? undefined : { h: rng.int(0, 1) },
    });
    for (const depth of [0, 1, 2, 3, 4]) {
      let cur = pick();
      let shape = shapeOf(cur, depth);
      for (let i = 0; i < 300; i++) {
        const next = pick();
        const ops: PatchOp[] = [];
        shape = diff(shape, next, ops, depth);
        for (const [path] of ops) assert.ok(path.length <= depth, `no op deeper than ${depth}`);
        cur = applyOps(cur, ops);
        assert.deepEqual(json(cur), json(next));
        assert.deepEqual(shape, shapeOf(next, depth));
      }
    }
  });

  it('treats keys named like built-in members (constructor, __proto__, toString) as plain keys', () => {
    const a = JSON.parse('{"rooms":{"constructor":1,"__proto__":{"x":1}},"seats":{"a":1}}') as unknown;
    const b = JSON.parse('{"rooms":{"constructor":2,"__proto__":{"x":2},"toString":3},"seats":{}}') as unknown;
    const ops: PatchOp[] = [];
    const shape = diff(shapeOf(a), b, ops);
    assert.deepEqual(ops, [
      [['rooms', 'constructor'], 2],
      [['rooms', '__proto__', 'x'], 2],
      [['rooms', 'toString'], 3],
      [['seats', 'a']],
    ]);
    assert.equal(JSON.stringify(shapeValue(shape)), JSON.stringify(b));
    const back: PatchOp[] = [];
    diff(shape, a, back);
    assert.deepEqual(back, [
      [['rooms', 'constructor'], 1],
      [['rooms', '__proto__', 'x'], 1],
      [['rooms', 'toString']],
      [['seats', 'a'], 1],
    ]);
  });

  it('sends only what changed, and nothing for an unchanged value', () => {
    const a = { view: { step: 1, view: { hull: [5, 5, 5], crew: { red: 'bridge' } } }, legal: [{ type: 'pass' }] };
    const b = { view: { step: 2, view: { hull: [5, 4, 5], crew: { red: 'bridge' } } }, legal: [{ type: 'pass' }] };
    const ops: PatchOp[] = [];
    const shape = diff(shapeOf(a), b, ops);
    assert.deepEqual(ops, [
      [['view', 'step'], 2],
      [['view', 'view', 'hull', 1], 4],
    ]);
    const none: PatchOp[] = [];
    diff(shape, structuredClone(b), none);
    assert.deepEqual(none, []);
  });
});

describe('patches through a real server: a patched update is the full update', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer({ catalogModule: FULL_CATALOG });
  });
  after(async () => {
    await t.stop();
  });

  const games = catalog.map((e) => {
    const preset = e.presets.find((p) => p.players >= 2 && p.players <= 4 && p.options.clock !== 'realtime');
    return { id: e.game.id, players: preset?.players ?? 2, options: preset?.options ?? {} };
  });

  for (const g of games) {
    it(`${g.id}: two seats and a spectator on patches, seat 0 also whole, through a seeded random match`, async () => {
      const entry = catalog.find((e) => e.game.id === g.id) as CatalogEntry;
      const seats = Array.from({ length: g.players }, (_, i) =>
        i < 2 ? { kind: 'human' } : { kind: 'bot', bot: 'random' },
      );
      const room0 = await client(t.url).create('match', { game: g.id, players: g.players, options: g.options, seats });
      const matchId = room0.roomId;
      const a = new PatchPlayer(room0);
      const b = new PatchPlayer(await client(t.url).joinById(matchId, { seat: 1 }));
      const watcher = new PatchPlayer(await client(t.url).joinById(matchId, { spectate: true }));
      await a.until(() => a.updates.length >= 2, 'the full update answering sync');
      const whole = new Player(await client(t.url).joinById(matchId, { token: a.token as string }));
      await whole.until(() => whole.last !== undefined);
      const since = a.updates.length;
      const rng = Rng.fromSeed(`delta-${g.id}`);
      await Promise.all([playRandom(a, rng), playRandom(b, rng)]);
      await watcher.until(() => Boolean(watcher.last?.result), 'the spectator sees the end');
      await whole.until(() => Boolean(whole.last?.result));
      await new Promise((r) => setTimeout(r, 100));

      const record = (await getJson<MatchRecord>(`${t.url}/api/matches/${matchId}/record`)).body;
      for (const [p, viewer] of [
        [a, 0],
        [b, 1],
        [watcher, 'spectator'],
      ] as [PatchPlayer, Viewer][]) {
        assert.ok(p.patches > 3, `${viewer} received patches (${p.patches})`);
        matchesEngine(p, viewer, entry.game, record);
      }
      sameAsFull(a, whole, since);
      await Promise.all([room0, b.room, watcher.room, whole.room].map((r) => r.leave()));
    });
  }

  it('relay: after an undo and a reconnect the patched updates are still the full ones', async () => {
    const room0 = await client(t.url).create('match', {
      game: 'relay',
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const matchId = room0.roomId;
    const a = new PatchPlayer(room0);
    await a.until(() => a.token !== undefined, 'the welcome');
    const whole = new Player(await client(t.url).joinById(matchId, { token: a.token as string }));
    const b = new PatchPlayer(await client(t.url).joinById(matchId, { seat: 1 }));
    await b.until(() => b.token !== undefined && b.updates.length >= 2, 'seat 1 taken');
    await a.until(() => a.updates.length >= 2, 'both seated');
    await whole.until(() => whole.last !== undefined);
    const since = a.updates.length;

    // Seat 0 bids in secret and takes it back with seat 1's agreement: a rewind, sent whole.
    a.act(a.last?.legal[0], 0);
    await a.until(() => a.last?.view.step === 1 && a.last.undo?.canAsk === true, 'undo offered');
    a.room.send('undo');
    await b.until(() => b.last?.undo?.request?.by === 0, 'the request');
    b.room.send('undoAnswer', { agree: true });
    await a.until(() => a.last?.view.step === 0 && a.last.rewound === true, 'a taken back');
    assert.equal(a.updates.at(-1)?.full, true, 'a rewind comes as a full update');

    // Seat 1 drops and comes back with its token: a full update, then patches again.
    await b.room.leave(true);
    const b2 = new PatchPlayer(await client(t.url).joinById(matchId, { token: b.token as string }));
    await b2.until(() => b2.updates.length >= 2, 'b back');
    assert.equal(b2.updates[0]?.full, true);

    // A client that says it missed a patch gets the whole update and log again.
    const before = a.updates.length;
    a.room.send('sync', { patches: true, missed: true });
    await a.until(() => a.updates.length > before, 'the resync');
    assert.equal(a.updates.at(-1)?.full, true);
    assert.equal(a.last?.rewound, true);

    const rng = Rng.fromSeed('delta-relay-undo');
    await Promise.all([playRandom(a, rng), playRandom(b2, rng)]);
    await whole.until(() => Boolean(whole.last?.result));
    await new Promise((r) => setTimeout(r, 100));
    const record = (await getJson<MatchRecord>(`${t.url}/api/matches/${matchId}/record`)).body;
    const relay = catalog.find((e) => e.game.id === 'relay') as CatalogEntry;
    assert.ok(a.patches > 3 && b2.patches > 3);
    matchesEngine(a, 0, relay.game, record);
    matchesEngine(b2, 1, relay.game, record);
    sameAsFull(a, whole, since);
    await Promise.all([room0, b2.room, whole.room].map((r) => r.leave()));
  });

  it('a malformed sync is refused and changes nothing', async () => {
    const room = await client(t.url).create('match', {
      game: 'relay',
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const p = new Player(room);
    await p.until(() => p.last !== undefined);
    room.send('sync', { patches: 'yes' });
    await p.until(() => p.errors.length > 0);
    assert.equal(p.errors[0]?.code, 'MALFORMED_MESSAGE');
    assert.ok(!p.received.some((m) => m.type === 'patch'), 'a client that never asked gets no patch');
    await room.leave();
  });
});
