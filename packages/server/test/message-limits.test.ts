import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { matchMaker } from '@colyseus/core';
import { replay } from '@airlock/engine';
import { relay } from '../../engine/test/fixtures/relay.ts';
import type { MatchSummary } from '../src/protocol.ts';
import { client, getJson, Player, startTestServer, type TestServer } from './helpers.ts';

async function relayMatch(_t: TestServer, seed = 3): Promise<string> {
  const room = await matchMaker.createRoom('match', {
    game: 'relay',
    players: 2,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    seed,
  });
  return room.roomId;
}

const rateRefusals = (p: Player) => p.errors.filter((e) => e.code === 'RATE_LIMITED').length;

describe('messages are limited per client address, and refusals are not a flood back', () => {
  let t: TestServer | undefined;
  afterEach(async () => {
    await t?.stop();
    t = undefined;
  });

  it('counts every connection of one address together', async () => {
    t = await startTestServer({ messageBurst: 30, messageRate: 1 });
    const matchId = await relayMatch(t);
    // Three spectators from the same address (loopback), each well under the burst on its own.
    const watchers: Player[] = [];
    for (let i = 0; i < 3; i++) {
      const w = new Player(await client(t.url).joinById(matchId, { spectate: true }));
      await w.until(() => w.last !== undefined);
      watchers.push(w);
    }
    for (const w of watchers) for (let i = 0; i < 12; i++) w.room.send('act', { action: { type: 'pass' }, step: 0 });
    const last = watchers[2] as Player;
    await last.until(() => rateRefusals(last) > 0, 20_000, 'the third connection refused');
    // 36 messages against a burst of 30: the first 30 were answered (NOT_SEATED), the rest refused.
    const answered = watchers.reduce((n, w) => n + w.errors.filter((e) => e.code === 'NOT_SEATED').length, 0);
    assert.ok(answered <= 31, `${answered} messages were let through for one address (burst 30)`);
    assert.ok(answered >= 25, `${answered} let through: the burst is shared, not cut short`);
  });

  it('answers a flood of refused messages with one refusal per second', async () => {
    t = await startTestServer({ messageBurst: 10, messageRate: 5 });
    const matchId = await relayMatch(t);
    const p = new Player(await client(t.url).joinById(matchId, { seat: 0 }));
    await p.until(() => p.last !== undefined);
    const started = Date.now();
    for (let i = 0; i < 400; i++) p.room.send('act', { action: { type: 'nonsense' }, step: 0 });
    await p.until(() => rateRefusals(p) > 0, 20_000, 'a refusal');
    await new Promise((r) => setTimeout(r, 500));
    const seconds = (Date.now() - started) / 1000;
    assert.ok(rateRefusals(p) <= Math.ceil(seconds) + 1, `${rateRefusals(p)} refusals in ${seconds.toFixed(1)} s`);
    assert.equal(p.last?.view.step, 0, 'nothing moved');
    // The address gets its tokens back: after a pause, a message is answered normally again.
    await new Promise((r) => setTimeout(r, 1000));
    const before = p.errors.length;
    p.room.send('act', { action: { type: 'nonsense' }, step: 0 });
    await p.until(() => p.errors.length > before, 20_000, 'an answer');
    assert.notEqual(p.errors.at(-1)?.code, 'RATE_LIMITED');
  });
});

describe('abandoned matches', () => {
  let t: TestServer | undefined;
  afterEach(async () => {
    await t?.stop();
    t = undefined;
  });

  it('are archived after the idle time: kept, readable as an abandoned record, never restored again', async () => {
    // Always SQLite of its own: a one-second abandonment time on a shared database would archive
    // other runs' matches.
    t = await startTestServer({ abandonSeconds: 1, idleSeconds: 1, databaseUrl: '' });
    const matchId = await relayMatch(t, 9);
    const p = new Player(await client(t.url).joinById(matchId, { seat: 0 }));
    await p.until(() => p.last !== undefined);
    p.act(p.last?.legal[0] as Record<string, unknown>, 0);
    await p.until(() => p.last?.actedAt === 0, 20_000, 'the bid');
    await p.room.leave(true);
    // Idle room closes after 1 s; the sweep (every second here) archives it once 1 s has passed.
    // Polled through the record, which (unlike the summary) does not bring the match's room back.
    let rec = await getJson<{ actions: unknown[] }>(`${t.url}/api/matches/${matchId}/record`);
    for (let i = 0; i < 60 && rec.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      rec = await getJson<{ actions: unknown[] }>(`${t.url}/api/matches/${matchId}/record`);
    }
    assert.equal(rec.status, 200, 'its record can be downloaded');
    const summary = await getJson<MatchSummary>(`${t.url}/api/matches/${matchId}`);
    assert.equal(summary.status, 200);
    assert.equal(summary.body.over, true, 'archived');
    assert.equal(summary.body.abandoned, true, 'and shown as abandoned');
    assert.equal(summary.body.step, 1);
    const lobby = await getJson<MatchSummary[]>(`${t.url}/api/matches`);
    assert.ok(!lobby.body.some((m) => m.matchId === matchId), 'no longer listed');
    assert.equal(rec.body.actions.length, 1);
    assert.equal(replay(relay, rec.body).result, null, 'the record replays, unfinished');
    // A restart does not bring it back.
    const dataDir = t.dataDir;
    await t.server.close();
    t = await startTestServer({ dataDir, restoreOnStart: true, abandonSeconds: 1, databaseUrl: '' });
    assert.equal(await matchMaker.getRoomById(matchId), undefined, 'no room was made for it at start');
    const again = await getJson<MatchSummary>(`${t.url}/api/matches/${matchId}`);
    assert.equal(again.body.over, true);
  });
});
