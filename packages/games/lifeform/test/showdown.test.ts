import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matches } from '../src/showdown.ts';
import { put, start, table } from './fixture.ts';

function hibernated(players = 3, share: number[] = [1, 1]) {
  const t = table(players);
  put(t, 'motoko', 1, 'rem');
  put(t, 'palmer', 1, 'rem');
  put(t, 'reyes', 2, 'rem');
  t.s.loadout = { weaponry: 4, coolant: 3, energy: 3, spacesuits: 3, halon: 4 };
  t.s.tracks.hostility = 10;
  t.s.tracks.claw = 2;
  t.s.hands[0] = ['stalk'];
  t.s.piles.lifeform = { nest: 10 };
  t.s.stage = 'showdown';
  start(t, { k: 'hibernate' });
  if (t.s.stack.at(-1)?.k === 'share') t.act(1, { type: 'share', counts: share });
  return t;
}

test('hibernation: Weaponry number of crew cards, halon per full compartment, Energy number for the lifeform, claw tokens (L758-798)', () => {
  const t = hibernated();
  assert.equal(
    (t.s.hands[1]?.length ?? 0) + (t.s.hands[2]?.length ?? 0),
    2,
    'the number beside the 4th Weaponry space is 2',
  );
  assert.deepEqual(t.s.showdown?.pool, { remora: 1, halon: 2 });
  assert.equal(t.s.showdown?.hostilityTokens, 2);
  const keep = t.s.stack.at(-1);
  assert.equal(keep?.k, 'keep-one');
  assert.equal(keep?.k === 'keep-one' ? keep.drawn.length : 0, 3, 'highest uncovered Energy number is 3');
  t.act(0, { type: 'keep', card: 'nest' });
  assert.deepEqual(t.s.hands[0], ['nest', 'stalk']);
  assert.equal(t.s.discards.lifeform.nest, 2);
  const u = hibernated(2);
  assert.deepEqual(u.s.showdown?.pool, { remora: 1, halon: 3 }, 'one more halon at 2 players');
});

test('hibernation: the crew divides the unseen cards as it likes among the players who keep a character; one such player takes them all (L758-764)', () => {
  const t = table(3);
  put(t, 'motoko', 1, 'rem');
  put(t, 'reyes', 2, 'rem');
  t.s.loadout = { weaponry: 4, coolant: 3, energy: 3, spacesuits: 3, halon: 4 };
  t.s.hands[0] = ['stalk'];
  t.s.hands[1] = [];
  t.s.hands[2] = [];
  t.s.piles.lifeform = { nest: 10 };
  t.s.stage = 'showdown';
  start(t, { k: 'hibernate' });
  assert.deepEqual(t.s.stack.at(-1), { k: 'share', n: 2, seats: [1, 2] });
  assert.deepEqual(t.pending(), [1], 'the first of them answers for the crew');
  assert.deepEqual(
    t.legal(1).map((a) => a.counts),
    [
      [2, 0],
      [1, 1],
      [0, 2],
    ],
  );
  assert.deepEqual([t.s.hands[1]?.length, t.s.hands[2]?.length], [0, 0], 'nothing is drawn before the split');
  t.act(1, { type: 'share', counts: [0, 2] });
  assert.deepEqual([t.s.hands[1]?.length, t.s.hands[2]?.length], [0, 2]);
  assert.equal(t.s.stack.at(-1)?.k, 'keep-one', 'then the lifeform keeps one of its draw');
  // Seat 2's only character stays on the Valley Forge: killed at step 5, it gets no share.
  const u = table(3);
  put(u, 'motoko', 1, 'rem');
  put(u, 'reyes', 2, 'gal');
  u.s.loadout = { weaponry: 4, coolant: 3, energy: 3, spacesuits: 3, halon: 4 };
  u.s.hands[1] = [];
  u.s.hands[2] = [];
  u.s.piles.lifeform = { nest: 10 };
  u.s.stage = 'showdown';
  start(u, { k: 'hibernate' });
  assert.ok(!u.s.stack.some((x) => x.k === 'share'), 'one player keeps a character: no split to choose');
  assert.deepEqual([u.s.hands[1]?.length, u.s.hands[2]?.length], [2, 0]);
  assert.equal(u.s.chars.find((c) => c.id === 'reyes')?.alive, false);
});

test('fight: more than 5 icons and the lifeform keeps 5 (L851-856)', () => {
  const t = hibernated();
  t.act(0, { type: 'keep', card: 'nest' });
  t.s.hands[0] = ['slaughter'];
  t.s.showdown = { pool: { remora: 0, halon: 0 }, hostilityTokens: 3, lastTarget: null, fight: null, eliminated: [] };
  t.s.finalCard = true;
  t.act(0, { type: 'fight', target: 1, card: 'slaughter', tokens: 3, final: true });
  assert.equal(t.s.showdown?.fight?.icons.length, 8);
  t.act(0, { type: 'pick', drop: ['claw', 'claw', 'fang'] });
  assert.equal(t.s.showdown?.fight?.icons.length, 5);
  assert.deepEqual(t.pending(), [1]);
});

test('matching: own icons, two-for-one, harpoon for three, surplus character for one (L857-892)', () => {
  const fight = ['claw', 'claw', 'fang', 'spine', 'tail'];
  // welding-rig: claw claw; spanner: claw fang; harpoon-gun: harpoon (3 wild).
  assert.equal(matches(fight, ['welding-rig', 'harpoon-gun'], [], 0), true);
  assert.equal(matches(fight, ['welding-rig'], [], 0), false);
  // Rig and Spanner match claw, claw, fang; spine and tail stay open with one spare claw.
  assert.equal(matches(fight, ['welding-rig', 'spanner'], [], 0), false);
  assert.equal(matches(fight, ['welding-rig', 'spanner'], [], 1), false, 'one surplus character covers only one');
  assert.equal(matches(fight, ['welding-rig', 'spanner'], [], 2), true);
  // First Aid adds claw + spine: spine matched, two spare claws cover the tail two-for-one.
  assert.equal(matches(fight, ['welding-rig', 'spanner', 'first-aid'], [], 0), true);
});

test('a data token covers two identical icons, never a lone one (L877-881)', () => {
  assert.equal(matches(['claw', 'claw'], [], ['claw'], 0), true);
  assert.equal(matches(['claw', 'fang'], [], ['claw'], 0), false);
});

test('cancel: every survivor must agree; one refusal and the fight goes on (L837-848)', () => {
  const t = hibernated();
  t.act(0, { type: 'keep', card: 'nest' });
  t.act(0, { type: 'fight', target: 1, card: 'stalk', tokens: 0, final: false });
  assert.deepEqual(t.pending().sort(), [1, 2]);
  t.act(1, { type: 'vote', yes: true, item: 'halon' });
  t.act(2, { type: 'vote', yes: false });
  assert.equal(t.s.stack.at(-1)?.k, 'defend');
  assert.deepEqual(t.s.showdown?.fight?.icons, ['claw']);
  const u = hibernated();
  u.act(0, { type: 'keep', card: 'nest' });
  u.act(0, { type: 'fight', target: 1, card: 'stalk', tokens: 1, final: false });
  u.act(1, { type: 'vote', yes: true, item: 'halon' });
  u.act(2, { type: 'vote', yes: true, item: 'halon' });
  assert.equal(u.s.showdown?.pool.halon, 1);
  assert.equal(u.s.showdown?.fight, null);
  assert.equal(u.s.discards.lifeform.stalk, 1);
  assert.equal(u.s.showdown?.hostilityTokens, 1, 'the committed token is spent');
});

test('targets alternate while two survivors remain (L815-819); an unmatched icon eliminates the target (L893-895)', () => {
  const t = hibernated();
  t.act(0, { type: 'keep', card: 'nest' });
  t.s.showdown = { pool: { remora: 0, halon: 0 }, hostilityTokens: 0, lastTarget: null, fight: null, eliminated: [] };
  t.s.hands[1] = [];
  t.s.hands[2] = ['welding-rig'];
  t.act(0, { type: 'fight', target: 1, card: 'stalk', tokens: 0, final: false });
  t.act(1, { type: 'defend', cards: [], data: [], sacrifice: 1 });
  assert.equal(t.s.chars.filter((c) => c.owner === 1 && c.alive).length, 1, 'surplus character spent, target survives');
  assert.deepEqual([...new Set(t.legal(0).map((a) => a.target))], [2], 'the next fight must target the other survivor');
  t.act(0, { type: 'fight', target: 2, card: 'nest', tokens: 0, final: false });
  t.act(2, { type: 'defend', cards: ['welding-rig'], data: [], sacrifice: 0 });
  assert.deepEqual(t.s.showdown?.eliminated, [], 'a spine against two claws: two-for-one covers it');
  assert.deepEqual(t.s.over?.winners, [1, 2], 'the lifeform has no card left: the crew wins (L903-905)');
  const u = hibernated();
  u.act(0, { type: 'keep', card: 'nest' });
  u.s.showdown = { pool: { remora: 0, halon: 0 }, hostilityTokens: 0, lastTarget: null, fight: null, eliminated: [] };
  u.act(0, { type: 'fight', target: 2, card: 'stalk', tokens: 0, final: false });
  u.act(1, { type: 'help', cat: false, data: [], sacrifice: 0 });
  u.act(2, { type: 'defend', cards: [], data: [], sacrifice: 0 });
  assert.deepEqual(u.s.showdown?.eliminated, [2]);
  assert.equal(u.s.chars.find((c) => c.id === 'reyes')?.alive, false);
  u.act(0, { type: 'fight', target: 1, card: 'nest', tokens: 0, final: false });
  u.act(1, { type: 'defend', cards: [], data: [], sacrifice: 0 });
  assert.deepEqual(u.s.over?.winners, [0], 'the last survivor is eliminated: the lifeform wins (L906-907)');
});
