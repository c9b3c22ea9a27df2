import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import type { McState } from '../src/state.ts';
import { game } from './helpers.ts';

test('every legal action of random games has a sentence, and private choices name no card', () => {
  const rng = Rng.fromSeed(11);
  for (const [players, options] of [
    [3, {}],
    [4, { mode: 'team', promos: true }],
  ] as const) {
    const m = createMatch<McState>(game, { players, options, seed: players });
    for (let i = 0; i < 400 && !game.result(m.state); i++) {
      const p = game.pending(m.state)[0];
      assert.ok(p);
      const legal = legalActionsOf(game, m, p.actor);
      for (const a of legal) {
        const text = game.describeAction?.(m.state, p.actor, a) ?? '';
        assert.ok(text.length > 0 && !text.includes('undefined'), JSON.stringify(a));
        if (a.type === 'give' || a.type === 'keep') assert.ok(!text.includes(String(a.card)), text);
      }
      stepUnchecked(game, m, p.actor, legal[rng.int(0, legal.length - 1)] as never);
    }
  }
});
