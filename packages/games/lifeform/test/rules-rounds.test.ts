/**
 * The round and its automatic steps one rule at a time on the test ship (rulebook L85-88, L235-318,
 * L400-418): crew turns in seat order (none for a crew member with no character or out of the game),
 * the android phase, the lifeform phase, the next round, the reactions allowed again each phase; a
 * character meeting terror (each terror card's effects); meetings that no longer happen.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Rng } from '@airlock/engine';
import { drain } from '../src/flow.ts';
import { ANDROID_STATUS } from '../src/data/tracks.ts';
import { checkTerror, steerOptions } from '../src/rounds.ts';
import { androidPhase, images, put, type Table, table } from './fixture.ts';

const ctx = () => ({ rng: Rng.fromSeed(1), emit: () => {} });
const top = (t: Table) => t.s.stack.at(-1);

/** Empties the stack and lets the flow decide what comes next. */
function next(t: Table): void {
  t.s.stack = [];
  drain(t.s, ctx());
}

test('crew turns go in seat order; after the last one the android phase, then the lifeform phase with reactions allowed again (L85-88, L436-437)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'eng');
  images(t, ['hyp', null, null]);
  t.s.phase = 'crew';
  t.s.turn = 0;
  next(t);
  assert.equal(t.s.turn, 1);
  assert.deepEqual(t.pending(), [2], "seat 2's turn");
  t.s.reacted = [false, true, true];
  androidPhase(t);
  assert.equal(t.s.phase, 'lifeform');
  assert.equal(top(t)?.k, 'lifeform-turn');
  assert.deepEqual(t.s.reacted, [false, false, false]);
});

test('after the lifeform phase a new round starts with the first crew seat, reactions allowed again (L85-88)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'eng');
  images(t, ['hyp', null, null]);
  t.s.phase = 'lifeform';
  t.s.round = 3;
  t.s.turn = 1;
  t.s.reacted = [false, true, true];
  next(t);
  assert.equal(t.s.round, 4);
  assert.equal(t.s.phase, 'crew');
  assert.equal(t.s.turn, 0);
  assert.deepEqual(t.pending(), [1]);
  assert.deepEqual(t.s.reacted, [false, false, false]);
});

test('a crew member with no character left has no turn; one who took a role plays it (L554-577)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['hyp', null, null]);
  t.s.phase = 'crew';
  t.s.turn = 0;
  next(t);
  assert.equal(t.s.phase, 'lifeform', 'seat 2 had no turn');
  const u = table(3);
  put(u, 'motoko', 1, 'gal');
  images(u, ['hyp', null, null]);
  u.s.roles[2] = 'sister';
  u.s.phase = 'crew';
  u.s.turn = 0;
  next(u);
  assert.deepEqual(top(u), { k: 'activity', seat: 2 }, 'a role has an activity and nothing to collect');
  const out = table(4);
  put(out, 'motoko', 1, 'gal');
  put(out, 'reyes', 3, 'eng');
  images(out, ['hyp', null, null]);
  out.s.roles[2] = 'out';
  out.s.phase = 'crew';
  out.s.turn = 0;
  next(out);
  assert.deepEqual(out.pending(), [3], 'a spectator has no turn');
});

test('a crew member whose characters are all aboard the Remora has an activity and nothing to collect (L101-108, L208-215)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'rem');
  t.s.missions = { rem: 1 };
  images(t, ['hyp', null, null]);
  t.s.phase = 'crew';
  t.s.turn = 0;
  next(t);
  assert.deepEqual(top(t), { k: 'activity', seat: 2 });
});

test('the game starts: objectives drawn, round 1, the first crew seat’s turn (L69-88)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'eng');
  images(t, ['hyp', null, null]);
  t.s.stage = 'setup';
  t.s.round = 0;
  t.s.phase = 'lifeform';
  next(t);
  assert.equal(t.s.stage, 'starship');
  assert.equal(t.s.round, 1);
  assert.equal(t.s.phase, 'crew');
  assert.equal(t.s.turn, 0);
  // The test ship has none of the objective chambers: each crew seat gets a decision card instead.
  assert.deepEqual(
    t.s.stack.map((x) => x.k),
    ['crew-turn', 'decide'],
  );
  const decide = top(t);
  assert.deepEqual(decide?.k === 'decide' ? decide.cards.map((c) => c.seat) : [], [1, 2]);
  assert.deepEqual(t.s.stack[0], { k: 'crew-turn', seat: 1 });
});

test('the android: held only by a non-hidden character in its own chamber; a door elsewhere does not stop it; no Remora step on the ship (L235-266)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['hyp', null, null]);
  t.s.door = { link: 0, half: false, bulkhead: null };
  t.s.android = { at: 'lst', status: 0, active: true, deviated: false };
  androidPhase(t);
  assert.equal(t.s.android.at, 'eng');
  assert.deepEqual(t.s.door, { link: 0, half: false, bulkhead: null });
  assert.ok(!t.s.stack.some((x) => x.k === 'android-remora'));
  const held = table(3);
  put(held, 'motoko', 1, 'lst');
  put(held, 'reyes', 2, 'gal');
  images(held, ['hyp', null, null]);
  held.s.android = { at: 'lst', status: 0, active: true, deviated: false };
  androidPhase(held);
  assert.equal(held.s.android.at, 'lst', 'one character in its chamber is enough');
});

test('a deviated android is steered by the lifeform: any corridor neighbour, the door it faces, or no move if boxed in (L268-279)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  images(t, ['hyp', null, null]);
  t.s.android = { at: 'mid', status: 0, active: true, deviated: true };
  androidPhase(t);
  assert.deepEqual(top(t), { k: 'android-steer', bonus: false });
  assert.deepEqual(
    steerOptions(t.s).map((o) => o.to),
    ['gal', 'coc', 'lst'],
  );
  const midGal = 2;
  t.s.door = { link: midGal, half: false, bulkhead: null };
  assert.deepEqual(steerOptions(t.s), [{ to: 'coc' }, { to: 'lst' }, { to: null, door: true }]);
  t.s.door = { link: 12, half: false, bulkhead: null };
  t.s.android.at = 'lst';
  assert.ok(!steerOptions(t.s).some((o) => o.door), 'a door on a tunnel is not the android’s to work');
  t.s.door = null;
  t.s.android.at = 'dh2';
  t.s.breach = 'dh1';
  assert.deepEqual(steerOptions(t.s), [{ to: null }]);
});

test('a meeting no longer happens if the character has moved on, died or hidden, or the image has gone (L405-418)', () => {
  for (const change of ['moved', 'dead', 'hidden', 'image']) {
    const t = table(3);
    const c = put(t, 'motoko', 1, 'mid');
    put(t, 'reyes', 2, 'eng');
    images(t, ['lst', 'mid', null], 'i1');
    const minutes = t.s.tracks.selfDestruct;
    if (change === 'moved') c.at = 'gal';
    if (change === 'dead') {
      c.alive = false;
      c.at = null;
    }
    if (change === 'image') {
      const img = t.s.images[1];
      if (img) img.at = 'coc';
    }
    t.s.stack = [{ k: 'meet', char: 'motoko', image: 'i2' }];
    if (change === 'hidden') c.hidden = true;
    drain(t.s, ctx());
    assert.deepEqual(t.s.candidates.sort(), ['i1', 'i2'], change);
    assert.equal(t.s.tracks.selfDestruct, minutes, change);
  }
});

test('the android stays put while inactive, destroyed, or at the end of its path (L235-247)', () => {
  for (const state of ['inactive', 'destroyed', 'end'] as const) {
    const t = table(3);
    put(t, 'motoko', 1, 'gal');
    images(t, ['hyp', null, null]);
    const at = state === 'end' ? 'rem' : 'lst';
    t.s.android = {
      at,
      status: state === 'destroyed' ? ANDROID_STATUS.destroyed : 0,
      active: state !== 'inactive',
      deviated: false,
    };
    androidPhase(t);
    assert.equal(t.s.android.at, at, state);
  }
});

test('meeting terror: the token goes, a terror card is drawn and each of its effects applies (L400-403)', () => {
  const run = (card: string, hand: string[] = []) => {
    const t = table(3);
    const c = put(t, 'reyes', 2, 'mid');
    put(t, 'motoko', 1, 'hyp');
    images(t, ['ven', null, null]);
    t.s.terror = ['gal', 'mid'];
    t.s.terrorPile = { [card]: 1 };
    t.s.hands[2] = hand;
    t.s.hands[0] = [];
    t.s.piles.lifeform = { stalk: 5 };
    const before = { ...t.s.tracks };
    assert.equal(checkTerror(t.s, ctx()), true);
    assert.deepEqual(t.s.terror, ['gal'], 'only the token met');
    return { t, c, before };
  };
  {
    const { t, before } = run('klaxon', ['spanner']);
    assert.equal(t.s.tracks.selfDestruct, before.selfDestruct - 1);
    assert.ok(!t.s.stack.some((x) => x.k === 'discard'), 'no discard but for Fumble');
  }
  {
    const { t, before } = run('sparks');
    assert.equal(t.s.tracks.malfunction, before.malfunction + 1);
  }
  {
    const { t } = run('scratching');
    assert.deepEqual(t.s.hands[0], ['stalk']);
  }
  {
    const { t } = run('fumble', ['spanner', 'sprint']);
    assert.deepEqual(top(t), { k: 'discard', seat: 2, to: 1 });
    const { t: empty } = run('fumble');
    assert.equal(top(empty), undefined, 'nothing to discard');
  }
  {
    const { t, c, before } = run('dropped-kit');
    assert.equal(c.analyzer, false);
    assert.equal(t.s.tracks.selfDestruct, before.selfDestruct - 1);
  }
  {
    const { t } = run('bolt', ['spanner']);
    assert.deepEqual(top(t), { k: 'panic', chars: ['reyes'] });
  }
  {
    const { t, c, before } = run('shadows');
    assert.deepEqual(t.s.tracks, before);
    assert.equal(c.analyzer, true);
    assert.equal(top(t), undefined);
  }
});

test('no terror is met with no token, or by a character sharing the chamber with an image (L400-403)', () => {
  const t = table(3);
  put(t, 'reyes', 2, 'mid');
  images(t, ['mid', null, null]);
  assert.equal(checkTerror(t.s, ctx()), false);
  t.s.terror = ['mid'];
  assert.equal(checkTerror(t.s, ctx()), false);
  assert.deepEqual(t.s.terror, ['mid']);
});
