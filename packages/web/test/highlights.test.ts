import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import {
  type Action,
  createMatch,
  legalActionsOf,
  type MatchState,
  type MatchView,
  pendingOf,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import mc from '@airlock/mission-catastrophe';
import nemesis, { type NLView } from '@airlock/nemesis-lockdown';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { touchedSince } from '../src/boards/nemesis/highlights.ts';
import { forgetTurns, sinceYourTurn } from '../src/ui/since-your-turn.ts';

const { NemesisBoard } = await import('../src/boards/nemesis/NemesisBoard.tsx');
const { McBoard } = await import('../src/boards/mc/McBoard.tsx');

/** Steps a Nemesis match, always taking the first legal action, until `until` holds (bounded). */
function playUntil(m: MatchState, until: (m: MatchState) => boolean, max = 400): void {
  for (let i = 0; i < max && !until(m); i++) {
    const p = pendingOf(nemesis, m)[0];
    if (!p) return;
    stepUnchecked(nemesis, m, p.actor, legalActionsOf(nemesis, m, p.actor)[0] as Action);
  }
}

const moveOf = (m: MatchState, seat: number) =>
  legalActionsOf(nemesis, m, seat).find((a) => a.type === 'move' && (a.pay as string[]).length > 0);

test('Nemesis: a move touches the room left and the room entered, and nothing far away', () => {
  const m = createMatch(nemesis, { players: 2, options: {}, seed: 11 });
  playUntil(m, (x) => pendingOf(nemesis, x).some((p) => typeof p.actor === 'number' && moveOf(x, p.actor)));
  const seat = pendingOf(nemesis, m)[0]?.actor as number;
  const before = viewOf<NLView>(nemesis, m, seat).view;
  const move = moveOf(m, seat) as Action;
  stepUnchecked(nemesis, m, seat, move);
  const after = viewOf<NLView>(nemesis, m, seat).view;
  const t = touchedSince(before, after);
  const from = before.players[seat]?.room as string;
  assert.ok(t.rooms.has(from), 'the room left');
  assert.ok(t.rooms.has(String(move.to)), 'the room entered');
  assert.ok(t.seats.has(seat));
  const untouched = after.rooms.filter((r) => !t.rooms.has(r.id));
  assert.ok(untouched.length > after.rooms.length / 2, 'most rooms are not outlined');
  assert.deepEqual(touchedSince(null, after).rooms.size, 0, 'nothing is news on a first look');
  assert.equal(touchedSince(after, after).rooms.size, 0);
});

const fakeView = (step: number, view: unknown, waitingOn: number[] = []): MatchView =>
  ({ step, view, players: 2, viewer: 0, pending: waitingOn.map((actor) => ({ actor })) }) as unknown as MatchView;

test('since your turn: the base is the view right after your action, else the view you acted from', () => {
  forgetTurns();
  const noop = () => {};
  // First look: compared with itself.
  assert.deepEqual(sinceYourTurn('g', fakeView(3, 'v3'), 0, noop).base, 'v3');
  assert.equal(sinceYourTurn('g', fakeView(3, 'v3'), 0, noop).since, 'you first looked');
  // The seat acts at step 3; the screen draws step 4 (its own move done): that becomes the base.
  sinceYourTurn('g', fakeView(3, 'v3'), 0, noop).act?.({ type: 'x' });
  assert.equal(sinceYourTurn('g', fakeView(4, 'v4'), 0, noop).base, 'v4');
  assert.equal(sinceYourTurn('g', fakeView(4, 'v4'), 0, noop).since, 'your last turn');
  // Others play: the base stays, so their whole turns show.
  assert.equal(sinceYourTurn('g', fakeView(9, 'v9'), 0, noop).base, 'v4');
  // A cover hid the screen after the seat's action (no drawing at step 10): the view it acted from.
  sinceYourTurn('g', fakeView(9, 'v9'), 0, noop).act?.({ type: 'x' });
  assert.equal(sinceYourTurn('g', fakeView(14, 'v14'), 0, noop).base, 'v9');
  // Another seat's memory is its own; a spectator compares with the previous update.
  assert.equal(sinceYourTurn('g', fakeView(14, 'w14'), 1, noop).base, 'w14');
  sinceYourTurn('g', fakeView(14, 's14'), 'spectator', undefined);
  assert.equal(sinceYourTurn('g', fakeView(15, 's15'), 'spectator', undefined).base, 's14');
  assert.equal(sinceYourTurn('g', fakeView(15, 's15'), 'spectator', undefined).since, 'the last update');
  // An undo (the step goes back) starts afresh.
  assert.equal(sinceYourTurn('g', fakeView(5, 'u5'), 0, noop).base, 'u5');
  // An action taken elsewhere (the decision panel): the match moved on from a view that waited on this
  // seat alone, so the step after it is the new base; a view that also waited on others proves nothing.
  sinceYourTurn('g', fakeView(6, 'u6', [0]), 0, noop);
  assert.equal(sinceYourTurn('g', fakeView(7, 'u7', [1]), 0, noop).base, 'u7');
  assert.equal(sinceYourTurn('g', fakeView(7, 'u7', [1]), 0, noop).since, 'your last turn');
  sinceYourTurn('g', fakeView(9, 'u9', [0, 1]), 0, noop);
  assert.equal(sinceYourTurn('g', fakeView(10, 'u10', [1]), 0, noop).base, 'u7');
});

test('the Nemesis board outlines and names what changed since your last turn', () => {
  forgetTurns();
  const names = ['Ana', 'Bo'];
  const m = createMatch(nemesis, { players: 2, options: {}, seed: 11 });
  playUntil(m, (x) => pendingOf(nemesis, x).some((p) => typeof p.actor === 'number' && moveOf(x, p.actor)));
  const seat = pendingOf(nemesis, m)[0]?.actor as number;
  const render = () =>
    renderToString(
      createElement(NemesisBoard, {
        view: viewOf(nemesis, m, seat),
        names,
        me: seat,
        legal: legalActionsOf(nemesis, m, seat),
        onAct: () => {},
        changed: new Set<string>(),
      }),
    );
  const first = render();
  assert.doesNotMatch(first, /changed since your last turn|data-testid="nl-news"/, 'nothing new on a first look');
  // The seat passes (through the board's wrapped action), then the others and the event phase play on.
  const pass = legalActionsOf(nemesis, m, seat).find((a) => a.type === 'pass') as Action;
  sinceYourTurn('nemesis-lockdown:Ana|Bo', viewOf(nemesis, m, seat), seat, () => {}).act?.(pass);
  stepUnchecked(nemesis, m, seat, pass);
  render();
  playUntil(
    m,
    (x) => pendingOf(nemesis, x)[0]?.actor === seat && legalActionsOf(nemesis, x, seat).some((a) => a.type === 'move'),
  );
  const later = render();
  assert.match(later, /data-testid="nl-news"/);
  assert.match(later, /Since your last turn: /);
  assert.match(later, /aria-label="[^"]*changed since your last turn/);
  assert.match(later, /<animate attributeName="stroke-width"/, 'a short pulse on what changed');
});

test('the Mission Catastrophe board marks the other seats’ turns since yours, not only the last update', () => {
  forgetTurns();
  const m = createMatch(mc, { players: 2, options: {}, seed: 4 });
  const seatOf = () => pendingOf(mc, m).find((p) => typeof p.actor === 'number')?.actor as number;
  const render = (seat: number) =>
    renderToString(
      createElement(McBoard, {
        view: viewOf(mc, m, seat),
        names: ['Ana', 'Bo'],
        me: seat,
        legal: legalActionsOf(mc, m, seat),
        onAct: () => {},
        changed: new Set<string>(),
      }),
    );
  const step = () => {
    const p = pendingOf(mc, m)[0];
    if (p) stepUnchecked(mc, m, p.actor, legalActionsOf(mc, m, p.actor)[0] as Action);
  };
  for (let i = 0; i < 30 && seatOf() !== 0; i++) step();
  render(0);
  const first = legalActionsOf(mc, m, 0)[0] as Action;
  sinceYourTurn('mission-catastrophe:Ana|Bo', viewOf(mc, m, 0), 0, () => {}).act?.(first);
  stepUnchecked(mc, m, 0, first);
  render(0);
  // Seat 0 finishes its turn, then seat 1 and the ship play until seat 0 is asked again.
  for (let i = 0; i < 200 && seatOf() !== 1; i++) step();
  for (let i = 0; i < 200 && pendingOf(mc, m)[0]?.actor !== 0; i++) step();
  const later = render(0);
  assert.match(later, /data-testid="mc-news"/, 'what the other seat and the ship did is summed up');
  assert.match(later, /Since your last turn: /);
});
