import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMatch, Rng, stepUnchecked } from '@airlock/engine';
import { forgetKept, legalOf } from '../src/flow.ts';
import { type LfState, lifeform } from '../src/index.ts';
import { add, countsFrom, emptyCounts } from '../src/state.ts';

/**
 * The speed work's data structures must not show: piles kept as hash tables serialize as plain
 * counts in insertion order, and the legal list `drain` keeps for the next call is the list the
 * rules would build afresh at that point.
 */
test('hash-table counts serialize like plain objects, in insertion order', () => {
  const c = emptyCounts();
  assert.equal(JSON.stringify(c), '{}');
  add(c, 'spanner', 2);
  add(c, 'adrenaline', 1);
  add(c, 'sprint', 3);
  add(c, 'spanner', -2);
  add(c, 'spanner', 1);
  assert.equal(JSON.stringify(c), '{"adrenaline":1,"sprint":3,"spanner":1}');
  assert.deepEqual(c, { adrenaline: 1, sprint: 3, spanner: 1 });
  const copy = countsFrom(c);
  assert.equal(JSON.stringify(copy), JSON.stringify(c));
  add(copy, 'sprint', -3);
  assert.equal(c.sprint, 3, 'a copy is independent of its source');
  assert.equal(JSON.stringify(copy), '{"adrenaline":1,"spanner":1}');
});

const TABLES: [number, Record<string, boolean>][] = [
  [2, {}],
  [3, { evolution: true }],
  [4, { survivors: true, asteroid: true, hunt: true }],
  [3, { harpoons: true }],
];

test('the legal list kept by drain equals a fresh one at every position of seeded games', () => {
  let positions = 0;
  for (const [players, options] of TABLES)
    for (let seed = 1; seed <= 4; seed++) {
      const m = createMatch<LfState>(lifeform, { players, seed, options });
      const rng = Rng.fromSeed(`kept-${players}-${seed}`);
      for (let step = 0; step < 2000 && !lifeform.result(m.state); step++) {
        const actor = lifeform.pending(m.state)[0]?.actor;
        if (actor === undefined) break;
        const given = lifeform.legalActions(m.state, actor);
        forgetKept();
        const fresh = legalOf(m.state, actor);
        assert.deepEqual(given, fresh, `${players}p ${JSON.stringify(options)} seed ${seed} step ${step}`);
        assert.notEqual(lifeform.legalActions(m.state, actor), given, 'a kept list is handed out once');
        positions++;
        stepUnchecked(lifeform, m, actor, rng.pick(given));
      }
    }
  assert.ok(positions > 2000, `only ${positions} positions checked`);
});

test('an answer applied without asking for the legal list first never meets a kept list', () => {
  // Match a asks for its legal lists; match b (the same seed) is only ever read through a copy, so
  // whatever drain kept for it is still there when the answer is applied (as a bot applying a
  // planned move would): the lifeform's candidate narrowing must not read it.
  let steps = 0;
  for (const [players, options] of TABLES)
    for (let seed = 1; seed <= 3; seed++) {
      const a = createMatch<LfState>(lifeform, { players, seed, options });
      const b = createMatch<LfState>(lifeform, { players, seed, options });
      const rng = Rng.fromSeed(`unasked-${players}-${seed}`);
      for (let step = 0; step < 2000 && !lifeform.result(a.state); step++) {
        const actor = lifeform.pending(a.state)[0]?.actor;
        if (actor === undefined) break;
        const action = rng.pick(lifeform.legalActions(a.state, actor));
        lifeform.legalActions(structuredClone(b.state), actor);
        stepUnchecked(lifeform, a, actor, action);
        stepUnchecked(lifeform, b, actor, action);
        assert.equal(JSON.stringify(b.state), JSON.stringify(a.state), `${players}p seed ${seed} step ${step}`);
        steps++;
      }
    }
  assert.ok(steps > 1000, `only ${steps} steps checked`);
});
