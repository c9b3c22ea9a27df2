import { cardTitle, drawFrom, roomWithTile, say, seatName, type Ctx, intruderCount } from './state.ts';
import type { GameState, Player } from './types.ts';

/**
 * Fully cooperative mode: a character whose corpse lies in a working emergency room (no intruder, no
 * malfunction) stands up there at the start of the next round, light wounds gone and serious wounds
 * dressed.
 */
export function reviveInEmergencyRoom(s: GameState, ctx: Ctx): void {
  if (s.mode !== 'cooperative') return;
  const er = roomWithTile(s, 'emergency');
  const room = er ? s.rooms[er] : undefined;
  if (!er || !room || room.malfunction || intruderCount(s, er) > 0) return;
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

/**
 * Fully cooperative mode: a neutral contingency token that a room would let one player peek at (the
 * archive, the alert room) is turned face up for the whole crew instead and laid beside the tokens
 * already revealed; it leaves the neutral pool. Returns the token, or null when the pool is empty.
 */
export function revealContingency(s: GameState, p: Player, ctx: Ctx, rule: string): string | null {
  const token = drawFrom(s.contingencyPool, ctx.rng);
  if (token === null) return null;
  s.publicContingency.push(token);
  ctx.emit({
    rule,
    text: `${seatName(s, p.seat)} reveals a neutral contingency token to the crew: ${cardTitle(token)}`,
    data: { seat: p.seat, token },
    reveals: true,
  });
  return token;
}
