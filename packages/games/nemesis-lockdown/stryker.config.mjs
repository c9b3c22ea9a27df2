// Mutation testing of Nemesis: Lockdown's rules: `npm run mutation -w @airlock/nemesis-lockdown`.
// The shared setup (command runner over the rule tests, incremental file, reports, what is ignored)
// lives with Mission Catastrophe's; see docs/games/mission-catastrophe/RULES.md, "Mutation testing".
import { gameMutationConfig } from '../mission-catastrophe/mutation/stryker-base.mjs';

export default gameMutationConfig({
  testDir: new URL('./test/', import.meta.url),
  // Tests of the whole game at once (the kernel's test kit, with and without the Mars map) and of the
  // bots (heuristic, evaluation and its fitting): a mutant they alone catch is not pinned by a rule test.
  notRuleTests: /^(kit.*|bot|heuristic.*|evaluate|fit-evaluation)\.test\.ts$/,
  // The rule files. Not mutated: data (with its origins), the bots' heuristic and evaluation, views
  // and determinization, and the module's wiring.
  mutate: ['src/*.ts', 'src/core/*.ts', '!src/{heuristic,heuristic-plan,evaluate,view,determinize,index,types}.ts'],
});
