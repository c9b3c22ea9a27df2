/**
 * Card piles and hands one rule at a time: a hand is kept in name order (its order tells nothing of
 * when a card came); an empty pile takes its discards before a draw (our reading); an empty pile and
 * empty discards draw nothing and use no chance; the drawer alone learns the cards, the others how
 * many; a terror card drawn goes to its discards.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ApplyContext, type GameEvent, Rng } from '@airlock/engine';
import { drawCrew, drawTerror, lifeformDraws, subsets, takeFrom, uniq } from '../src/piles.ts';
import { table } from './fixture.ts';

function ctxOf(rng = Rng.fromSeed(9)): ApplyContext & { events: GameEvent[] } {
  const events: GameEvent[] = [];
  return { rng, emit: (e) => void events.push(e), events };
}

test('cards drawn join the hand in name order, the crew’s and the lifeform’s alike', () => {
  const t = table(3);
  t.s.hands[1] = ['sprint'];
  t.s.piles.crew = { 'first-aid': 1, spanner: 1 };
  assert.equal(drawCrew(t.s, 1, 2, ctxOf()), 2);
  assert.deepEqual(t.s.hands[1], ['first-aid', 'spanner', 'sprint']);
  t.s.hands[0] = ['stalk'];
  t.s.piles.lifeform = { dread: 1, ambush: 1 };
  lifeformDraws(t.s, 2, ctxOf());
  assert.deepEqual(t.s.hands[0], ['ambush', 'dread', 'stalk']);
});

test('an empty pile takes its discards first; with both empty nothing is drawn and no chance is used', () => {
  const t = table(3);
  t.s.hands[1] = [];
  t.s.piles.crew = {};
  t.s.discards.crew = { spanner: 2 };
  assert.equal(drawCrew(t.s, 1, 1, ctxOf()), 1);
  assert.deepEqual(t.s.hands[1], ['spanner']);
  assert.deepEqual(t.s.piles.crew, { spanner: 1 });
  assert.deepEqual(t.s.discards.crew, {});
  const dry = table(3);
  dry.s.hands[1] = ['sprint'];
  dry.s.piles.crew = {};
  dry.s.discards.crew = {};
  const rng = Rng.fromSeed(4);
  const ctx = ctxOf(rng);
  assert.equal(drawCrew(dry.s, 1, 2, ctx), 0);
  assert.deepEqual(dry.s.hands[1], ['sprint']);
  assert.equal(rng.draws, 0, 'no chance used');
  assert.deepEqual(ctx.events, [], 'nothing to tell');
  assert.equal(takeFrom({}, rng), null);
  assert.equal(rng.draws, 0);
});

test('a drawn kind that runs out leaves the pile; what is left keeps its count', () => {
  const pile: Record<string, number> = { spanner: 1, sprint: 2 };
  const rng = Rng.fromSeed(1);
  const seen: string[] = [];
  for (let i = 0; i < 3; i++) seen.push(takeFrom(pile, rng) as string);
  assert.deepEqual(seen.sort(), ['spanner', 'sprint', 'sprint']);
  assert.deepEqual(pile, {}, 'no kind left at zero');
  const two: Record<string, number> = { spanner: 1, sprint: 1 };
  const got = takeFrom(two, Rng.fromSeed(2)) as string;
  assert.deepEqual(two, got === 'spanner' ? { sprint: 1 } : { spanner: 1 });
});

test('the drawer learns the cards; the others learn how many', () => {
  const t = table(3);
  t.s.hands[2] = [];
  t.s.piles.crew = { spanner: 2 };
  const ctx = ctxOf();
  drawCrew(t.s, 2, 2, ctx);
  assert.equal(ctx.events.length, 1);
  const e = ctx.events[0] as GameEvent & { to?: number[]; public?: { data?: { count?: number } } };
  assert.deepEqual(e.to, [2]);
  assert.deepEqual(e.data, { cards: ['spanner', 'spanner'] });
  assert.equal(e.public?.data?.count, 2);
  const l = table(3);
  l.s.hands[0] = [];
  l.s.piles.lifeform = { dread: 1 };
  const lctx = ctxOf();
  lifeformDraws(l.s, 1, lctx);
  const le = lctx.events[0] as GameEvent & { to?: number[]; public?: { data?: { count?: number } } };
  assert.deepEqual(le.to, [0]);
  assert.equal(le.public?.data?.count, 1);
  const none = ctxOf();
  l.s.piles.lifeform = {};
  l.s.discards.lifeform = {};
  lifeformDraws(l.s, 1, none);
  assert.deepEqual(none.events, [], 'no card, no event');
});

test('a terror card drawn goes to the terror discards; an empty terror pile takes them back first (L400-403)', () => {
  const t = table(3);
  t.s.terrorPile = { klaxon: 1 };
  t.s.discards.terror = {};
  assert.equal(drawTerror(t.s, Rng.fromSeed(3)), 'klaxon');
  assert.deepEqual(t.s.terrorPile, {});
  assert.deepEqual(t.s.discards.terror, { klaxon: 1 });
  assert.equal(drawTerror(t.s, Rng.fromSeed(3)), 'klaxon', 'the discards come back');
  assert.deepEqual(t.s.discards.terror, { klaxon: 1 });
  t.s.terrorPile = {};
  t.s.discards.terror = {};
  assert.equal(drawTerror(t.s, Rng.fromSeed(3)), null);
  assert.deepEqual(t.s.discards.terror, {});
});

test('a hand’s distinct cards in name order, sorted or not; the distinct sub-hands of one in name order', () => {
  assert.deepEqual(uniq(['spanner', 'spanner', 'sprint']), ['spanner', 'sprint']);
  assert.deepEqual(uniq(['sprint', 'first-aid', 'sprint']), ['first-aid', 'sprint']);
  assert.deepEqual(uniq(['b', 'a']), ['a', 'b']);
  assert.deepEqual(subsets(['b', 'a', 'b'], 2), [[], ['a'], ['a', 'b'], ['b'], ['b', 'b']]);
});
