import type { EventEffect } from './data/cards.ts';
import { finishIfOver } from './endgame.ts';
import { bagNoise, darkPart, eventPhase, noiseNear } from './eventphase.ts';
import { surpriseAttack } from './reactions.ts';
import { afterAction, startRound } from './round.ts';
import { type Ctx, flowHeld } from './state.ts';
import type { GameState } from './types.ts';

/**
 * Once the last objective of the first encounter is chosen, the flow it stopped goes on: the
 * encounter's surprise attack first, then what each interrupted step had left, innermost first.
 */
export function resumeAfterChoice(s: GameState, ctx: Ctx): void {
  while (s.waiting.length > 0 && !flowHeld(s) && s.phase !== 'over') {
    const w = s.waiting.shift();
    if (!w) break;
    switch (w.kind) {
      case 'surprise': {
        const intr = s.intruders.find((i) => i.id === w.intruder);
        const p = s.players[w.seat];
        if (intr && p?.status === 'alive' && intr.room === p.room) surpriseAttack(s, intr, p, ctx);
        break;
      }
      case 'after-action': {
        const p = s.players[w.seat];
        if (p) afterAction(s, p, ctx);
        break;
      }
      case 'noise-near':
        noiseNear(s, w.seats, w.darkOnly, ctx);
        break;
      case 'event-effect':
        darkPart(s, w.effect as EventEffect, ctx);
        break;
      case 'bag-noise':
        if (!s.endReason) bagNoise(s, w.seats, ctx);
        break;
      case 'event-steps':
        eventPhase(s, ctx, w.from);
        break;
      case 'start-round':
        if (!finishIfOver(s, ctx)) startRound(s, ctx);
        break;
      default: {
        const never: never = w;
        throw new Error(`unknown waiting step ${JSON.stringify(never)}`);
      }
    }
  }
  if (s.phase === 'over') s.waiting = [];
}
