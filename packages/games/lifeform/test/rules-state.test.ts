/**
 * The state's shared helpers (state.ts, solo/state.ts): piles of interchangeable cards counted by kind,
 * the seats, characters and images the rules look up, and the solo game's stack and ending.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import {
  add,
  aliveChars,
  charById,
  countsFrom,
  crewSeats,
  emptyCounts,
  imageAt,
  onBoard,
  realChamber,
  total,
} from '../src/state.ts';
import { isSolo, lose, me, pop, push, solo, top, win } from '../src/solo/state.ts';
import { images, put, table } from './fixture.ts';
import { soloTable } from './solo-fixture.ts';

test('piles count cards by kind: a kind at zero is gone from the pile', () => {
  const c = emptyCounts();
  assert.deepEqual(c, {});
  assert.equal(JSON.stringify(c), '{}');
  add(c, 'spanner', 2);
  add(c, 'stun', 1);
  assert.deepEqual(c, { spanner: 2, stun: 1 });
  assert.equal(total(c), 3);
  add(c, 'spanner', -1);
  assert.deepEqual(c, { spanner: 1, stun: 1 });
  add(c, 'stun', -1);
  assert.deepEqual(c, { spanner: 1 });
  assert.ok(!('stun' in c));
  add(c, 'coffee', 0);
  assert.ok(!('coffee' in c), 'adding none of a kind adds no entry');
  add(c, 'spanner', -3);
  assert.deepEqual(c, {});
  assert.equal(total(c), 0);
  const from = { b: 2, a: 1 };
  const copy = countsFrom(from);
  assert.deepEqual(copy, from);
  assert.deepEqual(Object.keys(copy), ['b', 'a'], 'in the same order');
  copy.a = 5;
  assert.equal(from.a, 1, 'a copy');
});

test('seats, characters and images the rules look up', () => {
  const t = table(4);
  assert.deepEqual(crewSeats(t.s), [1, 2, 3]);
  assert.deepEqual(crewSeats(table(2).s), [1]);
  put(t, 'motoko', 1, 'gal');
  put(t, 'palmer', 2, 'mid', { alive: false });
  put(t, 'reyes', 1, 'mid');
  assert.equal(charById(t.s, 'palmer').owner, 2);
  assert.throws(() => charById(t.s, 'nobody'), /no character nobody/);
  assert.deepEqual(
    aliveChars(t.s).map((c) => c.id),
    ['motoko', 'reyes'],
  );
  assert.deepEqual(
    aliveChars(t.s, 1).map((c) => c.id),
    ['motoko', 'reyes'],
  );
  assert.deepEqual(aliveChars(t.s, 2), []);
  images(t, ['gal', null, 'mnt'], 'i3');
  assert.equal(imageAt(t.s, 'gal')?.id, 'i1');
  assert.equal(imageAt(t.s, 'mnt')?.id, 'i3');
  assert.equal(imageAt(t.s, 'mid'), undefined);
  assert.deepEqual(
    onBoard(t.s).map((i) => i.id),
    ['i1', 'i3'],
  );
  assert.equal(realChamber(t.s), 'mnt');
  t.s.real = 'i2';
  assert.equal(realChamber(t.s), null, 'the real image off the board');
  t.s.real = 'none';
  assert.equal(realChamber(t.s), null);
});

test("the solo part: only on a Dragon's Domain state; its stack runs the first pushed step first", () => {
  const base = table(3);
  assert.equal(isSolo(base.s), false);
  assert.throws(() => solo(base.s), /not a Dragon's Domain state/);
  (base.s as { solo?: unknown }).solo = null;
  assert.equal(isSolo(base.s), false);
  const t = soloTable();
  assert.equal(isSolo(t.s), true);
  assert.equal(me(t.s).id, 'motoko');
  t.x.stack = [];
  assert.equal(top(t.s), undefined);
  push(t.s, { k: 'turn' }, { k: 'draw' });
  assert.deepEqual(top(t.s), { k: 'turn' });
  pop(t.s);
  assert.deepEqual(top(t.s), { k: 'draw' });
  t.s.chars = [];
  assert.throws(() => me(t.s), /no solo character/);
});

test('the solo game ends once: a win or a loss clears the stack; the first ending stands', () => {
  const quiet = { rng: Rng.fromSeed(1), emit: () => {} };
  const t = soloTable();
  t.x.stack = [{ k: 'turn' }];
  lose(t.s, 'the ship exploded', quiet);
  assert.deepEqual(t.s.over, {
    summary: 'Lost: the ship exploded',
    ranks: [2],
    winners: [],
    details: { ending: 'the ship exploded' },
  });
  assert.equal(t.s.stage, 'over');
  assert.deepEqual(t.x.stack, []);
  win(t.s, 'escaped', quiet);
  assert.equal(t.s.over?.summary, 'Lost: the ship exploded', 'already over');
  const u = soloTable();
  u.x.stack = [{ k: 'turn' }];
  win(u.s, 'escaped', quiet);
  assert.deepEqual(u.s.over, { summary: 'Won: escaped', ranks: [1], winners: [0], details: { ending: 'escaped' } });
  assert.equal(u.s.stage, 'over');
  assert.deepEqual(u.x.stack, []);
  lose(u.s, 'late', quiet);
  assert.deepEqual(u.s.over?.winners, [0]);
});
