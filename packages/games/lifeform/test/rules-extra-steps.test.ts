/**
 * The entry points of the cat, SIS-TER, showdown help, Decide Immediately and 13th Passenger steps
 * (extra-steps.ts): who is asked at each, and the sentence the table shows for each of their actions.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, type ApplyContext, openWindow, Rng } from '@airlock/engine';
import { applyFree, describeExtra, extraActors, extraAuto, extraOptions } from '../src/extra-steps.ts';
import { initExtras } from '../src/extras.ts';
import { put, table } from './fixture.ts';

const ctx = (): ApplyContext => ({ rng: Rng.fromSeed(3), emit: () => {} });

const SENTENCES: [Action, string | null][] = [
  [{ type: 'cat-place', chamber: 'gal' }, "Put the ship's cat in gal"],
  [{ type: 'cat', card: 'prowl' }, 'Play the cat card Prowl'],
  [{ type: 'cat', card: 'prowl', to: 'mid' }, 'Play the cat card Prowl to mid'],
  [{ type: 'cat', card: 'spook', chamber: 'coc' }, 'Play the cat card Spook in coc'],
  [{ type: 'cat', card: 'hiss', image: 'i2' }, 'Play the cat card Hiss on image 2'],
  [{ type: 'cat', card: 'fetch', seat: 2 }, 'Play the cat card Fetch for Crew 2'],
  [{ type: 'cat-home' }, 'Send the cat aboard the Remora and drop its cards'],
  [{ type: 'cat-move', to: 'hyp' }, 'Move the cat to hyp'],
  [{ type: 'role-advance', token: 1 }, 'Advance board token 2'],
  [{ type: 'sister', card: 'lockdown', link: 0 }, 'Run Lockdown between gal and hyp'],
  [{ type: 'sister', card: 'lockdown', link: 99 }, 'Run Lockdown'],
  [{ type: 'sister', card: 'databurst', data: 'claw' }, 'Run Data burst (a claw data token)'],
  [{ type: 'sister', card: 'supply' }, 'Run Supply routing'],
  [{ type: 'regain', card: 'hiss' }, 'Take back Hiss'],
  [{ type: 'help', cat: false, data: [], sacrifice: 0 }, 'Do not help'],
  [{ type: 'help', cat: true, data: [], sacrifice: 0 }, 'Help: the cat'],
  [{ type: 'help', cat: false, data: ['claw', 'fang'], sacrifice: 0 }, 'Help: claw data, fang data'],
  [{ type: 'help', cat: true, data: ['claw'], sacrifice: 1 }, 'Help: the cat, claw data, a character'],
  [{ type: 'help', cat: false, data: [], sacrifice: 1 }, 'Help: a character'],
  [{ type: 'decide', card: 'seal-decks', option: 1 }, 'Seal the decks: option 2'],
  [{ type: 'hide', location: 'cargo' }, 'Hide Cargo nook'],
  [{ type: 'bait', location: 'galley' }, 'Bait Shuttle galley'],
  [{ type: 'clear', location: 'cockpit' }, 'Clear Cockpit'],
  [{ type: 'search', location: 'airlock', halon: true }, 'Search Aft airlock with a halon blast'],
  [{ type: 'search', location: 'somewhere' }, 'Search somewhere'],
  [{ type: 'kill', char: 'motoko' }, 'Kill Motoko'],
  [{ type: 'reward', seat: 1, data: 'claw' }, 'Give Crew 1 a claw token'],
  [{ type: 'move', moves: [] }, null],
];

test('each action of these parts reads as a sentence in printed names; base actions are left to the base game', () => {
  const t = table(3);
  for (const [a, sentence] of SENTENCES) {
    const got = describeExtra(t.s, a);
    assert.equal(got, sentence, JSON.stringify(a));
  }
});

test("who is asked: the seat named by the step; the help window's waiting seats once opened; the first crew seat for a Decide card; nobody at automatic steps", () => {
  const t = table(4);
  assert.deepEqual(extraActors(t.s, { k: 'cat-place', seat: 2 }), [2]);
  assert.deepEqual(extraActors(t.s, { k: 'regain', seat: 3, role: 'sister' }), [3]);
  assert.deepEqual(extraActors(t.s, { k: 'help', opened: false }), []);
  assert.deepEqual(extraActors(t.s, { k: 'help', opened: true }), [], 'no window open');
  openWindow(t.s.windows, 'other', [1], 'parallel');
  assert.deepEqual(extraActors(t.s, { k: 'help', opened: true }), [], 'another window');
  openWindow(t.s.windows, 'help', [2, 3], 'parallel');
  assert.deepEqual(extraActors(t.s, { k: 'help', opened: true }), [2, 3]);
  assert.deepEqual(extraActors(t.s, { k: 'decide', cards: [] }), [1]);
  assert.deepEqual(extraActors(t.s, { k: 'asteroid' }), []);
  assert.deepEqual(extraActors(t.s, { k: 'hunt-next' }), []);
});

test('a seat not asked has no options; the cat is placed in a vent chamber, at 3-4 players an empty one', () => {
  const two = table(2);
  put(two, 'motoko', 1, 'ven');
  assert.deepEqual(extraOptions(two.s, 1, { k: 'cat-place', seat: 1 }), [
    { type: 'cat-place', chamber: 'ven' },
    { type: 'cat-place', chamber: 'coc' },
  ]);
  assert.deepEqual(extraOptions(two.s, 0, { k: 'cat-place', seat: 1 }), [], 'the lifeform is not asked');
  const three = table(3);
  put(three, 'motoko', 1, 'ven');
  assert.deepEqual(extraOptions(three.s, 2, { k: 'cat-place', seat: 2 }), [{ type: 'cat-place', chamber: 'coc' }]);
  three.s.extras.boards.cat = { tokens: [0, 0], supply: [], discard: ['hiss', 'hiss'] };
  three.s.roles[2] = 'cat';
  assert.deepEqual(extraOptions(three.s, 2, { k: 'regain', seat: 2, role: 'cat' }), [{ type: 'regain', card: 'hiss' }]);
});

test('automatic steps: the asteroid token turns, a step with no answer goes, a step with answers waits', () => {
  const t = table(3);
  t.s.extras = initExtras(3, { asteroid: true });
  t.s.extras.asteroid = { struck: 0, imminent: 2, over: false };
  t.s.stack = [{ k: 'asteroid' }];
  assert.equal(extraAuto(t.s, { k: 'asteroid' }, ctx()), true);
  assert.deepEqual(t.s.stack, []);
  assert.deepEqual(t.s.extras.asteroid, { struck: 0, imminent: 1, over: false });
  const regain = { k: 'regain' as const, seat: 2, role: 'cat' as const };
  t.s.extras.boards.cat = { tokens: [0, 0], supply: ['hiss'], discard: [] };
  t.s.roles[2] = 'cat';
  t.s.stack = [{ k: 'fight' }, regain];
  assert.equal(extraAuto(t.s, regain, ctx()), true, 'nothing to take back');
  assert.deepEqual(t.s.stack, [{ k: 'fight' }]);
  t.s.extras.boards.cat = { tokens: [0, 0], supply: [], discard: ['hiss'] };
  t.s.stack = [{ k: 'fight' }, regain];
  assert.equal(extraAuto(t.s, regain, ctx()), false);
  assert.equal(t.s.stack.length, 2);
  t.s.stack = [{ k: 'fight' }, { k: 'help', opened: false }];
  assert.equal(extraAuto(t.s, { k: 'help', opened: false }, ctx()), true, 'no fight: nobody helps');
  assert.deepEqual(t.s.stack, [{ k: 'fight' }]);
});

test("a role player's free action ends its turn, except the cat's move; a 2-player cat card leaves the turn going", () => {
  const t = table(3);
  t.s.roles[2] = 'cat';
  t.s.extras.cat = { at: 'ven', cards: [], stamp: -1 };
  t.s.extras.boards.cat = { tokens: [0, 0], supply: [], discard: [] };
  t.s.stack = [{ k: 'fight' }, { k: 'activity', seat: 2 }];
  assert.equal(applyFree(t.s, 2, { type: 'move', moves: [] }, ctx()), false, 'not a free action');
  assert.equal(t.s.stack.length, 2);
  assert.equal(applyFree(t.s, 2, { type: 'cat-move', to: 'hyp' }, ctx()), true);
  assert.equal(t.s.extras.cat.at, 'hyp');
  assert.equal(t.s.stack.length, 2, 'the move leaves the turn going');
  assert.equal(applyFree(t.s, 2, { type: 'role-advance', token: 0 }, ctx()), true);
  assert.deepEqual(t.s.extras.boards.cat.tokens, [1, 0]);
  assert.deepEqual(t.s.stack, [{ k: 'fight' }], 'the advance ends the turn');
  t.s.roles[1] = 'sister';
  t.s.extras.boards.sister = { tokens: [0, 0], supply: [], discard: [] };
  t.s.stack = [{ k: 'fight' }, { k: 'activity', seat: 1 }];
  applyFree(t.s, 1, { type: 'role-advance', token: 1 }, ctx());
  assert.deepEqual(t.s.stack, [{ k: 'fight' }], 'so does the SIS-TER player');
  t.s.roles[1] = 'crew';
  t.s.extras.boards.cat = null;
  t.s.stack = [{ k: 'fight' }, { k: 'activity', seat: 1 }];
  assert.equal(applyFree(t.s, 1, { type: 'cat-home' }, ctx()), true);
  assert.equal(t.s.stack.length, 2, "a crew player's cat card leaves the turn going");
});
