import { cardHits, faceHits, injure } from './core/combat.ts';
import { destroyEggs } from './basic.ts';
import { cardName } from './describe.ts';
import { type Ctx, say, seatName } from './state.ts';
import type { Decision, Player } from './types.ts';
import type { GameState } from './types.ts';

type Advantage = Extract<Decision, { kind: 'advantage' }>;

/** The answers to an advantage face: each kind of action card in hand to discard, or none. */
export function advantageAnswers(p: Player): { type: 'advantage'; card: string | null }[] {
  const kinds = [...new Set(p.hand.filter((c) => !c.startsWith('contamination')))].sort();
  return [...kinds.map((card) => ({ type: 'advantage' as const, card })), { type: 'advantage', card: null }];
}

/** Resolves the shot: the discarded card (if any) sets the injuries; the shot's bonus adds to a hit only. */
export function answerAdvantage(s: GameState, p: Player, d: Advantage, card: string | null, ctx: Ctx): void {
  if (card !== null) {
    p.hand.splice(p.hand.indexOf(card), 1);
    p.discard.push(card);
  }
  if (d.target === 'egg') {
    const hits = card !== null ? cardHits(d.face) : faceHits(d.face, 'egg', false);
    say(ctx, 'combat.advantage', `${seatName(s, p.seat)} ${card ? `discards ${cardName(card)}` : 'discards nothing'}`, {
      seat: p.seat,
      card,
      hits,
    });
    destroyEggs(s, p, hits, ctx);
    return;
  }
  const intr = s.intruders.find((i) => i.id === d.target);
  let hits = card !== null ? cardHits(d.face) : faceHits(d.face, intr?.kind ?? 'adult', false);
  if (hits > 0) hits += d.bonus;
  say(
    ctx,
    'combat.advantage',
    `${seatName(s, p.seat)} ${card ? `discards ${cardName(card)}` : 'discards nothing'}: ${hits} injur${hits === 1 ? 'y' : 'ies'}`,
    { seat: p.seat, card, hits },
  );
  if (intr && hits > 0) injure(s, intr, hits, ctx);
}
