/**
 * The resolution benchmark's workload (bench/resolution.ts and the Space Alert row of `airlock
 * bench`): whole 12-turn missions with 4 crew, built from a fixed seed. Building is pure; the
 * callers time `resolveMission` over copies of these inputs with frames off.
 *
 * Each mission: a plausible crew program (the captain keeps the computer and the central laser
 * going, two gunners hold the side zones, one refuels and observes) with about one slot in ten
 * replaced by a random card or an empty slot, against four white common threats (three external,
 * one internal) on random trajectories. Only missions whose ship reaches the jump are kept (a
 * destroyed ship stops early and would flatter the figure).
 */
import { Rng } from '@airlock/engine';
import type { Half, PlannedStep, ResolutionInput, ScheduledThreat, Zone } from '../types.ts';
import { resolveMission } from './mission.ts';

const HALVES: Half[] = [
  { kind: 'action', action: 'A' },
  { kind: 'action', action: 'B' },
  { kind: 'action', action: 'C' },
  { kind: 'action', action: 'bots' },
  { kind: 'move', move: 'red' },
  { kind: 'move', move: 'blue' },
  { kind: 'move', move: 'lift' },
];
const EXTERNAL = ['E1-01', 'E1-02', 'E1-05', 'E1-07', 'E1-08', 'E1-06'];
const INTERNAL = ['I1-03', 'I1-04', 'I1-05', 'I1-06'];
const ZONES: Zone[] = ['red', 'white', 'blue'];
const BASE = [
  'C A A C A A B C C A A A',
  '< A ^ B ^ A A ^ B ^ A A',
  '> A ^ B ^ A A ^ B ^ A A',
  '^ B C C B C C B C C B C',
];
const CODES: Record<string, Half> = {
  A: { kind: 'action', action: 'A' },
  B: { kind: 'action', action: 'B' },
  C: { kind: 'action', action: 'C' },
  '<': { kind: 'move', move: 'red' },
  '>': { kind: 'move', move: 'blue' },
  '^': { kind: 'move', move: 'lift' },
};

function mission(rng: Rng): ResolutionInput {
  const plans: PlannedStep[][] = BASE.map((codes) =>
    codes.split(' ').map((code, turn) => {
      // The first slot (taking position) is kept; later slots vary.
      if (turn > 0 && rng.int(0, 9) === 0) return rng.int(0, 2) === 0 ? null : rng.pick(HALVES);
      return CODES[code] ?? null;
    }),
  );
  const threats: ScheduledThreat[] = [
    { threat: rng.pick(EXTERNAL), turn: 1, zone: rng.pick(ZONES), unconfirmed: false },
    { threat: rng.pick(INTERNAL), turn: 3, zone: 'internal', unconfirmed: false },
    { threat: rng.pick(EXTERNAL), turn: 4, zone: rng.pick(ZONES), unconfirmed: false },
    { threat: rng.pick(EXTERNAL), turn: 7, zone: rng.pick(ZONES), unconfirmed: false },
  ];
  const tracks = rng.shuffle([1, 2, 3, 4, 5, 6, 7]);
  return {
    crew: 4,
    plans,
    threats,
    trajectories: {
      red: tracks[0] as number,
      white: tracks[1] as number,
      blue: tracks[2] as number,
      internal: tracks[3] as number,
    },
    options: { frames: false },
  };
}

/** Programs are changed by delays inside a resolution: each run needs its own copy. */
export function copyInput(m: ResolutionInput): ResolutionInput {
  return { ...m, plans: m.plans.map((p) => [...p]) };
}

export interface BenchMission {
  input: ResolutionInput;
  /** Seed of the damage-tile generator that takes this mission to the jump. */
  seed: number;
}

/** Up to `count` distinct whole missions (the ship reaches the jump), and how many were built. */
export function benchMissions(count: number): { missions: BenchMission[]; built: number; meanLastTurn: number } {
  const setup = Rng.fromSeed('space-alert-resolution-bench');
  const missions: BenchMission[] = [];
  let built = 0;
  let turns = 0;
  while (missions.length < count && built < count * 50) {
    const input = mission(setup);
    const seed = built++;
    const last = resolveMission(copyInput(input), Rng.fromSeed(seed)).lastTurn;
    turns += last;
    if (last === 13) missions.push({ input, seed });
  }
  return { missions, built, meanLastTurn: built ? turns / built : 0 };
}
