import { returnItem } from '../basic.ts';
import { type Ctx, drawFrom, heavyName, say, seatName } from '../state.ts';
import type { GameState, Player } from '../types.ts';

/**
 * Character wounds and death (original core). Three serious wounds is the limit: any further wound of
 * either kind kills. Two light wounds fill the track; a third turns into a serious wound.
 */
export function lightWound(s: GameState, p: Player, ctx: Ctx, why: string): void {
  if (p.status !== 'alive') return;
  if (p.serious.length >= 3) {
    kill(s, p, ctx, why);
    return;
  }
  if (p.light < 2) {
    p.light++;
    say(ctx, 'wounds.light', `${seatName(s, p.seat)} suffers a light wound (${why})`, { seat: p.seat, light: p.light });
    return;
  }
  p.light = 0;
  say(ctx, 'wounds.light', `${seatName(s, p.seat)}'s light wounds become a serious wound (${why})`, { seat: p.seat });
  seriousWound(s, p, ctx, why);
}

export function seriousWound(s: GameState, p: Player, ctx: Ctx, why: string): void {
  if (p.status !== 'alive') return;
  if (p.serious.length >= 3) {
    kill(s, p, ctx, why);
    return;
  }
  const kind = drawFrom(s.woundDeck, ctx.rng) ?? 'torso';
  p.serious.push({ kind, dressed: false });
  say(ctx, 'wounds.serious', `${seatName(s, p.seat)} suffers a serious wound: ${kind} (${why})`, {
    seat: p.seat,
    wound: kind,
  });
  if (kind === 'arm') enforceHands(s, p, ctx);
}

/** Whether an undressed serious wound of this kind affects the character (copies do not stack). */
export function hurt(p: Player, kind: string): boolean {
  return p.serious.some((w) => w.kind === kind && !w.dressed);
}

/** An undressed arm wound leaves one hand: anything beyond it is dropped in the room. */
export function enforceHands(s: GameState, p: Player, ctx: Ctx): void {
  const limit = hurt(p, 'arm') ? 1 : 2;
  while (p.hands.length > limit) {
    const thing = p.hands.pop();
    if (!thing) break;
    dropHeavy(s, p, thing);
    say(ctx, 'wounds.arm', `${seatName(s, p.seat)} cannot hold ${heavyName(thing)} and drops it`, { seat: p.seat });
  }
}

export function dropHeavy(s: GameState, p: Player, thing: Player['hands'][number]): void {
  const room = s.rooms[p.room];
  if (thing.kind === 'object' && room) {
    room.objects[thing.name as 'corpse' | 'carcass' | 'egg']++;
    const owner = thing.of === undefined ? undefined : s.players[thing.of];
    if (owner) owner.corpse = room.id;
  } else if (thing.kind === 'item') {
    returnItem(s, thing.name);
    // A taped pair comes apart: both items and the tape go back.
    if (thing.taped) {
      returnItem(s, thing.taped.name);
      returnItem(s, 'duct-tape');
    }
  }
}

export function kill(s: GameState, p: Player, ctx: Ctx, why: string): void {
  if (p.status !== 'alive') return;
  p.status = 'dead';
  const room = s.rooms[p.room];
  if (room) {
    room.objects.corpse++;
    p.corpse = room.id;
    for (const h of p.hands) if (h.kind === 'object') dropHeavy(s, p, h);
  }
  // Heavy objects fall in the room; item cards leave the game but stay recorded with the dead character
  // (heavy ones visibly, normal ones as colours only), so the decks never count them again.
  p.hands = p.hands.filter((h) => h.kind === 'item');
  say(ctx, 'wounds.death', `${seatName(s, p.seat)} dies (${why})`, { seat: p.seat });
  if (!s.firstDeathDone) {
    s.firstDeathDone = true;
    s.mainGateOpen = true;
    say(ctx, 'critical.first-death', 'The first death: the facility opens the main gate');
  }
}

/** Dress: flip undressed serious wounds; they still count toward the limit of three. */
export function dressAll(p: Player): number {
  let n = 0;
  for (const w of p.serious)
    if (!w.dressed) {
      w.dressed = true;
      n++;
    }
  return n;
}

export function dressOne(p: Player): boolean {
  const w = p.serious.find((x) => !x.dressed);
  if (!w) return false;
  w.dressed = true;
  return true;
}

/** Heal one dressed serious wound: the card goes back to the wound deck. */
export function healDressed(s: GameState, p: Player): boolean {
  const i = p.serious.findIndex((x) => x.dressed);
  if (i < 0) return false;
  const [w] = p.serious.splice(i, 1);
  if (w) s.woundDeck[w.kind] = (s.woundDeck[w.kind] ?? 0) + 1;
  return true;
}
