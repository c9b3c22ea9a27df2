/**
 * Helpers for resolution tests: a compact notation for programs and a runner that keeps the final
 * state for inspection.
 * Notation per slot: A B C X (battlebots), hA hB hX (heroic), < > ^ (red arrow, blue arrow, lift),
 * '-' an empty slot, 'A+B' a double card (first symbol, then second), '@lower-blue' a heroic move.
 */
import { Rng } from '@airlock/engine';
import { outcomeOf, runToEnd, startResolution } from '../src/resolution/mission.ts';
import { runStep } from '../src/resolution/steps.ts';
import type { Ctx, ThreatEngine } from '../src/state.ts';
import type { Half, PlannedStep, ResolutionInput, ResolutionOptions, ScheduledThreat } from '../src/types.ts';

/** The threat layer of a mission with nothing on the board: every hook is a no-op. */
export const NO_THREATS: ThreatEngine = {
  appear() {},
  crewAction: () => false,
  targetable: () => true,
  distanceIn: () => null,
  applyHits() {},
  act() {},
  points: () => 0,
};

function half(code: string): Half {
  if (code.startsWith('@')) {
    const [deck, zone] = code.slice(1).split('-') as ['upper' | 'lower', 'red' | 'white' | 'blue'];
    return { kind: 'heroic-move', to: { zone, deck } };
  }
  const heroic = code.startsWith('h');
  const c = heroic ? code.slice(1) : code;
  switch (c) {
    case 'A':
    case 'B':
    case 'C':
      return heroic ? { kind: 'action', action: c, heroic } : { kind: 'action', action: c };
    case 'X':
      return heroic ? { kind: 'action', action: 'bots', heroic } : { kind: 'action', action: 'bots' };
    case '<':
      return { kind: 'move', move: 'red' };
    case '>':
      return { kind: 'move', move: 'blue' };
    case '^':
      return { kind: 'move', move: 'lift' };
    default:
      throw new Error(`bad slot code ${code}`);
  }
}

export function slot(code: string): PlannedStep {
  if (code === '-') return null;
  const parts = code.split('+');
  if (parts.length === 2) return { kind: 'double', halves: [half(parts[0] as string), half(parts[1] as string)] };
  return half(code);
}

/** A program from space-separated codes, padded with empty slots to `turns`. */
export function plan(codes: string, turns = 12): PlannedStep[] {
  const out = codes.trim() === '' ? [] : codes.trim().split(/\s+/).map(slot);
  while (out.length < turns) out.push(null);
  return out;
}

export interface MissionSpec {
  plans: (string | PlannedStep[])[];
  threats?: ScheduledThreat[];
  trajectories?: ResolutionInput['trajectories'];
  options?: ResolutionOptions;
  turns?: number;
  seed?: number;
}

export function input(spec: MissionSpec): ResolutionInput {
  const turns = spec.turns ?? 12;
  return {
    crew: spec.plans.length,
    plans: spec.plans.map((p) => (typeof p === 'string' ? plan(p, turns) : p)),
    threats: spec.threats ?? [],
    trajectories: spec.trajectories ?? { red: 1, white: 2, blue: 3, internal: 4 },
    options: spec.options ?? {},
  };
}

/** Runs a whole mission and returns the context (final state) and the outcome. */
export function run(spec: MissionSpec, engine: ThreatEngine = NO_THREATS) {
  const ctx: Ctx = startResolution(input(spec), Rng.fromSeed(spec.seed ?? 1), engine);
  runToEnd(ctx);
  return { ctx, s: ctx.s, out: outcomeOf(ctx) };
}

/** Runs turn by turn: resolve up to the end of `turn` and hand back the context. */
export function runUntil(spec: MissionSpec, turn: number, engine: ThreatEngine = NO_THREATS): Ctx {
  const ctx = startResolution(input(spec), Rng.fromSeed(spec.seed ?? 1), engine);
  advance(ctx, turn);
  return ctx;
}

/**
 * Runs steps up to the end of `turn`'s threat actions, stopping before the per-turn counters are
 * reset so a test can read the shots and lifts of that turn. Turn 0 stops before anything happens.
 */
export function advance(ctx: Ctx, turn: number): void {
  for (let guard = 0; guard < 200 && ctx.s.step !== 'done'; guard++) {
    if (ctx.s.turn > turn) break;
    if (ctx.s.turn === turn && ctx.s.step === 'end-turn') break;
    runStep(ctx);
  }
}
