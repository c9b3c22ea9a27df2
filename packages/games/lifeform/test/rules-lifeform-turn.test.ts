/**
 * The lifeform activity phase one rule at a time on the test ship (rulebook L320-357): lurking only
 * below the hand size, the vent token, playing a card row that can change something (a row none of
 * whose icons can is not offered), and the designed refresh when nothing at all can be done.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { images, put, start, type Table, table } from './fixture.ts';

function turn(hand: string[], extra: (t: Table) => void = () => {}): Table {
  const t = table(3);
  put(t, 'motoko', 1, 'dh2');
  images(t, ['gal', null, null]);
  t.s.tracks.cocoon = 0;
  t.s.vents = 0;
  t.s.hands[0] = [...hand];
  extra(t);
  start(t, { k: 'lifeform-turn' });
  return t;
}

test('lurking only below the hand size; the vent token only while one is held, spent for a VENT row (L327-345)', () => {
  const full = turn(['sabotage', 'sabotage', 'sabotage', 'sabotage']);
  assert.ok(!full.legal(0).some((a) => a.type === 'lurk'), 'four cards: the hand size at the start');
  assert.ok(!full.legal(0).some((a) => a.type === 'vent-token'));
  const t = turn(['sabotage'], (u) => {
    u.s.vents = 1;
  });
  assert.ok(t.legal(0).some((a) => a.type === 'lurk'));
  t.act(0, { type: 'vent-token' });
  assert.equal(t.s.vents, 0);
  assert.deepEqual(t.s.stack.at(-1), { k: 'row', seat: 0, icons: ['vent'] });
});

test('playing a card: a row is offered only if one of its icons can be carried out; the card is discarded and its row resolved (L347-357, L180-197)', () => {
  const t = turn(['interference', 'nest']);
  const plays = t
    .legal(0)
    .filter((a) => a.type === 'play')
    .map((a) => `${a.card}:${a.row}`);
  assert.deepEqual(plays, ['nest:0', 'nest:1'], 'no scanner target and no door: Interference cannot act');
  assert.ok(!t.legal(0).some((a) => a.type === 'refresh'), 'no refresh while something can be done');
  t.act(0, { type: 'play', card: 'nest', row: 0 });
  assert.deepEqual(t.s.hands[0], ['interference']);
  assert.equal(t.s.discards.lifeform.nest, 1);
  assert.deepEqual(t.s.stack.at(-1), { k: 'row', seat: 0, icons: ['cocoon'], card: ['cocoon'] });
});

test('designed: a full hand none of whose cards can act is discarded and drawn anew (L327-357 give no way out)', () => {
  const t = turn(['interference', 'interference', 'interference', 'interference'], (u) => {
    u.s.piles.lifeform = { stalk: 10 };
  });
  assert.deepEqual(t.legal(0), [{ type: 'refresh' }]);
  t.act(0, { type: 'refresh' });
  assert.equal(t.s.discards.lifeform.interference, 4);
  assert.deepEqual(t.s.hands[0], ['stalk', 'stalk', 'stalk', 'stalk']);
});

test('lurking: discard up to the evolution number, then draw back up to the hand size (L327-337)', () => {
  const t = turn(['nest', 'sabotage'], (u) => {
    u.s.piles.lifeform = { stalk: 10 };
    u.s.stack = [{ k: 'activity', seat: 1 }];
  });
  const lurks = t
    .legal(0)
    .filter((a) => a.type === 'lurk')
    .map((a) => JSON.stringify(a.discard));
  assert.deepEqual(lurks, ['[]', '["nest"]', '["sabotage"]']);
  t.act(0, { type: 'lurk', discard: ['sabotage'] });
  assert.deepEqual(t.s.hands[0], ['nest', 'stalk', 'stalk', 'stalk']);
  assert.deepEqual(t.s.stack.at(-1), { k: 'activity', seat: 1 }, 'the lifeform’s activity is over');
});
