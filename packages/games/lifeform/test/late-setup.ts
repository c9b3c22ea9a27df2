import type { ApplyContext, SetupContext } from '@airlock/engine';
import { lifeform } from '../src/index.ts';
import type { LfState } from '../src/state.ts';

/**
 * Random play almost never launches the Remora, so the kernel's checks would rarely reach the
 * endings and the showdown. This variant starts from a late position reached by random setup
 * choices, then moved on: loadout ready, objectives done, the crew aboard the Remora (one character
 * left in the Shuttle Bay at times), the stowaway picked, 20, 9, 6 or 3 minutes left. Same rules, same views, same determinize.
 */
export function lateSetup(ctx: SetupContext): LfState {
  const s = lifeform.setup(ctx);
  const quiet: ApplyContext = { rng: ctx.rng, emit: () => {} };
  while (s.stage === 'setup') {
    const seat = lifeform.pending(s)[0]?.actor ?? 0;
    const legal = lifeform.legalActions(s, seat);
    lifeform.apply(s, seat, ctx.rng.pick(legal), quiet);
  }
  // As if the 20-minute mark had passed: the stowaway picked, the crew aboard (one left behind at times).
  s.tracks.selfDestruct = ctx.rng.pick([20, 9, 6, 3]);
  s.stowaway = ctx.rng.int(0, 2);
  for (const c of s.chars) c.at = 'remora';
  if (ctx.rng.int(0, 1) === 1 && s.chars[0]) s.chars[0].at = 'shuttle-bay';
  for (const img of s.images) if (img.at === 'shuttle-bay' || img.at === 'docking-hub-1') img.at = null;
  s.candidates = s.images.filter((i) => i.at !== null).map((i) => i.id);
  if (!s.candidates.includes(s.real)) s.real = s.candidates[0] ?? s.real;
  s.loadout = { weaponry: 5, coolant: 5, energy: 4, spacesuits: 8, halon: 4 };
  for (const o of s.objectives) o.done = true;
  // Empty crew hands (cards to the discard pile), so a crew turn is mostly "launch or pass".
  for (let seat = 1; seat < s.players; seat++) {
    for (const c of s.hands[seat] ?? []) s.discards.crew[c] = (s.discards.crew[c] ?? 0) + 1;
    s.hands[seat] = [];
  }
  s.tracks.hostility = 9;
  s.tracks.claw = 1;
  return s;
}
