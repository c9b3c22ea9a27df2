import type { Action, Actor } from '@airlock/engine';
import { cardName } from './data/cards.ts';
import type { SaState } from './round/state.ts';

/** A short sentence for an action, for the terminal and the log (the actor's own view of it). */
export function describe(s: SaState, actor: Actor, a: Action): string {
  const who = (m: unknown) => {
    const seat = s.seats[m as number];
    return seat === null ? `android ${(m as number) + 1}` : seat === actor ? 'your board' : `crew ${(m as number) + 1}`;
  };
  switch (a.type) {
    case 'place':
      return `Plan ${cardName(a.card as string)} (${a.top === 'action' ? 'action' : 'movement'} half on top) on turn ${a.turn} of ${who(a.crew)}`;
    case 'take':
      return `Take back the card on turn ${a.turn} of ${who(a.crew)}`;
    case 'give':
      return `Give ${cardName(a.card as string)} to seat ${(a.to as number) + 1}`;
    case 'advance':
      return actor !== 'system' && (s.seatPhase[actor] as number) >= s.phaseEnds.length
        ? 'Finish planning'
        : 'Move on to the next phase (locks this one)';
    case 'token':
      return `Give the ${a.which} teleport token to crew member ${(a.to as number) + 1}`;
    case 'campaign':
      return a.go ? 'Fly the next mission of the campaign' : 'End the campaign here';
    case 'ready':
      return 'Ready for the next announcement';
    case 'pick':
      return `Choose the ${a.spec} for crew member ${(a.crew as number) + 1}`;
    case 'tick':
      return 'The soundtrack plays one second';
    case 'next':
      return 'Play the next announcement';
    case 'resolve':
      return 'Resolve the mission';
    default:
      return a.type;
  }
}
