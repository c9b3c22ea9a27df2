import assert from 'node:assert/strict';
import { test } from 'node:test';
import { has, place, soloTable, topStep } from './solo-fixture.ts';

test('self-destruct TERROR icon: terror in the last android-path chamber without one; standing there, a stowaway token instead (L2802-2808)', () => {
  const t = soloTable();
  t.s.tracks.selfDestruct = 28;
  t.begin({ k: 'clock', n: 1 });
  assert.equal(t.s.tracks.selfDestruct, 27);
  assert.ok(t.s.terror.includes('dh1'), 'the Shuttle Bay has one already, the Remora is not a chamber of the ship');
  const u = soloTable();
  u.s.tracks.selfDestruct = 28;
  place(u, 'dh1');
  u.begin({ k: 'clock', n: 1 });
  assert.ok(!u.s.terror.includes('dh1'));
  assert.equal(u.x.stowawaysAboard, 1);
});

test('self-destruct VENT icon: a small vent in Supplies, or a Supplies mission token spent to vent a neighbour (L2810-2812)', () => {
  const t = soloTable();
  t.s.tracks.selfDestruct = 25;
  t.s.missions = { sup: 1 };
  t.begin({ k: 'clock', n: 1 });
  assert.deepEqual(t.legal(), [
    { type: 'vent', chamber: 'sup' },
    { type: 'vent', chamber: 'lad', from: 'sup' },
    { type: 'vent', chamber: 'orf', from: 'sup' },
  ]);
  t.act({ type: 'vent', chamber: 'orf', from: 'sup' });
  assert.deepEqual(t.x.extraVents, ['orf']);
  assert.equal(t.s.missions.sup, undefined);
  // A vented chamber: moving in gives no crisis, the lifeform advances.
  place(t, 'sup');
  t.s.hands[0] = ['crawlspace'];
  t.x.motion = 'tough';
  t.begin({ k: 'activity' });
  t.act({ type: 'play', card: 'crawlspace', row: 0 });
  t.act({ type: 'icon', icon: 'move1', path: ['orf'] });
  assert.equal(t.x.motion, 'm7');
  assert.equal(Object.keys(t.x.crisisGone).length, 0);
});

test('self-destruct STOWAWAY icon: a stowaway token, or the top Energy Cell token; with none, the stowaway (L2814-2817)', () => {
  const t = soloTable();
  t.s.tracks.selfDestruct = 23;
  t.s.loadout.energy = 2;
  t.begin({ k: 'clock', n: 1 });
  t.act({ type: 'drain-cell' });
  assert.equal(t.s.loadout.energy, 1);
  assert.equal(t.x.stowawaysAboard, 0);
  const u = soloTable();
  u.s.tracks.selfDestruct = 23;
  u.begin({ k: 'clock', n: 1 });
  assert.equal(u.x.stowawaysAboard, 1, 'no energy cell: forced');
});

test('10 minutes: the heat analyzer goes; EXPLOSION loses; a 30-second token saves a minute only after the 10-minute space (L2820-2825, L3136-3143)', () => {
  const t = soloTable();
  t.s.tracks.selfDestruct = 11;
  t.x.tokens.thirty = 1;
  t.begin({ k: 'clock', n: 1 });
  assert.equal(t.s.tracks.selfDestruct, 10, 'not usable yet: no question asked');
  assert.equal(t.s.chars[0]?.analyzer, false);
  t.begin({ k: 'clock', n: 1 });
  assert.equal(t.s.tracks.selfDestruct, 9, 'at the 10 space it has not been passed yet');
  t.begin({ k: 'clock', n: 2 });
  assert.deepEqual(t.legal(), [{ type: 'tick' }, { type: 'thirty' }]);
  t.act({ type: 'thirty' });
  assert.equal(t.s.tracks.selfDestruct, 8, '2 - 1 spaces');
  assert.equal(t.x.tokens.thirty, 0);
  const u = soloTable();
  u.s.tracks.selfDestruct = 1;
  u.begin({ k: 'clock', n: 1 });
  assert.match(u.s.over?.summary ?? '', /explodes/);
});

test('stowaway tokens: with all 6 aboard, a killed chit leaves the ship for the container, A deck first (L3168-3174); FLAMETHROWER-COCOON sends one back unseen (L3022-3030)', () => {
  const t = soloTable();
  t.x.stowawaysAboard = 6;
  t.s.tracks.selfDestruct = 23;
  t.begin({ k: 'clock', n: 1 });
  assert.deepEqual(t.x.bag, { alive: 5, killed: 2 });
  assert.deepEqual(t.x.killedAt, { dvs: 1 }, 'the A-deck chit (ven) went first');
  place(t, 'coc');
  t.begin({ k: 'row', icons: ['flame-cocoon'] });
  t.act({ type: 'icon', icon: 'flame-cocoon' });
  assert.equal(t.x.stowawaysAboard, 5);
  assert.equal(t.s.tracks.cocoon, 0, 'the cocoon tracker does not reset');
});

test('cocoon icon: the chit on the space reached goes into the container, the attack-5 token goes aboard face down, then only the clock moves (L2645-2658)', () => {
  const t = soloTable();
  t.x.crisis.B = { 'b-nest': 4 };
  const cocoon = () => {
    t.begin({ k: 'crisis', deck: 'B', card: 'b-nest' }, { k: 'crisis-end' });
    t.act({ type: 'crisis', option: 2, pay: [] });
  };
  cocoon();
  assert.equal(t.s.tracks.cocoon, 1);
  assert.deepEqual(t.x.bag, { alive: 5, killed: 2 });
  cocoon();
  assert.deepEqual(t.x.bag, { alive: 5, killed: 3 });
  assert.equal(t.x.attack5, 'cocoon');
  cocoon();
  assert.equal(t.s.tracks.cocoon, 3);
  assert.equal(t.x.attack5, 'remora');
  assert.equal(t.s.tracks.selfDestruct, 31);
  cocoon();
  assert.equal(t.s.tracks.cocoon, 3);
  assert.equal(t.s.tracks.selfDestruct, 30, 'on the last space: self-destruct +1');
});

test('malfunction track: an outage on the Shuttle Bay, the android wakes in Hypersleep, the clock moves (L2784-2798)', () => {
  const t = soloTable();
  t.x.crisis.B = { 'b-relay': 3 };
  const m = () => {
    t.begin({ k: 'crisis', deck: 'B', card: 'b-relay' }, { k: 'crisis-end' });
    t.act({ type: 'crisis', option: 2, pay: [] });
  };
  m();
  assert.ok(t.s.outages.includes('bay'));
  m();
  assert.deepEqual([t.s.android.active, t.s.android.at], [true, 'hyp']);
  m();
  assert.equal(t.s.tracks.selfDestruct, 30);
});

test('the nerve token on a terror token of the fear track loses (L2516-2517)', () => {
  const t = soloTable();
  t.x.nerve = 1;
  t.x.fear = 1;
  t.x.motion = 'm7';
  t.begin({ k: 'motion', left: 1 });
  t.act({ type: 'path', to: 'm8' });
  assert.match(t.s.over?.summary ?? '', /nerve/);
});

test('the android phase: along its path unless you share its chamber; aboard the Remora it wrecks tokens by its status, then is destroyed (L2663-2695)', () => {
  const t = soloTable();
  t.s.android = { at: 'gal', status: 0, active: true, deviated: false };
  t.begin({ k: 'android' });
  assert.equal(t.s.android.at, 'gal', 'you are in its chamber');
  place(t, 'cpt');
  t.begin({ k: 'android' });
  assert.equal(t.s.android.at, 'lad');
  t.s.android = { at: 'bay', status: 1, active: true, deviated: false };
  t.s.loadout = { weaponry: 2, coolant: 1, energy: 0, spacesuits: 0, halon: 0 };
  t.begin({ k: 'android' });
  assert.deepEqual(t.legal(), [
    { type: 'strip', column: 'weaponry' },
    { type: 'strip', column: 'coolant' },
  ]);
  t.act({ type: 'strip', column: 'weaponry' });
  t.act({ type: 'strip', column: 'weaponry' });
  t.act({ type: 'strip', column: 'coolant' });
  assert.equal(t.s.android.status, 3);
  assert.equal(t.s.android.at, null);
  // In its chamber you cannot move.
  const u = soloTable();
  u.s.android = { at: 'gal', status: 0, active: true, deviated: false };
  u.s.hands[0] = ['crawlspace'];
  u.begin({ k: 'activity' });
  assert.ok(!has(u.legal(), { type: 'play', card: 'crawlspace' }));
});

test('"You are becoming hysterical": you steer the android closer; sharing its chamber after its first turn draws a chit (L2943-2956)', () => {
  const t = soloTable({ ddHysterical: true });
  place(t, 'eng');
  t.s.android = { at: 'hyp', status: 0, active: true, deviated: false };
  t.begin({ k: 'android' });
  assert.deepEqual(t.legal(), [{ type: 'steer', to: 'gal' }], 'only moves that bring it closer');
  const u = soloTable({ ddHysterical: true });
  u.x.bag = { alive: 3, killed: 0 };
  u.s.android = { at: 'hyp', status: 0, active: true, deviated: false };
  u.begin({ k: 'android' });
  u.act({ type: 'steer', to: 'gal' });
  assert.equal(u.x.bag.alive, 3, 'its first turn: no chit');
  u.begin({ k: 'android' });
  assert.equal(u.s.android.at, 'gal', 'already with you: it stays');
  assert.equal(u.x.bag.alive, 2, 'a later turn in your chamber: one chit drawn');
  assert.equal(topStep(u)?.k, 'activity');
});
