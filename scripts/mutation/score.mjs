// The mutation score per file from a game's stored incremental results, without running anything:
//   npx node scripts/mutation/score.mjs packages/games/<game>
// Killed and timed-out mutants count as detected; ignored ones (prose, listed equivalents) are left
// out. A file whose source changed since its results were stored is marked "stale": rerun it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: score.mjs <game package directory>');
  process.exit(2);
}
const file = join(dir, 'mutation/incremental.json');
if (!existsSync(file)) {
  console.error(`no stored results at ${file}`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const rows = [];
const sum = { killed: 0, timeout: 0, survived: 0, ignored: 0 };
for (const [name, result] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const n = { killed: 0, timeout: 0, survived: 0, ignored: 0 };
  for (const m of result.mutants) {
    if (m.status === 'Killed') n.killed++;
    else if (m.status === 'Timeout') n.timeout++;
    else if (m.status === 'Survived' || m.status === 'NoCoverage') n.survived++;
    else if (m.status === 'Ignored') n.ignored++;
  }
  for (const k of Object.keys(sum)) sum[k] += n[k];
  const path = join(dir, name);
  const stale = !existsSync(path) || readFileSync(path, 'utf8') !== result.source;
  rows.push([name, n, stale]);
}
const score = (n) => {
  const valid = n.killed + n.timeout + n.survived;
  return valid === 0 ? '-' : `${((100 * (n.killed + n.timeout)) / valid).toFixed(1)}%`;
};
console.log('| File | Killed (timeouts) | Survived | Ignored | Score |');
console.log('|---|---|---|---|---|');
for (const [name, n, stale] of rows) {
  console.log(
    `| \`${name}\`${stale ? ' (stale)' : ''} | ${n.killed} (${n.timeout}) | ${n.survived} | ${n.ignored} | ${score(n)} |`,
  );
}
console.log(
  `| all ${rows.length} files | ${sum.killed} (${sum.timeout}) | ${sum.survived} | ${sum.ignored} | ${score(sum)} |`,
);
