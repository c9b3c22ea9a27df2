import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalog } from '@airlock/games';
import { playMatch } from '../src/index.ts';

// Any bot plays any seat of any game and mode: one short match per catalog preset, with the three
// kinds rotated over the seats (ISMCTS at three iterations with random playouts: this checks plumbing, not strength).
for (const entry of catalog) {
  test(`every bot plays every preset of ${entry.game.id}`, () => {
    const kinds = entry.heuristic ? ['ismcts:3:random', 'heuristic', 'random'] : ['ismcts:3:random', 'random'];
    entry.presets.forEach((preset, i) => {
      const bots = Array.from({ length: preset.players }, (_, s) => kinds[(s + i) % kinds.length] as string);
      const out = playMatch(entry, {
        players: preset.players,
        options: preset.options,
        seed: `catalog/${i}`,
        bots,
        maxSteps: 20_000,
      });
      assert.ok(out.result, `${entry.game.id} "${preset.label}" with ${bots.join(', ')} did not end`);
      assert.equal(out.result.ranks.length, preset.players);
    });
  });
}

test("Nemesis's search ranks a move once, whatever cards pay for it; other games rank every action", () => {
  const nemesis = catalog.find((e) => e.game.id === 'nemesis-lockdown');
  assert.deepEqual(nemesis?.search?.variantFields, ['pay'], 'Nemesis groups payment variants');
  for (const entry of catalog) if (entry !== nemesis) assert.equal(entry.search?.variantFields, undefined);
});
