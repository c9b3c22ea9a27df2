/**
 * The attack sequence one rule at a time on the test ship (rulebook L420-524): the reveal (the real
 * image alone moves in), SHOCK-PROD (back the way it came, the whole attack cancelled), RUN! (the
 * runner leaves and lives, the others die), the card of an uncancelled reaction discarded, the
 * lifeform's cancels (each answers its own kind; evolution tokens answer any), hidden characters left
 * out, and the ghosts' regrouping then a calibration.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { images, put, start, type Table, table } from './fixture.ts';

/** motoko (seat 1) and reyes (seat 2) in mid, okafor (seat 2) in eng; the real i2 in lst, ghost i1 in gal. */
function midTable(): Table {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  put(t, 'reyes', 2, 'mid');
  put(t, 'okafor', 2, 'eng');
  images(t, ['gal', 'lst', null], 'i2');
  t.s.tracks.hostility = 0;
  t.s.tracks.selfDestruct = 25;
  return t;
}

function attack(t: Table, chamber = 'mid'): void {
  start(t, { k: 'row', seat: 0, icons: ['attack'] });
  t.act(0, { type: 'icon', icon: 'attack', chamber });
}

const alive = (t: Table) => t.s.chars.filter((c) => c.alive).map((c) => c.id);

test('attack: the real image is revealed, it alone moves in, and it is the only candidate left (L429-433)', () => {
  const t = midTable();
  attack(t);
  assert.equal(t.s.images[1]?.at, 'mid', 'the real i2 moves in');
  assert.equal(t.s.images[0]?.at, 'gal', 'the ghost stays');
  assert.deepEqual(t.s.candidates, ['i2']);
});

test('SHOCK-PROD: the lifeform goes back only where it came from; the whole attack ends, nobody else is asked (L499-504)', () => {
  const t = midTable();
  t.s.hands[1] = ['cattle-prod'];
  t.s.hands[2] = ['adrenaline'];
  attack(t);
  const prods = t.legal(1).filter((a) => a.card === 'cattle-prod');
  assert.deepEqual(prods, [{ type: 'react', card: 'cattle-prod', char: 'motoko', to: 'lst' }]);
  t.act(1, prods[0] as (typeof prods)[number]);
  assert.equal(t.s.images[1]?.at, 'lst', 'the real image is driven back');
  assert.equal(t.s.images[0]?.at, 'gal');
  assert.ok(!t.pending().includes(2), 'the attack is over: reyes is not asked');
  assert.deepEqual(t.s.hands[2], ['adrenaline']);
  assert.deepEqual(alive(t), ['motoko', 'reyes', 'okafor']);
  assert.equal(t.s.tracks.hostility, 1);
  assert.deepEqual(t.s.windows, [], 'no reaction window is left open');
});

test('SHOCK-PROD against a lifeform met by walking in (reading: it came from nowhere, so it goes to a free neighbour, as after a vent)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'gal');
  put(t, 'reyes', 2, 'eng');
  images(t, ['mid', null, null], 'i1');
  t.s.hands[1] = ['crawlspace', 'cattle-prod'];
  start(t, { k: 'activity', seat: 1 });
  t.act(1, { type: 'play', card: 'crawlspace', row: 0 });
  t.act(1, { type: 'icon', icon: 'move1', moves: [['motoko', 'mid']] });
  const to = t
    .legal(1)
    .filter((a) => a.card === 'cattle-prod')
    .map((a) => a.to);
  assert.deepEqual(to.sort(), ['coc', 'gal', 'lst']);
});

test('RUN! not cancelled: the runner moves and lives, the card is discarded, the others die; +1 and +2 hostility (L436-446)', () => {
  const t = midTable();
  t.s.hands[2] = ['adrenaline'];
  t.s.hands[0] = ['pounce'];
  attack(t);
  assert.deepEqual(t.pending().sort(), [1, 2]);
  const run = t.legal(2).find((a) => a.type === 'react' && a.card === 'adrenaline');
  assert.ok(run);
  t.act(2, run);
  assert.deepEqual(t.pending(), [0], 'the lifeform may answer');
  t.act(0, { type: 'pass' });
  assert.deepEqual(t.s.hands[0], ['pounce'], 'passing costs the lifeform nothing');
  assert.deepEqual(t.s.hands[2], []);
  assert.equal(t.s.discards.crew.adrenaline, 1);
  const reyes = t.s.chars.find((c) => c.id === 'reyes');
  assert.equal(reyes?.at, (run.path as string[]).at(-1), 'reyes ran');
  t.act(1, { type: 'pass' });
  assert.deepEqual(alive(t), ['reyes', 'okafor']);
  assert.equal(t.s.tracks.hostility, 3);
});

test('HIDE: the card leaves the hand for the discard pile, and the character lives hidden with the lifeform (L456-462)', () => {
  const t = midTable();
  t.s.hands[1] = ['crawlspace', 'spanner'];
  attack(t);
  t.act(1, { type: 'react', card: 'crawlspace', char: 'motoko' });
  assert.deepEqual(t.s.hands[1], ['spanner']);
  assert.equal(t.s.discards.crew.crawlspace, 1);
  t.act(2, { type: 'pass' });
  const motoko = t.s.chars.find((c) => c.id === 'motoko');
  assert.equal(motoko?.alive, true);
  assert.equal(motoko?.hidden, true);
  assert.equal(motoko?.at, 'mid');
});

test('lifeform cancels: RUN! CANCEL only against RUN!, SHOCK-PROD CANCEL only against SHOCK-PROD, a token against anything (L513-524, L2207-2209)', () => {
  const run = midTable();
  run.s.hands[0] = ['pounce', 'skitter', 'stalk'];
  run.s.hands[2] = ['adrenaline'];
  attack(run);
  run.act(2, run.legal(2).find((a) => a.type === 'react') as { type: string });
  assert.deepEqual(run.legal(0), [{ type: 'pass' }, { type: 'cancel', card: 'pounce' }]);

  const prod = midTable();
  prod.s.hands[0] = ['pounce', 'skitter', 'stalk'];
  prod.s.hands[1] = ['cattle-prod'];
  attack(prod);
  prod.act(1, { type: 'react', card: 'cattle-prod', char: 'motoko', to: 'lst' });
  assert.deepEqual(prod.legal(0), [{ type: 'pass' }, { type: 'cancel', card: 'skitter' }]);

  const hide = midTable();
  hide.s.hands[0] = ['pounce', 'skitter'];
  hide.s.hands[1] = ['crawlspace'];
  hide.s.evolution = { track: [], held: ['spinal-horns'] };
  attack(hide);
  hide.act(1, { type: 'react', card: 'crawlspace', char: 'motoko' });
  assert.deepEqual(hide.legal(0), [{ type: 'pass' }, { type: 'cancel', token: 'spinal-horns' }]);
});

test('cancelling: a card is discarded and the tokens kept; a token is spent alone; a pass keeps both (L513-524, L2207-2209)', () => {
  for (const answer of ['card', 'token', 'pass'] as const) {
    const t = midTable();
    t.s.hands[0] = ['pounce'];
    t.s.hands[2] = ['adrenaline'];
    t.s.evolution = { track: [], held: ['acid-glands', 'spinal-horns'] };
    attack(t);
    t.act(2, t.legal(2).find((a) => a.type === 'react') as { type: string });
    if (answer === 'card') t.act(0, { type: 'cancel', card: 'pounce' });
    else if (answer === 'token') t.act(0, { type: 'cancel', token: 'spinal-horns' });
    else t.act(0, { type: 'pass' });
    assert.deepEqual(t.s.hands[0], answer === 'card' ? [] : ['pounce'], answer);
    assert.equal(t.s.discards.lifeform.pounce ?? 0, answer === 'card' ? 1 : 0, answer);
    assert.deepEqual(
      t.s.evolution.held,
      answer === 'token' ? ['acid-glands'] : ['acid-glands', 'spinal-horns'],
      answer,
    );
    assert.equal(t.s.discards.crew.adrenaline, 1, 'the RUN! card is discarded either way');
    const reyes = t.s.chars.find((c) => c.id === 'reyes');
    assert.equal(reyes?.at === 'mid', answer !== 'pass', `${answer}: a cancelled RUN! leaves reyes in place`);
  }
});

test('a hidden character in the attacked chamber is neither asked nor killed (L422-423, L466-470)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid', { hidden: true });
  put(t, 'reyes', 2, 'gal');
  images(t, ['mid', null, null], 'i1');
  t.s.hands[2] = ['crawlspace'];
  start(t, { k: 'activity', seat: 2 });
  t.act(2, { type: 'play', card: 'crawlspace', row: 0 });
  t.act(2, { type: 'icon', icon: 'move1', moves: [['reyes', 'mid']] });
  assert.deepEqual(t.pending(), [2], 'only reyes is attacked');
  t.act(2, { type: 'pass' });
  assert.deepEqual(alive(t), ['motoko']);
});

test('after the attack: each ghost on the board regroups by the attacked chamber, then a calibration; the window is closed (L447-454)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'mid');
  put(t, 'okafor', 2, 'eng');
  images(t, ['gal', 'lst', 'ven'], 'i2');
  attack(t);
  t.act(1, { type: 'pass' });
  assert.deepEqual(t.s.windows, []);
  t.act(0, { type: 'noise', noisy: false });
  // Below what the kill scheduled (hostility spaces, taking control), in this order from the top:
  const after = t.s.stack.filter((x) => x.k === 'ghost' || x.k === 'calibrate').reverse();
  assert.deepEqual(after, [
    { k: 'ghost', image: 'i1', near: 'attack', chamber: 'mid' },
    { k: 'ghost', image: 'i3', near: 'attack', chamber: 'mid' },
    { k: 'calibrate' },
  ]);
});
