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
import { choicesOf, menuOf, nlFold, placeOf, verbKey } from '../src/boards/nemesis/choices.ts';
import { cardName } from '../src/boards/nemesis/labels.ts';

const { NemesisBoard } = await import('../src/boards/nemesis/NemesisBoard.tsx');
const { Chooser } = await import('../src/boards/nemesis/Chooser.tsx');
const { ActionPanel } = await import('../src/ui/ActionPanel.tsx');

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

/** A position where the seat to act has many legal variants in its own room (a dense chooser). */
function denseTurn(): { view: MatchView<NLView>; legal: Action[]; here: Action[] } {
  for (let seed = 1; seed <= 30; seed++) {
    const m = createMatch(nemesis, { players: 4, options: {}, seed });
    const rng = Rng.fromSeed(seed);
    for (let i = 0; i < 300; i++) {
      const p = pendingOf(nemesis, m)[0];
      if (!p) break;
      const legal = legalActionsOf(nemesis, m, p.actor);
      if (p.actor !== 'system') {
        const view = viewOf<NLView>(nemesis, m, p.actor);
        const room = view.view.players[p.actor]?.room;
        const here = legal.filter((a) => placeOf(a, room) === room);
        if (here.length >= 60) return { view, legal, here };
      }
      stepUnchecked(nemesis, m, p.actor, legal[rng.int(0, legal.length - 1)] as Action);
    }
  }
  throw new Error('no dense position in the seeds tried');
}

const buttonsIn = (html: string, section: RegExp): number => {
  const part = section.exec(html)?.[0] ?? '';
  return (part.match(/<button/g) ?? []).length;
};

test('the chooser is a three-step menu: every legal action of the room reached once, as one way to pay', () => {
  const { here } = denseTurn();
  const verbs = menuOf(here);
  const reached = verbs.flatMap((v) => v.choices.flatMap((c) => c.ways.map((w) => JSON.stringify(w.action))));
  assert.equal(reached.length, here.length, 'no action lost or listed twice');
  assert.deepEqual(new Set(reached), new Set(here.map((a) => JSON.stringify(a))));
  for (const v of verbs) for (const c of v.choices) for (const w of c.ways) assert.equal(verbKey(w.action), v.key);
  assert.ok(verbs.length < 12, `${verbs.length} verbs for ${here.length} legal variants`);
});

test('a dense turn stays short: a handful of buttons under the map and in the decision panel', (t) => {
  const { view, legal, here } = denseTurn();
  const seat = view.viewer as number;
  const html = renderToString(
    createElement(NemesisBoard, {
      view,
      names: ['Ana', 'Bo', 'Cy', 'Di'],
      me: seat,
      legal,
      onAct: () => {},
      changed: new Set<string>(),
    }),
  );
  const top = buttonsIn(html, /<section class="panel nl-chooser"[\s\S]*?<\/section>/);
  assert.ok(top >= 2 && top <= 12, `${top} buttons under the map for ${here.length} legal variants in this room`);
  // The side panel folds what the map offers: the pass and the fold's summary, not one button per variant.
  const panel = renderToString(
    createElement(ActionPanel, { legal, onAct: () => {}, label: (a: Action) => a.type, folded: nlFold }),
  );
  const outside = panel.replace(/<details[\s\S]*<\/details>/, '');
  assert.ok(buttonsIn(outside, /[\s\S]*/) <= 3, `${buttonsIn(outside, /[\s\S]*/)} buttons in the decision panel`);
  assert.match(panel, /choices? on the map: pick a room/);
  t.diagnostic(`${legal.length} legal actions, ${here.length} in the own room: ${top} buttons under the map`);
});

test('the chooser opens a verb at its targets, then a choice at its ways to pay (own cards only)', () => {
  const { view, legal } = firstTurn(3);
  const seat = view.viewer as number;
  const me = view.view.players[seat];
  const move = legal.find((a) => a.type === 'move') as Action;
  const at = String(move.to);
  const render = (initial: { verb?: string; choice?: string }) =>
    renderToString(createElement(Chooser, { view, names: ['Ana', 'Bo'], legal, onAct: () => {}, room: at, initial }));
  const verbs = menuOf(legal.filter((a) => placeOf(a, me?.room) === at));
  const verbStep = renderToString(
    createElement(Chooser, { view, names: ['Ana', 'Bo'], legal, onAct: () => {}, room: at }),
  );
  assert.match(verbStep, /data-step="verb"/);
  assert.equal(buttonsIn(verbStep, /[\s\S]*/), verbs.length + 1, 'one button per verb, and the pass');
  // A move to one room has one target: its first step past the verb is the payment.
  const pay = render({ verb: 'move' });
  assert.match(pay, /data-step="pay"/);
  assert.match(pay, /← Back/);
  const hand = me?.own?.hand ?? [];
  const pays = [...pay.matchAll(/class="action nl-pay"[^>]*>Pay ([^<]+)</g)].map((m) => m[1] ?? '');
  assert.equal(pays.length, verbs.find((x) => x.key === 'move')?.choices[0]?.ways.length);
  for (const p of pays) for (const card of p.split(' + ')) assert.ok(hand.map(cardName).includes(card), card);
  // A careful move has a target per exit: the target step lists them, each with its ways to pay.
  const careful = verbs.find((x) => x.key === 'careful');
  if (careful && careful.choices.length > 1) {
    const targets = render({ verb: 'careful' });
    assert.match(targets, /data-step="target"/);
    assert.equal(buttonsIn(targets, /[\s\S]*/), careful.choices.length + 1, 'a button per exit, and back');
  }
});

test('the board offers the picked room on the map; a spectator gets no choices', () => {
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
    assert.match(
      html,
      new RegExp(`role="button"[^>]*aria-label="[^"]*you can move here[^"]*"[^>]*><g[^>]*data-room="${to}"`),
    );
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
