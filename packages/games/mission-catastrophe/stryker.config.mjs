// Mutation testing of Mission Catastrophe's rules: `npm run mutation -w @airlock/mission-catastrophe`.
// The score and how it was measured: docs/games/mission-catastrophe/RULES.md, "Mutation testing".
import { gameMutationConfig } from '../../../scripts/mutation/stryker-base.mjs';

export default gameMutationConfig({
  testDir: new URL('./test/', import.meta.url),
  // Tests of the whole game at once (golden recordings, the kernel's test kit), of the bots
  // (heuristic, evaluation) and of the action descriptions: a mutant they alone catch is not
  // pinned down by a rule test.
  notRuleTests: /^(golden|kit|heuristic.*|evaluate|describe)\.test\.ts$/,
  // The rule files: flow, actions, cards, modules, ship, escape, every threat, level, option and
  // role. Not mutated: data (checked against its sources by data.test.ts), the bots' heuristic and
  // evaluation, views and determinization, action descriptions, the deep copy, the test kit's
  // invariants, presets and the module's wiring.
  mutate: [
    'src/*.ts',
    'src/rules/*.ts',
    'src/roles/*.ts',
    '!src/{heuristic,heuristic-moves,heuristic-team,evaluate,view,describe,copy,invariants,presets,index}.ts',
  ],
});
