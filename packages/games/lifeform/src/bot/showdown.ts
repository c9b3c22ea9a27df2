import type { Action, ApplyContext, GameModule, Rng, Seat } from '@airlock/engine';
import { CREW_CARD } from '../data/cards.ts';
import { aliveChars, type LfState } from '../state.ts';

/**
 * The crew's showdown choices. Matching: every answer the rules offer is tried on a copy of the
 * position (the fight icons are face up by then), and the cheapest one that keeps the target in the
 * game is played: no character given up if avoidable, then the fewest cards, data and harpoon
 * tokens, the least useful cards first. Cancelling: a fight is cancelled when the target cannot be
 * sure to match what the lifeform committed (its card's icons plus a hostility token per red claw).
 */
type Game = GameModule<LfState, Action, unknown>;

function cost(a: Action): number {
  let c = 0;
  for (const card of (a.cards as string[] | undefined) ?? []) c += 1 + (CREW_CARD[card]?.showdown.length ?? 1) * 0.1;
  c += 1.5 * ((a.data as string[] | undefined)?.length ?? 0);
  c += 1.2 * ((a.harpoon as number | undefined) ?? 0);
  c += 6 * ((a.sacrifice as number | undefined) ?? 0);
  return c;
}

export function defendPick(game: Game, world: LfState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  const ctx = { rng, emit() {} } as ApplyContext;
  let best: Action | null = null;
  let bestCost = Infinity;
  for (const a of legal) {
    const c = cost(a);
    if (c >= bestCost) continue;
    const s = structuredClone(world);
    try {
      game.apply(s, seat, a, ctx);
    } catch {
      continue;
    }
    if (s.showdown?.eliminated.includes(seat) || (s.over && !s.over.winners.includes(seat))) continue;
    best = a;
    bestCost = c;
  }
  // No answer saves the target: give nothing (the cards leave the game either way).
  return best ?? legal.reduce((m, a) => (cost(a) < cost(m) ? a : m), legal[0] as Action);
}

/** Votes to cancel a fight the target may not survive. */
export function cancelVote(world: LfState, legal: readonly Action[]): Action {
  const yes = legal.find((a) => a.yes === true);
  const no = legal.find((a) => a.yes === false) ?? (legal[0] as Action);
  const f = world.showdown?.fight;
  if (!f || !yes) return no;
  const hand = world.hands[f.target] ?? [];
  let icons = 0;
  for (const c of hand) icons += CREW_CARD[c]?.showdown.length ?? 1;
  const capacity =
    icons / 2 +
    hand.length / 2 +
    (world.data[f.target]?.length ?? 0) +
    (aliveChars(world, f.target).length > 1 ? 1 : 0);
  const threat = 2 + f.tokens + (f.final ? 2 : 0);
  return capacity < threat + 1 ? yes : no;
}

/**
 * Hibernation's unseen crew cards: one at a time to the survivor holding the fewest cards (ties to
 * the earlier seat), so the hand limit wastes as few as it can and every hand can answer a fight.
 */
export function sharePick(world: LfState, legal: readonly Action[]): Action {
  const top = world.stack[world.stack.length - 1];
  if (top?.k !== 'share') return legal[0] as Action;
  const held = top.seats.map((x) => world.hands[x]?.length ?? 0);
  const counts = top.seats.map(() => 0);
  for (let c = 0; c < top.n; c++) {
    let best = 0;
    for (let j = 1; j < counts.length; j++)
      if ((held[j] as number) + (counts[j] as number) < (held[best] as number) + (counts[best] as number)) best = j;
    counts[best] = (counts[best] as number) + 1;
  }
  return (
    legal.find((a) => Array.isArray(a.counts) && (a.counts as number[]).every((x, i) => x === counts[i])) ??
    (legal[0] as Action)
  );
}
