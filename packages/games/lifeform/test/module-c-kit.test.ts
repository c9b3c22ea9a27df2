import type { SetupContext } from '@airlock/engine';
import { runTestKit } from '@airlock/engine/testkit';
import { SEARCH_CRISIS, SHUTTLE_CHAMBERS } from '../src/data/crisis-search.ts';
import { createSolo } from '../src/solo/setup.ts';
import { solo } from '../src/solo/state.ts';
import type { LfState } from '../src/state.ts';
import { game } from './solo-fixture.ts';

// The kernel's checks on 13th Passenger module C: random games from the start, and from positions in
// the Shuttle Bay one step from launching (so the manual unlock, the launch, the shuttlecraft phase and
// the hidden zone are reached), with kept cards, Remora tokens and a survival token in the hidden zone.
function lateSearch(ctx: SetupContext): LfState {
  const s = createSolo(ctx);
  const x = solo(s);
  const c = x.search;
  if (!c) throw new Error('module C expected');
  const me = s.chars[0];
  if (me) me.at = ctx.rng.pick(['remora', 'shuttle-bay']);
  s.loadout = { weaponry: 4, coolant: 3, energy: 3, spacesuits: 1, halon: ctx.rng.int(0, 6) };
  x.energyCombat = [3, 4, 5];
  x.goals = { cat: true, umbilicus: ctx.rng.int(0, 2) === 0 };
  c.clamps = x.goals.umbilicus ? 3 : ctx.rng.int(0, 2);
  s.data[0] = ['claw'];
  x.stowawaysAboard = ctx.rng.int(1, 6);
  if (ctx.rng.int(0, 1) === 1) x.attack5 = 'remora';
  c.sealed = SHUTTLE_CHAMBERS.filter(() => ctx.rng.int(0, 2) === 0).sort();
  c.zoneSurvival = ctx.rng.int(0, 1) === 1;
  c.exhausted = ctx.rng.int(0, 1) === 1;
  const keep = SEARCH_CRISIS.cards.filter((k) => k.keep).map((k) => k.id);
  const kept = ctx.rng.pick(keep);
  delete x.crisis.C[kept];
  c.kept = [kept];
  x.tokens = {
    survival: ctx.rng.int(0, 2),
    extinguisher: ctx.rng.int(0, 1),
    welding: 1,
    harpoon: 1,
    thirty: 0,
    halon: 0,
  };
  s.tracks.selfDestruct = ctx.rng.pick([20, 12, 9]);
  return s;
}

runTestKit({
  game,
  configs: [
    { players: 1, options: { dragonsDomain: true, ddCrisisSearch: true } },
    { players: 1, options: { dragonsDomain: true, ddCrisisSearch: true, ddStart: 'shaken', ddCarry: 2 } },
  ],
  limits: { maxSteps: 4000 },
  playouts: 6,
  deepRuns: 1,
  leakEvery: 2,
  junk: [
    { type: 'free', use: 'unclamp' },
    { type: 'guess', shuttle: 'bridge' },
    { type: 'spare', column: 'nowhere' },
    { type: 'hunt' },
  ],
});

runTestKit({
  game: { ...game, id: 'lifeform-module-c-endgame', setup: lateSearch },
  configs: [
    { players: 1, options: { dragonsDomain: true, ddCrisisSearch: true } },
    { players: 1, options: { dragonsDomain: true, ddCrisisSearch: true, ddCarry: 1 } },
  ],
  limits: { maxSteps: 3000 },
  playouts: 8,
  deepRuns: 1,
  leakEvery: 1,
  junk: [
    { type: 'confront' },
    { type: 'guess', shuttle: 'engineering' },
    { type: 'defeat', zone: 9, cards: [], data: [], extinguisher: null, wild: 0 },
  ],
});
