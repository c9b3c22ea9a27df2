import type { ApplyContext } from '@airlock/engine';
import { plannedStep } from '../data/cards.ts';
import { outcomeOf, runToEnd, startResolution } from '../resolution/mission.ts';
import { threatEngine } from '../threats/index.ts';
import type { DamageTile, PlannedStep, ResolutionInput, ScheduledThreat } from '../types.ts';
import { afterMission } from './campaign.ts';
import type { Announced, SaState } from './state.ts';

/** The threats announced (or sampled to come), in order, each card it calls in right after it. */
export function threatsOf(announced: readonly Announced[]): ScheduledThreat[] {
  const out: ScheduledThreat[] = [];
  for (const a of announced) {
    if (!a.threat) continue;
    out.push({ threat: a.threat, turn: a.turn, zone: a.zone, unconfirmed: a.unconfirmed });
    if (a.calls)
      out.push({ threat: a.calls.threat, turn: a.turn, zone: a.zone, unconfirmed: false, called: a.calls.letter });
  }
  return out;
}

/** What the action round hands to the resolution: the boards as planned steps, the threats as announced. */
export function resolutionInput(s: SaState, frames = true): ResolutionInput {
  const plans: PlannedStep[][] = s.boards.map((b) =>
    b.map((slot) => (slot ? plannedStep(slot.c, slot.top, slot.w) : null)),
  );
  const threats = threatsOf(s.announced);
  return {
    crew: s.crew,
    plans,
    threats,
    trajectories: s.trajectories,
    options: {
      frames,
      variableRangeInterceptors: s.o.variableRange,
      specializations: s.specs,
      teleport: s.teleport,
      phaseEnds: s.phaseEnds,
      ...(s.campaign.mission > 1
        ? {
            carriedDamage: {
              red: s.campaign.carried.red as DamageTile[],
              white: s.campaign.carried.white as DamageTile[],
              blue: s.campaign.carried.blue as DamageTile[],
            },
          }
        : {}),
    },
  };
}

/** The system's last action of a mission: resolve the plans, keep the outcome, and go on (campaign) or end. */
export function resolve(s: SaState, ctx: ApplyContext): void {
  const r = startResolution(resolutionInput(s), ctx.rng, threatEngine);
  runToEnd(r);
  const damage = {
    red: [...r.s.ship.zones.red.damage],
    white: [...r.s.ship.zones.white.damage],
    blue: [...r.s.ship.zones.blue.damage],
  };
  afterMission(s, outcomeOf(r), damage, ctx);
}
