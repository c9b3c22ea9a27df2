/**
 * Item actions (004: using an item costs an action and shows it; the items' uses are designed, see
 * data/cards.ts), one rule at a time: when each use is offered, what it does, and what happens to a
 * one-use card (out of the inventory or the hand, back under its deck).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyItem, itemOptions } from '../src/items.ts';
import { CLEAN, CONTAMINATION, type GameState, type Player, SCANNED_INFECTED } from '../src/types.ts';
import { player, position, scripted } from './helpers.ts';

function holder(inventory: string[], hands: Player['hands'] = []): { s: GameState; p: Player } {
  const s = position(['survivor']);
  const p = player(s, 0);
  p.inventory = inventory;
  p.hands = hands;
  return { s, p };
}

const offered = (s: GameState, p: Player) => itemOptions(s, p).map((o) => o.params);
const use = (s: GameState, p: Player, params: Record<string, unknown>) =>
  applyItem(s, p, params, scripted(Array(10).fill(0)).ctx);

describe('when an item is offered', () => {
  test('nothing held, nothing offered', () => {
    const { s, p } = holder([]);
    assert.deepEqual(itemOptions(s, p), []);
  });

  test('a bandage only with a light wound; a medkit with a light or an undressed serious wound', () => {
    const { s, p } = holder(['bandage', 'medkit']);
    assert.deepEqual(offered(s, p), []);
    p.serious = [{ kind: 'arm', dressed: true }];
    assert.deepEqual(offered(s, p), [], 'a dressed wound needs nothing');
    p.serious = [{ kind: 'arm', dressed: false }];
    assert.deepEqual(offered(s, p), [{ item: 'medkit' }]);
    p.light = 1;
    assert.deepEqual(offered(s, p), [{ item: 'bandage' }, { item: 'medkit' }]);
  });

  test('clothes only with slime; an antidote with a larva or a contamination card in hand', () => {
    const { s, p } = holder(['antidote', 'clothes']);
    p.hand = ['run'];
    assert.deepEqual(offered(s, p), []);
    p.slime = true;
    assert.deepEqual(offered(s, p), [{ item: 'clothes' }]);
    p.slime = false;
    p.hand = [CONTAMINATION, 'run'];
    assert.deepEqual(offered(s, p), [{ item: 'antidote' }]);
    p.hand = [SCANNED_INFECTED, 'run'];
    assert.deepEqual(offered(s, p), [{ item: 'antidote' }], 'a known infected card too');
    p.hand = ['run'];
    p.larva = true;
    assert.deepEqual(offered(s, p), [{ item: 'antidote' }]);
  });

  test('an extinguisher only in a burning room; a flare and field notes always', () => {
    const { s, p } = holder(['field-notes', 'flare'], [{ kind: 'item', name: 'extinguisher', ammo: 0 }]);
    assert.deepEqual(offered(s, p), [{ item: 'field-notes' }, { item: 'flare' }]);
    (s.rooms[p.room] as { fire: boolean }).fire = true;
    assert.deepEqual(offered(s, p), [{ item: 'field-notes' }, { item: 'flare' }, { item: 'extinguisher' }]);
  });

  test('an ammo box reloads each weapon in hand below its capacity, the taped one too', () => {
    const { s, p } = holder(
      ['ammo-box'],
      [
        { kind: 'item', name: 'pistol', ammo: 4, taped: { name: 'rifle', ammo: 1 } },
        { kind: 'item', name: 'taser', ammo: 1 },
      ],
    );
    assert.deepEqual(offered(s, p), [
      { item: 'ammo-box', weapon: 0, taped: true },
      { item: 'ammo-box', weapon: 1 },
    ]);
  });

  test('duct tape needs two items in the hands, none of them already taped; objects do not count', () => {
    const { s, p } = holder(
      ['duct-tape'],
      [{ kind: 'item', name: 'pistol', ammo: 2 }, { kind: 'object', name: 'egg', ammo: 0 } as never],
    );
    assert.deepEqual(offered(s, p), []);
    p.hands = [
      { kind: 'item', name: 'pistol', ammo: 2 },
      { kind: 'item', name: 'taser', ammo: 2 },
    ];
    assert.deepEqual(offered(s, p), [{ item: 'duct-tape' }]);
  });

  test('an item card in a hand slot is offered like one in the inventory, and a taped one too', () => {
    const { s, p } = holder([], [{ kind: 'item', name: 'rifle', ammo: 3, taped: { name: 'extinguisher', ammo: 0 } }]);
    (s.rooms[p.room] as { fire: boolean }).fire = true;
    assert.deepEqual(offered(s, p), [{ item: 'extinguisher' }]);
  });
});

describe('what an item does', () => {
  test('a bandage heals one light wound and goes back under its deck', () => {
    const { s, p } = holder(['bandage']);
    p.light = 2;
    use(s, p, { item: 'bandage' });
    assert.equal(p.light, 1);
    assert.deepEqual(p.inventory, []);
    assert.equal(s.itemUnder.green.at(-1), 'bandage');
  });

  test('a medkit heals every light wound and dresses every serious one', () => {
    const { s, p } = holder(['medkit']);
    p.light = 2;
    p.serious = [
      { kind: 'arm', dressed: false },
      { kind: 'head', dressed: false },
    ];
    use(s, p, { item: 'medkit' });
    assert.equal(p.light, 0);
    assert.ok(p.serious.every((w) => w.dressed));
  });

  test('clothes wash the slime off; an extinguisher puts the room out and stays', () => {
    const { s, p } = holder(['clothes'], [{ kind: 'item', name: 'extinguisher', ammo: 0 }]);
    p.slime = true;
    use(s, p, { item: 'clothes' });
    assert.equal(p.slime, false);
    (s.rooms[p.room] as { fire: boolean }).fire = true;
    use(s, p, { item: 'extinguisher' });
    assert.equal(s.rooms[p.room]?.fire, false);
    assert.equal(p.hands.length, 1, 'the extinguisher is not a one-use card');
  });

  test('an antidote kills the larva and removes the infected cards of the hand, keeping the clean ones', () => {
    const { s, p } = holder(['antidote']);
    p.larva = true;
    p.hand = [CONTAMINATION, 'run'];
    s.unseen.contaminationFaces = { clean: 1 };
    use(s, p, { item: 'antidote' });
    assert.equal(p.larva, false);
    assert.deepEqual([...p.hand].sort(), [CLEAN, 'run'].sort(), 'the clean card stays, now known');
    const t = holder(['antidote']);
    t.p.hand = [CONTAMINATION, 'run'];
    t.s.unseen.contaminationFaces = { infected: 1 };
    use(t.s, t.p, { item: 'antidote' });
    assert.deepEqual(t.p.hand, ['run'], 'the infected card is removed');
  });

  test('an ammo box fills the chosen weapon to its capacity', () => {
    const { s, p } = holder(
      ['ammo-box'],
      [{ kind: 'item', name: 'pistol', ammo: 1, taped: { name: 'rifle', ammo: 0 } }],
    );
    use(s, p, { item: 'ammo-box', weapon: 0, taped: true });
    assert.equal(p.hands[0]?.taped?.ammo, 5);
    assert.equal(p.hands[0]?.ammo, 1);
  });

  test('a flare draws an action card; field notes give one knowledge', () => {
    const { s, p } = holder(['field-notes', 'flare']);
    const hand = p.hand.length;
    const knowledge = p.knowledge;
    use(s, p, { item: 'flare' });
    use(s, p, { item: 'field-notes' });
    assert.equal(p.hand.length, hand + 1);
    assert.equal(p.knowledge, knowledge + 1);
  });

  test('duct tape binds the first two free items of the hands into one, and is bound with them', () => {
    const { s, p } = holder(
      ['duct-tape'],
      [
        { kind: 'item', name: 'pistol', ammo: 2 },
        { kind: 'item', name: 'taser', ammo: 1 },
      ],
    );
    use(s, p, { item: 'duct-tape' });
    assert.deepEqual(p.hands, [{ kind: 'item', name: 'pistol', ammo: 2, taped: { name: 'taser', ammo: 1 } }]);
    assert.deepEqual(p.inventory, []);
  });

  test('a one-use card held in a hand slot leaves that slot, and only that one', () => {
    const { s, p } = holder(
      [],
      [
        { kind: 'item', name: 'pistol', ammo: 2 },
        { kind: 'item', name: 'foam-canister', ammo: 0 },
      ],
    );
    (s.rooms[p.room] as { fire: boolean }).fire = true;
    use(s, p, { item: 'foam-canister' });
    assert.deepEqual(p.hands, [{ kind: 'item', name: 'pistol', ammo: 2 }]);
  });

  test('an unknown item does nothing', () => {
    const { s, p } = holder(['bandage']);
    p.light = 1;
    use(s, p, { item: 'no-such-item' });
    assert.equal(p.light, 1);
    assert.deepEqual(p.inventory, ['bandage']);
  });
});
