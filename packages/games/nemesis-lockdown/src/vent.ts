import type { Json } from '@airlock/engine';
import { kill } from './core/wounds.ts';
import { removeFire } from './hazards.ts';
import { type Ctx, corridorsOf, hasTech, livingIn, say, seatName } from './state.ts';
import type { GameState, Player } from './types.ts';

/**
 * Vent control: seal a room that has a technical-corridors entrance (none of its doors destroyed),
 * put out its fire, and mark it. If every door around it is still closed when the player phase ends,
 * everything inside dies. A door opened or destroyed in the meantime lifts the venting; we check the
 * doors at the end of the phase, which is the same outcome since a destroyed door cannot close again.
 */
export function ventOptions(s: GameState): Record<string, Json>[] {
  if (s.vent !== null) return [];
  return Object.keys(s.rooms)
    .sort()
    .filter((room) => hasTech(room) && corridorsOf(s, room).every((c) => c.door !== 'destroyed'))
    .map((room) => ({ room }));
}

export function ventOut(s: GameState, p: Player, room: string, ctx: Ctx): void {
  for (const c of corridorsOf(s, room)) c.door = 'closed';
  removeFire(s, room);
  s.vent = room;
  say(ctx, 'room.vent', `${seatName(s, p.seat)} seals ${room} for venting`, { room });
}

/** End of the player phase: a still-sealed vented room kills everything in it. */
export function resolveVent(s: GameState, ctx: Ctx): void {
  const room = s.vent;
  if (room === null) return;
  s.vent = null;
  if (!corridorsOf(s, room).every((c) => c.door === 'closed')) {
    say(ctx, 'room.vent', `The venting of ${room} fails: a door was opened`, { room });
    return;
  }
  say(ctx, 'room.vent', `${room} is vented: nothing inside survives`, { room });
  for (const p of livingIn(s, room)) kill(s, p, ctx, 'venting');
  const r = s.rooms[room];
  for (const intr of s.intruders.filter((i) => i.room === room)) {
    s.intruders.splice(s.intruders.indexOf(intr), 1);
    if (r && intr.kind !== 'larva') r.objects.carcass++;
  }
}
