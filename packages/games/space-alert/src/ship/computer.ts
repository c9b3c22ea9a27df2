/**
 * Computer maintenance: C on the bridge (upper white) in the first two turns of a phase maintains
 * the computer for that phase. At the end of a phase's second turn (2, 5, 9 in a full mission) an
 * unmaintained computer delays every crew member's action of the next turn; crew out in the
 * interceptors are not aboard and are not delayed.
 */
import { type Ctx, note, type ResolutionState } from '../state.ts';
import { delay } from './movement.ts';

/** First turns of each phase: 1, 4, 8 for phase ends [3, 7, 12]. */
export function phaseStart(s: ResolutionState, turn: number): number {
  let start = 1;
  for (const end of s.phaseEnds) {
    if (turn <= end) return start;
    start = end + 1;
  }
  return start;
}

/** The turn whose end checks the computer, for the phase containing `turn`. */
export function checkTurn(s: ResolutionState, turn: number): number {
  return phaseStart(s, turn) + 1;
}

export function maintain(ctx: Ctx, crew: number, counts = true): boolean {
  const s = ctx.s;
  if (!counts || s.turn > checkTurn(s, s.turn)) {
    note(ctx, 'computer.late', 'Maintenance now does not count: the check of this phase is over.', { crew });
    return false;
  }
  s.ship.maintained = true;
  if (ctx.frames) note(ctx, 'computer.maintain', `Crew ${crew + 1} maintains the computer.`, { crew });
  return true;
}

/** End of turn: the computer check, when this is a check turn. */
export function computerCheck(ctx: Ctx): void {
  const s = ctx.s;
  if (s.turn !== checkTurn(s, s.turn) || s.turn > s.phaseEnds[s.phaseEnds.length - 1]!) return;
  if (s.ship.maintained) {
    note(ctx, 'computer.ok', 'The computer was maintained this phase.');
  } else {
    note(ctx, 'computer.screensaver', 'Nobody maintained the computer: everyone aboard is delayed.', {
      turn: s.turn + 1,
    });
    for (let i = 0; i < s.crew.length; i++) {
      const c = s.crew[i];
      if (c && !c.knockedOut && !c.inSpace) delay(ctx, i, s.turn + 1, 'the computer was not maintained');
    }
  }
}

/** Start of a turn: a new phase starts with an unmaintained computer. */
export function computerStartTurn(s: ResolutionState): void {
  if (phaseStart(s, s.turn) === s.turn) s.ship.maintained = false;
}
