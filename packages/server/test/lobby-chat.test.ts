import assert from 'node:assert/strict';
import { after, before, describe, it, test } from 'node:test';
import type { ChatMessage, ErrorMessage } from '../src/protocol.ts';
import { TableChat } from '../src/rooms/chat.ts';
import { LOBBY_HISTORY } from '../src/rooms/lobby-chat.ts';
import { client, getJson, Player, startTestServer, type TestServer } from './helpers.ts';

const lines = (p: Player) => p.received.filter((m) => m.type === 'chat').flatMap((m) => (m.body as ChatMessage).lines);

async function enter(t: TestServer, name?: string): Promise<Player> {
  const where = await getJson<{ roomId: string }>(`${t.url}/api/lobby/chat`);
  assert.equal(where.status, 200);
  return new Player(await client(t.url).joinById(where.body.roomId, name === undefined ? {} : { name }));
}

describe('lobby chat: the table chat rules, for everyone in the lobby, with the latest lines kept', () => {
  let t: TestServer;
  before(async () => {
    // A generous message limit: the lobby's own line limit is what is tested.
    t = await startTestServer({ messageBurst: 500, messageRate: 500 });
  });
  after(async () => {
    await t.stop();
  });

  it('lines reach everyone, named and cleaned; emotes; bad lines refused; a burst limited per address', async () => {
    const a = await enter(t, '  Ada\u202e\u0007  Lovelace ');
    const b = await enter(t);
    a.room.send('chat', { text: ' hi <img src=x onerror=alert(1)>\u0000 all ' });
    await b.until(() => lines(b).length === 1, 20_000, 'b hears a');
    assert.deepEqual(lines(b)[0], {
      from: null,
      name: 'Ada Lovelace',
      text: 'hi <img src=x onerror=alert(1)> all',
      step: 0,
    });
    b.room.send('chat', { emote: 'hello' });
    await a.until(() => lines(a).length === 2, 20_000, 'a hears b');
    assert.deepEqual([lines(a)[1]?.name, lines(a)[1]?.text, lines(a)[1]?.emote], ['Guest', 'Hello!', 'hello']);

    b.room.send('chat', { text: '  \n ' });
    b.room.send('chat', { html: '<b>' });
    b.room.send('shout', {});
    await b.until(() => b.errors.length === 3, 20_000, 'refusals');
    assert.deepEqual(
      b.errors.map((e) => e.code),
      ['CHAT_REFUSED', 'MALFORMED_MESSAGE', 'MALFORMED_MESSAGE'],
    );
    const long = await enter(t, 'L');
    long.room.send('chat', { text: 'é'.repeat(1500) });
    await a.until(() => lines(a).length === 3, 20_000, 'long line');
    assert.equal([...(lines(a)[2]?.text ?? '')].length, 200, 'cut to 200 characters');

    // a, b and "long" share one address (loopback): 5 lines in 10 s between them, whatever the connection.
    for (let i = 0; i < 4; i++) a.room.send('chat', { text: `line ${i}` });
    await a.until(() => a.errors.some((e) => e.code === 'CHAT_REFUSED'), 20_000, 'burst refused');
    assert.match((a.errors.at(-1) as ErrorMessage).message, /at most 5 lines in 10 seconds/);
    await b.until(() => lines(b).length === 5, 20_000, 'b has 5 lines');
    for (const p of [a, b, long]) await p.room.leave();
  });

  it('a newcomer gets the latest lines', async () => {
    const c = await enter(t, 'Cy');
    await c.until(() => lines(c).length === 5, 20_000, 'history from the previous test');
    assert.equal((c.received.find((m) => m.type === 'chat')?.body as ChatMessage).history, true);
    assert.equal(lines(c)[0]?.name, 'Ada Lovelace');
    await c.room.leave();
  });
});

test('the lobby keeps its latest LOBBY_HISTORY lines, oldest dropped first', () => {
  const chat = new TableChat(LOBBY_HISTORY);
  for (let i = 0; i < LOBBY_HISTORY + 12; i++) chat.add({ from: null, name: 'G', text: `n${i}`, step: 0 });
  assert.equal(chat.lines.length, LOBBY_HISTORY);
  assert.equal(chat.lines[0]?.text, 'n12');
  assert.equal(chat.lines.at(-1)?.text, `n${LOBBY_HISTORY + 11}`);
});
