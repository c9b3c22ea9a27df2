import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { evaluateOf, Rng, Table } from '@airlock/engine';
import { EVALUATION_WEIGHTS, FITTED_WEIGHTS, HAND_MADE } from '../src/data/evaluation-weights.ts';
import { evaluate, roundsLeft, survivalFactors, winChances } from '../src/evaluate.ts';
import { heuristic } from '../src/heuristic.ts';
import type { GameState } from '../src/types.ts';
import { game, player, position, reveal } from './helpers.ts';

const clone = (s: GameState): GameState => JSON.parse(JSON.stringify(s));

/** A solo survivor with the signal objective, in an explored room, mid-game. */
function solo(): GameState {
  const s = position(['survivor']);
  player(s, 0).objectives = ['coop-signal'];
  s.firstEncounterDone = true;
  reveal(s, 'r1', 'archive');
  reveal(s, 'r2', 'transmitter');
  player(s, 0).room = 'r1';
  s.activeContingency = 'amnesty';
  return s;
}

describe('evaluate', () => {
  test('the module exposes it', () => {
    assert.equal(game.evaluate, evaluate);
  });

  for (const [label, players, options] of [
    ['solo', 1, {}],
    ['cooperative 3p', 3, { mode: 'cooperative' }],
    ['semi-cooperative 4p', 4, {}],
    ['Mars 2p', 2, { side: 'mars' }],
  ] as const) {
    test(`${label}: one value per seat, each in [0, 1], pure and deterministic, through whole games`, () => {
      const t = new Table(game, { players, options, seed: `evaluate/${label}` });
      const rng = Rng.fromSeed(3);
      let steps = 0;
      while (!t.result() && steps < 5000) {
        const s = t.match.state as GameState;
        const before = JSON.stringify(s);
        const v = evaluate(s);
        assert.equal(v.length, players);
        for (const x of v) assert.ok(Number.isFinite(x) && x >= 0 && x <= 1, `value ${x} out of [0, 1]`);
        assert.deepEqual(evaluate(s), v, 'same state, same values');
        assert.equal(JSON.stringify(s), before, 'evaluate leaves the state alone');
        // The kernel's clamp changes nothing: the values were already on the scale.
        assert.deepEqual(evaluateOf(game, t.match), v);
        if (options.mode === 'cooperative')
          assert.ok(
            v.every((x) => x === v[0]),
            'one team outcome',
          );
        const seat = t.pending()[0]?.actor as number;
        t.act(seat, heuristic(t.view(seat) as never, t.legal(seat), rng));
        steps++;
      }
      assert.ok(t.result());
    });
  }

  test('a dead character scores lower than a healthy one in an otherwise equal position', () => {
    const s = solo();
    const dead = clone(s);
    player(dead, 0).status = 'dead';
    const [alive] = evaluate(s);
    const [gone] = evaluate(dead);
    assert.ok((alive as number) > 0.05, `a healthy character has a chance (${alive})`);
    assert.equal(gone, 0);
  });

  test('wounds, an intruder in the room and contamination each lower the value', () => {
    const s = solo();
    const base = evaluate(s)[0] as number;
    const hurt = clone(s);
    player(hurt, 0).serious = [
      { kind: 'leg', dressed: false },
      { kind: 'arm', dressed: true },
    ];
    assert.ok((evaluate(hurt)[0] as number) < base);
    const threatened = clone(s);
    threatened.intruders.push({ id: 50, kind: 'adult', room: 'r1', injuries: 0 });
    assert.ok((evaluate(threatened)[0] as number) < base);
    const nearby = clone(s);
    nearby.intruders.push({ id: 50, kind: 'adult', room: 'r2', injuries: 0 });
    assert.ok((evaluate(nearby)[0] as number) < base);
    assert.ok(
      (evaluate(threatened)[0] as number) < (evaluate(nearby)[0] as number),
      'in the room is worse than next door',
    );
    const sick = clone(s);
    player(sick, 0).larva = true;
    assert.ok((evaluate(sick)[0] as number) < base);
  });

  test('objective progress raises the value: the signal sent beats the transmitter found beats nothing known', () => {
    const s = solo();
    const unknown = clone(s);
    const r2 = unknown.rooms.r2;
    assert.ok(r2);
    r2.tile = null;
    r2.explored = false;
    const sent = clone(s);
    player(sent, 0).signal = true;
    const [a, b, c] = [evaluate(unknown)[0], evaluate(s)[0], evaluate(sent)[0]] as number[];
    assert.ok((a as number) < (b as number) && (b as number) < (c as number), `${a} < ${b} < ${c}`);
  });

  test('out of the facility with the objective met beats still inside; the contingency token can undo it', () => {
    const s = solo();
    player(s, 0).signal = true;
    const out = clone(s);
    player(out, 0).status = 'isolated';
    player(out, 0).room = 'isolation';
    assert.ok((evaluate(out)[0] as number) > (evaluate(s)[0] as number));
    assert.ok((evaluate(out)[0] as number) > 0.9);
    const purged = clone(out);
    purged.activeContingency = 'purge-isolation';
    assert.equal(evaluate(purged)[0], 0);
  });

  test('time running out far from any way out lowers the value', () => {
    const s = solo();
    player(s, 0).signal = true;
    player(s, 0).room = 'x4';
    s.time = 12;
    const late = clone(s);
    late.time = 1;
    assert.ok((evaluate(late)[0] as number) < (evaluate(s)[0] as number));
  });

  test('the alert procedure and a red autodestruction shorten the time left, so the same walk is riskier', () => {
    const s = solo();
    player(s, 0).signal = true;
    player(s, 0).room = 'x4';
    s.time = 12;
    assert.equal(roundsLeft(s), 12);
    const alert = clone(s);
    // Started at time 12: the game ends as time leaves slot 6, after this round and 6 more.
    alert.alert = 6;
    assert.equal(roundsLeft(alert), 7);
    const soon = clone(s);
    soon.alert = 11;
    assert.equal(roundsLeft(soon), 2);
    assert.ok((evaluate(soon)[0] as number) < (evaluate(s)[0] as number), 'two rounds left is worse than twelve');
    const red = clone(s);
    red.autodestruct = { slot: 10, color: 'red' };
    assert.equal(roundsLeft(red), 3);
    const yellow = clone(s);
    yellow.autodestruct = { slot: 10, color: 'yellow' };
    assert.equal(roundsLeft(yellow), 6, 'a yellow token turns red three slots later');
  });

  test('competitive: the seat whose rival died ranks above that rival, and values follow the ranks scale', () => {
    const s = position(['survivor', 'lab-rat']);
    for (const p of s.players) p.objectives = ['pers-signal'];
    s.firstEncounterDone = true;
    s.activeContingency = 'amnesty';
    const even = evaluate(s);
    assert.ok(Math.abs((even[0] as number) - (even[1] as number)) < 1e-9, 'same position, same value');
    player(s, 1).status = 'dead';
    const [a, b] = evaluate(s) as [number, number];
    assert.ok(a > b);
    // A dead seat cannot win; it can only share second place with a seat that does not win either.
    assert.ok(b <= 0.25, `a dead seat scores at most a shared last place (${b})`);
  });

  test('with the hand-made weights a win chance is the plain product of its factors', () => {
    const s = solo();
    player(s, 0).serious = [{ kind: 'leg', dressed: false }];
    s.time = 9;
    const hand = { solo: HAND_MADE, cooperative: HAND_MADE, standard: HAND_MADE };
    const f = survivalFactors(s, player(s, 0), 'basic');
    const product = f.health * f.reach * f.exposure * f.spared;
    const [win] = winChances(s, hand) as [number];
    assert.ok(product > 0 && win > 0, `${win}, ${product}`);
    // The objective factor: the transmitter is known, so 0.65 less 0.04 a room of distance.
    const objective = win / product;
    assert.ok(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].some((d) => Math.abs(objective - (0.65 - 0.04 * d)) < 1e-9),
      `${win} = ${product} x an objective chance (${objective})`,
    );
    assert.equal(winChances(s)[0], win, 'the search uses the hand-made weights');
    const [fitted] = winChances(s, FITTED_WEIGHTS) as [number];
    assert.ok(fitted > 0 && fitted !== win, `the fitted weights give another estimate (${fitted})`);
  });

  test('the fitted weights keep every factor pointing the same way, and certain outcomes certain', () => {
    for (const set of [...Object.values(EVALUATION_WEIGHTS), ...Object.values(FITTED_WEIGHTS)])
      for (const [k, w] of Object.entries(set) as [string, number][])
        assert.ok(w >= 0 && Number.isFinite(w), `${k}: ${w}`);
    // Out, objective met, nothing left to check: a certain win under any weights.
    const s = solo();
    player(s, 0).signal = true;
    player(s, 0).status = 'isolated';
    player(s, 0).room = 'isolation';
    assert.equal(winChances(s)[0], 1);
    const heavy = { objective: 5, health: 5, reach: 5, exposure: 5, spared: 5 };
    assert.equal(winChances(s, { solo: heavy, cooperative: heavy, standard: heavy })[0], 1);
    // A certain loss stays a loss: purged in the isolation room, or dead.
    s.activeContingency = 'purge-isolation';
    const none = { objective: 0, health: 0, reach: 0, exposure: 0, spared: 0 };
    assert.equal(winChances(s, { solo: none, cooperative: none, standard: none })[0], 0);
    player(s, 0).status = 'dead';
    assert.equal(winChances(s, { solo: none, cooperative: none, standard: none })[0], 0);
  });
});
