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
  assert.deepEqual(
    t
      .legal(1)
      .filter((a) => a.option === 1)
      .map((a) => a.chamber),
    ['hyp', 'mid'],
    'the outages in name order',
  );
  assert.ok(has(t.legal(1), { type: 'decide', card: 'seal-decks', option: 1, chamber: 'hyp' }));
  t.act(1, { type: 'decide', card: 'seal-decks', option: 1, chamber: 'hyp' });
  assert.deepEqual(t.s.outages, ['mid']);
});

test('the secret objectives drawn are kept in name order, whatever the draw order (L69-73)', () => {
  const t = table(4);
  t.s.map = 'valley-forge';
  // A generator that always takes the last card in id order: vent-plasma, then seal-decks, then reroute-power.
  const last = { int: (_lo: number, hi: number) => hi, pick: <T>(a: T[]) => a[a.length - 1] as T } as never;
  const step = drawObjectives(t.s, { rng: last, emit: () => {} });
  assert.deepEqual(
    t.s.objectives.map((o) => o.id),
    ['reroute-power', 'vent-plasma'],
  );
  assert.ok(t.s.objectives.every((o) => !o.done));
  assert.deepEqual(step, { k: 'decide', cards: [{ card: 'seal-decks', seat: 2 }] });
});

test('Distress call’s second option: the lifeform draws a card and the clock stays; Armoury’s second: one card, no minute', () => {
  const t = table(3);
  t.s.hands[0] = [];
  t.s.hands[1] = [];
  start(t, {
    k: 'decide',
    cards: [
      { card: 'distress-call', seat: 1 },
      { card: 'armoury', seat: 1 },
    ],
  });
  const clock = t.s.tracks.selfDestruct;
  t.act(1, { type: 'decide', card: 'distress-call', option: 1 });
  assert.equal(t.s.hands[0]?.length, 1, 'the lifeform draws one');
  assert.equal(t.s.tracks.selfDestruct, clock);
  assert.equal(t.s.stack.at(-1)?.k, 'decide', 'one card still to resolve');
  t.act(1, { type: 'decide', card: 'armoury', option: 1 });
  assert.equal(t.s.hands[1]?.length, 1);
  assert.equal(t.s.tracks.selfDestruct, clock, 'no minute for the single card');
  assert.ok(!t.s.stack.some((x) => x.k === 'decide'), 'both resolved: the step is gone');
});

test('Seal the decks’ first option: the security door, full-lock side up, on any link the icon allows', () => {
  const t = table(3);
  start(t, { k: 'decide', cards: [{ card: 'seal-decks', seat: 2 }] });
  const doors = t.legal(1).filter((a) => a.option === 0);
  assert.ok(doors.length > 1, 'a choice of links');
  assert.ok(doors.every((a) => typeof a.link === 'number'));
  const link = doors[1]?.link as number;
  t.act(1, { type: 'decide', card: 'seal-decks', option: 0, link });
  assert.deepEqual(t.s.door, { link, half: false, bulkhead: null });
});

test('no Decide Immediately card drawn: no decision step (L69-73)', () => {
  const t = table(4);
  t.s.map = 'valley-forge';
  // Always the second card in id order: black-box, bypass-relays, course-lock (all secret objectives).
  const second = { int: (lo: number) => lo + 1, pick: <T>(a: T[]) => a[1] as T } as never;
  assert.equal(drawObjectives(t.s, { rng: second, emit: () => {} }), null);
  assert.deepEqual(
    t.s.objectives.map((o) => o.id),
    ['black-box', 'bypass-relays', 'course-lock'],
  );
});
