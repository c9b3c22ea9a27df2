import { TOKEN_NUMBERS } from '../data/rooms.ts';
import {
  add,
  type Ctx,
  corridorsOf,
  drawFrom,
  inDarkness,
  say,
  seatName,
  setTechNoise,
  techKeysOf,
  total,
  flowHeld,
} from '../state.ts';
import type { BagToken, GameState, IntruderKind, Player } from '../types.ts';
import { surpriseAttack } from '../reactions.ts';
import { weaknessFor } from '../weakness.ts';
import { placeIntruder } from './intruders.ts';

export { firstEncounter, placeIntruder } from './intruders.ts';

/** An encounter in the character's room: silence the corridors, then draw from the intruder bag. */
export function encounter(s: GameState, p: Player, ctx: Ctx): void {
  if (p.status !== 'alive') return;
  for (const c of corridorsOf(s, p.room)) c.noise = false;
  for (const key of techKeysOf(s, p.room)) setTechNoise(s, key, false);
  const token = drawFrom(s.bag, ctx.rng) as BagToken | null;
  if (token === null) return;
  say(ctx, 'encounter.draw', `${seatName(s, p.seat)} has an encounter: the bag gives ${token}`, {
    seat: p.seat,
    token,
  });
  if (token === 'blank') {
    for (const c of corridorsOf(s, p.room)) c.noise = true;
    for (const key of techKeysOf(s, p.room)) setTechNoise(s, key, true);
    if (total(s.bag) === 0 && (s.supply.adult ?? 0) > 0) {
      add(s.supply, 'adult', -1);
      add(s.bag, 'adult', 1);
    }
    add(s.bag, 'blank', 1);
    return;
  }
  add(s.aside, token, 1);
  appear(s, p, token, ctx);
}

/**
 * An intruder appears where the character stands (the first one of the game brings the objective
 * choice, see `placeIntruder`). A character holding fewer cards than the token's
 * number (the red number in darkness) suffers a surprise attack, once the objective choice is made.
 */
export function appear(s: GameState, p: Player, kind: IntruderKind, ctx: Ctx): void {
  const intr = placeIntruder(s, kind, p.room, ctx);
  const [blue, red] = TOKEN_NUMBERS[kind];
  const number = inDarkness(s, p.room) ? red : blue;
  const calm = weaknessFor(s, p, 'light-shy') && !inDarkness(s, p.room);
  if (p.hand.length < number && !calm) {
    say(ctx, 'encounter.surprise', `Surprise attack on ${seatName(s, p.seat)} (${p.hand.length} cards < ${number})`, {
      seat: p.seat,
      number,
    });
    // 004: the objectives are chosen first, then the encounter is resolved.
    if (flowHeld(s)) s.waiting.push({ kind: 'surprise', intruder: intr.id, seat: p.seat });
    else surpriseAttack(s, intr, p, ctx);
  }
}
