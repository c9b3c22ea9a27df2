// Mutation testing of Lifeform's rules: `npm run mutation -w @airlock/lifeform`. The shared setup
// (command runner over the rule tests, incremental file, reports, what is ignored) is
// scripts/mutation/stryker-base.mjs; the score: docs/games/lifeform/RULES.md, "Mutation testing".
import { gameMutationConfig } from '../../../scripts/mutation/stryker-base.mjs';

export default gameMutationConfig({
  testDir: new URL('./test/', import.meta.url),
  // Tests of the whole game at once (the kernel's test kit on every preset, seeded random games, the
  // speed structures' equivalence) and of the bots: a mutant they alone catch is not pinned by a rule test.
  notRuleTests: /^(.*kit|seeded-games|speed-.*|bot|heuristic|solo-bot|describe|labels)\.test\.ts$/,
  // The rule files. Not mutated: data (with its origins), the bots, views and determinization, action
  // descriptions and names, the test kit's invariants and the module's wiring.
  mutate: [
    'src/*.ts',
    'src/solo/*.ts',
    'src/passenger/*.ts',
    '!src/{describe,determinize,index,invariants,names,view,table-data}.ts',
    '!src/solo/{determinize,invariants,view,layout}.ts',
  ],
  equivalent: [],
});
