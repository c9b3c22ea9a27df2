import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { createMatch, legalActionsOf, Rng, stepUnchecked } from '@airlock/engine';
import { type LfState, lifeform } from '../src/index.ts';

/**
 * Seeded random games pinned by a hash of every legal-action list, every chosen action and the final
 * state: a change that makes the legal lists cheaper to build must leave them (and their order)
 * exactly as they were, so a stored match replays the same. A rule change that alters these games on
 * purpose updates the hashes here and says why.
 */
function fingerprint(players: number, seed: number): string {
  const h = createHash('sha256');
  const m = createMatch<LfState>(lifeform, { players, seed });
  const rng = Rng.fromSeed(`pinned-${seed}`);
  while (!lifeform.result(m.state)) {
    const actor = lifeform.pending(m.state)[0]?.actor;
    if (actor === undefined || actor === 'system') break;
    const legal = legalActionsOf(lifeform, m, actor);
    h.update(JSON.stringify(legal));
    const a = rng.pick(legal);
    h.update(JSON.stringify(a));
    stepUnchecked(lifeform, m, actor, a);
  }
  h.update(JSON.stringify(m.state));
  return h.digest('hex').slice(0, 16);
}

const PINNED: [number, number, string][] = [
  [2, 1, 'fbd36007f1e6ee74'],
  [3, 2, '9e3982635d8c15de'],
  [4, 3, 'cd59f226a42e022a'],
];

for (const [players, seed, hash] of PINNED) {
  test(`a seeded ${players}-player random game is unchanged (seed ${seed})`, () => {
    assert.equal(fingerprint(players, seed), hash);
  });
}
