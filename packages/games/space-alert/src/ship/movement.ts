/**
 * Moving about the ship, gravolifts and delays.
 * - Red and blue arrows move one zone that way; from the end zone they do nothing.
 * - The gravolift changes deck in the same zone. The second user of a lift in a turn, and anyone
 *   using a damaged lift, still moves but has their next action delayed.
 * - A heroic move goes straight to its printed station; doors sealed by a threat stop it at the
 *   nearest reachable point. It does not use or occupy a gravolift (our ruling, RULES.md).
 * - Advanced Special Ops protects a move from its side effects: no lift delay, no sealed door, no
 *   entry effect of a threat.
 * - A delay moves a card one space right, pushing the cards after it until an empty space takes
 *   the push; a card pushed past the last turn is lost.
 */
import { type Ctx, note, type ResolutionState } from '../state.ts';
import type { MoveKind, Station, Zone } from '../types.ts';
import { hasTile } from './damage.ts';

const ORDER: readonly Zone[] = ['red', 'white', 'blue'];

/** Whether the door between two adjacent zones is sealed. */
export function doorSealed(s: ResolutionState, a: Zone, b: Zone): boolean {
  const pair = a === 'white' ? b : a;
  const other = a === 'white' ? a : b;
  if (other !== 'white') return false;
  return pair === 'red' ? s.ship.sealed.redWhite : s.ship.sealed.whiteBlue;
}

/**
 * Delays the card planned for `turn` (1-based): it and the cards after it move one space right until
 * an empty space absorbs the push. A crew member protected by advanced Special Ops ignores delays
 * while their protected action is being done.
 */
export function delay(ctx: Ctx, crew: number, turn: number, cause = 'delay'): void {
  const c = ctx.s.crew[crew];
  if (!c || c.knockedOut) return;
  if (c.protectedTurn === ctx.s.turn) {
    if (ctx.frames) note(ctx, 'delay.protected', `Crew ${crew + 1} is protected from the delay.`, { crew });
    return;
  }
  const plan = c.plan;
  const at = turn - 1;
  c.delays++;
  if (at >= plan.length) return;
  let hole = at;
  while (hole < plan.length && plan[hole] !== null) hole++;
  if (hole === plan.length) {
    // No empty space: everything shifts and the last card falls off the program.
    hole = plan.length - 1;
  }
  for (let i = hole; i > at; i--) plan[i] = plan[i - 1] ?? null;
  plan[at] = null;
  if (ctx.frames)
    note(ctx, 'delay', `Crew ${crew + 1}'s action of turn ${turn} is delayed (${cause}).`, { crew, turn, cause });
}

/** Moves a crew member by an arrow or the gravolift. Returns false when nothing moved. */
export function move(ctx: Ctx, crew: number, kind: MoveKind): boolean {
  const s = ctx.s;
  const c = s.crew[crew];
  if (!c) return false;
  const from = c.station;
  if (kind === 'lift') {
    const zone = from.zone;
    const users = ++s.ship.liftUsers[zone];
    c.station = { zone, deck: from.deck === 'upper' ? 'lower' : 'upper' };
    if (ctx.frames)
      note(ctx, 'move.lift', `Crew ${crew + 1} takes the ${zone} gravolift to the ${c.station.deck} deck.`, {
        crew,
        zone,
      });
    const protectedNow = c.protectedTurn === s.turn;
    if (!protectedNow) ctx.threats.onEnter?.(ctx, crew, 'move');
    if (!protectedNow && (users > 1 || hasTile(s, zone, 'lift'))) {
      delay(ctx, crew, s.turn + 1, users > 1 ? 'the gravolift was already used this turn' : 'the gravolift is damaged');
    }
    return true;
  }
  const i = ORDER.indexOf(from.zone) + (kind === 'red' ? -1 : 1);
  const to = ORDER[i];
  if (!to) {
    if (ctx.frames) note(ctx, 'move.edge', `Crew ${crew + 1} cannot move further ${kind}.`, { crew });
    return false;
  }
  if (doorSealed(s, from.zone, to) && c.protectedTurn !== s.turn) {
    if (ctx.frames) note(ctx, 'move.sealed', `The door from ${from.zone} to ${to} is sealed.`, { crew });
    return false;
  }
  c.station = { zone: to, deck: from.deck };
  if (ctx.frames)
    note(ctx, 'move', `Crew ${crew + 1} moves to the ${c.station.deck} ${to} station.`, { crew, zone: to });
  if (c.protectedTurn !== s.turn) ctx.threats.onEnter?.(ctx, crew, 'move');
  return true;
}

/**
 * Moves straight to a station, stopped by sealed doors at the nearest reachable zone (the heroic
 * move, the Squad Leader's launch path). The deck changes freely: no lift is used.
 */
export function goDirect(ctx: Ctx, crew: number, to: Station, how: 'heroic' | 'squad-leader'): void {
  const s = ctx.s;
  const c = s.crew[crew];
  if (!c) return;
  const from = c.station;
  let zone = c.station.zone;
  const step = ORDER.indexOf(to.zone) > ORDER.indexOf(zone) ? 1 : -1;
  const ignoresDoors = c.protectedTurn === s.turn;
  while (zone !== to.zone) {
    const next = ORDER[ORDER.indexOf(zone) + step] as Zone;
    if (!ignoresDoors && doorSealed(s, zone, next)) break;
    zone = next;
  }
  c.station = { zone, deck: to.deck };
  if (ctx.frames)
    note(ctx, 'move.direct', `Crew ${crew + 1} goes straight to the ${to.deck} ${zone} station.`, { crew, zone });
  // No change of station is no movement for the threats (the Ninja's and the Parasite's notes).
  const moved = from.zone !== zone || from.deck !== to.deck;
  if (!ignoresDoors && moved) ctx.threats.onEnter?.(ctx, crew, how);
}

/**
 * A teleport (Teleporter, Space-Time Vortex): not a move, so no lift, door or entry effect; the threat
 * layer only learns where the crew member now stands.
 */
export function teleport(ctx: Ctx, crew: number, to: Station): void {
  const c = ctx.s.crew[crew];
  if (!c) return;
  c.station = { zone: to.zone, deck: to.deck };
  if (ctx.frames)
    note(ctx, 'move.teleport', `Crew ${crew + 1} is teleported to the ${to.deck} ${to.zone} station.`, { crew });
  ctx.threats.onEnter?.(ctx, crew, 'teleport');
}
