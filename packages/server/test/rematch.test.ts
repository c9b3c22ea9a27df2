import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it, test } from 'node:test';
import type { ChatMessage, MatchSummary, RematchStatus } from '../src/protocol.ts';
import { roomContext } from '../src/context.ts';
import { rematchSeats } from '../src/rooms/rematch.ts';
import { STORAGE_DOWN } from '../src/rooms/restore.ts';
import { StorageUnavailable } from '../src/storage/index.ts';
import { client, getJson, Player, playFirstLegal, startTestServer, type TestServer } from './helpers.ts';

const statuses = (p: Player) => p.received.filter((m) => m.type === 'rematch').map((m) => m.body as RematchStatus);
const lastStatus = (p: Player) => statuses(p).at(-1);

/** A Relay match with two people (seat 0 the creator, seat 1 "Bea") and a bot in seat 2, played to its end. */
async function finishedMatch(t: TestServer, withBot = true) {
  const seats = withBot
    ? [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }]
    : [{ kind: 'human' }, { kind: 'human' }];
  const room = await client(t.url).create('match', {
    game: 'relay',
    players: seats.length,
    seats,
    name: 'Friday table',
    playerName: 'Ada',
  });
  const a = new Player(room);
  const b = new Player(await client(t.url).joinById(room.roomId, { seat: 1, name: 'Bea' }));
  await a.until(() => a.last?.seats[1]?.connected === true, 20_000, 'both seated');
  return { matchId: room.roomId, a, b };
}

async function playOut(...players: Player[]): Promise<void> {
  await Promise.all(players.map((p) => playFirstLegal(p, 60_000)));
}

describe('rematch: same game, options and seats, a fresh seed, once everyone at the table has answered', () => {
  let t: TestServer;
  before(async () => {
    // Every client here shares one address; playing matches out must not eat the rematch messages'
    // budget (the limits have their own test, message-limits.test.ts).
    t = await startTestServer({ messageBurst: 100_000, messageRate: 100_000 });
  });
  after(async () => {
    await t.stop();
  });

  it('is refused before the end and to spectators; opens when all accept; each person gets only its own seat', async () => {
    const { matchId, a, b } = await finishedMatch(t);
    a.room.send('rematch', { accept: true });
    await a.until(() => a.errors.length === 1, 20_000, 'early proposal refused');
    assert.deepEqual(a.errors[0], {
      code: 'REMATCH_REFUSED',
      message: 'a rematch can be proposed once the match is over',
    });
    a.room.send('chat', { text: 'a secret plan for the old match' });
    await playOut(a, b);
    const watcher = new Player(await client(t.url).joinById(matchId, { spectate: true }));
    await watcher.until(() => watcher.last !== undefined);
    watcher.room.send('rematch', { accept: true });
    await watcher.until(() => watcher.errors.length === 1, 20_000, 'spectator refused');
    assert.equal(watcher.errors[0]?.code, 'REMATCH_REFUSED');
    // A move b sent while a's last move ended the match may still come back refused as stale: the
    // answers to the rematch messages are looked for by their code, not by their place in the list.
    const rematchErrors = () => b.errors.filter((e) => e.code !== 'STALE_STEP');
    b.room.send('rematch', { accept: false });
    await b.until(() => rematchErrors().length === 1, 20_000, 'nothing to decline');
    assert.match(rematchErrors()[0]?.message ?? '', /no rematch is proposed/);
    b.room.send('rematch', { bogus: 1 });
    await b.until(() => rematchErrors().length === 2, 20_000, 'malformed');
    assert.equal(rematchErrors()[1]?.code, 'MALFORMED_MESSAGE');

    a.room.send('rematch', { accept: true });
    await b.until(() => lastStatus(b) !== undefined, 20_000, 'b sees the proposal');
    assert.deepEqual(lastStatus(b), { by: 0, accepted: [0], waiting: [1], declined: [] });
    await watcher.until(() => lastStatus(watcher) !== undefined, 20_000, 'the spectator sees it');

    b.room.send('rematch', { accept: true });
    await a.until(() => lastStatus(a)?.matchId !== undefined, 20_000, 'a told where');
    await b.until(() => lastStatus(b)?.matchId !== undefined, 20_000, 'b told where');
    await watcher.until(() => lastStatus(watcher)?.matchId !== undefined, 20_000, 'watcher told where');
    const sa = lastStatus(a) as RematchStatus;
    const sb = lastStatus(b) as RematchStatus;
    const sw = lastStatus(watcher) as RematchStatus;
    assert.equal(sa.matchId, sb.matchId);
    assert.notEqual(sa.matchId, matchId);
    assert.ok(sa.token && sb.token && sa.token !== sb.token, 'each seat its own token');
    assert.equal(sw.token, undefined, 'a spectator gets no seat');
    // No connection ever sees another seat's token.
    const tokensSeenBy = (p: Player) => statuses(p).flatMap((s) => (s.token ? [s.token] : []));
    assert.ok(!tokensSeenBy(a).includes(sb.token as string));
    assert.ok(!tokensSeenBy(b).includes(sa.token as string));
    assert.deepEqual(tokensSeenBy(watcher), []);

    const newId = sa.matchId as string;
    const a2 = new Player(await client(t.url).joinById(newId, { token: sa.token as string }));
    const b2 = new Player(await client(t.url).joinById(newId, { token: sb.token as string }));
    await a2.until(() => a2.last !== undefined);
    await b2.until(() => b2.last !== undefined);
    assert.equal(a2.welcome?.seat, 0);
    assert.equal(b2.welcome?.seat, 1);
    // A new match from its first steps (the bot may already have bid).
    assert.equal(a2.last?.result, null);
    assert.ok((a2.last?.view.step ?? 99) < 3, 'a new match from its first steps');
    assert.deepEqual(
      a2.last?.seats.map((s) => [s.kind, s.name, s.bot ?? null]),
      [
        ['human', 'Ada', null],
        ['human', 'Bea', null],
        ['bot', 'Bot 3 (random)', 'random'],
      ],
    );
    // The old match's old seat tokens do not open the new one, and its chat stays behind.
    const oldToken = a.welcome?.token as string;
    await assert.rejects(client(t.url).joinById(newId, { token: oldToken }), /not valid/);
    assert.equal(a2.received.filter((m) => m.type === 'chat').flatMap((m) => (m.body as ChatMessage).lines).length, 0);
    const summary = await getJson<MatchSummary>(`${t.url}/api/matches/${newId}`);
    assert.equal(summary.body.name, 'Friday table');
    assert.deepEqual(summary.body.freeSeats, []);

    // A later accept from a seat that is in gets its token again (a missed message); both records differ in seed.
    a.room.send('rematch', { accept: true });
    await a.until(() => statuses(a).filter((s) => s.token).length >= 2, 20_000, 'token again');
    await playOut(a2, b2);
    const oldRec = await getJson<{ seed: string; options: unknown }>(`${t.url}/api/matches/${matchId}/record`);
    const newRec = await getJson<{ seed: string; options: unknown }>(`${t.url}/api/matches/${newId}/record`);
    assert.equal(newRec.status, 200);
    assert.notEqual(newRec.body.seed, oldRec.body.seed);
    assert.match(newRec.body.seed, /^[A-Za-z0-9_-]{43}$/, '256 random bits');
    assert.deepEqual(newRec.body.options, oldRec.body.options);
    for (const p of [a, b, watcher, a2, b2]) await p.room.leave();
  });

  it('a person who declines or leaves is not brought back: their seat is open in the new match', async () => {
    const { a, b } = await finishedMatch(t, false);
    await playOut(a, b);
    a.room.send('rematch', { accept: true });
    await b.until(() => lastStatus(b)?.waiting.includes(1) === true, 20_000, 'b asked');
    await b.room.leave();
    await a.until(() => lastStatus(a)?.matchId !== undefined, 20_000, 'opened without b');
    const s = lastStatus(a) as RematchStatus;
    assert.deepEqual(s.declined, [1]);
    const summary = await getJson<MatchSummary>(`${t.url}/api/matches/${s.matchId}`);
    assert.deepEqual(summary.body.freeSeats, [1], 'the seat of the person who left is open');
    assert.equal(summary.body.seats[1]?.name, 'Seat 2');
    await a.room.leave();
  });

  it('someone who comes back while a proposal is open is shown it and may accept; the proposer sees it open', async () => {
    const room = await client(t.url).create('match', {
      game: 'relay',
      players: 3,
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    });
    const a = new Player(room);
    const b = new Player(await client(t.url).joinById(room.roomId, { seat: 1 }));
    const c = new Player(await client(t.url).joinById(room.roomId, { seat: 2, name: 'Cy' }));
    await a.until(() => a.last?.seats.every((s) => s.connected) === true, 20_000, 'all seated');
    await playOut(a, b, c);
    const cToken = c.welcome?.token as string;
    await c.room.leave();
    a.room.send('rematch', { accept: true });
    await a.until(() => lastStatus(a) !== undefined, 20_000, 'proposed');
    assert.deepEqual(lastStatus(a)?.waiting, [1], 'only people still there are asked');
    const back = new Player(await client(t.url).joinById(room.roomId, { token: cToken }));
    await back.until(() => lastStatus(back)?.by === 0, 20_000, 'the proposal shown on coming back');
    back.room.send('rematch', { accept: true });
    await a.until(() => lastStatus(a)?.accepted.length === 2, 20_000, 'c accepted');
    b.room.send('rematch', { accept: true });
    await back.until(() => lastStatus(back)?.token !== undefined, 20_000, 'c gets its seat');
    const s = lastStatus(back) as RematchStatus;
    assert.deepEqual([s.accepted, s.waiting, s.declined], [[0, 1, 2], [], []]);
    const seated = new Player(await client(t.url).joinById(s.matchId as string, { token: s.token as string }));
    await seated.until(() => seated.welcome !== undefined);
    assert.equal(seated.welcome?.seat, 2);
    assert.equal(seated.welcome?.seats[2]?.name, 'Cy');
    for (const p of [a, b, back, seated]) await p.room.leave();
  });

  it('a rematch the database refuses is retried by itself once it is back', async () => {
    const room = await client(t.url).create('match', {
      game: 'relay',
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const a = new Player(room);
    await playOut(a);
    const storage = roomContext().storage;
    const createMatch = storage.createMatch;
    let refusedOnce = false;
    storage.createMatch = async (meta) => {
      if (refusedOnce) return createMatch.call(storage, meta);
      refusedOnce = true;
      throw new StorageUnavailable();
    };
    try {
      a.room.send('rematch', { accept: true });
      // A stale move from the play-out may have been refused before: the rematch's answer is found by its code.
      const refusal = () => a.errors.find((e) => e.code !== 'STALE_STEP');
      await a.until(() => refusal() !== undefined, 20_000, 'told the database is away');
      assert.deepEqual(refusal(), { code: 'REMATCH_REFUSED', message: STORAGE_DOWN });
      await a.until(() => lastStatus(a)?.token !== undefined, 20_000, 'opened on the retry');
    } finally {
      storage.createMatch = createMatch;
    }
    assert.ok(refusedOnce);
    await a.room.leave();
  });

  it('a proposal everyone declines is cancelled, and a new one may follow', async () => {
    const { a, b } = await finishedMatch(t, false);
    await playOut(a, b);
    b.room.send('rematch', { accept: true });
    await a.until(() => lastStatus(a)?.by === 1, 20_000, 'a asked');
    b.room.send('rematch', { accept: false });
    await a.until(() => lastStatus(a)?.cancelled === true, 20_000, 'withdrawn');
    a.room.send('rematch', { accept: true });
    await b.until(() => lastStatus(b)?.by === 0 && !lastStatus(b)?.cancelled, 20_000, 'a new proposal');
    b.room.send('rematch', { accept: false });
    await a
      .until(() => lastStatus(a)?.matchId !== undefined, 20_000, 'opened with a alone')
      .catch((e: Error) => {
        throw new Error(
          `${e.message}; refusals to b: ${JSON.stringify(b.errors)}; a saw ${JSON.stringify(statuses(a))}`,
        );
      });
    assert.deepEqual(lastStatus(a)?.declined, [1]);
    assert.equal(lastStatus(b)?.token, undefined);
    b.room.send('rematch', { accept: true });
    await b.until(() => b.errors.some((e) => /already started without you/.test(e.message)), 20_000, 'too late');
    for (const p of [a, b]) await p.room.leave();
  });
});

describe('rematch survives a restart', () => {
  it('the new match is stored like any other and comes back with its seats', async () => {
    const t = await startTestServer({ restoreOnStart: true });
    const room = await client(t.url).create('match', {
      game: 'relay',
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const a = new Player(room);
    await playOut(a);
    // Alone with a bot: the proposal opens at once.
    a.room.send('rematch', { accept: true });
    await a.until(() => lastStatus(a)?.token !== undefined, 20_000, 'opened');
    const { matchId, token } = lastStatus(a) as Required<Pick<RematchStatus, 'matchId' | 'token'>>;
    await a.room.leave();
    await t.server.close();

    const t2 = await startTestServer({ dataDir: t.dataDir, restoreOnStart: true });
    try {
      const summary = await getJson<MatchSummary>(`${t2.url}/api/matches/${matchId}`);
      assert.equal(summary.status, 200);
      const again = new Player(await client(t2.url).joinById(matchId, { token }));
      await again.until(() => again.last !== undefined);
      assert.equal(again.welcome?.seat, 0);
      await playOut(again);
      await again.room.leave();
    } finally {
      await t2.server.close();
      rmSync(t.dataDir, { recursive: true, force: true });
      rmSync(t2.dataDir, { recursive: true, force: true });
    }
  });
});

test('rematch seats: bots kept, accepting people keep seat and name with a new token, others open', () => {
  const tokens = new Map<number, string>();
  const seats = rematchSeats(
    [
      { kind: 'human', name: 'Ada', tokenHash: 'a'.repeat(64) },
      { kind: 'bot', bot: 'ismcts', name: 'Bot 2 (ismcts)', tokenHash: null },
      { kind: 'human', name: 'Cy', tokenHash: 'c'.repeat(64), explorer: { id: 'x', name: 'X', level: 2 } },
    ],
    new Set([0]),
    tokens,
  );
  assert.deepEqual([...tokens.keys()], [0]);
  assert.notEqual(seats[0]?.tokenHash, 'a'.repeat(64));
  assert.match(seats[0]?.tokenHash ?? '', /^[0-9a-f]{64}$/);
  assert.deepEqual(seats.slice(1), [
    { kind: 'bot', bot: 'ismcts', name: 'Bot 2 (ismcts)', tokenHash: null },
    { kind: 'human', name: 'Seat 3', tokenHash: null },
  ]);
});
