import { runTestKit } from '@airlock/engine/testkit';
import { game } from './solo-fixture.ts';

// The kernel's checks on Dragon's Domain and its variants: random games end, determinism, no leak,
// bad input, serialization, checkAction agreement.
runTestKit({
  game,
  configs: [
    { players: 1, options: { dragonsDomain: true } },
    {
      players: 1,
      options: {
        dragonsDomain: true,
        ddStart: 'tough',
        ddIncinerator: true,
        ddCarry: 2,
        ddHazard: 'random',
        ddHysterical: true,
      },
    },
    {
      players: 1,
      options: {
        dragonsDomain: true,
        ddStart: 'shaken',
        ddIsolation: true,
        ddMurderous: 2,
        ddBell: 27,
        ddFireproof: true,
      },
    },
  ],
  limits: { maxSteps: 4000 },
  playouts: 6,
  deepRuns: 1,
  leakEvery: 2,
  junk: [
    { type: 'play', card: 'spanner', row: 9 },
    { type: 'collect', column: 'nowhere' },
    { type: 'crisis', option: 3, pay: [] },
    { type: 'path', to: 'alert' },
    { type: 'launch' },
    { type: 'defeat', zone: 0, cards: [], data: [], extinguisher: null, wild: 9 },
  ],
});
