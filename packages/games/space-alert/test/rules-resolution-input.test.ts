/**
 * What the action round hands to the resolution, one rule at a time: the announced threats in order,
 * each called card right after its caller with its call letter, ignored reports left out; the boards as
 * planned steps; damage carried into a campaign's later mission only; and the damage the resolution
 * leaves, kept for the next mission.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ApplyContext, Rng } from '@airlock/engine';
import { callsIn } from '../src/missions/threat-decks.ts';
import { resolutionInput, resolve, threatsOf } from '../src/round/resolve.ts';
import { state, table } from './round-helpers.ts';

test('the announced threats in order, a called card right after its caller, ignored reports left out', () => {
  assert.deepEqual(
    threatsOf([
      { turn: 2, zone: 'red', serious: false, unconfirmed: false, threat: 'E1-07' },
      { turn: 3, zone: 'blue', serious: false, unconfirmed: true, threat: null },
      {
        turn: 4,
        zone: 'internal',
        serious: true,
        unconfirmed: true,
        threat: 'SI3-102',
        calls: { threat: 'E1-01', letter: 2 },
      },
      { turn: 5, zone: 'white', serious: false, unconfirmed: false, threat: 'E1-02', calls: null },
    ]),
    [
      { threat: 'E1-07', turn: 2, zone: 'red', unconfirmed: false },
      { threat: 'SI3-102', turn: 4, zone: 'internal', unconfirmed: true },
      { threat: 'E1-01', turn: 4, zone: 'internal', unconfirmed: false, called: 2 },
      { threat: 'E1-02', turn: 5, zone: 'white', unconfirmed: false },
    ],
  );
});

test('what a card calls in: an external or internal threat, or nothing', () => {
  assert.equal(callsIn('SE3-104'), 'internal');
  assert.equal(callsIn('SE3-105'), 'external');
  assert.equal(callsIn('E1-07'), null);
  assert.equal(callsIn('no-such-card'), null);
});

test('the boards become planned steps; frames on by default', () => {
  const s = state(table(3));
  (s.boards[0] as unknown[])[1] = { c: 'A|red', top: 'action' };
  const input = resolutionInput(s);
  assert.equal(input.plans.length, 4);
  assert.equal(input.plans[0]?.[0], null);
  assert.notEqual(input.plans[0]?.[1], null);
  assert.equal(input.options.frames, true);
  assert.equal(resolutionInput(s, false).options.frames, false);
});

test("damage carries into a campaign's later missions only", () => {
  const s = state(table(3, { campaign: 3 }));
  s.campaign.carried = { red: ['shield'], white: [], blue: ['lift'] };
  assert.equal(resolutionInput(s).options.carriedDamage, undefined, 'the first mission starts clean');
  s.campaign.mission = 2;
  assert.deepEqual(resolutionInput(s).options.carriedDamage, { red: ['shield'], white: [], blue: ['lift'] });
});

test("the resolution plays the mission to its end and keeps the ship's damage for the campaign's next mission", () => {
  const t = table(2, { campaign: 3 });
  const s = state(t);
  // Mission 2 of the campaign, with no threat announced: the damage carried in is all the ship has.
  s.campaign.mission = 2;
  s.campaign.carried = { red: ['shield'], white: ['lift', 'reactor'], blue: ['structural'] };
  s.announced = [];
  resolve(s, { rng: Rng.fromSeed(3), emit: () => {} } as unknown as ApplyContext);
  assert.equal(s.outcome?.survived, true);
  assert.equal(s.outcome?.lastTurn, 13, 'the resolution ran to the jump');
  assert.equal(s.stage, 'between');
  assert.deepEqual(s.campaign.carried, { red: ['shield'], white: ['lift', 'reactor'], blue: ['structural'] });
  assert.deepEqual(s.outcome?.ship.zones.white.damage, ['lift', 'reactor']);
});
