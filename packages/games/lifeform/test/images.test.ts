import assert from 'node:assert/strict';
import { test } from 'node:test';
import { images, put, start, table } from './fixture.ts';

test('meeting a ghost: revealed, self-destruct +1, the ghost goes next to the real lifeform, calibration (L405-418)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['mid', 'eng', null], 'i2');
  t.s.hands[1] = ['crawlspace'];
  t.s.tracks.selfDestruct = 25;
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'crawlspace', row: 0 });
  t.act(1, { type: 'icon', icon: 'move1', moves: [['motoko', 'mid']] });
  assert.ok(t.events.some((e) => e.rule === 'meet.ghost' && e.reveals));
  assert.equal(t.s.tracks.selfDestruct, 24);
  assert.deepEqual(t.s.candidates, ['i2']);
  // Nearest character-free chambers to eng (the real one): coc, lst, mnt.
  assert.deepEqual(
    t.legal(0).map((a) => a.to),
    ['coc', 'lst', 'mnt'],
  );
  t.act(0, { type: 'ghost', to: 'mnt' });
  assert.equal(t.s.stack.at(-1)?.k, 'calibrate');
  t.act(0, { type: 'calibrate', image: 'i1' });
  assert.deepEqual(t.s.candidates, ['i1', 'i2']);
  assert.equal(t.s.real, 'i1');
});

test('a ghost met while three images are out: one image leaves the game, then calibration (L413-414)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['mid', 'eng', 'ven'], 'i2');
  t.s.hands[1] = ['crawlspace'];
  t.s.tracks.selfDestruct = 25;
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'crawlspace', row: 0 });
  t.act(1, { type: 'icon', icon: 'move1', moves: [['motoko', 'mid']] });
  t.act(0, { type: 'ghost', to: 'mnt' });
  assert.deepEqual(
    t.legal(0).map((a) => a.image),
    ['i1', 'i3'],
    'any image but the real one (our reading)',
  );
  t.act(0, { type: 'remove', image: 'i3' });
  assert.equal(t.s.images.filter((i) => i.at !== null).length, 2);
  assert.equal(t.s.stack.at(-1)?.k, 'calibrate');
});

test('moving two characters into two image chambers: both meetings wait until both moves are done (L379-382)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  put(t, 'palmer', 1, 'eng');
  images(t, ['lst', 'mnt', null], 'i2');
  t.s.hands[1] = ['spanner'];
  t.s.tracks.hostility = 0;
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'spanner', row: 0 });
  t.act(1, {
    type: 'icon',
    icon: 'move2',
    moves: [
      ['motoko', 'lst'],
      ['palmer', 'mnt'],
    ],
  });
  assert.equal(t.s.chars[0]?.at, 'lst');
  assert.equal(t.s.chars[1]?.at, 'mnt');
  assert.ok(
    t.events.some((e) => e.rule === 'meet.ghost'),
    'the first meeting: a ghost',
  );
});

test('terror: a token with an image does not trigger; once the image leaves, the character there draws a terror card (L400-403)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid', { hidden: true });
  images(t, ['mid', null, null]);
  t.s.terror = ['mid'];
  start(t, { k: 'row', seat: 0, icons: ['move-a'] });
  assert.deepEqual(t.s.terror, ['mid']);
  const before = t.events.length;
  t.act(0, { type: 'icon', icon: 'move-a', moves: [['i1', 'lst']] });
  assert.deepEqual(t.s.terror, []);
  assert.ok(t.events.slice(before).some((e) => e.rule === 'terror.card'));
  assert.equal(t.s.chars[0]?.hidden, false, 'no image left: no longer hidden (L474-477)');
});

test('RUN stops on entering a terror chamber, and never enters an image or outage chamber (L1314-1320)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.terror = ['mid'];
  t.s.outages = ['hyp'];
  images(t, ['eng', null, null]);
  t.s.hands[1] = ['sprint'];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'sprint', row: 0 });
  const paths = t.legal(1).map((a) => JSON.stringify(a.path));
  assert.deepEqual(paths, ['["mid"]']);
});

test('images never move into characters or other images, and never into the Remora (L393-398)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'coc');
  images(t, ['mid', 'gal', null]);
  start(t, { k: 'row', seat: 0, icons: ['move-a'] });
  const dests = t.legal(0).map((a) => JSON.stringify(a.moves));
  assert.deepEqual(dests.sort(), ['[["i1","lst"]]', '[["i2","hyp"]]']);
});

test('crew SWAP LIFEFORM IMAGES moves standees and the real one with its standee, no calibration (L1389-1393)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['mid', 'eng', null], 'i1');
  t.s.hands[1] = ['hologram'];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'hologram', row: 0 });
  t.act(1, { type: 'icon', icon: 'swap-images', images: ['i1', 'i2'] });
  assert.equal(t.s.images[0]?.at, 'eng');
  assert.equal(t.s.images[1]?.at, 'mid');
  assert.equal(t.s.real, 'i1');
  assert.deepEqual(t.s.candidates, ['i1', 'i2']);
});
