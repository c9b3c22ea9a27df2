import { formatBench, runBench } from '@airlock/bots';

/** The benchmark suite of @airlock/bots (kernel costs, playouts, ISMCTS, memory), as a table or JSON. */
export async function runBenchCommand(opts: { json: boolean; game?: string; quick: boolean }): Promise<string> {
  const report = await runBench({ game: opts.game, quick: opts.quick });
  return opts.json ? JSON.stringify(report) : formatBench(report);
}
