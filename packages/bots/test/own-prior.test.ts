import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type Action,
  type BotPolicy,
  createMatch,
  type GameModule,
  legalActionsOf,
  Rng,
  viewOf,
} from '@airlock/engine';
import { parseBot, search } from '../src/index.ts';

/**
 * One seat's turn: `end` hands the game to chance, which wins three times in five; `work` keeps the
 * turn for three more decisions of ten options each, where only `steady` keeps the win and any slip
 * loses. The heuristic knows to stay steady. Searched move by move, the seat's own later decisions are
 * mostly slips on first visits, so `work` looks worse than it is: the bias `ownPrior` removes.
 */
interface Shift {
  stage: 'start' | 'working' | 'chance' | 'done';
  left: number;
  won: boolean;
}
const END: Action = { type: 'end' };
const WORK: Action = { type: 'work' };
const STEADY: Action = { type: 'steady' };
const SLIPS: Action[] = Array.from({ length: 9 }, (_, i) => ({ type: 'slip', i }));
const DRAWS: Action[] = Array.from({ length: 5 }, (_, i) => ({ type: 'draw', win: i < 3 }));

const shift: GameModule<Shift, Action, Shift> = {
  id: 'shift',
  name: 'Shift',
  version: '1',
  players: { min: 1, max: 1 },
  options: [],
  setup: () => ({ stage: 'start', left: 3, won: true }),
  pending: (s) =>
    s.stage === 'done'
      ? []
      : s.stage === 'chance'
        ? [{ actor: 'system', kind: 'system', prompt: 'Chance' }]
        : [{ actor: 0, kind: 'turn', prompt: 'Work on' }],
  legalActions(s, actor) {
    if (s.stage === 'chance') return actor === 'system' ? DRAWS : [];
    if (actor !== 0 || s.stage === 'done') return [];
    return s.stage === 'start' ? [END, WORK] : [...SLIPS, STEADY];
  },
  apply(s, _actor, a) {
    if (a.type === 'end') s.stage = 'chance';
    else if (a.type === 'work') s.stage = 'working';
    else if (a.type === 'draw') {
      s.won = a.win === true;
      s.stage = 'done';
    } else {
      if (a.type === 'slip') s.won = false;
      s.left--;
      if (s.left === 0) s.stage = 'done';
    }
  },
  view: (s) => ({ ...s }),
  result: (s) =>
    s.stage !== 'done'
      ? null
      : s.won
        ? { summary: 'Done.', ranks: [1], winners: [0] }
        : { summary: 'Lost.', ranks: [2], winners: [] },
  evaluate: (s) => [s.stage === 'chance' ? 0.6 : 0.5],
  determinize: (v) => ({ ...v }),
};

const steady: BotPolicy = (_view, legal) =>
  legal.find((a) => a.type === 'steady' || a.type === 'work') ?? (legal[0] as Action);

test('searched move by move, the seat hands over a turn it would win by keeping; with ownPrior it keeps it', () => {
  const m = createMatch(shift, { players: 1, seed: 1 });
  const legal = legalActionsOf(shift, m, 0);
  const opts = { iterations: 60, prior: steady, priorMargin: 0, maxPlayoutSteps: 0 };
  const plain = search(shift, viewOf(shift, m, 0), legal, Rng.fromSeed(5), opts);
  const own = search(shift, viewOf(shift, m, 0), legal, Rng.fromSeed(5), { ...opts, ownPrior: true });
  const mean = (o: typeof plain, type: string) => o.root.find((r) => r.action.type === type)?.mean ?? -1;
  assert.deepEqual(plain.action, END, `work ${mean(plain, 'work')} against end ${mean(plain, 'end')}`);
  assert.deepEqual(own.action, WORK);
  // With the heuristic playing the seat's later moves, `work` is worth its win (less the few cut-off
  // visits that stopped at a fresh node, scored 0.5 by the evaluation).
  assert.ok(mean(own, 'work') > 0.9, `work ${mean(own, 'work')}`);
  assert.ok(mean(plain, 'work') < mean(plain, 'end'));
});

test('maxDepth stops every iteration after that many decisions in the tree and scores the position there', () => {
  const m = createMatch(shift, { players: 1, seed: 1 });
  const legal = legalActionsOf(shift, m, 0);
  const opts = { iterations: 60, prior: steady, priorMargin: 0, maxPlayoutSteps: 0, ownPrior: true };
  const capped = search(shift, viewOf(shift, m, 0), legal, Rng.fromSeed(5), { ...opts, maxDepth: 1 });
  // After the root's own decision `work` is still mid-shift, which the evaluation scores 0.5, every time.
  assert.equal(capped.root.find((r) => r.action.type === 'work')?.mean, 0.5);
  assert.deepEqual(capped.action, END);
  assert.equal(parseBot('ismcts:500:own:m20').opts.maxDepth, 20);
});

test('the `own` spec turns it on', () => {
  assert.equal(parseBot('ismcts:500:own').opts.ownPrior, true);
  assert.equal(parseBot('ismcts:500:noown').opts.ownPrior, false);
});
