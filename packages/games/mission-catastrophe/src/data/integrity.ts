import type { Origin } from './ship.ts';

/**
 * The ship-integrity board. Damage places status cubes on the highest free space; repairs take the
 * cube on the lowest-numbered occupied space; the ship explodes when every space is filled.
 *
 * origin: designed. The rulebook names green, yellow and red phases and numbered spaces (the Mind
 * Mold puts cubes on spaces 1-12) but not their count. 33 spaces out of 42 status cubes, in three
 * equal phases of 11 (yellow from space 22, red from space 11), keep a game long enough for a race
 * to the pods: 30 gave fewer escapes with 4-6 players, 36 made games drag on (measured with the
 * heuristic bot; see docs/games/mission-catastrophe/RULES.md).
 */
export interface IntegrityBoard {
  origin: Origin;
  spaces: number;
  /** Highest space number that belongs to the yellow phase (spaces above it are green). */
  yellowFrom: number;
  /** Highest space number that belongs to the red phase. */
  redFrom: number;
}

export const INTEGRITY: IntegrityBoard = { origin: 'designed', spaces: 33, yellowFrom: 22, redFrom: 11 };

export const PHASES = ['green', 'yellow', 'red'] as const;
export type Phase = 0 | 1 | 2;

/** Status cubes in the box (published: 42) and on each module at the start (published: 3). */
export const STATUS_CUBES = 42;
export const CUBES_PER_MODULE = 3;
