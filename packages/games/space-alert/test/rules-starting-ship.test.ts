/**
 * The resolution's starting position, one rule at a time: energy (1 in each shield, 3 in the central
 * reactor and 2 in each side reactor), 3 fuel capsules and 3 rockets, the two battlebot squads in
 * their stations, the crew on the bridge, damage carried from the last mission of a campaign, each
 * program as long as the mission, unconfirmed reports only with five, the phases; and the distance
 * bands and stations the rules read.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createState, internalTakes, lastTurn, rangeOf, sameStation, station } from '../src/state.ts';
import { threatEngine } from '../src/threats/index.ts';
import type { ResolutionInput } from '../src/types.ts';
import { board, place } from './threats-helpers.ts';

function input(over: Partial<ResolutionInput> = {}): ResolutionInput {
  return {
    crew: 4,
    plans: Array.from({ length: 4 }, () => new Array(12).fill(null)),
    threats: [],
    trajectories: { red: 1, white: 2, blue: 3, internal: 4 },
    options: {},
    ...over,
  };
}

test('the ship starts with 1 in each shield, 3 in the central reactor, 2 in each side one, 3 capsules and 3 rockets', () => {
  const s = createState(input());
  const z = s.ship.zones;
  assert.deepEqual(
    [z.red.shield, z.white.shield, z.blue.shield, z.red.reactor, z.white.reactor, z.blue.reactor],
    [1, 1, 1, 2, 3, 2],
  );
  assert.deepEqual([s.ship.fuel, s.ship.rockets], [3, 3]);
  for (const k of ['red', 'white', 'blue'] as const) {
    assert.deepEqual([z[k].damage, z[k].damageFactor, z[k].blind, z[k].tempShield], [[], 1, false, 0]);
  }
  assert.deepEqual(
    s.ship.bots.map((b) => [b.home, b.leader, b.disabled]),
    [
      [station('blue', 'upper'), null, false],
      [station('red', 'lower'), null, false],
    ],
  );
  assert.deepEqual([s.ship.sealed, s.ship.shieldsMode], [{ redWhite: false, whiteBlue: false }, 'normal']);
  assert.deepEqual(s.trajectories, { red: 1, white: 2, blue: 3, internal: 4 });
  assert.deepEqual([s.turn, s.destroyed, s.threats], [1, null, []]);
});

test('the crew starts on the bridge, aboard, with no squad, no mark and nothing done', () => {
  const s = createState(input());
  assert.equal(s.crew.length, 4);
  for (const c of s.crew) {
    assert.deepEqual(
      [c.station, c.inSpace, c.knockedOut, c.squad, c.carried, c.prepared, c.specialUsed, c.marks, c.delays],
      [station('white', 'upper'), false, false, null, null, false, 0, {}, 0],
    );
  }
});

test("damage carried from a campaign's last mission starts on the ship, a copy of it", () => {
  const carried = { red: ['shield' as const], white: [], blue: ['lift' as const, 'reactor' as const] };
  const s = createState(input({ options: { carriedDamage: carried } }));
  assert.deepEqual(s.ship.zones.blue.damage, ['lift', 'reactor']);
  assert.deepEqual(s.ship.zones.red.damage, ['shield']);
  s.ship.zones.red.damage.push('lift');
  assert.deepEqual(carried.red, ['shield']);
});

test("each crew member's program runs the mission's turns: a short one is filled with empty turns, a long one cut", () => {
  const s = createState(
    input({
      plans: [new Array(12).fill(null), [null, null], new Array(14).fill(null), []],
    }),
  );
  assert.deepEqual(
    s.crew.map((c) => c.plan.length),
    [12, 12, 12, 12],
  );
  assert.equal(s.ship.observers.length, 14, 'an observer count for each turn and two more');
  const missing = createState(input({ plans: [new Array(12).fill(null)] }));
  assert.deepEqual(missing.crew[3]?.plan, new Array(12).fill(null), 'a crew member without a program plans nothing');
});

test('phases: 3, 7 and 12 for a full mission, 3 and 7 for a test run of 7 turns, or the ones given', () => {
  assert.deepEqual(createState(input()).phaseEnds, [3, 7, 12]);
  const short = createState(input({ plans: Array.from({ length: 4 }, () => new Array(7).fill(null)) }));
  assert.deepEqual([short.phaseEnds, lastTurn(short)], [[3, 7], 7]);
  const given = createState(input({ options: { phaseEnds: [4, 8, 12] } }));
  assert.deepEqual(given.phaseEnds, [4, 8, 12]);
  assert.equal(lastTurn(createState(input())), 12);
});

test('unconfirmed reports are scheduled only with a crew of five', () => {
  const threats = [
    { threat: 'E1-07', turn: 1, zone: 'red' as const, unconfirmed: false },
    { threat: 'E1-01', turn: 2, zone: 'blue' as const, unconfirmed: true },
  ];
  assert.deepEqual(
    createState(input({ threats })).schedule.map((t) => t.threat),
    ['E1-07'],
  );
  const five = createState(
    input({ crew: 5, threats, plans: Array.from({ length: 5 }, () => new Array(12).fill(null)) }),
  );
  assert.deepEqual(
    five.schedule.map((t) => t.threat),
    ['E1-07', 'E1-01'],
  );
});

test('distance bands: squares 1-5 range 1, 6-10 range 2, 11 on range 3', () => {
  assert.deepEqual([1, 5, 6, 10, 11, 15].map(rangeOf), [1, 1, 2, 2, 3, 3]);
});

test('the same station is the same zone and the same deck', () => {
  assert.equal(sameStation(station('red', 'upper'), station('red', 'upper')), true);
  assert.equal(sameStation(station('red', 'upper'), station('red', 'lower')), false);
  assert.equal(sameStation(station('red', 'upper'), station('blue', 'upper')), false);
});

test('a crew action reaches the internal threats only once one has entered the board', () => {
  const ctx = board();
  const calls: number[] = [];
  ctx.threats = {
    ...threatEngine,
    crewAction: (_c, crew) => {
      calls.push(crew);
      return true;
    },
  };
  const fighter = place(ctx, 'E1-07', 'red');
  assert.equal(internalTakes(ctx, 0, 'A', 1), false, 'an external threat takes no repair');
  const waiting = place(ctx, 'I1-01', 'internal');
  waiting.state = 'pending';
  assert.equal(internalTakes(ctx, 1, 'A', 1), false, 'not yet on the board');
  waiting.state = 'active';
  assert.equal(internalTakes(ctx, 2, 'A', 1), true);
  assert.deepEqual(calls, [2]);
  void fighter;
});
