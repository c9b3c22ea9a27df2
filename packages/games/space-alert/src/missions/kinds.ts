import type { MissionKind } from '../options.ts';

/**
 * Parameters of our mission generator, per mission kind. origin: designed. The published facts
 * used: the threat count (commons + 2 × seriouses) of each kind (7, 8 with five crew, for a full
 * mission; 3 for a test run; 5, 6 with five, for a simulation; 10, 12 with five, for double-action
 * missions and 8, 10 for the easier ones: 002 and research §1.10), 7 turns in two phases for a test
 * run and 12 in three otherwise, the 15-second transfer window, and warnings before each phase end.
 * The other ranges follow a community generator's published parameters (research §1.3, [GEN]) as a
 * reference; the code is our own.
 */
export interface MissionParams {
  turns: number;
  phaseEnds: number[];
  /** Threat count with a crew of four; a crew of five adds `unconfirmed` as unconfirmed reports. */
  count: number;
  unconfirmed: number;
  /** How many seriouses (each counts 2) the count may hold. */
  serious: [number, number];
  /** Internal threat level (commons + 2 × seriouses among the internal cards), at most two cards. */
  internal: [number, number];
  /** Phase lengths in seconds, as [min, max] per phase. */
  phases: [number, number][];
  /** Incoming data and data transfers per phase, as [min, max]. */
  data: [number, number][];
  transfers: [number, number][];
  /** Total seconds of communications failure, in chunks of 9 to 20 seconds. */
  noise: [number, number];
  /** Turn windows for external commons, external seriouses, internal commons, internal seriouses. */
  windows: {
    extCommon: [number, number];
    extSerious: [number, number];
    intCommon: [number, number];
    intSerious: [number, number];
  };
  /** Threats on turns up to this one are announced in phase 1, the later ones in phase 2. */
  firstPhaseUpTo: number;
  /** Separate turn numbers for external and internal threats (two token sets, 002 "Double Actions"). */
  twoTokenSets: boolean;
}

const STANDARD_WINDOWS = {
  extCommon: [1, 8] as [number, number],
  extSerious: [2, 7] as [number, number],
  intCommon: [2, 7] as [number, number],
  intSerious: [3, 6] as [number, number],
};

const FULL: MissionParams = {
  turns: 12,
  phaseEnds: [3, 7, 12],
  count: 7,
  unconfirmed: 1,
  serious: [1, 3],
  internal: [1, 3],
  phases: [
    [205, 240],
    [180, 225],
    [140, 155],
  ],
  data: [
    [1, 3],
    [0, 2],
    [0, 0],
  ],
  transfers: [
    [0, 1],
    [1, 2],
    [1, 1],
  ],
  noise: [45, 60],
  windows: STANDARD_WINDOWS,
  firstPhaseUpTo: 4,
  twoTokenSets: false,
};

export const MISSION_PARAMS: Record<MissionKind, MissionParams> = {
  'test-run': {
    ...FULL,
    turns: 7,
    phaseEnds: [3, 7],
    count: 3,
    unconfirmed: 0,
    serious: [0, 1],
    internal: [0, 0],
    phases: [
      [150, 180],
      [130, 150],
    ],
    data: [
      [1, 1],
      [0, 1],
    ],
    transfers: [
      [0, 0],
      [1, 1],
    ],
    noise: [0, 15],
    windows: { extCommon: [1, 4], extSerious: [2, 4], intCommon: [2, 4], intSerious: [3, 4] },
    firstPhaseUpTo: 3,
  },
  simulation: {
    ...FULL,
    count: 5,
    unconfirmed: 1,
    serious: [0, 2],
    internal: [0, 2],
    phases: [
      [180, 210],
      [160, 200],
      [130, 150],
    ],
    noise: [20, 40],
  },
  full: FULL,
  'double-easy': {
    ...FULL,
    count: 8,
    unconfirmed: 2,
    serious: [1, 3],
    internal: [2, 3],
    phases: [
      [250, 290],
      [220, 260],
      [160, 180],
    ],
    twoTokenSets: true,
  },
  double: {
    ...FULL,
    count: 10,
    unconfirmed: 2,
    serious: [2, 4],
    internal: [2, 4],
    phases: [
      [250, 290],
      [220, 260],
      [160, 180],
    ],
    twoTokenSets: true,
  },
};
