import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import { lifeform } from '../src/index.ts';
import type { LfState } from '../src/state.ts';

test('every legal action met in random games has a sentence', () => {
  const rng = Rng.fromSeed('describe');
  const raw = new Set([
    'pass',
    'agree',
    'refuse',
    'vote',
    'lurk',
    'vent-token',
    'refresh',
    'energy',
    'launch',
    'steer',
    'strip',
    'bonus',
    'remove',
    'discard',
    'role',
    'control',
    'pick',
    'evolve',
    'evolve-add',
  ]);
  for (let seed = 1; seed <= 3; seed++) {
    const m = createMatch<LfState>(lifeform, { players: 3, seed, options: { evolution: true } });
    for (let i = 0; i < 400 && !lifeform.result(m.state); i++) {
      const actor = lifeform.pending(m.state)[0]?.actor ?? 0;
      const legal = legalActionsOf(lifeform, m, actor);
      for (const a of legal) {
        const text = lifeform.describeAction?.(m.state, actor, a) ?? '';
        assert.ok(text.length > 0);
        if (!raw.has(a.type)) assert.ok(!text.startsWith('{'), `${a.type}: ${text}`);
      }
      stepUnchecked(lifeform, m, actor, rng.pick(legal));
    }
  }
});
