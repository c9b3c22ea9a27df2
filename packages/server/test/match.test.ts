import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { replay } from '@airlock/engine';
import { relay } from '../../engine/test/fixtures/relay.ts';
import type { GameSummary, MatchSummary } from '../src/protocol.ts';
import { client, getJson, TEST_STORAGE, Player, playFirstLegal, startTestServer, type TestServer } from './helpers.ts';

describe('a match over real websockets', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer();
  });
  after(async () => {
    await t.stop();
  });

  it('lists the catalog and answers health', async () => {
    const games = await getJson<GameSummary[]>(`${t.url}/api/games`);
    assert.equal(games.status, 200);
    const r = games.body.find((g) => g.id === 'relay');
    assert.ok(r, 'relay is listed');
    assert.deepEqual(r.players, { min: 2, max: 4 });
    const health = await getJson<{ ok: boolean; storage: string }>(`${t.url}/health`);
    assert.equal(health.body.ok, true);
    assert.equal(health.body.storage, TEST_STORAGE);
  });

  it('plays a whole match of one human against two bots, and serves the record when over', async () => {
    const room = await client(t.url).create('match', {
      game: 'relay',
      players: 3,
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'ismcts' }],
      seed: 7,
      playerName: 'Ana',
    });
    const me = new Player(room);
    await me.until(() => me.last !== undefined, 20_000, 'first update');
    assert.equal(me.welcome?.seat, 0);
    assert.equal(me.welcome?.seats[0]?.name, 'Ana');
    assert.ok(me.welcome?.token && me.welcome.token.length >= 32, 'the creator gets a seat token');
    const matchId = room.roomId;

    const early = await getJson<{ code: string }>(`${t.url}/api/matches/${matchId}/record`);
    assert.equal(early.status, 409, 'no record while the match runs');
    const open = await getJson<MatchSummary[]>(`${t.url}/api/matches`);
    assert.ok(open.body.some((m) => m.matchId === matchId && !m.over));

    await playFirstLegal(me);
    const final = me.last;
    assert.ok(final?.result, 'the match ended');
    // STALE_STEP is the one refusal a correct client can meet: a bot's answer overtook its own.
    assert.deepEqual(
      me.errors.filter((e) => e.code !== 'STALE_STEP'),
      [],
    );

    const rec = await getJson<{ seats?: string[] }>(`${t.url}/api/matches/${matchId}/record`);
    assert.equal(rec.status, 200);
    assert.deepEqual(rec.body.seats, ['Ana', 'Bot 2 (random)', 'Bot 3 (ismcts)'], 'the record names the seats');
    const out = replay(relay, rec.body);
    assert.deepEqual(out.result, final.result, 'the downloaded record replays to the same result');
    await room.leave();
  });

  it('plays a match of bots only, with nobody connected', async () => {
    const room = await client(t.url).create('match', {
      game: 'relay',
      players: 2,
      seats: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'random' },
      ],
    });
    const watcher = new Player(room);
    await watcher.until(() => watcher.last !== undefined);
    assert.equal(watcher.welcome?.seat, null, 'with no human seat the creator watches');
    assert.equal(watcher.welcome?.token, undefined);
    await watcher.until(() => Boolean(watcher.last?.result), 30_000, 'bots to finish');
    assert.deepEqual(watcher.last?.legal, []);
    const rec = await getJson<{ actions: unknown[] }>(`${t.url}/api/matches/${room.roomId}/record`);
    assert.equal(rec.status, 200);
    assert.ok(rec.body.actions.length > 5);
  });
});
