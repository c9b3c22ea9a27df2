import type { Action } from '@airlock/engine';

/**
 * The chamber an action is about, so a click on the map can offer it: where a move, a run or a panic
 * ends, where a token goes, the chamber attacked. Card plays, reactions and answers have no place and
 * stay in the decision panel.
 */
export function placeOf(a: Action): string | null {
  if (Array.isArray(a.path) && a.path.length > 0) return String(a.path[a.path.length - 1]);
  if (Array.isArray(a.moves) && a.moves.length > 0) {
    const last = a.moves[a.moves.length - 1] as unknown[];
    return typeof last[1] === 'string' ? last[1] : null;
  }
  if (typeof a.to === 'string') return a.to;
  if (typeof a.attack === 'string') return a.attack;
  if (typeof a.chamber === 'string') return a.chamber;
  if (typeof a.terror === 'string') return a.terror;
  return null;
}

/** The chambers that hold at least one legal action, for outlining on the map. */
export function actionableRooms(legal: readonly Action[]): Set<string> {
  const out = new Set<string>();
  for (const a of legal) {
    const p = placeOf(a);
    if (p) out.add(p);
  }
  return out;
}
