import type { ExplorerLog } from './game.ts';

/** A specialization level as the game's per-seat options take it (0: no specialization). */
export type SeatLevel = 0 | 1 | 2 | 3;

/**
 * The specialization level an explorer brings to its seat: the highest level among the
 * specializations its log knows, 0 while it knows none (a new explorer, who flies without one).
 * Our reading of 002 "Experience System": before each mission an explorer chooses one of its known
 * specializations and flies it at that specialization's level. In a match the draft deals the
 * specializations and the game takes one level per seat, so the seat gets the best level the
 * explorer could bring.
 */
export function levelFlown(log: ExplorerLog): SeatLevel {
  let best = 0;
  for (const v of Object.values(log.specs)) if (v !== undefined && v > best) best = v;
  return best as SeatLevel;
}
