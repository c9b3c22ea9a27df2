/**
 * The benchmark suite from the command line, with the kernel's test game added to the catalog's games:
 *   npx node packages/bots/bench/run.ts [--quick] [--json] [--game ID] [--all-presets] [--iterations N] [--decisions N]
 * (`airlock bench` runs the same suite over the catalog.)
 */
import { parseArgs } from 'node:util';
import { formatBench, runBench } from '../src/index.ts';
import { loadCatalog } from './catalog.ts';
import { relayEntry } from './relay.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    game: { type: 'string' },
    'all-presets': { type: 'boolean', default: false },
    iterations: { type: 'string' },
    decisions: { type: 'string' },
  },
});
const report = await runBench({
  entries: [relayEntry, ...(await loadCatalog())],
  game: values.game,
  quick: values.quick,
  allPresets: values['all-presets'],
  iterations: values.iterations ? Number(values.iterations) : undefined,
  decisions: values.decisions ? Number(values.decisions) : undefined,
});
console.log(values.json ? JSON.stringify(report, null, 2) : formatBench(report));
