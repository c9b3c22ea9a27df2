/**
 * The Mars surface side (mars.ts): surface cards (whom they strike, what each part does, the deck
 * reshuffled), surface exploration tokens, the rover and the escape on foot.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { marsOptions, surfaceCard, surfaceToken } from '../src/mars.ts';
import type { GameState } from '../src/types.ts';
import { act, player, position, scripted } from './helpers.ts';

/** Two characters out in the open on crossroads c4, the surface deck holding only `card`. */
function open(card: string): GameState {
  const s = position(['survivor', 'sentry'], { side: 'mars' });
  for (const p of s.players) {
    p.room = 'c4';
    p.inventory = [];
  }
  s.marsDeck = { [card]: 1 };
  s.marsDiscard = [];
  return s;
}

describe('surface cards', () => {
  test("a drawer's card strikes only the one who drew it", () => {
    const s = open('frostbite');
    surfaceCard(s, player(s, 0), scripted([0]).ctx);
    assert.deepEqual(
      s.players.map((p) => p.light),
      [1, 0],
    );
  });

  test('a card for all strikes every living character, not the dead', () => {
    const s = open('dust-storm');
    player(s, 1).status = 'dead';
    surfaceCard(s, player(s, 0), scripted([0]).ctx);
    assert.deepEqual(
      s.players.map((p) => p.light),
      [1, 0],
    );
  });

  test('the parts: slime covers, contamination adds a card, none does nothing', () => {
    const slimed = open('ooze-pit');
    surfaceCard(slimed, player(slimed, 0), scripted([0]).ctx);
    assert.equal(player(slimed, 0).slime, true);
    const spores = open('spore-cloud');
    const before = player(spores, 0).discard.length;
    surfaceCard(spores, player(spores, 0), scripted([0]).ctx);
    assert.equal(player(spores, 0).discard.length, before + 1);
    const clear = open('clear-sky');
    surfaceCard(clear, player(clear, 0), scripted([0]).ctx);
    assert.deepEqual(
      clear.players.map((p) => [p.light, p.serious.length, p.slime]),
      [
        [0, 0, false],
        [0, 0, false],
      ],
    );
  });

  test('a card drawn goes on the discard pile; an empty deck is rebuilt from the discard pile first', () => {
    const s = open('clear-sky');
    s.marsDeck = {};
    s.marsDiscard = ['clear-sky', 'frostbite'];
    surfaceCard(s, player(s, 0), scripted([0]).ctx);
    assert.deepEqual(s.marsDiscard, ['clear-sky']);
    assert.deepEqual(s.marsDeck, { frostbite: 1 });
  });

  test('with no surface card left anywhere nothing is drawn', () => {
    const s = open('clear-sky');
    s.marsDeck = {};
    surfaceCard(s, player(s, 0), scripted([]).ctx);
    assert.deepEqual(s.marsDiscard, []);
  });
});

describe('surface exploration tokens', () => {
  test('an item token draws from its deck (nothing when it is empty), a surface token draws a surface card', () => {
    const s = open('ooze-pit');
    const p = player(s, 0);
    s.itemDecks.red = {};
    s.itemUnder.red = [];
    const hands = p.hands.length;
    assert.equal(surfaceToken(s, p, 'item-red', scripted([]).ctx), true);
    assert.deepEqual([p.inventory, p.hands.length], [[], hands]);
    assert.equal(surfaceToken(s, p, 'surface', scripted([0]).ctx), true);
    assert.equal(p.slime, true);
    assert.equal(surfaceToken(s, p, 'silence', scripted([]).ctx), false);
  });
});

describe('the rover and the escape on foot', () => {
  test('the rover offers the other exit rooms and the bunker, only where it stands, out of combat, on Mars', () => {
    const s = position(['survivor', 'sentry'], { side: 'mars' });
    const p = player(s, 0);
    p.room = 'r3';
    assert.equal(s.rover, 'r3');
    assert.deepEqual(
      marsOptions(s, p).map((o) => [o.type, o.params.to]),
      [
        ['rover', 'x2'],
        ['rover', 'r7'],
        ['rover', 'bunker'],
      ],
    );
    p.room = 'x2';
    assert.deepEqual(marsOptions(s, p), [], 'the rover is elsewhere');
    p.room = 'r3';
    s.intruders.push({ id: 5, kind: 'adult', room: 'r3', injuries: 0 });
    assert.deepEqual(marsOptions(s, p), [], 'not in combat');
    const basic = position(['survivor', 'sentry']);
    assert.deepEqual(marsOptions(basic, player(basic, 0)), [], 'no rover on the facility side');
  });

  test('driving to the bunker or walking in ends the character’s turn', () => {
    const s = position(['survivor', 'sentry'], { side: 'mars' });
    const p = player(s, 0);
    p.room = 'r3';
    p.hand = ['run', 'rest'];
    act(s, 0, { type: 'rover', to: 'bunker', pay: ['run'] }, scripted([]).ctx);
    assert.deepEqual([p.status, p.passed], ['bunker', true]);
    const q = player(s, 1);
    s.active = 1;
    q.actionsLeft = 2;
    q.room = 'c5';
    q.hand = ['run', 'rest'];
    q.inventory = ['enviro-suit'];
    act(s, 1, { type: 'escape', pay: ['rest'] }, scripted([8]).ctx);
    assert.deepEqual([q.status, q.passed], ['bunker', true]);
  });
});
