import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, isLegal, player, position, scripted } from './helpers.ts';

describe('trade and crafting', () => {
  test('giving an item shows it to both players only; the others see its colour', () => {
    const s = position(['survivor', 'lab-rat', 'sentry']);
    const [a, b] = [player(s, 0), player(s, 1)];
    a.inventory = ['antidote'];
    a.hand = ['run', 'rest'];
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'trade', to: 1, item: 'antidote', pay: ['rest'] }, ctx);
    assert.deepEqual(b.inventory, ['antidote']);
    const e = events.find((x) => x.rule === 'trade');
    assert.deepEqual(e?.to, [0, 1]);
    assert.ok(!JSON.stringify(e?.public).includes('antidote'));
    assert.ok(!isLegal(s, 0, { type: 'trade', to: 2, item: 'antidote', pay: ['run'] }), 'not in the same room');
  });

  test('crafting spends two items with the recipe components; the repository needs one', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.room = 'r4';
    p.inventory = ['battery', 'cables'];
    p.hand = ['run', 'rest', 'focus'];
    act(s, 0, { type: 'craft', item: 'taser', use: ['battery', 'cables'], pay: ['focus', 'rest'] }, scripted([]).ctx);
    assert.deepEqual(p.inventory, []);
    assert.deepEqual(
      p.hands.map((h) => h.name),
      ['sentry-rifle', 'taser'],
    );
    const t = position(['sentry', 'survivor']);
    const q = player(t, 0);
    q.inventory = ['duct-tape'];
    q.hand = ['run', 'rest'];
    assert.equal(q.room, 'repository');
    act(t, 0, { type: 'craft', item: 'enviro-suit', use: ['duct-tape'], pay: ['rest', 'run'] }, scripted([]).ctx);
    assert.deepEqual(q.inventory, ['enviro-suit']);
  });
});
