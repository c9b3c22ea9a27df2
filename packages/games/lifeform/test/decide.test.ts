import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GameEvent } from '@airlock/engine';
import { DECIDE_CARDS } from '../src/data/decide.ts';
import { OBJECTIVES } from '../src/data/objectives.ts';
import { drawObjectives } from '../src/decide.ts';
import { viewOf } from '../src/view.ts';
import { has, start, table } from './fixture.ts';

/** A generator whose draws always take the first card in id order. */
const first = { int: (lo: number) => lo, pick: <T>(a: T[]) => a[0] as T } as never;

test('Decide Immediately cards are revealed to all and never join the secret objectives (L69-73)', () => {
  const t = table(4);
  t.s.map = 'valley-forge';
  const events: GameEvent[] = [];
  const step = drawObjectives(t.s, { rng: first, emit: (e) => void events.push(e) });
  // In id order the pool starts armoury, black-box, bypass-relays...: one Decide card, two secret ones.
  assert.deepEqual(step, { k: 'decide', cards: [{ card: 'armoury', seat: 1 }] });
  assert.deepEqual(
    t.s.objectives.map((o) => o.id),
    ['black-box', 'bypass-relays'],
  );
  const reveal = events.find((e) => e.rule === 'setup.decide');
  assert.ok(reveal && !reveal.to, 'a public event');
  assert.equal(viewOf(t.s, 0).objectiveCount, 2, 'the lifeform counts only the secret ones');
  assert.equal(DECIDE_CARDS.cards.length + OBJECTIVES.cards.length, 11);
});

test('the crew resolves Decide Immediately cards one at a time in the order it picks (L71-72)', () => {
  const t = table(3);
  const step = drawObjectives(t.s, { rng: first, emit: () => {} });
  assert.ok(step);
  assert.deepEqual(
    step.k === 'decide' ? step.cards.map((c) => c.card) : [],
    ['armoury', 'distress-call'],
    'the test ship has no objective chamber: only Decide cards',
  );
  start(t, step);
  assert.deepEqual(t.pending(), [1], 'the first crew player speaks for the crew');
  assert.ok(has(t.legal(1), { type: 'decide', card: 'armoury', option: 0 }));
  assert.ok(has(t.legal(1), { type: 'decide', card: 'distress-call', option: 1 }));
  t.act(1, { type: 'decide', card: 'distress-call', option: 0 });
  assert.equal(t.s.tracks.selfDestruct, 26, 'self-destruct +2 from 28');
  assert.equal(t.s.stack.at(-1)?.k, 'place-terror', 'passing 27 (a terror space) resolves at once');
  t.act(0, { type: 'pass' });
  assert.deepEqual(
    t.legal(1).map((a) => a.card),
    ['armoury', 'armoury'],
  );
  t.act(1, { type: 'decide', card: 'armoury', option: 0 });
  assert.equal(t.s.hands[1]?.length, 2, 'the drawer gets the cards');
  assert.equal(t.s.tracks.selfDestruct, 25);
  assert.notEqual(t.s.stack.at(-1)?.k, 'decide');
});

test('Seal the decks: the security door, or a power outage removed', () => {
  const t = table(3);
  t.s.outages = ['mid', 'hyp'];
  start(t, { k: 'decide', cards: [{ card: 'seal-decks', seat: 2 }] });
  assert.ok(has(t.legal(1), { type: 'decide', card: 'seal-decks', option: 1, chamber: 'hyp' }));
  t.act(1, { type: 'decide', card: 'seal-decks', option: 1, chamber: 'hyp' });
  assert.deepEqual(t.s.outages, ['mid']);
});
