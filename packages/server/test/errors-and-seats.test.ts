import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MatchSummary, UpdateMessage, WelcomeMessage } from '../src/protocol.ts';
import { client, getJson, Player, startTestServer, type TestServer, twoHumans } from './helpers.ts';

describe('bad input changes nothing and gets a typed error', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer();
  });
  after(async () => {
    await t.stop();
  });

  it('refuses malformed, illegal, stale and out-of-turn messages', async () => {
    const { a, b } = await twoHumans(t);
    const before = a.last as UpdateMessage;
    const updatesBefore = a.received.filter((m) => m.type === 'update').length;
    const cases: [unknown, string][] = [
      ['junk', 'MALFORMED_MESSAGE'],
      [{ action: 'bid' }, 'MALFORMED_MESSAGE'],
      [{ action: { type: 'bid', card: 1 } }, 'MALFORMED_MESSAGE'],
      [{ action: { type: 'claim' }, step: 0 }, 'ILLEGAL_ACTION'],
      [{ action: { type: 'bid', card: 99 }, step: 0 }, 'ILLEGAL_ACTION'],
      [{ action: { type: 'bid', card: before.legal[0]?.card ?? 1 }, step: 5 }, 'STALE_STEP'],
    ];
    for (const [payload] of cases) a.room.send('act', payload);
    a.room.send('teleport', { to: 'bridge' });
    await a.until(() => a.errors.length === cases.length + 1, 20_000, 'all errors');
    assert.deepEqual(
      a.errors.map((e) => e.code),
      [...cases.map((c) => c[1]), 'MALFORMED_MESSAGE'],
    );
    for (const e of a.errors) assert.ok(e.message.length > 0);
    // Nothing changed: no update was sent and the match is still at step 0.
    assert.equal(a.received.filter((m) => m.type === 'update').length, updatesBefore, 'no update after refusals');
    assert.equal(a.last?.view.step, 0);
    assert.equal(b.errors.length, 0, 'errors go only to the client that erred');

    // A legal bid moves the match; acting twice for the same step is a stale double click.
    const bid = a.last?.legal[0] as Record<string, unknown>;
    a.act(bid, 0);
    a.act(bid, 0);
    await a.until(() => a.errors.length === cases.length + 2, 20_000, 'double click error');
    assert.equal(a.errors.at(-1)?.code, 'STALE_STEP');
    await a.until(() => a.last?.view.step === 1);
    // b bids having seen step 0: another seat's secret choice in between does not make it stale.
    b.act(b.last?.legal[0] as Record<string, unknown>, 0);
    await b.until(() => (b.last?.view.step ?? 0) >= 2, 20_000, 'b bid accepted');
    assert.equal(b.errors.length, 0);
  });

  it('lets nobody act for another seat', async () => {
    const { a, b } = await twoHumans(t);
    // Bid until one seat wins a round (ties go to the clock and a new round).
    for (let round = 0; round < 8; round++) {
      // Both seats look at one position before bidding: on a loaded machine one seat's update can lag
      // the other's (a bid from a stale list is refused and the round never ends), and after a tie the
      // clock acts first (no seat has a decision until it has).
      await b.until(
        () =>
          b.last?.view.step === a.last?.view.step &&
          (a.last?.view.pending[0]?.kind === 'turn' ||
            ((a.last?.legal.length ?? 0) > 0 && (b.last?.legal.length ?? 0) > 0)),
        20_000,
        'both seats at one decision',
      );
      if (a.last?.view.pending[0]?.kind === 'turn') break;
      const step = a.last?.view.step as number;
      a.act(a.last?.legal.at(-1) as Record<string, unknown>, step);
      b.act(b.last?.legal[0] as Record<string, unknown>, step);
      await a.until(() => (a.last?.view.step ?? 0) >= step + 2, 20_000, 'both bids taken');
      await b.until(() => (b.last?.view.step ?? 0) >= step + 2, 20_000, 'both bids seen');
    }
    const turn = a.last?.view.pending[0];
    assert.equal(turn?.kind, 'turn', 'a seat won a round');
    const idle = turn?.actor === 0 ? b : a;
    const now = a.last?.view.step;
    await idle.until(() => idle.last?.view.step === now);
    idle.act({ type: 'claim' }, idle.last?.view.step as number);
    await idle.until(() => idle.errors.length > 0);
    assert.equal(idle.errors[0]?.code, 'NOT_YOUR_DECISION');
    assert.ok(!idle.errors[0]?.message.includes('hand'), 'the refusal names nothing hidden');
  });

  it('refuses forged, foreign and taken seats, and spectators cannot act', async () => {
    const first = await twoHumans(t);
    const second = await twoHumans(t);
    const c = client(t.url);
    await assert.rejects(c.joinById(first.matchId, { token: 'A'.repeat(32) }), /token is not valid/);
    const foreign = second.a.welcome?.token as string;
    await assert.rejects(c.joinById(first.matchId, { token: foreign }), /token is not valid/);
    await assert.rejects(c.joinById(first.matchId, { seat: 1 }), /already taken/);
    await assert.rejects(c.joinById(first.matchId, { seat: 5 }), /no human seat/);
    await assert.rejects(c.joinById(first.matchId, { hello: 'there' }), /join with/);
    await assert.rejects(c.joinById('no-such-room', { spectate: true }));

    const spectator = new Player(await c.joinById(first.matchId, { spectate: true }));
    await spectator.until(() => spectator.last !== undefined);
    assert.equal(spectator.welcome?.seat, null);
    assert.equal(spectator.last?.view.viewer, 'spectator');
    assert.deepEqual(spectator.last?.legal, []);
    spectator.act({ type: 'bid', card: 1 }, 0);
    await spectator.until(() => spectator.errors.length > 0);
    assert.equal(spectator.errors[0]?.code, 'NOT_SEATED');
  });

  it('refuses bad match settings at creation', async () => {
    const c = client(t.url);
    await assert.rejects(
      c.create('match', { game: 'chess', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] }),
      /unknown game/,
    );
    await assert.rejects(c.create('match', { game: 'relay', players: 9, seats: [] }), /bad match settings/);
    await assert.rejects(
      c.create('match', { game: 'relay', players: 2, seats: [{ kind: 'human' }] }),
      /one seat per player/,
    );
    await assert.rejects(
      c.create('match', { game: 'relay', players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }] }),
      /no heuristic bot/,
    );
    await assert.rejects(
      c.create('match', {
        game: 'relay',
        players: 2,
        options: { speed: 'fast' },
        seats: [{ kind: 'human' }, { kind: 'human' }],
      }),
      /unknown option/,
    );
  });
});

describe('reconnection', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer();
  });
  after(async () => {
    await t.stop();
  });

  it('resumes a seat with its token after leaving, with the log so far', async () => {
    const { matchId, a, b } = await twoHumans(t);
    const token = a.welcome?.token as string;
    a.act(a.last?.legal[0] as Record<string, unknown>, 0);
    await a.until(() => a.last?.view.step === 1);
    await a.room.leave();
    await b.until(() => b.last?.seats[0]?.connected === false, 20_000, 'seat 0 shown disconnected');
    assert.equal(b.last?.seats[0]?.claimed, true);

    const again = new Player(await client(t.url).joinById(matchId, { token }));
    await again.until(() => again.last !== undefined);
    assert.equal(again.welcome?.seat, 0);
    assert.equal(again.welcome?.token, undefined, 'a resumed seat is not sent a new token');
    assert.equal(again.last?.view.step, 1);
    assert.deepEqual(again.last?.view.view, a.last?.view.view, 'same view as before leaving');
    assert.ok((again.last?.events.length ?? 0) > 0, 'the log so far comes with the first update');
    await b.until(() => b.last?.seats[0]?.connected === true);
    // The resumed seat plays on.
    b.act(b.last?.legal[0] as Record<string, unknown>, 1);
    await again.until(() => (again.last?.view.step ?? 0) >= 2);
  });
});

describe('a dropped connection', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer({ reconnectSeconds: 10 });
  });
  after(async () => {
    await t.stop();
  });

  it('is held for its seat and resumed by the client library on its own', async () => {
    const { a, b } = await twoHumans(t);
    a.room.reconnection.enabled = true;
    a.room.reconnection.minUptime = 0;
    const welcomes = () => a.received.filter((m) => m.type === 'welcome').length;
    assert.equal(welcomes(), 1);
    // Close the socket the way a network drop does (not a consented leave).
    a.room.connection.close(4010, 'network drop');
    await b.until(() => b.last?.seats[0]?.connected === false, 20_000, 'seat 0 shown dropped');
    await a.until(() => welcomes() === 2, 10_000, 'the automatic reconnection');
    const again = a.received.filter((m) => m.type === 'welcome').at(-1)?.body as WelcomeMessage;
    assert.equal(again.seat, 0, 'the same seat');
    assert.equal(again.token, undefined, 'no new token');
    await b.until(() => b.last?.seats[0]?.connected === true, 20_000, 'seat 0 back');
    // The resumed connection acts for its seat.
    a.act(a.last?.legal[0] as Record<string, unknown>, a.last?.view.step as number);
    await b.until(() => (b.last?.view.step ?? 0) >= 1, 20_000, 'the action after reconnecting');
  });
});

describe('an idle match', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer({ idleSeconds: 0.3 });
  });
  after(async () => {
    await t.stop();
  });

  it('is unloaded when everyone has gone, and brought back by GET /api/matches/:id', async () => {
    const { matchId, a, b } = await twoHumans(t);
    const token = a.welcome?.token as string;
    a.act(a.last?.legal[0] as Record<string, unknown>, 0);
    await b.until(() => b.last?.view.step === 1);
    const seen = b.last?.view;
    const tokenB = b.welcome?.token as string;
    await a.room.leave();
    await b.room.leave();
    const health = async () => (await getJson<{ rooms: number }>(`${t.url}/health`)).body.rooms;
    const deadline = Date.now() + 20_000;
    while ((await health()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    assert.equal(await health(), 0, 'the room was unloaded');
    await assert.rejects(client(t.url).joinById(matchId, { token }));

    const lobby = await getJson<MatchSummary>(`${t.url}/api/matches/${matchId}`);
    assert.equal(lobby.status, 200);
    assert.equal(lobby.body.step, 1);
    assert.deepEqual(
      lobby.body.seats.map((s) => s.claimed),
      [true, true],
    );
    assert.ok(!JSON.stringify(lobby.body).includes(token), 'the lobby never shows a token');
    const back = new Player(await client(t.url).joinById(matchId, { token: tokenB }));
    await back.until(() => back.last !== undefined);
    assert.deepEqual(back.last?.view, seen);
  });
});
