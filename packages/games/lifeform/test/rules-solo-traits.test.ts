import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lookOptions } from '../src/solo/traits.ts';
import { soloTable, topStep } from './solo-fixture.ts';

// Dragon's Domain trait tokens (rulebook L3237-3242): look at crew cards, keep one, put the rest back on
// the top or the bottom of the deck in any order.

test('the look: keep any one card, the rest back in any order, on top or at the bottom', () => {
  assert.deepEqual(lookOptions(['b', 'a']), [
    { type: 'keep', card: 'a', place: 'top', order: ['b'] },
    { type: 'keep', card: 'a', place: 'bottom', order: ['b'] },
    { type: 'keep', card: 'b', place: 'top', order: ['a'] },
    { type: 'keep', card: 'b', place: 'bottom', order: ['a'] },
  ]);
  const three = lookOptions(['c', 'a', 'b']).filter((o) => o.card === 'a' && o.place === 'top');
  assert.deepEqual(
    three.map((o) => o.order),
    [
      ['b', 'c'],
      ['c', 'b'],
    ],
    'both orders of the two others',
  );
});

test('the cards put back go on top before the known top cards, or under the known bottom ones', () => {
  const t = soloTable();
  t.s.hands[0] = ['sprint'];
  t.x.deckTop = ['crawlspace'];
  t.x.deckBottom = ['adrenaline'];
  t.begin({ k: 'look', cards: ['spanner', 'stun-baton', 'access-card'] });
  t.act({ type: 'keep', card: 'spanner', place: 'top', order: ['access-card', 'stun-baton'] });
  assert.deepEqual(t.s.hands[0], ['spanner', 'sprint'], 'the kept card in hand, in order');
  assert.deepEqual(t.x.deckTop, ['access-card', 'stun-baton', 'crawlspace']);
  assert.deepEqual(t.x.deckBottom, ['adrenaline']);
  assert.equal(topStep(t)?.k, 'activity');
  t.begin({ k: 'look', cards: ['cattle-prod', 'hologram'] });
  t.act({ type: 'keep', card: 'hologram', place: 'bottom', order: ['cattle-prod'] });
  assert.deepEqual(t.x.deckBottom, ['adrenaline', 'cattle-prod']);
  assert.deepEqual(t.x.deckTop, ['access-card', 'stun-baton', 'crawlspace']);
});
