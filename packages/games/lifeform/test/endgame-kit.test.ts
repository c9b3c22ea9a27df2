import type { GameModule } from '@airlock/engine';
import { runTestKit } from '@airlock/engine/testkit';
import { lifeform } from '../src/index.ts';
import type { LfState } from '../src/state.ts';
import { lateSetup } from './late-setup.ts';
import type { LfView } from '../src/view.ts';

const endgame: GameModule<LfState, never, LfView> = { ...lifeform, id: 'lifeform-endgame', setup: lateSetup } as never;

runTestKit({
  game: endgame,
  configs: [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 4, options: { evolution: true } }],
  limits: { maxSteps: 6000 },
  playouts: 4,
  deepRuns: 1,
  leakEvery: 1,
});
