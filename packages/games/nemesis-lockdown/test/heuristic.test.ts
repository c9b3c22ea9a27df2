import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Action, type MatchView, Rng, Table } from '@airlock/engine';
import { ACTION_CARD, CHARACTER } from '../src/data/characters.ts';
import { heuristic } from '../src/heuristic.ts';
import type { GameState } from '../src/types.ts';
import type { NLView } from '../src/view.ts';
import { game, giveHand, player, position, reveal } from './helpers.ts';

/** The heuristic's choice for a seat in a constructed position (it sees only that seat's view). */
function choice(s: GameState, seat = 0, seed = 1): Action {
  const view = game.view(s, seat);
  const mv: MatchView<NLView> = {
    game: game.id,
    players: s.players.length,
    options: {},
    step: 0,
    viewer: seat,
    view,
    pending: game.pending(s),
    result: null,
  };
  return heuristic(mv, game.legalActions(s, seat), Rng.fromSeed(seed));
}

/** Several seeds of the same position: a decision that holds for all of them is not a tie broken by luck. */
function choices(s: GameState, seat = 0): Action[] {
  return [1, 2, 3, 4, 5].map((seed) => choice(s, seat, seed));
}

function addIntruder(s: GameState, kind: GameState['intruders'][number]['kind'], room: string): void {
  s.intruders.push({ id: s.nextIntruderId++, kind, room, injuries: 0 });
}

/** A solo survivor holding only the signal objective, the first encounter behind it. */
function soloSignal(): GameState {
  const s = position(['survivor']);
  const p = player(s, 0);
  p.objectives = ['coop-signal'];
  s.firstEncounterDone = true;
  return s;
}

describe('heuristic: whole games', () => {
  const presets: [string, number, Record<string, string>][] = [
    ['solo', 1, {}],
    ['cooperative 3p', 3, { mode: 'cooperative' }],
    ['semi-cooperative 4p', 4, {}],
    ['original characters 4p', 4, { roster: 'original', intruders: 'original' }],
    ['Mars 2p', 2, { side: 'mars' }],
  ];
  for (const [label, players, options] of presets) {
    test(`${label}: every seat the heuristic, games end with legal actions only`, () => {
      for (let seed = 1; seed <= 2; seed++) {
        const t = new Table(game, { players, options, seed: `heuristic/${label}/${seed}` });
        const rng = Rng.fromSeed(seed);
        let steps = 0;
        while (!t.result() && steps < 5000) {
          const seat = t.pending()[0]?.actor as number;
          const legal = t.legal(seat);
          const a = heuristic(t.view(seat) as MatchView<NLView>, legal, rng);
          assert.ok(legal.includes(a), `the heuristic answered an action outside the legal list: ${JSON.stringify(a)}`);
          t.act(seat, a);
          steps++;
        }
        assert.ok(t.result(), `${label} seed ${seed} ends within 5000 actions`);
      }
    });
  }
});

describe('heuristic: decisions', () => {
  test('wounded and unarmed beside an adult, it runs instead of fighting bare-handed or waiting', () => {
    const s = soloSignal();
    const p = player(s, 0);
    reveal(s, 'r1', 'archive');
    p.room = 'r1';
    p.serious = [{ kind: 'head', dressed: false }];
    giveHand(p, ['focus', 'patch', 'rest', 'rummage']);
    addIntruder(s, 'adult', 'r1');
    for (const a of choices(s)) assert.equal(a.type, 'move', `chose ${JSON.stringify(a)}`);
  });

  test('with a covering retreat card in hand, it escapes the intruder unharmed', () => {
    const s = soloSignal();
    const p = player(s, 0);
    reveal(s, 'r1', 'archive');
    p.room = 'r1';
    giveHand(p, ['cover', 'focus', 'rest', 'rummage']);
    addIntruder(s, 'adult', 'r1');
    for (const a of choices(s)) {
      assert.equal(a.type, 'card');
      assert.ok(ACTION_CARD[String(a.card)]?.effects.includes('cover'), `chose ${String(a.card)}`);
    }
  });

  test('armed, it shoots the intruder in its room', () => {
    const s = position(['sentry']);
    const p = player(s, 0);
    p.objectives = ['coop-signal'];
    s.firstEncounterDone = true;
    reveal(s, 'r4', 'archive');
    p.room = 'r4';
    giveHand(p, ['fix', 'patch', 'reload', 'run']);
    addIntruder(s, 'creeper', 'r4');
    for (const a of choices(s)) assert.ok(a.type === 'shoot', `chose ${JSON.stringify(a)}`);
  });

  test('a larva in its room and no weapon: it crushes the larva rather than fleeing', () => {
    const s = soloSignal();
    const p = player(s, 0);
    reveal(s, 'r1', 'archive');
    p.room = 'r1';
    giveHand(p, ['focus', 'rest', 'rummage', 'run']);
    addIntruder(s, 'larva', 'r1');
    for (const a of choices(s)) assert.equal(a.type, 'melee');
  });

  test('in the transmitter room with the signal objective, it sends the signal', () => {
    const s = soloSignal();
    const p = player(s, 0);
    reveal(s, 'r1', 'transmitter');
    p.room = 'r1';
    giveHand(p, ['focus', 'rest', 'rummage', 'run']);
    for (const a of choices(s)) {
      assert.equal(a.type, 'room');
      assert.equal(a.option, 'send');
    }
  });

  test('it heads for a known transmitter room', () => {
    const s = soloSignal();
    const p = player(s, 0);
    reveal(s, 'r1', 'archive');
    reveal(s, 'r3', 'transmitter');
    p.room = 'isolation';
    giveHand(p, ['focus', 'rest', 'rummage', 'run']);
    for (const a of choices(s)) {
      assert.ok(['move', 'careful', 'card'].includes(a.type), `chose ${JSON.stringify(a)}`);
      assert.equal(a.to, 'elevator-1', 'the elevator room is on the way to r3; r1 is not');
    }
  });

  test('objective done and the isolation room open: it locks itself in', () => {
    const s = soloSignal();
    const p = player(s, 0);
    p.signal = true;
    p.room = 'isolation';
    s.time = 8;
    giveHand(p, ['focus', 'rest', 'rummage', 'run']);
    for (const a of choices(s)) assert.equal(a.type, 'room', `chose ${JSON.stringify(a)}`);
  });

  test('objective not done: it does not lock itself in, even with the isolation room open', () => {
    const s = soloSignal();
    const p = player(s, 0);
    p.room = 'isolation';
    s.time = 8;
    giveHand(p, ['focus', 'rest', 'rummage', 'run']);
    for (const a of choices(s)) assert.notEqual(a.type, 'room', `chose ${JSON.stringify(a)}`);
  });

  test('a malfunction in the isolation room it wants to use: it repairs it', () => {
    const s = soloSignal();
    const p = player(s, 0);
    p.signal = true;
    p.room = 'isolation';
    s.time = 7;
    const iso = s.rooms.isolation;
    assert.ok(iso);
    iso.malfunction = true;
    s.markers.malfunction--;
    // The Cleaner's deck has repair cards.
    p.character = 'cleaner';
    p.deck = { ...CHARACTER.cleaner?.deck };
    p.hand = [];
    giveHand(p, ['fix', 'rest', 'rummage', 'run']);
    for (const a of choices(s)) {
      assert.equal(a.type, 'card', `chose ${JSON.stringify(a)}`);
      assert.equal(a.option, 'malfunction');
    }
  });

  test('carrying an egg to the laboratory with the weakness objective, it researches it', () => {
    const s = soloSignal();
    const p = player(s, 0);
    p.objectives = ['coop-weakness'];
    reveal(s, 'r1', 'laboratory');
    p.room = 'r1';
    p.hands.push({ kind: 'object', name: 'egg', ammo: 0 });
    giveHand(p, ['focus', 'rest', 'rummage', 'run']);
    for (const a of choices(s)) {
      assert.equal(a.type, 'room', `chose ${JSON.stringify(a)}`);
      assert.equal(a.object, 'egg');
    }
  });

  test('it never starts the autodestruction sequence', () => {
    const s = soloSignal();
    const p = player(s, 0);
    reveal(s, 'r1', 'cooling');
    p.room = 'r1';
    giveHand(p, ['focus', 'rest', 'rummage', 'run']);
    for (const a of choices(s)) assert.notEqual(a.type, 'room', `chose ${JSON.stringify(a)}`);
  });

  test('it does not walk into a room holding an intruder when another way leads on', () => {
    const s = soloSignal();
    const p = player(s, 0);
    reveal(s, 'r1', 'archive');
    reveal(s, 'elevator-1', 'elevator');
    reveal(s, 'r2', 'transmitter');
    p.room = 'isolation';
    addIntruder(s, 'adult', 'r1');
    giveHand(p, ['focus', 'rest', 'rummage', 'run']);
    for (const a of choices(s)) assert.notEqual(a.to, 'r1', `chose ${JSON.stringify(a)}`);
  });

  test('at the first encounter it keeps the signal objective over the nest', () => {
    const s = position(['survivor']);
    const p = player(s, 0);
    p.objectives = ['coop-nest', 'coop-signal'];
    s.decisions.push({ kind: 'discard-objective', seat: 0 });
    for (const a of choices(s)) assert.deepEqual(a, { type: 'keep-objective', objective: 'coop-signal' });
  });
});
