import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACHIEVEMENTS } from '@airlock/space-alert';
import { achievementLine, achievementName } from '../src/explorers/achievements.ts';

test("the Explorers page names achievements from the game's list; an id the list lacks shows as stored", () => {
  for (const a of ACHIEVEMENTS) assert.equal(achievementName(a.id), a.name);
  assert.equal(achievementName('is-it-still-me'), 'Is It Still Me?');
  assert.equal(achievementLine(['lazy-bum', 'retired-long-ago']), 'Lazy Bum, retired-long-ago');
  assert.equal(achievementLine([]), 'none');
});
