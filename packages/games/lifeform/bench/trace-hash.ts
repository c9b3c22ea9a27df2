import { createHash } from 'node:crypto';
import { createMatch, legalActionsOf, type Options, Rng, stepUnchecked } from '@airlock/engine';
import { type LfState, lifeform } from '../src/index.ts';

/**
 * Guard for speed work: plays a fixed set of seeded random games (2, 3 and 4 players, with and
 * without the options, and solo Dragon's Domain with its variants) and hashes every state, every
 * seat's view and the spectator's, every legal list, every chosen action and every event. A change
 * meant only to be faster must print the same hash. Usage:
 * npx node packages/games/lifeform/bench/trace-hash.ts [gamesPerConfig]
 */
const perConfig = Number(process.argv[2] ?? 6);

const CONFIGS: [number, Options][] = [
  [2, {}],
  [3, {}],
  [4, {}],
  [3, { evolution: true }],
  [4, { evolution: true, survivors: true, asteroid: true, hunt: true }],
  [3, { survivors: true }],
  [3, { asteroid: true }],
  [3, { hunt: true }],
  [2, { hunt: true, evolution: true }],
  [3, { harpoons: true }],
  [1, { dragonsDomain: true }],
  [
    1,
    { dragonsDomain: true, ddStart: 'tough', ddIncinerator: true, ddCarry: 2, ddHazard: 'random', ddHysterical: true },
  ],
  [1, { dragonsDomain: true, ddCrisisSearch: true }],
  [1, { dragonsDomain: true, ddCrisisSearch: true, ddStart: 'shaken', ddCarry: 2 }],
];

function trace(players: number, options: Options, seed: number): string {
  const h = createHash('sha256');
  const m = createMatch<LfState>(lifeform, { players, seed, options });
  const rng = Rng.fromSeed(`trace-${players}-${seed}`);
  const viewers: (number | 'spectator')[] = ['spectator'];
  for (let p = 0; p < players; p++) viewers.push(p);
  const all = () => {
    h.update(JSON.stringify(m.state));
    h.update(JSON.stringify(lifeform.pending(m.state)));
    for (const v of viewers) h.update(JSON.stringify(lifeform.view(m.state, v as never)));
  };
  all();
  while (!lifeform.result(m.state)) {
    const actor = lifeform.pending(m.state)[0]?.actor;
    if (actor === undefined || actor === 'system') break;
    const legal = legalActionsOf(lifeform, m, actor);
    h.update(JSON.stringify(legal));
    const a = rng.pick(legal);
    h.update(JSON.stringify(a));
    h.update(JSON.stringify(stepUnchecked(lifeform, m, actor, a)));
    h.update(JSON.stringify(m.rng));
    all();
  }
  h.update(JSON.stringify(lifeform.result(m.state)));
  return h.digest('hex');
}

const total = createHash('sha256');
let games = 0;
for (const [players, options] of CONFIGS) {
  const c = createHash('sha256');
  for (let g = 0; g < perConfig; g++) c.update(trace(players, options, 1 + g * 7919 + players));
  const d = c.digest('hex').slice(0, 16);
  console.log(`${players}p ${JSON.stringify(options)} ${d}`);
  total.update(d);
  games += perConfig;
}
console.log(`all ${games} games: ${total.digest('hex').slice(0, 16)}`);
