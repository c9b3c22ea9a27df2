import { drawTo } from '../hand.ts';
import { aboard } from './shared.ts';
import type { RoleHandler } from './types.ts';

/**
 * Science Officer, "Analyze This!" (030): when the damage roll (the one that stands, after any
 * reroll) picks the holder's module, on any turn, the holder draws a PIP card before the damage
 * lands. Not a choice: the card says the holder gains it.
 */
export const analyzeThis: RoleHandler = {
  id: 'analyze-this',
  onRoll(s, seat, m, ctx) {
    if (s.pos[seat] !== m || !aboard(s, seat)) return;
    ctx.emit({
      rule: 'role.analyze-this',
      text: 'Analyze This!: the Science Officer studies the impact.',
      data: { seat },
    });
    drawTo(s, seat, ctx, 'role.analyze-this');
  },
};
