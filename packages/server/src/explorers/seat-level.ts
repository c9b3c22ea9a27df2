import type { ExplorerLog } from './game.ts';

/** A specialization level as the game's per-seat options take it (0: no specialization). */
export type SeatLevel = 0 | 1 | 2 | 3;

/**
 * The specialization level an explorer brings to its seat: the highest level among the
 * specializations its log knows, 0 while it knows none (a new explorer, who flies without one).
 * Before each mission an explorer chooses one of its known specializations and flies it at that
 * specialization's level (002 "Experience System"): the seat's known list (`knownFlown`) gives the
 * draft those choices, and this best level is the seat's level option, which the game requires to
 * agree with the list.
 */
export function levelFlown(log: ExplorerLog): SeatLevel {
  let best = 0;
  for (const v of Object.values(log.specs)) if (v !== undefined && v > best) best = v;
  return best as SeatLevel;
}

/**
 * The specializations an explorer knows, as the game's per-seat option `specKnownN` takes them:
 * `medic:2,rocketeer:1` (sorted by name), empty while it knows none.
 */
export function knownFlown(log: ExplorerLog): string {
  return Object.entries(log.specs)
    .filter(([, v]) => v !== undefined && v > 0)
    .map(([spec, v]) => `${spec}:${v}`)
    .sort()
    .join(',');
}
