import { readFileSync } from 'node:fs';
import { createMatch, legalActionsOf, type Options, Rng, stepUnchecked, viewOf } from '@airlock/engine';
import { heuristic } from '../src/bot/index.ts';
import { type LfState, lifeform } from '../src/index.ts';

/**
 * Balance by simulation: heuristic bots on every seat, seeds 1..games. Prints the lifeform's win rate
 * (seat 0) and how the games ended; with 1 player, Dragon's Domain and the survivor's win rate.
 * Prints the load average at the start and the end too.
 * Usage: npx node packages/games/lifeform/bench/balance.ts [players] [games]
 */
const players = Number(process.argv[2] ?? 3);
const games = Number(process.argv[3] ?? 100);
const rng = Rng.fromSeed('lifeform-balance');
let seat0 = 0;
let steps = 0;
const endings: Record<string, number> = {};
/** The one-minute load average (Linux), printed beside the figures since the machine may be shared. */
function load(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';
  } catch {
    return '?';
  }
}
const load0 = load();
const cpu0 = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const options: Options = players === 1 ? { dragonsDomain: true } : {};
  const m = createMatch<LfState>(lifeform, { players, seed: g + 1, options });
  while (!lifeform.result(m.state)) {
    const actor = lifeform.pending(m.state)[0]?.actor;
    if (actor === undefined || actor === 'system') break;
    const legal = legalActionsOf(lifeform, m, actor);
    stepUnchecked(lifeform, m, actor, heuristic(viewOf(lifeform, m, actor), legal, rng));
    steps++;
  }
  const r = m.state.over;
  if (r?.winners.includes(0)) seat0++;
  // Solo summaries are "Won: ..." / "Lost: ...": the reason after the colon tells the endings apart.
  const key = (players === 1 ? r?.summary : r?.summary.split(':')[0]) ?? 'unfinished';
  endings[key] = (endings[key] ?? 0) + 1;
}
const cpu = process.cpuUsage(cpu0);
console.log(
  JSON.stringify({
    players,
    games,
    [players === 1 ? 'survivorWinRate' : 'lifeformWinRate']: +(seat0 / games).toFixed(3),
    meanSteps: Math.round(steps / games),
    cpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(1),
    endings,
    load: `${load0} -> ${load()}`,
  }),
);
