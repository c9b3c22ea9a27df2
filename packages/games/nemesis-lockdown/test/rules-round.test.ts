/**
 * The player phase's round start (004, "Player phase"): the hand each character draws up to, a deck
 * rebuilt from the discard pile, who draws, who starts when the first player is out, and the turn's
 * end when a character dies in their own turn.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng } from '@airlock/engine';
import { drawCard, endTurn, handLimit, nextSeat, startRound } from '../src/round.ts';
import { corridorsOf } from '../src/state.ts';
import { CHARACTERS } from '../src/data/characters.ts';
import { QUESTS } from '../src/data/quests.ts';
import type { GameState } from '../src/types.ts';
import { act, player, position, scripted } from './helpers.ts';

const real = (seed = 1) => ({ rng: Rng.fromSeed(seed), emit: () => {} });
const total = (deck: Record<string, number>) => Object.values(deck).reduce((n, v) => n + v, 0);

/** Every character's hand emptied into its discard pile, so the next round's draw is seen whole. */
function emptyHands(s: GameState): void {
  for (const p of s.players) {
    p.discard.push(...p.hand);
    p.hand = [];
  }
}

describe('the hand a character draws up to', () => {
  test('five; a sixth in a working isolation room; one fewer with an undressed head wound', () => {
    const s = position(['survivor', 'sentry']);
    const [iso, rep] = [player(s, 0), player(s, 1)];
    assert.equal(iso.room, 'isolation');
    assert.equal(handLimit(s, iso), 6);
    assert.equal(handLimit(s, rep), 5);
    (s.rooms.isolation as { malfunction: boolean }).malfunction = true;
    assert.equal(handLimit(s, iso), 5, 'a malfunctioning isolation room gives nothing');
    rep.serious = [{ kind: 'head', dressed: false }];
    assert.equal(handLimit(s, rep), 4);
    rep.serious = [{ kind: 'head', dressed: true }];
    assert.equal(handLimit(s, rep), 5, 'a dressed wound has no effect');
  });

  test('the round start draws each living character up to its hand size', () => {
    const s = position(['survivor', 'sentry']);
    emptyHands(s);
    player(s, 1).serious = [{ kind: 'head', dressed: false }];
    startRound(s, real());
    assert.equal(player(s, 0).hand.length, 6);
    assert.equal(player(s, 1).hand.length, 4);
    for (const p of s.players) assert.deepEqual(p.hand, [...p.hand].sort(), 'a hand is kept sorted');
  });
});

describe('drawing from an empty deck', () => {
  test('one card: the discard pile becomes the deck first; with no card anywhere nothing is drawn', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.hand = ['zz'];
    p.deck = {};
    p.discard = ['b', 'a'];
    assert.equal(drawCard(p, scripted([1]).ctx), true);
    assert.deepEqual(p.discard, []);
    assert.deepEqual(p.hand, ['b', 'zz'], 'the second of the sorted kinds, the hand sorted');
    assert.deepEqual(p.deck, { a: 1 });
    p.deck = {};
    assert.equal(drawCard(p, scripted([]).ctx), false);
    assert.deepEqual(p.hand, ['b', 'zz']);
  });

  test('the round start refills from the deck, then from the shuffled discard pile, and stops when both are empty', () => {
    const s = position(['sentry']);
    const p = player(s, 0);
    const cards = [
      ...p.hand,
      ...Object.entries(p.deck).flatMap(([k, n]) => Array(n).fill(k) as string[]),
      ...p.discard,
    ];
    p.hand = [];
    p.deck = { [cards[0] as string]: 1 };
    p.discard = cards.slice(1, 4);
    startRound(s, real(3));
    assert.equal(p.hand.length, 4, 'one from the deck and the three of the discard pile');
    assert.deepEqual([...p.hand].sort(), cards.slice(0, 4).sort());
    assert.equal(total(p.deck), 0);
    assert.deepEqual(p.discard, []);
  });

  test("a draw takes the card at the drawn position among the deck's cards, kinds in order", () => {
    const s = position(['sentry']);
    const p = player(s, 0);
    p.hand = p.hand.slice(0, 4);
    p.deck = { a: 1, b: 1, c: 5 };
    p.discard = [];
    // One card to draw; position 1 of [a, b, c c c c c] is the b.
    startRound(s, scripted([1]).ctx);
    assert.ok(p.hand.includes('b'));
    assert.deepEqual(p.deck, { a: 1, c: 5 });
  });

  test('a round start draws the deck before touching the discard pile', () => {
    const s = position(['sentry']);
    const p = player(s, 0);
    emptyHands(s);
    const inDeck = total(p.deck);
    assert.ok(inDeck >= 5);
    const discarded = p.discard.length;
    startRound(s, real(4));
    assert.equal(p.hand.length, 5);
    assert.equal(total(p.deck), inDeck - 5);
    assert.equal(p.discard.length, discarded, 'the discard pile waits for an empty deck');
  });
});

describe('who draws and who starts', () => {
  test('a quest met during the event phase (a carcass left in the room) turns its item over at the round start', () => {
    const who = CHARACTERS.find((c) => c.game === 'lockdown' && QUESTS[c.quest]?.requirement === 'carcass-here');
    assert.ok(who);
    const s = position([who.id]);
    const p = player(s, 0);
    assert.equal(p.quest, 'inactive');
    (s.rooms[p.room] as { objects: Record<string, number> }).objects.carcass = 1;
    startRound(s, real());
    assert.equal(p.quest, 'active');
    assert.ok(
      p.inventory.includes(who.quest) || p.hands.some((h) => h.kind === 'item' && h.name === who.quest),
      'its item is now an item card of the character',
    );
  });

  test('a dead character draws nothing and has passed', () => {
    const s = position(['survivor', 'sentry', 'lab-rat']);
    emptyHands(s);
    player(s, 1).status = 'dead';
    startRound(s, real());
    assert.equal(player(s, 1).hand.length, 0);
    assert.equal(player(s, 1).passed, true);
    assert.equal(player(s, 0).passed, false);
    assert.equal(player(s, 2).hand.length, handLimit(s, player(s, 2)));
  });

  test('the token passes left to the next living character; the first player starts with two actions', () => {
    const s = position(['survivor', 'sentry', 'lab-rat']);
    player(s, 1).status = 'dead';
    assert.equal(s.firstPlayer, 0);
    startRound(s, real());
    assert.equal(s.firstPlayer, 2, 'seat 1 is dead: the token skips it');
    assert.equal(s.active, 2);
    assert.equal(player(s, 2).actionsLeft, 2);
  });

  test('when the first player escaped, the next living character to the left takes the first turn', () => {
    const s = position(['survivor', 'sentry', 'lab-rat']);
    s.round = 2;
    s.firstPlayer = 2;
    // The token holder leaves in the event phase; the token passes at the next round start first.
    player(s, 0).status = 'isolated';
    startRound(s, real());
    assert.equal(s.firstPlayer, 1, 'from seat 2 the token moves to the next living seat, skipping seat 0');
    assert.equal(s.active, 1);
    assert.equal(nextSeat(s, 1, false), 2);
    assert.equal(nextSeat(s, 2, true), 1, 'seat 0 is out of the game');
  });

  test('a token held by a character who is gone by the start of the first turn: the next living one to the left begins', () => {
    const s = position(['survivor', 'sentry', 'lab-rat']);
    // Round 1 does not pass the token: seat 0 keeps it, though it died before the round began.
    s.round = 0;
    s.firstPlayer = 0;
    player(s, 0).status = 'dead';
    startRound(s, real());
    assert.equal(s.firstPlayer, 0);
    assert.equal(s.active, 1, 'the next living character to the left acts first');
    assert.equal(player(s, 1).actionsLeft, 2);
  });
});

/** Seals the room of seat `seat` for venting, every door around it closed. */
function vent(s: GameState, seat: number): void {
  const room = player(s, seat).room;
  for (const c of corridorsOf(s, room)) c.door = 'closed';
  s.vent = room;
}

/** Every living seat passes (no discard), in turn order from the active seat, until the round is over. */
function allPass(s: GameState, ctx: ReturnType<typeof real>): void {
  const round = s.round;
  for (let i = 0; i < 10 && s.phase === 'player' && s.round === round; i++) {
    const seat = s.active;
    act(s, seat, { type: 'pass' }, ctx);
    act(s, seat, { type: 'done' }, ctx);
  }
}

describe('the end of the player phase', () => {
  test('a room still sealed for venting when the phase ends kills everyone inside, then the event phase runs', () => {
    const s = position(['survivor', 'sentry']);
    player(s, 1).room = 'isolation';
    player(s, 0).room = 'repository';
    vent(s, 1);
    const time = s.time;
    allPass(s, real());
    assert.equal(player(s, 1).status, 'dead');
    assert.equal(s.vent, null);
    assert.equal(s.time, time - 1, 'the event phase moved the time token');
  });

  test('when the venting kills the last character the game ends at once: no event phase', () => {
    const s = position(['survivor']);
    vent(s, 0);
    const time = s.time;
    allPass(s, real());
    assert.equal(s.phase, 'over');
    assert.equal(s.time, time, 'the time token did not move');
  });

  test('when the event phase ends the game (the time runs out), no new round begins', () => {
    const s = position(['survivor', 'sentry']);
    s.time = 1;
    const round = s.round;
    allPass(s, real());
    assert.equal(s.endReason, 'purge');
    assert.equal(s.phase, 'over');
    assert.equal(s.round, round);
  });
});

describe('the end of a turn', () => {
  test('only a room on fire wounds a character at the end of their turn', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    s.active = 0;
    p.actionsLeft = 0;
    endTurn(s, p, real());
    assert.equal(p.light, 0, 'no fire, no wound');
    (s.rooms[p.room] as { fire: boolean }).fire = true;
    s.active = 0;
    endTurn(s, p, real());
    assert.equal(p.light, 1);
  });

  test('a character who died in their own turn has passed; the next character begins', () => {
    const s = position(['survivor', 'sentry']);
    const p = player(s, 0);
    s.active = 0;
    p.actionsLeft = 1;
    p.status = 'dead';
    player(s, 1).status = 'alive';
    endTurn(s, p, real());
    assert.equal(p.passed, true);
    assert.equal(s.active, 1);
    assert.equal(player(s, 1).actionsLeft, 2);
  });
});
