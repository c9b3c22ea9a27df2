/**
 * A/B of planner settings on the same suite missions, one after the other in this process:
 *   npx node packages/games/space-alert/bench/ab.ts [missions] [planning|full-information] [suite] [first] '<json A>' '<json B>' ...
 * Each JSON is a PlannerOptions object (src/bot/planner.ts), e.g. '{}' '{"crewIterations":1600}'.
 * Prints per setting the missions survived, the mean score (a destroyed ship scores 0) and the
 * whole-process CPU seconds it took.
 */
import { type Action, type Actor, type BotPolicy, Rng, Table } from '@airlock/engine';
import { fullInformation } from '../src/bot/full-information.ts';
import { type PlannerOptions, planner } from '../src/bot/planner.ts';
import { SUITES } from '../src/bot/suite.ts';
import { spaceAlert } from '../src/index.ts';

const n = Number(process.argv[2] ?? 20);
const bot = process.argv[3] ?? 'planning';
const suite = process.argv[4] ?? 'white';
const first = Number(process.argv[5] ?? 0);
const settings = process.argv.slice(6);
const options = SUITES[suite] ?? {};
for (const json of settings.length > 0 ? settings : ['{}']) {
  const opts = JSON.parse(json) as PlannerOptions;
  const cpu0 = process.cpuUsage();
  let survived = 0;
  let score = 0;
  const won: number[] = [];
  for (let i = first; i < first + n; i++) {
    const seed = `space-alert/${suite}/${i}`;
    const policy = (bot === 'full-information' ? fullInformation(4, options, seed, opts) : planner(opts)) as BotPolicy;
    const table = new Table(spaceAlert as never, { players: 4, options, seed });
    const rngs = [0, 1, 2, 3].map((s) => Rng.fromSeed(`${seed}/seat/${s}`));
    while (!table.result()) {
      const actor = table.pending()[0]?.actor as Actor;
      const legal = table.legal(actor);
      const a = actor === 'system' ? (legal[0] as Action) : policy(table.view(actor), legal, rngs[actor] as Rng);
      table.act(actor, a);
    }
    const d = table.result()?.details as { survived: boolean; score: number };
    if (d.survived) {
      survived++;
      won.push(i);
    }
    score += d.score;
  }
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `${bot} ${json}, ${suite} ${first}-${first + n - 1}: ${survived}/${n} survived, mean score ${(score / n).toFixed(2)}, ` +
      `${((cpu.user + cpu.system) / 1e6).toFixed(0)} CPU s; won ${won.join(' ')}`,
  );
}
