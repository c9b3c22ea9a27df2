import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { determinizeView } from '../src/determinize.ts';
import { viewOf } from '../src/view.ts';
import { has, hunted } from './fixture.ts';

test('module D: the lifeform hides in secret and baits any location but the Engineering Compartment (L3374-3383)', () => {
  const t = hunted();
  assert.deepEqual(t.pending(), [0]);
  assert.equal(t.legal(0).length, 5, 'five shuttle locations');
  t.act(0, { type: 'hide', location: 'cargo' });
  assert.equal(viewOf(t.s, 1).extras.hunt?.myHideout, null, 'the crew does not see it');
  assert.equal(viewOf(t.s, 0).extras.hunt?.myHideout, 'cargo');
  assert.ok(!JSON.stringify(viewOf(t.s, 1)).includes('cargo'), 'nothing in a crew view names it');
  assert.ok(!t.legal(0).some((a) => a.location === 'engineering'));
  t.act(0, { type: 'bait', location: 'cockpit' });
  assert.deepEqual(t.s.extras.hunt?.plan, ['search', 'reveal', 'search', 'search']);
  assert.deepEqual(t.pending(), [1], 'the first disk (Crew 1) searches');
});

test('module D: 5 or more surviving disks go straight to the showdown (L3388-3389)', () => {
  const t = hunted(5);
  assert.equal(t.s.stack.at(-1)?.k, 'fight');
  assert.equal(t.s.extras.hunt, null);
});

test('module D: a find ends the hunt: bait removed, LIFEFORM DISCOVERED, rewards for unused disks (L3418-3421, L3477-3485)', () => {
  const t = hunted();
  t.act(0, { type: 'hide', location: 'cargo' });
  t.act(0, { type: 'bait', location: 'cargo' });
  t.act(1, { type: 'search', location: 'cargo', halon: false });
  const h = t.s.extras.hunt;
  assert.equal(h?.found, true);
  assert.equal(h?.exposed, 'cargo');
  assert.equal(h?.bait, null, 'the 2 hostility tokens leave the game');
  assert.equal(t.s.showdown?.pool.halon, 2, 'Cargo nook discovered: +1 halon (designed)');
  // Two unused disks fill the second zone: 3 tokens (designed as data tokens the crew hands out).
  for (let i = 0; i < 3; i++) t.act(1, { type: 'reward', seat: 2, data: 'claw' });
  assert.deepEqual(t.s.data[2], ['claw', 'claw', 'claw']);
  assert.equal(t.s.stack.at(-1)?.k, 'fight');
});

test('module D: misses apply FAILED CREW SEARCH; the lifeform reveals where it is not; unfound, it takes its reward and matching bait (L3411-3446)', () => {
  const t = hunted();
  t.act(0, { type: 'hide', location: 'cockpit' });
  t.act(0, { type: 'bait', location: 'cockpit' });
  const tokens = t.s.showdown?.hostilityTokens ?? 0;
  t.act(1, { type: 'search', location: 'engineering', halon: false });
  assert.equal(t.s.showdown?.hostilityTokens, tokens + 1, 'Engineering failed search: +1 hostility token (designed)');
  assert.deepEqual(t.pending(), [0], 'the reveal');
  assert.ok(!has(t.legal(0), { location: 'cockpit' }), 'never its own location');
  t.act(0, { type: 'clear', location: 'airlock' });
  assert.deepEqual(t.pending(), [1], 'disks go in turn order: Crew 1\u2019s second');
  t.act(1, { type: 'search', location: 'galley', halon: false });
  assert.deepEqual(t.pending(), [2]);
  t.act(2, { type: 'search', location: 'cargo', halon: false });
  const h = t.s.extras.hunt;
  assert.equal(h?.exposed, 'cockpit', 'shown when the hunt ends');
  // Engineering +1, galley miss (lifeform draws), cargo +1, then bait on its place +2 and Cockpit's reward +1.
  assert.equal(t.s.showdown?.hostilityTokens, tokens + 1 + 1 + 2 + 1);
  assert.equal(t.s.stack.at(-1)?.k, 'fight');
});

test('module D: an unsearched Engineering Compartment kills a crew member; a halon blast searches without a disk (L3395-3400, L3448-3453)', () => {
  const t = hunted(1);
  t.act(0, { type: 'hide', location: 'engineering' });
  t.act(0, { type: 'bait', location: 'cockpit' });
  assert.ok(has(t.legal(1), { type: 'search', location: 'galley', halon: true }));
  assert.equal(t.s.showdown?.pool.halon, 1, 'one full Halon compartment');
  t.act(1, { type: 'search', location: 'galley', halon: true });
  assert.equal(t.s.showdown?.pool.halon, 0);
  assert.deepEqual(t.s.extras.hunt?.plan, ['search'], 'the disk is still to place');
  t.act(1, { type: 'search', location: 'cargo', halon: false });
  assert.deepEqual(t.pending(), [0]);
  t.act(0, { type: 'kill', char: 'motoko' });
  assert.deepEqual(t.s.showdown?.eliminated, [1], 'its last disk: out of the showdown');
  const u = hunted(1);
  u.act(0, { type: 'hide', location: 'engineering' });
  u.act(0, { type: 'bait', location: 'cockpit' });
  u.act(1, { type: 'search', location: 'engineering', halon: true });
  assert.equal(u.s.extras.hunt?.found, true, 'flushed out with halon');
});

test('module D: determinize draws the hiding place only among locations nobody has excluded', () => {
  const t = hunted();
  t.act(0, { type: 'hide', location: 'cockpit' });
  t.act(0, { type: 'bait', location: 'cargo' });
  t.act(1, { type: 'search', location: 'engineering', halon: false });
  t.act(0, { type: 'clear', location: 'airlock' });
  const seen = new Set<string>();
  for (let seed = 1; seed <= 30; seed++) {
    const w = determinizeView(viewOf(t.s, 2), 2, Rng.fromSeed(seed));
    seen.add(w.extras.hunt?.hideout ?? 'none');
  }
  assert.deepEqual([...seen].sort(), ['cargo', 'cockpit', 'galley']);
});
