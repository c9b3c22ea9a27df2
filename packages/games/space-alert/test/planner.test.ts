import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, type Actor, type BotPolicy, type Result, Rng, Table } from '@airlock/engine';
import { crewPlan, meanWorth } from '../src/bot/crew-plan.ts';
import { missionThreats } from '../src/bot/full-information.ts';
import { planner } from '../src/bot/planner.ts';
import { rolePlan } from '../src/bot/roles.ts';
import { flyMission } from '../src/bot/suite.ts';
import { spaceAlert } from '../src/index.ts';
import { PRESETS } from '../src/presets.ts';
import type { SaState } from '../src/round/state.ts';
import type { PlannedStep } from '../src/types.ts';
import type { SaView } from '../src/view.ts';

/** A small budget keeps the sweep quick; the rules it plays by are the same. */
const quick = () => planner({ samples: 2, iterations: 20, crewIterations: 60, seed: 'test' }) as BotPolicy;

function play(players: number, options: Record<string, string | number | boolean>, seed: string, bot: BotPolicy) {
  const table = new Table(spaceAlert as never, { players, options, seed });
  const rngs = Array.from({ length: players }, (_, s) => Rng.fromSeed(`${seed}/seat/${s}`));
  const actions: string[] = [];
  for (let step = 0; step < 20000 && !table.result(); step++) {
    const actor = table.pending()[0]?.actor as Actor;
    const legal = table.legal(actor);
    let action = legal[0] as Action;
    if (actor !== 'system') {
      action = bot(table.view(actor), legal, rngs[actor] as Rng);
      assert.ok(
        legal.some((a) => JSON.stringify(a) === JSON.stringify(action)),
        `seat ${actor} answered a legal action (${JSON.stringify(action)})`,
      );
      actions.push(JSON.stringify(action));
    }
    table.act(actor, action);
  }
  return { table, result: table.result() as Result | null, actions };
}

test('the planning bot answers a legal action at every decision of every preset, and each match ends', () => {
  for (const p of PRESETS) {
    const out = play(p.players, p.options, `planner/${p.label}`, quick());
    assert.ok(out.result, `${p.label}: the match reaches its result`);
    assert.ok(out.actions.length > 0, `${p.label}: the bots decided something`);
  }
});

test('budgeted in iterations, the planning bot makes the same decisions on every run', () => {
  const a = play(4, {}, 'planner/again', quick()).actions;
  const b = play(4, {}, 'planner/again', quick()).actions;
  assert.deepEqual(a, b);
});

test("a planning seat decides the same whatever another player's hidden hand holds", () => {
  const table = new Table(spaceAlert as never, { players: 2, options: {}, seed: 'planner/hidden' });
  const s = table.match.state as SaState;
  // Seat 1's hand swapped for other cards from the deck: a different secret, the same public facts.
  const other = new Table(spaceAlert as never, { players: 2, options: {}, seed: 'planner/hidden' });
  const o = other.match.state as SaState;
  const hand = o.hands[1] as string[];
  let swapped = 0;
  for (let i = 0; i < hand.length; i++) {
    const j = o.deck.findIndex((id) => id !== hand[i] && !id.startsWith('H:'));
    if (j < 0 || (hand[i] as string).startsWith('H:')) continue;
    const [from, to] = [hand[i] as string, o.deck[j] as string];
    hand[i] = to;
    o.deck[j] = from;
    swapped++;
  }
  hand.sort();
  o.deck.sort();
  assert.ok(swapped > 0);
  assert.notDeepEqual(o.hands[1], s.hands[1], 'the hidden hands differ');
  const legal = table.legal(0);
  assert.deepEqual(other.legal(0), legal);
  assert.deepEqual(other.view(0), table.view(0), "seat 0's view is the same");
  // Fresh bots, so nothing is remembered from one call to the other.
  const mine = planner({ samples: 2, iterations: 20, crewIterations: 60, seed: 'a' })(
    table.view(0) as never,
    legal,
    Rng.fromSeed(1),
  );
  const theirs = planner({ samples: 2, iterations: 20, crewIterations: 60, seed: 'a' })(
    other.view(0) as never,
    legal,
    Rng.fromSeed(1),
  );
  assert.deepEqual(theirs, mine);
  assert.notEqual(mine.type, undefined);
});

test("the full-information planner's shadow match hears the very threats the real match announces", () => {
  for (const seed of ['planner/shadow/1', 'planner/shadow/2']) {
    const know = missionThreats(4, {}, seed);
    const out = play(4, {}, seed, quick());
    assert.deepEqual(know.announced, (out.table.match.state as SaState).announced);
    assert.ok(know.announced.length > 0);
  }
});

test('a suite mission is flown to its end by each of the four bots', () => {
  for (const bot of ['random', 'heuristic', 'full-information']) {
    const d = flyMission('white', 0, bot);
    assert.equal(typeof d.survived, 'boolean');
    assert.ok(d.decisions > 0 && d.score >= 0);
  }
});

test("the crew plan's search never ends below the role plan it starts from, in its own sampled futures", () => {
  for (const seed of ['planner/climb/1', 'planner/climb/2', 'planner/climb/3']) {
    const table = new Table(spaceAlert as never, { players: 4, options: {}, seed });
    const v = table.view(0).view as SaView;
    const { ideal, sc } = crewPlan(v, { samples: 2, iterations: 200, seed });
    const first = (sc[0] as { announced: SaState['announced'] }).announced;
    const start = [0, 1, 2, 3].map((m) => rolePlan(m, v.crew, v.turns, v.phaseEnds, first) as PlannedStep[]);
    assert.ok(meanWorth(v, ideal as PlannedStep[][], sc) >= meanWorth(v, start, sc));
    assert.equal(sc.length, 2);
  }
});
