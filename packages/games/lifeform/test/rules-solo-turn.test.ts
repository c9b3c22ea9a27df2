import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkBetween } from '../src/board.ts';
import { FLAMETHROWER_CARD } from '../src/data/cards.ts';
import { ANDROID_STATUS } from '../src/data/tracks.ts';
import { activityOptions, freeOptions } from '../src/solo/turn.ts';
import { place, type SoloTable, soloTable, topStep } from './solo-fixture.ts';

// Dragon's Domain's round (rulebook L2527-2695): collecting, the activities, free actions, the played
// row, and the android phase. The test ship: gal's neighbours are cpt (terror), hyp, mes (outage), lad.

const loadoutEmpty = (t: SoloTable) => {
  t.s.loadout = { weaponry: 0, coolant: 0, energy: 0, spacesuits: 0, halon: 0 };
};

test('collecting takes one mission token per turn, even from a chamber holding two; the last one leaves the chamber', () => {
  const t = soloTable();
  t.s.missions.gal = 2;
  t.begin({ k: 'collect' }, { k: 'activity' });
  t.act({ type: 'collect', column: 'weaponry' });
  assert.equal(t.s.missions.gal, 1);
  assert.equal(t.s.loadout.weaponry, 1);
  assert.equal(topStep(t)?.k, 'activity', 'one token only');
  t.begin({ k: 'collect' }, { k: 'activity' });
  t.act({ type: 'collect', column: 'coolant' });
  assert.deepEqual(t.s.missions, {}, 'no token left in the Galley');
});

test('the Mining Laser: at the android here or next door, with no outage in either chamber, or at terror next door; only while in hand', () => {
  const t = soloTable();
  t.s.laser = 0;
  t.s.android.at = 'hyp';
  t.s.android.active = true;
  t.begin({ k: 'activity' });
  const lasers = (tt: SoloTable) => tt.legal().filter((a) => a.type === 'laser');
  assert.deepEqual(lasers(t), [
    { type: 'laser', android: true },
    { type: 'laser', terror: 'cpt' },
  ]);
  t.s.outages.push('hyp');
  assert.deepEqual(lasers(t), [{ type: 'laser', terror: 'cpt' }], 'an outage in the android’s chamber');
  t.s.outages = ['gal'];
  assert.deepEqual(lasers(t), [{ type: 'laser', terror: 'cpt' }], 'an outage in your chamber');
  t.s.outages = [];
  t.s.android.at = 'eng';
  assert.deepEqual(lasers(t), [{ type: 'laser', terror: 'cpt' }], 'the android two chambers away');
  t.s.laser = 'engineering';
  assert.deepEqual(lasers(t), [], 'not yet taken in Engineering');
});

test('the Mining Laser at terror clears only that chamber’s terror and leaves the game', () => {
  const t = soloTable();
  t.s.laser = 0;
  t.s.terror = ['cpt', 'hyp', 'bay'];
  t.begin({ k: 'activity' });
  t.act({ type: 'laser', terror: 'hyp' });
  assert.deepEqual(t.s.terror, ['cpt', 'bay']);
  assert.equal(t.s.laser, 'gone');
});

test('free actions: a survival token’s draw only with a token, a look per unused trait token, a harpoon at adjacent terror by token or card', () => {
  const t = soloTable();
  t.s.hands[0] = ['spanner'];
  assert.deepEqual(freeOptions(t.s), [
    { type: 'free', use: 'trait', trait: 0 },
    { type: 'free', use: 'trait', trait: 1 },
    { type: 'free', use: 'trait', trait: 2 },
  ]);
  t.x.tokens.survival = 1;
  t.x.tokens.harpoon = 1;
  const trait1 = t.x.traits[1];
  if (trait1) trait1.where = 'spent';
  t.s.hands[0] = ['harpoon-gun', 'spanner'];
  t.s.terror = ['cpt', 'eng'];
  assert.deepEqual(freeOptions(t.s), [
    { type: 'free', use: 'survival' },
    { type: 'free', use: 'trait', trait: 0 },
    { type: 'free', use: 'trait', trait: 2 },
    { type: 'free', use: 'harpoon', terror: 'cpt' },
    { type: 'free', use: 'harpoon', terror: 'cpt', card: 'harpoon-gun' },
  ]);
  t.x.tokens.harpoon = 0;
  t.s.hands[0] = ['spanner'];
  assert.deepEqual(
    freeOptions(t.s).filter((a) => a.use === 'harpoon'),
    [],
    'no harpoon token, no harpoon card',
  );
});

test('a harpoon clears only the chosen terror', () => {
  const t = soloTable();
  t.x.tokens.harpoon = 1;
  t.s.terror = ['cpt', 'hyp'];
  t.begin({ k: 'activity' });
  t.act({ type: 'free', use: 'harpoon', terror: 'hyp' });
  assert.deepEqual(t.s.terror, ['cpt']);
  assert.equal(t.x.tokens.harpoon, 0);
});

test('the activities: EQUIP and WAIT always; a card’s row only if one of its icons does something; nothing else without cause', () => {
  const t = soloTable();
  t.s.hands[0] = ['first-aid'];
  t.s.terror = [];
  for (const tr of t.x.traits) tr.where = 'spent';
  assert.deepEqual(activityOptions(t.s), [
    { type: 'equip' },
    { type: 'wait' },
    { type: 'play', card: 'first-aid', row: 0 },
    { type: 'play', card: 'first-aid', row: 1 },
  ]);
});

test('the Flamethrower card, once in play, is offered with the hand and leaves the game when used', () => {
  const t = soloTable();
  t.x.motion = 'm8';
  t.s.terror = [];
  t.s.flamethrower = 0;
  t.begin({ k: 'activity' });
  assert.ok(t.legal().some((a) => a.type === 'play' && a.card === FLAMETHROWER_CARD && a.row === 0));
  t.act({ type: 'play', card: FLAMETHROWER_CARD, row: 0 });
  assert.equal(t.s.flamethrower, 'gone');
  assert.equal(t.s.gone.crew[FLAMETHROWER_CARD], 1);
  assert.deepEqual(t.s.hands[0], []);
  const u = soloTable();
  u.x.motion = 'm8';
  u.s.flamethrower = 'gone';
  u.begin({ k: 'activity' });
  assert.ok(!u.legal().some((a) => a.card === FLAMETHROWER_CARD));
});

test('EQUIP and the heat analyzer draw 2, then the hand is cut back to 7', () => {
  const t = soloTable();
  t.x.motion = 'tough';
  t.s.hands[0] = Array.from({ length: 6 }, () => 'spanner');
  t.begin({ k: 'activity' });
  t.act({ type: 'equip' });
  assert.equal(t.s.hands[0]?.length, 8);
  assert.ok(
    t.x.stack.some((st) => st.k === 'discard'),
    'a discard is due',
  );
  const u = soloTable();
  u.x.motion = 'm8';
  u.s.hands[0] = Array.from({ length: 6 }, () => 'spanner');
  u.begin({ k: 'activity' });
  u.act({ type: 'analyzer' });
  assert.deepEqual(topStep(u), { k: 'discard' });
});

test('a row of two icons: both are executed, in either order, before the row is done', () => {
  const t = soloTable();
  t.s.hands[0] = ['override'];
  t.begin({ k: 'activity' });
  t.act({ type: 'play', card: 'override', row: 0 });
  assert.deepEqual(topStep(t), { k: 'row', icons: ['self-destruct', 'draw2'] });
  t.act({ type: 'icon', icon: 'draw2' });
  assert.deepEqual(topStep(t), { k: 'row', icons: ['self-destruct'] }, 'one icon left');
  assert.equal(t.s.hands[0]?.length, 2);
});

test('an icon that can do nothing is skipped, and skipping changes nothing', () => {
  const t = soloTable();
  t.s.hands[0] = ['motion-sensor'];
  t.s.terror = [];
  t.begin({ k: 'row', icons: ['explore', 'move1'] });
  assert.ok(t.legal().some((a) => a.type === 'skip' && a.icon === 'explore'));
  const before = JSON.stringify(t.s);
  t.act({ type: 'skip', icon: 'explore' });
  assert.deepEqual(topStep(t), { k: 'row', icons: ['move1'] });
  const after = JSON.parse(JSON.stringify(t.s));
  after.solo.stack = JSON.parse(before).solo.stack;
  assert.deepEqual(after, JSON.parse(before));
});

test('the android phase: nothing while inactive or destroyed, or at the end of its path; a security door in its way is worked instead', () => {
  const t = soloTable();
  place(t, 'cpt');
  t.s.android.at = 'hyp';
  t.s.android.active = false;
  t.begin({ k: 'android' });
  assert.equal(t.s.android.at, 'hyp', 'inactive');
  t.s.android.active = true;
  t.s.android.status = ANDROID_STATUS.destroyed;
  t.begin({ k: 'android' });
  assert.equal(t.s.android.at, 'hyp', 'destroyed');
  t.s.android.status = ANDROID_STATUS.destroyed - 1;
  t.begin({ k: 'android' });
  assert.equal(t.s.android.at, 'gal', 'one status short of destroyed: it moves');
  const u = soloTable();
  place(u, 'cpt');
  u.s.android.at = 'rem';
  u.s.android.active = true;
  u.begin({ k: 'android' });
  assert.equal(u.s.android.at, 'rem', 'the end of its path');
  const d = soloTable();
  place(d, 'cpt');
  d.s.android.at = 'gal';
  d.s.android.active = true;
  d.s.door = { link: linkBetween(d.s, 'gal', 'lad') as number, half: false, bulkhead: null };
  d.begin({ k: 'android' });
  assert.equal(d.s.android.at, 'gal', 'held up by the door');
  assert.equal(d.s.door?.half, true, 'the door half cut');
  d.s.door = { link: linkBetween(d.s, 'gal', 'mes') as number, half: false, bulkhead: null };
  d.begin({ k: 'android' });
  assert.equal(d.s.android.at, 'lad', 'a door elsewhere does not stop it');
  assert.equal(d.s.door?.half, false);
});

test('the android boarding the Remora strips mission tokens by its status, top first, then is destroyed', () => {
  const t = soloTable();
  place(t, 'cpt');
  loadoutEmpty(t);
  t.s.loadout.weaponry = 2;
  t.s.loadout.coolant = 3;
  t.s.android.at = 'bay';
  t.s.android.active = true;
  t.s.android.status = 2;
  t.begin({ k: 'android' });
  assert.deepEqual(topStep(t), { k: 'strip', left: 2 });
  t.act({ type: 'strip', column: 'weaponry' });
  assert.equal(t.s.loadout.weaponry, 1);
  assert.deepEqual(topStep(t), { k: 'strip', left: 1 });
  t.act({ type: 'strip', column: 'weaponry' });
  assert.equal(t.s.loadout.weaponry, 0);
  assert.equal(t.s.loadout.coolant, 3);
  assert.equal(t.s.android.status, ANDROID_STATUS.destroyed);
  assert.equal(t.s.android.at, null);
  assert.equal(topStep(t)?.k, 'activity');
  const u = soloTable();
  place(u, 'cpt');
  loadoutEmpty(u);
  u.s.loadout.halon = 1;
  u.s.android.at = 'bay';
  u.s.android.active = true;
  u.begin({ k: 'android' });
  u.act({ type: 'strip', column: 'halon' });
  assert.equal(
    u.s.android.status,
    ANDROID_STATUS.destroyed,
    'fewer tokens than its status asks: all go, and it is destroyed',
  );
});

test('the android boarding the Remora with no mission token collected is destroyed all the same (L2679-2686)', () => {
  const t = soloTable();
  place(t, 'cpt');
  loadoutEmpty(t);
  t.s.android.at = 'bay';
  t.s.android.active = true;
  t.begin({ k: 'android' });
  assert.equal(t.s.android.status, ANDROID_STATUS.destroyed);
  assert.equal(t.s.android.at, null);
  assert.equal(t.s.android.active, false);
});

test('the android moving anywhere but the Remora strips nothing', () => {
  const t = soloTable();
  place(t, 'cpt');
  t.s.loadout.weaponry = 2;
  t.s.android.at = 'dh1';
  t.s.android.active = true;
  t.begin({ k: 'android' });
  assert.equal(t.s.android.at, 'bay');
  assert.equal(topStep(t)?.k, 'activity');
  assert.equal(t.s.loadout.weaponry, 2);
});
