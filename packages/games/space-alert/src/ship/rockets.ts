/**
 * Rockets: C in lower blue launches one of the ship's three rockets, at most one a turn. It flies
 * for a turn and hits in the next turn's Compute Damage: strength 3, distances 1-2, the single
 * nearest threat in any zone. A rocket launched on turn 12 hits on turn 13.
 */
import { type Ctx, note } from '../state.ts';

/** Launches `count` rockets together as one of the given strength (the Rocketeer's double is 2 / 5). */
export function launchRocket(ctx: Ctx, crew: number, count = 1, strength = 3): boolean {
  const ship = ctx.s.ship;
  if (ship.rocketLaunched > 0) {
    note(ctx, 'rockets.one-per-turn', 'A rocket was already launched this turn.', { crew });
    return false;
  }
  if (ship.rockets < count) {
    note(ctx, 'rockets.none-left', 'Not enough rockets are left on the ship.', { crew, left: ship.rockets });
    return false;
  }
  ship.rockets -= count;
  ship.rocketLaunched = strength;
  if (ctx.frames)
    note(ctx, 'rockets.launch', `Crew ${crew + 1} launches a rocket of strength ${strength}; it hits next turn.`, {
      crew,
      strength,
      left: ship.rockets,
    });
  return true;
}

/** Compute Damage: a rocket launched last turn reaches its target now. */
export function rocketShot(ctx: Ctx): void {
  const ship = ctx.s.ship;
  if (ship.rocketInFlight > 0) {
    const p = ship.rocketInFlight;
    ship.shots.push({ weapon: 'rocket', zone: 'white', power: [p, p, 0], by: -1 });
    ship.rocketInFlight = 0;
  }
}

/** End of turn: this turn's rocket is now in flight. */
export function rocketsEndTurn(ctx: Ctx): void {
  const ship = ctx.s.ship;
  ship.rocketInFlight = ship.rocketLaunched;
  ship.rocketLaunched = 0;
}
