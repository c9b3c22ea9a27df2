/**
 * Random full missions per whole-process CPU-second, as a random playout plays them: each action drawn
 * by the kernel's randomActionOf (the game makes only the action drawn) or, with `--lists`, picked from
 * the whole legal list. Both play the same missions. Space Alert has no randomAction of its own: one
 * that counted a seat's options and then made the one drawn ran about 10% slower than building the
 * list (`--ab` measured it), so randomActionOf builds the list here.
 *
 *   npx node packages/games/space-alert/bench/random-games.ts [--seconds S] [--players N] [--lists | --ab]
 *
 * `--ab` alternates blocks of the same missions both ways in one process (so both see the same load)
 * and prints the ratio.
 */
import {
  type Action,
  createMatch,
  legalActionsOf,
  pickUniform,
  Rng,
  randomActionOf,
  stepUnchecked,
} from '@airlock/engine';
import { type SaState, spaceAlert as game } from '../src/index.ts';

const flag = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const budget = flag('--seconds', 5);
const players = flag('--players', 4);
let lists = process.argv.includes('--lists');
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

function play(seed: number, rng: Rng): number {
  const m = createMatch<SaState>(game, { players, seed });
  let n = 0;
  while (!game.result(m.state)) {
    const actor = game.pending(m.state)[0]?.actor;
    if (actor === undefined) break;
    const action = lists ? pickUniform(legalActionsOf(game, m, actor), rng) : randomActionOf(game, m, actor, rng);
    stepUnchecked(game, m, actor, action as Action, true);
    n++;
  }
  return n;
}

if (process.argv.includes('--ab')) {
  const time = { drawn: 0, lists: 0 };
  for (let k = 0; k < Math.max(2, Math.round(budget)); k++) {
    for (const way of k % 2 === 0 ? (['drawn', 'lists'] as const) : (['lists', 'drawn'] as const)) {
      lists = way === 'lists';
      const r = Rng.fromSeed(`ab-${k}`);
      const t0 = cpu();
      for (let g = 0; g < 300; g++) play(k * 300 + g, r);
      time[way] += cpu() - t0;
    }
  }
  console.log(
    `drawn ${time.drawn.toFixed(2)} s, lists ${time.lists.toFixed(2)} s of CPU: ${(time.lists / time.drawn).toFixed(2)}x`,
  );
  process.exit(0);
}
const rng = Rng.fromSeed('sa-random-games');
for (let g = 0; g < 50; g++) play(1_000_000 + g, rng);
let games = 0;
let actions = 0;
const c0 = cpu();
while (cpu() - c0 < budget) for (let i = 0; i < 10; i++) actions += play(games++, rng);
const secs = cpu() - c0;
console.log(
  `${players} players${lists ? ', from whole lists' : ''}: ${Math.round(games / secs)} missions per whole-process CPU-second, ` +
    `${Math.round(actions / games)} actions each (${games} missions, load ${(await import('node:os')).loadavg()[0]?.toFixed(1)})`,
);
