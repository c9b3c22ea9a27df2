import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { ITEM } from '../src/data/cards.ts';
import { CHARACTERS } from '../src/data/characters.ts';
import { QUESTS } from '../src/data/quests.ts';
import { determinize } from '../src/determinize.ts';
import { buildView } from '../src/view.ts';
import { act, isLegal, player, position, reveal, scripted } from './helpers.ts';

describe('quest items', () => {
  test('every character, original ones included, has a Lockdown quest item, inactive at the start', () => {
    for (const c of CHARACTERS) {
      assert.ok(QUESTS[c.quest], c.id);
      assert.equal(ITEM[c.quest]?.color, 'character', `${c.quest} is a character-dedicated card`);
    }
    const s = position(['survivor', 'sentry']);
    assert.ok(s.players.every((p) => p.quest === 'inactive'));
    assert.ok(!s.players.some((p) => p.inventory.includes(CHARACTERS.find((c) => c.id === p.character)?.quest ?? '')));
  });

  test('once its requirement is met it is flipped for all to see and becomes an item card in the inventory', () => {
    const s = position(['psychologist', 'sentry']);
    reveal(s, 'r4', 'transmitter');
    const p = player(s, 0);
    p.room = 'r4';
    p.hand = ['focus', 'patch', 'rest', 'run'];
    p.light = 1;
    assert.ok(!isLegal(s, 0, { type: 'item', item: 'trauma-kit', pay: ['run'] }), 'not before the signal');
    const { ctx, events } = scripted([]);
    act(s, 0, { type: 'room', option: 'send', pay: ['focus', 'patch'] }, ctx);
    assert.equal(p.quest, 'active');
    assert.deepEqual(p.inventory, ['trauma-kit']);
    const flip = events.find((e) => e.rule === 'quest.active');
    assert.ok(flip && flip.to === undefined, 'the flip is public');
    // From now on others see only its colour, as for any inventory card.
    assert.deepEqual(buildView(s, 1).players[0]?.inventoryColors, ['character']);
    act(s, 0, { type: 'item', item: 'trauma-kit', pay: ['run'] }, scripted([]).ctx);
    assert.equal(p.light, 0);
    assert.deepEqual(p.inventory, [], 'a one-use quest item is spent');
    assert.deepEqual(s.characterItemsOut, ['trauma-kit'], 'with no deck to go back to, it leaves the game');
  });

  test('an active quest item can be dropped like any item card, and is then lost', () => {
    const s = position(['psychologist', 'sentry']);
    const p = player(s, 0);
    p.quest = 'active';
    p.inventory = ['trauma-kit'];
    act(s, 0, { type: 'drop', item: 'trauma-kit' }, scripted([]).ctx);
    assert.deepEqual(p.inventory, []);
    assert.deepEqual(s.characterItemsOut, ['trauma-kit']);
    assert.equal(p.actionsLeft, 2, 'dropping costs no action');
  });

  test('a resampled view keeps a traded quest item hidden among character-coloured cards', () => {
    const s = position(['psychologist', 'sentry', 'survivor']);
    const [a, b] = [player(s, 0), player(s, 1)];
    a.quest = 'active';
    a.inventory = [];
    b.inventory = ['trauma-kit'];
    const v = buildView(s, 2);
    assert.deepEqual(v.players[1]?.inventoryColors, ['character']);
    const other = determinize(JSON.parse(JSON.stringify(v)), 2, Rng.fromSeed(5));
    assert.deepEqual(other.players[1]?.inventory, ['trauma-kit'], 'the only character card in play');
    assert.equal(JSON.stringify(buildView(other, 2)), JSON.stringify(v));
  });

  test('the xenobiologist keeps the starting item in the inventory, not in a hand', () => {
    const s = position(['xenobiologist', 'sentry']);
    assert.deepEqual(player(s, 0).inventory, ['field-notes']);
    assert.deepEqual(player(s, 0).hands, []);
    assert.equal(player(s, 1).hands[0]?.name, 'sentry-rifle');
    const p = player(s, 0);
    p.hand = ['study', 'rest'];
    const before = p.knowledge;
    act(s, 0, { type: 'item', item: 'field-notes', pay: ['rest'] }, scripted([]).ctx);
    assert.equal(p.knowledge, before + 1, 'the notes give one knowledge, once');
    assert.deepEqual(p.inventory, []);
  });
});

describe('original Nemesis characters', () => {
  test('each takes the quest item of the Lockdown character on the same draft card; the Pilot its deck too', () => {
    for (const c of CHARACTERS.filter((x) => x.game === 'nemesis')) {
      const twin = CHARACTERS.find((x) => x.game === 'lockdown' && x.draftColor === c.draftColor);
      assert.ok(twin, c.id);
      assert.equal(c.quest, twin.quest, c.id);
      assert.equal(c.startItem, null, 'no starting item card');
      assert.equal(c.kind, 'survivor', 'counted as Nemesis survivors');
      if (c.id === 'pilot') assert.deepEqual(c.deck, twin.deck);
    }
  });
});
