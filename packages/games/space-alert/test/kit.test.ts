import { runTestKit } from '@airlock/engine/testkit';
import { spaceAlert } from '../src/index.ts';
import { PRESETS } from '../src/presets.ts';

// Every preset (mission kind, crew, clock, module). The leak check resamples the future of the
// soundtrack, the undealt cards, other players' hands and the face-down cards on their boards.
runTestKit({
  game: spaceAlert,
  configs: PRESETS.map((p) => ({ players: p.players, options: p.options })),
  limits: { maxSteps: 30000 },
  playouts: 4,
  deepRuns: 1,
  leakEvery: 25,
  junk: [
    { type: 'place', crew: 0, turn: 12, card: 'A|red', top: 'action' },
    { type: 'place', crew: 0, turn: 1, card: 'A|red', top: 'side' },
    { type: 'place', crew: 9, turn: 1, card: 'A|red', top: 'action' },
    { type: 'take', crew: 0, turn: 0 },
    { type: 'give', to: 0, card: 'H:A|lower-blue' },
    { type: 'give', to: 7, card: 'A|red' },
    { type: 'ready', now: true },
    { type: 'tick' },
    { type: 'resolve' },
    { type: 'pick', crew: 0, spec: 'pilot' },
  ],
});
