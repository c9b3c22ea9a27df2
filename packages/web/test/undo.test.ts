import assert from 'node:assert/strict';
import { test } from 'node:test';
import { undoScope } from '../src/online/undo.ts';

test('an undo request says exactly which steps it removes and whose actions they are', () => {
  const names = ['Ana', 'Bo'];
  const req = {
    by: 0,
    waitingOn: [1],
    backTo: 2,
    removed: [
      { step: 3, actor: 0 },
      { step: 4, actor: 1 },
      { step: 5, actor: 'system' as const },
    ],
  };
  assert.equal(
    undoScope(req, 1, names),
    'The match goes back from step 5 to step 2, removing 3 actions (steps 3 to 5: 1 by Ana, 1 of yours, 1 by the table).',
  );
  assert.equal(
    undoScope({ by: 0, waitingOn: [1], backTo: 0, removed: [{ step: 1, actor: 0 }] }, 0, names),
    'The match goes back from step 1 to step 0, removing 1 action (step 1: 1 of yours).',
  );
});
