import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMatch, hashState, legalActionsOf, type Options, Rng, stepUnchecked } from '@airlock/engine';
import { type LfState, lifeform } from '../src/index.ts';

const CONFIGS: [number, Options][] = [
  [2, {}],
  [3, {}],
  [4, { evolution: true, survivors: true, asteroid: true, hunt: true }],
  [3, { harpoons: true }],
  [1, { dragonsDomain: true }],
  [1, { dragonsDomain: true, ddCrisisSearch: true, ddStart: 'shaken', ddCarry: 2 }],
];

test('quiet steps (events discarded, their text not built) leave the same states as plain ones and emit nothing', () => {
  for (const [players, options] of CONFIGS)
    for (let seed = 1; seed <= 3; seed++) {
      const loud = createMatch<LfState>(lifeform, { players, seed, options });
      const quiet = createMatch<LfState>(lifeform, { players, seed, options });
      const rng = Rng.fromSeed(`quiet-${players}-${seed}`);
      let events = 0;
      while (!lifeform.result(loud.state)) {
        const actor = lifeform.pending(loud.state)[0]?.actor;
        if (actor === undefined) break;
        const action = rng.pick(legalActionsOf(lifeform, loud, actor));
        events += stepUnchecked(lifeform, loud, actor, action).length;
        assert.deepEqual(stepUnchecked(lifeform, quiet, actor, action, true), []);
        assert.equal(hashState(quiet), hashState(loud), `${players}p ${JSON.stringify(options)} seed ${seed}`);
      }
      assert.ok(events > loud.step / 2, 'plain steps still return their events');
      assert.equal(JSON.stringify(quiet), JSON.stringify(loud));
    }
});
