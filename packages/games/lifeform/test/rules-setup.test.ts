/**
 * Setup one rule at a time (rulebook L1-81): tracks at their start spaces by player count, the
 * 2-player overheating token, the hands dealt, three character disks offered to each crew player,
 * vent tokens, mission tokens by chamber number, the evolution tokens, and the order of the lifeform's
 * placements (an outage per deck, twice at 4 players, two images, a calibration, a terror token on C
 * deck, then at 2 players the cat).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { CHARACTERS } from '../src/data/characters.ts';
import { CREW_DECK, LIFEFORM_DECK } from '../src/data/cards.ts';
import { VALLEY_FORGE } from '../src/data/map.ts';
import { LOADOUT } from '../src/data/tracks.ts';
import { createState } from '../src/setup.ts';
import { total } from '../src/state.ts';

const make = (players: number, options: Record<string, unknown> = {}, seed = 1) =>
  createState({ players, options: options as never, rng: Rng.fromSeed(seed) }, 'valley-forge');

test('tracks start by player count: self-destruct at 25, 28 or the START space; hostility at its designed start; the others at 0 (L16-22, L47-48)', () => {
  for (const [players, sd, hostility] of [
    [2, 25, 3],
    [3, 28, 2],
    [4, 31, 0],
  ] as const) {
    const s = make(players);
    assert.deepEqual(
      s.tracks,
      { selfDestruct: sd, hostility, malfunction: 0, cocoon: 0, claw: 0 },
      `${players} players`,
    );
    assert.equal(s.stage, 'setup');
    assert.deepEqual(s.loadout, { weaponry: 0, coolant: 0, energy: 0, spacesuits: 0, halon: 0 });
    assert.equal(
      s.overheating,
      players === 2 ? LOADOUT.overheatingStart : 0,
      'the overheating token at 2 players only',
    );
    assert.deepEqual(s.android, { at: null, status: 0, active: false, deviated: false });
    assert.deepEqual([s.laser, s.flamethrower, s.flamethrowerTaken], ['engineering', 'loadout', false]);
  }
});

test('hands: each crew player and the lifeform draw 3 from their own decks, which keep the rest (L26-29, L49-52)', () => {
  const s = make(4);
  assert.deepEqual(
    s.hands.map((h) => h.length),
    [3, 3, 3, 3],
  );
  const crewCards = CREW_DECK.cards.reduce((n, c) => n + c.count, 0);
  const lifeformCards = LIFEFORM_DECK.cards.reduce((n, c) => n + c.count, 0);
  assert.equal(total(s.piles.crew), crewCards - 9);
  assert.equal(total(s.piles.lifeform), lifeformCards - 3);
  for (const c of s.hands[0] ?? []) assert.ok(LIFEFORM_DECK.cards.some((d) => d.id === c));
  for (const c of s.hands[1] ?? []) assert.ok(CREW_DECK.cards.some((d) => d.id === c));
});

test('the draft: three different disks offered to each crew player, none to the lifeform; all crew seats choose at once (L30-35)', () => {
  const s = make(4, {}, 9);
  assert.deepEqual(s.offers[0], []);
  const offered = s.offers.slice(1).flat();
  assert.equal(offered.length, 9);
  assert.equal(new Set(offered).size, 9, 'no disk offered twice');
  for (const id of offered) assert.ok(CHARACTERS.some((c) => c.id === id));
  for (const o of s.offers.slice(1)) assert.deepEqual(o, [...o].sort());
  assert.deepEqual(s.draft?.seats, [1, 2, 3]);
  assert.deepEqual(s.roles, ['out', 'crew', 'crew', 'crew']);
  assert.deepEqual(s.chars, []);
});

test('the lifeform’s placements in order: an outage on decks A, B and C (twice at 4 players), two images, a calibration, a terror token; then at 2 players the cat (L44-45, L55-67)', () => {
  const order = (players: number) =>
    [...make(players).stack].reverse().map((x) => (x.k === 'setup-outage' ? `outage-${x.deck}` : x.k));
  assert.deepEqual(order(3), [
    'draft',
    'outage-A',
    'outage-B',
    'outage-C',
    'setup-image',
    'setup-image',
    'calibrate',
    'setup-terror',
  ]);
  assert.deepEqual(order(4).slice(1, 7), ['outage-A', 'outage-B', 'outage-C', 'outage-A', 'outage-B', 'outage-C']);
  assert.equal(order(4).length, 11);
  assert.equal(order(2).at(-1), 'cat-place');
  assert.equal(order(2).length, 9);
});

test('vent tokens: 1, or 2 at 4 players; mission tokens as numbered in each chamber; the images aside (L12-14, L55-56)', () => {
  assert.deepEqual(
    [2, 3, 4].map((n) => make(n).vents),
    [1, 1, 2],
  );
  const s = make(3);
  const numbered = Object.fromEntries(
    VALLEY_FORGE.chambers.filter((c) => c.missions > 0).map((c) => [c.id, c.missions]),
  );
  assert.deepEqual(s.missions, numbered);
  assert.ok(Object.keys(numbered).length > 0);
  assert.deepEqual(
    s.images.map((i) => [i.at, i.removed]),
    [
      [null, false],
      [null, false],
      [null, false],
    ],
  );
});

test('evolution tokens: one of the seven leaves unseen, the other six go two to each section (L2196-2209)', () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    const s = make(3, { evolution: true }, seed);
    assert.ok(s.evolution);
    assert.equal(s.evolution.track.length, 3);
    for (const sec of s.evolution.track) {
      assert.equal(sec.length, 2);
      assert.deepEqual(sec, [...sec].sort(), 'each section’s pair in token order');
    }
    assert.equal(new Set(s.evolution.track.flat()).size, 6);
    assert.deepEqual(s.evolution.held, []);
  }
  assert.equal(make(3).evolution, null, 'off unless chosen');
});

test('nothing is decided yet at setup: no objective, nobody agreeing to a launch, no stowaway card, no 1-2 minute card kept (L68-81)', () => {
  const s = make(3);
  assert.deepEqual([s.objectives, s.agreed, s.stowaway, s.finalCard, s.lifeformSurvival], [[], [], null, false, false]);
});
