import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMatch } from '@airlock/engine';
import { EVOLUTION } from '../src/data/evolution.ts';
import { lifeform } from '../src/index.ts';
import type { LfState } from '../src/state.ts';
import { has, images, put, start, table } from './fixture.ts';

test('evolution option: one of 7 tokens removed unseen, two face up on each of the 3 sections (L2198-2200)', () => {
  const m = createMatch<LfState>(lifeform, { players: 3, seed: 11, options: { evolution: true } });
  const ev = m.state.evolution;
  assert.ok(ev);
  assert.deepEqual(
    ev.track.map((sec) => sec.length),
    [2, 2, 2],
  );
  const all = new Set(ev.track.flat());
  assert.equal(all.size, 6);
  assert.equal(EVOLUTION.tokens.length, 7);
  assert.equal(createMatch<LfState>(lifeform, { players: 3, seed: 11 }).state.evolution, null, 'off by default');
});

test("advancing the cocoon: keep one of the section's two tokens, the other is discarded (L2200-2202)", () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['lst', null, null]);
  t.s.evolution = {
    track: [
      ['acid-glands', 'spinal-horns'],
      ['echo-call', 'ravenous'],
      ['cable-gnaw', 'long-stride'],
    ],
    held: [],
  };
  start(t, { k: 'row', seat: 0, icons: ['cocoon'] });
  t.act(0, { type: 'icon', icon: 'cocoon' });
  assert.deepEqual(
    t.legal(0).map((a) => a.token),
    ['acid-glands', 'spinal-horns'],
  );
  t.act(0, { type: 'evolve', token: 'spinal-horns' });
  assert.deepEqual(t.s.evolution.held, ['spinal-horns']);
  assert.deepEqual(t.s.evolution.track[0], []);
  // Burned back to the start and advanced again, the emptied section gives nothing (reading).
  t.s.tracks.cocoon = 0;
  t.s.stack = [];
  start(t, { k: 'row', seat: 0, icons: ['cocoon'] });
  t.act(0, { type: 'icon', icon: 'cocoon' });
  assert.ok(!t.s.stack.some((st) => st.k === 'evolve'));
});

test('a token adds one action to a lifeform card row, never one the row already has (L2204-2207)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['lst', null, null]);
  t.s.evolution = { track: [[], [], []], held: ['pheromones', 'spinal-horns'] };
  t.s.hands[0] = ['dread'];
  t.s.tracks.selfDestruct = 25;
  start(t, { k: 'lifeform-turn' });
  t.act(0, { type: 'play', card: 'dread', row: 1 });
  const adds = t
    .legal(0)
    .filter((a) => a.type === 'evolve-add')
    .map((a) => a.token);
  assert.deepEqual(adds, ['spinal-horns'], 'Pheromones would double the self-destruct icon');
  t.act(0, { type: 'evolve-add', token: 'spinal-horns' });
  assert.deepEqual(t.s.evolution.held, ['pheromones']);
  assert.ok(has(t.legal(0), { type: 'icon', icon: 'terror' }));
  t.act(0, { type: 'icon', icon: 'self-destruct' });
  t.act(0, { type: 'icon', icon: 'terror', chamber: 'mnt' });
  assert.deepEqual(t.s.terror, ['mnt']);
});

test('a token cancels any crew reaction, HIDE included (L2207-2209)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  images(t, ['lst', null, null], 'i1');
  t.s.evolution = { track: [[], [], []], held: ['ravenous'] };
  t.s.hands[1] = ['crawlspace'];
  t.s.tracks.hostility = 0;
  start(t, { k: 'row', seat: 0, icons: ['attack'] });
  t.act(0, { type: 'icon', icon: 'attack', chamber: 'mid' });
  t.act(1, { type: 'react', card: 'crawlspace', char: 'motoko' });
  assert.deepEqual(t.pending(), [0], 'the lifeform is asked because it holds a token');
  t.act(0, { type: 'cancel', token: 'ravenous' });
  assert.equal(t.s.chars[0]?.alive, false);
  assert.deepEqual(t.s.evolution.held, []);
  assert.equal(t.s.tracks.hostility, 2, 'a cancelled reaction adds no hostility; the death adds 2');
});
