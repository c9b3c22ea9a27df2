import type { Action, Actor } from '@airlock/engine';
import type { SaState } from './round/state.ts';

/** A short sentence for an action, for the terminal and the log (the actor's own view of it). */
export function describe(s: SaState, actor: Actor, a: Action): string {
  const who = (m: unknown) => {
    const seat = s.seats[m as number];
    return seat === null ? `android ${(m as number) + 1}` : seat === actor ? 'your board' : `crew ${(m as number) + 1}`;
  };
  switch (a.type) {
    case 'place':
      return `Plan ${a.card} (${a.top} half on top) on turn ${a.turn} of ${who(a.crew)}`;
    case 'take':
      return `Take back the card on turn ${a.turn} of ${who(a.crew)}`;
    case 'give':
      return `Give ${a.card} to seat ${(a.to as number) + 1}`;
    case 'advance':
      return actor !== 'system' && (s.seatPhase[actor] as number) >= s.phaseEnds.length
        ? 'Finish planning'
        : 'Move on to the next phase (locks this one)';
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
