/**
 * One hash over seeded random games of every kind: each legal list (in order), each action taken, the
 * state after each step, and on sampled steps every seat's view and a world sampled from it.
 *
 *   npx node packages/games/nemesis-lockdown/bench/trace-hash.ts [--games N]
 *
 * A speed change to the rules code must print the same hash before and after: same lists in the same
 * order, same draws, same views, same sampled worlds.
 */
import { createHash } from 'node:crypto';
import {
  type Action,
  createMatch,
  determinizeMatch,
  legalActionsOf,
  pendingOf,
  resultOf,
  Rng,
  stepUnchecked,
  viewOf,
} from '@airlock/engine';
import { nemesisLockdown as game } from '../src/index.ts';

const PRESETS: { players: number; options: Record<string, string> }[] = [
  { players: 1, options: {} },
  { players: 1, options: { side: 'mars' } },
  { players: 3, options: { mode: 'cooperative' } },
  { players: 2, options: {} },
  { players: 3, options: { intruders: 'original' } },
  { players: 4, options: { roster: 'original' } },
  { players: 3, options: { side: 'mars' } },
];

const arg = process.argv.indexOf('--games');
const games = arg >= 0 ? Number(process.argv[arg + 1]) : 12;

const hash = createHash('sha256');
let steps = 0;
for (const preset of PRESETS) {
  for (let seed = 1; seed <= games; seed++) {
    const m = createMatch(game, { players: preset.players, options: preset.options, seed });
    const rng = Rng.fromSeed(`trace-${seed}`);
    for (let step = 0; step < 5000 && !resultOf(game, m); step++) {
      const actor = pendingOf(game, m)[0]?.actor;
      if (actor === undefined) break;
      const legal = legalActionsOf(game, m, actor);
      hash.update(JSON.stringify(legal));
      const action = rng.pick(legal) as Action;
      if (step % 7 === 0) {
        for (let seat = 0; seat < preset.players; seat++) {
          const v = viewOf(game, m, seat);
          hash.update(JSON.stringify(v));
          hash.update(JSON.stringify(determinizeMatch(game, v, Rng.fromSeed(`det-${seed}-${step}`))));
        }
      }
      hash.update(JSON.stringify(stepUnchecked(game, m, actor, action)));
      hash.update(JSON.stringify(m));
      steps++;
    }
    hash.update(JSON.stringify(resultOf(game, m)));
  }
}
console.log(`${PRESETS.length * games} games, ${steps} steps: ${hash.digest('hex')}`);
