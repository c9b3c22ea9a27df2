import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CHARACTERS } from '../src/data/characters.ts';
import { QUESTS } from '../src/data/quests.ts';
import { act, isLegal, player, position, reveal, scripted } from './helpers.ts';

describe('quest items', () => {
  test('every character has a defined quest item, inactive at the start', () => {
    for (const c of CHARACTERS) assert.ok(QUESTS[c.quest], c.id);
    const s = position(['survivor', 'sentry']);
    assert.ok(s.players.every((p) => p.quest === 'inactive'));
  });

  test('the psychologist’s trauma kit becomes usable once the signal is sent, and is spent when used', () => {
    const s = position(['psychologist', 'sentry']);
    reveal(s, 'r4', 'transmitter');
    const p = player(s, 0);
    p.room = 'r4';
    p.hand = ['focus', 'patch', 'rest', 'run'];
    p.light = 1;
    assert.ok(!isLegal(s, 0, { type: 'item', item: 'trauma-kit', quest: true, pay: ['run'] }));
    act(s, 0, { type: 'room', option: 'send', pay: ['focus', 'patch'] }, scripted([]).ctx);
    assert.equal(p.quest, 'active');
    act(s, 0, { type: 'item', item: 'trauma-kit', quest: true, pay: ['run'] }, scripted([]).ctx);
    assert.equal(p.light, 0);
    assert.equal(p.quest, 'used');
  });

  test('an active quest item can be dropped like any item card, and is then lost', () => {
    const s = position(['psychologist', 'sentry']);
    const p = player(s, 0);
    assert.ok(!isLegal(s, 0, { type: 'drop', quest: true }), 'not before its requirement is met');
    p.quest = 'active';
    act(s, 0, { type: 'drop', quest: true }, scripted([]).ctx);
    assert.equal(p.quest, 'used');
    assert.ok(!isLegal(s, 0, { type: 'item', item: 'trauma-kit', quest: true, pay: [p.hand[0] as string] }));
    assert.equal(p.actionsLeft, 2, 'dropping costs no action');
  });

  test('an active quest item is a normal item card: it can be given or exchanged in a trade', () => {
    const s = position(['psychologist', 'sentry']);
    const [a, b] = [player(s, 0), player(s, 1)];
    b.room = a.room;
    a.hand = ['focus', 'patch', 'rest'];
    a.inventory = ['bandage'];
    b.hand = ['focus', 'rest', 'run'];
    const gift = { type: 'trade', to: 1, quest: 'trauma-kit', ask: 'none', pay: ['rest'] };
    assert.ok(!isLegal(s, 0, gift), 'not while still inactive');
    a.quest = 'active';
    const { ctx, events } = scripted([]);
    act(s, 0, gift, ctx);
    assert.equal(a.quest, 'used');
    assert.deepEqual(b.otherQuests, ['trauma-kit']);
    assert.ok(events.some((e) => e.rule === 'trade' && JSON.stringify(e.data).includes('trauma-kit')));
    b.light = 1;
    s.active = 1;
    b.actionsLeft = 2;
    assert.ok(
      isLegal(s, 1, { type: 'item', item: 'trauma-kit', quest: true, pay: ['run'] }),
      'the receiver may use it',
    );
    // Handed back in exchange for a green item: the psychologist holds it again, the sentry the bandage.
    act(s, 1, { type: 'trade', to: 0, quest: 'trauma-kit', ask: 'green', pay: ['focus'] }, scripted([]).ctx);
    act(s, 0, { type: 'answer-trade', give: 'bandage' }, scripted([]).ctx);
    assert.deepEqual(b.otherQuests, []);
    assert.deepEqual(b.inventory, ['bandage']);
    assert.deepEqual(a.otherQuests, ['trauma-kit']);
  });
});
