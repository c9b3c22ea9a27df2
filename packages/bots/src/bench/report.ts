import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { availableParallelism } from 'node:os';
import { catalog } from '@airlock/games';
import { DEFAULT_ITERATIONS } from '../ismcts.ts';
import type { BotEntry } from '../policy.ts';
import { benchGame, type GameFigures } from './game.ts';
import { memoryNow } from './measure.ts';

export interface BenchOptions {
  /** Only this game id. */
  game?: string | undefined;
  /** Smaller samples and shorter runs (a smoke run, a few seconds per game). */
  quick?: boolean | undefined;
  /** Every preset of each game instead of its first. */
  allPresets?: boolean | undefined;
  /** ISMCTS iterations per timed decision (1,000 by default). */
  iterations?: number | undefined;
  /** ISMCTS decisions timed per game (DEFAULT_DECISIONS by default). */
  decisions?: number | undefined;
  /** CPU-seconds of untimed random games before each game's timed playouts (0 by default). */
  warmupSeconds?: number | undefined;
  /** Games to measure; the catalog by default (the bench script adds the kernel's test game). */
  entries?: (BotEntry & {
    presets: { label: string; players: number; options: Record<string, string | number | boolean> }[];
  })[];
}

export interface BenchReport {
  machine: { cpu: string; cores: number; node: string; platform: string };
  games: GameFigures[];
  memory: { maxRssMB: number; heapUsedMB: number };
  seconds: number;
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.split(':')[1]?.trim() ?? 'unknown';
  } catch {
    // Not Linux: fall back to what Node reports.
  }
  return cpus()[0]?.model ?? 'unknown';
}

/** The benchmark suite: one GameFigures per game (and preset). Single-threaded: figures are per core. */
export async function runBench(opts: BenchOptions = {}): Promise<BenchReport> {
  const t0 = performance.now();
  const entries = (opts.entries ?? catalog).filter((e) => !opts.game || e.game.id === opts.game);
  if (opts.game && entries.length === 0) throw new Error(`no game ${opts.game} to benchmark`);
  const games: GameFigures[] = [];
  for (const entry of entries) {
    const presets = entry.presets.length
      ? entry.presets
      : [{ label: 'default', players: entry.game.players.min, options: {} }];
    for (const preset of opts.allPresets ? presets : presets.slice(0, 1)) {
      games.push(
        benchGame(entry, preset, {
          quick: opts.quick ?? false,
          iterations: opts.iterations ?? DEFAULT_ITERATIONS,
          decisions: opts.decisions,
          warmupSeconds: opts.warmupSeconds,
        }),
      );
      // Let the event loop breathe between games (a caller may be printing progress).
      await new Promise((r) => setImmediate(r));
    }
  }
  const mem = memoryNow();
  return {
    machine: { cpu: cpuModel(), cores: availableParallelism(), node: process.version, platform: process.platform },
    games,
    memory: { maxRssMB: mem.maxRssMB, heapUsedMB: mem.heapUsedMB },
    seconds: (performance.now() - t0) / 1000,
  };
}

const us = (ns: number): string => (ns / 1000).toFixed(2);
const int = (n: number): string => Math.round(n).toLocaleString('en-US');

/** The report as aligned text tables, for a terminal. */
export function formatBench(r: BenchReport): string {
  const lines: string[] = [];
  lines.push(`machine: ${r.machine.cpu}, ${r.machine.cores} cores, Node ${r.machine.node} (${r.machine.platform})`);
  lines.push('');
  const warm = r.games[0]?.playouts.warmupSeconds ?? 0;
  lines.push(
    `random playouts, per second of whole-process CPU (every thread); per second of the main thread alone beside it; ${warm > 0 ? `after ${warm} CPU-s of untimed games` : 'from a cold start (--warmup S to time a settled run)'}`,
  );
  lines.push(
    `${'game'.padEnd(22)} ${'preset'.padEnd(18)} ${'games/s'.padStart(10)} ${'actions/s'.padStart(12)} ${'thread games/s'.padStart(15)}`,
  );
  for (const g of r.games) {
    lines.push(
      `${g.game.padEnd(22)} ${g.preset.padEnd(18)} ${int(g.playouts.gamesPerSecond).padStart(10)} ${int(g.playouts.actionsPerSecond).padStart(12)} ${int(g.playouts.gamesPerThreadSecond).padStart(15)}`,
    );
  }
  lines.push('');
  lines.push('cost per call, µs: median / p90 / in batches (positions from random games)');
  const ops = [
    'apply',
    'applyRulesOnly',
    'legalActions',
    'pending',
    'result',
    'view',
    'determinize',
    'structuredClone',
    'jsonClone',
  ] as const;
  for (const g of r.games) {
    lines.push(`${g.game} (${g.preset}), state ${int(g.stateBytes.median)} B median, ${int(g.stateBytes.max)} B max`);
    for (const op of ops) {
      const c = g.costs[op];
      lines.push(
        `  ${op.padEnd(16)} ${us(c.medianNs).padStart(9)} ${us(c.p90Ns).padStart(9)} ${us(c.batchNs).padStart(9)}`,
      );
    }
  }
  lines.push('');
  lines.push('ISMCTS: median decision over positions in whole-process CPU (quartiles), main thread alone beside it');
  lines.push(
    `${'game'.padEnd(22)} ${'playouts'.padEnd(10)} ${'cut off'.padStart(8)} ${'iterations'.padStart(10)} ${'decisions'.padStart(9)} ${'decision ms'.padStart(12)} ${'quartiles'.padStart(13)} ${'thread ms'.padStart(10)} ${'iter/s'.padStart(10)} ${'nodes'.padStart(8)}`,
  );
  for (const g of r.games) {
    for (const s of g.ismcts) {
      lines.push(
        `${g.game.padEnd(22)} ${s.playout.padEnd(10)} ${(s.cutoff === null ? 'end' : String(s.cutoff)).padStart(8)} ${int(s.iterations).padStart(10)} ${String(s.positions).padStart(9)} ${s.decisionMs.toFixed(1).padStart(12)} ${`${s.decisionMsQuartiles[0].toFixed(0)}-${s.decisionMsQuartiles[1].toFixed(0)}`.padStart(13)} ${s.decisionThreadMs.toFixed(1).padStart(10)} ${int(s.iterationsPerSecond).padStart(10)} ${int(s.medianTreeNodes).padStart(8)}`,
      );
    }
  }
  lines.push('');
  lines.push(
    `peak memory: ${r.memory.maxRssMB.toFixed(0)} MB resident, heap ${r.memory.heapUsedMB.toFixed(0)} MB at the end`,
  );
  lines.push(`ran in ${r.seconds.toFixed(1)} s`);
  return lines.join('\n');
}
