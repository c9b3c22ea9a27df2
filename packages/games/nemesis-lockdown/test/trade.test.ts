import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { determinize } from '../src/determinize.ts';
import type { GameState } from '../src/types.ts';
import { buildView } from '../src/view.ts';
import { act, isLegal, player, position, scripted } from './helpers.ts';

/** Three characters in the isolation room, the first to act holding two cards. */
function room(): GameState {
  const s = position(['survivor', 'lab-rat', 'sentry']);
  for (const p of s.players) p.room = 'isolation';
  player(s, 0).hand = ['rest', 'run'];
  return s;
}

function take(s: GameState, deck: 'red' | 'yellow' | 'green', item: string): void {
  s.itemDecks[deck][item] = (s.itemDecks[deck][item] ?? 0) - 1;
}

describe('trade', () => {
  test('starting a trade costs one action and asks everyone in the room in turn order, starter first', () => {
    const s = room();
    player(s, 2).room = 'r1';
    act(s, 0, { type: 'trade', pay: ['rest'] }, scripted([]).ctx);
    assert.deepEqual(s.decisions.at(-1), { kind: 'trade', seat: 0, starter: 0, order: [1], budget: 0 });
    act(s, 0, { type: 'done' }, scripted([]).ctx);
    assert.equal(s.decisions.at(-1)?.kind, 'trade');
    assert.equal(s.decisions.at(-1)?.seat, 1);
    act(s, 1, { type: 'done' }, scripted([]).ctx);
    assert.equal(s.decisions.length, 0);
    assert.equal(player(s, 0).actionsLeft, 1);
  });

  test('no trade alone in a room', () => {
    const s = room();
    player(s, 1).room = 'r1';
    player(s, 2).room = 'r1';
    assert.ok(!isLegal(s, 0, { type: 'trade', pay: ['rest'] }));
  });

  test('a gift: the two parties see the card, the others its colour', () => {
    const s = room();
    const [a, b] = [player(s, 0), player(s, 1)];
    a.inventory = ['antidote'];
    take(s, 'green', 'antidote');
    act(s, 0, { type: 'trade', pay: ['rest'] }, scripted([]).ctx);
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'give', to: 1, item: 'antidote' }, ctx);
    assert.deepEqual(b.inventory, ['antidote']);
    const e = events.find((x) => x.rule === 'trade');
    assert.deepEqual(e?.to, [0, 1]);
    assert.ok(!JSON.stringify(e?.public).includes('antidote'));
  });

  test('two other characters may trade with each other in a trade someone else started', () => {
    const s = room();
    const [b, c] = [player(s, 1), player(s, 2)];
    b.inventory = ['cables'];
    c.inventory = ['bandage'];
    take(s, 'yellow', 'cables');
    take(s, 'green', 'bandage');
    act(s, 0, { type: 'trade', pay: ['rest'] }, scripted([]).ctx);
    act(s, 0, { type: 'done' }, scripted([]).ctx);
    act(s, 1, { type: 'offer', to: 2, item: 'cables', ask: 'green' }, scripted([]).ctx);
    assert.equal(s.decisions.at(-1)?.kind, 'trade-offer');
    // The starter sees the offer but not the offered card; resampling keeps that view.
    const v0 = buildView(s, 0);
    assert.equal(v0.decisions.at(-1)?.item, null);
    const other = determinize(JSON.parse(JSON.stringify(v0)), 0, Rng.fromSeed(3));
    assert.equal(JSON.stringify(buildView(other, 0)), JSON.stringify(v0));
    act(s, 2, { type: 'answer-trade', give: 'bandage' }, scripted([]).ctx);
    assert.deepEqual(b.inventory, ['bandage']);
    assert.deepEqual(c.inventory, ['cables']);
    assert.equal(s.decisions.at(-1)?.seat, 1, 'back to the participant on turn');
  });

  test('an exchange can be refused; nothing moves', () => {
    const s = room();
    const [a, b] = [player(s, 0), player(s, 1)];
    a.inventory = ['cables'];
    b.inventory = ['antidote'];
    take(s, 'yellow', 'cables');
    take(s, 'green', 'antidote');
    act(s, 0, { type: 'trade', pay: ['rest'] }, scripted([]).ctx);
    assert.ok(!isLegal(s, 0, { type: 'offer', to: 1, item: 'cables', ask: 'red' }), 'b shows no red item');
    act(s, 0, { type: 'offer', to: 1, item: 'cables', ask: 'green' }, scripted([]).ctx);
    act(s, 1, { type: 'answer-trade', give: null }, scripted([]).ctx);
    assert.deepEqual(a.inventory, ['cables']);
    assert.deepEqual(b.inventory, ['antidote']);
  });

  test('things in hand swap without a free slot; a weapon keeps its own ammo', () => {
    const s = room();
    const [a, c] = [player(s, 0), player(s, 2)];
    a.hands = [
      { kind: 'object', name: 'carcass', ammo: 0 },
      { kind: 'object', name: 'egg', ammo: 0 },
    ];
    assert.equal(c.hands[0]?.name, 'sentry-rifle');
    c.hands.push({ kind: 'object', name: 'corpse', ammo: 0 });
    const ammo = c.hands[0]?.ammo;
    act(s, 0, { type: 'trade', pay: ['rest'] }, scripted([]).ctx);
    assert.ok(!isLegal(s, 0, { type: 'give', to: 2, hand: 0 }), 'the sentry has no free hand for a gift');
    act(s, 0, { type: 'offer', to: 2, hand: 0, askHand: 0 }, scripted([]).ctx);
    act(s, 2, { type: 'answer-trade', give: 'accept' }, scripted([]).ctx);
    assert.deepEqual(
      a.hands.map((h) => [h.name, h.ammo]),
      [
        ['egg', 0],
        ['sentry-rifle', ammo],
      ],
    );
    assert.deepEqual(
      c.hands.map((h) => h.name),
      ['corpse', 'carcass'],
    );
  });

  test('a participant moves at most as many things as held at the start of their turn', () => {
    const s = room();
    const [a, b] = [player(s, 0), player(s, 1)];
    a.inventory = ['cables'];
    b.inventory = ['bandage'];
    take(s, 'yellow', 'cables');
    take(s, 'green', 'bandage');
    act(s, 0, { type: 'trade', pay: ['rest'] }, scripted([]).ctx);
    act(s, 0, { type: 'offer', to: 1, item: 'cables', ask: 'green' }, scripted([]).ctx);
    act(s, 1, { type: 'answer-trade', give: 'bandage' }, scripted([]).ctx);
    assert.deepEqual(a.inventory, ['bandage']);
    assert.ok(!isLegal(s, 0, { type: 'give', to: 1, item: 'bandage' }), 'the one move of this turn is used');
    assert.ok(isLegal(s, 0, { type: 'done' }));
  });
});

describe('crafting', () => {
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
