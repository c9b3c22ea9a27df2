/**
 * Campaigns and the end of a match (002 "Campaign"; base rules; the designed parts in campaign.ts): a
 * mission's points without its damage penalty, the campaign's score with the last damage penalty once,
 * the captain's choice between missions, what the next mission starts from (a fresh round, the same
 * specializations, the damage carried less one tile per zone), and the result of a match.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, type ApplyContext, Rng } from '@airlock/engine';
import { afterMission, campaignChoice, campaignScore, missionPoints } from '../src/round/campaign.ts';
import type { SaState } from '../src/round/state.ts';
import type { Zone } from '../src/types.ts';
import { outcome, state, table, toResolution } from './round-helpers.ts';

const quiet = () => ({ rng: Rng.fromSeed(4), emit: () => {} }) as unknown as ApplyContext;
const none: Record<Zone, string[]> = { red: [], white: [], blue: [] };

test("a mission's points leave out its damage penalty; the campaign takes the last mission's penalty once", () => {
  assert.equal(missionPoints(outcome(true, { total: 12, damagePenalty: 5 })), 17);
  const s = state(table(2, { campaign: 3 }));
  s.campaign.scores = [17, 9, 20];
  assert.equal(campaignScore(s, outcome(true, { damagePenalty: 6 })), 40);
});

test('a single mission survived: the match ends, everyone wins with the score, experience by the score', () => {
  const t = table(3, {}, 5);
  toResolution(t);
  const s = state(t);
  const o = outcome(true, { total: 23 });
  afterMission(s, o, none, quiet());
  assert.equal(s.stage, 'over');
  assert.equal(s.outcome, o);
  assert.deepEqual(s.result?.ranks, [1, 1, 1]);
  assert.deepEqual(s.result?.winners, [0, 1, 2]);
  assert.deepEqual(s.result?.details, { survived: true, score: 23, missions: 1, xp: 4, perfect: true });
  assert.match(s.result?.summary ?? '', /jumps home: score 23/);
});

test('a simulation gives no experience, whatever the score', () => {
  const t = table(2, { mission: 'simulation' }, 5);
  toResolution(t);
  const s = state(t);
  afterMission(s, outcome(true, { total: 30, damagePenalty: 2 }), none, quiet());
  assert.equal(s.result?.details?.xp, 0);
  assert.equal(s.result?.details?.perfect, false, 'damage spoils a perfect mission');
});

test('a lost ship ends the match: nobody wins, score 0, no experience', () => {
  const t = table(2, {}, 5);
  toResolution(t);
  const s = state(t);
  afterMission(s, outcome(false, { total: 30 }), none, quiet());
  assert.equal(s.stage, 'over');
  assert.deepEqual(s.result?.ranks, [2, 2]);
  assert.deepEqual(s.result?.winners, []);
  assert.deepEqual(s.result?.details, { survived: false, score: 0, missions: 1, xp: 0 });
  assert.match(s.result?.summary ?? '', /destroyed on turn 7\.$/);
});

test("between missions: the captain decides; each mission's points and the ship's damage are kept", () => {
  const t = table(2, { campaign: 3 }, 6);
  toResolution(t);
  const s = state(t);
  afterMission(
    s,
    outcome(true, { total: 10, damagePenalty: 3 }),
    { red: ['shield', 'lift'], white: [], blue: ['reactor'] },
    quiet(),
  );
  assert.equal(s.stage, 'between');
  assert.equal(s.result, null);
  assert.deepEqual(s.campaign.scores, [13]);
  assert.deepEqual(s.campaign.carried, { red: ['shield', 'lift'], white: [], blue: ['reactor'] });
});

/** A match in its first mission of a campaign, with the round's state played on. */
function between(): SaState {
  const t = table(3, { campaign: 3, specializations: true, specLevel: 1 }, 8);
  const s = state(t);
  // Finish the draft: every crew member takes its first offer.
  while (s.stage === 'draft') {
    const p = t.pending()[0];
    if (!p) break;
    t.act(p.actor, t.legal(p.actor)[0] as Action);
  }
  toResolution(t);
  afterMission(s, outcome(true, { total: 10 }), { red: ['shield', 'lift'], white: ['reactor'], blue: [] }, quiet());
  assert.equal(s.stage, 'between');
  return s;
}

test('flying on: a fresh round of the next mission, the same specializations with their cards again', () => {
  const s = between();
  const specs = structuredClone(s.specs);
  assert.ok(specs.some((x) => x !== null));
  s.comms = false;
  s.extraAt = 2;
  s.gifts = [{ from: 0, to: 1, card: 'A|red' }];
  s.transfer = { open: true, sent: [true, false, true] };
  s.next = 9;
  s.now = 123_000;
  s.phase = 3;
  s.seatPhase = [4, 4, 4];
  s.ready = [true, true, true];
  s.acts = [3, 1, 2];
  campaignChoice(s, true, quiet());
  assert.equal(s.campaign.mission, 2);
  assert.equal(s.stage, 'planning');
  assert.deepEqual([s.next, s.now, s.phase], [0, 0, 1]);
  assert.deepEqual(s.seatPhase, [1, 1, 1]);
  assert.deepEqual(s.ready, [false, false, false]);
  assert.deepEqual(s.acts, [0, 0, 0]);
  assert.deepEqual(s.gifts, []);
  assert.deepEqual(s.transfer, { open: false, sent: [false, false, false] });
  assert.equal(s.comms, true);
  assert.deepEqual([s.heard, s.announced, s.extraAt, s.outcome], [[], [], 0, null]);
  assert.ok(s.boards.every((b) => b.length === s.turns && b.every((x) => x === null)));
  assert.deepEqual(s.specs, specs, 'no new draft');
  // Each player holds its special card again, with the first packet of the new mission.
  for (let seat = 0; seat < 3; seat++) {
    const member = s.crewOf[seat] as number;
    const sp = s.specs[member];
    if (sp) assert.ok(s.hands[seat]?.includes(`S:${sp.spec}`), `seat ${seat}`);
  }
  // The whole deck is back but for the dealt cards.
  const dealt = s.hands.reduce((n, h) => n + h.filter((c) => !c.startsWith('S:')).length, 0);
  assert.equal(s.deck.length + dealt, 90);
  assert.deepEqual(s.deck, [...s.deck].sort());
  // Damage carried: each zone repairs its earliest tile.
  assert.deepEqual(s.campaign.carried, { red: ['lift'], white: [], blue: [] });
  // Four different trajectories, one per zone and one internal.
  const tr = Object.values(s.trajectories);
  assert.equal(new Set(tr).size, 4);
  assert.ok(tr.every((n) => n >= 1 && n <= 7));
  assert.ok(s.timeline.length > 0);
});

test('stopping between missions ends the campaign as a success with the points so far', () => {
  const s = between();
  campaignChoice(s, false, quiet());
  assert.equal(s.stage, 'over');
  assert.equal(s.result?.details?.missions, 1);
  assert.equal(s.result?.details?.score, 10);
  assert.match(s.result?.summary ?? '', /after 1 mission: score 10/);
  assert.deepEqual(s.result?.winners, [0, 1, 2]);
});

test("the Teleporter's tokens start the next mission with the Teleporter again; without one there are none", () => {
  const s = between();
  s.specs[1] = { spec: 'teleporter', level: 1 };
  s.specs[0] = { spec: 'medic', level: 1 };
  s.teleport = { source: 3, destination: 0 };
  campaignChoice(s, true, quiet());
  assert.deepEqual(s.teleport, { source: 1, destination: 1 });
  const plain = between();
  plain.teleport = null;
  campaignChoice(plain, true, quiet());
  assert.equal(plain.teleport, null);
});

test("an android's cards beside its board: only its special cards again, nothing left from the last mission", () => {
  const s = between();
  const android = s.seats.indexOf(null);
  assert.ok(android >= 0);
  s.aside[android] = ['H:A|upper-red', 'left-over'];
  campaignChoice(s, true, quiet());
  const sp = s.specs[android];
  assert.deepEqual(s.aside[android], sp ? [`S:${sp.spec}`] : []);
  assert.ok(s.aside.every((a, m) => m === android || a.length === 0));
});
