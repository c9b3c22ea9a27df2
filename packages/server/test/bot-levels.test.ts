import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { GameSummary, UpdateMessage } from '../src/protocol.ts';
import { client, FULL_CATALOG, getJson, Player, startTestServer, type TestServer } from './helpers.ts';

/**
 * A game's own bot levels through the server: listed per game, seated only where the game offers them,
 * and a Space Alert planning crew flying a real-time mission in the worker pool, on a think budget,
 * while the soundtrack and a person at the table go on undisturbed.
 */

interface SaPart {
  stage: string;
  now: number;
  boardView: unknown[][];
}
const sa = (u: UpdateMessage | undefined) => u?.view.view as SaPart;

describe('bot levels of a game of its own', () => {
  let current: TestServer | undefined;
  afterEach(async () => {
    await current?.stop();
    current = undefined;
  });

  it('lists the planning level for Space Alert only, and refuses it for another game with a clear reason', async () => {
    const t = await startTestServer({ catalogModule: FULL_CATALOG });
    current = t;
    const { body } = await getJson<GameSummary[]>(`${t.url}/api/games`);
    const bots = (id: string) => body.find((g) => g.id === id)?.bots;
    assert.deepEqual(bots('space-alert'), ['random', 'heuristic', 'ismcts', 'planning']);
    for (const id of ['mission-catastrophe', 'nemesis-lockdown']) assert.ok(!bots(id)?.includes('planning'), id);
    await assert.rejects(
      client(t.url).create('match', {
        game: 'nemesis-lockdown',
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'planning' }],
      }),
      /has no planning bot/,
    );
    // Not a kind's name at all: refused by the message schema before any game is looked up.
    await assert.rejects(
      client(t.url).create('match', {
        game: 'space-alert',
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'Planning; drop' }],
      }),
      /bot kind/,
    );
  });

  it('a real-time mission with planning bots: they program their boards, the soundtrack keeps time, a person still acts', async () => {
    // The bots' think budget is the real-time cap; the clock runs 20 times faster than the soundtrack,
    // which leaves the bots time to program even when CI runs another server test file beside this one.
    const t = await startTestServer({ catalogModule: FULL_CATALOG, clockScale: 0.05, botThinkMs: 100 });
    current = t;
    const room = await client(t.url).create('match', {
      game: 'space-alert',
      players: 3,
      options: { clock: 'realtime' },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'planning' }, { kind: 'bot', bot: 'planning' }],
      playerName: 'Ada',
    });
    const a = new Player(room);
    await a.until(() => a.last?.readyCheck !== undefined, 20_000, 'the ready check');
    assert.deepEqual(
      a.last?.seats.map((s) => s.bot ?? s.kind),
      ['human', 'planning', 'planning'],
    );
    a.room.send('ready');
    await a.until(() => sa(a.last)?.now > 0, 20_000, 'the soundtrack to start');
    // While the bots think, the person's card is taken at once: the room is not waiting on them.
    const place = a.last?.legal.find((x) => x.type === 'place' && x.crew === 0) as Record<string, unknown>;
    assert.ok(place, 'a placement is offered');
    const at = a.last?.view.step as number;
    a.act(place, at);
    await a.until(() => (a.last?.actedAt ?? -1) >= at, 10_000, 'the placement to be taken');
    await a.until(() => a.last?.result != null, 240_000, 'the mission to end');
    assert.deepEqual(a.errors, [], 'nothing the person sent was refused');
    // Every bot programmed cards (the person sees their backs), during the soundtrack. How many is
    // the bot's own play (seen from 2 to 12 turns in runs under load; docs/BOTS.md), not the server's.
    const boards = sa(a.last).boardView;
    for (const m of [1, 2]) {
      const filled = (boards[m] ?? []).filter((s) => s !== null).length;
      assert.ok(filled >= 1, `bot seat ${m + 1} programmed ${filled} turns`);
    }
  });
});
