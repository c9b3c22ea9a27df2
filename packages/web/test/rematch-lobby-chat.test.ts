import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { RematchStatus } from '../src/online/connection.ts';
import { mergeChat } from '../src/online/lobby-chat.ts';
import { rematchScreen } from '../src/online/rematch.ts';

const { ChatPanel } = await import('../src/online/ChatPanel.tsx');
const { RematchPanel } = await import('../src/online/RematchPanel.tsx');

const names = ['Ada', 'Bea', 'Bot 3 (random)'];
const open = (extra: Partial<RematchStatus> = {}): RematchStatus => ({
  by: 0,
  accepted: [0],
  waiting: [1],
  declined: [],
  ...extra,
});

test('rematch: offered to a seated person at the end, never to a spectator', () => {
  assert.deepEqual(rematchScreen(null, 1, names).buttons, ['propose']);
  assert.deepEqual(rematchScreen(null, null, names), { line: '', buttons: [] });
  const withdrawn = rematchScreen(open({ accepted: [], declined: [0, 1], waiting: [], cancelled: true }), 1, names);
  assert.equal(withdrawn.line, 'The rematch was withdrawn.');
  assert.deepEqual(withdrawn.buttons, ['propose']);
});

test('rematch: the person asked may accept or decline; the proposer waits and may withdraw', () => {
  const asked = rematchScreen(open(), 1, names);
  assert.equal(asked.line, 'Ada proposes a rematch: same game, options and seats.');
  assert.deepEqual(asked.buttons, ['accept', 'decline']);
  const proposer = rematchScreen(open(), 0, names);
  assert.equal(proposer.line, 'You proposed a rematch; waiting for Bea.');
  assert.deepEqual(proposer.buttons, ['withdraw']);
  const declined = rematchScreen(open({ waiting: [2], declined: [1] }), 1, names);
  assert.deepEqual(declined.buttons, ['accept']);
  assert.match(declined.line, /You declined/);
  const watching = rematchScreen(open(), null, names);
  assert.deepEqual(watching.buttons, []);
  assert.match(watching.line, /Accepted: Ada; waiting for Bea/);
});

test('rematch: once open, a person who accepted moves there; the others get its link', () => {
  const done = open({ accepted: [0, 1], waiting: [], matchId: 'NEW123' });
  assert.equal(rematchScreen({ ...done, token: 't'.repeat(32) }, 1, names).moveTo, 'NEW123');
  const without = rematchScreen({ ...done, accepted: [0], declined: [1] }, 1, names);
  assert.equal(without.moveTo, undefined);
  assert.equal(without.link, '#/match/NEW123');
  assert.equal(rematchScreen(done, null, names).link, '#/match/NEW123?spectate');
});

test('the rematch panel shows its line and buttons', () => {
  const conn = { rematch: open(), watchRematch: () => () => {}, answerRematch: () => {} };
  const html = renderToString(createElement(RematchPanel, { conn: conn as never, me: 1, names }));
  assert.match(html, /Ada proposes a rematch/);
  assert.match(html, /data-testid="rematch-accept"/);
  assert.match(html, /data-testid="rematch-decline"/);
});

test('lobby chat: history replaces what is held, new lines add up to a bound; text is shown escaped', () => {
  const line = (text: string) => ({ from: null, name: '<b>Eve</b>', text, step: 0 });
  let held = mergeChat([], { lines: [line('a'), line('b')], history: true });
  held = mergeChat(held, { lines: [line('c')] });
  assert.deepEqual(
    held.map((l) => l.text),
    ['a', 'b', 'c'],
  );
  assert.deepEqual(mergeChat(held, { lines: [line('z')], history: true }), [line('z')]);
  assert.equal(mergeChat(held, { lines: [line('d')] }, 2).length, 2);
  const source = {
    chat: [line('<img src=x onerror=alert(1)>')],
    watchChat: () => () => {},
    say: () => {},
    emote: () => {},
  };
  const html = renderToString(createElement(ChatPanel, { conn: source, names: [], where: 'lobby' }));
  assert.match(html, /Lobby chat/);
  assert.ok(!html.includes('<img'), 'a line is text, never markup');
  assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;/);
  assert.match(html, /&lt;b&gt;Eve&lt;\/b&gt;/);
});
