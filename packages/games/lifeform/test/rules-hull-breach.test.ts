/**
 * HULL BREACH one rule at a time on the test ship (rulebook L2085-2111): where the token may go, the
 * one RUN! per character (spent, +1 hostility, barred in an outage or the android's chamber), the
 * chamber emptied of its tokens, the kill (noisy or silent, as every kill), and the security door
 * returned only when it is the door that traps a character.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerMap } from '../src/board.ts';
import { breachTargets } from '../src/hull-breach.ts';
import { has, images, put, start, TEST_MAP, type Table, table } from './fixture.ts';

/** The lifeform (seat 0) plays its survival ability on `chamber`. */
function breach(t: Table, chamber: string): void {
  start(t, { k: 'row', seat: 0, icons: ['survival'] });
  t.act(0, { type: 'icon', icon: 'survival', ability: 'hull-breach', chamber });
}

const linkOf = (a: string, b: string) =>
  TEST_MAP.links.findIndex((l) => (l.a === a && l.b === b) || (l.a === b && l.b === a));

test('hull breach: one token per game; once a chamber is breached there is no other target', () => {
  const t = table(3);
  images(t, ['lst', null, null]);
  assert.deepEqual(breachTargets(t.s), ['mid', 'ven']);
  t.s.breach = 'coc';
  assert.deepEqual(breachTargets(t.s), []);
});

test('hull breach: never the Shuttle Bay itself, even beside an image; targets come in chamber order', () => {
  const t = table(3);
  // dh1 touches mnt, dh2 and the bay.
  images(t, ['dh1', null, null]);
  assert.deepEqual(breachTargets(t.s), ['dh2', 'mnt']);
});

test('hull breach RUN!: the card is discarded and hostility rises by 1; the runner lives', () => {
  const t = table(3);
  const motoko = put(t, 'motoko', 1, 'gal');
  images(t, ['hyp', 'lst', null]);
  t.s.hands[1] = ['adrenaline', 'spanner'];
  t.s.tracks.hostility = 0;
  breach(t, 'gal');
  const run = t.legal(1).find((a) => a.type === 'react' && a.card === 'adrenaline');
  assert.ok(run);
  t.act(1, run);
  assert.deepEqual(t.s.hands[1], ['spanner']);
  assert.equal(t.s.discards.crew.adrenaline, 1);
  assert.equal(t.s.tracks.hostility, 1, 'one reaction, no kill');
  assert.equal(motoko.alive, true);
  assert.equal(motoko.at, (run.path as string[]).at(-1));
  assert.equal(t.s.breach, 'gal');
  assert.ok(!t.s.stack.some((x) => x.k === 'breach'), 'the breach is over');
});

test('hull breach RUN! is barred in a power outage chamber and in the android’s chamber (L466, E5)', () => {
  for (const where of ['outage', 'android'] as const) {
    const t = table(3);
    put(t, 'motoko', 1, 'gal');
    images(t, ['hyp', 'lst', null]);
    t.s.hands[1] = ['adrenaline'];
    if (where === 'outage') t.s.outages = ['gal'];
    else t.s.android = { ...t.s.android, at: 'gal', active: true };
    breach(t, 'gal');
    assert.deepEqual(t.pending(), [1]);
    assert.deepEqual(t.legal(1), [{ type: 'pass' }], where);
  }
});

test('hull breach: the chamber loses its outage and terror tokens; other chambers keep theirs', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'eng');
  images(t, ['hyp', 'lst', null]);
  t.s.outages = ['gal', 'mnt'];
  t.s.terror = ['lst', 'gal'];
  t.s.missions = { gal: 1, eng: 2 };
  breach(t, 'gal');
  assert.equal(t.s.breach, 'gal');
  assert.deepEqual(t.s.outages, ['mnt']);
  assert.deepEqual(t.s.terror, ['lst']);
  assert.deepEqual(t.s.missions, { eng: 2 });
  assert.ok(!t.s.stack.some((x) => x.k === 'breach'), 'the breach is over');
});

test('hull breach kills like any kill: +2 hostility, and the lifeform calls it noisy or silent', () => {
  const t = table(3);
  const palmer = put(t, 'palmer', 2, 'gal');
  put(t, 'reyes', 2, 'eng');
  images(t, ['hyp', 'lst', null]);
  t.s.tracks.hostility = 0;
  breach(t, 'gal');
  t.act(2, { type: 'pass' });
  assert.equal(palmer.alive, false);
  assert.equal(t.s.tracks.hostility, 2);
  assert.deepEqual(t.pending(), [0]);
  assert.ok(has(t.legal(0), { type: 'noise', noisy: true }));
  assert.ok(has(t.legal(0), { type: 'noise', noisy: false }));
  assert.ok(!t.s.stack.some((x) => x.k === 'breach'), 'the breach is over');
});

test('hull breach: a security door that now traps a character goes back to the supply (L2109-2111)', () => {
  const t = table(3);
  // gal's exits: hyp (behind the door) and mid (breached). reyes in eng still has ways out.
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'eng');
  images(t, ['lst', null, null]);
  t.s.door = { link: linkOf('gal', 'hyp'), half: false, bulkhead: null };
  breach(t, 'mid');
  assert.equal(t.s.breach, 'mid');
  assert.equal(t.s.door, null);
});

test('hull breach: the door stays when it traps nobody', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'rem');
  images(t, ['ven', null, null]);
  const door = { link: linkOf('gal', 'hyp'), half: false, bulkhead: null };
  t.s.door = door;
  breach(t, 'coc');
  assert.equal(t.s.breach, 'coc');
  assert.deepEqual(t.s.door, door);
});

test('hull breach: a character walled in by the breach alone (no corridor left, only a tunnel) keeps the door', () => {
  // The test ship plus a dead end `cul`: a corridor to mid and a tunnel (characters never use it) to eng.
  registerMap('test-cul', {
    ...TEST_MAP,
    chambers: [
      ...TEST_MAP.chambers,
      { id: 'cul', name: 'cul', deck: 'B', missions: 0, origin: 'designed', source: 'test' },
    ],
    links: [...TEST_MAP.links, { a: 'cul', b: 'mid', kind: 'corridor' }, { a: 'cul', b: 'eng', kind: 'tunnel' }],
  });
  const t = table(3);
  t.s.map = 'test-cul';
  put(t, 'motoko', 1, 'cul');
  images(t, ['lst', null, null]);
  const door = { link: linkOf('hyp', 'ven'), half: false, bulkhead: null };
  t.s.door = door;
  breach(t, 'mid');
  assert.equal(t.s.breach, 'mid');
  assert.deepEqual(t.s.door, door, 'the door traps nobody: the breach does');
});
