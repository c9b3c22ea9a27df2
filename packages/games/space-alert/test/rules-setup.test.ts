/**
 * A new match, one rule at a time: the crew in player order (the captain first, then clockwise, then the
 * androids), four of the seven trajectory boards, the action deck, the first packets with a heroic card
 * each (an android's beside its board), a solo player holding the whole deck, and Specializations
 * (a draft first; no heroic cards: an android's share goes to the players from the captain on).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, Rng } from '@airlock/engine';
import { HEROIC_CARDS } from '../src/data/cards.ts';
import { startPlanning } from '../src/round/setup.ts';
import { state, table } from './round-helpers.ts';

const isHeroic = (c: string) => c.startsWith('H:');

test('player order: the captain first, the other seats clockwise, then the androids', () => {
  const s = state(table(3, { captain: 1, crew: 5 }));
  assert.deepEqual(s.seats, [1, 2, 0, null, null]);
  assert.deepEqual(s.crewOf, [2, 0, 1]);
  assert.equal(s.crew, 5);
  const four = state(table(4, { captain: 3 }));
  assert.deepEqual(four.seats, [3, 0, 1, 2]);
  assert.deepEqual(four.crewOf, [1, 2, 3, 0]);
});

test('a solo mission: four crew members, all flown by the one player', () => {
  const s = state(table(1));
  assert.equal(s.crew, 4);
  assert.deepEqual(s.seats, [null, null, null, null]);
  assert.equal(s.boards.length, 4);
});

test('four of the seven trajectory boards: one per zone and one for the internal track, all different', () => {
  const seen = new Set<number>();
  for (let seed = 1; seed <= 30; seed++) {
    const tr = Object.values(state(table(2, {}, seed)).trajectories);
    assert.equal(tr.length, 4);
    assert.equal(new Set(tr).size, 4, `seed ${seed}`);
    for (const n of tr) {
      assert.ok(Number.isInteger(n) && n >= 1 && n <= 7);
      seen.add(n);
    }
  }
  assert.equal(seen.size, 7, 'every board is used');
});

test('the first packets: each player holds its packet with one heroic card, each android a heroic card beside its board', () => {
  const s = state(table(2, { crew: 4 }, 3));
  // Two players: 9 cards in phase 1, one of them heroic.
  for (const hand of s.hands) {
    assert.equal(hand.length, 9);
    assert.equal(hand.filter(isHeroic).length, 1);
    assert.deepEqual(hand, [...hand].sort());
  }
  assert.deepEqual(
    s.aside.map((a) => a.length),
    [0, 0, 1, 1],
  );
  const heroics = [...s.hands.flatMap((h) => h.filter(isHeroic)), ...s.aside.flat()];
  assert.equal(new Set(heroics).size, 4, 'four different heroic cards');
  assert.ok(heroics.every((h) => HEROIC_CARDS.some((c) => c.id === h)));
  assert.equal(s.deck.length, 90 - 16, 'the normal cards not dealt stay in the deck');
  assert.deepEqual(s.deck, [...s.deck].sort());
  assert.equal(s.stage, 'planning');
});

test('solo: the one player holds the whole deck and the six heroic cards; with Specializations no heroic card', () => {
  const s = state(table(1, {}, 3));
  assert.equal(s.hands[0]?.length, 96);
  assert.equal(s.hands[0]?.filter(isHeroic).length, 6);
  assert.equal(s.deck.length, 0);
  const spec = state(table(1, { specializations: true, specLevel: 1 }, 3));
  assert.equal(spec.stage, 'draft');
  startPlanning(spec, { rng: Rng.fromSeed(1), emit: () => {} });
  assert.equal(spec.hands[0]?.length, 90);
  assert.equal(spec.hands[0]?.filter(isHeroic).length, 0);
});

test("with Specializations: a draft first, then no heroic cards; an android's card goes to a player, from the captain on", () => {
  const t = table(2, { specializations: true, specLevel: 1, captain: 1 }, 4);
  const s = state(t);
  assert.equal(s.stage, 'draft');
  assert.ok(
    s.hands.every((h) => h.length === 0),
    'no card before the draft ends',
  );
  while (s.stage === 'draft') {
    const p = t.pending()[0];
    if (!p) break;
    t.act(p.actor, t.legal(p.actor)[0] as Action);
  }
  assert.equal(s.stage, 'planning');
  // Two players, two androids: 9 normal cards each, plus one android card each (captain's seat first).
  for (const hand of s.hands) {
    assert.equal(hand.filter(isHeroic).length, 0);
    assert.equal(hand.filter((c) => !c.startsWith('S:')).length, 10);
  }
  assert.deepEqual(
    s.aside.map((a) => a.filter(isHeroic).length),
    [0, 0, 0, 0],
  );
  assert.equal(s.deck.length, 90 - 20);
});

test('one android with three players: its card goes to the captain', () => {
  const t = table(3, { specializations: true, specLevel: 1, captain: 2 }, 4);
  const s = state(t);
  while (s.stage === 'draft') {
    const p = t.pending()[0];
    if (!p) break;
    t.act(p.actor, t.legal(p.actor)[0] as Action);
  }
  const normal = s.hands.map((h) => h.filter((c) => !c.startsWith('S:')).length);
  // Three players: 6 cards each in phase 1; the captain (seat 2) one more.
  assert.deepEqual(normal, [6, 6, 7]);
});

test('new explorers (Experience System, level 0) skip the draft and fly without heroic cards', () => {
  const s = state(table(2, { experience: true, specializations: true, specLevel: 0 }, 4));
  assert.equal(s.stage, 'planning');
  assert.ok(s.hands.every((h) => h.filter(isHeroic).length === 0));
});

test('a new match starts with nothing done: no one ready, empty boards, no specialization, no campaign history', () => {
  const t = table(3, { crew: 5 }, 2);
  const s = state(t);
  assert.deepEqual(s.ready, [false, false, false]);
  assert.deepEqual(s.acts, [0, 0, 0]);
  assert.deepEqual(s.seatPhase, [1, 1, 1]);
  assert.deepEqual(s.transfer, { open: false, sent: [false, false, false] });
  assert.deepEqual(s.specs, [null, null, null, null, null]);
  assert.equal(s.boards.length, 5);
  for (const b of s.boards) assert.deepEqual(b, new Array(12).fill(null));
  assert.deepEqual([s.announced, s.heard, s.gifts], [[], [], []]);
  assert.deepEqual(s.campaign, { mission: 1, scores: [], carried: { red: [], white: [], blue: [] } });
  assert.deepEqual([s.next, s.now, s.phase, s.comms, s.extraAt], [0, 0, 1, true, 0]);
  assert.deepEqual([s.teleport, s.draft, s.outcome, s.result], [null, null, null, null]);
  assert.equal(s.turns, 12);
  assert.deepEqual(s.phaseEnds, [3, 7, 12]);
});
