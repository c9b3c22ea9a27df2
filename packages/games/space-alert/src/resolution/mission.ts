/**
 * The resolver: a pure function of the programs, the schedule, the options and the match's
 * generator (damage tiles are drawn from it as they fall, so their order is not known before).
 * One state is mutated in place; frames are small records, off for bots and benchmarks.
 */
import type { Rng } from '@airlock/engine';
import { clampEnergy } from '../ship/energy.ts';
import { score } from '../scoring.ts';
import { type Ctx, createState, type ResolutionState, type ThreatEngine } from '../state.ts';
import type { Frame, ResolutionInput, ResolutionOutcome } from '../types.ts';
import { ZONES } from '../types.ts';
import { threatEngine } from '../threats/index.ts';
import { noteSnapshot, snapshotOf } from './snapshot.ts';
import { runStep } from './steps.ts';

/** More steps than any mission can take (13 turns x 5 steps + turn 13): a guard against a loop. */
export const STEP_GUARD = 200;

export function startResolution(input: ResolutionInput, rng: Rng, threats: ThreatEngine): Ctx {
  const s = createState(input);
  for (const z of ZONES) clampEnergy(s, z);
  const frames: Frame[] | null = input.options.frames === false ? null : [];
  const ctx: Ctx = { s, rng, frames, threats };
  if (frames) noteSnapshot(ctx, 'The ship before the first turn.');
  return ctx;
}

/** Runs the machine to its end. Throws if the guard trips (a rules bug, never a player error). */
export function runToEnd(ctx: Ctx): void {
  for (let i = 0; i < STEP_GUARD; i++) {
    if (ctx.s.step === 'done') return;
    runStep(ctx);
  }
  throw new Error(`resolution did not finish within ${STEP_GUARD} steps (turn ${ctx.s.turn}, step ${ctx.s.step})`);
}

export function outcomeOf(ctx: Ctx): ResolutionOutcome {
  const s: ResolutionState = ctx.s;
  return {
    survived: s.destroyed === null,
    destroyed: s.destroyed,
    lastTurn: s.turn,
    score: score(ctx),
    frames: ctx.frames ?? [],
    ship: snapshotOf(s),
  };
}

export function resolveWith(input: ResolutionInput, rng: Rng, threats: ThreatEngine): ResolutionOutcome {
  const ctx = startResolution(input, rng, threats);
  runToEnd(ctx);
  return outcomeOf(ctx);
}

/**
 * The contract's entry point: resolves a whole mission with the real threat layer. The action round
 * calls it once when planning ends and stores the outcome and its frames.
 */
export function resolveMission(input: ResolutionInput, rng: Rng): ResolutionOutcome {
  return resolveWith(input, rng, threatEngine);
}
