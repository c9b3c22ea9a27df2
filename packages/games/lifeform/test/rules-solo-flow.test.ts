import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHARACTERS } from '../src/data/characters.ts';
import { soloLegal, soloPending } from '../src/solo/flow.ts';
import { place, soloTable, topStep } from './solo-fixture.ts';

// Dragon's Domain's decision flow (src/solo/flow.ts): what the player is asked, and when.

test('the character pick offers every character', () => {
  const t = soloTable();
  t.begin({ k: 'character' });
  assert.deepEqual(
    t.legal(),
    CHARACTERS.map((c) => ({ type: 'character', id: c.id })),
  );
});

test('only the player is asked, and nothing once the game is lost', () => {
  const t = soloTable();
  t.begin({ k: 'activity' });
  assert.ok(soloLegal(t.s, 0).length > 0);
  assert.deepEqual(soloLegal(t.s, 1), []);
  assert.deepEqual(soloLegal(t.s, 'system'), []);
  // One minute left and a 30-second token: ticking the clock down blows up the ship.
  t.s.tracks.selfDestruct = 1;
  t.x.tokens.thirty = 1;
  t.begin({ k: 'clock', n: 1 });
  t.act({ type: 'tick' });
  assert.ok(t.s.over);
  assert.deepEqual(soloLegal(t.s, 0), []);
  assert.deepEqual(soloPending(t.s), []);
});

test('a turn leaves nothing behind: after the clock and the android phase only the next turn’s steps are pending', () => {
  const t = soloTable();
  t.x.motion = 'tough';
  t.turn();
  t.act({ type: 'wait' });
  t.act({ type: 'go' });
  assert.deepEqual(t.x.stack, [{ k: 'end-turn' }, { k: 'activity' }]);
});

test('over the hand limit of 7 the player discards until 7 are left', () => {
  const t = soloTable();
  t.s.hands[0] = Array.from({ length: 9 }, () => 'spanner');
  t.begin({ k: 'discard' });
  t.act({ type: 'discard', card: 'spanner' });
  assert.equal(t.s.hands[0]?.length, 8);
  assert.equal(topStep(t)?.k, 'discard', 'still one over');
  t.act({ type: 'discard', card: 'spanner' });
  assert.equal(t.s.hands[0]?.length, 7);
  assert.equal(topStep(t)?.k, 'activity');
});

test('the clock: ticking costs a minute and keeps the 30-second tokens; a token saves one minute of the step', () => {
  const t = soloTable();
  t.s.tracks.selfDestruct = 9;
  t.x.tokens.thirty = 2;
  t.begin({ k: 'clock', n: 1 });
  assert.deepEqual(t.legal(), [{ type: 'tick' }, { type: 'thirty' }]);
  t.act({ type: 'tick' });
  assert.equal(t.s.tracks.selfDestruct, 8);
  assert.equal(t.x.tokens.thirty, 2);
  assert.equal(topStep(t)?.k, 'activity');
  t.begin({ k: 'clock', n: 1 });
  t.act({ type: 'thirty' });
  assert.equal(t.s.tracks.selfDestruct, 8, 'the minute is saved');
  assert.equal(t.x.tokens.thirty, 1);
  assert.equal(topStep(t)?.k, 'activity', 'nothing left of a one-minute step');
  t.x.tokens.thirty = 2;
  t.begin({ k: 'clock', n: 2 });
  t.act({ type: 'thirty' });
  assert.deepEqual(topStep(t), { k: 'clock', n: 1 }, 'one minute of two still to pay');
});

test('the vent icon: a small vent in the Supplies chamber unless it has one; with its mission tokens, in a neighbour for one token', () => {
  const t = soloTable();
  t.begin({ k: 'vent-icon' });
  assert.deepEqual(t.legal(), [{ type: 'vent', chamber: 'sup' }], 'no mission token in Supplies: only there');
  const u = soloTable();
  u.s.missions.sup = 2;
  u.x.extraVents.push('sup');
  u.begin({ k: 'vent-icon' });
  assert.deepEqual(
    u.legal(),
    [
      { type: 'vent', chamber: 'lad', from: 'sup' },
      { type: 'vent', chamber: 'orf', from: 'sup' },
    ],
    'Supplies already vented; its neighbour bvt is a vent',
  );
  u.act({ type: 'vent', chamber: 'lad', from: 'sup' });
  assert.equal(u.s.missions.sup, 1, 'one mission token paid');
  assert.deepEqual(u.x.extraVents, ['sup', 'lad']);
  assert.equal(topStep(u)?.k, 'activity');
});

test('the stowaway icon: a stowaway token aboard, or an energy cell drained instead', () => {
  const t = soloTable();
  t.s.loadout.energy = 2;
  t.begin({ k: 'stowaway-icon' });
  assert.deepEqual(t.legal(), [{ type: 'stowaway' }, { type: 'drain-cell' }]);
  const aboard = t.x.stowawaysAboard;
  t.act({ type: 'stowaway' });
  assert.equal(t.x.stowawaysAboard, aboard + 1);
  assert.equal(t.s.loadout.energy, 2);
  t.begin({ k: 'stowaway-icon' });
  t.act({ type: 'drain-cell' });
  assert.equal(t.x.stowawaysAboard, aboard + 1);
  assert.equal(t.s.loadout.energy, 1);
});

test('the lifeform’s advance asks only when a reduction could be in hand; a proximity alert waits for it', () => {
  const t = soloTable();
  t.x.motion = 'tough';
  t.x.tokens.survival = 0;
  t.begin({ k: 'advance', n: 1 });
  assert.equal(t.x.motion, 'm7', 'no card, no survival token: it moves at once');
  assert.equal(topStep(t)?.k, 'activity');
  const u = soloTable();
  u.x.motion = 'tough';
  u.x.tokens.survival = 0;
  u.s.hands[0] = ['spanner'];
  u.x.alert = 2;
  u.begin({ k: 'advance', n: 1 });
  assert.deepEqual(topStep(u), { k: 'advance', n: 1 }, 'a card in hand: asked');
  assert.equal(u.x.alert, 2, 'the alert waits while the lifeform is still to move');
});

test('hysterical: the player steers the android one chamber nearer, never to one as far; a chit only when it then shares the chamber', () => {
  const t = soloTable();
  place(t, 'lad');
  t.x.variants.hysterical = true;
  t.x.androidMoved = true;
  t.s.android.at = 'cry';
  t.s.android.active = true;
  t.begin({ k: 'hysterical' });
  // cry is 4 steps from lad; coc is 3, dvs also 4.
  assert.deepEqual(t.legal(), [{ type: 'steer', to: 'coc' }]);
  const bag = { ...t.x.bag };
  t.act({ type: 'steer', to: 'coc' });
  assert.equal(t.s.android.at, 'coc');
  assert.deepEqual(t.x.bag, bag, 'not in the player’s chamber: no chit');
  assert.equal(topStep(t)?.k, 'activity', 'one steer');
});
