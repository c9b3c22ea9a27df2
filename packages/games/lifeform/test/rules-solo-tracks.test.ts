import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { cocoon, drawChits, loseNerve, malfunction, stowaway, terrorIcon, tick } from '../src/solo/tracks.ts';
import { place, soloTable, topStep } from './solo-fixture.ts';

// Dragon's Domain's tracks (rulebook L2784-2825, L2651-2658, L3160-3174): the self-destruct icons,
// terror, stowaway tokens, the chit container, the fear track, the cocoon and the malfunction track.
// The test ship's android path: hyp gal lad eng mnt dh1 bay rem.

const ctx = () => ({ rng: Rng.fromSeed(5), emit: () => {} });

test('self-destruct: terror only on its terror spaces, the heat analyzers gone only at the 10-minute mark', () => {
  const t = soloTable();
  t.s.terror = [];
  t.s.tracks.selfDestruct = 20;
  tick(t.s, 1, ctx());
  assert.deepEqual(t.s.terror, [], '19 minutes: no terror space');
  assert.equal(t.s.chars[0]?.analyzer, true);
  t.s.tracks.selfDestruct = 18;
  tick(t.s, 1, ctx());
  assert.deepEqual(t.s.terror, ['bay'], '17 minutes: terror');
  t.s.tracks.selfDestruct = 11;
  tick(t.s, 1, ctx());
  assert.equal(t.s.chars[0]?.analyzer, false, '10 minutes');
});

test('the terror icon: the last chamber of the android path (the Remora aside) without terror, down to the first', () => {
  const t = soloTable();
  t.s.terror = ['gal', 'lad', 'eng', 'mnt', 'dh1', 'bay'];
  place(t, 'cpt');
  terrorIcon(t.s, ctx());
  assert.ok(t.s.terror.includes('hyp'), 'Hypersleep, the first chamber of the path');
  const u = soloTable();
  u.s.terror = ['bay'];
  place(u, 'dh1');
  const aboard = u.x.stowawaysAboard;
  terrorIcon(u.s, ctx());
  assert.deepEqual(u.s.terror, ['bay'], 'you stand there: no terror');
  assert.equal(u.x.stowawaysAboard, aboard + 1, 'a stowaway token instead');
});

test('a stowaway with all six aboard: a killed chit from the ship into the container, A deck first, one at a time', () => {
  const t = soloTable();
  t.x.stowawaysAboard = 6;
  t.x.bag = { alive: 5, killed: 0 };
  t.x.killedAt = { dvs: 1, ven: 2 };
  stowaway(t.s, ctx());
  assert.deepEqual(t.x.killedAt, { dvs: 1, ven: 1 }, 'A deck (ven) before C deck (dvs)');
  assert.equal(t.x.bag.killed, 1);
  stowaway(t.s, ctx());
  assert.deepEqual(t.x.killedAt, { dvs: 1 });
  stowaway(t.s, ctx());
  assert.deepEqual(t.x.killedAt, {});
  assert.equal(t.x.bag.killed, 3);
  stowaway(t.s, ctx());
  assert.equal(t.x.bag.killed, 3, 'no killed chit left on the ship: nothing happens');
  assert.equal(t.x.stowawaysAboard, 6);
});

test('drawing chits: a still-alive chit leaves the game; a killed one loses; an empty container draws nothing', () => {
  const t = soloTable();
  t.x.bag = { alive: 0, killed: 1 };
  drawChits(t.s, 1, ctx());
  assert.match(t.s.over?.summary ?? '', /killed chit/);
  assert.deepEqual(t.x.bag, { alive: 0, killed: 0 });
  const u = soloTable();
  u.x.bag = { alive: 2, killed: 0 };
  drawChits(u.s, 3, ctx());
  assert.deepEqual(u.x.bag, { alive: 0, killed: 0 });
  assert.equal(u.s.over, null, 'the third draw finds the container empty');
  let lost = 0;
  for (let seed = 1; seed <= 20; seed++) {
    const w = soloTable({}, seed);
    w.x.bag = { alive: 1, killed: 1 };
    drawChits(w.s, 1, { rng: Rng.fromSeed(seed), emit: () => {} });
    if (w.s.over) lost++;
    assert.equal(w.x.bag.alive + w.x.bag.killed, 1, 'one chit out');
  }
  assert.ok(lost > 3 && lost < 17, `one chance in two (${lost} of 20)`);
});

test('the nerve token losing ground meets a terror token only when it reaches it', () => {
  const t = soloTable();
  t.x.nerve = 3;
  t.x.fear = 2;
  loseNerve(t.s, ctx());
  assert.equal(t.x.nerve, 2);
  assert.equal(t.s.over, null, 'on the same space as the last terror token: still playing');
  t.x.fear = 3;
  loseNerve(t.s, ctx());
  assert.match(JSON.stringify(t.s.over), /nerve token meets a terror token/);
});

test('the cocoon: each space’s chits go into the container, the clock moves only from the last space', () => {
  const t = soloTable();
  t.s.tracks.cocoon = 0;
  t.x.bag = { alive: 1, killed: 0 };
  t.x.cocoonChits = [
    { alive: 0, killed: 0 },
    { alive: 2, killed: 1 },
    { alive: 0, killed: 0 },
    { alive: 0, killed: 0 },
  ];
  cocoon(t.s, ctx());
  assert.equal(t.s.tracks.cocoon, 1);
  assert.deepEqual(t.x.bag, { alive: 3, killed: 1 });
  assert.deepEqual(t.x.cocoonChits[1], { alive: 0, killed: 0 });
  assert.deepEqual(
    t.x.stack.filter((st) => st.k === 'clock'),
    [],
  );
  cocoon(t.s, ctx());
  assert.deepEqual(t.x.bag, { alive: 3, killed: 1 }, 'nothing on space 2');
});

test('the malfunction track: an outage on the Shuttle Bay, the android waking in Hypersleep unless destroyed, then the clock; nothing past the end', () => {
  const t = soloTable();
  t.s.outages = [];
  t.s.tracks.malfunction = 0;
  t.s.android.at = null;
  t.s.android.active = false;
  malfunction(t.s, ctx());
  assert.deepEqual(t.s.outages, ['bay']);
  assert.equal(t.s.android.active, false, 'not yet');
  malfunction(t.s, ctx());
  assert.deepEqual(t.s.outages, ['bay'], 'no second outage');
  assert.equal(t.s.android.at, 'hyp');
  assert.equal(t.s.android.active, true);
  t.s.tracks.selfDestruct = 20;
  t.begin();
  malfunction(t.s, ctx());
  assert.deepEqual(topStep(t), { k: 'clock', n: 1 }, 'the third space moves the clock');
  t.begin();
  malfunction(t.s, ctx());
  assert.equal(t.s.tracks.malfunction, 3, 'the last space');
  assert.deepEqual(topStep(t), { k: 'activity' });
  const u = soloTable();
  u.s.tracks.malfunction = 1;
  u.s.android.status = 3;
  u.s.android.at = null;
  u.s.android.active = false;
  malfunction(u.s, ctx());
  assert.equal(u.s.android.active, false, 'a destroyed android does not wake');
  assert.equal(u.s.android.at, null);
});
