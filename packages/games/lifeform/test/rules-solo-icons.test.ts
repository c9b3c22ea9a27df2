import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action } from '@airlock/engine';
import { soloIconOptions } from '../src/solo/icons.ts';
import { place, soloTable, topStep } from './solo-fixture.ts';

// Dragon's Domain's crew icons (rulebook L2960-3131). The test ship: gal's neighbours are cpt (circuit,
// terror), hyp, mes (outage) and lad; hyp leads to ven, lad to sup and eng, eng to mnt; cry holds a harpoon.

const paths = (opts: Action[]) => opts.map((o) => (o.path as string[]).join('>'));

test('MOVE: one move into any neighbour, never out of the Remora nor out of the android’s chamber', () => {
  const t = soloTable();
  assert.deepEqual(paths(soloIconOptions(t.s, 'move2')), ['cpt', 'hyp', 'mes', 'lad'], 'one character: one move');
  assert.deepEqual(soloIconOptions(t.s, 'move1')[0], { type: 'icon', icon: 'move1', path: ['cpt'] });
  t.s.android.at = 'gal';
  assert.deepEqual(soloIconOptions(t.s, 'move1'), [], 'the android holds you in its chamber');
  t.s.android.at = null;
  place(t, 'rem');
  assert.deepEqual(soloIconOptions(t.s, 'move1'), [], 'aboard the Remora');
});

test('RUN: 1 or 2 moves, never from, through or into an outage, stopping at terror, never back to the start', () => {
  const t = soloTable();
  assert.deepEqual(paths(soloIconOptions(t.s, 'run')), ['cpt', 'hyp', 'hyp>ven', 'lad', 'lad>sup', 'lad>eng']);
  place(t, 'mes');
  assert.deepEqual(soloIconOptions(t.s, 'run'), [], 'from an outage');
  assert.deepEqual(paths(soloIconOptions(t.s, 'move1')), ['gal'], 'a plain move leaves an outage');
});

test('EXPLORE: a mission token of your chamber into a column with room, or terror next door', () => {
  const t = soloTable();
  t.s.terror = [];
  t.s.missions.gal = 1;
  t.s.loadout = { weaponry: 6, coolant: 5, energy: 6, spacesuits: 8, halon: 6 };
  assert.deepEqual(soloIconOptions(t.s, 'explore'), [{ type: 'icon', icon: 'explore', column: 'coolant' }]);
  t.s.missions.gal = 2;
  t.s.terror = ['cpt', 'hyp'];
  t.s.hands[0] = [];
  t.begin({ k: 'row', icons: ['explore'] });
  t.act({ type: 'icon', icon: 'explore', column: 'coolant' });
  assert.equal(t.s.missions.gal, 1, 'one of the two tokens');
  assert.equal(t.s.loadout.coolant, 6);
  t.begin({ k: 'row', icons: ['explore'] });
  t.act({ type: 'icon', icon: 'explore', terror: 'hyp' });
  assert.deepEqual(t.s.terror, ['cpt'], 'only the chosen terror');
});

test('CIRCUIT BOARD: only in a circuit chamber, a data token of your choice', () => {
  const t = soloTable();
  assert.deepEqual(soloIconOptions(t.s, 'circuit'), []);
  place(t, 'cpt');
  assert.deepEqual(
    soloIconOptions(t.s, 'circuit').map((a) => a.data),
    ['claw', 'fang', 'tail', 'spine'],
  );
});

test('FLAMETHROWER – ANDROID: at close range, with the android in your chamber or 1-2 corridor moves away', () => {
  const t = soloTable();
  t.x.motion = 'm8';
  const near = (at: string | null) => {
    t.s.android.at = at;
    return soloIconOptions(t.s, 'flame-android').length > 0;
  };
  assert.equal(near(null), false, 'no android');
  assert.equal(near('gal'), true);
  assert.equal(near('hyp'), true);
  assert.equal(near('ven'), true, 'two moves away');
  assert.equal(near('mnt'), false, 'three moves away');
  t.x.motion = 'tough';
  assert.equal(near('gal'), false, 'not at close range');
});

test('FLAMETHROWER – COCOON: only in a cocoon chamber with a stowaway token on the Remora', () => {
  const t = soloTable();
  place(t, 'coc');
  t.x.stowawaysAboard = 0;
  assert.deepEqual(soloIconOptions(t.s, 'flame-cocoon'), []);
  t.x.stowawaysAboard = 1;
  assert.deepEqual(soloIconOptions(t.s, 'flame-cocoon'), [{ type: 'icon', icon: 'flame-cocoon' }]);
  place(t, 'gal');
  assert.deepEqual(soloIconOptions(t.s, 'flame-cocoon'), []);
});

test('SHOCK-PROD – ANDROID: in the android’s chamber with no outage there; it damages the android', () => {
  const t = soloTable();
  t.s.android.at = 'hyp';
  t.s.android.active = true;
  assert.deepEqual(soloIconOptions(t.s, 'prod-android'), [], 'next door is not enough');
  t.s.android.at = 'gal';
  assert.deepEqual(soloIconOptions(t.s, 'prod-android'), [{ type: 'icon', icon: 'prod-android' }]);
  t.s.outages.push('gal');
  assert.deepEqual(soloIconOptions(t.s, 'prod-android'), [], 'an outage here');
});

test('SECURITY DOOR: on any corridor but the one to the Remora, shut full-lock; where it stands now is not offered', () => {
  const t = soloTable();
  const links = soloIconOptions(t.s, 'door').map((a) => a.link);
  // 17 links on the test ship; the 14th (index 13) joins the Shuttle Bay and the Remora.
  assert.deepEqual(
    links,
    Array.from({ length: 17 }, (_, i) => i).filter((i) => i !== 13),
  );
  t.s.door = { link: 2, half: true, bulkhead: null };
  assert.ok(!soloIconOptions(t.s, 'door').some((a) => a.link === 2));
  t.begin({ k: 'row', icons: ['door'] });
  t.act({ type: 'icon', icon: 'door', link: 5 });
  assert.deepEqual(t.s.door, { link: 5, half: false, bulkhead: null });
});

test('entering chambers: the Mining Laser only when Engineering is on the path, a harpoon token only where it lies', () => {
  const t = soloTable();
  place(t, 'lad');
  t.begin({ k: 'row', icons: ['move1'] });
  t.act({ type: 'icon', icon: 'move1', path: ['sup'] });
  assert.equal(t.s.laser, 'engineering', 'not taken elsewhere');
  assert.deepEqual(t.x.harpoonsAt, ['cry']);
  assert.equal(t.x.tokens.harpoon, 0);
  t.begin({ k: 'row', icons: ['run'] });
  t.act({ type: 'icon', icon: 'run', path: ['lad', 'eng'] });
  assert.equal(t.s.laser, 0, 'taken in Engineering');
  const u = soloTable();
  u.s.laser = 'gone';
  place(u, 'lad');
  u.begin({ k: 'row', icons: ['move1'] });
  u.act({ type: 'icon', icon: 'move1', path: ['eng'] });
  assert.equal(u.s.laser, 'gone', 'once used it does not come back');
  u.x.harpoonsAt = ['cry', 'dvs'];
  place(u, 'dvs');
  u.begin({ k: 'row', icons: ['move1'] });
  u.act({ type: 'icon', icon: 'move1', path: ['cry'] });
  assert.deepEqual(u.x.harpoonsAt, ['dvs']);
  assert.equal(u.x.tokens.harpoon, 1);
});

test('MISSION icons add a token to their own chamber; SELF-DESTRUCT costs a minute; DRAW 2 checks the hand', () => {
  const t = soloTable();
  t.s.tracks.selfDestruct = 20;
  t.s.hands[0] = Array.from({ length: 6 }, () => 'spanner');
  t.begin({ k: 'row', icons: ['mission-sister'] });
  t.act({ type: 'icon', icon: 'mission-sister' });
  assert.equal(t.s.missions.cpt, 1, 'the SIS-TER chamber');
  assert.equal(t.s.missions.mnt, undefined);
  t.begin({ k: 'row', icons: ['self-destruct'] });
  t.act({ type: 'icon', icon: 'self-destruct' });
  assert.equal(t.s.tracks.selfDestruct, 19);
  t.begin({ k: 'row', icons: ['draw2'] });
  t.act({ type: 'icon', icon: 'draw2' });
  assert.equal(t.s.hands[0]?.length, 8);
  assert.deepEqual(topStep(t), { k: 'discard' });
});
