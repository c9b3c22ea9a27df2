import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type Actor,
  createMatch,
  type GameModule,
  legalActionsOf,
  pickUniform,
  Rng,
  randomActionOf,
  stepUnchecked,
} from '../src/index.ts';
import { randomActionAgrees } from '../src/testkit/index.ts';
import { type RelayState, type RelayView, relay } from './fixtures/relay.ts';

// A game's randomAction is a fast path for random playouts: it must draw what a uniform pick over the
// legal list draws, consuming the generator alike. The kit's check must catch every way to get it wrong.

type Relay = GameModule<RelayState, never, RelayView>;
const base = relay as unknown as Relay;
const limits = { maxSteps: 200 };
const withRandom = (randomAction: NonNullable<Relay['randomAction']>): Relay => ({ ...base, randomAction });

test('pickUniform draws nothing for a single action and one int over a longer list', () => {
  const a = Rng.fromSeed('pick');
  assert.equal(pickUniform(['only'], a), 'only');
  assert.equal(a.draws, 0);
  assert.equal(pickUniform([], a), null);
  const b = Rng.fromSeed('pick');
  const c = Rng.fromSeed('pick');
  assert.equal(pickUniform(['x', 'y', 'z'], b), ['x', 'y', 'z'][c.int(0, 2)]);
  assert.equal(b.draws, 1);
});

test('randomActionOf without a game hook picks from the legal list, and null once the game is over', () => {
  const m = createMatch<RelayState>(base, { players: 2, seed: 5 });
  const actor = base.pending(m.state)[0]?.actor as Actor;
  const a = Rng.fromSeed('r');
  const b = Rng.fromSeed('r');
  assert.deepEqual(randomActionOf(base, m, actor, a), pickUniform(legalActionsOf(base, m, actor), b));
  assert.deepEqual(a.state(), b.state());
  const rng = Rng.fromSeed('play');
  for (let i = 0; i < 2000 && !base.result(m.state); i++) {
    const who = base.pending(m.state)[0]?.actor as Actor;
    stepUnchecked(base, m, who, randomActionOf(base, m, who, rng) as never);
  }
  assert.ok(base.result(m.state), 'the game ended');
  assert.equal(randomActionOf(base, m, 0, rng), null);
});

test('randomActionOf uses the game hook when there is one', () => {
  let calls = 0;
  const game = withRandom((s, actor, rng) => {
    calls++;
    return pickUniform(base.legalActions(s, actor), rng);
  });
  const m = createMatch<RelayState>(game, { players: 2, seed: 5 });
  randomActionOf(game, m, game.pending(m.state)[0]?.actor as Actor, Rng.fromSeed('r'));
  assert.equal(calls, 1);
});

test('the kit accepts a randomAction that agrees with a uniform pick', () => {
  const game = withRandom((s, actor, rng) => pickUniform(base.legalActions(s, actor), rng));
  assert.ok(randomActionAgrees(game, { players: 3 }, 7, limits) > 0);
});

test('the kit catches a randomAction that favours the first action', () => {
  const game = withRandom((s, actor, rng) => {
    const legal = base.legalActions(s, actor);
    if (legal.length > 1) rng.int(0, legal.length - 1);
    return legal[0] ?? null;
  });
  assert.throws(() => randomActionAgrees(game, { players: 3 }, 7, limits), /randomAction drew/);
});

test('the kit catches a randomAction that draws from the generator unlike a pick', () => {
  const game = withRandom((s, actor, rng) => {
    const legal = base.legalActions(s, actor);
    rng.int(0, 5);
    return legal.length === 0 ? null : rng.pick(legal);
  });
  assert.throws(() => randomActionAgrees(game, { players: 3 }, 7, limits), /randomAction drew/);
});

test('the kit catches a randomAction that changes the state', () => {
  const game = withRandom((s, actor, rng) => {
    (s as unknown as { touched?: number }).touched = 1;
    return pickUniform(base.legalActions(s, actor), rng);
  });
  assert.throws(() => randomActionAgrees(game, { players: 3 }, 7, limits), /changed the state/);
});
