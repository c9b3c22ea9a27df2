import { runTestKit } from '@airlock/engine/testkit';
import { nemesisLockdown } from '../src/index.ts';

const junk = [
  { type: 'move', to: 'r1', pay: [] },
  { type: 'pass', discard: ['nope'] },
  { type: 'keep-objective', objective: 'x' },
];

/** The basic side: solo, 2-5 players, the cooperative mode, and the original characters and intruders. */
runTestKit({
  game: nemesisLockdown,
  configs: [
    { players: 1 },
    { players: 2 },
    { players: 3, options: { mode: 'cooperative' } },
    { players: 4, options: { roster: 'original', intruders: 'original' } },
    { players: 5 },
  ],
  limits: { maxSteps: 3000 },
  playouts: 6,
  deepRuns: 1,
  leakEvery: 3,
  junk,
});
