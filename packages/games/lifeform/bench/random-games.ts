import { createMatch, legalActionsOf, type Options, Rng, stepUnchecked } from '@airlock/engine';
import { type LfState, lifeform } from '../src/index.ts';

/**
 * Random full games the way the bots' playouts run them (the legal list, a uniform pick, the
 * unchecked step), shared by the speed benchmarks. A few games first warm the JIT up and are not
 * counted, as a long simulation would not notice them. Throughput is counted in whole-process CPU
 * (every thread: the JIT compiler and the garbage collector's helpers too), the main thread's own CPU
 * beside it; a second, shorter run times each step on its own for the median and reads the state size.
 */
export interface RandomGames {
  players: number;
  games: number;
  gamesPerCpuSecond: number;
  gamesPerThreadCpuSecond: number;
  meanSteps: number;
  applyMedianMicros: number;
  maxStateBytes: number;
  endings: Record<string, number>;
}

function play(players: number, seed: number, options: Options, rng: Rng): LfMatch {
  const m = createMatch<LfState>(lifeform, { players, seed, options });
  while (!lifeform.result(m.state)) {
    const actor = lifeform.pending(m.state)[0]?.actor;
    if (actor === undefined) break;
    stepUnchecked(lifeform, m, actor, rng.pick(legalActionsOf(lifeform, m, actor)), true);
  }
  return m;
}

type LfMatch = ReturnType<typeof createMatch<LfState>>;

const seconds = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1e6;

export function randomGames(players: number, games: number, options: Options, label: string): RandomGames {
  const rng = Rng.fromSeed(label);
  for (let g = 0; g < Math.min(50, games); g++) play(players, 1_000_000 + g, options, rng);

  const endings: Record<string, number> = {};
  let steps = 0;
  const cpu0 = process.cpuUsage();
  const thread0 = process.threadCpuUsage();
  for (let g = 0; g < games; g++) {
    const m = play(players, g + 1, options, rng);
    steps += m.step;
    const end = String(m.state.over?.summary.split(':')[0] ?? 'unfinished');
    endings[end] = (endings[end] ?? 0) + 1;
  }
  const whole = seconds(process.cpuUsage(cpu0));
  const thread = seconds(process.threadCpuUsage(thread0));

  const applies: number[] = [];
  let maxState = 0;
  for (let g = 0; g < Math.max(20, Math.floor(games / 4)); g++) {
    const m = createMatch<LfState>(lifeform, { players, seed: g + 1, options });
    while (!lifeform.result(m.state)) {
      const actor = lifeform.pending(m.state)[0]?.actor;
      if (actor === undefined) break;
      const action = rng.pick(legalActionsOf(lifeform, m, actor));
      const t0 = process.hrtime.bigint();
      stepUnchecked(lifeform, m, actor, action);
      applies.push(Number(process.hrtime.bigint() - t0) / 1000);
      if (m.step % 50 === 0) maxState = Math.max(maxState, JSON.stringify(m.state).length);
    }
  }
  applies.sort((a, b) => a - b);
  return {
    players,
    games,
    gamesPerCpuSecond: +(games / whole).toFixed(1),
    gamesPerThreadCpuSecond: +(games / thread).toFixed(1),
    meanSteps: Math.round(steps / games),
    applyMedianMicros: +(applies[Math.floor(applies.length / 2)] ?? 0).toFixed(1),
    maxStateBytes: maxState,
    endings,
  };
}
