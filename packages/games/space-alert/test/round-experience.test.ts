import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import {
  boxesToNext,
  campaignXp,
  levelOf,
  missionXp,
  newExplorer,
  perfectMission,
  recordMission,
  specBoxProblem,
} from '../src/experience/xp.ts';
import { recordAchievements, scoreAchievements } from '../src/experience/achievements.ts';
import { afterMission } from '../src/round/campaign.ts';
import { resolutionInput } from '../src/round/resolve.ts';
import { snapshotOf } from '../src/resolution/snapshot.ts';
import { createState } from '../src/state.ts';
import type { ResolutionOutcome } from '../src/types.ts';
import { refused, state, table, toResolution } from './round-helpers.ts';

function outcome(survived: boolean, total: number, damage = 0): ResolutionOutcome {
  return {
    survived,
    destroyed: survived ? null : { turn: 6, zone: 'red', cause: 'damage' },
    lastTurn: survived ? 13 : 6,
    frames: [],
    score: {
      threats: [],
      destroyedPoints: total + damage,
      survivedPoints: 0,
      visualConfirmation: 0,
      bonus: 0,
      damagePenalty: damage,
      knockoutPenalty: 0,
      botsPenalty: 0,
      medicPenalty: 0,
      total,
    },
    ship: snapshotOf(
      createState({
        crew: 4,
        plans: [],
        threats: [],
        trajectories: { red: 1, white: 2, blue: 3, internal: 4 },
        options: {},
      }),
    ),
  };
}

test('mission XP: 2 plus one per full 10 points (002 table)', () => {
  assert.deepEqual([0, 9, 10, 19, 20, 29, 41].map(missionXp), [2, 2, 3, 3, 4, 4, 6]);
});

test('campaign XP: 2 / 6 / 12 for 1 / 2 / 3 missions; 2 / 6 / 10 / 14 / 20 for five, plus the score', () => {
  assert.deepEqual(
    [1, 2, 3].map((k) => campaignXp(k, 3, 0)),
    [2, 6, 12],
  );
  assert.deepEqual(
    [1, 2, 3, 4, 5].map((k) => campaignXp(k, 5, 0)),
    [2, 6, 10, 14, 20],
  );
  assert.equal(campaignXp(3, 3, 35), 15);
});

test('levels: 8 boxes make level 1; hardcore explorers skip the dotted boxes', () => {
  assert.equal(levelOf(7, false), 0);
  assert.equal(levelOf(8, false), 1);
  assert.equal(boxesToNext(1, false), 12);
  assert.equal(boxesToNext(2, false), 20);
  assert.equal(boxesToNext(2, true), 16);
  assert.equal(levelOf(8 + 12 + 20, false), 3);
  assert.equal(levelOf(8 + 12 + 16, true), 3);
  assert.equal(levelOf(1e6, false), 30);
});

test('a failed mission costs a clone, or a hardcore explorer; simulations count for nothing', () => {
  const cloned = recordMission(newExplorer('Ana', false), 'full', outcome(false, 0));
  assert.equal(cloned.clones, 1);
  assert.equal(cloned.dead, false);
  assert.equal(recordMission(newExplorer('Bo', true), 'full', outcome(false, 0)).dead, true);
  assert.equal(recordMission(newExplorer('Cy', false), 'full', outcome(true, 24)).xp, 4);
  assert.equal(recordMission(newExplorer('Cy', false), 'simulation', outcome(true, 24)).xp, 0);
});

test('specialization boxes: one per level; level 2 of one needs level 3, level 3 needs level 6', () => {
  const log = { ...newExplorer('Di', false), xp: 8 + 12 };
  assert.equal(specBoxProblem(log, 'medic'), null);
  log.specs = { medic: 1 };
  assert.match(specBoxProblem(log, 'medic') ?? '', /needs explorer level 3/);
  assert.equal(specBoxProblem(log, 'mechanic'), null);
  log.specs = { medic: 1, mechanic: 1 };
  assert.match(specBoxProblem(log, 'rocketeer') ?? '', /no unchecked specialization box/);
});

test('a perfect mission has no damage, no knock-out, no disabled battlebots', () => {
  assert.equal(perfectMission(outcome(true, 20)), true);
  assert.equal(perfectMission(outcome(true, 20, 1)), false);
  assert.equal(perfectMission(outcome(false, 0)), false);
});

const ctx = { rng: Rng.fromSeed(1), emit: () => {} };

test('a campaign: damage carries over less one tile per zone; the score and XP come at the end', () => {
  const t = table(2, { campaign: 3 }, 5);
  toResolution(t);
  const s = state(t);
  afterMission(s, outcome(true, 17, 3), { red: ['shield', 'lift'], white: [], blue: ['reactor'] }, ctx);
  assert.equal(s.stage, 'between');
  assert.deepEqual(
    t.pending().map((p) => p.actor),
    [0],
  );
  assert.deepEqual(t.legal(0), [
    { type: 'campaign', go: true },
    { type: 'campaign', go: false },
  ]);
  t.act(0, { type: 'campaign', go: true });
  const s2 = state(t);
  assert.equal(s2.campaign.mission, 2);
  assert.equal(s2.stage, 'planning');
  assert.deepEqual(s2.campaign.carried, { red: ['lift'], white: [], blue: [] });
  assert.equal(s2.hands[0]?.length, 9, 'a fresh deal');
  assert.equal(s2.heard.length, 0);
  toResolution(t);
  assert.deepEqual(resolutionInput(s2).options.carriedDamage, { red: ['lift'], white: [], blue: [] });
  afterMission(s2, outcome(true, 8, 4), { red: ['lift', 'shield'], white: ['reactor'], blue: [] }, ctx);
  t.act(0, { type: 'campaign', go: false });
  const r = t.result();
  // (17 + 3) + (8 + 4) points, less the last mission's damage penalty 4.
  assert.equal(r?.details?.score, 28);
  assert.equal(r?.details?.missions, 2);
  assert.equal(r?.details?.xp, campaignXp(2, 3, 28));
  assert.match(r?.summary ?? '', /campaign ends after 2 missions: score 28/);
  assert.equal(r?.winners.length, 2);
});

test('the whole campaign fails with the ship', () => {
  const t = table(2, { campaign: 3 }, 6);
  toResolution(t);
  afterMission(state(t), outcome(true, 10), { red: [], white: [], blue: [] }, ctx);
  t.act(0, { type: 'campaign', go: true });
  toResolution(t);
  afterMission(state(t), outcome(false, 0), { red: [], white: [], blue: [] }, ctx);
  const r = t.result();
  assert.equal(r?.winners.length, 0);
  assert.equal(r?.details?.score, 0);
  assert.match(r?.summary ?? '', /on mission 2 of the campaign/);
});

test('only the captain chooses between missions', () => {
  const t = table(3, { campaign: 3, captain: 1 }, 7);
  toResolution(t);
  afterMission(state(t), outcome(true, 10), { red: [], white: [], blue: [] }, ctx);
  refused(t, 0, { type: 'campaign', go: true }, /no decision is waiting/);
  refused(t, 1, { type: 'campaign', go: 'yes' }, /choose whether to fly the next mission/);
  t.act(1, { type: 'campaign', go: false });
  assert.ok(t.result());
});

test('achievements: once a career, one per category (Addiction apart), 2+ and 5+ gates', () => {
  const log = { ...newExplorer('Eve', false), achievements: ['old'] };
  const met = [
    { id: 'old', category: 'missions', points: 5 },
    { id: 'a', category: 'missions', points: 2 },
    { id: 'b', category: 'missions', points: 3 },
    { id: 'c', category: 'hot-shots', points: 4, gate: 2 as const },
    { id: 'd', category: 'addiction', points: 1 },
    { id: 'e', category: 'addiction', points: 1 },
  ];
  assert.deepEqual(
    scoreAchievements(log, met).map((a) => a.id),
    ['d', 'e', 'b'],
  );
  const higher = { ...log, xp: 8 + 12 };
  assert.ok(scoreAchievements(higher, met).some((a) => a.id === 'c'));
  const after = recordAchievements(log, scoreAchievements(log, met));
  assert.equal(after.xp, 5);
  assert.deepEqual(after.achievements, ['old', 'd', 'e', 'b']);
});
