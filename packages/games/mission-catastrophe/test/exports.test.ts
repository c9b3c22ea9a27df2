import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as pkg from '../src/index.ts';

test('the package entry exports the public data the web app needs', () => {
  assert.equal(pkg.MODULES.length, 12);
  assert.ok(pkg.CASIMIR_1 && typeof pkg.CASIMIR_1 === 'object');
  assert.equal(pkg.RESOURCES.length, 4);
  assert.ok(pkg.CARDS.oxygen);
  assert.equal(Object.keys(pkg.ROLES).length, 36);
  assert.equal(pkg.INTEGRITY.spaces, 33);
  assert.deepEqual([...pkg.PHASES], ['green', 'yellow', 'red']);
  assert.equal(pkg.POD_IDS.length, 6);
});
