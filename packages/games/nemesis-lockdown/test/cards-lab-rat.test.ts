import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type GameEvent, Rng } from '@airlock/engine';
import { appear, encounter } from '../src/core/encounter.ts';
import { placeIntruder } from '../src/core/intruders.ts';
import { attacks, bagNoise, eventCard } from '../src/eventphase.ts';
import type { GameState } from '../src/types.ts';
import { act, game, indexOf, isLegal, player, position, reveal, scripted } from './helpers.ts';

const SILENCE = 8; // the noise die's silence face
const INCONSPICUOUS = 'lab-rat.inconspicuous';
const FEEL = 'lab-rat.feel-of-the-dark';
const react = (card: string) => ({ type: 'react', card });
const decline = { type: 'decline' };

/** The Lab Rat (seat 0) and the Sentry (seat 1) in r1, explored; the first encounter is over. */
function room(dark: boolean): GameState {
  const s = position(['lab-rat', 'sentry']);
  s.firstEncounterDone = true;
  reveal(s, 'r1', 'decon');
  reveal(s, 'r2', 'archive');
  for (const seat of [0, 1]) player(s, seat).room = 'r1';
  s.power.active = dark ? [] : [...s.power.sections];
  return s;
}

/** The Lab Rat's two reactions, answered in the kernel's reaction windows. */
describe('Lab Rat: Inconspicuous', () => {
  const attacked = (hand: string[]) => {
    const s = room(false);
    player(s, 0).hand = hand;
    player(s, 1).hand = ['sentry.patrol', 'sentry.repairs', 'sentry.stun'];
    const intr = placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    attacks(s, scripted([]).ctx);
    return { s, intr };
  };

  test('picked by an attack with someone else in the room: the attack goes to the one picked next', () => {
    const { s } = attacked([INCONSPICUOUS]);
    assert.equal(game.pending(s)[0]?.kind, 'reaction');
    assert.equal(game.pending(s)[0]?.actor, 0);
    assert.deepEqual(game.legalActions(s, 1), [], 'only the Lab Rat is asked');
    act(s, 0, react(INCONSPICUOUS), scripted([indexOf(s.attackDeck, 'scratch')]).ctx);
    assert.equal(player(s, 0).light, 0);
    assert.equal(player(s, 1).light, 1, 'the Sentry takes the scratch');
    assert.ok(player(s, 0).discard.includes(INCONSPICUOUS));
    assert.equal(s.windows.length, 0);
  });

  test('declined: the Lab Rat is attacked as usual', () => {
    const { s } = attacked([INCONSPICUOUS]);
    act(s, 0, decline, scripted([indexOf(s.attackDeck, 'scratch')]).ctx);
    assert.equal(player(s, 0).light, 1);
    assert.equal(player(s, 1).light, 0);
  });

  test('the window opens whatever the hand holds, and only declining is legal without the card', () => {
    const { s } = attacked(['lab-rat.scurry']);
    assert.equal(s.windows.length, 1, 'being asked tells nothing about the hand');
    assert.deepEqual(game.legalActions(s, 0), [decline]);
    assert.ok(!isLegal(s, 0, react(INCONSPICUOUS)));
  });

  test('no window when alone with the intruder, or when the card lies in the discard pile', () => {
    const s = room(false);
    player(s, 0).hand = [INCONSPICUOUS];
    player(s, 1).room = 'r2';
    placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    attacks(s, scripted([indexOf(s.attackDeck, 'scratch')]).ctx);
    assert.equal(s.windows.length, 0);
    assert.equal(player(s, 0).light, 1);
    const t = room(false);
    player(t, 0).hand = ['lab-rat.scurry'];
    player(t, 0).discard = [INCONSPICUOUS];
    player(t, 1).hand = ['sentry.patrol', 'sentry.repairs'];
    placeIntruder(t, 'adult', 'r1', scripted([]).ctx);
    attacks(t, scripted([indexOf(t.attackDeck, 'scratch')]).ctx);
    assert.equal(t.windows.length, 0, 'everyone can see it is spent');
    assert.equal(player(t, 0).light, 1);
  });

  test('no window for an empty hand (nothing to react with, as everyone sees)', () => {
    const s = room(false);
    player(s, 0).hand = [];
    player(s, 1).hand = ['sentry.patrol'];
    placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    attacks(s, scripted([indexOf(s.attackDeck, 'scratch')]).ctx);
    assert.equal(s.windows.length, 0);
    assert.equal(player(s, 0).light, 1);
  });

  test('the attacks after the one answered still come, in order', () => {
    const s = room(false);
    player(s, 0).hand = [INCONSPICUOUS];
    player(s, 1).hand = ['sentry.patrol', 'sentry.repairs', 'sentry.stun'];
    placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    placeIntruder(s, 'creeper', 'r1', scripted([]).ctx);
    attacks(s, scripted([]).ctx);
    const scratch = indexOf(s.attackDeck, 'scratch');
    // The adult turns on the Sentry; the creeper then picks the Lab Rat again (its hand is now empty),
    // and no card is left to answer with, so it attacks at once.
    act(s, 0, react(INCONSPICUOUS), scripted([scratch, scratch]).ctx);
    assert.equal(player(s, 1).light, 1);
    assert.equal(player(s, 0).light, 1);
  });

  test('in a real event phase: the attack step waits for the answer, then the phase goes on', () => {
    const s = room(false);
    player(s, 0).hand = [INCONSPICUOUS];
    player(s, 1).hand = ['sentry.patrol', 'sentry.repairs', 'sentry.stun'];
    placeIntruder(s, 'adult', 'r1', scripted([]).ctx);
    const rng = Rng.fromSeed(11);
    const events: GameEvent[] = [];
    const ctx = { rng, emit: (e: GameEvent) => events.push(e) };
    for (let i = 0; i < 10 && s.windows.length === 0; i++) {
      const seat = game.pending(s)[0]?.actor as number;
      const legal = game.legalActions(s, seat);
      act(s, seat, legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'done') ?? decline, ctx);
    }
    assert.equal(s.windows.length, 1);
    assert.ok(!events.some((e) => e.rule === 'event.card'), 'the event card waits');
    const round = s.round;
    s.attackDeck = { scratch: 3 };
    act(s, 0, react(INCONSPICUOUS), ctx);
    assert.equal(player(s, 1).light, 1);
    assert.equal(player(s, 0).light, 0);
    assert.ok(
      events.some((e) => e.rule === 'event.card'),
      'then the rest of the event phase',
    );
    assert.equal(s.round, round + 1);
  });
});

describe('Lab Rat: Inconspicuous in the dark (bag development)', () => {
  test('no noise roll in darkness; declined, the roll is made', () => {
    const s = room(true);
    player(s, 1).room = 'r2';
    player(s, 0).hand = [INCONSPICUOUS];
    bagNoise(s, [0, 1], scripted([]).ctx);
    assert.equal(s.windows.length, 1);
    // Reacting: no roll for the Lab Rat, then the Sentry's roll (one number drawn).
    const a = scripted([SILENCE]);
    act(s, 0, react(INCONSPICUOUS), a.ctx);
    assert.equal(a.left(), 0);
    assert.deepEqual(
      a.events.filter((e) => e.rule === 'noise.roll').map((e) => (e.data as { seat: number }).seat),
      [1],
    );
    const t = room(true);
    player(t, 1).room = 'r2';
    player(t, 0).hand = [INCONSPICUOUS];
    bagNoise(t, [0, 1], scripted([]).ctx);
    const b = scripted([SILENCE, SILENCE]);
    act(t, 0, decline, b.ctx);
    assert.deepEqual(
      b.events.filter((e) => e.rule === 'noise.roll').map((e) => (e.data as { seat: number }).seat),
      [0, 1],
    );
  });

  test('in a lit room the roll is made without asking', () => {
    const s = room(false);
    player(s, 0).hand = [INCONSPICUOUS];
    const a = scripted([SILENCE]);
    bagNoise(s, [0], a.ctx);
    assert.equal(s.windows.length, 0);
    assert.equal(a.left(), 0);
  });
});

describe('Lab Rat: Feel of the Dark', () => {
  /** Spark Shower: no intruder of its kind on the board, no effect in light, a short in the dark. */
  const shorted = () => {
    const s = room(true);
    player(s, 1).room = 'r2';
    player(s, 0).hand = [FEEL];
    eventCard(s, scripted([indexOf(s.eventDeck, 'spark-shower')]).ctx);
    return s;
  };

  test("an event's darkness part passes the Lab Rat by, and no one else", () => {
    const s = shorted();
    assert.equal(s.windows.length, 1);
    act(s, 0, react(FEEL), scripted([]).ctx);
    assert.equal(s.rooms.r1?.malfunction, false);
    assert.equal(s.rooms.r2?.malfunction, true);
  });

  test('an event with no darkness part asks nothing', () => {
    const s = room(true);
    player(s, 0).hand = [FEEL];
    eventCard(s, scripted([indexOf(s.eventDeck, 'hunting-party')]).ctx);
    assert.equal(s.windows.length, 0);
  });

  test('declined, the darkness part hits everyone in the dark', () => {
    const s = shorted();
    act(s, 0, decline, scripted([]).ctx);
    assert.equal(s.rooms.r1?.malfunction, true);
    assert.equal(s.rooms.r2?.malfunction, true);
  });

  test('a surprise attack in darkness does not come', () => {
    const s = room(true);
    player(s, 1).room = 'r2';
    const p = player(s, 0);
    p.hand = [FEEL];
    appear(s, p, 'adult', scripted([]).ctx);
    assert.equal(s.windows.length, 1);
    const attacks = s.attackDiscard.length;
    act(s, 0, react(FEEL), scripted([]).ctx);
    assert.equal(s.attackDiscard.length, attacks, 'no attack card drawn');
    assert.equal(p.light + p.serious.length, 0);
    assert.equal(s.intruders.length, 1, 'the intruder is still there');
  });

  test('declined, or in a lit room, the surprise attack comes', () => {
    const s = room(true);
    player(s, 1).room = 'r2';
    player(s, 0).hand = [FEEL];
    appear(s, player(s, 0), 'adult', scripted([]).ctx);
    act(s, 0, decline, scripted([indexOf(s.attackDeck, 'scratch')]).ctx);
    assert.equal(player(s, 0).light, 1);
    const t = room(false);
    player(t, 0).hand = [FEEL];
    appear(t, player(t, 0), 'adult', scripted([indexOf(t.attackDeck, 'scratch')]).ctx);
    assert.equal(t.windows.length, 0);
    assert.equal(player(t, 0).light, 1);
  });

  test('at the first encounter the objectives are kept first, then the Lab Rat is asked', () => {
    const s = room(true);
    s.firstEncounterDone = false;
    player(s, 1).room = 'r2';
    const p = player(s, 0);
    p.hand = [FEEL];
    encounter(s, p, scripted([indexOf(s.bag, 'adult')]).ctx);
    assert.equal(s.windows.length, 0);
    assert.equal(game.pending(s)[0]?.prompt, 'Keep one objective');
    for (const seat of [0, 1])
      act(s, seat, { type: 'keep-objective', objective: player(s, seat).objectives[0] as string }, scripted([]).ctx);
    assert.equal(s.windows.length, 1);
    act(s, 0, react(FEEL), scripted([]).ctx);
    assert.equal(p.light + p.serious.length, 0);
  });
});
