/**
 * The load benchmark for every game, one after the other, each against a fresh server process
 * (loadtest.ts with --game), printed as one Markdown table with the command, the commit and the
 * machine's load (`uptime`) before and after, for docs/PERFORMANCE-server.md:
 *
 *   npx node packages/server/scripts/loadtest-all.ts [--matches 100] [--seconds 20] [--think-ms 250]
 *        [--games relay,mission-catastrophe,...] [--cpu 0] [--json]
 *
 * Every seat answers with a random action of the legal list the server sent it (Space Alert: places
 * and takes back cards in real time, as loadtest.ts describes).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    'think-ms': { type: 'string', default: '250' },
    games: { type: 'string', default: 'mission-catastrophe,nemesis-lockdown,space-alert,lifeform' },
    cpu: { type: 'string', default: '0' },
    /** Passed on to loadtest.ts: each game plays on past --seconds until this many actions were taken. */
    'min-actions': { type: 'string', default: '0' },
    json: { type: 'boolean', default: false },
  },
});

interface Summary {
  game: string;
  concurrentMatches: number;
  playersPerMatch: number;
  seconds: number;
  matchesFinished: number;
  actions: number;
  actionsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  serverCpuMsPerAction: number | null;
  serverCoreShare: number;
  machine: { loadAverage1m: number };
  staleRefusals: number;
  errors: number;
  firstErrors: string[];
  server: { actionMs: { samples: number; p50: number; p99: number } | null; memory: { rssMb: number } };
}

const git = (...args: string[]): string => {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};
const uptime = (): string => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return 'uptime unavailable';
  }
};

const script = fileURLToPath(new URL('./loadtest.ts', import.meta.url));
const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
const dirty = git('status', '--porcelain', '--untracked-files=no', '--', 'packages/server/src', 'packages/games');
const started = new Date();
const before = uptime();
const rows: Summary[] = [];
for (const game of values.games.split(',')) {
  const args = [
    script,
    '--game',
    game,
    '--matches',
    values.matches,
    '--seconds',
    values.seconds,
    '--think-ms',
    values['think-ms'],
    '--cpu',
    values.cpu,
    '--min-actions',
    values['min-actions'],
  ];
  process.stderr.write(`loadtest-all: ${game}, ${values.matches} matches for ${values.seconds} s ...\n`);
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`loadtest.ts --game ${game} failed with exit code ${r.status}`);
  // The summary is the last block printed whole ("{" to "}" at column 0); a client library may log
  // lines of its own (a reconnection notice) before or after it.
  const lines = r.stdout.split('\n');
  const start = lines.lastIndexOf('{');
  const end = lines.indexOf('}', start);
  if (start < 0 || end < 0) throw new Error(`loadtest.ts --game ${game} printed no summary`);
  rows.push(JSON.parse(lines.slice(start, end + 1).join('\n')) as Summary);
}
const after = uptime();

if (values.json) {
  console.log(JSON.stringify({ commit, dirty: dirty !== '', started, uptime: { before, after }, rows }, null, 2));
} else {
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  const lines = [
    `Command: \`npx node packages/server/scripts/loadtest-all.ts --matches ${values.matches} --seconds ${values.seconds} --think-ms ${values['think-ms']}\``,
    `on commit ${commit}${dirty ? ' (with uncommitted changes in packages/server/src or packages/games)' : ''}, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    `\`uptime\` before: \`${before}\`; after: \`${after}\`.`,
    '',
    '| game | matches × seats | actions/s | matches finished | client RTT p50 / p99 | server p50 / p99 | server CPU per action | core share | load avg (1 min) | server RSS | errors (stale) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (s) =>
        `| ${s.game} | ${s.concurrentMatches} × ${s.playersPerMatch} | ${n(s.actionsPerSecond)} | ${n(s.matchesFinished)} | ${s.latencyMs.p50} / ${s.latencyMs.p99} ms | ${s.server.actionMs ? `${s.server.actionMs.p50} / ${s.server.actionMs.p99} ms` : '–'} | ${s.serverCpuMsPerAction ?? '–'} ms | ${s.serverCoreShare} | ${s.machine.loadAverage1m} | ${n(s.server.memory.rssMb)} MB | ${s.errors} (${n(s.staleRefusals)}) |`,
    ),
  ];
  console.log(lines.join('\n'));
  for (const s of rows) if (s.errors > 0) console.log(`\n${s.game} errors: ${s.firstErrors.join('; ')}`);
}
