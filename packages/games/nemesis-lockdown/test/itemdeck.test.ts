import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { search } from '../src/basic.ts';
import { determinize } from '../src/determinize.ts';
import { buildView } from '../src/view.ts';
import { act, player, position, reveal, scripted } from './helpers.ts';

/** A red room with plenty to find, a red deck of two rifles, and seat 0 holding a pistol there. */
function setting() {
  const s = position(['survivor', 'sentry']);
  reveal(s, 'r1', 'defense', 3);
  const p = player(s, 0);
  p.room = 'r1';
  p.hands = [{ kind: 'item', name: 'pistol', ammo: 2 }];
  s.itemDecks.red = { rifle: 2 };
  return { s, p };
}

describe('item decks have a public bottom', () => {
  test('a dropped item goes under its deck, in view of everyone, and stays in the deck count', () => {
    const { s } = setting();
    act(s, 0, { type: 'drop', hand: 0 }, scripted([]).ctx);
    assert.deepEqual(s.itemDecks.red, { pistol: 1, rifle: 2 });
    assert.deepEqual(s.itemUnder.red, ['pistol']);
    const v = buildView(s, 1);
    assert.deepEqual(v.itemUnder.red, ['pistol']);
    assert.equal(v.itemDeckCounts.red, 3);
  });

  test('a dropped item is not found again while hidden cards remain; it is once they are gone', () => {
    const { s, p } = setting();
    act(s, 0, { type: 'drop', hand: 0 }, scripted([]).ctx);
    // Index 0 would have been the pistol in a shuffled-back deck; the draw only sees the two rifles.
    search(s, p, 'red', scripted([0]).ctx);
    assert.equal(p.hands[0]?.name, 'rifle');
    p.hands = [];
    search(s, p, 'red', scripted([0]).ctx);
    assert.equal(p.hands[0]?.name, 'rifle');
    p.hands = [];
    assert.deepEqual(s.itemUnder.red, ['pistol']);
    // Only the bottom card is left: it is drawn without any randomness.
    const last = scripted([]);
    search(s, p, 'red', last.ctx);
    assert.equal(p.hands[0]?.name, 'pistol');
    assert.deepEqual(s.itemUnder.red, []);
    assert.deepEqual(s.itemDecks.red, {});
  });

  test('cards under a deck come back oldest first; a used one-use item goes under too', () => {
    const { s, p } = setting();
    s.itemDecks.red = {};
    p.inventory = ['flare'];
    p.hand = ['run', 'rest'];
    act(s, 0, { type: 'drop', hand: 0 }, scripted([]).ctx);
    act(s, 0, { type: 'item', item: 'flare', pay: ['run'] }, scripted([0]).ctx);
    assert.deepEqual(s.itemUnder.red, ['pistol', 'flare']);
    search(s, p, 'red', scripted([]).ctx);
    assert.deepEqual(p.hands[0]?.name, 'pistol');
    search(s, p, 'red', scripted([]).ctx);
    assert.ok(p.inventory.includes('flare'));
  });

  test('determinizing keeps the bottom of each deck as it is', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    s.itemDecks.red.pistol = (s.itemDecks.red.pistol ?? 0) - 1;
    p.hands.push({ kind: 'item', name: 'pistol', ammo: 2 });
    act(s, 0, { type: 'drop', hand: p.hands.length - 1 }, scripted([]).ctx);
    const base = JSON.stringify(buildView(s, 1));
    const other = determinize(buildView(s, 1), 1, Rng.fromSeed(5));
    assert.deepEqual(other.itemUnder.red, ['pistol']);
    assert.equal(other.itemDecks.red.pistol, s.itemDecks.red.pistol);
    assert.equal(JSON.stringify(buildView(other, 1)), base);
  });
});
