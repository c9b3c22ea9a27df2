import type { ApplyContext } from '@airlock/engine';
import { STOWAWAY_TOKEN } from './data/passenger.ts';
import type { StowawayCard } from './data/objectives.ts';
import type { LfState } from './state.ts';

/**
 * The ± stowaway token (L709-713): in Ending B the lifeform may move the minute mark by 1 either way
 * to bring it into its card's range; the token then leaves the game whether it was needed or not. The
 * rulebook never says how the lifeform collects it: here it does when the hostility tracker first
 * reaches a designed space (`STOWAWAY_TOKEN`), and holding it is public.
 */
export function checkStowawayToken(s: LfState, ctx: ApplyContext): void {
  if (s.extras.plusMinus !== 'none' || s.tracks.hostility < STOWAWAY_TOKEN.hostilitySpace) return;
  s.extras.plusMinus = 'held';
  ctx.quiet || ctx.emit({ rule: 'stowaway.token', text: 'The lifeform collects the \u00b1 stowaway token' });
}

/** Whether the stowaway card's range holds the minute mark, with the token's shift if held (spent either way). */
export function stowawayHits(s: LfState, card: StowawayCard | undefined, minute: number, ctx: ApplyContext): boolean {
  if (!card) return false;
  const within = (m: number) => m >= card.from && m <= card.to;
  let hit = within(minute);
  if (s.extras.plusMinus === 'held') {
    if (!hit && (within(minute - 1) || within(minute + 1))) {
      hit = true;
      ctx.quiet ||
        ctx.emit({
          rule: 'stowaway.token.use',
          text: 'The lifeform shifts the minute mark by 1 with the \u00b1 token',
        });
    }
    s.extras.plusMinus = 'spent';
  }
  return hit;
}
