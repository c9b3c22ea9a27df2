/**
 * The crew's action icons one rule at a time on the test ship (rulebook L1200-1414, with the row
 * rules of L180-197): each icon offers exactly the ways to carry it out that the reference allows
 * (through one's own characters, in range, with the requirement met), and each resolves as written.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action } from '@airlock/engine';
import { images, put, start, type Table, table } from './fixture.ts';

/** The options of a one-icon row for a seat. */
function row(t: Table, icon: string, seat = 1): Action[] {
  start(t, { k: 'row', seat, icons: [icon] });
  return t.legal(seat);
}

const skip = (icon: string) => [{ type: 'skip', icon }];

test('an icon is carried out through one of one’s own living characters only (L193-195)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'eng');
  put(t, 'palmer', 1, null as unknown as string, { alive: false });
  images(t, ['hyp', null, null]);
  assert.deepEqual(
    row(t, 'circuit'),
    skip('circuit'),
    'reyes stands at the circuit board, but is another crew member’s',
  );
});

test('CIRCUIT BOARD: only in a circuit chamber; an objective of that chamber not yet done, or any of the four data tokens (L1200-1207)', () => {
  const t = table(3);
  t.s.map = 'valley-forge';
  put(t, 'motoko', 1, 'engineering');
  t.s.objectives = [
    { id: 'flight-logs', done: false },
    { id: 'reroute-power', done: true },
    { id: 'vent-plasma', done: false },
  ];
  assert.deepEqual(row(t, 'circuit'), [
    { type: 'icon', icon: 'circuit', char: 'motoko', objective: 'vent-plasma' },
    { type: 'icon', icon: 'circuit', char: 'motoko', data: 'claw' },
    { type: 'icon', icon: 'circuit', char: 'motoko', data: 'fang' },
    { type: 'icon', icon: 'circuit', char: 'motoko', data: 'tail' },
    { type: 'icon', icon: 'circuit', char: 'motoko', data: 'spine' },
  ]);
  t.act(1, { type: 'icon', icon: 'circuit', char: 'motoko', objective: 'vent-plasma' });
  assert.deepEqual(
    t.s.objectives.map((o) => o.done),
    [false, true, true],
    'only the named objective is completed',
  );
  assert.deepEqual(t.s.data[1], [], 'an objective gives no data token');
});

test('DRAW 2 CARDS: two cards, drawn from the discards when the deck is empty; skipped with no card left anywhere (L1210-1213)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.piles.crew = {};
  t.s.discards.crew = { spanner: 2 };
  assert.deepEqual(row(t, 'draw2'), [{ type: 'icon', icon: 'draw2' }]);
  t.act(1, { type: 'icon', icon: 'draw2' });
  assert.deepEqual(t.s.hands[1], ['spanner', 'spanner']);
  t.s.stack = [];
  assert.deepEqual(row(t, 'draw2'), skip('draw2'), 'no card in the deck nor the discards');
});

test('EXPLORE: a mission token only from a chamber holding one, by a character not hidden, into a column with room; a terror token only next door by corridor (L1222-1231)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  put(t, 'okafor', 1, 'mnt');
  put(t, 'palmer', 1, 'coc', { hidden: true });
  images(t, ['coc', null, null]);
  t.s.missions = { mid: 2, coc: 1 };
  t.s.terror = ['gal', 'lst', 'hyp', 'ven'];
  t.s.loadout.weaponry = 6;
  assert.deepEqual(row(t, 'explore'), [
    { type: 'icon', icon: 'explore', char: 'motoko', column: 'coolant' },
    { type: 'icon', icon: 'explore', char: 'motoko', column: 'energy' },
    { type: 'icon', icon: 'explore', char: 'motoko', column: 'spacesuits' },
    { type: 'icon', icon: 'explore', char: 'motoko', column: 'halon' },
    { type: 'icon', icon: 'explore', char: 'motoko', terror: 'gal' },
    { type: 'icon', icon: 'explore', char: 'motoko', terror: 'lst' },
  ]);
  t.act(1, { type: 'icon', icon: 'explore', char: 'motoko', column: 'coolant' });
  assert.equal(t.s.missions.mid, 1, 'one of the two tokens is collected');
  assert.equal(t.s.loadout.coolant, 1);
  t.s.stack = [];
  row(t, 'explore');
  t.act(1, { type: 'icon', icon: 'explore', char: 'motoko', terror: 'lst' });
  assert.deepEqual(t.s.terror, ['gal', 'hyp', 'ven'], 'only the chosen token is removed');
});

test('FLAMETHROWER: not from hiding; only an image 1-2 chambers away; the same push offered once whichever character is in range (L1240-1248, L466-470)', () => {
  const hidden = table(3);
  put(hidden, 'palmer', 1, 'ven', { hidden: true });
  images(hidden, ['lst', 'ven', null]);
  assert.deepEqual(row(hidden, 'flamethrower'), skip('flamethrower'));

  const far = table(3);
  put(far, 'motoko', 1, 'gal');
  images(far, ['eng', null, null]);
  assert.deepEqual(row(far, 'flamethrower'), skip('flamethrower'), 'eng is three moves from gal');

  const two = table(3);
  put(two, 'motoko', 1, 'gal');
  put(two, 'palmer', 1, 'hyp');
  images(two, ['mid', null, null]);
  const opts = row(two, 'flamethrower');
  const keys = opts.map((a) => `${a.image}:${(a.path as string[]).join('>')}`);
  assert.ok(keys.length > 0);
  assert.equal(new Set(keys).size, keys.length, 'no push offered twice');
});

test('FLAMETHROWER: the image is never driven through or into another image’s chamber nor into the Remora; the chosen image moves (L397-398, L1240-1248)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'hyp');
  images(t, ['gal', 'coc', null], 'i2');
  const opts = row(t, 'flamethrower');
  assert.deepEqual(
    opts.filter((a) => a.image === 'i1').map((a) => a.path),
    [['mid', 'lst']],
  );
  assert.ok(!opts.some((a) => (a.path as string[]).includes('gal') && a.image === 'i2'));
  t.act(1, { type: 'icon', icon: 'flamethrower', char: 'motoko', image: 'i2', path: ['eng', 'mnt'] });
  assert.deepEqual(
    t.s.images.map((i) => i.at),
    ['gal', 'mnt', null],
  );

  const remora = table(3);
  put(remora, 'motoko', 1, 'mnt');
  images(remora, ['dh1', null, null]);
  assert.deepEqual(row(remora, 'flamethrower'), skip('flamethrower'), 'dh2 is a dead end and rem the Remora');
});

test('a card row with FLAMETHROWER alone is playable only when the flames can drive an image two moves (L186-189, L1240-1248)', () => {
  const playable = (at: string, img: string, extra: (t: Table) => void = () => {}) => {
    const t = table(3);
    put(t, 'motoko', 1, at);
    images(t, [img, null, null]);
    t.s.hands[1] = ['welding-rig'];
    extra(t);
    start(t, { k: 'activity', seat: 1 });
    return t.legal(1).some((a) => a.type === 'play' && a.row === 0);
  };
  assert.equal(playable('mnt', 'dh1'), false, 'dh1: a dead end, the Remora, and motoko’s chamber');
  assert.equal(playable('gal', 'mid'), true);
  assert.equal(
    playable('gal', 'mid', (t) => {
      put(t, 'reyes', 2, 'coc');
      put(t, 'okafor', 2, 'lst');
    }),
    false,
    'every second move would enter a character’s chamber',
  );
});

test('FLAMETHROWER-ANDROID: in the android’s chamber, next door, or two corridor moves away through a chamber with no character nor image (L1251-1259)', () => {
  const offered = (at: string, android: string | null, extra: (t: Table) => void = () => {}) => {
    const t = table(3);
    put(t, 'motoko', 1, at);
    images(t, ['dh2', null, null]);
    t.s.android.at = android;
    extra(t);
    const opts = row(t, 'flame-android');
    return opts.length === 1 && opts[0]?.type === 'icon';
  };
  assert.equal(offered('lst', 'lst'), true, 'same chamber');
  assert.equal(
    offered('dh2', 'dh2', (t) => void put(t, 'reyes', 2, 'dh1')),
    true,
    'same chamber, whoever stands next door',
  );
  assert.equal(offered('eng', 'lst'), true, 'next door');
  assert.equal(offered('gal', 'lst'), true, 'through an empty mid');
  assert.equal(
    offered('gal', 'lst', (t) => void put(t, 'reyes', 2, 'mid')),
    false,
    'a character in mid',
  );
  assert.equal(
    offered('gal', 'lst', (t) => images(t, ['mid', null, null])),
    false,
    'an image in mid',
  );
  assert.equal(offered('hyp', 'lst'), false, 'three corridor moves (the tunnel does not count)');
  assert.equal(offered('hyp', null), false, 'no android on the ship');
  assert.equal(
    offered('hyp', 'lst', (t) => void put(t, 'palmer', 1, 'eng')),
    true,
    'one of one’s characters in range is enough',
  );
  assert.equal(
    offered('lst', 'lst', (t) => {
      (t.s.chars[0] as { hidden: boolean }).hidden = true;
      images(t, ['lst', null, null]);
    }),
    false,
    'not from hiding',
  );
});

test('FLAMETHROWER-COCOON: only by a character not hidden in a cocoon chamber; no ghost removed with two images out (L1262-1278)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  images(t, ['dh2', null, null]);
  assert.deepEqual(row(t, 'flame-cocoon'), skip('flame-cocoon'));
  const hidden = table(3);
  put(hidden, 'motoko', 1, 'coc', { hidden: true });
  images(hidden, ['coc', null, null]);
  assert.deepEqual(row(hidden, 'flame-cocoon'), skip('flame-cocoon'));
  const u = table(3);
  put(u, 'motoko', 1, 'mid');
  put(u, 'palmer', 1, 'coc');
  images(u, ['hyp', 'dh2', null]);
  u.s.tracks.cocoon = 2;
  assert.deepEqual(row(u, 'flame-cocoon'), [{ type: 'icon', icon: 'flame-cocoon' }]);
  u.act(1, { type: 'icon', icon: 'flame-cocoon' });
  assert.equal(u.s.tracks.cocoon, 0);
  assert.ok(!u.s.stack.some((x) => x.k === 'remove-image'), 'two images out: no ghost is removed');
});

test('SHOCK-PROD-ANDROID: only in the android’s chamber, and not with a power outage there (L1350-1356)', () => {
  const offered = (chars: [string, string][], outage: boolean) => {
    const t = table(3);
    for (const [id, at] of chars) put(t, id, 1, at);
    images(t, ['dh2', null, null]);
    t.s.android.at = 'lst';
    if (outage) t.s.outages = ['lst'];
    return row(t, 'prod-android').some((a) => a.type === 'icon');
  };
  assert.equal(offered([['motoko', 'lst']], false), true);
  assert.equal(offered([['motoko', 'lst']], true), false, 'an outage in the android’s chamber');
  assert.equal(offered([['motoko', 'gal']], false), false, 'not in the android’s chamber');
  assert.equal(
    offered(
      [
        ['motoko', 'gal'],
        ['palmer', 'lst'],
      ],
      false,
    ),
    true,
  );
});

test('MISSION-SIS-TER puts its token on the SIS-TER interface, not Maintenance (L1290-1296)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  row(t, 'mission-sister');
  t.act(1, { type: 'icon', icon: 'mission-sister' });
  assert.deepEqual(t.s.missions, { hyp: 1 });
});

test('MOVE: the one-character icon moves one character once; the two-character icon never moves one character twice (L1299-1308)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'palmer', 1, 'eng');
  images(t, ['dh2', null, null]);
  const one = row(t, 'move1');
  assert.ok(one.length > 0 && one.every((a) => (a.moves as unknown[]).length === 1));
  t.s.stack = [];
  const two = row(t, 'move2');
  const pairs = two.filter((a) => (a.moves as unknown[]).length === 2);
  assert.ok(pairs.length > 0);
  for (const a of pairs) {
    const [x, y] = a.moves as [[string, string], [string, string]];
    assert.notEqual(x[0], y[0], JSON.stringify(a));
  }
  assert.equal(pairs.length, 2 * 3, 'motoko’s two steps times palmer’s three');
});

test('RUN and MOVE resolve and the row goes on to its next icon (L1311-1320, L180-189)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['dh2', null, null]);
  t.s.tracks.selfDestruct = 25;
  start(t, { k: 'row', seat: 1, icons: ['run', 'move1', 'self-destruct'] });
  t.act(1, { type: 'icon', icon: 'run', char: 'motoko', path: ['mid', 'lst'] });
  assert.equal(t.s.chars[0]?.at, 'lst');
  t.act(1, { type: 'icon', icon: 'move1', moves: [['motoko', 'eng']] });
  assert.equal(t.s.chars[0]?.at, 'eng');
  assert.deepEqual(t.legal(1), [{ type: 'icon', icon: 'self-destruct' }]);
});

test('SECURITY DOOR: any link but the Remora’s; the door’s own link only when placing it there changes something (half-locked, or the bulkhead door) (L1327-1337, L220-222)', () => {
  const links = (door: { link: number; half: boolean; bulkhead: number | null } | null) => {
    const t = table(3);
    put(t, 'motoko', 1, 'gal');
    t.s.door = door;
    return row(t, 'door').map((a) => a.link);
  };
  const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13];
  assert.deepEqual(links(null), all);
  assert.deepEqual(
    links({ link: 4, half: false, bulkhead: null }),
    all.filter((l) => l !== 4),
    'the door is already there, full-lock side up',
  );
  assert.deepEqual(links({ link: 4, half: true, bulkhead: null }), all, 'turned back to its full-lock side');
  assert.deepEqual(links({ link: 10, half: false, bulkhead: 2 }), all, 'the bulkhead door made a lasting door');

  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.door = { link: 4, half: true, bulkhead: null };
  row(t, 'door');
  t.act(1, { type: 'icon', icon: 'door', link: 4 });
  assert.deepEqual(t.s.door, { link: 4, half: false, bulkhead: null });
});

test('SURVIVAL: once per character; it resolves the character’s survival icons at once (L1358-1370)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'palmer', 1, 'eng', { survivalUsed: true });
  images(t, ['dh2', null, null]);
  assert.deepEqual(row(t, 'survival'), [{ type: 'icon', icon: 'survival', char: 'motoko' }]);
  t.act(1, { type: 'icon', icon: 'survival', char: 'motoko' });
  assert.equal(t.s.chars[0]?.survivalUsed, true);
  assert.deepEqual(t.s.stack.at(-1), { k: 'row', seat: 1, icons: ['move2'] });
  t.s.stack = [];
  assert.deepEqual(row(t, 'survival'), skip('survival'));
});

test('SWAP LIFEFORM IMAGES: any two images on the board, or all three in either rotation; they trade places (L1373-1378)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['hyp', 'lst', null]);
  assert.deepEqual(row(t, 'swap-images'), [{ type: 'icon', icon: 'swap-images', images: ['i1', 'i2'] }]);
  const u = table(3);
  put(u, 'motoko', 1, 'gal');
  images(u, ['hyp', 'lst', 'dh2']);
  assert.deepEqual(
    row(u, 'swap-images').map((a) => a.images),
    [
      ['i1', 'i2'],
      ['i1', 'i3'],
      ['i2', 'i3'],
      ['i1', 'i2', 'i3'],
      ['i1', 'i3', 'i2'],
    ],
  );
  u.act(1, { type: 'icon', icon: 'swap-images', images: ['i1', 'i3', 'i2'] });
  assert.deepEqual(
    u.s.images.map((i) => i.at),
    ['dh2', 'hyp', 'lst'],
  );
});
