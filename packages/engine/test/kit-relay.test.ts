import { runTestKit } from '../src/testkit/index.ts';
import { relay } from './fixtures/relay.ts';

// The kernel's own test kit, run on the kernel's test game for every player count.
runTestKit({
  game: relay,
  configs: [{ players: 2 }, { players: 3 }, { players: 4 }],
  limits: { maxSteps: 400 },
  playouts: 30,
});
