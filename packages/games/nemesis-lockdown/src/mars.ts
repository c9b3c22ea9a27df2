import { gainContamination } from './core/contamination.ts';
import { lightWound, seriousWound } from './core/wounds.ts';
import { BUNKER_CROSSROADS, MARS_EXIT_ROOMS } from './data/board.ts';
import { SURFACE_CARD } from './data/mars.ts';
import { drawItem, gainItem } from './basic.ts';
import { noiseRoll } from './noise.ts';
import type { Option } from './options.ts';
import { type Ctx, cardTitle, drawFrom, inCombat, isCrossroads, placeName, say, seatName } from './state.ts';
import type { GameState, Player } from './types.ts';

/** Draws and resolves a Mars surface card (the discard pile is reshuffled when the deck runs out). */
export function surfaceCard(s: GameState, p: Player, ctx: Ctx): void {
  let id = drawFrom(s.marsDeck, ctx.rng);
  if (id === null) {
    for (const c of s.marsDiscard) s.marsDeck[c] = (s.marsDeck[c] ?? 0) + 1;
    s.marsDiscard = [];
    id = drawFrom(s.marsDeck, ctx.rng);
  }
  if (id === null) return;
  s.marsDiscard.push(id);
  const card = SURFACE_CARD[id];
  say(ctx, 'mars.card', `Mars surface: ${cardTitle(id)}`, { card: id, seat: p.seat });
  if (!card) return;
  // On this side the whole board is the Mars surface: buildings stand on it (their characters take
  // the bottom part), so "every character on the surface" is every character still in the facility.
  const victims = card.whom === 'drawer' ? [p] : s.players.filter((q) => q.status === 'alive');
  for (const q of victims) {
    const sheltered = !isCrossroads(q.room) || hasSuit(q);
    const effect = sheltered ? card.lower : card.upper;
    switch (effect) {
      case 'light':
        lightWound(s, q, ctx, cardTitle(id));
        break;
      case 'serious':
        seriousWound(s, q, ctx, cardTitle(id));
        break;
      case 'slime':
        q.slime = true;
        break;
      case 'contamination':
        gainContamination(s, q, ctx, cardTitle(id));
        break;
      case 'none':
        break;
      default: {
        const never: never = effect;
        throw new Error(`unknown surface effect ${String(never)}`);
      }
    }
  }
}

/** Surface exploration effects beyond the underground ones: an item draw, or a surface card. */
export function surfaceToken(s: GameState, p: Player, effect: string, ctx: Ctx): boolean {
  if (effect.startsWith('item-')) {
    const color = effect.slice(5) as 'red' | 'yellow' | 'green';
    const item = drawItem(s, color, ctx.rng);
    if (item) gainItem(s, p, item, ctx);
    return true;
  }
  if (effect === 'surface') {
    surfaceCard(s, p, ctx);
    return true;
  }
  return false;
}

/** An Enviro-Suit card, or an active Spare Suit quest item, lets a character walk out. */
export function hasSuit(p: Player): boolean {
  return p.inventory.includes('enviro-suit') || p.inventory.includes('spare-suit');
}

/** The rover (from an exit room, out of combat) and the escape on foot from a crossroads by the bunker. */
export function marsOptions(s: GameState, p: Player): Option[] {
  if (s.side !== 'mars' || inCombat(s, p)) return [];
  const out: Option[] = [];
  if (s.rover === p.room) {
    for (const to of [...MARS_EXIT_ROOMS.filter((r) => r !== p.room), 'bunker'])
      out.push({ type: 'rover', cost: 1, params: { to } });
  }
  if (BUNKER_CROSSROADS.includes(p.room) && hasSuit(p)) out.push({ type: 'escape', cost: 1, params: {} });
  return out;
}

export function applyMars(s: GameState, p: Player, a: Record<string, unknown>, ctx: Ctx): void {
  if (a.type === 'rover') {
    if (a.to === 'bunker') {
      s.rover = null;
      p.status = 'bunker';
      p.passed = true;
      say(ctx, 'mars.rover', `${seatName(s, p.seat)} drives the rover to the bunker`, { seat: p.seat });
      return;
    }
    s.rover = a.to as string;
    p.room = a.to as string;
    say(ctx, 'mars.rover', `${seatName(s, p.seat)} drives the rover to ${placeName(s, p.room)}`, { seat: p.seat });
    return;
  }
  if (a.type === 'escape') {
    const appeared = noiseRoll(s, p, ctx);
    if (!appeared && p.status === 'alive') {
      p.status = 'bunker';
      p.passed = true;
      say(ctx, 'mars.escape', `${seatName(s, p.seat)} walks into the bunker`, { seat: p.seat });
    }
  }
}
