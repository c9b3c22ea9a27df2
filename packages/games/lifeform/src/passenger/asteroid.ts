import type { ApplyContext } from '@airlock/engine';
import { ASTEROID, IMPACT_CARDS } from '../data/passenger.ts';
import type { ExtraStep } from '../extras.ts';
import { crewSeats, type LfState } from '../state.ts';
import { advanceMalfunction, advanceSelfDestruct } from '../tracks.ts';

/**
 * 13th Passenger module B, asteroid impact (L3277-3298). Four face-down tokens lie on minutes 19 to
 * 16; each is turned over when the self-destruct tracker reaches its space. IMPACT IMMINENT: nothing
 * yet. STRUCK BY ASTEROIDS!: a random impact card resolves and every token and card left leaves the
 * game. Nobody has seen a token before it is turned, so only the counts of each face are kept and a
 * token's face is drawn from them when it is turned.
 */
export function asteroidSteps(s: LfState, minute: number): ExtraStep[] {
  const a = s.extras.asteroid;
  if (!a || a.over || !(ASTEROID.spaces as readonly number[]).includes(minute)) return [];
  return [{ k: 'asteroid' }];
}

export function turnAsteroid(s: LfState, ctx: ApplyContext): void {
  s.stack.pop();
  const a = s.extras.asteroid;
  if (!a || a.over) return;
  const struck = ctx.rng.int(0, a.struck + a.imminent - 1) < a.struck;
  if (!struck) {
    a.imminent--;
    ctx.quiet ||
      ctx.emit({ rule: 'asteroid.imminent', text: 'Asteroid token: impact imminent', data: { struck: false } });
    if (a.struck + a.imminent === 0) a.over = true;
    return;
  }
  a.struck--;
  a.over = true;
  const card = ctx.rng.pick(IMPACT_CARDS.cards);
  ctx.quiet ||
    ctx.emit({
      rule: 'asteroid.struck',
      text: `Struck by asteroids! ${card.name}; the other asteroid tokens and cards leave the game`,
      data: { struck: true, card: card.id },
    });
  switch (card.effect) {
    case 'malfunction':
      advanceMalfunction(s, ctx);
      return;
    case 'self-destruct':
      advanceSelfDestruct(s, 2, ctx);
      return;
    case 'crew-discard':
      for (const seat of [...crewSeats(s)].reverse())
        if ((s.hands[seat]?.length ?? 0) > 0)
          s.stack.push({ k: 'discard', seat, to: (s.hands[seat]?.length ?? 1) - 1 });
      return;
  }
}
