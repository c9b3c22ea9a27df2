/**
 * The tracks' remaining rules on the test ship (rulebook L2112-2172, L2198-2202): heat analyzers go only
 * at the 10-minute mark; the cocoon track's ordinary spaces (an evolution pick at most) and its last
 * space by player count (overheating at 2 players; a third image, calibration and a cocoon mission at
 * 3-4, each with its evolution pick); a destroyed android never rises again.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { ANDROID_STATUS, MALFUNCTION, SELF_DESTRUCT } from '../src/data/tracks.ts';
import { advanceCocoon, advanceMalfunction, advanceSelfDestruct, cocoonTrack } from '../src/tracks.ts';
import { images, put, type Table, table } from './fixture.ts';

const ctx = () => ({ rng: Rng.fromSeed(1), emit: () => {} });
const kinds = (t: Table) => t.s.stack.map((x) => x.k);
const EVOLUTION = () => ({ track: [['spinal-horns'], ['acid-glands'], ['long-stride']], held: [] });

test('heat analyzers are kept until the self-destruct reaches the 10-minute mark (L136-137)', () => {
  const t = table(3);
  const c = put(t, 'reyes', 1, 'gal');
  t.s.tracks.selfDestruct = SELF_DESTRUCT.analyzerMark + 2;
  advanceSelfDestruct(t.s, 1, ctx());
  assert.equal(c.analyzer, true);
  advanceSelfDestruct(t.s, 1, ctx());
  assert.equal(c.analyzer, false);
});

test('an ordinary cocoon space: only the evolution pick of its section, nothing of the last space (L2130-2147, L2200-2202)', () => {
  for (const players of [2, 3]) {
    const t = table(players);
    t.s.evolution = EVOLUTION();
    t.s.tracks.cocoon = 0;
    const overheating = t.s.overheating;
    advanceCocoon(t.s, ctx());
    assert.deepEqual(t.s.stack, [{ k: 'evolve', section: 0 }], `${players} players`);
    assert.equal(t.s.overheating, overheating);
  }
});

test('the last cocoon space: overheating and the pick at 2 players; the pick, a third image, calibration and a cocoon mission at 3-4 (L2130-2147)', () => {
  const two = table(2);
  two.s.evolution = EVOLUTION();
  two.s.tracks.cocoon = cocoonTrack(two.s).length - 2;
  const overheating = two.s.overheating;
  advanceCocoon(two.s, ctx());
  assert.equal(two.s.overheating, overheating + 1);
  assert.deepEqual(kinds(two), ['evolve']);
  const three = table(3);
  three.s.evolution = EVOLUTION();
  images(three, ['hyp', 'lst', null]);
  three.s.tracks.cocoon = cocoonTrack(three.s).length - 2;
  advanceCocoon(three.s, ctx());
  // Scheduled in this order from the top of the stack.
  assert.deepEqual(kinds(three).reverse(), ['evolve', 'third-image', 'calibrate', 'cocoon-mission']);
  const out = table(3);
  images(out, ['hyp', 'lst', 'ven']);
  out.s.tracks.cocoon = cocoonTrack(out.s).length - 2;
  advanceCocoon(out.s, ctx());
  assert.deepEqual(kinds(out).reverse(), ['calibrate', 'cocoon-mission'], 'all three images out: no third');
});

test('a destroyed android does not rise at the malfunction track’s android space (L2117-2119, L2125-2128)', () => {
  const t = table(3);
  t.s.android = { at: null, status: ANDROID_STATUS.destroyed, active: false, deviated: false };
  t.s.tracks.malfunction = MALFUNCTION.androidSpace - 1;
  advanceMalfunction(t.s, ctx());
  assert.equal(t.s.android.active, false);
  assert.equal(t.s.android.at, null);
});
