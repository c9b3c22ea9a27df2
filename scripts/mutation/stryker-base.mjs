import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/**
 * The Stryker options every game package shares (`npm run mutation -w <game>`; each package's
 * stryker.config.mjs gives its rule files and its non-rule tests).
 * - Command runner: `node --test` over the RULE tests only, in one process (`--test-isolation=none`),
 *   with a reporter that stops at the first failing test. Node runs the instrumented .ts files by type
 *   stripping like the originals (Stryker adds `// @ts-nocheck` and plain function calls, no new
 *   TypeScript syntax), so no build step is needed. Every mutant runs the same instrumented files (the
 *   active mutant is chosen by an environment variable), so Node's compile cache, kept in the sandbox,
 *   serves every run after the first.
 * - No coverage analysis (the command runner has none): every mutant runs the rule tests.
 * - Not counted: string literals (prose or tags, see `mutator`) and what ignore-prose.mjs ignores (the
 *   events a rule emits, internal error messages, and the equivalent mutants the game lists with the
 *   reason no behaviour can change).
 * - Incremental: results are kept in mutation/incremental.json; a rerun tests only mutants in changed
 *   code. The command runner cannot tell Stryker which tests changed, so after adding tests run
 *   `AIRLOCK_MUTATION_RETEST=survivors npm run mutation -w <game>`: the surviving mutants are
 *   forgotten and tested again, the killed ones kept (`-- --force` retests everything). A run narrowed
 *   by `--mutate` keeps the stored results of the files and lines it does not mutate.
 * - One worker: the machine is shared.
 *
 * @param {{ testDir: URL, notRuleTests: RegExp, mutate: string[],
 *   equivalent?: { file: string, in?: string, code: string, nth?: number, reason: string }[] }} game
 */
export function gameMutationConfig({ testDir, notRuleTests, mutate, equivalent = [] }) {
  process.env.AIRLOCK_MUTATION_EQUIVALENT = JSON.stringify(equivalent);
  const incrementalFile = 'mutation/incremental.json';
  if (process.env.AIRLOCK_MUTATION_RETEST === 'survivors') {
    forgetSurvivors(
      fileURLToPath(new URL(`../${incrementalFile}`, testDir)),
      narrowedTo(process.argv),
      notRuleTestNames(testDir, notRuleTests),
    );
  }
  const tests = readdirSync(testDir)
    .filter((f) => f.endsWith('.test.ts') && !notRuleTests.test(f))
    .sort()
    .map((f) => `test/${f}`);
  return {
    testRunner: 'command',
    commandRunner: {
      command: `NODE_COMPILE_CACHE=.node-compile-cache node --test --test-isolation=none --test-reporter=${HERE}bail-reporter.mjs ${tests.join(' ')}`,
    },
    coverageAnalysis: 'off',
    mutate,
    // String literals here are prose (events, results, reasons shown to players) or tags whose
    // comparisons the conditional and equality mutants already flip: not rule mutants.
    mutator: { excludedMutations: ['StringLiteral'] },
    appendPlugins: [`${HERE}ignore-prose.mjs`],
    ignorers: ['game-prose', 'equivalent'],
    concurrency: 1,
    incremental: true,
    incrementalFile,
    reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
    htmlReporter: { fileName: 'reports/mutation/mutation.html' },
    jsonReporter: { fileName: 'reports/mutation/mutation.json' },
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
    thresholds: { high: 90, low: 80, break: null },
    timeoutMS: 10000,
    tempDirName: '.stryker-tmp',
  };
}

/**
 * The names of the tests declared in the files that are not rule tests. A kill stored under one of
 * them (a file moved out of the rule tests after it was run) no longer counts: retesting the
 * survivors tests it again too.
 */
function notRuleTestNames(testDir, notRuleTests) {
  const names = new Set();
  for (const f of readdirSync(testDir)) {
    if (!f.endsWith('.test.ts') || !notRuleTests.test(f)) continue;
    const text = readFileSync(new URL(f, testDir), 'utf8');
    for (const m of text.matchAll(/\btest\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) names.add(m[2].replace(/\\(.)/g, '$1'));
  }
  return names;
}

/** Whether a stored kill was made by a test that is not a rule test (by the name the reporter stored). */
function killedByNotRule(m, notRule) {
  if (m.status !== 'Killed' || notRule.size === 0) return false;
  const reason = m.statusReason ?? '';
  return reason.startsWith('killed by: ') && notRule.has(reason.slice('killed by: '.length).trim());
}

/**
 * The files (and line ranges) of a `--mutate` given on the command line, or undefined for the
 * configured set. Only plain paths and `path:start-end` ranges are understood; a glob means everything.
 */
function narrowedTo(argv) {
  const i = argv.indexOf('--mutate');
  const value = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--mutate='))?.slice('--mutate='.length);
  if (!value || /[*?{!]/.test(value)) return undefined;
  return value.split(',').map((item) => {
    const m = /^(.*?):(\d+)(?::\d+)?-(\d+)(?::\d+)?$/.exec(item);
    return m ? { file: m[1], from: Number(m[2]), to: Number(m[3]) } : { file: item };
  });
}

/**
 * Drops the mutants that survived (or ran no test) from an incremental file, so the next run retests
 * them: in the files (and lines) a `--mutate` names, else everywhere. A survivor outside the run's
 * scope is kept, since that run would not test it again.
 */
function forgetSurvivors(file, scope, notRule = new Set()) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const inScope = (name, m) =>
    !scope ||
    scope.some(
      (r) =>
        r.file === name && (r.from === undefined || (m.location.start.line >= r.from && m.location.start.line <= r.to)),
    );
  let forgotten = 0;
  for (const [name, result] of Object.entries(report.files)) {
    const kept = result.mutants.filter(
      (m) =>
        (m.status !== 'Survived' && m.status !== 'NoCoverage' && !killedByNotRule(m, notRule)) || !inScope(name, m),
    );
    forgotten += result.mutants.length - kept.length;
    result.mutants = kept;
  }
  writeFileSync(file, JSON.stringify(report));
  console.log(
    `mutation: ${forgotten} mutants will be tested again (survivors, and kills by tests that are not rule tests)`,
  );
}
