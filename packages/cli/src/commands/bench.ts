import { formatBench, runBench } from '@airlock/bots';
import { type ResolutionFigures, timeResolution } from '@airlock/space-alert/bench';

/**
 * The benchmark suite of @airlock/bots (kernel costs, playouts, ISMCTS, memory), as a table or JSON,
 * followed by the rows a game measures on its own: Space Alert's programmed resolution (whole
 * 12-turn missions with 4 crew per second of whole-process CPU, frames off as for bots).
 */
export async function runBenchCommand(opts: { json: boolean; game?: string; quick: boolean }): Promise<string> {
  // Measured first, on a fresh heap: the suite's searches leave a large one behind, and its
  // collection would be billed to the resolution's whole-process CPU.
  const resolution: ResolutionFigures | null =
    opts.game === undefined || opts.game === 'space-alert'
      ? timeResolution({ missions: opts.quick ? 200 : 2000, seconds: opts.quick ? 1 : 5 })
      : null;
  const report = await runBench({ game: opts.game, quick: opts.quick });
  if (opts.json) return JSON.stringify(resolution ? { ...report, spaceAlertResolution: resolution } : report);
  if (!resolution) return formatBench(report);
  return [
    formatBench(report),
    '',
    'space-alert resolution (whole missions: 12 turns and the jump, 4 crew, 4 threats; frames off)',
    `${'missions/s'.padStart(12)} ${'µs each'.padStart(9)} ${'resolved'.padStart(9)} ${'CPU s'.padStart(6)}   per second of whole-process CPU (user + system, every thread)`,
    `${Math.round(resolution.perSecond).toLocaleString('en-US').padStart(12)} ${(1e6 / resolution.perSecond).toFixed(1).padStart(9)} ${String(resolution.resolved).padStart(9)} ${resolution.cpuSeconds.toFixed(2).padStart(6)}`,
  ].join('\n');
}
