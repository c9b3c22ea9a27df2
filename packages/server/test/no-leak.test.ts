import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createMatch,
  type MatchRecord,
  type MatchState,
  projectEvents,
  stepUnchecked,
  type GameEvent,
  type Viewer,
  viewOf,
  legalActionsOf,
} from '@airlock/engine';
import { relay } from '../../engine/test/fixtures/relay.ts';
import type { UpdateMessage } from '../src/protocol.ts';
import { client, getJson, Player, playFirstLegal, startTestServer, type TestServer } from './helpers.ts';

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

describe('no hidden information reaches a client', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer();
  });
  after(async () => {
    await t.stop();
  });

  it('sends each seat exactly its own view and its own projection of events, for a whole match', async () => {
    const room0 = await client(t.url).create('match', {
      game: 'relay',
      players: 3,
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
      seed: 'leak-check',
    });
    const matchId = room0.roomId;
    const p0 = new Player(room0);
    const p1 = new Player(await client(t.url).joinById(matchId, { seat: 1 }));
    const watcher = new Player(await client(t.url).joinById(matchId, { spectate: true }));
    await Promise.all([playFirstLegal(p0), playFirstLegal(p1)]);
    await watcher.until(() => Boolean(watcher.last?.result));

    const rec = await getJson<MatchRecord>(`${t.url}/api/matches/${matchId}/record`);
    assert.equal(rec.status, 200);
    const record = rec.body;

    // Rebuild the match step by step from the record: the truth each message is compared with.
    const states: MatchState[] = [];
    const stepEvents: GameEvent[][] = [];
    const m = createMatch(relay, { players: record.players, options: record.options, seed: record.seed });
    states.push(structuredClone(m));
    for (const a of record.actions) {
      stepEvents.push(stepUnchecked(relay, m, a.actor, a.action));
      states.push(structuredClone(m));
    }

    const clients: [Player, Viewer][] = [
      [p0, 0],
      [p1, 1],
      [watcher, 'spectator'],
    ];
    const tokens = [p0.welcome?.token, p1.welcome?.token];
    assert.ok(tokens.every((x) => typeof x === 'string'));
    for (const [player, viewer] of clients) {
      let checked = 0;
      for (const msg of player.received) {
        const text = JSON.stringify(msg.body);
        for (const key of relay.secretKeys ?? []) {
          assert.ok(!keysOf(msg.body).has(key), `a ${msg.type} to ${viewer} carries the secret field ${key}`);
        }
        tokens.forEach((tok, seat) => {
          if (seat !== viewer) assert.ok(!text.includes(tok as string), `seat ${seat}'s token reached ${viewer}`);
        });
        if (msg.type !== 'update') continue;
        const u = msg.body as UpdateMessage;
        const state = states[u.view.step] as MatchState;
        assert.deepEqual(u.view, viewOf(relay, state, viewer), `view of ${viewer} at step ${u.view.step}`);
        const asked = typeof viewer === 'number' && u.view.pending.some((p) => p.actor === viewer);
        assert.deepEqual(u.legal, asked ? legalActionsOf(relay, state, viewer) : []);
        for (const e of u.events) {
          assert.deepEqual(
            e.events,
            projectEvents(stepEvents[e.step - 1] as GameEvent[], viewer),
            `events of step ${e.step}`,
          );
        }
        checked++;
      }
      assert.ok(checked > 10, `${viewer} received updates (${checked})`);
      // Every step's projection reached the client once, in order: nothing missing, nothing extra.
      const steps = player.received.flatMap((m) =>
        m.type === 'update' ? (m.body as UpdateMessage).events.map((e) => e.step) : [],
      );
      const expected = stepEvents.flatMap((ev, i) => (projectEvents(ev, viewer).length > 0 ? [i + 1] : []));
      assert.deepEqual(steps, expected);
    }
    // The other seats' hands never appear as a seat's own hand.
    for (const msg of p0.received) {
      if (msg.type === 'update') {
        const u = msg.body as UpdateMessage;
        const hands = (states[u.view.step]?.state as { hands: number[][] }).hands;
        assert.deepEqual((u.view.view as { hand: number[] }).hand, hands[0]);
      }
    }
  });

  it('refusal messages name nothing hidden', async () => {
    const room = await client(t.url).create('match', {
      game: 'relay',
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      seed: 3,
    });
    const p = new Player(room);
    await p.until(() => p.last !== undefined);
    // Bid every card value: the refusals for cards not held must not differ by what others hold.
    for (let card = 1; card <= 6; card++) {
      if (!p.last?.legal.some((a) => a.card === card)) p.act({ type: 'bid', card }, 0);
    }
    await p.until(() => p.errors.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    const texts = new Set(p.errors.map((e) => e.message.replace(/\d/g, '#')));
    assert.equal(texts.size, 1, `one refusal text for every card not held: ${[...texts].join(' | ')}`);
  });
});
