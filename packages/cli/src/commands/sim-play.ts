import { playMatch } from '@airlock/bots';
import { type BotPolicy, type MatchRecord, Rng } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import { type BotKind, policyFor } from '../policies.ts';

/**
 * One simulated game and the pieces a simulation is split into. Shared by the main thread and the
 * worker threads, so a game plays the same wherever it runs: its seed fixes it entirely (each seat's
 * bot draws from a generator derived from that seed, see playMatch).
 */

/** What a simulation plays: a game set up one way, and the bot kind on each seat. */
export interface SimTable {
  players: number;
  options: Record<string, string | number | boolean>;
  bots: BotKind[];
  iterations: number;
  /** A game still going after this many actions counts as unfinished (a rules bug, reported). */
  maxSteps: number;
}

/** One game's line in `--jsonl` output. `outcome` is null for a game that did not finish. */
export interface GameLine {
  /** Position of the game in the whole run (0-based), the same in every shard and worker split. */
  index: number;
  seed: number;
  winners: number[];
  length: number;
  outcome: string | null;
}

/** Bucket a result summary into an outcome label without the seat names (e.g. "ship exploded"), whole. */
export function outcomeOf(summary: string): string {
  return summary.replace(/\b(Seat|seat|Crew|crew)\s+\d+\b/g, 'X');
}

/**
 * The seeds of games [from, to) of a run with this master seed: game g's seed is the g-th draw of a
 * generator seeded with the master seed, so a shard or a worker that plays games from..to gets the
 * same seeds as one process playing them all (the draws before `from` are made and dropped; one draw
 * costs a few nanoseconds).
 */
export function gameSeeds(master: number | string, from: number, to: number): number[] {
  const rng = Rng.fromSeed(master);
  const out: number[] = [];
  for (let g = 0; g < to; g++) {
    const seed = rng.int(0, 0x7fffffff);
    if (g >= from) out.push(seed);
  }
  return out;
}

/** The seat names a record carries: the bot that played each seat. */
export function seatNames(t: SimTable): string[] {
  return Array.from({ length: t.players }, (_, s) => {
    const kind = t.bots[s % t.bots.length] as BotKind;
    return kind === 'ismcts' ? `ismcts:${t.iterations}` : kind;
  });
}

/** A player of games: the table's policies, made once and reused for every game. */
export function gamePlayer(entry: CatalogEntry, t: SimTable) {
  const policies: BotPolicy[] = [];
  for (let s = 0; s < t.players; s++) {
    policies.push(policyFor(entry, t.bots[s % t.bots.length] as BotKind, { iterations: t.iterations }));
  }
  const seats = seatNames(t);
  return (index: number, seed: number, keepRecord: boolean): { line: GameLine; record: MatchRecord | null } => {
    const out = playMatch(entry, {
      players: t.players,
      options: t.options,
      seed,
      bots: policies,
      maxSteps: t.maxSteps,
    });
    const r = out.result;
    return {
      line: {
        index,
        seed,
        winners: r ? [...r.winners] : [],
        length: out.steps,
        outcome: r ? outcomeOf(r.summary) : null,
      },
      record: keepRecord ? { ...out.record, seats } : null,
    };
  };
}

/** A chunk of consecutive games handed to one worker: the index of its first game and the seeds. */
export interface Chunk {
  from: number;
  seeds: number[];
}

/** What a worker is told once, before any chunk. */
export interface WorkerSetup {
  game: string;
  table: SimTable;
  /** Index of the game whose record the run keeps (the first of the run), or -1 for none. */
  recordIndex: number;
}

/** A worker's answer to one chunk: every game's line, in order, and the kept record if it played it. */
export interface ChunkDone {
  from: number;
  lines: GameLine[];
  record: MatchRecord | null;
}
