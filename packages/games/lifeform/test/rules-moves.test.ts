/**
 * Movement one rule at a time on the test ship (rulebook L359-398, RUN L1314-1320, FORCE MOVE
 * L1883-1890): the paths a character may take under a plain move and under RUN, never out of the
 * Remora, each path offered once; images' moves (MOVE ALIEN 3) never into characters, images or the
 * Remora; a hidden character still makes its chamber occupied, though it cannot be attacked.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerMap } from '../src/board.ts';
import { charPaths, PLAIN, RUN } from '../src/moves.ts';
import { images, put, start, TEST_MAP, type Table, table } from './fixture.ts';

const paths = (t: Table, id: string, max: number, rule: typeof PLAIN) => {
  const c = t.s.chars.find((x) => x.id === id);
  assert.ok(c);
  return charPaths(t.s, c, max, rule)
    .map((p) => p.join('>'))
    .sort();
};

test('a plain move of up to 2 passes terror and outage chambers, stops on entering an image chamber, and is never 3 moves (L359-382)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.terror = ['mid'];
  t.s.outages = ['hyp'];
  images(t, [null, null, null]);
  // Out and back again is 2 moves too.
  assert.deepEqual(paths(t, 'motoko', 2, PLAIN), ['hyp', 'hyp>gal', 'hyp>ven', 'mid', 'mid>coc', 'mid>gal', 'mid>lst']);
  const u = table(3);
  put(u, 'motoko', 1, 'gal');
  images(u, ['mid', null, null]);
  assert.deepEqual(
    paths(u, 'motoko', 2, PLAIN),
    ['hyp', 'hyp>gal', 'hyp>ven', 'mid'],
    'the meeting in mid ends the move',
  );
});

test('RUN: 1 or 2 moves, stopping on entering terror, never into an image or outage chamber, never from an outage chamber (L1314-1320)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.terror = ['mid'];
  images(t, ['ven', null, null]);
  assert.deepEqual(paths(t, 'motoko', 2, RUN), ['hyp', 'hyp>gal', 'mid']);
  t.s.terror = [];
  t.s.outages = ['coc'];
  assert.deepEqual(paths(t, 'motoko', 2, RUN), ['hyp', 'hyp>gal', 'mid', 'mid>gal', 'mid>lst']);
  t.s.outages = ['gal'];
  assert.deepEqual(paths(t, 'motoko', 2, RUN), [], 'not from an outage chamber');
});

test('a character never leaves the Remora (L386-388)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'rem');
  t.s.tracks.selfDestruct = 5;
  assert.deepEqual(paths(t, 'motoko', 2, PLAIN), []);
  assert.deepEqual(paths(t, 'motoko', 2, RUN), []);
});

test('each path is offered once, even where two corridors join the same chambers', () => {
  registerMap('test-twin', {
    ...TEST_MAP,
    links: [...TEST_MAP.links, { a: 'gal', b: 'hyp', kind: 'corridor' }],
  });
  const t = table(3);
  t.s.map = 'test-twin';
  put(t, 'motoko', 1, 'gal');
  images(t, [null, null, null]);
  assert.deepEqual(paths(t, 'motoko', 1, PLAIN), ['hyp', 'mid']);
  assert.deepEqual(paths(t, 'motoko', 2, PLAIN), ['hyp', 'hyp>gal', 'hyp>ven', 'mid', 'mid>coc', 'mid>gal', 'mid>lst']);
});

test('MOVE ALIEN 3: an image never moves into characters, another image or the Remora (L393-398, L2080-2081)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mnt');
  images(t, ['dh1', 'dh2', null]);
  start(t, { k: 'row', seat: 0, icons: ['survival'] });
  const moves = t
    .legal(0)
    .filter((a) => a.ability === 'move3')
    .map((a) => `${a.image}>${a.to}`)
    .sort();
  // i1: dh1 -> mnt (motoko), dh2 (i2) barred; bay, and the Remora beyond it barred. i2: boxed in by i1.
  assert.deepEqual(moves, ['i1>bay']);
});

test('a chamber with only a hidden character cannot be attacked (L420-424)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid', { hidden: true });
  put(t, 'reyes', 2, 'eng');
  images(t, ['lst', 'mid', null], 'i1');
  start(t, { k: 'row', seat: 0, icons: ['attack'] });
  const targets = t
    .legal(0)
    .filter((a) => a.icon === 'attack')
    .map((a) => a.chamber);
  assert.deepEqual(targets, ['eng']);
});

test('a hidden character still makes its chamber occupied: a ghost there moves on when the ghosts regroup (L447-452)', () => {
  const t = table(3);
  put(t, 'palmer', 1, 'gal', { hidden: true });
  put(t, 'reyes', 2, 'mid');
  put(t, 'okafor', 2, 'eng');
  images(t, ['lst', 'gal', null], 'i1');
  start(t, { k: 'row', seat: 0, icons: ['attack'] });
  t.act(0, { type: 'icon', icon: 'attack', chamber: 'mid' });
  t.act(2, { type: 'pass' });
  t.act(0, { type: 'noise', noisy: false });
  // Whatever the hostility track asks first (a terror token to place) is answered with its first option.
  while (t.s.stack.at(-1)?.k !== 'ghost')
    t.act(t.pending()[0] as number, t.legal(t.pending()[0] as number)[0] as never);
  assert.deepEqual(
    t
      .legal(0)
      .map((a) => a.to)
      .sort(),
    ['coc', 'lst'],
  );
});
