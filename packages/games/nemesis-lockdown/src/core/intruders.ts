import { MODELS } from '../data/rooms.ts';
import { add, type Ctx, placeName, say, exitOf, livingCount } from '../state.ts';
import type { GameState, Intruder, IntruderKind } from '../types.ts';

/**
 * Intruder miniatures on the board (original core): placing one (with the adults' retreat when all
 * adult models are out), moving through a numbered exit, hiding in the technical corridors.
 */
export function placeIntruder(s: GameState, kind: IntruderKind, room: string, ctx: Ctx): Intruder {
  if (kind === 'adult' && s.intruders.filter((i) => i.kind === 'adult').length >= MODELS.adult) {
    // Every adult model is out: those not fighting anyone fall back into the bag first.
    for (const i of [...s.intruders]) {
      if (i.kind === 'adult' && livingCount(s, i.room) === 0) {
        s.intruders.splice(s.intruders.indexOf(i), 1);
        if ((s.aside.adult ?? 0) > 0) {
          add(s.aside, 'adult', -1);
          add(s.bag, 'adult', 1);
        }
      }
    }
    say(ctx, 'intruders.retreat-all', 'All adult models are out: adults not in combat retreat into the bag');
  }
  const intr: Intruder = { id: s.nextIntruderId++, kind, room, injuries: 0 };
  s.intruders.push(intr);
  say(ctx, 'intruders.place', `A ${kind} appears in ${placeName(s, room)}`, { intruder: intr.id, kind, room });
  firstEncounter(s, ctx);
  return intr;
}

/**
 * The first intruder model of the game to appear, however it comes (an encounter, a creeper bursting
 * out of a dead character, ...), makes each player keep one objective at once: the flow that placed it
 * stops (its callers queue what is left in `waiting`) until every choice is answered.
 */
export function firstEncounter(s: GameState, ctx: Ctx): void {
  if (s.firstEncounterDone) return;
  s.firstEncounterDone = true;
  say(ctx, 'critical.first-encounter', 'First encounter: each player keeps one objective');
  if (s.mode === 'cooperative') return;
  // A stack: the last pushed is answered first, so push in reverse seat order to ask in order.
  for (let i = s.players.length - 1; i >= 0; i--) {
    const q = s.players[i];
    // The dead have nothing left to win: they are not asked.
    if (q && q.status !== 'dead' && q.objectives.length > 1)
      s.decisions.push({ kind: 'discard-objective', seat: q.seat });
  }
}

/** The first encounter's objective choice is open: the flow waits for it (see `Waiting`). */
export function choosing(s: GameState): boolean {
  return s.decisions.some((d) => d.kind === 'discard-objective');
}

export function removeIntruder(s: GameState, intr: Intruder): void {
  const i = s.intruders.indexOf(intr);
  if (i >= 0) s.intruders.splice(i, 1);
}

/** Into the ducts: injuries are dropped and the token goes back into the bag. */
export function hideIntruder(s: GameState, intr: Intruder, ctx: Ctx): void {
  removeIntruder(s, intr);
  // The token comes from those set aside, else the supply; with neither, nothing enters the bag.
  if ((s.aside[intr.kind] ?? 0) > 0) add(s.aside, intr.kind, -1);
  else if ((s.supply[intr.kind] ?? 0) > 0) add(s.supply, intr.kind, -1);
  else return;
  add(s.bag, intr.kind, 1);
  say(ctx, 'intruders.hide', `The ${intr.kind} slips into the technical corridors`, { intruder: intr.id });
}

/**
 * Moves an intruder through exit n of its room. A closed door stops it and is destroyed. Intruders
 * moving at the same time are stopped by a door one of them smashed in that same move: pass the ids
 * of the corridors smashed so far in `smashed`. Returns whether the intruder left its room.
 */
export function moveIntruder(s: GameState, intr: Intruder, n: number, ctx: Ctx, smashed?: Set<number>): boolean {
  const exit = exitOf(s, intr.room, n);
  if (exit === 'tech') {
    hideIntruder(s, intr, ctx);
    return true;
  }
  if (smashed?.has(exit.id)) return false;
  if (exit.door === 'closed') {
    exit.door = 'destroyed';
    smashed?.add(exit.id);
    say(
      ctx,
      'doors.destroy',
      `An intruder smashes the door between ${placeName(s, exit.a)} and ${placeName(s, exit.b)}`,
      { corridor: exit.id },
    );
    return false;
  }
  intr.room = exit.a === intr.room ? exit.b : exit.a;
  say(ctx, 'intruders.move', `The ${intr.kind} moves to ${placeName(s, intr.room)}`, {
    intruder: intr.id,
    room: intr.room,
  });
  return true;
}
