// The Experience System's arithmetic, rule by rule (002 "Experience System"; the box counts of the log
// sheet from research §2.9): which missions count, campaign points, levels, specialization boxes, what a
// mission does to a log, perfect missions, and what a person is shown of an explorer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summaryOfExplorer } from '../src/experience/summary.ts';
import {
  boxesToNext,
  campaignXp,
  countsForExperience,
  type ExplorerLog,
  levelOf,
  MAX_LEVEL,
  newExplorer,
  perfectMission,
  recordMission,
  specBoxProblem,
  specBoxes,
  standardThreatCount,
} from '../src/experience/xp.ts';
import { MISSION_KINDS, type MissionKind } from '../src/options.ts';
import { outcome } from './round-helpers.ts';

/** The experience that first reaches `level` (sum of the boxes of every level below). */
function xpFor(level: number, hardcore = false): number {
  let xp = 0;
  for (let l = 0; l < level; l++) xp += boxesToNext(l, hardcore);
  return xp;
}

function explorer(level: number, specs: ExplorerLog['specs'] = {}): ExplorerLog {
  return { ...newExplorer('Vega', false), xp: xpFor(level), specs };
}

test('experience counts only for full and double-action missions, never simulations or test runs', () => {
  const counted = MISSION_KINDS.filter(countsForExperience);
  assert.deepEqual([...counted].sort(), ['double', 'double-easy', 'full']);
});

test('the Missions achievements count only the standard threat count: full and double, not the easier double', () => {
  const standard = MISSION_KINDS.filter(standardThreatCount);
  assert.deepEqual([...standard].sort(), ['double', 'full']);
  for (const kind of ['double-easy', 'simulation', 'test-run'] as MissionKind[]) {
    assert.equal(standardThreatCount(kind), false, kind);
  }
});

test('campaign XP: nothing before the first mission; a one-mission campaign is worth a first mission', () => {
  assert.equal(campaignXp(0, 3, 0), 0);
  assert.equal(campaignXp(0, 3, 45), 0, 'the score does not count without a mission flown');
  assert.equal(campaignXp(1, 1, 0), 2);
  assert.equal(campaignXp(1, 1, 25), 4);
  // A campaign quit early: 2 for the first, 4 for each one after; the last of the agreed length gives 6.
  assert.equal(campaignXp(2, 5, 0), 6);
  assert.equal(campaignXp(4, 5, 0), 14);
  assert.equal(campaignXp(5, 5, 0), 20);
  assert.equal(campaignXp(2, 2, 0), 8);
});

test('log sheet: blank boxes 8 + 4 × level; dotted 0, 0, then 4, 7, 10, 13, 16 for levels 2-6, then 4 + 2 × level', () => {
  const normal = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((l) => boxesToNext(l, false));
  const hardcore = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((l) => boxesToNext(l, true));
  assert.deepEqual(hardcore, [8, 12, 16, 20, 24, 28, 32, 36, 40, 44]);
  assert.deepEqual(
    normal.map((n, l) => n - (hardcore[l] as number)),
    [0, 0, 4, 7, 10, 13, 16, 18, 20, 22],
  );
});

test('levels: reached exactly at the sum of the boxes below, one point short stays below; 30 is the top', () => {
  for (const hardcore of [false, true]) {
    for (let level = 1; level <= 12; level++) {
      const at = xpFor(level, hardcore);
      assert.equal(levelOf(at, hardcore), level, `level ${level} hardcore ${hardcore}`);
      assert.equal(levelOf(at - 1, hardcore), level - 1, `just below level ${level} hardcore ${hardcore}`);
    }
  }
  assert.equal(levelOf(0, false), 0);
  assert.equal(levelOf(xpFor(MAX_LEVEL), false), 30);
  assert.equal(levelOf(xpFor(MAX_LEVEL) + 10_000, false), 30, 'experience beyond the top keeps level 30');
});

test('a new explorer: no experience, no clones, no specializations, no missions, no achievements', () => {
  assert.deepEqual(newExplorer('Orion', true), {
    name: 'Orion',
    xp: 0,
    hardcore: true,
    clones: 0,
    dead: false,
    specs: {},
    missions: 0,
    achievements: [],
  });
});

test('specialization boxes: one per explorer level, none left means no new box', () => {
  const log = explorer(2, { rocketeer: 1, 'energy-technician': 1 });
  assert.equal(specBoxes(log), 2);
  assert.match(specBoxProblem(log, 'medic') ?? '', /no unchecked specialization box/);
  assert.equal(specBoxProblem(explorer(3, { rocketeer: 1, 'energy-technician': 1 }), 'medic'), null);
});

test('raising a specialization to level 2 needs explorer level 3', () => {
  assert.match(specBoxProblem(explorer(2, { rocketeer: 1 }), 'rocketeer') ?? '', /level 2 needs explorer level 3/);
  assert.equal(specBoxProblem(explorer(3, { rocketeer: 1 }), 'rocketeer'), null);
  assert.equal(specBoxProblem(explorer(2, { rocketeer: 1 }), 'medic'), null, 'a new one needs no level');
});

test('raising a specialization to level 3 needs explorer level 6; level 3 is the top', () => {
  assert.match(specBoxProblem(explorer(5, { rocketeer: 2 }), 'rocketeer') ?? '', /level 3 needs explorer level 6/);
  assert.equal(specBoxProblem(explorer(6, { rocketeer: 2 }), 'rocketeer'), null);
  assert.equal(specBoxProblem(explorer(7, { rocketeer: 2 }), 'rocketeer'), null);
  assert.match(specBoxProblem(explorer(9, { rocketeer: 3 }), 'rocketeer') ?? '', /top level/);
});

test('a successful mission adds its experience and a mission; the rest of the log is kept, the old log untouched', () => {
  const log: ExplorerLog = {
    ...newExplorer('Lyra', false),
    xp: 10,
    specs: { rocketeer: 1 },
    missions: 3,
    achievements: ['first-jump'],
  };
  const next = recordMission(log, 'full', outcome(true, { total: 27 }));
  assert.equal(next.xp, 14, '2 + 2 for 27 points');
  assert.equal(next.missions, 4);
  assert.deepEqual(next.specs, { rocketeer: 1 });
  assert.deepEqual(next.achievements, ['first-jump']);
  assert.equal(next.clones, 0);
  assert.equal(next.dead, false);
  // The stored log is not changed, nor shared.
  assert.equal(log.missions, 3);
  assert.equal(log.xp, 10);
  next.specs.medic = 1;
  next.achievements.push('x');
  assert.deepEqual(log.specs, { rocketeer: 1 });
  assert.deepEqual(log.achievements, ['first-jump']);
  // A campaign gives its own figure.
  assert.equal(recordMission(log, 'double', outcome(true, { total: 27 }), 12).xp, 22);
});

test('a failed mission costs a clone, or the hardcore explorer; a dead explorer and a simulation change nothing', () => {
  const cloned = recordMission(newExplorer('A', false), 'full', outcome(false));
  assert.deepEqual([cloned.clones, cloned.dead, cloned.xp, cloned.missions], [1, false, 0, 1]);
  const hard = recordMission(newExplorer('B', true), 'double-easy', outcome(false));
  assert.deepEqual([hard.clones, hard.dead, hard.xp, hard.missions], [0, true, 0, 1]);
  const dead = { ...newExplorer('C', true), dead: true };
  assert.equal(recordMission(dead, 'full', outcome(true, { total: 50 })), dead);
  const sim = newExplorer('D', false);
  assert.equal(recordMission(sim, 'simulation', outcome(true, { total: 50 })), sim);
  assert.equal(recordMission(sim, 'test-run', outcome(false)), sim);
});

test('a perfect mission: survived with no damage, no knock-out, no disabled battlebots (a medic penalty allowed)', () => {
  assert.equal(perfectMission(outcome(true, { medicPenalty: 1 })), true);
  assert.equal(perfectMission(outcome(false)), false);
  assert.equal(perfectMission(outcome(true, { damagePenalty: 1 })), false);
  assert.equal(perfectMission(outcome(true, { knockoutPenalty: 2 })), false);
  assert.equal(perfectMission(outcome(true, { botsPenalty: 1 })), false);
});

test("an explorer's summary: its log, its level, and the boxes its level leaves unchecked", () => {
  const log: ExplorerLog = {
    name: 'Deneb',
    xp: xpFor(4) + 3,
    hardcore: false,
    clones: 2,
    dead: false,
    specs: { rocketeer: 2 },
    missions: 9,
    achievements: ['a1', 'a2'],
  };
  const s = summaryOfExplorer('ex-7', log);
  assert.deepEqual(s, {
    id: 'ex-7',
    name: 'Deneb',
    level: 4,
    xp: xpFor(4) + 3,
    hardcore: false,
    dead: false,
    clones: 2,
    missions: 9,
    specs: { rocketeer: 2 },
    freeBoxes: 2,
    achievements: ['a1', 'a2'],
    maxLevel: 30,
  });
  // A copy: the summary does not share the log's lists.
  s.specs.medic = 1;
  s.achievements.push('a3');
  assert.deepEqual(log.specs, { rocketeer: 2 });
  assert.deepEqual(log.achievements, ['a1', 'a2']);
  // More checked boxes than the level (a log edited by hand) leaves none, never a negative count.
  assert.equal(summaryOfExplorer('x', { ...log, xp: 0 }).freeBoxes, 0);
});
