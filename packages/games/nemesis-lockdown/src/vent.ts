import type { Json } from '@airlock/engine';
import { kill } from './core/wounds.ts';
import { placeDoor, removeFire } from './hazards.ts';
import { corridorsOf, type Ctx, hasTech, placeName, livingIn, say, seatName } from './state.ts';
import type { GameState, Player } from './types.ts';

/**
 * Vent control: seal a room that has a technical-corridors entrance (none of its doors destroyed),
 * put out its fire, and mark it. If every door around it is still closed when the player phase ends,
 * everything inside dies. A door opened or destroyed in the meantime lifts the venting for good, even if
 * it is closed again later: `ventBreached` runs wherever doors open, and the end of the phase checks
 * again (a destroyed door never closes, so that check catches the rest).
 */
export function ventOptions(s: GameState): Record<string, Json>[] {
  if (s.vent !== null) return [];
  return Object.keys(s.rooms)
    .sort()
    .filter((room) => hasTech(room) && corridorsOf(s, room).every((c) => c.door !== 'destroyed'))
    .map((room) => ({ room }));
}

export function ventOut(s: GameState, p: Player, room: string, ctx: Ctx): void {
  for (const c of corridorsOf(s, room)) placeDoor(s, c, p.seat, ctx);
  removeFire(s, room);
  s.vent = room;
  say(ctx, 'room.vent', `${seatName(s, p.seat)} seals ${placeName(s, room)} for venting`, { room });
}

/** A door of the vented room that is no longer closed lifts the venting at once. */
export function ventBreached(s: GameState, ctx: Ctx): void {
  const room = s.vent;
  if (room === null || corridorsOf(s, room).every((c) => c.door === 'closed')) return;
  s.vent = null;
  say(ctx, 'room.vent', `The venting of ${placeName(s, room)} fails: a door was opened`, { room });
}

/** End of the player phase: a still-sealed vented room kills everything in it. */
export function resolveVent(s: GameState, ctx: Ctx): void {
  const room = s.vent;
  if (room === null) return;
  s.vent = null;
  if (!corridorsOf(s, room).every((c) => c.door === 'closed')) {
    say(ctx, 'room.vent', `The venting of ${placeName(s, room)} fails: a door was opened`, { room });
    return;
  }
  say(ctx, 'room.vent', `${placeName(s, room)} is vented: nothing inside survives`, { room });
  for (const p of livingIn(s, room)) kill(s, p, ctx, 'venting');
  const r = s.rooms[room];
  for (const intr of s.intruders.filter((i) => i.room === room)) {
    s.intruders.splice(s.intruders.indexOf(intr), 1);
    if (r && intr.kind !== 'larva') r.objects.carcass++;
  }
  // Eggs are living things too (an injury kills one): the uncarried ones in the room die.
  if (r) r.objects.egg = 0;
  if (r?.tile === 'nest' && s.eggsInNest > 0) {
    s.eggsInNest = 0;
    s.nestDestroyed = true;
  }
}
