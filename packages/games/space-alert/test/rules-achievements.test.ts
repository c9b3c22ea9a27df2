/**
 * How achievements count (002 "Achievements"; the criteria of our designed list in
 * src/experience/achievements.ts), one rule at a time: once a career, one per category (the best-paying,
 * the earlier on a tie), Addiction entries each once, their points joining the experience; the
 * difficulty order; which missions are at the standard threat count; the criteria over the missions
 * of a campaign; and the facts read from one crew member's mission.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type Achievement,
  atLeast,
  type Criterion,
  type MatchFacts,
  type MissionFacts,
  meets,
  missionFacts,
  recordAchievements,
  scoreAchievements,
} from '../src/experience/achievements.ts';
import { newExplorer } from '../src/experience/xp.ts';
import type { CrewSnapshot, PlannedStep, ResolutionOutcome } from '../src/types.ts';

const MISSION: MissionFacts = {
  kind: 'full',
  doubleActions: false,
  common: 'white',
  serious: 'white',
  humans: 4,
  crew: 4,
  survived: true,
  perfect: false,
  worstZone: 1,
  knockedOut: false,
  internalDamage: 0,
  cardsPlayed: 9,
};

function facts(missions: Partial<MissionFacts>[], rest: Partial<MatchFacts> = {}): MatchFacts {
  return {
    missions: missions.map((m) => ({ ...MISSION, ...m })),
    campaign: missions.length,
    survived: true,
    cloned: false,
    flown: 1,
    ...rest,
  };
}

test('Addiction achievements count each once, even met twice', () => {
  const log = newExplorer('Kim', false);
  const a = { id: 'addict', category: 'addiction', points: 1 };
  assert.deepEqual(
    scoreAchievements(log, [a, a]).map((x) => x.id),
    ['addict'],
  );
});

test('one per category: the best-paying, whatever the order; on a tie the first met', () => {
  const log = newExplorer('Kim', false);
  const met: Achievement[] = [
    { id: 'big', category: 'missions', points: 3 },
    { id: 'small', category: 'missions', points: 2 },
    { id: 'tie-1', category: 'hot-shots', points: 2 },
    { id: 'tie-2', category: 'hot-shots', points: 2 },
  ];
  assert.deepEqual(
    scoreAchievements(log, met).map((x) => x.id),
    ['big', 'tie-1'],
  );
});

test('recording: an achievement already checked adds no points again; the rest of the log is kept', () => {
  const log = { ...newExplorer('Kim', false), xp: 10, achievements: ['old'], specs: { medic: 1 as const } };
  const after = recordAchievements(log, [
    { id: 'old', category: 'missions', points: 5 },
    { id: 'new', category: 'hot-shots', points: 4 },
  ]);
  assert.equal(after.xp, 14);
  assert.deepEqual(after.achievements, ['old', 'new']);
  assert.deepEqual(after.specs, { medic: 1 });
  assert.notEqual(after.specs, log.specs, 'a copy');
});

test('difficulty: red threats are as hard as red', () => {
  assert.equal(atLeast('red', 'red'), true);
  assert.equal(atLeast('all', 'red'), false);
});

const mission = (extra: Omit<Extract<Criterion, { kind: 'mission' }>, 'kind'> = {}): Criterion => ({
  kind: 'mission',
  ...extra,
});

test('the easier double-action missions count only for criteria that allow them, and only as double-action missions', () => {
  const easier = mission({ easierTracks: true });
  assert.equal(meets(facts([{ kind: 'double-easy', doubleActions: true }]), easier), true);
  assert.equal(meets(facts([{ kind: 'double-easy', doubleActions: true }]), mission()), false);
  assert.equal(meets(facts([{ kind: 'simulation', doubleActions: true }]), easier), false);
  assert.equal(meets(facts([{ kind: 'full', doubleActions: true }]), easier), false);
});

test('people and crew criteria: the number of people and of crew members must match', () => {
  assert.equal(meets(facts([{ humans: 3 }]), mission({ humans: 3 })), true);
  assert.equal(meets(facts([{ humans: 4 }]), mission({ humans: 3 })), false);
  assert.equal(meets(facts([{ crew: 5 }]), mission({ crew: 5 })), true);
  assert.equal(meets(facts([{ crew: 4 }]), mission({ crew: 5 })), false);
});

test('over a campaign, a mission criterion needs one mission that meets it', () => {
  const c = mission({ perfect: true });
  assert.equal(meets(facts([{}, { perfect: true }, {}]), c), true);
  assert.equal(meets(facts([{}, {}, {}]), c), false);
  const close: Criterion = { kind: 'close-call', zoneDamage: 5 };
  assert.equal(meets(facts([{ worstZone: 5 }, { worstZone: 1 }, { worstZone: 0 }]), close), true);
  const personal: Criterion = { kind: 'personal', knockedOut: true };
  assert.equal(meets(facts([{}, { knockedOut: true }, {}]), personal), true);
  assert.equal(meets(facts([{}, {}, {}]), personal), false);
});

test('a full campaign: every mission at the standard threat count', () => {
  const full: Criterion = { kind: 'campaign' };
  assert.equal(meets(facts([{}, {}, {}]), full), true);
  assert.equal(meets(facts([{}, { kind: 'simulation' }, {}]), full), false);
  const doubles = [
    { kind: 'double', doubleActions: true },
    { kind: 'double-easy', doubleActions: true },
  ] as const;
  assert.equal(meets(facts([...doubles, doubles[0]]), full), false, 'an easier double mission does not count');
  assert.equal(meets(facts([doubles[0], doubles[0], doubles[0]]), full), true);
});

function crewSnap(extra: Partial<CrewSnapshot>): CrewSnapshot {
  return { station: 'upper-white', inSpace: false, knockedOut: false, squad: null, internalDamage: 0, ...extra };
}

test("a mission's facts for one explorer: the worst zone, its own crew member, the cards it placed", () => {
  const zone = (n: number) => ({ reactor: 0, shield: 0, damage: Array(n).fill('shield') });
  const outcome = {
    survived: true,
    destroyed: null,
    lastTurn: 13,
    frames: [],
    score: {} as ResolutionOutcome['score'],
    ship: {
      zones: { red: zone(2), white: zone(4), blue: zone(1) },
      crew: [crewSnap({}), crewSnap({ knockedOut: true, internalDamage: 3 })],
    },
  } as unknown as ResolutionOutcome;
  const step = { kind: 'move', move: 'red' } as PlannedStep;
  const f = missionFacts({
    kind: 'full',
    doubleActions: false,
    common: 'white',
    serious: 'yellow',
    players: 2,
    crew: 4,
    outcome,
    member: 1,
    plan: [step, null, step, null, null, step],
    perfect: false,
  });
  assert.deepEqual(f, {
    kind: 'full',
    doubleActions: false,
    common: 'white',
    serious: 'yellow',
    humans: 2,
    crew: 4,
    survived: true,
    perfect: false,
    worstZone: 4,
    knockedOut: true,
    internalDamage: 3,
    cardsPlayed: 3,
  });
});
