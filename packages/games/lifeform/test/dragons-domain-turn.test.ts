import assert from 'node:assert/strict';
import { test } from 'node:test';
import { has, place, soloTable, topStep } from './solo-fixture.ts';

test('a turn without moving: step 4 skipped, self-destruct +1 at step 5 (L2599-2602, L2660-2661)', () => {
  const t = soloTable();
  t.x.motion = 'tough';
  t.turn();
  assert.equal(t.s.hands[0]?.length, 1, 'step 2: one card drawn');
  t.act({ type: 'wait' });
  t.act({ type: 'go' });
  assert.equal(t.x.motion, 'm7', 'WAIT: the lifeform advances 1');
  assert.equal(t.s.tracks.selfDestruct, 30);
  assert.equal(
    t.x.stack.some((st) => st.k === 'crisis'),
    false,
    'no crisis card',
  );
  assert.equal(t.s.round, 2, 'the next round has begun');
});

test('moving into a non-vent chamber with a power outage: +1 minute, lifeform +1, a crisis of that deck, then +1 at step 5: +2 in the turn (L2604-2622)', () => {
  const t = soloTable();
  t.x.motion = 'tough';
  t.x.crisis.A = { 'a-medkit': 1 };
  t.s.hands[0] = ['spanner', 'spanner'];
  t.turn();
  t.act({ type: 'play', card: 'spanner', row: 0 });
  t.act({ type: 'icon', icon: 'move2', path: ['mes'] });
  assert.equal(t.s.tracks.selfDestruct, 30, 'the outage costs a minute');
  t.act({ type: 'go' });
  assert.equal(t.x.motion, 'm7', 'and moves the lifeform');
  assert.deepEqual(topStep(t), { k: 'crisis', deck: 'A', card: 'a-medkit' }, 'an A-deck crisis card');
  t.act({ type: 'crisis', option: 1, pay: [] });
  assert.equal(t.s.tracks.selfDestruct, 29, 'step 5: one more minute');
  assert.equal(t.x.crisisGone['a-medkit'], 1, 'the crisis card leaves the game');
});

test('moving into a red-bordered vent: its killed chit goes into the container, lifeform +1, no crisis (L2611-2616)', () => {
  const t = soloTable();
  place(t, 'hyp');
  t.x.motion = 'tough';
  t.s.hands[0] = ['crawlspace'];
  t.turn();
  t.act({ type: 'play', card: 'crawlspace', row: 0 });
  t.act({ type: 'icon', icon: 'move1', path: ['ven'] });
  assert.deepEqual(t.x.bag, { alive: 5, killed: 2 });
  assert.equal(t.x.killedAt.ven, undefined);
  t.act({ type: 'go' });
  assert.equal(t.x.motion, 'm7');
  assert.equal(t.s.tracks.selfDestruct, 30, 'only step 5');
  assert.equal(Object.keys(t.x.crisisGone).length, 0, 'no crisis card');
});

test('the hand limit is 7: drawing the 8th card asks for a discard (L2546-2550)', () => {
  const t = soloTable();
  t.s.hands[0] = ['spanner', 'spanner', 'spanner', 'spanner', 'spanner', 'spanner', 'spanner'];
  t.turn();
  assert.deepEqual(topStep(t), { k: 'discard' });
  t.act({ type: 'discard', card: 'spanner' });
  assert.equal(t.s.hands[0]?.length, 7);
  assert.equal(topStep(t)?.k, 'activity');
});

test('EQUIP draws 2 and advances the lifeform 1; WAIT only advances it (L2556-2558, L2581-2582)', () => {
  const t = soloTable();
  t.x.motion = 'tough';
  t.begin({ k: 'activity' });
  t.act({ type: 'equip' });
  assert.equal(t.s.hands[0]?.length, 2);
  t.act({ type: 'go' });
  assert.equal(t.x.motion, 'm7');
  assert.equal(t.s.hands[0]?.length, 4, 'm7 is a DRAW 2 CARDS space');
});

test('the heat analyzer: only at close range, 2 cards, then gone (L2560-2565)', () => {
  const t = soloTable();
  t.begin({ k: 'activity' });
  assert.ok(!has(t.legal(), { type: 'analyzer' }), 'START is not close range');
  t.x.motion = 'm8';
  t.begin({ k: 'activity' });
  t.act({ type: 'analyzer' });
  assert.equal(t.s.hands[0]?.length, 2);
  assert.equal(t.s.chars[0]?.analyzer, false);
  t.begin({ k: 'activity' });
  assert.ok(!has(t.legal(), { type: 'analyzer' }));
});

test('the solo Mining Laser: android here or next door, no outage in either chamber; outage in its chamber, android destroyed, card gone; picked up in Engineering (L2567-2579)', () => {
  const t = soloTable();
  t.s.laser = 0;
  t.s.android = { at: 'lad', status: 1, active: true, deviated: false };
  t.begin({ k: 'activity' });
  t.act({ type: 'laser', android: true });
  assert.ok(t.s.outages.includes('lad'), 'outage in the android chamber');
  assert.equal(t.s.android.at, null);
  assert.equal(t.s.android.status, 3, 'DESTROYED');
  assert.equal(t.s.laser, 'gone');
  const u = soloTable();
  u.s.laser = 0;
  u.s.android = { at: 'lad', status: 0, active: true, deviated: false };
  u.s.outages.push('gal');
  u.begin({ k: 'activity' });
  assert.ok(!has(u.legal(), { type: 'laser', android: true }), 'not from an outage chamber');
  const w = soloTable();
  place(w, 'lad');
  w.s.hands[0] = ['crawlspace'];
  w.begin({ k: 'activity' });
  w.act({ type: 'play', card: 'crawlspace', row: 0 });
  w.act({ type: 'icon', icon: 'move1', path: ['eng'] });
  assert.equal(w.s.laser, 0, 'first entry into Engineering');
});

test('collect: a chamber with mission tokens forces one onto any column; covering an attack-1 token removes it unseen (L2531-2542)', () => {
  const t = soloTable();
  place(t, 'sup');
  t.s.missions = { sup: 2 };
  t.s.loadout.energy = 2;
  t.turn();
  assert.ok(
    t.legal().every((a) => a.type === 'collect'),
    'collecting is not optional',
  );
  t.act({ type: 'collect', column: 'energy' });
  assert.equal(t.s.missions.sup, 1);
  assert.equal(t.s.loadout.energy, 3);
  assert.deepEqual(t.x.energyCombat, [3, 4, 5]);
  assert.ok(!JSON.stringify(t.events).includes('combatUnseen'));
});

test('crisis cards come from the deck of the ship deck you stand on; an empty one loses (L2618-2622, L2521-2522)', () => {
  const t = soloTable();
  t.x.crisis.B = {};
  t.s.hands[0] = ['spanner'];
  t.turn();
  t.act({ type: 'play', card: 'spanner', row: 0 });
  t.act({ type: 'icon', icon: 'move2', path: ['lad'] });
  assert.equal(t.s.over?.winners.length, 0);
  assert.match(t.s.over?.summary ?? '', /B deck/);
});

test('terror met on entering: an eligible unused trait token clears it and goes to the Remora face up; otherwise a fear space and a crisis (L3188-3209, L3231-3247)', () => {
  const t = soloTable();
  t.x.crisis.A = { 'a-medkit': 1, 'a-sirens': 1 };
  t.s.hands[0] = ['crawlspace', 'crawlspace'];
  t.begin({ k: 'activity' });
  t.act({ type: 'play', card: 'crawlspace', row: 0 });
  t.act({ type: 'icon', icon: 'move1', path: ['cpt'] });
  assert.deepEqual(
    t.legal().map((a) => a.trait ?? a.type),
    [0, 2, 'endure'],
    'the A trait and PROFESSIONALISM work on A deck, the B trait does not',
  );
  t.act({ type: 'trait', trait: 0 });
  assert.ok(!t.s.terror.includes('cpt'));
  assert.equal(t.x.traits[0]?.where, 'remora');
  assert.ok(['claw', 'fang', 'tail'].includes(t.x.traits[0]?.icon as string));
  assert.equal(t.x.fear, 0);
  assert.equal(topStep(t)?.k, 'crisis', 'the move still draws its crisis card');
  const u = soloTable();
  u.x.crisis.A = { 'a-medkit': 2 };
  u.s.hands[0] = ['crawlspace'];
  u.begin({ k: 'activity' });
  u.act({ type: 'play', card: 'crawlspace', row: 0 });
  u.act({ type: 'icon', icon: 'move1', path: ['cpt'] });
  u.act({ type: 'endure' });
  assert.equal(u.x.fear, 1, 'the terror token on the leftmost fear space');
  assert.ok(!u.s.terror.includes('cpt'));
  assert.equal(topStep(u)?.k, 'crisis');
  u.act({ type: 'crisis', option: 1, pay: [] });
  assert.equal(topStep(u)?.k, 'crisis', 'and the move then draws another');
});

test('free actions: a survival token draws 1 and discards 1; a harpoon clears terror next door; a trait token looks at 4 cards (L3176-3186, L3210-3220, L3237-3242)', () => {
  const t = soloTable();
  t.x.tokens.survival = 1;
  t.s.hands[0] = ['crawlspace'];
  t.begin({ k: 'activity' });
  t.act({ type: 'free', use: 'survival' });
  assert.equal(t.s.hands[0]?.length, 2);
  t.act({ type: 'discard', card: 'crawlspace' });
  assert.deepEqual(t.s.hands[0], ['spanner']);
  assert.equal(t.x.tokens.survival, 0);
  t.s.hands[0] = ['harpoon-gun'];
  t.begin({ k: 'activity' });
  t.act({ type: 'free', use: 'harpoon', terror: 'cpt', card: 'harpoon-gun' });
  assert.ok(!t.s.terror.includes('cpt'));
  t.s.piles.crew = { adrenaline: 1, crawlspace: 1, sprint: 1, spanner: 1 };
  t.begin({ k: 'activity' });
  t.act({ type: 'free', use: 'trait', trait: 1 });
  assert.equal(t.x.traits[1]?.where, 'spent');
  assert.equal(t.x.traits[1]?.icon, null, 'a spent trait token stays unseen');
  const look = topStep(t) as { k: 'look'; cards: string[] };
  assert.deepEqual([...look.cards].sort(), ['adrenaline', 'crawlspace', 'spanner', 'sprint']);
  t.act({ type: 'keep', card: 'sprint', place: 'top', order: ['spanner', 'adrenaline', 'crawlspace'] });
  assert.deepEqual(t.s.hands[0], ['sprint']);
  t.act({ type: 'equip' });
  assert.deepEqual(t.s.hands[0], ['adrenaline', 'spanner', 'sprint'], 'the next draws come from the top in that order');
});

test('solo movement: the Remora is open at any minute; RUN never from, through or into an outage and stops on terror; EXPLORE collects here or clears terror next door (L2472-2474, L3064-3071, L2976-2984)', () => {
  const t = soloTable();
  place(t, 'bay');
  t.s.terror = [];
  t.begin({ k: 'row', icons: ['move1'] });
  assert.ok(has(t.legal(), { path: ['rem'] }), 'boarding at 31 minutes');
  place(t, 'gal');
  t.s.terror = ['lad'];
  t.begin({ k: 'row', icons: ['run'] });
  const paths = t.legal().map((a) => (a.path as string[]).join('>'));
  assert.ok(paths.includes('lad'), 'into the terror chamber');
  assert.ok(!paths.some((p) => p.startsWith('lad>')), 'and no further');
  assert.ok(!paths.some((p) => p.includes('mes')), 'never into the Mess outage');
  assert.ok(paths.includes('hyp>ven'));
  t.s.missions = { gal: 1 };
  t.s.terror = ['cpt'];
  t.begin({ k: 'row', icons: ['explore'] });
  assert.ok(has(t.legal(), { column: 'coolant' }));
  assert.ok(has(t.legal(), { terror: 'cpt' }));
  t.act({ type: 'icon', icon: 'explore', column: 'coolant' });
  assert.equal(t.s.loadout.coolant, 1);
  assert.equal(t.s.missions.gal, 0);
  t.begin({ k: 'row', icons: ['explore'] });
  t.act({ type: 'icon', icon: 'explore', terror: 'cpt' });
  assert.deepEqual(t.s.terror, []);
});

test('the Mining Laser may instead clear a terror token next door (token reference, L3214-3220); loadout bonus spaces still act (L2467)', () => {
  const t = soloTable();
  t.s.laser = 0;
  t.begin({ k: 'activity' });
  t.act({ type: 'laser', terror: 'cpt' });
  assert.ok(!t.s.terror.includes('cpt'));
  assert.equal(t.s.laser, 'gone');
  t.s.loadout.coolant = 2;
  t.s.missions = { gal: 1 };
  t.begin({ k: 'row', icons: ['explore'] });
  t.act({ type: 'icon', icon: 'explore', column: 'coolant' });
  assert.deepEqual(t.legal(), [{ type: 'bonus', chamber: 'mes' }], 'the third Coolant space removes an outage');
  t.act({ type: 'bonus', chamber: 'mes' });
  assert.deepEqual(t.s.outages, []);
  t.s.loadout.weaponry = 1;
  t.s.missions = { gal: 1 };
  t.begin({ k: 'row', icons: ['explore'] });
  t.act({ type: 'icon', icon: 'explore', column: 'weaponry' });
  assert.equal(t.s.flamethrower, 0, 'the Flamethrower beside Improvised Weaponry');
});
