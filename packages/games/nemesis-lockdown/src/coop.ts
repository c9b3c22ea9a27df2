import { intrudersIn, roomWithTile, say, seatName, type Ctx } from './state.ts';
import type { GameState } from './types.ts';

/**
 * Fully cooperative mode: a character whose corpse lies in a working emergency room (no intruder, no
 * malfunction) stands up there at the start of the next round, light wounds gone and serious wounds
 * dressed.
 */
export function reviveInEmergencyRoom(s: GameState, ctx: Ctx): void {
  if (s.mode !== 'cooperative') return;
  const er = roomWithTile(s, 'emergency');
  const room = er ? s.rooms[er] : undefined;
  if (!er || !room || room.malfunction || intrudersIn(s, er).length > 0) return;
  for (const p of s.players) {
    if (p.status !== 'dead' || p.corpse !== er) continue;
    p.status = 'alive';
    p.room = er;
    p.corpse = null;
    p.light = 0;
    for (const w of p.serious) w.dressed = true;
    room.objects.corpse--;
    say(ctx, 'coop.revive', `${seatName(s, p.seat)} is revived in the emergency room`, { seat: p.seat });
  }
}
