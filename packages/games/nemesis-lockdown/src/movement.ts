import { intruderAttack } from './core/attack.ts';
import { SLOT } from './data/board.ts';
import { type ExplorationEffect, TILE } from './data/rooms.ts';
import { placeDoor, placeFire, placeMalfunction } from './hazards.ts';
import { surfaceToken } from './mars.ts';
import { danger, noiseRoll, placeNoise } from './noise.ts';
import {
  slotName,
  add,
  corridorsOf,
  type Ctx,
  drawFrom,
  intrudersIn,
  placeName,
  say,
  seatName,
  livingCount,
  intruderCount,
} from './state.ts';
import { takePeekedTile } from './tilepeeks.ts';
import type { GameState, Player } from './types.ts';

export interface MoveOptions {
  /** Careful movement: the exit (of the room entered) that gets a noise marker instead of a roll. */
  careful?: number;
  /** No noise roll at all (sprint, elevator). */
  quiet?: boolean;
  /** Escape without the intruders' attacks (covering retreat). */
  unharmed?: boolean;
}

/** No option given: shared (moveCharacter only reads its options). */
const PLAIN: MoveOptions = Object.freeze({});

/**
 * Movement. From combat it is an escape: every intruder in the room attacks first, and a character who
 * dies stays behind. Then the room is explored if face down, and a room with nobody else in it calls
 * for a noise roll (unless exploration said silence or danger, or the move was careful).
 */
export function moveCharacter(s: GameState, p: Player, to: string, ctx: Ctx, opts: MoveOptions = PLAIN): void {
  const from = p.room;
  if (intruderCount(s, from) > 0 && !opts.unharmed) {
    const foes = intrudersIn(s, from);
    say(ctx, 'combat.escape', `${seatName(s, p.seat)} tries to escape from ${placeName(s, from)}`, { seat: p.seat });
    for (const intr of foes) {
      intruderAttack(s, intr, p, ctx);
      if (p.status !== 'alive') return;
    }
  }
  p.room = to;
  say(ctx, 'move', `${seatName(s, p.seat)} moves to ${placeName(s, to)}`, { seat: p.seat, from, to });
  const effect = explore(s, p, from, ctx);
  if (p.status !== 'alive') return;
  const dangerous = effect === 'danger' || (effect === 'silence' && p.slime);
  if (dangerous) danger(s, p, ctx);
  if (p.status !== 'alive') return;
  if (opts.careful !== undefined) {
    // The careful marker replaces the noise roll. Danger cancels that roll and, unlike silence, keeps no
    // marker for a careful move (004, exploration tokens), so a danger token places only its own noise.
    if (!dangerous) placeNoise(s, p, opts.careful, ctx);
    return;
  }
  if (effect === 'silence' || effect === 'danger' || opts.quiet) return;
  const empty = livingCount(s, to) === 1 && intruderCount(s, to) === 0;
  if (!empty) return;
  noiseRoll(s, p, ctx);
}

/** Turns a face-down room over (tile and exploration token drawn from the unseen pools). */
export function explore(s: GameState, p: Player, from: string, ctx: Ctx): ExplorationEffect | 'silence-free' | null {
  const room = s.rooms[p.room];
  if (!room || room.explored) return null;
  const slot = SLOT[room.id];
  const pool = slot?.kind === 'II' ? s.unseen.tilesII : s.unseen.tilesI;
  room.tile = slot?.tile ?? takePeekedTile(s, room.id) ?? drawFrom(pool, ctx.rng) ?? 'archive';
  room.explored = true;
  const token = drawFrom(s.unseen.exploration, ctx.rng) ?? 'silence:1';
  add(s.explorationSeen, token, 1);
  const [effect, itemsText] = token.split(':') as [ExplorationEffect, string];
  const tile = TILE[room.tile];
  room.items = tile?.searchable ? Number(itemsText) : 0;
  if (s.players.length === 1 && s.mode === 'standard') room.items = Math.ceil((room.items ?? 0) / 2);
  ctx.emit({
    rule: 'explore',
    text: `${seatName(s, p.seat)} explores ${slotName(room.id)}, the ${tile?.name ?? room.tile}: ${effect.startsWith('item-') ? `a ${effect.slice(5)} item` : effect}`,
    data: { room: room.id, tile: room.tile, effect, items: room.items },
    reveals: true,
  });
  if (room.tile === 'nest') {
    p.knowledge++;
    say(ctx, 'knowledge.nest', `${seatName(s, p.seat)} discovers the nest and gains 1 knowledge`, { seat: p.seat });
  }
  if (surfaceToken(s, p, effect, ctx)) return 'silence-free';
  switch (effect) {
    case 'slime':
      p.slime = true;
      break;
    case 'fire':
      placeFire(s, room.id, ctx);
      break;
    case 'malfunction':
      placeMalfunction(s, room.id, ctx);
      break;
    case 'door': {
      const c = corridorsOf(s, room.id).find((x) => x.a === from || x.b === from);
      if (c) placeDoor(s, c, p.seat, ctx);
      break;
    }
    case 'silence':
    case 'danger':
      break;
  }
  return effect;
}
