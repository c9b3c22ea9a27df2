import { encounter } from './core/encounter.ts';
import { moveIntruder } from './core/intruders.ts';
import { MARS_DIE } from './data/mars.ts';
import { NOISE_DIE } from './data/rooms.ts';
import { surfaceCard } from './mars.ts';
import {
  buildingArea,
  techKey,
  techKeysOf,
  techNoisy,
  corridorsOf,
  type Ctx,
  intrudersIn,
  isCrossroads,
  placeName,
  linksOf,
  otherEnd,
  say,
  seatName,
  setTechNoise,
  exitOf,
  livingCount,
  intruderCount,
} from './state.ts';
import type { GameState, Player } from './types.ts';

/** Places a noise marker behind exit n; a second marker in the same corridor is an encounter instead. */
export function placeNoise(s: GameState, p: Player, n: number, ctx: Ctx): void {
  const exit = exitOf(s, p.room, n);
  const key = techKey(s, p.room, n);
  const already = exit === 'tech' ? techNoisy(s, key) : exit.noise;
  if (already) {
    encounter(s, p, ctx);
    return;
  }
  if (exit === 'tech') setTechNoise(s, key, true);
  else exit.noise = true;
  say(
    ctx,
    'noise.marker',
    `Noise in ${exit === 'tech' ? 'the technical corridors' : `the corridor between ${placeName(s, exit.a)} and ${placeName(s, exit.b)}`}`,
    {
      room: p.room,
      exit: n,
    },
  );
}

/**
 * Danger: intruders in neighbouring rooms that are fighting no one come in (a closed door stops them
 * and breaks); with none to come, every quiet corridor of the room gets a noise marker.
 */
export function danger(s: GameState, p: Player, ctx: Ctx): void {
  let any = false;
  if (isCrossroads(p.room)) {
    // On a crossroads danger calls every intruder out on the surface (not in a building) that is
    // fighting no one; with none to call, every area without noise gets a marker.
    for (const intr of s.intruders) {
      if (intr.room === p.room || !isCrossroads(intr.room) || livingCount(s, intr.room) > 0) continue;
      intr.room = p.room;
      any = true;
      say(ctx, 'noise.danger', `Danger: the ${intr.kind} comes across the surface`, {
        intruder: intr.id,
        room: p.room,
      });
    }
    if (any) return;
    for (const key of techKeysOf(s, p.room)) setTechNoise(s, key, true);
    say(ctx, 'noise.danger', 'Danger: noise rises in every area of the surface', { room: p.room });
    return;
  }
  for (const c of linksOf(s, p.room)) {
    const from = otherEnd(c, p.room);
    if (livingCount(s, from) > 0) continue;
    // The intruders of one room come at once: a closed door stops them all and breaks.
    const blocked = c.door === 'closed';
    for (const intr of intrudersIn(s, from)) {
      any = true;
      if (blocked) {
        if (c.door === 'closed') {
          c.door = 'destroyed';
          say(
            ctx,
            'doors.destroy',
            `An intruder smashes the door between ${placeName(s, c.a)} and ${placeName(s, c.b)}`,
            { corridor: c.id },
          );
        }
        continue;
      }
      intr.room = p.room;
      say(ctx, 'noise.danger', `Danger: the ${intr.kind} from ${placeName(s, from)} comes in`, {
        intruder: intr.id,
        room: p.room,
      });
    }
  }
  if (any) return;
  for (const c of corridorsOf(s, p.room)) c.noise = true;
  for (const key of techKeysOf(s, p.room)) setTechNoise(s, key, true);
  // On Mars the area around a building counts as a technical corridor of every room in it.
  if (s.side === 'mars') setTechNoise(s, buildingArea(p.room), true);
  say(ctx, 'noise.danger', `Danger: noise fills every corridor around ${placeName(s, p.room)}`, { room: p.room });
}

export type NoiseResult = '1' | '2' | '3' | '4' | 'silence' | 'danger';

/**
 * A noise roll for a character. Returns whether an intruder appeared in the character's room: one came
 * in, or one was placed there, even if it left again within the roll (a larva drawn in the encounter
 * infests at once and leaves the board; 004 still counts it as appearing).
 */
export function noiseRoll(s: GameState, p: Player, ctx: Ctx): boolean {
  if (p.status !== 'alive') return false;
  const before = intruderCount(s, p.room);
  // Intruder ids only grow, and a noise roll places intruders only in the roller's room (its encounter).
  const firstNewId = s.nextIntruderId;
  // The whole Mars side is the surface part of the facility (buildings included): its die is used there.
  const die = s.side === 'mars' ? MARS_DIE : NOISE_DIE;
  let face = die[ctx.rng.int(0, die.length - 1)] as NoiseResult | 'surface';
  say(ctx, 'noise.roll', `${seatName(s, p.seat)} rolls for noise: ${face}`, { seat: p.seat, face });
  if (face === 'silence' && p.slime) face = 'danger';
  if (face === 'surface') surfaceCard(s, p, ctx);
  else if (face === 'danger') danger(s, p, ctx);
  else if (face !== 'silence') placeNoise(s, p, Number(face), ctx);
  return s.nextIntruderId > firstNewId || intruderCount(s, p.room) > before;
}

/** Intruders move along one numbered exit (event cards and retreats use this). */
export { moveIntruder };
