import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { SEARCH_CRISIS } from '../src/data/crisis-search.ts';
import { gainGoal } from '../src/solo/crisis.ts';
import { HOOKS } from '../src/solo/hooks.ts';
import { soloIconOptions } from '../src/solo/icons.ts';
import { freeOptions } from '../src/solo/turn.ts';
import { soloTable, topStep } from './solo-fixture.ts';

// 13th Passenger module C in the starship stage (rulebook L3300-3349; the life support track's length
// and its later bonuses are designed, src/data/crisis-search.ts).

const on = { ddCrisisSearch: true };
const ctx = () => ({ rng: Rng.fromSeed(2), emit: () => {} });
const full = { weaponry: 6, coolant: 6, energy: 6, spacesuits: 8, halon: 6 };

function effect(kind: string, arg: string, s: Parameters<typeof gainGoal>[0]): void {
  const h = HOOKS.effects[kind];
  assert.ok(h, kind);
  h(s, arg, ctx());
}

test('the life support track stops at its last space; its mission token only with room in the loadout', () => {
  const t = soloTable(on);
  const c = t.x.search;
  assert.ok(c);
  c.sealed = ['galley'];
  t.s.loadout = { ...full };
  effect('seal', 'galley', t.s);
  assert.equal(c.lifeSupport, 1);
  assert.ok(!t.x.stack.some((st) => st.k === 'spare-mission'), 'the loadout is full: no mission token');
  c.lifeSupport = 4;
  const halon = t.x.tokens.halon;
  effect('seal', 'galley', t.s);
  assert.equal(c.lifeSupport, 4, 'the last space');
  assert.equal(t.x.tokens.halon, halon);
  assert.ok(!t.x.stack.some((st) => st.k === 'spare-mission'));
});

test('the spare mission token: placed in a column of the player’s choice, or dropped when none has room', () => {
  const t = soloTable(on);
  t.s.loadout = { ...full, coolant: 5 };
  t.begin({ k: 'spare-mission' });
  assert.deepEqual(t.legal(), [{ type: 'spare', column: 'coolant' }]);
  t.act({ type: 'spare', column: 'coolant' });
  assert.equal(t.s.loadout.coolant, 6);
  assert.equal(topStep(t)?.k, 'activity');
  t.begin({ k: 'spare-mission' });
  assert.equal(topStep(t)?.k, 'activity', 'no room: nothing to ask');
});

test('a kept crisis card counts toward the hand limit of 7', () => {
  const t = soloTable(on);
  const kept = SEARCH_CRISIS.cards.find((c) => c.keep);
  assert.ok(kept);
  t.x.crisisGone[kept.id] = 1;
  t.s.hands[0] = Array.from({ length: 7 }, () => 'spanner');
  t.begin();
  effect('keep', kept.id, t.s);
  assert.deepEqual(t.x.search?.kept, [kept.id]);
  assert.deepEqual(topStep(t), { k: 'discard' });
});

test('the hidden combat zone’s survival token; the umbilicus gained another way frees the clamps, the cat does not', () => {
  const t = soloTable(on);
  effect('zone', 'survival', t.s);
  assert.equal(t.x.search?.zoneSurvival, true);
  gainGoal(t.s, 'cat', ctx());
  assert.equal(t.x.search?.clamps, 0);
  gainGoal(t.s, 'umbilicus', ctx());
  assert.equal(t.x.search?.clamps, 3);
});

test('exhausted: no RUN until stamina returns; other moves go on', () => {
  const t = soloTable(on);
  assert.ok(soloIconOptions(t.s, 'run').length > 0);
  effect('exhausted', '', t.s);
  assert.deepEqual(soloIconOptions(t.s, 'run'), []);
  assert.ok(soloIconOptions(t.s, 'move1').length > 0);
  effect('stamina', 'all', t.s);
  assert.ok(soloIconOptions(t.s, 'run').length > 0);
});

test('the manual unlock is not offered away from the Shuttle Bay', () => {
  const t = soloTable(on);
  t.s.hands[0] = [];
  assert.deepEqual(
    freeOptions(t.s).filter((a) => a.use !== 'trait'),
    [],
  );
});
