import type { Action, BotPolicy, MatchView, Rng } from '@airlock/engine';
import type { NLView } from './view.ts';

/**
 * A simple player that sees only its view: it escapes when it can, shoots before fighting bare-handed,
 * takes the ways out of the facility, heals, explores and searches, and otherwise passes keeping cards.
 */
function score(v: NLView, seat: number, a: Action): number {
  const me = v.players[seat];
  const pay = Array.isArray(a.pay) ? a.pay.length : 0;
  const cheap = -0.1 * pay;
  switch (a.type) {
    case 'draft':
    case 'keep-objective':
      return 1;
    case 'done':
      return 1;
    case 'discard':
      return -1;
    case 'room':
      if (['lock-in', 'start'].includes(String(a.option ?? '')) || a.option === undefined) return 6 + cheap;
      if (a.option === 'send' && me && !me.signal) return 7 + cheap;
      return 3 + cheap;
    case 'gate':
    case 'escape':
      return 9 + cheap;
    case 'rover':
      return a.to === 'bunker' ? 9 + cheap : 1;
    case 'shoot':
      return 8 + cheap;
    case 'card':
      return 4 + cheap;
    case 'item':
      return 4.5 + cheap;
    case 'melee':
      return 2 + cheap;
    case 'search':
      return 5 + cheap;
    case 'move': {
      const room = v.rooms.find((r) => r.id === a.to);
      const danger = v.intruders.some((i) => i.room === a.to) ? -4 : 0;
      return (room && !room.explored ? 4.5 : 3) + danger + cheap;
    }
    case 'careful':
      return 2.5 + cheap;
    case 'pickup':
      return 1.5 + cheap;
    case 'drop':
      return -2;
    case 'pass':
      return me && me.handCount <= 3 ? 3.5 : 0.5;
    default:
      return 0;
  }
}

export const heuristic: BotPolicy<NLView> = (mv: MatchView<NLView>, legal: readonly Action[], rng: Rng): Action => {
  const seat = typeof mv.viewer === 'number' ? mv.viewer : 0;
  let best: Action[] = [];
  let top = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    const sc = score(mv.view, seat, a);
    if (sc > top) {
      top = sc;
      best = [a];
    } else if (sc === top) best.push(a);
  }
  return best.length > 0 ? rng.pick(best) : (legal[0] as Action);
};
