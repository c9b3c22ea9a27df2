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
import { upperTail, zForTail } from '../src/ismcts.ts';

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

test('upperTail and zForTail are the standard normal tail and its inverse', () => {
  assert.ok(Math.abs(upperTail(0) - 0.5) < 1e-7);
  assert.ok(Math.abs(upperTail(1) - 0.158655) < 1e-6);
  assert.ok(Math.abs(upperTail(-1.96) - 0.975002) < 1e-6);
  assert.ok(Math.abs(zForTail(0.025) - 1.959964) < 1e-5);
  for (const z of [0.5, 1, 2, 3]) assert.ok(Math.abs(zForTail(upperTail(z)) - z) < 1e-6);
});

/**
 * Twelve equal first moves, then six fair coin flips by the rules (chance, not the seat): every first
 * move is worth exactly one half, so any departure from the prior's move is a false one.
 */
function equalChoices(): GameModule<{ first: boolean; at: number; left: number }, Action, unknown> {
  const FIRST = Array.from({ length: 12 }, (_, i) => ({ type: `k${i}` }));
  const FLIPS = [{ type: 'up' }, { type: 'down' }];
  return {
    id: 'equal',
    name: 'Equal',
    version: '1.0.0',
    players: { min: 1, max: 1 },
    options: [],
    setup: () => ({ first: true, at: 0, left: 7 }),
    pending: (s) =>
      s.left === 0
        ? []
        : s.first
          ? [{ actor: 0, kind: 'turn', prompt: 'Choose' }]
          : [{ actor: 'system', kind: 'system', prompt: 'Flip' }],
    legalActions: (s) => (s.left === 0 ? [] : s.first ? FIRST : FLIPS),
    apply(s, _actor, a) {
      if (!s.first) s.at += a.type === 'up' ? 1 : -1;
      s.first = false;
      s.left--;
    },
    view: (s) => ({ ...s }),
    result: (s) => (s.left > 0 ? null : { summary: String(s.at), ranks: [1], winners: s.at > 0 ? [0] : [] }),
    determinize: (v) => ({ ...(v as { first: boolean; at: number; left: number }) }),
  };
}

test('the margin widened per rival leaves the prior far less often between equal moves, and still leaves a bad one', () => {
  const game = equalChoices();
  const m = createMatch(game, { players: 1, seed: 1 });
  const view = viewOf(game, m, 0);
  const legal = legalActionsOf(game, m, 0);
  const k0: BotPolicy = (_v, options) => options[0] as Action;
  let plain = 0;
  let widened = 0;
  for (let seed = 0; seed < 60; seed++) {
    const opts = { iterations: 400, prior: k0, exploration: 0.3 };
    if (search(game, view, legal, Rng.fromSeed(seed), opts).action.type !== 'k0') plain++;
    if (search(game, view, legal, Rng.fromSeed(seed), { ...opts, marginPerRival: true }).action.type !== 'k0')
      widened++;
  }
  assert.ok(plain >= 10, `one standard error is often beaten by luck among 12 equal moves (${plain} of 60)`);
  assert.ok(widened * 2 <= plain, `widened: ${widened} false departures of 60, against ${plain} without`);
  // A clearly better move still wins with the widened margin.
  const walk = walkGame((s) => [0.5 + s.at / (2 * STEPS)]);
  const w = createMatch(walk, { players: 1, seed: 4 });
  const down: BotPolicy = (_v, options) => options.find((a) => a.type === 'down') as Action;
  const out = search(walk, viewOf(walk, w, 0), legalActionsOf(walk, w, 0), Rng.fromSeed(5), {
    iterations: 300,
    maxPlayoutSteps: 3,
    prior: down,
    marginPerRival: true,
  });
  assert.equal(out.action.type, 'up');
});
