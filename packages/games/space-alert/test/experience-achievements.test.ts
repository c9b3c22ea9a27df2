/**
 * The designed achievements (src/data/achievements.ts): every entry has a match that earns it and
 * one that does not; the difficulty order of 002; the facts read from a real resolution.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACHIEVEMENTS } from '../src/data/achievements.ts';
import {
  atLeast,
  combinedDifficulty,
  type MatchFacts,
  type MissionFacts,
  metAchievements,
  missionFacts,
  scoreAchievements,
} from '../src/experience/achievements.ts';
import { newExplorer } from '../src/experience/xp.ts';
import { threatEngine } from '../src/threats/index.ts';
import { run } from './resolution-helpers.ts';

/** A plain successful full mission with four people, white threats, some damage. */
const MISSION: MissionFacts = {
  kind: 'full',
  doubleActions: false,
  common: 'white',
  serious: 'white',
  humans: 4,
  crew: 5,
  survived: true,
  perfect: false,
  worstZone: 2,
  knockedOut: false,
  internalDamage: 0,
  cardsPlayed: 10,
};
const DOUBLE: Partial<MissionFacts> = { kind: 'double', doubleActions: true };

function match(mission: Partial<MissionFacts> = {}, rest: Partial<MatchFacts> = {}): MatchFacts {
  return { missions: [{ ...MISSION, ...mission }], campaign: 1, survived: true, cloned: false, flown: 3, ...rest };
}
function campaign(n: number, last: Partial<MissionFacts> = {}, flown = n): MatchFacts {
  const missions = Array.from({ length: flown }, (_, i) => ({ ...MISSION, ...(i === flown - 1 ? last : {}) }));
  return { missions, campaign: n, survived: true, cloned: false, flown: 3 };
}

/** For every achievement: a match that earns it, and a close one that does not. */
const CASES: Record<string, { earns: MatchFacts; not: MatchFacts }> = {
  'scrambled-alert': { earns: match({ common: 'white-yellow', serious: 'yellow' }), not: match() },
  'fantastic-four': { earns: match({ crew: 4 }), not: match({ crew: 5 }) },
  'double-trouble': {
    earns: match({ ...DOUBLE, kind: 'double-easy' }),
    not: match(),
  },
  'double-quartet': { earns: match({ ...DOUBLE, crew: 4, humans: 2 }), not: match({ crew: 4, humans: 2 }) },
  'double-scramble': {
    earns: match({ ...DOUBLE, common: 'all', serious: 'all' }),
    not: match({ ...DOUBLE, kind: 'double-easy', common: 'all', serious: 'all' }),
  },
  'double-yellow': {
    earns: match({ ...DOUBLE, common: 'yellow', serious: 'red' }),
    not: match({ ...DOUBLE, common: 'all', serious: 'all' }),
  },
  'double-random': {
    earns: match({ ...DOUBLE, common: 'all', serious: 'red' }),
    not: match({ ...DOUBLE, common: 'yellow', serious: 'yellow' }),
  },
  'not-even-a-scratch': { earns: match({ perfect: true }), not: match({ perfect: true, kind: 'simulation' }) },
  'perfect-double': { earns: match({ ...DOUBLE, perfect: true }), not: match({ ...DOUBLE }) },
  'full-campaign': { earns: campaign(3), not: campaign(3, {}, 2) },
  'perfect-campaign': { earns: campaign(3, { perfect: true }), not: campaign(3) },
  'transgalactic-tour': { earns: campaign(5), not: campaign(3) },
  'hanging-by-a-thread': { earns: match({ worstZone: 5 }), not: match({ worstZone: 4 }) },
  'woke-up-at-home': { earns: match({ knockedOut: true }), not: match() },
  troubleshooter: { earns: match({ internalDamage: 6 }), not: match({ internalDamage: 5 }) },
  'lazy-bum': { earns: match({ cardsPlayed: 3 }), not: match({ cardsPlayed: 4 }) },
  'is-it-still-me': {
    earns: match({ survived: false }, { survived: false, cloned: true }),
    not: match({ survived: false }, { survived: false, cloned: false }),
  },
  regular: { earns: match({}, { flown: 10 }), not: match({}, { flown: 9 }) },
  'old-hand': { earns: match({}, { flown: 25 }), not: match({}, { flown: 24 }) },
};

test('every designed achievement has a case that earns it and one that does not', () => {
  assert.deepEqual(Object.keys(CASES).sort(), ACHIEVEMENTS.map((a) => a.id).sort());
  for (const a of ACHIEVEMENTS) {
    const c = CASES[a.id];
    assert.ok(c);
    assert.ok(metAchievements(c.earns, [a]).length === 1, `${a.id} is earned`);
    assert.ok(metAchievements(c.not, [a]).length === 0, `${a.id} is not earned`);
  }
});

test('ids are unique; names, categories and points are set', () => {
  assert.equal(new Set(ACHIEVEMENTS.map((a) => a.id)).size, ACHIEVEMENTS.length);
  for (const a of ACHIEVEMENTS) assert.ok(a.name.length > 0 && a.category.length > 0 && a.points > 0);
});

test('a failed match earns only from the Addiction category', () => {
  const failed = match({ survived: false, perfect: true, worstZone: 5 }, { survived: false, cloned: true, flown: 25 });
  const ids = metAchievements(failed, ACHIEVEMENTS).map((a) => a.id);
  assert.deepEqual(ids, ['is-it-still-me', 'regular', 'old-hand']);
});

test("002's example: a perfect four-player double-action mission meets its five named achievements", () => {
  const m = match({ ...DOUBLE, perfect: true, crew: 4, humans: 4, worstZone: 0 });
  const names: string[] = metAchievements(m, ACHIEVEMENTS).map((a) => a.name);
  for (const n of ['Perfect Double', 'Not Even a Scratch', 'Double Quartet', 'Fantastic Four', 'Double Trouble'])
    assert.ok(names.includes(n), n);
  // One per category: the Missions category gives the best-paying one the explorer may take.
  const veteran = { ...newExplorer('Ann', false), xp: 400 };
  const scored = scoreAchievements(veteran, metAchievements(m, ACHIEVEMENTS));
  assert.deepEqual(
    scored.map((a) => a.id),
    ['perfect-double'],
  );
});

test('difficulty order (002): all colours meet Double Random and Double Scramble, not Double Yellow', () => {
  assert.ok(atLeast('all', 'all') && atLeast('all', 'white-yellow') && !atLeast('all', 'yellow'));
  assert.ok(!atLeast('yellow', 'all') && atLeast('red', 'yellow') && atLeast('red', 'all'));
  assert.equal(combinedDifficulty('yellow', 'all'), 'white-yellow', 'neither is easier: their common ground');
  assert.equal(combinedDifficulty('red', 'yellow'), 'yellow', 'the lower of the two');
  assert.equal(combinedDifficulty('white', 'red'), 'white');
});

test('mission facts come from the resolution: own damage to internal threats, knock-out, cards played', () => {
  // Crew 1 takes the upper blue squad and attacks Troopers in upper red (return fire disables it).
  const { out } = run(
    {
      plans: ['> C < < X', 'C - - C - - - C'],
      threats: [{ threat: 'I2-03', turn: 4, zone: 'internal', unconfirmed: false }],
      trajectories: { red: 1, white: 2, blue: 3, internal: 7 },
    },
    threatEngine,
  );
  const plan = ['>', 'C', '<', '<', 'X'];
  const f = missionFacts({
    kind: 'full',
    doubleActions: false,
    common: 'white',
    serious: 'white',
    players: 2,
    crew: 4,
    outcome: out,
    member: 0,
    plan: plan.map(() => ({ kind: 'move', move: 'red' }) as const),
    perfect: false,
  });
  assert.equal(f.internalDamage, 1);
  assert.equal(f.cardsPlayed, 5);
  assert.equal(f.knockedOut, false);
  assert.equal(out.ship.crew[1]?.internalDamage, 0);
});
