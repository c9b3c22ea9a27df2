import type { Action, BotPolicy } from '@airlock/engine';
import { type RelayView, relay } from '../../engine/test/fixtures/relay.ts';
import type { BotEntry } from '../src/policy.ts';

/**
 * The kernel's test game, made into a bot entry so the bots can be tested and measured before any
 * real game lands, with a heuristic written here (Relay is nobody's product, so it has no owner to
 * write one). The heuristic reads only the view, like every policy.
 */
const relayHeuristic: BotPolicy<RelayView> = (view, legal, rng) => {
  const has = (type: string): Action | undefined => legal.find((a) => a.type === type);
  // A counter keeps the point; a jam costs only a 1, the weakest bid.
  const sharp = has('counter') ?? has('jam') ?? has('claim');
  if (sharp) return sharp;
  const bids = legal.filter((a) => a.type === 'bid');
  if (bids.length > 0) {
    // Bid the highest card, but keep a lone 6 back to counter a jam when another high card can bid.
    const cards = bids.map((b) => b.card as number).sort((a, b) => b - a);
    const hand = view.view.hand ?? [];
    const sixes = hand.filter((c) => c === 6).length;
    const pick = cards[0] === 6 && sixes === 1 && (cards[1] ?? 0) >= 4 ? cards[1] : cards[0];
    return bids.find((b) => b.card === pick) as Action;
  }
  return rng.pick(legal);
};

export const relayEntry: BotEntry & { presets: { label: string; players: number; options: Record<string, never> }[] } =
  {
    game: relay,
    heuristic: relayHeuristic as BotPolicy,
    presets: [
      { label: '2 players', players: 2, options: {} },
      { label: '3 players', players: 3, options: {} },
      { label: '4 players', players: 4, options: {} },
    ],
  };
