/**
 * Trading and crafting (trade.ts): who may trade, exactly what a participant may give or offer, what
 * an offer shows to whom, what an accepted exchange moves, and which crafts are offered and what they
 * spend (docs/games/nemesis-lockdown/RULES.md, "Trade" and "Crafting").
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Json } from '@airlock/engine';
import { applyTrade, craftOptions, tradeAnswers, tradeOptions, tradeSessionActions } from '../src/trade.ts';
import type { Decision, GameState, Player } from '../src/types.ts';
import { act, player, position, scripted } from './helpers.ts';

type Session = Extract<Decision, { kind: 'trade' }>;
type Offer = Extract<Decision, { kind: 'trade-offer' }>;

/** Three characters in the isolation room (seats 0, 1, 2), hands and inventories empty; seat 0 holds two cards. */
function room(): GameState {
  const s = position(['survivor', 'lab-rat', 'sentry']);
  for (const p of s.players) {
    p.room = 'isolation';
    p.hands = [];
    p.inventory = [];
  }
  player(s, 0).hand = ['rest', 'run'];
  return s;
}

const obj = (name: string) => ({ kind: 'object' as const, name, ammo: 0 });

/** Seat 0 starts a trade (with its two cards' first), then the session on turn. */
function started(s: GameState): Session {
  act(s, 0, { type: 'trade', pay: ['rest'] }, scripted([]).ctx);
  const d = s.decisions.at(-1);
  assert.equal(d?.kind, 'trade');
  return d as Session;
}

describe('who trades', () => {
  test('a trade needs another living character in the room, and no intruder there', () => {
    const s = room();
    const p = player(s, 0);
    player(s, 2).room = 'r1';
    player(s, 1).status = 'dead';
    assert.deepEqual(tradeOptions(s, p), [], 'a dead character does not trade');
    player(s, 1).status = 'alive';
    assert.deepEqual(tradeOptions(s, p), [{ type: 'trade', cost: 1, params: {} }]);
    s.intruders.push({ id: 5, kind: 'adult', room: 'isolation', injuries: 0 });
    assert.deepEqual(tradeOptions(s, p), [], 'not in combat');
  });

  test('the round goes in turn order from the starter, each participant once', () => {
    const s = room();
    s.firstPlayer = 0;
    applyTrade(s, player(s, 1), scripted([]).ctx);
    const d = s.decisions.at(-1) as Session;
    assert.deepEqual([d.seat, d.order], [1, [2, 0]]);
  });
});

describe('what a participant may do', () => {
  test('give or offer each own item, or each thing in hand, to each other character here: exactly these', () => {
    const s = room();
    const [p, q] = [player(s, 0), player(s, 1)];
    player(s, 2).room = 'r1';
    p.inventory = ['cables'];
    p.hands = [obj('egg')];
    // q shows a red and a green item (listed by colour name), and holds a carcass, with a hand free.
    q.inventory = ['ammo-box', 'antidote'];
    q.hands = [obj('carcass')];
    const d = started(s);
    assert.deepEqual(tradeSessionActions(s, p, d), [
      { type: 'give', to: 1, item: 'cables' },
      { type: 'offer', to: 1, item: 'cables', ask: 'green' },
      { type: 'offer', to: 1, item: 'cables', ask: 'red' },
      { type: 'offer', to: 1, item: 'cables', askHand: 0 },
      { type: 'give', to: 1, hand: 0 },
      { type: 'offer', to: 1, hand: 0, ask: 'green' },
      { type: 'offer', to: 1, hand: 0, ask: 'red' },
      { type: 'offer', to: 1, hand: 0, askHand: 0 },
      { type: 'done' },
    ] as Record<string, Json>[]);
  });

  test('no free hand here: no item for their thing in hand; no free hand there: no thing given or sold for an item', () => {
    const s = room();
    const [p, q] = [player(s, 0), player(s, 1)];
    player(s, 2).room = 'r1';
    p.inventory = ['cables'];
    p.hands = [obj('egg'), obj('egg')];
    q.inventory = ['antidote'];
    q.hands = [obj('carcass'), obj('corpse')];
    const d = started(s);
    assert.deepEqual(tradeSessionActions(s, p, d), [
      { type: 'give', to: 1, item: 'cables' },
      { type: 'offer', to: 1, item: 'cables', ask: 'green' },
      { type: 'offer', to: 1, hand: 0, askHand: 0 },
      { type: 'offer', to: 1, hand: 0, askHand: 1 },
      { type: 'offer', to: 1, hand: 1, askHand: 0 },
      { type: 'offer', to: 1, hand: 1, askHand: 1 },
      { type: 'done' },
    ] as Record<string, Json>[]);
  });

  test('the answers to an offer for a colour are the own items of that colour, or a refusal', () => {
    const q = { inventory: ['ammo-box', 'antidote', 'bandage'] } as unknown as Player;
    const offer = { kind: 'trade-offer', seat: 1, from: 0, item: 'cables', hand: null, color: 'green', askHand: null };
    assert.deepEqual(tradeAnswers(q, offer as Offer), ['antidote', 'bandage', null]);
  });
});

describe('gifts and exchanges', () => {
  test('a thing in hand given away moves to the other, in front of everyone', () => {
    const s = room();
    const [p, q] = [player(s, 0), player(s, 1)];
    p.hands = [obj('egg'), obj('carcass')];
    started(s);
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'give', to: 1, hand: 1 }, ctx);
    assert.deepEqual([p.hands.map((h) => h.name), q.hands.map((h) => h.name)], [['egg'], ['carcass']]);
    const e = events.find((x) => x.rule === 'trade');
    assert.ok(e && e.to === undefined, 'seen by all');
    assert.equal((e?.data as { name?: string }).name, 'carcass');
  });

  test('an item given away goes to the receiver, kept in name order; the others learn only its colour', () => {
    const s = room();
    const [p, q] = [player(s, 0), player(s, 1)];
    p.inventory = ['cables'];
    q.inventory = ['antidote', 'medkit'];
    started(s);
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'give', to: 1, item: 'cables' }, ctx);
    assert.deepEqual(q.inventory, ['antidote', 'cables', 'medkit']);
    const e = events.find((x) => x.rule === 'trade');
    assert.deepEqual(e?.public?.data, { color: 'yellow' });
  });

  test('an offer of an item for a colour: the decision names exactly that; the others see the colour offered, not the item', () => {
    const s = room();
    const [p, q] = [player(s, 0), player(s, 1)];
    p.inventory = ['cables'];
    q.inventory = ['antidote'];
    started(s);
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'offer', to: 1, item: 'cables', ask: 'green' }, ctx);
    assert.deepEqual(s.decisions.at(-1), {
      kind: 'trade-offer',
      seat: 1,
      from: 0,
      item: 'cables',
      hand: null,
      color: 'green',
      askHand: null,
    });
    const e = events.find((x) => x.rule === 'trade.offer');
    assert.deepEqual(e?.data, { from: 0, to: 1, item: 'Cables', wants: 'a green item' });
    assert.ok(e?.public?.text.includes('a yellow item'), e?.public?.text);
    assert.ok(!JSON.stringify(e?.public).includes('Cables') && !JSON.stringify(e?.public).includes('cables'));
  });

  test('an offer of a thing in hand for a thing in hand names both, in front of everyone', () => {
    const s = room();
    const [p, q] = [player(s, 0), player(s, 1)];
    p.hands = [obj('egg'), obj('carcass')];
    q.hands = [obj('egg'), obj('corpse')];
    started(s);
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'offer', to: 1, hand: 1, askHand: 1 }, ctx);
    assert.deepEqual(s.decisions.at(-1), {
      kind: 'trade-offer',
      seat: 1,
      from: 0,
      item: null,
      hand: 1,
      color: null,
      askHand: 1,
    });
    const e = events.find((x) => x.rule === 'trade.offer');
    const text = e?.public?.text ?? '';
    assert.ok(/carcass/i.test(text) && /corpse/i.test(text), text);
    // Accepted: the two things change hands, each side told.
    const answer = scripted([]);
    act(s, 1, { type: 'answer-trade', give: 'accept' }, answer.ctx);
    assert.deepEqual(
      [p.hands.map((h) => h.name), q.hands.map((h) => h.name)],
      [
        ['egg', 'corpse'],
        ['egg', 'carcass'],
      ],
    );
    assert.equal(answer.events.filter((x) => x.rule === 'trade').length, 2);
  });
});

describe('crafting', () => {
  test('each blue card left in the deck, in name order, from each pair of own items with its two components', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.room = 'r4';
    p.inventory = ['antidote', 'battery', 'cables', 'clothes', 'duct-tape'];
    s.craftDeck = { taser: 1, 'enviro-suit': 1 };
    assert.deepEqual(
      craftOptions(s, p).map((o) => o.params),
      [
        { item: 'enviro-suit', use: ['clothes', 'duct-tape'] },
        { item: 'taser', use: ['battery', 'cables'] },
      ],
    );
    delete s.craftDeck.taser;
    assert.deepEqual(
      craftOptions(s, p).map((o) => o.params.item),
      ['enviro-suit'],
      'no taser left to build',
    );
    s.intruders.push({ id: 5, kind: 'adult', room: 'r4', injuries: 0 });
    assert.deepEqual(craftOptions(s, p), [], 'not in combat');
  });

  test('in the repository one component is enough: each own item with either component, in name order', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    assert.equal(p.room, 'repository');
    p.inventory = ['duct-tape', 'clothes'];
    s.craftDeck = { 'enviro-suit': 1 };
    assert.deepEqual(
      craftOptions(s, p).map((o) => o.params),
      [
        { item: 'enviro-suit', use: ['clothes'] },
        { item: 'enviro-suit', use: ['duct-tape'] },
      ],
    );
  });

  test('crafting sends the components back under their decks and takes one card of the blue deck', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.room = 'r4';
    p.inventory = ['battery', 'cables'];
    p.hand = ['run', 'rest', 'focus'];
    s.craftDeck = { taser: 2 };
    const before = { ...s.itemDecks.yellow };
    act(s, 0, { type: 'craft', item: 'taser', use: ['battery', 'cables'], pay: ['focus', 'rest'] }, scripted([]).ctx);
    assert.equal(s.itemDecks.yellow.battery, (before.battery ?? 0) + 1);
    assert.equal(s.itemDecks.yellow.cables, (before.cables ?? 0) + 1);
    assert.deepEqual(s.craftDeck, { taser: 1 });
    p.inventory = ['battery', 'cables'];
    p.hands = [];
    p.hand = ['run', 'rest', 'focus'];
    p.actionsLeft = 2;
    act(s, 0, { type: 'craft', item: 'taser', use: ['battery', 'cables'], pay: ['focus', 'rest'] }, scripted([]).ctx);
    assert.deepEqual(s.craftDeck, {}, 'the last one built');
  });
});
