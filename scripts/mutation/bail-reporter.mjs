/**
 * A node:test reporter for mutation runs: the first failing test ends the process with exit code 1,
 * so a killed mutant costs a fraction of a full test run. Used with `--test-isolation=none` (every
 * test file in this one process); it prints nothing else.
 */
export default async function* bail(source) {
  for await (const event of source) {
    if (event.type === 'test:fail') {
      const name = event.data?.name ?? '?';
      yield `killed by: ${name}\n`;
      process.exit(1);
    }
  }
}
