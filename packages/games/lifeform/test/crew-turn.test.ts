import assert from 'node:assert/strict';
import { test } from 'node:test';
import { has, images, put, start, table } from './fixture.ts';

test('Equip: 2 cards for 1 minute, 3 for 2; then down to 6 (L120-125)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.hands[1] = ['spanner', 'spanner', 'spanner', 'spanner', 'spanner'];
  t.s.tracks.selfDestruct = 25;
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'equip', cards: 3 });
  assert.equal(t.s.tracks.selfDestruct, 23);
  assert.equal(t.s.hands[1]?.length, 8);
  assert.deepEqual(t.pending(), [1]);
  t.act(1, { type: 'discard', card: 'spanner' });
  t.act(1, { type: 'discard', card: 'spanner' });
  assert.equal(t.s.hands[1]?.length, 6);
  const u = table(3);
  put(u, 'motoko', 1, 'gal');
  u.s.tracks.selfDestruct = 25;
  start(u, { k: 'activity', seat: 1 });
  u.act(1, { type: 'equip', cards: 2 });
  assert.equal(u.s.tracks.selfDestruct, 24);
  assert.equal(u.s.hands[1]?.length, 2);
});

test('heat analyzer: an image 2 chambers away counts even behind the door; 3 away the lifeform draws (L127-134)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['lst', null, null]);
  t.s.door = { link: 2, half: false, bulkhead: null }; // gal-mid
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'analyzer', char: 'motoko' });
  assert.equal(t.s.hands[1]?.length, 2);
  assert.equal(t.s.hands[0]?.length, 0, 'in range: no lifeform draw');
  assert.equal(t.s.chars[0]?.analyzer, false);
  const u = table(3);
  put(u, 'motoko', 1, 'gal');
  images(u, ['eng', null, null]);
  start(u, { k: 'activity', seat: 1 });
  u.act(1, { type: 'analyzer', char: 'motoko' });
  assert.equal(u.s.hands[0]?.length, 1, 'out of range: the lifeform draws 1');
});

test('heat analyzers are all gone at the 10-minute mark (L136-137)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.tracks.selfDestruct = 11;
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'equip', cards: 2 });
  assert.equal(t.s.tracks.selfDestruct, 10);
  assert.equal(t.s.chars[0]?.analyzer, false);
  start(t, { k: 'activity', seat: 1 });
  assert.ok(!has(t.legal(1), { type: 'analyzer' }));
});

test('Mining Laser at an image: pushed away (not to the shooter), lifeform hand discarded, outage, hostility, card gone (L139-164)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  images(t, ['lst', null, null]);
  t.s.laser = 1;
  t.s.hands[0] = ['stalk', 'stalk', 'ambush', 'nest'];
  t.s.tracks.hostility = 0;
  const h0 = t.s.tracks.hostility;
  start(t, { k: 'activity', seat: 1 });
  const shots = t.legal(1).filter((a) => a.type === 'laser');
  assert.ok(shots.length > 0);
  for (const a of shots) assert.notEqual(a.to, 'mid');
  t.act(1, { type: 'laser', char: 'motoko', image: 'i1', to: 'eng' });
  assert.equal(t.s.images[0]?.at, 'eng');
  assert.equal(t.s.hands[0]?.length, 0);
  assert.ok(t.s.outages.includes('lst'), 'outage where the target was shot');
  assert.equal(t.s.tracks.hostility, h0 + 1);
  assert.equal(t.s.laser, 'gone');
  assert.ok(!t.events.some((e) => e.text.includes('real') || e.text.includes('ghost')), 'identity not revealed');
});

test('Mining Laser cannot fire from a power outage chamber (L143-145)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  images(t, ['lst', null, null]);
  t.s.laser = 1;
  t.s.outages = ['mid'];
  start(t, { k: 'activity', seat: 1 });
  assert.ok(!has(t.legal(1), { type: 'laser' }));
});

test('Mining Laser at the android in the Shuttle Bay destroys it without an outage there (L157-162)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'dh1');
  t.s.android = { at: 'bay', status: 0, active: true, deviated: false };
  t.s.laser = 1;
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'laser', char: 'motoko', android: true });
  assert.equal(t.s.android.at, null);
  assert.equal(t.s.android.status, 3);
  assert.ok(!t.s.outages.includes('bay'));
});

test('the first character into Engineering takes the Mining Laser; later entries take nothing (L166-167)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'lst');
  put(t, 'palmer', 2, 'coc');
  t.s.hands[1] = ['crawlspace'];
  t.s.hands[2] = ['crawlspace'];
  start(t, { k: 'activity', seat: 2 });
  t.act(2, { type: 'play', card: 'crawlspace', row: 0 });
  t.act(2, { type: 'icon', icon: 'move1', moves: [['palmer', 'eng']] });
  assert.equal(t.s.laser, 2);
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'crawlspace', row: 0 });
  t.act(1, { type: 'icon', icon: 'move1', moves: [['motoko', 'eng']] });
  assert.equal(t.s.laser, 2);
});

test('a row is offered only if one of its icons can change the state; reaction rows never (L183-197)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  t.s.hands[1] = ['stun-baton', 'adrenaline'];
  start(t, { k: 'activity', seat: 1 });
  const plays = t.legal(1).filter((a) => a.type === 'play');
  // Stun Baton: prod-android impossible (no android), move1 possible; Adrenaline: run possible.
  assert.deepEqual(
    plays.map((a) => `${a.card}:${a.row}`),
    ['adrenaline:0', 'stun-baton:1'],
  );
  const u = table(3);
  put(u, 'motoko', 1, 'gal');
  u.s.hands[0] = ['interference'];
  images(u, ['eng', null, null]);
  start(u, { k: 'lifeform-turn' });
  assert.ok(!has(u.legal(0), { type: 'play', card: 'interference', row: 1 }), 'door removal with no door on the board');
});

test('collecting: every non-hidden character on tokens must collect, onto the lowest free space; hidden ones do not (L101-108, L466)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  put(t, 'palmer', 1, 'lst', { hidden: true });
  images(t, ['lst', null, null]);
  t.s.missions = { mid: 2, lst: 1 };
  start(t, { k: 'crew-turn', seat: 1 });
  const opts = t.legal(1);
  assert.ok(opts.every((a) => a.char === 'motoko'));
  t.act(1, { type: 'collect', char: 'motoko', column: 'weaponry' });
  assert.equal(t.s.loadout.weaponry, 1);
  assert.equal(t.s.missions.mid, 1);
  assert.equal(t.s.stack.at(-1)?.k, 'activity', 'one token per character, then the activity');
});

test('loadout bonuses: a draw space re-triggers after removal, the Flamethrower only once (L2184-2194)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  t.s.missions = { mid: 5 };
  t.s.loadout.weaponry = 1;
  start(t, { k: 'crew-turn', seat: 1 });
  t.act(1, { type: 'collect', char: 'motoko', column: 'weaponry' });
  assert.equal(t.s.flamethrower, 1);
  t.s.loadout.weaponry = 1;
  t.s.stack = [];
  start(t, { k: 'crew-turn', seat: 1 });
  t.act(1, { type: 'collect', char: 'motoko', column: 'weaponry' });
  assert.equal(t.s.flamethrower, 1, 'taken once');
  t.s.loadout.energy = 3;
  t.s.stack = [];
  const before = t.s.hands[1]?.length ?? 0;
  start(t, { k: 'crew-turn', seat: 1 });
  t.act(1, { type: 'collect', char: 'motoko', column: 'energy' });
  assert.equal(t.s.hands[1]?.length, before + 1, 'Energy space 4 draws a card');
  t.s.loadout.energy = 3;
  t.s.stack = [];
  start(t, { k: 'crew-turn', seat: 1 });
  t.act(1, { type: 'collect', char: 'motoko', column: 'energy' });
  assert.equal(t.s.hands[1]?.length, before + 2, 'covered again, it draws again');
});

test('the Remora: no boarding before 20 minutes; aboard, only the energy cell or a pass (L208-215)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'bay');
  t.s.hands[1] = ['crawlspace'];
  t.s.tracks.selfDestruct = 21;
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'crawlspace', row: 0 });
  assert.ok(!has(t.legal(1), { moves: [['motoko', 'rem']] }));
  const u = table(3);
  put(u, 'motoko', 1, 'bay');
  u.s.hands[1] = ['crawlspace', 'spanner'];
  u.s.tracks.selfDestruct = 20;
  start(u, { k: 'activity', seat: 1 });
  u.act(1, { type: 'play', card: 'crawlspace', row: 0 });
  u.act(1, { type: 'icon', icon: 'move1', moves: [['motoko', 'rem']] });
  u.s.loadout.energy = 2;
  start(u, { k: 'crew-turn', seat: 1 });
  const types = new Set(u.legal(1).map((a) => a.type));
  assert.deepEqual([...types].sort(), ['energy', 'pass']);
  assert.equal(u.s.stack.at(-1)?.k, 'activity', 'collection skipped');
});

test("energy cell: the emergency bulkhead door goes on a Docking Hub 1 exit and opens at that player's next turn (L212-222)", () => {
  const t = table(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 2, 'gal');
  t.s.hands[1] = ['spanner'];
  t.s.loadout.energy = 2;
  start(t, { k: 'crew-turn', seat: 1 });
  const door = t.legal(1).find((a) => a.type === 'energy' && typeof a.link === 'number');
  assert.ok(door);
  t.act(1, door);
  assert.equal(t.s.loadout.energy, 1);
  assert.equal(t.s.door?.bulkhead, 1);
  start(t, { k: 'crew-turn', seat: 2 });
  assert.ok(t.s.door, "still shut during the other player's turn");
  t.s.stack = [];
  start(t, { k: 'crew-turn', seat: 1 });
  assert.equal(t.s.door, null);
});

test('energy cell: electrify moves every image in the Shuttle Bay and Docking Hub 1 (L216-218)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'rem');
  t.s.hands[1] = ['spanner'];
  t.s.loadout.energy = 1;
  images(t, ['bay', 'dh1', null]);
  start(t, { k: 'crew-turn', seat: 1 });
  const zap = t.legal(1).find((a) => a.type === 'energy' && Array.isArray(a.moves) && a.moves.length === 2);
  assert.ok(zap);
  t.act(1, zap);
  assert.notEqual(t.s.images[0]?.at, 'bay');
  assert.notEqual(t.s.images[1]?.at, 'dh1');
  assert.notEqual(t.s.images[0]?.at, t.s.images[1]?.at);
});
