import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  dressAll,
  dressOne,
  enforceHands,
  healDressed,
  hurt,
  kill,
  lightWound,
  seriousWound,
} from '../src/core/wounds.ts';
import { indexOf, player, position, scripted } from './helpers.ts';

/**
 * 004, "Character wounds and death" and "Dressing and healing wounds": the light wound track holds
 * two; a third becomes a serious wound card drawn from the wound deck; identical serious wounds do not
 * add up; beyond three serious wounds any wound kills; a dressed wound stops affecting the character
 * but still counts; healing discards a dressed wound. A dead character's heavy objects fall in the
 * room, the rest of their items leave the game. An arm wound leaves one free hand.
 */

const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);

describe('serious wounds', () => {
  test('a serious wound is a card drawn from the wound deck: the deck holds one fewer of that kind', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    const before = { ...s.woundDeck };
    seriousWound(s, p, scripted([indexOf(s.woundDeck, 'head')]).ctx, 'test');
    assert.deepEqual(p.serious, [{ kind: 'head', dressed: false }]);
    assert.equal(s.woundDeck.head, (before.head ?? 0) - 1);
    assert.equal(total(s.woundDeck), total(before) - 1);
  });

  test('the third light wound discards the track and draws a serious wound card', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.light = 2;
    const before = total(s.woundDeck);
    lightWound(s, p, scripted([indexOf(s.woundDeck, 'leg')]).ctx, 'test');
    assert.equal(p.light, 0);
    assert.deepEqual(p.serious, [{ kind: 'leg', dressed: false }]);
    assert.equal(total(s.woundDeck), before - 1);
  });

  test('with three serious wounds a further serious wound kills: no fourth card is drawn', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.serious = [
      { kind: 'leg', dressed: true },
      { kind: 'arm', dressed: true },
      { kind: 'head', dressed: true },
    ];
    const before = total(s.woundDeck);
    seriousWound(s, p, scripted([]).ctx, 'test');
    assert.equal(p.status, 'dead');
    assert.equal(p.serious.length, 3);
    assert.equal(total(s.woundDeck), before);
  });

  test('two serious wounds, then light wounds: the character lives until the fourth wound', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.serious = [
      { kind: 'leg', dressed: false },
      { kind: 'torso', dressed: false },
    ];
    const { ctx } = scripted([indexOf(s.woundDeck, 'head')]);
    seriousWound(s, p, ctx, 'test');
    assert.equal(p.status, 'alive', 'three serious wounds are the limit, not death');
    lightWound(s, p, ctx, 'test');
    assert.equal(p.status, 'dead', 'any wound beyond three serious wounds kills, light ones too');
    assert.equal(p.light, 0, 'the killing light wound is not put on the track');
  });

  test('a dead character suffers no further wound', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.status = 'dead';
    const deck = total(s.woundDeck);
    lightWound(s, p, scripted([]).ctx, 'test');
    seriousWound(s, p, scripted([]).ctx, 'test');
    kill(s, p, scripted([]).ctx, 'test');
    assert.equal(p.light, 0);
    assert.deepEqual(p.serious, []);
    assert.equal(total(s.woundDeck), deck);
    assert.equal(s.rooms[p.room]?.objects.corpse, 0, 'no second corpse');
    assert.equal(s.mainGateOpen, false);
  });

  test('identical serious wounds are not cumulative; a dressed one stops affecting the character', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    assert.equal(hurt(p, 'leg'), false);
    p.serious = [{ kind: 'leg', dressed: true }];
    assert.equal(hurt(p, 'leg'), false, 'dressed: ignored');
    p.serious.push({ kind: 'arm', dressed: false });
    assert.equal(hurt(p, 'leg'), false, 'another kind does not count');
    assert.equal(hurt(p, 'arm'), true);
    p.serious.push({ kind: 'leg', dressed: false });
    assert.equal(hurt(p, 'leg'), true, 'an undressed copy affects the character');
  });
});

describe('dressing and healing', () => {
  test('dressing one wound flips the first undressed card only; with none left nothing happens', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.serious = [
      { kind: 'leg', dressed: true },
      { kind: 'arm', dressed: false },
      { kind: 'head', dressed: false },
    ];
    assert.equal(dressOne(p), true);
    assert.deepEqual(
      p.serious.map((w) => w.dressed),
      [true, true, false],
    );
    assert.equal(dressOne(p), true);
    assert.equal(dressOne(p), false);
    assert.equal(p.serious.length, 3, 'dressed wounds still count toward the limit');
  });

  test('dressing all counts only the wounds it flips', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.serious = [
      { kind: 'leg', dressed: true },
      { kind: 'arm', dressed: false },
    ];
    assert.equal(dressAll(p), 1);
    assert.equal(dressAll(p), 0);
  });

  test('healing discards a dressed wound, never an undressed one, and the card goes back to the wound deck', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.serious = [
      { kind: 'arm', dressed: false },
      { kind: 'head', dressed: true },
    ];
    const head = s.woundDeck.head ?? 0;
    assert.equal(healDressed(s, p), true);
    assert.deepEqual(p.serious, [{ kind: 'arm', dressed: false }]);
    assert.equal(s.woundDeck.head, head + 1);
    assert.equal(healDressed(s, p), false, 'no dressed wound left');
    assert.deepEqual(p.serious, [{ kind: 'arm', dressed: false }]);
  });
});

describe('an arm wound: one free hand', () => {
  test('an arm wound drawn with both hands full drops the second thing held', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hands = [
      { kind: 'item', name: 'pistol', ammo: 2 },
      { kind: 'object', name: 'egg', ammo: 0 },
    ];
    const eggs = s.rooms[p.room]?.objects.egg ?? 0;
    seriousWound(s, p, scripted([indexOf(s.woundDeck, 'arm')]).ctx, 'test');
    assert.deepEqual(
      p.hands.map((h) => h.name),
      ['pistol'],
    );
    assert.equal(s.rooms[p.room]?.objects.egg, eggs + 1, 'a heavy object falls in the room');
  });

  test('a wound of another kind keeps both hands', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hands = [
      { kind: 'item', name: 'pistol', ammo: 2 },
      { kind: 'item', name: 'rifle', ammo: 3 },
    ];
    seriousWound(s, p, scripted([indexOf(s.woundDeck, 'torso')]).ctx, 'test');
    assert.equal(p.hands.length, 2);
  });

  test('a dropped heavy item goes back to its deck; a taped pair comes apart, the tape with it', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.serious = [{ kind: 'arm', dressed: false }];
    p.hands = [
      { kind: 'item', name: 'pistol', ammo: 2 },
      { kind: 'item', name: 'rifle', ammo: 3, taped: { name: 'extinguisher', ammo: 0 } },
    ];
    const red = { ...s.itemDecks.red };
    const yellow = { ...s.itemDecks.yellow };
    enforceHands(s, p, scripted([]).ctx);
    assert.deepEqual(
      p.hands.map((h) => h.name),
      ['pistol'],
    );
    assert.equal(s.itemDecks.red.rifle, (red.rifle ?? 0) + 1);
    assert.equal(s.itemDecks.yellow.extinguisher, (yellow.extinguisher ?? 0) + 1);
    assert.equal(s.itemDecks.yellow['duct-tape'], (yellow['duct-tape'] ?? 0) + 1);
    assert.equal(s.itemDecks.red.pistol, red.pistol, 'the thing kept stays in hand');
  });

  test('a dressed arm wound gives the hand back: nothing is dropped', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.serious = [{ kind: 'arm', dressed: true }];
    p.hands = [
      { kind: 'item', name: 'pistol', ammo: 2 },
      { kind: 'item', name: 'rifle', ammo: 3 },
    ];
    enforceHands(s, p, scripted([]).ctx);
    assert.equal(p.hands.length, 2);
  });

  test('a carried character corpse dropped by an arm wound lies in the room, where its owner can be found', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    const dead = player(s, 1);
    dead.status = 'dead';
    dead.corpse = 'carried';
    p.serious = [{ kind: 'arm', dressed: false }];
    p.hands = [
      { kind: 'item', name: 'pistol', ammo: 2 },
      { kind: 'object', name: 'corpse', ammo: 0, of: 1 },
    ];
    const corpses = s.rooms[p.room]?.objects.corpse ?? 0;
    enforceHands(s, p, scripted([]).ctx);
    assert.equal(s.rooms[p.room]?.objects.corpse, corpses + 1);
    assert.equal(dead.corpse, p.room);
  });
});

describe('death', () => {
  test('the first death opens the main gate; later deaths change nothing more', () => {
    const s = position(['survivor', 'sentry', 'lab-rat']);
    const [a, b] = [player(s, 0), player(s, 1)];
    b.room = a.room;
    kill(s, a, scripted([]).ctx, 'test');
    assert.equal(s.firstDeathDone, true);
    assert.equal(s.mainGateOpen, true);
    assert.equal(a.corpse, a.room, 'the corpse token lies where the character died');
    kill(s, b, scripted([]).ctx, 'test');
    assert.equal(b.status, 'dead');
    assert.equal(s.rooms[b.room]?.objects.corpse, 2);
  });

  test('a dying character drops every heavy object and keeps its item cards out of the decks', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    p.hands = [
      { kind: 'object', name: 'egg', ammo: 0 },
      { kind: 'item', name: 'pistol', ammo: 2 },
    ];
    const red = { ...s.itemDecks.red };
    kill(s, p, scripted([]).ctx, 'test');
    assert.equal(s.rooms[p.room]?.objects.egg, 1);
    assert.deepEqual(
      p.hands.map((h) => h.name),
      ['pistol'],
      'the item stays recorded with the dead character',
    );
    assert.deepEqual(s.itemDecks.red, red, 'removed from the game, not returned to its deck');
  });
});
