import type { Origin } from '../threats/types.ts';

/**
 * The seven trajectory boards. Squares are counted from the ship: square 1 is Z and a threat
 * starts on the square numbered `length`. An action square fires when a threat reaches or passes it.
 *
 * origin: published numbers, read from two independent engines that agree (research §1.5:
 * ECM TrackConfiguration, BG catalog TRACKS).
 */
export interface Trajectory {
  id: number;
  length: number;
  X: number;
  /** Zero, one or two Y squares, farthest first. */
  Y: readonly number[];
  Z: 1;
  origin: Origin;
}

const facts: Origin = { sources: ['ECM', 'BG'] };

export const TRAJECTORIES: readonly Trajectory[] = [
  { id: 1, length: 10, X: 5, Y: [], Z: 1, origin: facts },
  { id: 2, length: 11, X: 8, Y: [], Z: 1, origin: facts },
  { id: 3, length: 12, X: 8, Y: [3], Z: 1, origin: facts },
  { id: 4, length: 13, X: 9, Y: [5], Z: 1, origin: facts },
  { id: 5, length: 14, X: 11, Y: [7], Z: 1, origin: facts },
  { id: 6, length: 15, X: 10, Y: [7, 3], Z: 1, origin: facts },
  { id: 7, length: 16, X: 12, Y: [8, 5], Z: 1, origin: facts },
];

export function trajectory(id: number): Trajectory {
  const t = TRAJECTORIES[id - 1];
  if (!t) throw new RangeError(`space-alert: no trajectory ${id} (1..7)`);
  return t;
}

/** Range band of a square: 1-5 is range 1, 6-10 range 2, 11-16 range 3 (the 16th square too). */
export function rangeOf(square: number): 1 | 2 | 3 {
  return square <= 5 ? 1 : square <= 10 ? 2 : 3;
}

/** The action squares met when moving from `from` down to `to` (exclusive, inclusive), in order. */
export function squaresCrossed(t: Trajectory, from: number, to: number): ('X' | 'Y' | 'Z')[] {
  const out: ('X' | 'Y' | 'Z')[] = [];
  for (let s = from - 1; s >= Math.max(to, 1); s--) {
    if (s === t.X) out.push('X');
    else if (t.Y.includes(s)) out.push('Y');
    else if (s === t.Z) out.push('Z');
  }
  return out;
}
