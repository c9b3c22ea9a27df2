/**
 * Strength tables for docs/BOTS.md, from real games between the bots:
 *   npx node packages/bots/bench/strength.ts [--games N] [--iterations N | --ismcts SPEC] [--game ID]
 *     [--preset TEXT] [--pairs A/B,...] [--team BOT,...] [--threads N] [--json] [--help]
 * For every game (the kernel's test game and each catalog game) and every preset (mode, difficulty):
 * - cooperative and solo presets (every heuristic game ended with all seats sharing the outcome): team
 *   play, every seat the same bot, and the table's win rate;
 * - competitive presets: head to head, one seat bot A (rotating), every other seat bot B; A's score
 *   is 1 for each B seat it finishes ahead of, 0.5 for a shared place, averaged over B seats.
 * Games are spread over worker threads (one per core by default); seeds are fixed, so a rerun with the
 * same arguments gives the same tables.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import type { Result } from '@airlock/engine';
import { meanInterval, playMatch, wilson } from '../src/index.ts';
import { loadCatalog } from './catalog.ts';
import { relayEntry } from './relay.ts';

const entries = [relayEntry, ...(await loadCatalog())];

interface Job {
  game: string;
  preset: number;
  bots: string[];
  seed: string;
  /** A Space Alert suite mission: the suite (difficulty) and the mission's number in it. */
  suite?: { name: string; mission: number };
}
interface Outcome {
  result: Result | null;
  steps: number;
  /** Space Alert suite missions: survival, score, and the bots' decisions and thinking time. */
  flown?: { survived: boolean; score: number; decisions: number; thinkMs: number };
}

// Space Alert's suites and its bots as the game package defines them (src/bot/suite.ts).
const spaceAlertSuites = (await import('@airlock/space-alert').catch(() => null)) as {
  SUITES: Record<string, unknown>;
  SUITE_BOTS: Record<string, unknown>;
  flyMission: (suite: string, i: number, bot: string, clock?: () => number) => NonNullable<Outcome['flown']>;
} | null;

function play(job: Job): Outcome {
  if (job.suite) {
    if (!spaceAlertSuites) throw new Error('Space Alert did not load');
    const flown = spaceAlertSuites.flyMission(job.suite.name, job.suite.mission, job.bots[0] as string, () =>
      performance.now(),
    );
    return { result: null, steps: flown.decisions, flown };
  }
  const entry = entries.find((e) => e.game.id === job.game);
  if (!entry) throw new Error(`unknown game ${job.game}`);
  const preset = entry.presets[job.preset];
  if (!preset) throw new Error(`no preset ${job.preset} for ${job.game}`);
  const out = playMatch(entry, { players: preset.players, options: preset.options, seed: job.seed, bots: job.bots });
  return { result: out.result, steps: out.steps };
}

/** Plays jobs on `threads` workers, results in job order. */
async function runAll(jobs: Job[], threads: number): Promise<Outcome[]> {
  const results: Outcome[] = new Array(jobs.length);
  let next = 0;
  const pool = Array.from({ length: Math.min(threads, jobs.length) }, () => new Worker(new URL(import.meta.url)));
  await Promise.all(
    pool.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          const feed = () => {
            if (next >= jobs.length) {
              resolve();
              return;
            }
            const i = next++;
            w.postMessage({ i, job: jobs[i] });
          };
          w.on('message', (m: { i: number; out: Outcome }) => {
            results[m.i] = m.out;
            feed();
          });
          w.on('error', reject);
          feed();
        }),
    ),
  );
  await Promise.all(pool.map((w) => w.terminate()));
  return results;
}

function jobsFor(game: string, preset: number, bot: string, players: number, games: number): Job[] {
  return Array.from({ length: games }, (_, g) => ({ game, preset, bots: Array(players).fill(bot), seed: `team/${g}` }));
}

const USAGE = `strength: win rates between the bots, for docs/BOTS.md
  --games N        games per row (default 200)
  --ismcts-games N games for rows where ISMCTS plays (default: --games)
  --iterations N   ISMCTS iterations per decision (default 300)
  --ismcts SPEC    the whole ISMCTS spec instead, e.g. ismcts:400:d20 (see parseBot in src/policy.ts)
  --game ID        one game (relay, mission-catastrophe, nemesis-lockdown, space-alert)
  --preset TEXT    the preset with that label, else presets whose label contains TEXT
                   (space-alert: the suites white, yellow, red; --games missions each)
  --pairs A/B,...  head-to-head pairs by kind, in that order, e.g. ismcts/heuristic,random/heuristic
  --team B,...     bots for team (cooperative, solo) presets, e.g. heuristic,random
                   (space-alert: random, heuristic, planning, full-information)
  --threads N      worker threads (default: one per core)
  --json           the figures as JSON`;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = (lo: number, hi: number) => `${pct(lo)} to ${pct(hi)}`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '200' },
      // Games for rows where ISMCTS plays (it costs far more per game); defaults to --games.
      'ismcts-games': { type: 'string' },
      iterations: { type: 'string', default: '300' },
      game: { type: 'string' },
      preset: { type: 'string' },
      // Which head-to-head pairs, e.g. "ismcts/heuristic,heuristic/random" (all by default).
      pairs: { type: 'string' },
      // Which bots play team presets, e.g. "heuristic,random" (all by default).
      team: { type: 'string' },
      threads: { type: 'string', default: String(availableParallelism()) },
      // A whole ISMCTS bot spec (e.g. "ismcts:400:d20"); overrides --iterations.
      ismcts: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const games = Number(values.games);
  const searchGames = Number(values['ismcts-games'] ?? values.games);
  const gamesFor = (...bots: string[]) => (bots.some((b) => b.startsWith('ismcts')) ? searchGames : games);
  const threads = Number(values.threads);
  const ismcts = values.ismcts ?? `ismcts:${values.iterations}`;
  if (!ismcts.startsWith('ismcts'))
    throw new Error(`--ismcts takes an ISMCTS spec such as ismcts:400:d20, not ${ismcts}`);
  const lines: string[] = [];
  const data: unknown[] = [];
  const t0 = performance.now();
  for (const entry of entries.filter((e) => !values.game || e.game.id === values.game)) {
    if (entry.game.id === 'space-alert' && spaceAlertSuites) {
      await spaceAlertTables(games, threads, values.preset, values.team, lines, data);
      continue;
    }
    const kinds = entry.heuristic ? [ismcts, 'heuristic', 'random'] : [ismcts, 'random'];
    const base = (k: string) => k.split(':')[0] as string;
    // A label given exactly picks that preset alone ("Team 2v2" is also part of "Team 2v2v2").
    const presetText = values.preset?.toLowerCase();
    const exact = presetText !== undefined && entry.presets.some((q) => q.label.toLowerCase() === presetText);
    for (const [p, preset] of entry.presets.entries()) {
      const label = preset.label.toLowerCase();
      if (presetText !== undefined && (exact ? label !== presetText : !label.includes(presetText))) continue;
      const n = preset.players;
      lines.push(`### ${entry.game.name}: ${preset.label}`, '');
      // Cheap games first (the heuristic where there is one, else random): if every one of them ended
      // with all seats sharing the outcome, the preset is cooperative (or solo) and team play is what
      // to measure; otherwise seats compete, and only head to head says anything. Random alone is not
      // enough: where random play never wins, every game looks shared.
      const probeBot = entry.heuristic ? 'heuristic' : 'random';
      const probe = await runAll(jobsFor(entry.game.id, p, probeBot, n, games), threads);
      const shared = probe.every((o) => o.result && (o.result.winners.length === 0 || o.result.winners.length === n));
      if (n < 2 || shared) {
        lines.push(`Team play, every seat the same bot, ${games} games each (${searchGames} for ISMCTS):`, '');
        lines.push('| bot | wins | win rate | 95% interval | mean actions |', '|---|---|---|---|---|');
        for (const k of kinds.filter((k) => !values.team || values.team.split(',').includes(base(k)))) {
          const count = gamesFor(k);
          const outs = k === probeBot ? probe : await runAll(jobsFor(entry.game.id, p, k, n, count), threads);
          const wins = outs.filter((o) => o.result?.winners.includes(0)).length;
          const w = wilson(wins, outs.length);
          const steps = outs.reduce((a, o) => a + o.steps, 0) / outs.length;
          lines.push(`| ${k} | ${wins}/${outs.length} | ${pct(w.rate)} | ${ci(w.low, w.high)} | ${steps.toFixed(0)} |`);
          data.push({
            game: entry.game.id,
            preset: preset.label,
            kind: 'team',
            bot: k,
            games: outs.length,
            wins,
            ...w,
          });
        }
        lines.push('');
        continue;
      }
      const pairs: [string, string][] = [];
      const wanted = values.pairs?.split(',').map((x) => x.split('/'));
      const full = (k: string | undefined) => kinds.find((x) => base(x) === k);
      if (wanted) {
        // In the order asked: "random/heuristic" puts one random seat among heuristics.
        for (const [x, y] of wanted) {
          const pair = [full(x), full(y)];
          if (pair[0] && pair[1]) pairs.push(pair as [string, string]);
        }
      } else {
        for (let a = 0; a < kinds.length; a++)
          for (let b = a + 1; b < kinds.length; b++) pairs.push([kinds[a] as string, kinds[b] as string]);
      }
      const offsets: number[] = [];
      let total = 0;
      for (const [a, b] of pairs) {
        offsets.push(total);
        total += gamesFor(a, b);
      }
      // Team presets: bot A plays a whole team (rotating), B every other team; otherwise one seat each.
      const unitOf = (seat: number) => preset.teams?.[seat] ?? seat;
      const units = preset.teams ? Math.max(...preset.teams) + 1 : n;
      const firstSeat = (unit: number) => Array.from({ length: n }, (_, q) => q).find((q) => unitOf(q) === unit) ?? 0;
      const versusJobs = pairs.flatMap(([a, b]) =>
        Array.from({ length: gamesFor(a, b) }, (_, g) => ({
          game: entry.game.id,
          preset: p,
          bots: Array.from({ length: n }, (_, s) => (unitOf(s) === g % units ? a : b)),
          seed: `versus/${g}`,
        })),
      );
      const versus = await runAll(versusJobs, threads);
      lines.push(
        preset.teams
          ? `Head to head by team, one team of bot A (rotating) against ${units - 1} team(s) of bot B, ${games} games per pair (${searchGames} where ISMCTS plays). Score: A's share of the B teams it finishes ahead of (a shared place counts half); 50% is equal strength.`
          : `Head to head, one seat A (rotating) against ${n - 1} seat(s) B, ${games} games per pair (${searchGames} where ISMCTS plays). Score: A's share of the B seats it finishes ahead of (a shared place counts half); 50% is equal strength.`,
        '',
      );
      lines.push(
        '| A | B | A score | 95% interval | A wins | A win rate | 95% interval |',
        '|---|---|---|---|---|---|---|',
      );
      pairs.forEach(([a, b], pi) => {
        const outs = versus.slice(offsets[pi], (offsets[pi] ?? 0) + gamesFor(a, b));
        const scores: number[] = [];
        let wins = 0;
        outs.forEach((o, g) => {
          const unit = g % units;
          const seat = firstSeat(unit);
          if (!o.result) {
            scores.push(0.5);
            return;
          }
          const ranks = o.result.ranks;
          let s = 0;
          for (let u = 0; u < units; u++) {
            if (u === unit) continue;
            const mine = ranks[seat] as number;
            const theirs = ranks[firstSeat(u)] as number;
            s += mine < theirs ? 1 : mine === theirs ? 0.5 : 0;
          }
          scores.push(s / (units - 1));
          if (o.result.winners.includes(seat)) wins++;
        });
        const m = meanInterval(scores);
        const w = wilson(wins, outs.length);
        lines.push(
          `| ${a} | ${b} | ${pct(m.mean)} | ${ci(m.low, m.high)} | ${wins}/${outs.length} | ${pct(w.rate)} | ${ci(w.low, w.high)} |`,
        );
        data.push({
          game: entry.game.id,
          preset: preset.label,
          kind: 'versus',
          a,
          b,
          games: outs.length,
          score: m,
          wins,
          winRate: w,
        });
      });
      lines.push('');
    }
  }
  lines.push(
    `(${games} games per row, ISMCTS as ${ismcts}, ${threads} threads, ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );
  console.log(values.json ? JSON.stringify(data, null, 2) : lines.join('\n'));
}

/**
 * Space Alert: fixed suites of seeded missions per difficulty (white, yellow, red threat decks), 4 crew
 * members all playing one bot; survival rate and mean score (a destroyed ship scores 0) per bot, with
 * the full-information planner (told the whole mission) as the upper bound, and the bots' mean thinking
 * time per decision. `--preset` picks suites by name, `--team` the bots.
 */
async function spaceAlertTables(
  games: number,
  threads: number,
  preset: string | undefined,
  team: string | undefined,
  lines: string[],
  data: unknown[],
): Promise<void> {
  const sa = spaceAlertSuites as NonNullable<typeof spaceAlertSuites>;
  const suites = Object.keys(sa.SUITES).filter((n) => !preset || n.includes(preset.toLowerCase()));
  const bots = Object.keys(sa.SUITE_BOTS).filter((b) => !team || team.split(',').includes(b));
  for (const suite of suites) {
    lines.push(`### Space Alert: ${suite} threats, 4 crew members`, '');
    lines.push(
      `Every seat the same bot, ${games} seeded missions (space-alert/${suite}/0 to ${games - 1}):`,
      '',
      '| bot | survived | survival rate | 95% interval | mean score | 95% interval | ms per decision |',
      '|---|---|---|---|---|---|---|',
    );
    for (const bot of bots) {
      const jobs: Job[] = Array.from({ length: games }, (_, i) => ({
        game: 'space-alert',
        preset: 0,
        bots: [bot],
        seed: `space-alert/${suite}/${i}`,
        suite: { name: suite, mission: i },
      }));
      const outs = (await runAll(jobs, threads)).map((o) => o.flown as NonNullable<Outcome['flown']>);
      const survived = outs.filter((o) => o.survived).length;
      const w = wilson(survived, outs.length);
      // Scores are not shares: the interval is the normal approximation, unclamped.
      const scores = outs.map((o) => o.score);
      const mean = scores.reduce((a, x) => a + x, 0) / scores.length;
      const sd = Math.sqrt(scores.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, scores.length - 1));
      const half = (1.96 * sd) / Math.sqrt(scores.length);
      const m = { mean, low: mean - half, high: mean + half };
      const decisions = outs.reduce((a, o) => a + o.decisions, 0);
      const ms = outs.reduce((a, o) => a + o.thinkMs, 0) / Math.max(1, decisions);
      lines.push(
        `| ${bot} | ${survived}/${outs.length} | ${pct(w.rate)} | ${ci(w.low, w.high)} | ${m.mean.toFixed(2)} | ${m.low.toFixed(2)} to ${m.high.toFixed(2)} | ${ms.toFixed(2)} |`,
      );
      data.push({
        game: 'space-alert',
        suite,
        bot,
        missions: outs.length,
        survived,
        ...w,
        score: m,
        msPerDecision: ms,
      });
    }
    lines.push('');
  }
}

// Last, so every declaration above exists before either role starts.
if (!isMainThread) {
  parentPort?.on('message', (msg: { i: number; job: Job }) =>
    parentPort?.postMessage({ i: msg.i, out: play(msg.job) }),
  );
} else {
  await main();
}
