import type { GameModule, SetupContext } from '@airlock/engine';
import { runTestKit } from '@airlock/engine/testkit';
import { lifeform } from '../src/index.ts';
import type { Harpoons } from '../src/passenger/harpoons.ts';
import type { LfState } from '../src/state.ts';
import type { LfView } from '../src/view.ts';
import { lateSetup } from './late-setup.ts';

// The kernel's checks on each 13th Passenger module's preset, from the start (modules A and B, the
// 2-player cat, harpoon tokens) and from late positions (module D runs just before the showdown; the
// cat's launch criterion and showdown help; harpoon tokens held for the showdown).
runTestKit({
  game: lifeform,
  configs: [
    { players: 2 },
    { players: 3, options: { survivors: true } },
    { players: 3, options: { asteroid: true } },
    { players: 4, options: { survivors: true, asteroid: true, hunt: true } },
    { players: 3, options: { harpoons: true } },
  ],
  limits: { maxSteps: 6000 },
  playouts: 4,
  deepRuns: 1,
  leakEvery: 2,
  junk: [
    { type: 'cat', card: 'prowl', to: 'nowhere' },
    { type: 'cat-home' },
    { type: 'role-advance', token: 5 },
    { type: 'decide', card: 'armoury', option: 7 },
    { type: 'hide', location: 'bridge' },
    { type: 'help', cat: true, data: [], sacrifice: 0 },
  ],
});

const endgame: GameModule<LfState, never, LfView> = {
  ...lifeform,
  id: 'lifeform-passenger-endgame',
  setup: (ctx: SetupContext) => {
    const s = lateSetup(ctx);
    // With the harpoon option, the crew seats already hold the two tokens between them.
    const h = (s.extras as { harpoons?: Harpoons }).harpoons;
    if (h) {
      h.at = [];
      for (let i = 0; i < 2; i++) {
        const seat = ctx.rng.int(1, s.players - 1);
        h.held[seat] = (h.held[seat] ?? 0) + 1;
      }
    }
    return s;
  },
} as never;

runTestKit({
  game: endgame,
  configs: [
    { players: 2 },
    { players: 3, options: { hunt: true } },
    { players: 4, options: { hunt: true } },
    { players: 3, options: { harpoons: true } },
  ],
  limits: { maxSteps: 6000 },
  playouts: 4,
  deepRuns: 1,
  leakEvery: 1,
});
