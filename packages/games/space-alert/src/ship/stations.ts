/**
 * What one symbol of a card does aboard. A, B and C first go to the threat layer: a malfunction in
 * the station takes the action as a repair, replacing the system's own action. Otherwise:
 * - A: the station's gun (weapons.ts);
 * - B: energy (energy.ts);
 * - C: upper red launches the interceptors, the bridge maintains the computer, upper blue and lower
 *   red take battlebots, lower white observes, lower blue launches a rocket;
 * - battlebots: an attack on an intruder in the station (battlebots.ts).
 */
import { type Ctx, internalTakes } from '../state.ts';
import type { Half } from '../types.ts';
import { botsAction, takeBots } from './battlebots.ts';
import { maintain } from './computer.ts';
import { actionB } from './energy.ts';
import { heroicNow } from './heroic.ts';
import { launch } from './interceptors.ts';
import { goDirect, move } from './movement.ts';
import { observe } from './observation.ts';
import { launchRocket } from './rockets.ts';
import { fire, gunAt } from './weapons.ts';

/** The C action of the crew member's station. */
export function actionC(ctx: Ctx, crew: number): void {
  const st = ctx.s.crew[crew]?.station;
  if (!st) return;
  if (st.deck === 'upper') {
    if (st.zone === 'red') launch(ctx, crew);
    else if (st.zone === 'white') maintain(ctx, crew);
    else takeBots(ctx, crew);
  } else if (st.zone === 'red') takeBots(ctx, crew);
  else if (st.zone === 'white') observe(ctx, crew);
  else launchRocket(ctx, crew);
}

/**
 * Performs one symbol. `first` is true for a card's first (or only) symbol: the Medic's stimulant
 * affects only that one. `bonus` adds strength to a shot (a Mechanic-like extra from the caller).
 */
export function performHalf(ctx: Ctx, crew: number, half: Half, first: boolean): void {
  const c = ctx.s.crew[crew];
  if (!c || c.knockedOut) return;
  if (half.kind === 'move') {
    move(ctx, crew, half.move);
    return;
  }
  if (half.kind === 'heroic-move') {
    goDirect(ctx, crew, half.to, 'heroic');
    return;
  }
  const printed = half.heroic === true;
  const heroic = heroicNow(ctx, crew, half.action, printed, first);
  if (half.action === 'bots') {
    botsAction(ctx, crew, heroic);
    return;
  }
  // A repair is heroic (2 points) only from a printed heroic card: a special action (the Medic's
  // stimulant, Special Ops' preparation) never makes a repair heroic (002, weapon malfunctions note);
  // the effect is spent on it all the same.
  if (internalTakes(ctx, crew, half.action, printed ? 2 : 1)) {
    // A gun disabled by a malfunction loses a Mechanic's mark at the attempt to fire it (002).
    if (half.action === 'A') ctx.s.ship.boosted &= ~gunAt(c.station).bit;
    return;
  }
  if (half.action === 'A') fire(ctx, crew, c.station, { bonus: heroic ? 1 : 0 });
  else if (half.action === 'B') actionB(ctx, crew, heroic);
  else actionC(ctx, crew);
}
