import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { determinizeView } from '../src/determinize.ts';
import { viewOf } from '../src/view.ts';
import { images, put, start, table } from './fixture.ts';

function scene() {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  put(t, 'palmer', 2, 'gal');
  images(t, ['lst', 'mnt', 'ven'], 'i2');
  t.s.phase = 'lifeform';
  return t;
}

test('skipping an ATTACK it could not make tells the crew which images are not real (L186-189)', () => {
  const t = scene();
  t.s.hands[0] = ['pounce'];
  start(t, { k: 'lifeform-turn' });
  t.act(0, { type: 'play', card: 'pounce', row: 0 });
  assert.deepEqual(t.s.candidates, ['i1', 'i2', 'i3'], 'the row was playable whichever image is real');
  t.act(0, { type: 'icon', icon: 'move-a', moves: [['i2', 'dh1']] });
  t.act(0, { type: 'skip', icon: 'attack' });
  // Only i1, beside the characters in mid, could have attacked.
  assert.deepEqual(t.s.candidates, ['i2', 'i3']);
});

test('playing a row whose only icon is ATTACK shows the real one is next to a character', () => {
  const t = scene();
  t.s.real = 'i1';
  t.s.hands[0] = ['ambush'];
  start(t, { k: 'lifeform-turn' });
  t.act(0, { type: 'play', card: 'ambush', row: 0 });
  assert.deepEqual(t.s.candidates, ['i1']);
});

test('a calibration resets the candidates to every image on board (L75-81)', () => {
  const t = scene();
  t.s.candidates = ['i2'];
  start(t, { k: 'calibrate' });
  t.act(0, { type: 'calibrate', image: 'i3' });
  assert.deepEqual(t.s.candidates, ['i1', 'i2', 'i3']);
  assert.equal(t.s.real, 'i3');
});

test('determinize for a crew seat samples the real image only among the candidates; the lifeform keeps the truth', () => {
  const t = scene();
  t.s.candidates = ['i2', 'i3'];
  const v = viewOf(t.s, 1);
  assert.equal(v.identity, null);
  assert.ok(!JSON.stringify(v).includes('"real"'));
  const seen = new Set<string>();
  const rng = Rng.fromSeed(9);
  for (let i = 0; i < 60; i++) seen.add(determinizeView(v, 1, rng).real);
  assert.deepEqual([...seen].sort(), ['i2', 'i3']);
  const vl = viewOf(t.s, 0);
  assert.equal(vl.identity, 'i2');
  for (let i = 0; i < 10; i++) assert.equal(determinizeView(vl, 0, rng).real, 'i2');
});

test('crew hands are private even between crew seats; counts are public (L27-30)', () => {
  const t = scene();
  t.s.hands[1] = ['sprint'];
  t.s.hands[2] = ['harpoon-gun'];
  const v1 = viewOf(t.s, 1);
  assert.deepEqual(v1.myHand, ['sprint']);
  assert.deepEqual(v1.handSizes, [0, 1, 1]);
  assert.equal(v1.crewUnseen['harpoon-gun'], 1, 'seen only as part of the unseen counts');
  const v2 = determinizeView(v1, 1, Rng.fromSeed(1));
  assert.deepEqual(v2.hands[1], ['sprint']);
  assert.equal(v2.hands[2]?.length, 1);
});
