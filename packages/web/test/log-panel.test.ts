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

const { uiFor } = await import('../src/boards/index.ts');
const { withNames } = await import('../src/ui/seat-refs.ts');

const viewOf = (game: string, players: number, view: unknown = {}) =>
  ({ game, players, options: {}, step: 0, viewer: 0, view, pending: [], result: null }) as never;
const shown = (game: string, text: string, view: unknown, players = 3) => {
  const refs = uiFor(game).seatRefs;
  assert.ok(refs, `${game} says how its texts name seats`);
  return withNames(refs(text, viewOf(game, players, view)), names);
};

test("each game's way of naming a seat becomes the seat's screen name in the log", () => {
  assert.equal(
    shown('mission-catastrophe', 'Crew 2 rolls 7: Engine Room is hit.', {}),
    'Bo rolls 7: Engine Room is hit.',
  );
  assert.equal(
    shown('nemesis-lockdown', 'the Cleaner (player 2) draws 5 card(s)', {}),
    'the Cleaner (Bo) draws 5 card(s)',
  );
  assert.equal(shown('nemesis-lockdown', 'Player 3 drafts the Survivor', {}), 'Cy drafts the Survivor');
  // Lifeform: seat 0 is the lifeform; "Crew 1" is seat 1.
  assert.equal(
    shown('lifeform', 'The crew: Dr Chandra (Crew 1), Okafor (Crew 2)', {}),
    'The crew: Dr Chandra (Bo), Okafor (Cy)',
  );
  // Space Alert numbers crew members; a person's member is their seat's, an android keeps its number.
  const sa = { seats: [0, 1, null] };
  assert.equal(
    shown('space-alert', 'Crew 2 fires the heavy laser; crew member 3 waits.', sa),
    'Bo fires the heavy laser; crew member 3 waits.',
  );
  // A number past the table is not a seat, and is left as written.
  assert.equal(shown('mission-catastrophe', 'Crew 9 is nobody.', {}), 'Crew 9 is nobody.');
});

test('a line that names its own seat in the text gets no tag in front; the tag replaces the words', () => {
  const refs = uiFor('mission-catastrophe').seatRefs;
  assert.ok(refs);
  const view = viewOf('mission-catastrophe', 3);
  const split = (t: string) => refs(t, view);
  const ev = { rule: 'damage.roll', text: 'Crew 2 rolls 7: Engine Room is hit.', data: { seat: 1 } };
  assert.equal(actorOf(ev, names, split(ev.text)), null);
  assert.ok(matchesFilter(ev, null, names, 'bo rolls', split(ev.text)));
  const html = text(
    renderToString(createElement(LogPanel, { log: [{ step: 2, events: [ev] }], since: 0, names, split })),
  );
  assert.match(html, /#2 ▲ Bo rolls 7: Engine Room is hit\. damage\.roll/);
  assert.doesNotMatch(html, /Crew 2/);
});
