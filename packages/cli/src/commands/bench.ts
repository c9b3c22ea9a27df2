import { formatBench, runBench } from '@airlock/bots';
import { type PlanningFigures, type ResolutionFigures, timePlanning, timeResolution } from '@airlock/space-alert/bench';
import { benchMarkdown, commitOf, loadNow, runCompare, writeBetweenMarkers } from './bench-markdown.ts';

export interface BenchCommandOptions {
  json: boolean;
  game?: string | undefined;
  quick: boolean;
  /** The tables of docs/PERFORMANCE.md, with the comparison against boardgame.io added. */
  markdown?: boolean | undefined;
  /** With markdown: replace the generated part of this file instead of printing. */
  write?: string | undefined;
  decisions?: number | undefined;
  warmupSeconds?: number | undefined;
}

/**
 * The benchmark suite of @airlock/bots (kernel costs, playouts, ISMCTS, memory), as a table or JSON,
 * followed by the rows a game measures on its own: Space Alert's programmed resolution (whole
 * 12-turn missions with 4 crew per second of whole-process CPU, frames off as for bots).
 */
export async function runBenchCommand(opts: BenchCommandOptions): Promise<string> {
  const startedAt = new Date();
  const loadBefore = loadNow();
  const commit = commitOf();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  // Measured first, on a fresh heap: the suite's searches leave a large one behind, and its
  // collection would be billed to the resolution's whole-process CPU.
  const resolution: ResolutionFigures | null =
    opts.game === undefined || opts.game === 'space-alert'
      ? timeResolution({ missions: opts.quick ? 200 : 2000, seconds: opts.quick ? 1 : 5 })
      : null;
  // The planning bot's decisions: a few white-suite missions with a planning crew (quick: one).
  const planning: PlanningFigures | null =
    opts.game === undefined || opts.game === 'space-alert' ? timePlanning({ missions: opts.quick ? 1 : 3 }) : null;
  const report = await runBench({
    game: opts.game,
    quick: opts.quick,
    decisions: opts.decisions,
    warmupSeconds: opts.warmupSeconds,
  });
  if (opts.markdown) {
    // The comparison runs in a process of its own; its CPU is counted from its own figures, not here.
    const compare = opts.game === undefined ? runCompare() : null;
    const cpu = process.cpuUsage(cpu0);
    const compareCpu = compare ? compare.rows.reduce((s, r) => s + r.seconds, 0) : 0;
    const text = benchMarkdown({
      report,
      resolution,
      compare,
      commit,
      loadBefore,
      startedAt,
      cpuSeconds: (cpu.user + cpu.system) / 1e6 + compareCpu,
      wallSeconds: (performance.now() - t0) / 1000,
      command: `npx airlock bench --markdown${opts.write ? ` --write ${opts.write}` : ''}${opts.quick ? ' --quick' : ''}${opts.game ? ` --game ${opts.game}` : ''}${opts.warmupSeconds ? ` --warmup ${opts.warmupSeconds}` : ''}`,
    });
    if (!opts.write) return text;
    writeBetweenMarkers(opts.write, text);
    return `wrote the generated tables of ${opts.write} (commit ${commit})`;
  }
  if (opts.json)
    return JSON.stringify({
      ...report,
      ...(resolution ? { spaceAlertResolution: resolution } : {}),
      ...(planning ? { spaceAlertPlanning: planning } : {}),
    });
  if (!resolution || !planning) return formatBench(report);
  return [
    formatBench(report),
    '',
    'space-alert resolution (whole missions: 12 turns and the jump, 4 crew, 4 threats; frames off)',
    `${'missions/s'.padStart(12)} ${'µs each'.padStart(9)} ${'resolved'.padStart(9)} ${'CPU s'.padStart(6)}   per second of whole-process CPU (user + system, every thread)`,
    `${Math.round(resolution.perSecond).toLocaleString('en-US').padStart(12)} ${(1e6 / resolution.perSecond).toFixed(1).padStart(9)} ${String(resolution.resolved).padStart(9)} ${resolution.cpuSeconds.toFixed(2).padStart(6)}`,
    '',
    `space-alert planning bot (white suite missions 0-${planning.missions - 1}, 4 planning crew members; default budget)`,
    `${'ms/decision'.padStart(12)} ${'decisions'.padStart(9)} ${'CPU s'.padStart(6)}   whole-process CPU (user + system, every thread) around each call`,
    `${planning.msPerDecision.toFixed(2).padStart(12)} ${String(planning.decisions).padStart(9)} ${planning.cpuSeconds.toFixed(2).padStart(6)}`,
  ].join('\n');
}
