import { playMatch } from '@airlock/bots';
import { type BotPolicy, type MatchRecord, Rng } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import { type BotKind, policyFor } from '../policies.ts';

export interface SimParams {
  entry: CatalogEntry;
  players: number;
  options: Record<string, string | number | boolean>;
  games: number;
  seed: number | string;
  bots: BotKind[];
  iterations: number;
  /** A game still going after this many actions counts as unfinished (a rules bug, reported). */
  maxSteps?: number;
}

export interface SimReport {
  game: string;
  players: number;
  options: Record<string, string | number | boolean>;
  bots: BotKind[];
  games: number;
  unfinished: number;
  results: {
    winsBySeat: number[];
    winRateBySeat: number[];
    outcomes: Record<string, number>;
    meanSteps: number;
  };
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
}

/** Bucket a result summary into an outcome label without the seat names (e.g. "ship exploded"), whole. */
export function outcomeOf(summary: string): string {
  return summary.replace(/\b(Seat|seat|Crew|crew)\s+\d+\b/g, 'X');
}

/**
 * Plays the games with one policy per seat (each sees only its own seat's view; bots' actions are
 * checked by the rules) and returns the statistics and the first game's record.
 */
export async function runSim(p: SimParams): Promise<{ report: SimReport; record: MatchRecord | null }> {
  const policies: BotPolicy[] = [];
  // The record names each seat by the bot that played it, so a reader knows who did what.
  const seats: string[] = [];
  for (let s = 0; s < p.players; s++) {
    const kind = p.bots[s % p.bots.length] as BotKind;
    policies.push(policyFor(p.entry, kind, { iterations: p.iterations }));
    seats.push(kind === 'ismcts' && p.iterations !== undefined ? `ismcts:${p.iterations}` : kind);
  }
  const wins = Array(p.players).fill(0) as number[];
  const outcomes: Record<string, number> = {};
  let totalSteps = 0;
  let unfinished = 0;
  let record: MatchRecord | null = null;
  const master = Rng.fromSeed(p.seed);
  const t0 = process.hrtime.bigint();
  for (let g = 0; g < p.games; g++) {
    const seed = master.int(0, 0x7fffffff);
    const out = playMatch(p.entry, {
      players: p.players,
      options: p.options,
      seed,
      bots: policies,
      maxSteps: p.maxSteps ?? 20000,
    });
    totalSteps += out.steps;
    record ??= { ...out.record, seats };
    const r = out.result;
    if (!r) {
      unfinished++;
      continue;
    }
    for (const w of r.winners) wins[w] = (wins[w] ?? 0) + 1;
    const o = outcomeOf(r.summary);
    outcomes[o] = (outcomes[o] ?? 0) + 1;
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const report: SimReport = {
    game: p.entry.game.id,
    players: p.players,
    options: p.options,
    bots: p.bots,
    games: p.games,
    unfinished,
    results: {
      winsBySeat: wins,
      winRateBySeat: wins.map((w) => (p.games ? w / p.games : 0)),
      outcomes,
      meanSteps: p.games ? totalSteps / p.games : 0,
    },
    seconds,
    gamesPerSecond: p.games / seconds,
    actionsPerSecond: totalSteps / seconds,
  };
  return { report, record };
}

export function formatSim(r: SimReport): string {
  const lines = [
    `${r.game}, ${r.players} players, options ${JSON.stringify(r.options)}, bots ${r.bots.join(',')}`,
    `games ${r.games} (unfinished ${r.unfinished}), mean length ${r.results.meanSteps.toFixed(1)} actions`,
    'seat  wins  rate',
    ...r.results.winsBySeat.map(
      (w, s) =>
        `${String(s).padStart(4)}  ${String(w).padStart(4)}  ${((r.results.winRateBySeat[s] ?? 0) * 100).toFixed(1)}%`,
    ),
    'outcomes:',
    ...Object.entries(r.results.outcomes)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `  ${String(v).padStart(5)}  ${k}`),
    `${r.gamesPerSecond.toFixed(1)} games/s, ${Math.round(r.actionsPerSecond)} actions/s (${r.seconds.toFixed(2)} s)`,
  ];
  return lines.join('\n');
}
