/**
 * Help in a fight from the other players (L801-812, L877-892), rule by rule: who may offer what, the
 * window that asks them together, and what each kind of help costs the helper.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activeWindow, type ApplyContext, openWindow, Rng } from '@airlock/engine';
import { applyHelp, helpAuto, helpOptions, takeHelp } from '../src/showdown-help.ts';
import { put, type Table, table } from './fixture.ts';

const ctx = (): ApplyContext => ({ rng: Rng.fromSeed(3), emit: () => {} });

/** A fight against Crew 1 under way at the showdown. */
function fight(players: number): Table {
  const t = table(players);
  t.s.stage = 'showdown';
  t.s.showdown = {
    pool: { remora: 0, halon: 0 },
    hostilityTokens: 0,
    lastTarget: null,
    fight: { target: 1, faceDown: 'stalk', tokens: 0, final: false, icons: ['claw'] },
    eliminated: [],
  };
  return t;
}

const NO_HELP = { type: 'help', cat: false, data: [], sacrifice: 0 };

test('no fight, no help; a plain survivor with one character can only decline', () => {
  const t = fight(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 2, 'rem');
  assert.deepEqual(helpOptions(t.s, 2), [NO_HELP]);
  (t.s.showdown as { fight: unknown }).fight = null;
  assert.deepEqual(helpOptions(t.s, 2), []);
});

test('a survivor with two characters may give one up, never the target itself', () => {
  const t = fight(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'reyes', 1, 'rem');
  put(t, 'palmer', 2, 'rem');
  put(t, 'okafor', 2, 'rem');
  assert.deepEqual(helpOptions(t.s, 2), [NO_HELP, { ...NO_HELP, sacrifice: 1 }]);
  assert.deepEqual(helpOptions(t.s, 1), [NO_HELP], 'the target answers with its own defence');
  t.s.showdown?.eliminated.push(2);
  assert.deepEqual(helpOptions(t.s, 2), [NO_HELP], 'an eliminated player is no survivor');
});

test('the cat: only its controller may remove it, and only with the cat aboard', () => {
  const t = fight(3);
  put(t, 'palmer', 2, 'rem');
  t.s.extras.cat = { at: 'rem', cards: [], stamp: -1 };
  assert.deepEqual(helpOptions(t.s, 2), [NO_HELP], 'no cat player at this table');
  t.s.roles[2] = 'cat';
  assert.deepEqual(helpOptions(t.s, 2), [NO_HELP, { ...NO_HELP, cat: true }]);
  t.s.extras.cat.at = 'bay';
  assert.deepEqual(helpOptions(t.s, 2), [NO_HELP], 'the cat left on the ship');
});

test('SIS-TER spends any set of its data tokens', () => {
  const t = fight(3);
  t.s.roles[2] = 'sister';
  t.s.data[2] = ['claw', 'fang'];
  const opts = helpOptions(t.s, 2).map((a) => a.data);
  assert.equal(opts.length, 4);
  assert.deepEqual(opts[0], []);
  assert.ok(opts.some((d) => JSON.stringify(d) === '["claw","fang"]'));
  t.s.data[2] = [];
  assert.deepEqual(helpOptions(t.s, 2), [NO_HELP]);
});

test('the help window opens only for players with a real choice, and closes once all have answered', () => {
  const t = fight(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 2, 'rem');
  t.s.stack = [{ k: 'fight' }, { k: 'help', opened: false }];
  const step = { opened: false };
  assert.equal(helpAuto(t.s, step), true, 'nobody can help: the step goes');
  assert.deepEqual(t.s.stack, [{ k: 'fight' }]);
  assert.equal(t.s.windows.length, 0);
  put(t, 'okafor', 2, 'rem');
  t.s.stack = [{ k: 'fight' }, { k: 'help', opened: false }];
  assert.equal(helpAuto(t.s, step), false, 'Crew 2 may give up a character: wait for it');
  assert.equal(step.opened, true);
  assert.equal(activeWindow(t.s.windows)?.kind, 'help');
  assert.equal(helpAuto(t.s, step), false, 'still waiting');
  assert.equal(t.s.stack.length, 2);
  applyHelp(t.s, 2, NO_HELP, ctx());
  assert.equal(helpAuto(t.s, step), true);
  assert.equal(t.s.windows.length, 0, 'the window is closed');
  assert.deepEqual(t.s.stack, [{ k: 'fight' }]);
  t.s.stack = [{ k: 'fight' }, { k: 'help', opened: true }];
  assert.equal(helpAuto(t.s, { opened: true }), true, 'no window left: the step goes');
  assert.deepEqual(t.s.stack, [{ k: 'fight' }]);
  t.s.stack = [{ k: 'fight' }, { k: 'help', opened: true }];
  openWindow(t.s.windows, 'other', [1], 'parallel');
  assert.equal(helpAuto(t.s, { opened: true }), true, 'another window on top is not the help window');
  assert.equal(t.s.windows.length, 1, 'and it is left alone');
});

test('what help costs: the cat leaves (its controller out at 3-4 players), data tokens are spent, a character dies', () => {
  const t = fight(4);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 2, 'rem');
  put(t, 'okafor', 2, 'rem');
  t.s.roles[3] = 'sister';
  t.s.data[3] = ['claw', 'fang', 'tail'];
  t.s.extras.cat = { at: 'rem', cards: [], stamp: -1 };
  t.s.roles[2] = 'crew';
  assert.throws(() => applyHelp(t.s, 2, NO_HELP, ctx()), /no help window/);
  openWindow(t.s.windows, 'help', [2, 3], 'parallel');
  applyHelp(t.s, 3, { ...NO_HELP, data: ['fang'] }, ctx());
  assert.deepEqual(t.s.data[3], ['claw', 'tail'], 'exactly the token spent');
  assert.equal(t.s.roles[3], 'sister', 'tokens left: still in');
  applyHelp(t.s, 2, { ...NO_HELP, sacrifice: 1 }, ctx());
  assert.deepEqual(
    t.s.chars.filter((c) => c.owner === 2).map((c) => [c.id, c.alive, c.at]),
    [
      ['palmer', true, 'rem'],
      ['okafor', false, null],
    ],
  );
  assert.deepEqual(takeHelp(t.s), { wild: 1, data: ['fang'] });
  assert.deepEqual(t.s.extras.help, { wild: 0, data: [] }, 'taken once');
  openWindow(t.s.windows, 'help', [2, 3], 'parallel');
  applyHelp(t.s, 2, { ...NO_HELP, sacrifice: 1 }, ctx());
  assert.equal(t.s.extras.help.wild, 0, 'no second character left to give');
  applyHelp(t.s, 3, { ...NO_HELP, data: ['claw', 'tail'] }, ctx());
  assert.equal(t.s.roles[3], 'out', 'the last tokens spent');
  openWindow(t.s.windows, 'help', [2], 'parallel');
  t.s.roles[2] = 'cat';
  applyHelp(t.s, 2, { ...NO_HELP, cat: true }, ctx());
  assert.equal(t.s.extras.cat.at, null);
  assert.equal(t.s.roles[2], 'out', 'at 4 players the cat player is out');
  assert.equal(t.s.extras.help.wild, 1);
  t.s.extras.cat = null;
  openWindow(t.s.windows, 'help', [1], 'parallel');
  applyHelp(t.s, 1, { ...NO_HELP, cat: true }, ctx());
  assert.equal(t.s.extras.help.wild, 1, 'no cat in play: nothing removed');
  assert.equal(t.s.roles[1], 'crew');
});
