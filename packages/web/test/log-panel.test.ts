import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const { LogPanel, LOG_PAGE, actorOf, matchesFilter } = await import('../src/ui/LogPanel.tsx');

const names = ['Ana', 'Bo', 'Cy'];
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

test('a log line names the seat it is about when its text does not', () => {
  assert.equal(actorOf({ rule: 'move', text: 'Moves to Greenhouse.', data: { seat: 1 } }, names), 1);
  assert.equal(actorOf({ rule: 'move', text: 'Bo moves to Greenhouse.', data: { seat: 1 } }, names), null);
  assert.equal(actorOf({ rule: 'ship.phase', text: 'The ship enters the red phase.' }, names), null);
  assert.equal(actorOf({ rule: 'x', text: 'Odd.', data: { seat: 'all' } }, names), null);
  const html = text(
    renderToString(
      createElement(LogPanel, {
        log: [{ step: 4, events: [{ rule: 'move', text: 'Moves to Greenhouse.', data: { seat: 1 } }] }],
        since: 0,
        names,
      }),
    ),
  );
  assert.match(html, /#4 ▲ Bo: Moves to Greenhouse\. move/);
});

test('every line shows its rule name, and the filter matches words, rules and seats', () => {
  const ev = { rule: 'pip.draw', text: 'Draws a PIP card.', data: { seat: 2 } };
  assert.ok(matchesFilter(ev, 2, names, 'pip.draw'));
  assert.ok(matchesFilter(ev, 2, names, 'cy'));
  assert.ok(matchesFilter(ev, 2, names, 'DRAWS'));
  assert.ok(!matchesFilter(ev, 2, names, 'escape'));
  const html = renderToString(createElement(LogPanel, { log: [{ step: 1, events: [ev] }], since: 0, names }));
  assert.match(html, /class="log-rule">pip\.draw</);
});

test('a long log is not cut: the newest page shows, and the rest is one click away', () => {
  const log = Array.from({ length: LOG_PAGE + 50 }, (_, i) => ({
    step: i + 1,
    events: [{ rule: 'r', text: `Line ${i + 1}.` }],
  }));
  const html = text(renderToString(createElement(LogPanel, { log, since: 0, names })));
  assert.match(html, new RegExp(`Line ${LOG_PAGE + 50}\\.`));
  assert.doesNotMatch(html, /Line 1\. /);
  assert.match(html, new RegExp(`Show all ${LOG_PAGE + 50} lines`));
});
