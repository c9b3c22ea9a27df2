import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { CatalogEntry } from '@airlock/games';
import { intArg, UsageError } from '../args.ts';
import type { BotKind } from '../policies.ts';
import { formatSim, mergeSimReports, runSim, type SimReport, shardRange } from './sim.ts';
import { progressOn } from './sim-progress.ts';

/** --shard K/N: the K-th (from 0) of N ranges. */
export function shardArg(value: unknown): { index: number; count: number } | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(String(value));
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index >= count)
    throw new UsageError(`--shard takes K/N with 0 <= K < N (e.g. 0/4 ... 3/4), not "${String(value)}"`);
  return { index, count };
}

/**
 * `airlock sim`: the table's arguments are parsed by the caller; this reads the run's own (workers,
 * shard, output) and prints. Default workers: every core, but no more than one per 16 games, so a
 * small run does not pay for starting threads. Exit 1 when a game did not finish.
 */
export async function simCommand(
  table: {
    entry: CatalogEntry;
    players: number;
    options: Record<string, string | number | boolean>;
    bots: BotKind[];
  },
  v: Record<string, unknown>,
): Promise<number> {
  const games = intArg(v.games, 'games', 1, 1_000_000_000, 100);
  const workers = intArg(
    v.workers,
    'workers',
    1,
    1024,
    Math.max(1, Math.min(availableParallelism(), Math.ceil(games / 16))),
  );
  const jsonl = v.jsonl === true;
  const showProgress = v.progress === true || (process.stderr.isTTY === true && v.json !== true);
  const shard = shardArg(v.shard);
  const range = shardRange(games, shard);
  const progress = showProgress ? progressOn(process.stderr, range.to - range.from, table.entry.game.id) : null;
  const { report, record } = await runSim({
    ...table,
    games,
    seed: v.seed as number | string,
    iterations: intArg(v.iterations, 'iterations', 1, 1_000_000, 1000),
    workers,
    ...(shard ? { shard } : {}),
    ...(jsonl ? { onGame: (line) => process.stdout.write(`${JSON.stringify(line)}\n`) } : {}),
    ...(progress ? { onProgress: (done: number) => progress.update(done) } : {}),
  });
  progress?.finish();
  if (typeof v.record === 'string' && record) writeFileSync(v.record, `${JSON.stringify(record)}\n`);
  const summary = v.json ? JSON.stringify(report) : formatSim(report);
  // With --jsonl standard output holds the games' lines only.
  if (jsonl) process.stderr.write(`${summary}\n`);
  else console.log(summary);
  return report.unfinished > 0 ? 1 : 0;
}

/** `airlock sim --merge FILE...`: the shards' --json reports of one run, added up. */
export function mergeCommand(files: string[], json: boolean): number {
  if (files.length === 0) throw new UsageError('sim --merge needs the shards’ report files');
  let merged: SimReport;
  try {
    merged = mergeSimReports(files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as SimReport));
  } catch (e) {
    console.error(`airlock: ${(e as Error).message}`);
    return 1;
  }
  console.log(json ? JSON.stringify(merged) : formatSim(merged));
  return merged.unfinished > 0 ? 1 : 0;
}
