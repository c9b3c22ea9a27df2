import type { MatchRecord } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import type { BotKind } from '../policies.ts';
import { type ChunkDone, type GameLine, gamePlayer, gameSeeds, type SimTable } from './sim-play.ts';
import { playOnWorkers } from './sim-workers.ts';

export { type GameLine, outcomeOf } from './sim-play.ts';

export interface SimParams {
  entry: CatalogEntry;
  players: number;
  options: Record<string, string | number | boolean>;
  /** Games in the whole run (all shards together). */
  games: number;
  seed: number | string;
  bots: BotKind[];
  iterations: number;
  /** A game still going after this many actions counts as unfinished (a rules bug, reported). */
  maxSteps?: number;
  /** Worker threads (1: play on this thread). The results do not depend on it. */
  workers?: number;
  /** Play only shard `index` (0-based) of `count` equal ranges of the run's games. */
  shard?: { index: number; count: number };
  /** Called for every game, in the order of the games, whatever thread played it. */
  onGame?: (line: GameLine) => void;
  /** Called as games finish, with the number played so far in this shard. */
  onProgress?: (done: number, total: number) => void;
}

export interface SimReport {
  game: string;
  players: number;
  options: Record<string, string | number | boolean>;
  bots: BotKind[];
  seed: number | string;
  /** Games played here: the whole run, or this shard's range. */
  games: number;
  /** The range of game indices played, [from, to) of the whole run's `totalGames`. */
  range: { from: number; to: number; totalGames: number };
  unfinished: number;
  results: {
    winsBySeat: number[];
    winRateBySeat: number[];
    outcomes: Record<string, number>;
    /** Actions over all games played (the sum of their lengths). */
    steps: number;
    meanSteps: number;
  };
  workers: number;
  /** Wall-clock seconds, and CPU seconds of the whole process (every thread, workers included). */
  seconds: number;
  cpuSeconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
}

/** The games [from, to) that shard `index` of `count` plays out of `games`. */
export function shardRange(games: number, shard?: { index: number; count: number }): { from: number; to: number } {
  if (!shard) return { from: 0, to: games };
  return {
    from: Math.floor((shard.index * games) / shard.count),
    to: Math.floor(((shard.index + 1) * games) / shard.count),
  };
}

/** Sums of game lines; every figure of the report's results comes from here, in game order. */
class Tally {
  wins: number[];
  outcomes: Record<string, number> = {};
  steps = 0;
  games = 0;
  unfinished = 0;
  constructor(players: number) {
    this.wins = Array(players).fill(0) as number[];
  }
  add(line: GameLine): void {
    this.games++;
    this.steps += line.length;
    if (line.outcome === null) {
      this.unfinished++;
      return;
    }
    for (const w of line.winners) this.wins[w] = (this.wins[w] ?? 0) + 1;
    this.outcomes[line.outcome] = (this.outcomes[line.outcome] ?? 0) + 1;
  }
}

function resultsOf(wins: number[], outcomes: Record<string, number>, steps: number, games: number) {
  return {
    winsBySeat: wins,
    winRateBySeat: wins.map((w) => (games ? w / games : 0)),
    outcomes,
    steps,
    meanSteps: games ? steps / games : 0,
  };
}

/**
 * Plays the games with one policy per seat (each sees only its own seat's view; bots' actions are
 * checked by the rules) and returns the statistics and the first game's record. Game g always gets
 * the g-th seed of the run, so the results are the same for any number of workers, and shards merge
 * into the totals of one run (mergeSimReports).
 */
export async function runSim(p: SimParams): Promise<{ report: SimReport; record: MatchRecord | null }> {
  const table: SimTable = {
    players: p.players,
    options: p.options,
    bots: p.bots,
    iterations: p.iterations,
    maxSteps: p.maxSteps ?? 20000,
  };
  const { from, to } = shardRange(p.games, p.shard);
  const seeds = gameSeeds(p.seed, from, to);
  const tally = new Tally(p.players);
  let record: MatchRecord | null = null;
  const take = (done: ChunkDone) => {
    if (done.record) record = done.record;
    for (const line of done.lines) {
      tally.add(line);
      p.onGame?.(line);
    }
    p.onProgress?.(tally.games, seeds.length);
  };
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const workers = Math.max(1, Math.min(p.workers ?? 1, seeds.length));
  if (workers === 1) {
    const play = gamePlayer(p.entry, table);
    seeds.forEach((seed, i) => {
      const g = play(from + i, seed, i === 0);
      take({ from: from + i, lines: [g.line], record: g.record });
    });
  } else {
    await playOnWorkers({ game: p.entry.game.id, table, recordIndex: from }, from, seeds, workers, take);
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  const report: SimReport = {
    game: p.entry.game.id,
    players: p.players,
    options: p.options,
    bots: p.bots,
    seed: p.seed,
    games: tally.games,
    range: { from, to, totalGames: p.games },
    unfinished: tally.unfinished,
    results: resultsOf(tally.wins, tally.outcomes, tally.steps, tally.games),
    workers,
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    gamesPerSecond: tally.games / seconds,
    actionsPerSecond: tally.steps / seconds,
  };
  return { report, record };
}

/**
 * The totals of shards of one run (their `--json` reports), as one report of the run: the shards
 * must be of the same run (game, table, bots, seed, total games) and cover its games exactly once.
 */
export function mergeSimReports(reports: SimReport[]): SimReport {
  const first = reports[0];
  if (!first) throw new Error('no reports to merge');
  const key = (r: SimReport) =>
    JSON.stringify([r.game, r.players, r.options, r.bots, String(r.seed), r.range.totalGames]);
  for (const r of reports)
    if (key(r) !== key(first)) throw new Error(`not shards of one run: ${key(r)} differs from ${key(first)}`);
  const ranges = reports.map((r) => r.range).sort((a, b) => a.from - b.from);
  let next = 0;
  for (const r of ranges) {
    if (r.from !== next)
      throw new Error(`shards do not cover the run: games from ${next} to ${r.from} missing or twice`);
    next = r.to;
  }
  if (next !== first.range.totalGames)
    throw new Error(`shards do not cover the run: games from ${next} to ${first.range.totalGames} missing`);
  const wins = Array(first.players).fill(0) as number[];
  const outcomes: Record<string, number> = {};
  let steps = 0;
  let games = 0;
  let unfinished = 0;
  let seconds = 0;
  let cpuSeconds = 0;
  for (const r of reports) {
    r.results.winsBySeat.forEach((w, s) => {
      wins[s] = (wins[s] ?? 0) + w;
    });
    for (const [o, n] of Object.entries(r.results.outcomes)) outcomes[o] = (outcomes[o] ?? 0) + n;
    steps += r.results.steps;
    games += r.games;
    unfinished += r.unfinished;
    seconds = Math.max(seconds, r.seconds);
    cpuSeconds += r.cpuSeconds;
  }
  return {
    ...first,
    games,
    range: { from: 0, to: first.range.totalGames, totalGames: first.range.totalGames },
    unfinished,
    results: resultsOf(wins, outcomes, steps, games),
    workers: reports.reduce((n, r) => n + r.workers, 0),
    // Shards run side by side: the run took as long as its slowest shard.
    seconds,
    cpuSeconds,
    gamesPerSecond: games / seconds,
    actionsPerSecond: steps / seconds,
  };
}

export function formatSim(r: SimReport): string {
  const part =
    r.range.from === 0 && r.range.to === r.range.totalGames
      ? ''
      : ` (games ${r.range.from} to ${r.range.to - 1} of ${r.range.totalGames})`;
  const lines = [
    `${r.game}, ${r.players} players, options ${JSON.stringify(r.options)}, bots ${r.bots.join(',')}, seed ${r.seed}`,
    `games ${r.games}${part} (unfinished ${r.unfinished}), mean length ${r.results.meanSteps.toFixed(1)} actions`,
    'seat  wins  rate',
    ...r.results.winsBySeat.map(
      (w, s) =>
        `${String(s).padStart(4)}  ${String(w).padStart(4)}  ${((r.results.winRateBySeat[s] ?? 0) * 100).toFixed(1)}%`,
    ),
    'outcomes:',
    ...Object.entries(r.results.outcomes)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `  ${String(v).padStart(5)}  ${k}`),
    `${r.gamesPerSecond.toFixed(1)} games/s, ${Math.round(r.actionsPerSecond)} actions/s (${r.seconds.toFixed(2)} s wall clock, ${r.cpuSeconds.toFixed(2)} s CPU, ${r.workers} worker${r.workers === 1 ? '' : 's'})`,
  ];
  return lines.join('\n');
}
