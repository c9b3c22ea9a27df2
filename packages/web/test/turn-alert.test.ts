import assert from 'node:assert/strict';
import { test } from 'node:test';
import { turnStarted, turnTitle } from '../src/ui/turn-alert.ts';

test("the tab's title says when a decision waits for you, and only then", () => {
  assert.equal(turnTitle(true, 'Nemesis: Lockdown'), '▶ Your turn · Nemesis: Lockdown · Airlock');
  assert.equal(turnTitle(false, 'Nemesis: Lockdown'), 'Nemesis: Lockdown · Airlock');
});

test('the chime and notification fire when the turn starts, not on every update of it', () => {
  assert.equal(turnStarted(false, true), true);
  assert.equal(turnStarted(true, true), false);
  assert.equal(turnStarted(true, false), false);
});
