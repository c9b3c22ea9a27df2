import { activeWindow } from '@airlock/engine';
import { intruderAttack } from './core/attack.ts';
import { ACTION_CARD } from './data/characters.ts';
import { attackInTurn, eventEffect } from './eventphase.ts';
import { noiseRoll } from './noise.ts';
import type { Moment } from './reactions.ts';
import { type Ctx, livingIn, say, seatName, seatOrder, intruderCount } from './state.ts';
import type { GameState, Player } from './types.ts';

/**
 * The answer to the open reaction window: `card` is the reaction played (shown, then discarded) or
 * null for declining. The moment is then resolved as the reaction says, or as it would have been.
 * The caller puts back what was waiting and resumes the flow (actions.ts).
 */
export function answerReaction(s: GameState, p: Player, card: string | null, ctx: Ctx): void {
  const w = activeWindow(s.windows);
  if (!w) return;
  s.windows.pop();
  const m = w.data as unknown as Moment;
  const played = card !== null;
  if (card !== null) {
    p.hand.splice(p.hand.indexOf(card), 1);
    p.discard.push(card);
    ctx.emit({
      rule: 'reaction.play',
      text: `${seatName(s, p.seat)} reacts with ${ACTION_CARD[card]?.name ?? card}`,
      data: { seat: p.seat, card, moment: m.moment },
      reveals: true,
    });
  } else say(ctx, 'reaction.decline', `${seatName(s, p.seat)} does not react`, { seat: p.seat });
  switch (m.moment) {
    case 'attack': {
      const intr = s.intruders.find((i) => i.id === m.intruder);
      if (intr && p.status === 'alive' && intr.room === p.room) {
        const other = played ? nextTarget(s, p) : null;
        if (other) say(ctx, 'reaction.redirect', `The ${intr.kind} turns on ${seatName(s, other.seat)} instead`);
        intruderAttack(s, intr, other ?? p, ctx);
      }
      attackInTurn(s, m.rest, ctx);
      return;
    }
    case 'bag-noise':
      if (played) say(ctx, 'reaction.hide', `${seatName(s, p.seat)} keeps still in the dark: no noise roll`);
      else if (p.status === 'alive' && intruderCount(s, p.room) === 0) noiseRoll(s, p, ctx);
      return;
    case 'dark-event':
      eventEffect(s, m.effect, true, ctx, played ? p.seat : undefined);
      return;
    case 'surprise': {
      const intr = s.intruders.find((i) => i.id === m.intruder);
      if (played) say(ctx, 'reaction.dodge', `${seatName(s, p.seat)} slips away in the dark: no surprise attack`);
      else if (intr && p.status === 'alive' && intr.room === p.room) intruderAttack(s, intr, p, ctx);
      return;
    }
    default: {
      const never: never = m;
      throw new Error(`unknown reaction moment ${JSON.stringify(never)}`);
    }
  }
}

/** Whom the intruder attacks instead: the one it would pick among the others (fewest cards, turn order). */
function nextTarget(s: GameState, p: Player): Player | null {
  const order = seatOrder(s);
  const others = livingIn(s, p.room).filter((q) => q !== p);
  return (
    others.sort((a, b) => a.hand.length - b.hand.length || order.indexOf(a.seat) - order.indexOf(b.seat))[0] ?? null
  );
}
