import type { SetupContext } from '@airlock/engine';
import { runTestKit } from '@airlock/engine/testkit';
import { createSolo } from '../src/solo/setup.ts';
import { solo } from '../src/solo/state.ts';
import type { LfState } from '../src/state.ts';
import { game } from './solo-fixture.ts';

/**
 * Random play almost never launches the Remora, so the kernel's checks would rarely reach the launch,
 * hibernation and the shuttle conflict. This variant starts with the character aboard and every launch
 * criterion met, some stowaways aboard, trait tokens used and tokens in hand; same rules, views and determinize.
 */
function lateSolo(ctx: SetupContext): LfState {
  const s = createSolo(ctx);
  const x = solo(s);
  const c = s.chars[0];
  if (c) c.at = 'remora';
  s.loadout = { weaponry: 4, coolant: 3, energy: 3, spacesuits: 1, halon: ctx.rng.int(0, 6) };
  x.energyCombat = [3, 4, 5];
  x.goals = { cat: true, umbilicus: true };
  s.data[0] = ['claw', ctx.rng.pick(['claw', 'fang', 'spine', 'tail'])];
  x.stowawaysAboard = ctx.rng.int(1, 6);
  if (ctx.rng.int(0, 1) === 1) x.attack5 = 'remora';
  const t = x.traits[0];
  if (t) {
    t.where = 'remora';
    t.icon = 'tail';
    x.traitUnseen = { claw: 1, fang: 1 };
  }
  x.tokens = {
    survival: ctx.rng.int(0, 2),
    extinguisher: ctx.rng.int(0, 1),
    welding: 1,
    harpoon: 0,
    thirty: 0,
    halon: 0,
  };
  x.airlock.survival = ctx.rng.int(0, 1) === 1;
  s.tracks.selfDestruct = ctx.rng.pick([20, 9, 4]);
  return s;
}

runTestKit({
  game: { ...game, id: 'lifeform-dd-endgame', setup: lateSolo },
  configs: [
    { players: 1, options: { dragonsDomain: true } },
    { players: 1, options: { dragonsDomain: true, ddCarry: 2 } },
  ],
  limits: { maxSteps: 3000 },
  playouts: 8,
  deepRuns: 1,
  leakEvery: 1,
  junk: [
    { type: 'defeat', zone: 5, cards: [], data: [], extinguisher: null, wild: 0 },
    { type: 'halon', zone: 0 },
    { type: 'locker', spend: 9 },
    { type: 'airlock', zone: 7 },
  ],
});
