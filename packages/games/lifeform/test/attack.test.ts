import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkBetween } from '../src/board.ts';
import { has, images, put, start, table } from './fixture.ts';

function attackMid() {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  put(t, 'palmer', 1, 'mid');
  put(t, 'reyes', 2, 'mid');
  put(t, 'okafor', 2, 'eng');
  images(t, ['lst', 'hyp', null], 'i1');
  t.s.tracks.hostility = 0;
  t.s.tracks.selfDestruct = 25;
  return t;
}

test('attack with nested reactions: HIDE saves one, a cancelled RUN! saves none; +1 +0 +2 +2 hostility (L427-454, L513-524)', () => {
  const t = attackMid();
  t.s.hands[1] = ['crawlspace'];
  t.s.hands[2] = ['adrenaline'];
  t.s.hands[0] = ['pounce'];
  start(t, { k: 'row', seat: 0, icons: ['attack'] });
  t.act(0, { type: 'icon', icon: 'attack', chamber: 'mid' });
  assert.ok(t.events.some((e) => e.rule === 'attack.reveal' && e.reveals));
  assert.equal(t.s.images[0]?.at, 'mid', 'the real lifeform moves in');
  assert.deepEqual(t.pending().sort(), [1, 2]);
  t.act(1, { type: 'react', card: 'crawlspace', char: 'motoko' });
  assert.deepEqual(t.pending(), [2], 'one reaction per crew member: palmer cannot be saved too');
  const run = t.legal(2).find((a) => a.type === 'react');
  assert.ok(run);
  t.act(2, run);
  assert.deepEqual(t.pending(), [0]);
  t.act(0, { type: 'cancel', card: 'pounce' });
  const [motoko, palmer, reyes, okafor] = t.s.chars;
  assert.equal(motoko?.alive, true);
  assert.equal(motoko?.hidden, true);
  assert.equal(palmer?.alive, false);
  assert.equal(reyes?.alive, false);
  assert.equal(okafor?.alive, true);
  assert.equal(t.s.tracks.hostility, 5);
});

test('RUN! may not leave by the corridor the attacker used (L481-483)', () => {
  const t = attackMid();
  t.s.hands[2] = ['adrenaline'];
  start(t, { k: 'row', seat: 0, icons: ['attack'] });
  t.act(0, { type: 'icon', icon: 'attack', chamber: 'mid' });
  const paths = t
    .legal(2)
    .filter((a) => a.type === 'react')
    .map((a) => (a.path as string[])[0]);
  assert.ok(paths.length > 0);
  assert.ok(!paths.includes('lst'), `used corridor barred: ${paths}`);
  assert.equal(linkBetween(t.s, 'lst', 'mid') !== null, true);
});

test('SHOCK-PROD cancels the whole attack and drives the lifeform back; +1 hostility; never in an outage chamber (L499-511)', () => {
  const t = attackMid();
  t.s.hands[1] = ['cattle-prod'];
  start(t, { k: 'row', seat: 0, icons: ['attack'] });
  t.act(0, { type: 'icon', icon: 'attack', chamber: 'mid' });
  t.act(1, { type: 'react', card: 'cattle-prod', char: 'motoko', to: 'lst' });
  assert.equal(t.s.images[0]?.at, 'lst');
  assert.ok(t.s.chars.every((c) => c.alive));
  assert.equal(t.s.tracks.hostility, 1);
  const u = attackMid();
  u.s.outages = ['mid'];
  u.s.hands[1] = ['cattle-prod', 'adrenaline'];
  start(u, { k: 'row', seat: 0, icons: ['attack'] });
  u.act(0, { type: 'icon', icon: 'attack', chamber: 'mid' });
  assert.deepEqual(u.legal(1), [{ type: 'pass' }]);
});

test('every threatened crew seat is asked whatever its hand holds, so being asked reveals nothing (reaction.ts)', () => {
  const t = attackMid();
  start(t, { k: 'row', seat: 0, icons: ['attack'] });
  t.act(0, { type: 'icon', icon: 'attack', chamber: 'mid' });
  assert.deepEqual(t.pending().sort(), [1, 2]);
  t.act(1, { type: 'pass' });
  t.act(2, { type: 'pass' });
  assert.equal(t.s.chars.filter((c) => c.alive).length, 1);
});

test('VENT attack: SHOCK-PROD needs a free neighbour; RUN! avoids the corridor from where the lifeform was (L491-507)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'coc');
  images(t, ['mid', null, null], 'i1');
  t.s.hands[1] = ['cattle-prod', 'adrenaline'];
  t.s.tracks.hostility = 0;
  start(t, { k: 'row', seat: 0, icons: ['vent'] });
  t.act(0, { type: 'icon', icon: 'vent', attack: 'coc' });
  const opts = t.legal(1);
  const runs = opts.filter((a) => a.card === 'adrenaline').map((a) => (a.path as string[])[0]);
  assert.ok(!runs.includes('mid'));
  assert.ok(runs.includes('eng'));
  const prods = opts.filter((a) => a.card === 'cattle-prod').map((a) => a.to);
  assert.deepEqual(prods.sort(), ['eng', 'mid', 'ven']);
  const u = table(3);
  put(u, 'motoko', 1, 'coc');
  put(u, 'palmer', 2, 'eng');
  put(u, 'reyes', 2, 'mid');
  images(u, ['lst', 'ven', null], 'i1');
  u.s.hands[1] = ['cattle-prod'];
  start(u, { k: 'row', seat: 0, icons: ['vent'] });
  u.act(0, { type: 'icon', icon: 'vent', attack: 'coc' });
  assert.deepEqual(u.legal(1), [{ type: 'pass' }], 'no free neighbour: SHOCK-PROD cannot be played');
});

test("KILL HIDDEN CHARACTER kills exactly one hidden character in the real lifeform's chamber (L1897-1906)", () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid', { hidden: true });
  put(t, 'reyes', 2, 'mid', { hidden: true });
  put(t, 'palmer', 1, 'gal');
  images(t, ['mid', 'eng', null], 'i1');
  t.s.tracks.hostility = 0;
  start(t, { k: 'row', seat: 0, icons: ['kill-hidden'] });
  assert.deepEqual(
    t.legal(0).map((a) => a.char),
    ['motoko', 'reyes'],
  );
  t.act(0, { type: 'icon', icon: 'kill-hidden', char: 'reyes' });
  assert.equal(t.s.chars.filter((c) => c.alive).length, 2);
  assert.equal(t.s.chars[0]?.alive, true);
  const u = table(3);
  put(u, 'motoko', 1, 'mid', { hidden: true });
  images(u, ['mid', 'eng', null], 'i2');
  start(u, { k: 'row', seat: 0, icons: ['kill-hidden'] });
  assert.deepEqual(u.legal(0), [{ type: 'skip', icon: 'kill-hidden' }], "only in the real lifeform's chamber");
});

test('a character walking into the real lifeform is attacked at once (L416-417)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'eng');
  images(t, ['mid', null, null], 'i1');
  t.s.hands[1] = ['crawlspace'];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'crawlspace', row: 0 });
  t.act(1, { type: 'icon', icon: 'move1', moves: [['motoko', 'mid']] });
  assert.ok(t.events.some((e) => e.rule === 'attack.reveal'));
  assert.deepEqual(t.pending(), [1]);
  assert.ok(has(t.legal(1), { type: 'pass' }));
});
