import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { determinize } from '../src/determinize.ts';
import { buildView } from '../src/view.ts';
import { CONTAMINATION } from '../src/types.ts';
import { player, position } from './helpers.ts';

describe('hidden information', () => {
  test('a seat sees its own hand and items; of others only counts and item colours', () => {
    const s = position(['survivor', 'sentry']);
    player(s, 1).inventory = ['antidote', 'cables'];
    const v = buildView(s, 0);
    assert.ok(v.players[0]?.own);
    assert.equal(v.players[1]?.own, null);
    assert.equal(v.players[1]?.handCount, 5);
    assert.deepEqual(v.players[1]?.inventoryColors, ['green', 'yellow']);
    const text = JSON.stringify(v);
    assert.ok(!text.includes('antidote') && !text.includes('cables'));
    assert.equal(v.players[1]?.objectives, null);
  });

  test('contamination faces are unknown even to the holder; the bag, face-down rooms and decks are counts', () => {
    const s = position(['survivor']);
    player(s, 0).hand.push(CONTAMINATION);
    const v = buildView(s, 0);
    assert.ok(v.players[0]?.own?.hand.includes(CONTAMINATION));
    const text = JSON.stringify(v);
    assert.ok(!text.includes('contamination:'), 'no face of an unscanned card anywhere');
    assert.deepEqual(v.players[0]?.contamination, { unscanned: 1, infected: 0, clean: 0 });
    assert.equal(typeof v.bagCount, 'number');
    assert.ok(v.rooms.filter((r) => !r.explored).every((r) => r.tile === null));
    assert.ok(!('bag' in v) && !('unseen' in v) && !('attackDeck' in v));
  });

  test('changing only what seat 0 cannot know leaves its view byte-identical', () => {
    const s = position(['survivor', 'sentry', 'lab-rat']);
    const base = JSON.stringify(buildView(s, 0));
    const other = determinize(buildView(s, 0), 0, Rng.fromSeed(99));
    assert.equal(JSON.stringify(buildView(other, 0)), base);
    // A different active contingency and other hands are invisible to seat 0.
    other.activeContingency = other.activeContingency === 'amnesty' ? 'quarantine' : 'amnesty';
    player(other, 1).hand.reverse();
    assert.equal(JSON.stringify(buildView(other, 0)), base);
  });

  test('the spectator sees nobody’s cards', () => {
    const s = position(['survivor', 'sentry']);
    const v = buildView(s, 'spectator');
    assert.ok(v.players.every((p) => p.own === null));
  });
});
