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

test('role actions read as what they do, not as a generic role use', () => {
  const m = createMatch<McState>(game, { players: 2, options: {}, seed: 1 });
  const d = (a: Record<string, unknown>) => game.describeAction?.(m.state, 0, { type: 'role', ...a }) ?? '';
  assert.equal(
    d({ role: 'i-am-the-bridge', m: 10, fuse: 0, id: 'C' }),
    'Crew 1 uses The Bridge remotely (I Am the Bridge): sets a fuse to C',
  );
  assert.match(d({ role: 'dont-panic', to: 3 }), /moves to Laboratory/);
  assert.match(d({ role: 'i-have-a-theory', n: 7 }), /calls 7/);
  assert.match(d({ role: 'still-useable', spend: 'eva', take: 'hack' }), /trades EVA for Hack the Bridge/);
  assert.match(d({ role: 'ill-take-that', from: 1 }), /crew 2/);
  // Random games with roles: no role action falls back to the generic sentence.
  const rng = Rng.fromSeed(5);
  for (const seed of [1, 2, 3]) {
    const g = createMatch<McState>(game, { players: 4, options: {}, seed });
    for (let i = 0; i < 600 && !game.result(g.state); i++) {
      const p = game.pending(g.state)[0];
      assert.ok(p);
      const legal = legalActionsOf(game, g, p.actor);
      for (const a of legal) {
        if (a.type !== 'role') continue;
        const text = game.describeAction?.(g.state, p.actor, a) ?? '';
        assert.ok(!text.includes('uses the role') && !text.includes('?'), `${JSON.stringify(a)}: ${text}`);
      }
      stepUnchecked(game, g, p.actor, legal[rng.int(0, legal.length - 1)] as never);
    }
  }
});
