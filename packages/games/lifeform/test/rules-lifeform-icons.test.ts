/**
 * The lifeform's action icons one rule at a time on the test ship (rulebook L1845-2046, with the
 * movement rules of L355-398): each icon offers exactly the ways to carry it out that the reference
 * allows, and each resolves as written.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action } from '@airlock/engine';
import { images, put, start, type Table, table } from './fixture.ts';

/** The lifeform's options for a one-icon row. */
function row(t: Table, icon: string): Action[] {
  start(t, { k: 'row', seat: 0, icons: [icon] });
  return t.legal(0);
}

const skip = (icon: string) => [{ type: 'skip', icon }];
const moves = (opts: Action[]) => opts.map((a) => JSON.stringify(a.moves));

test('MOVE (1 or 2 images): an image may enter the chamber another image leaves in the same action, whichever moves first; two images never trade places (L373-376, L397-398)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh2');
  images(t, ['gal', 'mid', null]);
  const opts = moves(row(t, 'move-b'));
  assert.ok(opts.includes(JSON.stringify([['i2', 'lst']])));
  assert.ok(opts.includes(JSON.stringify([['i1', 'hyp']])));
  assert.ok(
    opts.includes(
      JSON.stringify([
        ['i1', 'hyp'],
        ['i2', 'gal'],
      ]),
    ),
    'i1 leaves, then i2 enters gal',
  );
  assert.ok(
    opts.includes(
      JSON.stringify([
        ['i1', 'mid'],
        ['i2', 'lst'],
      ]),
    ),
    'i2 leaves, then i1 enters mid',
  );
  assert.ok(!opts.includes(JSON.stringify([['i1', 'mid']])), 'i2 stays in mid');
  assert.ok(
    !opts.includes(
      JSON.stringify([
        ['i1', 'mid'],
        ['i2', 'gal'],
      ]),
    ),
    'no trading places',
  );
  t.act(0, {
    type: 'icon',
    icon: 'move-b',
    moves: [
      ['i1', 'mid'],
      ['i2', 'lst'],
    ],
  });
  assert.deepEqual(
    t.s.images.map((i) => i.at),
    ['mid', 'lst', null],
  );
});

test('MOVE: one image once for the one-image icon; up to three images for the three-image icon, never into characters, the Remora or the breach (L1915-1930, L390-398)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'lst');
  images(t, ['gal', 'coc', 'bay']);
  t.s.breach = 'hyp';
  const one = row(t, 'move-a');
  assert.deepEqual(moves(one), [
    JSON.stringify([['i1', 'mid']]),
    JSON.stringify([['i2', 'mid']]),
    JSON.stringify([['i2', 'eng']]),
    JSON.stringify([['i2', 'ven']]),
    JSON.stringify([['i3', 'dh1']]),
  ]);
  t.s.stack = [];
  const three = row(t, 'move-d');
  assert.ok(
    moves(three).includes(
      JSON.stringify([
        ['i1', 'mid'],
        ['i2', 'eng'],
        ['i3', 'dh1'],
      ]),
    ),
  );
  assert.ok(three.every((a) => (a.moves as unknown[]).length <= 3));
  t.s.stack = [];
  const two = row(t, 'move-b');
  assert.ok(two.every((a) => (a.moves as unknown[]).length <= 2));
  assert.ok(two.some((a) => (a.moves as unknown[]).length === 2));
});

test('MOVE (one image, 1 or 2 moves): every chamber one or two image moves away, never back where it began (L1923-1925)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'lst');
  images(t, ['gal', 'dh2', null]);
  assert.deepEqual(moves(row(t, 'move-c')), [
    JSON.stringify([['i1', 'coc']]),
    JSON.stringify([['i1', 'hyp']]),
    JSON.stringify([['i1', 'mid']]),
    JSON.stringify([['i1', 'ven']]),
    JSON.stringify([['i2', 'bay']]),
    JSON.stringify([['i2', 'dh1']]),
    JSON.stringify([['i2', 'mnt']]),
  ]);
});

test('ANDROID PATHWAY DEVIATION: from the 10-minute mark, once, with the android aboard; its bonus move leaves the AI path by corridor (L1847-1862)', () => {
  const opts = (sd: number, extra: (t: Table) => void = () => {}) => {
    const t = table(3);
    put(t, 'motoko', 1, 'dh2');
    images(t, ['hyp', null, null]);
    t.s.tracks.selfDestruct = sd;
    t.s.android = { at: 'mid', status: 0, active: true, deviated: false };
    extra(t);
    return { t, legal: row(t, 'deviation') };
  };
  assert.deepEqual(opts(11).legal, skip('deviation'), 'not yet at the 10-minute mark');
  const { t, legal } = opts(10);
  assert.deepEqual(legal, [
    { type: 'icon', icon: 'deviation', to: 'gal' },
    { type: 'icon', icon: 'deviation', to: 'coc' },
  ]);
  t.act(0, { type: 'icon', icon: 'deviation', to: 'coc' });
  assert.deepEqual(t.s.android, { at: 'coc', status: 0, active: true, deviated: true });
  assert.deepEqual(
    opts(5, (u) => {
      u.s.android.deviated = true;
    }).legal,
    skip('deviation'),
    'once',
  );
  assert.deepEqual(
    opts(5, (u) => {
      u.s.android.at = null;
    }).legal,
    skip('deviation'),
    'no android',
  );
  const blocked = opts(5, (u) => {
    u.s.android.at = 'bay';
    u.s.door = { link: 10, half: false, bulkhead: null };
  });
  assert.deepEqual(
    blocked.legal,
    [{ type: 'icon', icon: 'deviation', to: null }],
    'no way off the path: no bonus move',
  );
  blocked.t.act(0, { type: 'icon', icon: 'deviation', to: null });
  assert.deepEqual(blocked.t.s.android, { at: 'bay', status: 0, active: true, deviated: true });
});

test('ATTACK: a chamber next to the real lifeform by corridor or tunnel, not through the door, with a character not hidden; never the Remora (L1865-1868, L204-206)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'hyp');
  put(t, 'reyes', 2, 'lst');
  put(t, 'palmer', 2, 'coc', { hidden: true });
  images(t, ['ven', 'coc', null]);
  assert.deepEqual(
    row(t, 'attack').map((a) => a.chamber),
    ['hyp', 'lst'],
  );
  t.s.stack = [];
  t.s.door = { link: 1, half: false, bulkhead: null };
  assert.deepEqual(
    row(t, 'attack').map((a) => a.chamber),
    ['lst'],
  );
  const remora = table(3);
  put(remora, 'motoko', 1, 'rem');
  images(remora, ['bay', null, null]);
  assert.deepEqual(row(remora, 'attack'), skip('attack'));
});

test('COCOON and MALFUNCTION: offered until their track’s last space (L1871-1874, L1899-1902)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh2');
  images(t, ['hyp', null, null]);
  t.s.tracks.cocoon = 2;
  t.s.tracks.malfunction = 2;
  assert.deepEqual(row(t, 'cocoon'), [{ type: 'icon', icon: 'cocoon' }]);
  t.s.stack = [];
  assert.deepEqual(row(t, 'malfunction'), [{ type: 'icon', icon: 'malfunction' }]);
  t.s.stack = [];
  t.s.tracks.cocoon = 3;
  t.s.tracks.malfunction = 3;
  assert.deepEqual(row(t, 'cocoon'), skip('cocoon'));
  t.s.stack = [];
  assert.deepEqual(row(t, 'malfunction'), skip('malfunction'));
});

test('FORCE MOVE: any crew member’s character not hidden, 1 or 2 moves by the movement rules (L1877-1895)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh1');
  put(t, 'reyes', 2, 'hyp', { hidden: true });
  put(t, 'okafor', 2, 'dh2');
  images(t, ['coc', 'hyp', null], 'i1');
  const opts = row(t, 'force-move');
  assert.ok(!opts.some((a) => a.char === 'reyes'), 'hidden');
  const okafor = opts.filter((a) => a.char === 'okafor').map((a) => JSON.stringify(a.path));
  assert.ok(okafor.includes('["dh1"]') && okafor.includes('["dh1","mnt"]'), 'okafor may pass motoko');
  assert.ok(!okafor.some((p) => p.includes('rem')), 'not into the Remora before the 20-minute mark');
  t.act(0, { type: 'icon', icon: 'force-move', char: 'okafor', path: ['dh1', 'mnt'] });
  assert.equal(t.s.chars[2]?.at, 'mnt');
});

test('KILL HIDDEN CHARACTER: one hidden character in the real lifeform’s chamber, the others there unaffected (L1904-1912)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid', { hidden: true });
  put(t, 'reyes', 2, 'mid', { hidden: true });
  put(t, 'okafor', 2, 'gal', { hidden: true });
  images(t, ['mid', 'gal', null], 'i1');
  assert.deepEqual(
    row(t, 'kill-hidden').map((a) => a.char),
    ['motoko', 'reyes'],
  );
  t.act(0, { type: 'icon', icon: 'kill-hidden', char: 'reyes' });
  assert.deepEqual(
    t.s.chars.map((c) => c.alive),
    [true, false, true],
  );
});

test('MISSION REMOVAL: a chamber where an image stands and a mission token lies (L1914-1918)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh2');
  images(t, ['gal', 'lst', 'mnt']);
  t.s.missions = { gal: 1, lst: 0, hyp: 2, mnt: 2 };
  assert.deepEqual(
    row(t, 'mission-removal').map((a) => a.chamber),
    ['gal', 'mnt'],
  );
  t.act(0, { type: 'icon', icon: 'mission-removal', chamber: 'mnt' });
  assert.deepEqual(t.s.missions, { gal: 1, lst: 0, hyp: 2, mnt: 1 });
});

test('POWER OUTAGE: a chamber without the shield icon or an outage, never the Remora nor the breach (reading), none once the supply is spent (L1968-1973)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh2');
  images(t, ['gal', null, null]);
  t.s.outages = ['mid'];
  t.s.breach = 'dh1';
  assert.deepEqual(
    row(t, 'outage').map((a) => a.chamber),
    ['gal', 'hyp', 'ven', 'coc', 'lst', 'mnt', 'dh2'],
  );
  t.act(0, { type: 'icon', icon: 'outage', chamber: 'ven' });
  assert.deepEqual(t.s.outages, ['mid', 'ven']);
  t.s.stack = [];
  t.s.outages = ['x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 'x8', 'x9', 'x10', 'x11', 'x12'];
  assert.deepEqual(row(t, 'outage'), skip('outage'), 'all 12 tokens are out');
});

test('SCANNER MALFUNCTION: an image next to a living character (the door ignored) to another character-free chamber next to that character; each placing once (L1976-1981)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'lst');
  put(t, 'okafor', 2, null as unknown as string, { alive: false });
  images(t, ['hyp', 'ven', 'eng']);
  t.s.door = { link: 0, half: false, bulkhead: null };
  assert.deepEqual(
    row(t, 'scanner').map((a) => `${a.image}>${a.to}`),
    ['i1>mid', 'i3>mid', 'i2>mid'],
  );
  t.act(0, { type: 'icon', icon: 'scanner', image: 'i3', to: 'mid' });
  assert.deepEqual(
    t.s.images.map((i) => i.at),
    ['hyp', 'ven', 'mid'],
  );
});

test('SECURITY DOOR REMOVAL: only with the door on the board; it goes back to the supply (L1984-1989)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh2');
  images(t, ['gal', null, null]);
  assert.deepEqual(row(t, 'door-removal'), skip('door-removal'));
  t.s.stack = [];
  t.s.door = { link: 4, half: true, bulkhead: null };
  assert.deepEqual(row(t, 'door-removal'), [{ type: 'icon', icon: 'door-removal' }]);
  t.act(0, { type: 'icon', icon: 'door-removal' });
  assert.equal(t.s.door, null);
});

test('lifeform SURVIVAL: ANDROID KILL only with a character not hidden in the android’s chamber; MOVE ALIEN 3 ends up to three moves away; HULL BREACH on its targets; once per game (L1996-2003, L2076-2106)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh2');
  put(t, 'reyes', 2, 'mid', { hidden: true });
  images(t, ['gal', 'mid', null], 'i2');
  t.s.android = { at: 'mid', status: 0, active: true, deviated: false };
  const opts = row(t, 'survival');
  assert.ok(!opts.some((a) => a.ability === 'android-kill'), 'only a hidden character there');
  assert.deepEqual(
    opts.filter((a) => a.ability === 'move3' && a.image === 'i1').map((a) => a.to),
    ['coc', 'hyp', 'lst', 'ven'],
  );
  assert.ok(opts.some((a) => a.ability === 'hull-breach'));
  t.act(0, { type: 'icon', icon: 'survival', ability: 'move3', image: 'i1', to: 'lst' });
  assert.equal(t.s.images[0]?.at, 'lst');
  assert.equal(t.s.lifeformSurvival, true);
  const u = table(3);
  put(u, 'motoko', 1, 'mid');
  images(u, ['gal', null, null]);
  u.s.android = { at: 'mid', status: 0, active: true, deviated: false };
  assert.ok(row(u, 'survival').some((a) => a.ability === 'android-kill'));
  u.s.android.at = null;
  u.s.stack = [];
  assert.ok(!row(u, 'survival').some((a) => a.ability === 'android-kill'), 'no android');
});

test('SWAP IDENTITIES: a reality calibration, with at least two images on the board (L1999-2001)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh2');
  images(t, ['gal', null, null]);
  assert.deepEqual(row(t, 'swap-identities'), skip('swap-identities'));
  t.s.stack = [];
  images(t, ['gal', 'lst', null]);
  assert.deepEqual(row(t, 'swap-identities'), [{ type: 'icon', icon: 'swap-identities' }]);
  t.act(0, { type: 'icon', icon: 'swap-identities' });
  assert.equal(t.s.stack.at(-1)?.k, 'calibrate');
});

test('TERROR: a chamber with no character (hidden ones count), no terror token yet, not the Remora nor the breach (reading), none once the supply is spent (L2004-2008)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'mid', { hidden: true });
  images(t, ['mid', null, null]);
  t.s.terror = ['hyp'];
  t.s.breach = 'dh1';
  assert.deepEqual(
    row(t, 'terror').map((a) => a.chamber),
    ['ven', 'coc', 'lst', 'eng', 'mnt', 'dh2', 'bay'],
  );
  t.act(0, { type: 'icon', icon: 'terror', chamber: 'bay' });
  assert.deepEqual(t.s.terror, ['hyp', 'bay']);
  t.s.stack = [];
  t.s.terror = ['ven', 'coc', 'lst', 'eng', 'mnt', 'dh2', 'bay', 'x', 'y', 'z'];
  assert.deepEqual(row(t, 'terror'), skip('terror'), 'all 10 tokens are out');
});

test('VENT: any image to a character-free vent chamber without an image; or the real lifeform into a vent chamber with a character not hidden, and it attacks (L2011-2022)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'ven');
  images(t, ['lst', 'dh2', null], 'i1');
  assert.deepEqual(row(t, 'vent'), [
    { type: 'icon', icon: 'vent', image: 'i1', to: 'coc' },
    { type: 'icon', icon: 'vent', image: 'i2', to: 'coc' },
    { type: 'icon', icon: 'vent', attack: 'ven' },
  ]);
  t.act(0, { type: 'icon', icon: 'vent', attack: 'ven' });
  assert.equal(t.s.images[0]?.at, 'ven');
  assert.ok(t.s.stack.some((x) => x.k === 'attack'));
  const hidden = table(3);
  put(hidden, 'motoko', 1, 'ven', { hidden: true });
  images(hidden, ['lst', 'ven', null], 'i1');
  assert.deepEqual(
    row(hidden, 'vent').map((a) => a.attack),
    [undefined, undefined],
    'only hidden characters in ven: no attack',
  );
});

test('MOVE: two images never end in the same chamber (L397-398)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh2');
  images(t, ['gal', 'lst', null]);
  const opts = moves(row(t, 'move-b'));
  assert.ok(opts.includes(JSON.stringify([['i1', 'mid']])));
  assert.ok(opts.includes(JSON.stringify([['i2', 'mid']])));
  assert.ok(
    !opts.includes(
      JSON.stringify([
        ['i1', 'mid'],
        ['i2', 'mid'],
      ]),
    ),
  );
});

test('SCANNER MALFUNCTION: two characters side by side give each placing once (L1976-1981)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'gal');
  images(t, ['hyp', null, null]);
  assert.deepEqual(row(t, 'scanner'), [{ type: 'icon', icon: 'scanner', image: 'i1', to: 'mid' }]);
});

test('a character killed by KILL HIDDEN or ANDROID KILL is a death: the lifeform says whether it was noisy (L527-532, L1904-1912, L2079-2081)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid', { hidden: true });
  put(t, 'okafor', 2, 'dh2');
  images(t, ['mid', null, null], 'i1');
  row(t, 'kill-hidden');
  t.act(0, { type: 'icon', icon: 'kill-hidden', char: 'motoko' });
  assert.deepEqual(t.legal(0), [
    { type: 'noise', noisy: true },
    { type: 'noise', noisy: false },
  ]);
  const u = table(3);
  put(u, 'motoko', 1, 'mid');
  put(u, 'okafor', 2, 'dh2');
  images(u, ['gal', null, null], 'i1');
  u.s.android = { at: 'mid', status: 0, active: true, deviated: false };
  row(u, 'survival');
  u.act(0, { type: 'icon', icon: 'survival', ability: 'android-kill' });
  assert.equal(u.s.chars[0]?.alive, false);
  assert.deepEqual(u.legal(0), [
    { type: 'noise', noisy: true },
    { type: 'noise', noisy: false },
  ]);
});

test('FORCE MOVE with no meeting, and the lifeform’s SELF-DESTRUCT, leave the row going on to its next icon (L180-189, L1877-1895, L1992-1994)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh2');
  images(t, ['coc', null, null]);
  t.s.tracks.selfDestruct = 25;
  start(t, { k: 'row', seat: 0, icons: ['force-move', 'self-destruct', 'cocoon'] });
  t.act(0, { type: 'icon', icon: 'force-move', char: 'motoko', path: ['dh1'] });
  assert.equal(t.s.chars[0]?.at, 'dh1');
  t.act(0, { type: 'icon', icon: 'self-destruct' });
  assert.equal(t.s.tracks.selfDestruct, 24);
  assert.deepEqual(t.legal(0), [{ type: 'icon', icon: 'cocoon' }]);
});
