import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { canonical, jsonEqual } from '../src/index.ts';

test('jsonEqual agrees with comparing canonical texts, key order ignored', () => {
  const json = fc.jsonValue({ maxDepth: 3 });
  fc.assert(
    fc.property(json, json, (a, b) => {
      assert.equal(jsonEqual(a, b), canonical(a) === canonical(b));
      assert.equal(jsonEqual(a, structuredClone(a)), true);
    }),
    { seed: 7, numRuns: 500 },
  );
  assert.equal(jsonEqual({ type: 'move', to: 3, via: [1, 2] }, { via: [1, 2], to: 3, type: 'move' }), true);
  assert.equal(jsonEqual({ type: 'move', to: 3 }, { type: 'move', to: 3, extra: null }), false);
  assert.equal(jsonEqual({ a: [1, 2] }, { a: { 0: 1, 1: 2 } }), false);
  assert.equal(jsonEqual([1, [2]], [1, [2, 3]]), false);
  assert.equal(jsonEqual('1', 1), false);
});
