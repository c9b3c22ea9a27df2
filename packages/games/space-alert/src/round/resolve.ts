import type { ApplyContext } from '@airlock/engine';
import { plannedStep } from '../data/cards.ts';
import { resolveWith } from '../resolution/mission.ts';
import { threatEngine } from '../threats/index.ts';
import type { PlannedStep, ResolutionInput, ScheduledThreat } from '../types.ts';
import type { SaState } from './state.ts';

/** What the action round hands to the resolution: the boards as planned steps, the threats as announced. */
export function resolutionInput(s: SaState, frames = true): ResolutionInput {
  const plans: PlannedStep[][] = s.boards.map((b) => b.map((slot) => (slot ? plannedStep(slot.c, slot.top) : null)));
  const threats: ScheduledThreat[] = [];
  for (const a of s.announced) {
    if (!a.threat) continue;
    threats.push({ threat: a.threat, turn: a.turn, zone: a.zone, unconfirmed: a.unconfirmed });
    if (a.calls)
      threats.push({ threat: a.calls.threat, turn: a.turn, zone: a.zone, unconfirmed: false, called: a.calls.letter });
  }
  return {
    crew: s.crew,
    plans,
    threats,
    trajectories: s.trajectories,
    options: {
      frames,
      variableRangeInterceptors: s.o.variableRange,
      specializations: s.specs,
      teleport: null,
      phaseEnds: s.phaseEnds,
    },
  };
}

/** The system's last action of a mission: resolve the plans, store the outcome, and end the match. */
export function resolve(s: SaState, ctx: ApplyContext): void {
  const outcome = resolveWith(resolutionInput(s), ctx.rng, threatEngine);
  s.outcome = outcome;
  s.stage = 'over';
  const all = Array.from({ length: s.players }, (_, i) => i);
  const total = outcome.score.total;
  s.result = outcome.survived
    ? {
        summary: `The ship jumps home: score ${total}.`,
        ranks: all.map(() => 1),
        winners: all,
        details: { survived: true, score: total },
      }
    : {
        summary: `The ship is destroyed on turn ${outcome.destroyed?.turn ?? outcome.lastTurn}.`,
        ranks: all.map(() => 2),
        winners: [],
        details: { survived: false, score: 0 },
      };
  ctx.emit({ rule: 'mission.result', text: s.result.summary, data: { survived: outcome.survived, score: total } });
}
