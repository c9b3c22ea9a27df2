import { runTestKit } from '@airlock/engine/testkit';
import { lifeform } from '../src/index.ts';

// The kernel's checks on every player count: random games end, determinism, no leak, bad input,
// serialization, checkAction agreement.
runTestKit({
  game: lifeform,
  configs: [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 3, options: { evolution: true } }],
  limits: { maxSteps: 6000 },
  playouts: 6,
  deepRuns: 1,
  leakEvery: 2,
  junk: [
    { type: 'play', card: 'stalk', row: 9 },
    { type: 'icon', icon: 'attack', chamber: 'galley' },
    { type: 'calibrate', image: 'i9' },
    { type: 'collect', char: 'motoko', column: 'nowhere' },
    { type: 'keep', drop: 'nobody' },
    { type: 'launch' },
    { type: 'fight', target: 1, card: 'stalk', tokens: 99, final: false },
  ],
});
