import assert from 'node:assert/strict';
import { test } from 'node:test';
import { has, images, put, start, table } from './fixture.ts';

test('FLAMETHROWER: an image 1-2 away moved twice, never into characters; +1 hostility (L1240-1248)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'palmer', 2, 'eng');
  images(t, ['lst', null, null]);
  t.s.tracks.hostility = 0;
  start(t, { k: 'row', seat: 1, icons: ['flamethrower'] });
  const opts = t.legal(1);
  assert.ok(opts.length > 0);
  for (const a of opts)
    for (const c of a.path as string[]) assert.ok(!['eng', 'gal'].includes(c), `${c} holds a character`);
  assert.ok(
    opts.every((a) => (a.path as string[])[1] !== 'lst'),
    'two moves that end where they began change nothing',
  );
  t.act(1, { type: 'icon', icon: 'flamethrower', char: 'motoko', image: 'i1', path: ['ven', 'hyp'] });
  assert.equal(t.s.images[0]?.at, 'hyp');
  assert.equal(t.s.tracks.hostility, 1);
});

test('FLAMETHROWER-COCOON: track back to start, hand cut to size, a ghost removed with three out, +1 hostility (L1262-1272)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'coc');
  images(t, ['lst', 'mnt', 'hyp'], 'i1');
  t.s.tracks.cocoon = 2;
  t.s.tracks.hostility = 0;
  t.s.hands[0] = ['stalk', 'stalk', 'stalk', 'nest', 'nest', 'feed'];
  start(t, { k: 'row', seat: 1, icons: ['flame-cocoon'] });
  t.act(1, { type: 'icon', icon: 'flame-cocoon' });
  assert.equal(t.s.tracks.cocoon, 0);
  assert.equal(t.s.tracks.hostility, 1);
  assert.equal(t.s.stack.at(-1)?.k, 'trim');
  t.act(0, { type: 'discard', card: 'nest' });
  t.act(0, { type: 'discard', card: 'nest' });
  assert.equal(t.s.hands[0]?.length, 4, 'hand size 4 at the 3-4 player start');
  assert.equal(t.s.stack.at(-1)?.k, 'remove-image');
  assert.ok(!t.legal(0).some((a) => a.image === 'i1'));
});

test('EXPLORE: a mission token from the chamber, or a terror token next door through an open corridor (L1222-1231)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  t.s.missions = { mid: 1 };
  t.s.terror = ['gal', 'ven'];
  start(t, { k: 'row', seat: 1, icons: ['explore'] });
  assert.ok(has(t.legal(1), { terror: 'gal' }));
  assert.ok(!has(t.legal(1), { terror: 'ven' }), 'not adjacent');
  t.act(1, { type: 'icon', icon: 'explore', char: 'motoko', column: 'coolant' });
  assert.equal(t.s.loadout.coolant, 1);
  assert.equal(t.s.missions.mid, 0);
});

test('CIRCUIT BOARD: completes an objective of this chamber (revealed) or gives a data token (L1200-1207)', () => {
  const t = table(3);
  t.s.map = 'valley-forge';
  put(t, 'motoko', 1, 'engineering');
  t.s.objectives = [{ id: 'reroute-power', done: false }];
  start(t, { k: 'row', seat: 1, icons: ['circuit'] });
  t.act(1, { type: 'icon', icon: 'circuit', char: 'motoko', objective: 'reroute-power' });
  assert.equal(t.s.objectives[0]?.done, true);
  assert.ok(t.events.some((e) => e.rule === 'objective.done' && e.reveals));
  start(t, { k: 'row', seat: 1, icons: ['circuit'] });
  t.act(1, { type: 'icon', icon: 'circuit', char: 'motoko', data: 'fang' });
  assert.deepEqual(t.s.data[1], ['fang']);
});

test('MISSION icons add a token to Maintenance or the SIS-TER interface; SECURITY DOOR never on the Remora corridor (L1282-1296, L1327-1337)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  start(t, { k: 'row', seat: 1, icons: ['mission-maintenance', 'door'] });
  t.act(1, { type: 'icon', icon: 'mission-maintenance' });
  assert.equal(t.s.missions.mnt, 1);
  const links = t.legal(1).map((a) => a.link);
  assert.ok(!links.includes(11), 'bay-rem is link 11 on the test ship');
  assert.ok(links.includes(0));
});

test('TERROR: only in a chamber without characters; SCANNER: an image beside a character to another free chamber beside it (L1943-1950, L2009-2014)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  images(t, ['lst', null, null]);
  start(t, { k: 'row', seat: 0, icons: ['terror', 'scanner'] });
  assert.ok(!has(t.legal(0), { icon: 'terror', chamber: 'mid' }));
  const scans = t
    .legal(0)
    .filter((a) => a.icon === 'scanner')
    .map((a) => a.to);
  assert.deepEqual(scans.sort(), ['coc', 'gal']);
});

test('MISSION REMOVAL takes a token where an image stands; FORCE MOVE needs an image in a cocoon chamber (L1869-1895, L1908-1912)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['lst', null, null]);
  t.s.missions = { lst: 2, gal: 1 };
  start(t, { k: 'row', seat: 0, icons: ['mission-removal', 'force-move'] });
  assert.ok(!has(t.legal(0), { type: 'icon', icon: 'force-move' }));
  t.act(0, { type: 'icon', icon: 'mission-removal', chamber: 'lst' });
  assert.equal(t.s.missions.lst, 1);
  assert.deepEqual(t.legal(0), [{ type: 'skip', icon: 'force-move' }]);
  const u = table(3);
  put(u, 'motoko', 1, 'gal');
  images(u, ['coc', 'mid', null], 'i2');
  start(u, { k: 'row', seat: 0, icons: ['force-move'] });
  const paths = u.legal(0).map((a) => JSON.stringify(a.path));
  assert.ok(paths.includes('["mid"]'), 'into the real one: the move stops there');
  assert.ok(!paths.includes('["mid","lst"]'));
  u.act(0, { type: 'icon', icon: 'force-move', char: 'motoko', path: ['mid'] });
  assert.ok(
    u.events.some((e) => e.rule === 'attack.reveal'),
    'and it attacks',
  );
});

test('VENT: an image to a free vent chamber (L2018-2022); the vent token is spent as the Use Vent activity (L339-345)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['mnt', null, null]);
  t.s.vents = 1;
  start(t, { k: 'lifeform-turn' });
  t.act(0, { type: 'vent-token' });
  assert.equal(t.s.vents, 0);
  assert.deepEqual(
    t.legal(0).map((a) => a.to),
    ['ven', 'coc'],
  );
  t.act(0, { type: 'icon', icon: 'vent', image: 'i1', to: 'ven' });
  assert.equal(t.s.images[0]?.at, 'ven');
});

test('lifeform SURVIVAL once per game: ANDROID KILL with no reactions, or MOVE ALIEN 3 not ending where it began (L2076-2084)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  put(t, 'palmer', 2, 'mid', { hidden: true });
  images(t, ['lst', 'mid', null]);
  t.s.android = { at: 'mid', status: 0, active: true, deviated: false };
  t.s.tracks.hostility = 0;
  start(t, { k: 'row', seat: 0, icons: ['survival'] });
  assert.ok(!t.legal(0).some((a) => a.ability === 'move3' && a.image === 'i1' && a.to === 'lst'));
  t.act(0, { type: 'icon', icon: 'survival', ability: 'android-kill' });
  assert.equal(t.s.chars[0]?.alive, false);
  assert.equal(t.s.chars[1]?.alive, true, 'hidden characters are spared');
  assert.equal(t.s.lifeformSurvival, true);
  t.s.stack = [];
  start(t, { k: 'row', seat: 0, icons: ['survival'] });
  assert.deepEqual(t.legal(0), [{ type: 'skip', icon: 'survival' }]);
});

test('Lurk: only below the hand size; discard up to the evolution number, then draw up to it (L327-337)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['lst', null, null]);
  t.s.hands[0] = ['apex', 'nest'];
  t.s.tracks.cocoon = 2;
  start(t, { k: 'lifeform-turn' });
  assert.ok(has(t.legal(0), { type: 'lurk', discard: ['apex', 'nest'] }), 'evolution number 2');
  t.act(0, { type: 'lurk', discard: ['nest'] });
  assert.equal(t.s.hands[0]?.length, 6);
  start(t, { k: 'lifeform-turn' });
  assert.ok(!has(t.legal(0), { type: 'lurk' }), 'a full hand cannot lurk');
});

test('hostility spaces: a draw, a terror token to place (L2062-2066); the self-destruct terror space is optional (L2152-2153)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['lst', null, null]);
  t.s.tracks.hostility = 2;
  t.s.tracks.selfDestruct = 24;
  t.s.hands[1] = ['override'];
  start(t, { k: 'row', seat: 1, icons: ['flamethrower'] });
  t.act(1, { type: 'icon', icon: 'flamethrower', char: 'motoko', image: 'i1', path: ['ven', 'hyp'] });
  assert.equal(t.s.hands[0]?.length, 1, 'space 3 draws');
  start(t, { k: 'row', seat: 1, icons: ['self-destruct'] });
  t.act(1, { type: 'icon', icon: 'self-destruct' });
  assert.equal(t.s.tracks.selfDestruct, 23);
  assert.ok(has(t.legal(0), { type: 'pass' }), 'may place');
});

test('20 minutes: a vent token and a secret stowaway pick (L2154-2162)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.tracks.selfDestruct = 21;
  t.s.vents = 0;
  start(t, { k: 'row', seat: 1, icons: ['self-destruct'] });
  t.act(1, { type: 'icon', icon: 'self-destruct' });
  assert.equal(t.s.vents, 1);
  assert.deepEqual(t.pending(), [0]);
  t.act(0, { type: 'stowaway', card: 1 });
  assert.equal(t.s.stowaway, 1);
  const ev = t.events.find((e) => e.rule === 'stowaway.pick');
  assert.deepEqual(ev?.to, [0]);
  assert.ok(!ev?.public?.text.includes('last'));
});

test('the ship explodes: the lifeform wins at once (L2170-2172)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.tracks.selfDestruct = 1;
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'equip', cards: 2 });
  assert.deepEqual(t.s.over?.winners, [0]);
});
