import assert from 'node:assert/strict';
import { test } from 'node:test';
import './tsx-hooks.ts';
import {
  type Action,
  createMatch,
  legalActionsOf,
  type MatchView,
  pendingOf,
  Rng,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import nemesis, { type NLView } from '@airlock/nemesis-lockdown';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { choicesOf, placeOf } from '../src/boards/nemesis/choices.ts';
import { cardName } from '../src/boards/nemesis/labels.ts';

const { NemesisBoard } = await import('../src/boards/nemesis/NemesisBoard.tsx');

/** The first turn of a seeded game where the seat to act may move: its view and legal actions. */
function firstTurn(seed: number): { view: MatchView<NLView>; legal: Action[] } {
  const m = createMatch(nemesis, { players: 2, options: {}, seed });
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < 100; i++) {
    const p = pendingOf(nemesis, m)[0];
    if (!p || p.actor === 'system') break;
    const legal = legalActionsOf(nemesis, m, p.actor);
    if (legal.some((a) => a.type === 'move')) return { view: viewOf<NLView>(nemesis, m, p.actor), legal };
    stepUnchecked(nemesis, m, p.actor, legal[rng.int(0, legal.length - 1)] as Action);
  }
  throw new Error('no move offered');
}

test('each action is about a room: where a move goes, else the room one stands in', () => {
  assert.equal(placeOf({ type: 'move', to: 'r4', pay: ['run'] }, 'r1'), 'r4');
  assert.equal(placeOf({ type: 'careful', to: 'r2', exit: 1, pay: [] }, 'r1'), 'r2');
  assert.equal(placeOf({ type: 'card', card: 'run', half: 0, to: 'r3', pay: [] }, 'r1'), 'r3');
  assert.equal(placeOf({ type: 'card', card: 'focus', half: 0, pay: [] }, 'r1'), 'r1');
  assert.equal(placeOf({ type: 'room', room: 'r9', pay: [] }, 'r1'), 'r9');
  assert.equal(placeOf({ type: 'search', color: 'red', pay: [] }, 'r1'), 'r1');
  assert.equal(placeOf({ type: 'rover', to: 'bunker', pay: [] }, 'r3'), 'r3');
  for (const type of ['pass', 'discard', 'done', 'draft', 'keep-objective', 'answer-trade', 'ride', 'make-room'])
    assert.equal(placeOf({ type }, 'r1'), null, type);
});

test('payment variants fold into one choice with a way to pay per card set', () => {
  const { legal } = firstTurn(3);
  const moves = legal.filter((a) => a.type === 'move');
  const choices = choicesOf(moves);
  const rooms = new Set(moves.map((a) => a.to));
  assert.equal(choices.length, rooms.size, 'one choice per destination');
  assert.equal(
    choices.reduce((n, c) => n + c.ways.length, 0),
    moves.length,
    'every legal move is still reachable',
  );
  for (const c of choices) {
    assert.deepEqual(c.unpaid.pay, []);
    for (const w of c.ways) assert.deepEqual({ ...w.action, pay: [] }, c.unpaid);
  }
  assert.deepEqual(choicesOf([{ type: 'pass' }]), [
    { unpaid: { type: 'pass' }, ways: [{ pay: [], action: { type: 'pass' } }] },
  ]);
});

test('the board lists what can be done in a picked room, with a button per way to pay', () => {
  const { view, legal } = firstTurn(3);
  const seat = view.viewer as number;
  const html = renderToString(
    createElement(NemesisBoard, {
      view,
      names: ['Ana', 'Bo'],
      me: seat,
      legal,
      onAct: () => {},
      changed: new Set<string>(),
    }),
  );
  assert.match(html, /aria-label="On the map"/);
  assert.match(html, /Here, in /);
  assert.match(html, /Pass for the rest of the round/);
  // Rooms one can move to are buttons on the map that say so.
  for (const to of new Set(legal.filter((a) => a.type === 'move').map((a) => String(a.to))))
    assert.match(html, new RegExp(`role="button"[^>]*aria-label="[^"]*\\(${to}, section[^"]*you can move here`));
  // Pay buttons name the viewer's own cards (never another seat's).
  const hand = view.view.players[seat]?.own?.hand ?? [];
  const pays = [...html.matchAll(/class="action nl-pay"[^>]*>([^<]+)</g)].map((m) => m[1] ?? '');
  for (const p of pays) for (const card of p.split(' + ')) assert.ok(hand.map(cardName).includes(card), card);
  // A spectator's board has no choices at all.
  const spectator = renderToString(
    createElement(NemesisBoard, {
      view: viewOf(nemesis, createMatch(nemesis, { players: 2, options: {}, seed: 3 }), 'spectator'),
      names: [],
      me: 'spectator',
      legal: [],
      changed: new Set<string>(),
    }),
  );
  assert.doesNotMatch(spectator, /On the map|role="button"/);
});
