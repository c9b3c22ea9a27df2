import assert from 'node:assert/strict';
import { after, before, describe, it, test } from 'node:test';
import { Table } from '@airlock/engine';
import { findGame } from '@airlock/games';
import { CHAT_MAX_CHARS, cleanChatText } from '../src/rooms/chat.ts';
import type { ChatMessage } from '../src/protocol.ts';
import { client, Player, startTestServer, type TestServer, twoHumans } from './helpers.ts';

const chatLines = (p: Player) =>
  p.received.filter((m) => m.type === 'chat').flatMap((m) => (m.body as ChatMessage).lines);

describe('table chat: plain short lines to everyone at the table, limited, and kept for latecomers', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer({ botDelayMs: 3000 });
  });
  after(async () => {
    await t.stop();
  });

  it('a line reaches both seats with its author; emotes; bad lines refused; a newcomer gets the history', async () => {
    const { matchId, a, b } = await twoHumans(t);
    a.room.send('chat', { text: '  hello\u0000 <b>crew</b>\n\n ' });
    await b.until(() => chatLines(b).length === 1, 20_000, 'b hears a');
    const [line] = chatLines(b);
    // Plain text: markup stays as characters (the app shows text, never HTML); control characters go.
    assert.deepEqual({ from: line?.from, text: line?.text }, { from: 0, text: 'hello <b>crew</b>' });
    await a.until(() => chatLines(a).length === 1, 20_000, 'a hears itself');

    b.room.send('chat', { emote: 'gg' });
    await a.until(() => chatLines(a).length === 2, 20_000, 'emote');
    assert.equal(chatLines(a)[1]?.text, 'Good game!');
    assert.equal(chatLines(a)[1]?.name, 'Bea');

    b.room.send('chat', { text: 'x'.repeat(5000) });
    b.room.send('chat', { emote: 'rude' });
    b.room.send('chat', { text: '   ' });
    await b.until(() => b.errors.length === 3, 20_000, 'refusals');
    assert.deepEqual(
      b.errors.map((e) => e.code),
      ['MALFORMED_MESSAGE', 'MALFORMED_MESSAGE', 'CHAT_REFUSED'],
    );

    // A burst beyond 5 lines in 10 seconds is refused, with the reason.
    for (let i = 0; i < 6; i++) a.room.send('chat', { text: `line ${i}` });
    await a.until(() => a.errors.some((e) => e.code === 'CHAT_REFUSED'), 20_000, 'burst refused');
    assert.match(a.errors.find((e) => e.code === 'CHAT_REFUSED')?.message ?? '', /at most 5 lines/);

    // A spectator joining later receives the latest lines.
    const c = new Player(await client(t.url).joinById(matchId, { spectate: true }));
    await c.until(() => chatLines(c).length >= 6, 20_000, 'history');
    assert.equal(chatLines(c)[0]?.text, 'hello <b>crew</b>');
    assert.equal((c.received.find((m) => m.type === 'chat')?.body as ChatMessage).history, true);
    for (const p of [a, b, c]) await p.room.leave();
  });
});

test('a line is cleaned and cut to its length', () => {
  assert.equal(cleanChatText('\u202eevil\u202c  text'), 'evil text');
  assert.equal(cleanChatText('\n\t '), null);
  assert.equal([...(cleanChatText('é'.repeat(500)) ?? '')].length, CHAT_MAX_CHARS);
});

test('Space Alert forbids table talk while communications are down, and only then', () => {
  const spaceAlert = findGame('space-alert')?.game;
  assert.ok(spaceAlert);
  const table = new Table(spaceAlert, { players: 2, options: {}, seed: 5 });
  const state = table.match.state as { comms: boolean };
  assert.equal(spaceAlert.tableTalk?.(table.match.state), null);
  state.comms = false;
  assert.match(spaceAlert.tableTalk?.(table.match.state) ?? '', /communications are down/);
});
