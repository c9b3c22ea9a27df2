import { runTestKit } from '@airlock/engine/testkit';
import { nemesisLockdown } from '../src/index.ts';

/**
 * The Mars surface side for every player count and mode. Fewer runs per configuration than the basic
 * side keep `npm test` short; AIRLOCK_KIT_RUNS multiplies them for a larger sample.
 */
runTestKit({
  game: nemesisLockdown,
  configs: [
    { players: 1, options: { side: 'mars' } },
    { players: 2, options: { side: 'mars' } },
    { players: 2, options: { side: 'mars', mode: 'cooperative' } },
    { players: 3, options: { side: 'mars' } },
    { players: 4, options: { side: 'mars', mode: 'cooperative' } },
    { players: 4, options: { side: 'mars', roster: 'original', intruders: 'original' } },
    { players: 5, options: { side: 'mars' } },
  ],
  limits: { maxSteps: 3000 },
  playouts: 3,
  deepRuns: 1,
  leakEvery: 5,
  junk: [
    { type: 'rover', to: 'nowhere', pay: [] },
    { type: 'escape', pay: ['nope'] },
  ],
});
