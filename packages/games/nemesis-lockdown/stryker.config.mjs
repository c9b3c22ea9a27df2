// Mutation testing of Nemesis: Lockdown's rules: `npm run mutation -w @airlock/nemesis-lockdown`.
// The shared setup (command runner over the rule tests, incremental file, reports, what is ignored)
// is scripts/mutation/stryker-base.mjs; the score: docs/games/nemesis-lockdown/RULES.md, "Mutation testing".
import { gameMutationConfig } from '../../../scripts/mutation/stryker-base.mjs';

export default gameMutationConfig({
  testDir: new URL('./test/', import.meta.url),
  // Tests of the whole game at once (the kernel's test kit, with and without the Mars map) and of the
  // bots (heuristic, evaluation and its fitting): a mutant they alone catch is not pinned by a rule test.
  notRuleTests: /^(kit.*|bot|heuristic.*|evaluate|fit-evaluation)\.test\.ts$/,
  // The rule files. Not mutated: data (with its origins), the bots' heuristic and evaluation, views
  // and determinization, and the module's wiring.
  mutate: ['src/*.ts', 'src/core/*.ts', '!src/{heuristic,heuristic-plan,evaluate,view,determinize,index,types}.ts'],
  // Equivalent mutants: guards no reachable position can fail. Each entry is the smallest node the
  // reason covers whole (every mutant inside it is ignored).
  equivalent: [
    // resumeAfterChoice: the first encounter's choice is answered before anything else can act, and
    // no resumed step brings a new held decision (the first encounter happens once; the advantage
    // die's choice only follows a player's shot).
    {
      file: 'src/waiting.ts',
      line: 14,
      code: "s.waiting.length > 0 && !flowHeld(s) && s.phase !== 'over'",
      reason:
        'no resumed step holds the flow again, and the steps that can end the game (after-action, start-round) are always the last queued: the loop ends on an empty queue whichever guard is dropped',
    },
    { file: 'src/waiting.ts', line: 16, code: '!w', reason: 'the loop runs only with a step queued' },
    {
      file: 'src/waiting.ts',
      line: 19,
      code: 'i.id === w.intruder',
      reason: "a held surprise attack comes from the game's first intruder, the only one on the board",
    },
    {
      file: 'src/waiting.ts',
      line: 21,
      code: "intr && p?.status === 'alive' && intr.room === p.room",
      reason:
        'a held surprise attack is the first step resumed, right after the choices: its intruder and target have not moved or changed',
    },
    { file: 'src/waiting.ts', line: 26, code: 'p', reason: 'a queued after-action step names a seat of the game' },
    {
      file: 'src/waiting.ts',
      line: 36,
      code: '!s.endReason',
      reason:
        'the end is set by the time track (before bag development, which then never runs) or when the game concludes (the loop has stopped)',
    },
    {
      file: 'src/waiting.ts',
      line: 50,
      code: "s.phase === 'over'",
      reason: 'the loop leaves the queue empty in every reachable position (see line 14)',
    },
  ],
});
