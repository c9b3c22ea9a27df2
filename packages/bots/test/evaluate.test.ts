import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type Action,
  type BotPolicy,
  createMatch,
  evaluateOf,
  type GameModule,
  legalActionsOf,
  Rng,
  viewOf,
} from '@airlock/engine';
import { playout, search } from '../src/index.ts';

/**
 * A one-seat walk: 30 steps, each `up` (+1), `down` (-1) or `wait` (0); the seat wins when it ends
 * above zero. `evaluate` reads the position like a sound estimate would. Nothing is hidden, so the
 * view is the state.
 */
interface Walk {
  at: number;
  left: number;
}
const STEPS = 30;
function walkGame(evaluate?: (s: Walk) => number[]): GameModule<Walk, Action, Walk> {
  return {
    id: 'walk',
    name: 'Walk',
    version: '1.0.0',
    players: { min: 1, max: 1 },
    options: [],
    setup: () => ({ at: 0, left: STEPS }),
    pending: (s) => (s.left > 0 ? [{ actor: 0, kind: 'turn', prompt: 'Step' }] : []),
    legalActions: (s) => (s.left > 0 ? [{ type: 'down' }, { type: 'wait' }, { type: 'up' }] : []),
    apply(s, _actor, a) {
      s.at += a.type === 'up' ? 1 : a.type === 'down' ? -1 : 0;
      s.left--;
    },
    view: (s) => ({ ...s }),
    result: (s) =>
      s.left > 0 ? null : { summary: s.at > 0 ? 'above' : 'below', ranks: [1], winners: s.at > 0 ? [0] : [] },
    determinize: (v) => ({ ...v }),
    ...(evaluate ? { evaluate } : {}),
  };
}

test('evaluateOf: null without an evaluation, clamped to [0, 1] and one finite value per seat with one', () => {
  const plain = walkGame();
  assert.equal(evaluateOf(plain, createMatch(plain, { players: 1, seed: 1 })), null);
  const wild = walkGame(() => [7]);
  assert.deepEqual(evaluateOf(wild, createMatch(wild, { players: 1, seed: 1 })), [1]);
  const broken = walkGame(() => [Number.NaN]);
  assert.deepEqual(evaluateOf(broken, createMatch(broken, { players: 1, seed: 1 })), [0.5]);
});

test('a playout cut off before the end is scored by the game evaluation, or as undecided without one', () => {
  const score = (s: Walk) => [s.at > 0 ? 0.9 : 0.1];
  const up: BotPolicy = () => ({ type: 'up' });
  const withEval = walkGame(score);
  const m = createMatch(withEval, { players: 1, seed: 3 });
  const out = playout(withEval, m, Rng.fromSeed(1), { policy: up, maxSteps: 5 });
  assert.equal(out.steps, 5);
  assert.deepEqual(out.rewards, [0.9]);
  const plain = walkGame();
  const m2 = createMatch(plain, { players: 1, seed: 3 });
  assert.deepEqual(playout(plain, m2, Rng.fromSeed(1), { policy: up, maxSteps: 5 }).rewards, [0.5]);
  // Played to the end, the real result counts, not the estimate.
  const m3 = createMatch(withEval, { players: 1, seed: 3 });
  assert.deepEqual(playout(withEval, m3, Rng.fromSeed(1), { policy: up, maxSteps: 1000 }).rewards, [1]);
});

test('the search keeps the prior action unless another is better by the margin, and leaves a clearly worse prior', () => {
  // The evaluation is the position itself, so with cut-off playouts `up` is plainly best.
  const game = walkGame((s) => [0.5 + s.at / (2 * STEPS)]);
  const m = createMatch(game, { players: 1, seed: 4 });
  const view = viewOf(game, m, 0);
  const legal = legalActionsOf(game, m, 0);
  const choose =
    (type: string): BotPolicy =>
    (_v, options) =>
      options.find((a) => a.type === type) as Action;
  const opts = { iterations: 300, maxPlayoutSteps: 3 };
  const left = search(game, view, legal, Rng.fromSeed(5), { ...opts, prior: choose('down') });
  assert.equal(left.action.type, 'up', 'a clearly worse prior is overruled');
  // With a huge margin the prior's action stands whatever the statistics.
  const kept = search(game, view, legal, Rng.fromSeed(5), { ...opts, prior: choose('down'), priorMargin: 1000 });
  assert.equal(kept.action.type, 'down');
  // Margin 0 is the plain rule: the most visited action.
  const plain = search(game, view, legal, Rng.fromSeed(5), { ...opts, prior: choose('down'), priorMargin: 0 });
  const most = [...plain.root].sort((a, b) => b.visits - a.visits)[0];
  assert.equal(plain.action, most?.action);
});

test('between actions of equal worth, the prior choice is kept', () => {
  // Every action leads to the same estimate: no statistic can justify leaving the prior.
  const game = walkGame(() => [0.5]);
  const m = createMatch(game, { players: 1, seed: 6 });
  const view = viewOf(game, m, 0);
  const legal = legalActionsOf(game, m, 0);
  const wait: BotPolicy = (_v, options) => options.find((a) => a.type === 'wait') as Action;
  for (const seed of [1, 2, 3, 4]) {
    const out = search(game, view, legal, Rng.fromSeed(seed), { iterations: 200, maxPlayoutSteps: 2, prior: wait });
    assert.equal(out.action.type, 'wait');
  }
});
