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
  equivalent: [
    // hull-breach.ts
    {
      file: 'src/hull-breach.ts',
      in: 'breachTargets',
      code: '!c || c.remora',
      reason:
        'every neighbour is a chamber of the map, and the Remora is always a neighbour of the Shuttle Bay (the bay-Remora corridor), so the bay-neighbour test already bars it',
    },
    {
      file: 'src/hull-breach.ts',
      in: 'startBreach',
      code: 's.chars.filter((c) => c.alive && c.at === chamber && !c.hidden)',
      reason:
        'the flow keeps only the characters alive in the chamber (stillIn) before every RUN! window and before the kill, and no hidden character stands in a breach target: it holds no image, and drain un-hides every character left without one before the lifeform acts',
    },
    {
      file: 'src/hull-breach.ts',
      in: 'breachOptions',
      code: 'c.at === null || s.outages.includes(c.at) || androidHere(s, c.at)',
      reason:
        'a shortcut: charPaths under RUN already gives no path from an outage chamber (noOutage), from the android’s chamber (charCanLeave) or from no chamber, so only the pass is offered either way',
    },
    {
      file: 'src/hull-breach.ts',
      in: 'breachOptions',
      code: '[]',
      reason: 'a character belongs to a crew seat, whose hand always exists',
    },
    {
      file: 'src/hull-breach.ts',
      in: 'applyBreachChoice',
      code: "if (top?.k !== 'breach') throw new Error('no breach');",
      reason: 'an internal check: the flow applies a breach choice only when the top step is a breach',
    },
    {
      file: 'src/hull-breach.ts',
      in: 'finishBreach',
      code: 'doomed.length > 0',
      reason: 'killChars returns at once when it is given no victim',
    },
  ],
});
