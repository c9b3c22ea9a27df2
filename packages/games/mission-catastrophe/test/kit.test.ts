import { runTestKit } from '@airlock/engine/testkit';
import { missionCatastrophe } from '../src/index.ts';
import { PRESETS } from '../src/presets.ts';

// Every preset (mode, level, option, player count). Budget: the whole kit for this game stays under
// about a minute on two cores.
runTestKit({
  game: missionCatastrophe,
  configs: PRESETS.map((p) => ({ players: p.players, options: p.options })),
  limits: { maxSteps: 20000 },
  playouts: 6,
  deepRuns: 1,
  leakEvery: 3,
  junk: [
    { type: 'move', to: 99 },
    { type: 'move', to: -1 },
    { type: 'play', card: 'override' },
    { type: 'play', card: 'eva', to: 'x' },
    { type: 'module', m: 0 },
    { type: 'escape', extra: 1 },
    { type: 'interrupt', card: 'quick-thinking' },
    { type: 'close' },
    { type: 'keep', card: 'oxygen' },
    { type: 'order', m: 3 },
  ],
});
