// Mutation testing of Space Alert's rules: `npm run mutation -w @airlock/space-alert`. The shared setup
// (command runner over the rule tests, incremental file, reports, what is ignored) is
// scripts/mutation/stryker-base.mjs; the score: docs/games/space-alert/RULES.md, "Mutation testing".
import { gameMutationConfig } from '../../../scripts/mutation/stryker-base.mjs';

export default gameMutationConfig({
  testDir: new URL('./test/', import.meta.url),
  // Tests of the whole game at once (the kernel's test kit) and of the bots: a mutant they alone catch
  // is not pinned by a rule test.
  notRuleTests: /^(kit|heuristic|planner.*|bot-roles)\.test\.ts$/,
  // The rule files. Not mutated: data (with its origins), the bots, views and determinization, action
  // descriptions, the test kit's invariants, presets, the resolution benchmark's missions and the
  // module's wiring.
  mutate: [
    'src/*.ts',
    'src/{experience,missions,resolution,round,ship,threats}/*.ts',
    '!src/{describe,determinize,index,invariants,presets,types,view}.ts',
    '!src/resolution/bench-missions.ts',
  ],
  equivalent: [
    {
      file: 'src/ship/observation.ts',
      in: 'observationPoints',
      code: 'observers <= 3',
      reason: 'at exactly 3 observers both branches give 3 points (3 + 2 × 0)',
    },
  ],
});
