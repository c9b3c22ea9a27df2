/**
 * Resolution throughput: whole 12-turn missions with 4 crew resolved per CPU-second of the whole
 * process (process.cpuUsage: user + system of every thread, so garbage collection counts).
 *
 *   npx node packages/games/space-alert/bench/resolution.ts [--missions N] [--seconds S]
 *
 * The missions are built before timing from a fixed seed: a plausible crew program with about one
 * slot in ten replaced at random, against four white common threats (three external, one
 * internal) on random trajectories. Frames are off, as for bots. A destroyed ship stops early, so
 * only missions whose ship reaches the jump are timed. Deterministic inputs; the figure varies only
 * with the machine's load.
 */
import { Rng } from '@airlock/engine';
import { resolveMission } from '../src/resolution/mission.ts';
import type { Half, PlannedStep, ResolutionInput, ScheduledThreat, Zone } from '../src/types.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

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

/**
 * A sensible crew (the captain keeps the computer and the central laser going, two gunners hold the
 * side zones, one refuels and observes), then about one slot in ten replaced by a random card or
 * an empty slot, so the programs differ.
 */
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

const count = arg('missions', 2000);
const seconds = arg('seconds', 5);
const setup = Rng.fromSeed('space-alert-resolution-bench');
/** Programs are mutated by delays inside a resolution: each run gets its own copy, made untimed. */
const copy = (m: ResolutionInput): ResolutionInput => ({ ...m, plans: m.plans.map((p) => [...p]) });

// Untimed: build missions and keep those whose ship reaches the jump with its damage seed (a destroyed
// ship stops early and would flatter the figure), so every timed resolution is a whole mission.
const whole: { input: ResolutionInput; seed: number }[] = [];
let tried = 0;
let turns = 0;
while (whole.length < count && tried < count * 50) {
  const input = mission(setup);
  const seed = tried++;
  const last = resolveMission(copy(input), Rng.fromSeed(seed)).lastTurn;
  turns += last;
  if (last === 13) whole.push({ input, seed });
}

let resolved = 0;
let scoreSum = 0;
let cpuUs = 0;
const wallStart = Date.now();
while (cpuUs < seconds * 1e6) {
  const batch = whole.map((m) => copy(m.input));
  const rngs = whole.map((m) => Rng.fromSeed(m.seed));
  const before = process.cpuUsage();
  for (let i = 0; i < batch.length; i++) {
    scoreSum += resolveMission(batch[i] as ResolutionInput, rngs[i] as Rng).score.total;
  }
  const used = process.cpuUsage(before);
  cpuUs += used.user + used.system;
  resolved += batch.length;
}
const perSecond = resolved / (cpuUs / 1e6);
console.log(
  `space-alert resolution: ${resolved} whole missions (12 turns and the jump, 4 crew, 4 threats) in ${(cpuUs / 1e6).toFixed(2)} s of process CPU`,
);
console.log(
  `  ${Math.round(perSecond)} missions per CPU-second (${(1e6 / perSecond).toFixed(1)} us each); target 10000`,
);
console.log(
  `  ${whole.length} distinct missions kept of ${tried} built (the others' ships were destroyed; mean last turn over all built ${(turns / tried).toFixed(1)}); mean score ${(scoreSum / resolved).toFixed(2)}; wall ${((Date.now() - wallStart) / 1000).toFixed(1)} s`,
);
