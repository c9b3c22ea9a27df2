import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CatalogEntry } from '@airlock/games';
import {
  type MatchRecord,
  type MatchState,
  projectEvents,
  type GameEvent,
  type Viewer,
  viewOf,
  legalActionsOf,
} from '@airlock/engine';
import type { UpdateMessage } from '../src/protocol.ts';
import {
  client,
  FULL_CATALOG,
  getJson,
  Player,
  playFirstLegal,
  replaySteps,
  startTestServer,
  type TestServer,
} from './helpers.ts';

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

const { catalog } = (await import(FULL_CATALOG)) as { catalog: CatalogEntry[] };

describe('no hidden information reaches a client', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer({ catalogModule: FULL_CATALOG });
  });
  after(async () => {
    await t.stop();
  });

  /**
   * Two humans (and a spectator) play a whole match against bots; every message each client got is
   * compared with what the engine says that viewer may know at that step, rebuilt from the record.
   */
  async function checkMatch(gameId: string, players: number, options: Record<string, string | number | boolean>) {
    const entry = catalog.find((e) => e.game.id === gameId);
    assert.ok(entry, `${gameId} is in the catalog`);
    const game = entry.game;
    const seats = Array.from({ length: players }, (_, i) =>
      i < 2 ? { kind: 'human' } : { kind: 'bot', bot: 'random' },
    );
    const room0 = await client(t.url).create('match', {
      game: gameId,
      players,
      options,
      seats,
    });
    const matchId = room0.roomId;
    const humans = [new Player(room0)];
    if (players > 1) humans.push(new Player(await client(t.url).joinById(matchId, { seat: 1 })));
    const watcher = new Player(await client(t.url).joinById(matchId, { spectate: true }));
    await Promise.all(humans.map((h) => playFirstLegal(h, 120_000)));
    await watcher.until(() => Boolean(watcher.last?.result), 10_000, 'the spectator sees the end');

    const rec = await getJson<MatchRecord>(`${t.url}/api/matches/${matchId}/record`);
    assert.equal(rec.status, 200);
    const record = rec.body;

    // Rebuild the match step by step from the record: the truth each message is compared with.
    const { states, stepEvents } = replaySteps(game, record);

    const clients: [Player, Viewer][] = [...humans.map((h, i): [Player, Viewer] => [h, i]), [watcher, 'spectator']];
    const tokens = humans.map((h) => h.welcome?.token as string);
    assert.ok(tokens.every((x) => typeof x === 'string' && x.length >= 32));
    for (const [player, viewer] of clients) {
      let checked = 0;
      for (const msg of player.received) {
        const text = JSON.stringify(msg.body);
        const keys = keysOf(msg.body);
        for (const key of game.secretKeys ?? []) {
          assert.ok(!keys.has(key), `a ${msg.type} to ${viewer} carries the secret field ${key}`);
        }
        tokens.forEach((tok, seat) => {
          if (seat !== viewer) assert.ok(!text.includes(tok), `seat ${seat}'s token reached ${viewer}`);
        });
        if (msg.type !== 'update') continue;
        const u = msg.body as UpdateMessage;
        const state = states[u.view.step] as MatchState;
        assert.deepEqual(u.view, viewOf(game, state, viewer), `view of ${viewer} at step ${u.view.step}`);
        const asked = typeof viewer === 'number' && u.view.pending.some((p) => p.actor === viewer);
        assert.deepEqual(u.legal, asked ? legalActionsOf(game, state, viewer) : []);
        for (const e of u.events) {
          assert.deepEqual(
            e.events,
            projectEvents(stepEvents[e.step - 1] as GameEvent[], viewer),
            `events of step ${e.step}`,
          );
        }
        checked++;
      }
      assert.ok(checked > 3, `${viewer} received updates (${checked})`);
      // Every step's projection reached the client once, in order: nothing missing, nothing extra.
      const steps = player.received.flatMap((m) =>
        m.type === 'update' ? (m.body as UpdateMessage).events.map((e) => e.step) : [],
      );
      const expected = stepEvents.flatMap((ev, i) => (projectEvents(ev, viewer).length > 0 ? [i + 1] : []));
      assert.deepEqual(steps, expected);
    }
    return { states, humans };
  }

  it('relay: each seat gets exactly its own view and its own projection of events', async () => {
    const { states, humans } = await checkMatch('relay', 3, {});
    // Seat 0's hand in every update is its own hand at that step, never another's.
    for (const msg of humans[0]?.received ?? []) {
      if (msg.type !== 'update') continue;
      const u = msg.body as UpdateMessage;
      const hands = (states[u.view.step]?.state as { hands: number[][] }).hands;
      assert.deepEqual((u.view.view as { hand: number[] }).hand, hands[0]);
    }
  });

  for (const id of ['mission-catastrophe', 'nemesis-lockdown']) {
    const entry = catalog.find((e) => e.game.id === id);
    const preset = entry?.presets.find((p) => p.players >= 2 && p.players <= 3);
    it(
      `${id}: each seat gets exactly its own view and its own projection of events`,
      { skip: preset ? false : `${id} is not in the catalog yet` },
      async () => {
        const p = preset as NonNullable<typeof preset>;
        await checkMatch(id, p.players, p.options);
      },
    );
  }

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
