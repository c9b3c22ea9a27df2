import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { determinize } from '../src/determinize.ts';
import { buildView } from '../src/view.ts';
import { act, giveHand, isLegal, player, position, scripted } from './helpers.ts';

describe('trade and crafting', () => {
  test('giving an item shows it to both players only; the others see its colour', () => {
    const s = position(['survivor', 'lab-rat', 'sentry']);
    const [a, b] = [player(s, 0), player(s, 1)];
    a.inventory = ['antidote'];
    a.hand = ['run', 'rest'];
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'trade', to: 1, item: 'antidote', ask: 'none', pay: ['rest'] }, ctx);
    assert.deepEqual(b.inventory, ['antidote']);
    const e = events.find((x) => x.rule === 'trade');
    assert.deepEqual(e?.to, [0, 1]);
    assert.ok(!JSON.stringify(e?.public).includes('antidote'));
    assert.ok(
      !isLegal(s, 0, { type: 'trade', to: 2, item: 'antidote', ask: 'none', pay: ['run'] }),
      'not in the same room',
    );
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

  test('an exchange: the other player picks an item of the asked colour to give back, or refuses', () => {
    const s = position(['survivor', 'lab-rat', 'sentry']);
    const [a, b] = [player(s, 0), player(s, 1)];
    player(s, 2).room = 'isolation';
    a.inventory = ['cables'];
    b.inventory = ['antidote', 'bandage'];
    for (const [deck, item] of [
      ['yellow', 'cables'],
      ['green', 'antidote'],
      ['green', 'bandage'],
    ] as const)
      s.itemDecks[deck][item] = (s.itemDecks[deck][item] ?? 0) - 1;
    giveHand(a, ['rest', 'run']);
    assert.ok(
      !isLegal(s, 0, { type: 'trade', to: 1, item: 'cables', ask: 'red', pay: ['rest'] }),
      'b shows no red item',
    );
    act(s, 0, { type: 'trade', to: 1, item: 'cables', ask: 'green', pay: ['rest'] }, scripted([]).ctx);
    assert.equal(s.decisions.at(-1)?.kind, 'trade-offer');
    // A third player sees the offer but not what is offered; resampling keeps its view.
    const v2 = buildView(s, 2);
    assert.equal(v2.decisions.at(-1)?.item, null);
    assert.equal(buildView(s, 1).decisions.at(-1)?.item, 'cables');
    const other = determinize(JSON.parse(JSON.stringify(v2)), 2, Rng.fromSeed(3));
    assert.equal(JSON.stringify(buildView(other, 2)), JSON.stringify(v2));
    act(s, 1, { type: 'answer-trade', give: 'bandage' }, scripted([]).ctx);
    assert.deepEqual(a.inventory, ['bandage']);
    assert.deepEqual(b.inventory, ['antidote', 'cables']);
    act(s, 0, { type: 'trade', to: 1, item: 'bandage', ask: 'green', pay: ['run'] }, scripted([]).ctx);
    act(s, 1, { type: 'answer-trade', give: null }, scripted([]).ctx);
    assert.deepEqual(a.inventory, ['bandage'], 'refused: nothing moves');
  });
});
