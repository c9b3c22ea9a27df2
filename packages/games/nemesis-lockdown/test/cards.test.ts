import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACTION_CARD, CHARACTERS, DECKS } from '../src/data/characters.ts';
import { ITEM } from '../src/data/cards.ts';
import { seriousWound } from '../src/core/wounds.ts';
import { act, indexOf, isLegal, player, position, reveal, rules, scripted } from './helpers.ts';

describe('action cards', () => {
  test('every character has its own deck of 10 cards, all defined, none shared with another deck', () => {
    const owner = new Map<string, string>();
    for (const [deck, cards] of Object.entries(DECKS))
      for (const c of cards) {
        assert.ok(c.id.startsWith(`${deck}.`), c.id);
        assert.ok(!owner.has(c.id), `${c.id} in two decks`);
        owner.set(c.id, deck);
        // One or two halves ([OR]): action effects, or (a reaction card) reaction effects only.
        const halves = c.reactions ? c.reactions.length : c.effects.length;
        assert.ok(halves >= 1 && halves <= 2 && (!c.reactions || c.effects.length === 0), c.id);
        assert.ok(['published', 'designed'].includes(c.origin), c.id);
      }
    for (const c of CHARACTERS) {
      assert.equal(
        Object.values(c.deck).reduce((a, b) => a + b, 0),
        10,
        c.id,
      );
      for (const k of Object.keys(c.deck)) assert.ok(ACTION_CARD[k], `${c.id}: ${k}`);
      // 004: the original characters keep their own decks, but the Pilot takes a Lockdown one.
      const decks = new Set(Object.keys(c.deck).map((k) => owner.get(k)));
      assert.deepEqual([...decks], [c.id === 'pilot' ? 'xenobiologist' : c.id]);
    }
  });

  test('a card is discarded with its extra cost; [OR] cards offer either half', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.hand = ['sentry.field-dressing', 'sentry.patrol', 'survivor.obstinate'];
    p.light = 1;
    const obstinate = { type: 'card', card: 'survivor.obstinate', pay: [] };
    assert.ok(isLegal(s, 0, { ...obstinate, half: 1, option: 'light' }));
    assert.ok(!isLegal(s, 0, { ...obstinate, half: 0 }), 'no serious wound to draw for');
    const dressing = { type: 'card', card: 'sentry.field-dressing', half: 0, option: 'light' };
    assert.ok(!isLegal(s, 0, { ...dressing, pay: [] }), 'the dressing costs 1 more');
    act(s, 0, { ...dressing, pay: ['sentry.patrol'] }, scripted([]).ctx);
    assert.equal(p.light, 0);
    assert.deepEqual(p.discard, ['sentry.patrol', 'sentry.field-dressing']);
  });

  test('a run card moves without a noise roll; an escape card leaves combat without attacks', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    reveal(s, 'r1', 'archive');
    p.hand = ['survivor.keep-moving', 'survivor.duck-and-run', 'survivor.gut-feeling'];
    const a = scripted([]);
    act(s, 0, { type: 'card', card: 'survivor.keep-moving', half: 0, to: 'r1', pay: [] }, a.ctx);
    assert.ok(!rules(a.events).includes('noise.roll'));
    s.intruders.push({ id: 3, kind: 'adult', room: 'r1', injuries: 0 });
    const b = scripted([8]);
    const cover = { type: 'card', card: 'survivor.duck-and-run', half: 0, to: 'isolation' };
    act(s, 0, { ...cover, pay: ['survivor.gut-feeling'] }, b.ctx);
    assert.ok(!rules(b.events).includes('attack.hit') && !rules(b.events).includes('attack.miss'));
    assert.equal(p.room, 'isolation');
  });

  test('an aim card adds an injury to a hit', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.hand = ['sentry.suppressive-fire'];
    s.power.active = [];
    s.weakness.revealed = [null, null, null];
    s.intruders.push({ id: 3, kind: 'adult', room: p.room, injuries: 0 });
    act(
      s,
      0,
      { type: 'card', card: 'sentry.suppressive-fire', half: 0, weapon: 0, target: 3, pay: [] },
      scripted([3, indexOf(s.attackDeck, 'bite')]).ctx,
    );
    assert.equal(s.intruders[0]?.injuries, 2);
  });

  test('a reload card tops a weapon up to its capacity', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.hand = ['sentry.fresh-magazine'];
    act(s, 0, { type: 'card', card: 'sentry.fresh-magazine', half: 0, weapon: 0, pay: [] }, scripted([]).ctx);
    assert.equal(p.hands[0]?.ammo, 5);
  });
});

describe('items', () => {
  test('searching reduces the item counter and draws from the room colour; an empty room cannot be searched', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r1', 'decon', 1);
    const p = player(s, 0);
    p.room = 'r1';
    p.hand = ['focus', 'rest', 'run'];
    assert.ok(!isLegal(s, 0, { type: 'search', color: 'red', pay: ['focus', 'rest'] }), 'decon is green');
    act(
      s,
      0,
      { type: 'search', color: 'green', pay: ['focus', 'rest'] },
      scripted([indexOf(s.itemDecks.green, 'bandage')]).ctx,
    );
    assert.deepEqual(p.inventory, ['bandage']);
    assert.equal(s.rooms.r1?.items, 0);
    p.hand = ['focus', 'rest'];
    assert.ok(!isLegal(s, 0, { type: 'search', color: 'green', pay: ['focus', 'rest'] }));
  });

  test('heavy items go to a hand, loaded with their starting ammo', () => {
    const s = position(['survivor', 'sentry']);
    reveal(s, 'r1', 'defense', 1);
    const p = player(s, 0);
    p.room = 'r1';
    p.hand = ['focus', 'rest'];
    act(
      s,
      0,
      { type: 'search', color: 'red', pay: ['focus', 'rest'] },
      scripted([indexOf(s.itemDecks.red, 'rifle')]).ctx,
    );
    assert.deepEqual(p.hands, [{ kind: 'item', name: 'rifle', ammo: ITEM.rifle?.weapon?.start }]);
  });

  test('one-use items go back under their deck after use', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.inventory = ['bandage'];
    s.itemDecks.green.bandage = (s.itemDecks.green.bandage ?? 0) - 1;
    p.light = 2;
    p.hand = ['run'];
    act(s, 0, { type: 'item', item: 'bandage', pay: ['run'] }, scripted([]).ctx);
    assert.equal(p.light, 1);
    assert.deepEqual(p.inventory, []);
    assert.equal(s.itemDecks.green.bandage, ITEM.bandage?.count);
  });

  test('dropping: objects stay in the room, items return to their deck, free of action cost', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.hands = [{ kind: 'object', name: 'carcass', ammo: 0 }];
    act(s, 0, { type: 'drop', hand: 0 }, scripted([]).ctx);
    assert.equal(s.rooms.isolation?.objects.carcass, 1);
    assert.equal(p.actionsLeft, 2);
    act(s, 0, { type: 'pickup', object: 'carcass', pay: [p.hand[0] as string] }, scripted([]).ctx);
    assert.equal(p.hands.length, 1);
  });

  test('an arm wound leaves one hand: the extra heavy thing drops into the room', () => {
    const s = position(['sentry', 'survivor']);
    const p = player(s, 0);
    p.hands.push({ kind: 'object', name: 'egg', ammo: 0 });
    s.woundDeck = { arm: 1 };
    seriousWound(s, p, scripted([0]).ctx, 'test');
    assert.equal(p.hands.length, 1);
    assert.equal(s.rooms[p.room]?.objects.egg, 1);
  });
});
