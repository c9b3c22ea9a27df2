import type { Action } from '@airlock/engine';
import { type Card, RESOURCES } from './data/cards.ts';
import { TOPO } from './data/ship.ts';
import type { McView } from './view.ts';

/**
 * What the heuristic's plans share, alone and in a team: routes through the ship, what a hand lacks,
 * the move or fuse that serves a goal, and the tuning constants. Its own file so that heuristic.ts and
 * heuristic-team.ts both build on it without importing each other.
 */

export function has(list: readonly Action[], pred: (a: Action) => boolean): Action | undefined {
  return list.find(pred);
}

/**
 * Next step from `from` towards the nearest of `goals` (Dijkstra on 12 modules): airless modules
 * only with a spacesuit, a module with a Marauder costs three steps (it loots whoever enters).
 * Returns next -1 when no goal can be reached.
 */
export function stepToward(
  v: McView,
  from: number,
  goals: readonly number[],
  suited = false,
): { next: number; dist: number } {
  if (goals.includes(from)) return { next: from, dist: 0 };
  const dist = new Array<number>(12).fill(1e9);
  const first = new Array<number>(12).fill(-1);
  const done = new Array<boolean>(12).fill(false);
  dist[from] = 0;
  for (;;) {
    let x = -1;
    for (let m = 0; m < 12; m++)
      if (!done[m] && (dist[m] as number) < 1e9 && (x < 0 || (dist[m] as number) < (dist[x] as number))) x = m;
    if (x < 0) return { next: -1, dist: 99 };
    if (goals.includes(x)) return { next: first[x] as number, dist: dist[x] as number };
    done[x] = true;
    for (const y of TOPO.adj[x] as number[]) {
      if (done[y] || ((v.cubes[y] as number) === 0 && !suited)) continue;
      const d = (dist[x] as number) + (marauderAt(v, y) ? TUNE.marCost : 1);
      if (d < (dist[y] as number)) {
        dist[y] = d;
        first[y] = x === from ? y : (first[x] as number);
      }
    }
  }
}

/** Whether a Marauder stands in module m (co-op threat; public data in the view's ext). */
function marauderAt(v: McView, m: number): boolean {
  const x = v.ext['threat.marauders'] as { at?: number[] } | undefined;
  return !!x?.at?.includes(m);
}

export function missing(hand: readonly Card[]): number[] {
  const out: number[] = [];
  RESOURCES.forEach((r, i) => {
    if (r === 'food' ? !hand.includes('food') && !hand.includes('potato') : !hand.includes(r)) out.push(i);
  });
  return out;
}

export function handOf(v: McView, o: number): Card[] {
  if (o === v.seat) return (v.hand ?? []) as Card[];
  return (v.allyHands.find((a) => a.seat === o)?.hand ?? []) as Card[];
}

/** Static distances between modules (the layout never changes). */
export const DIST: number[][] = TOPO.adj.map((_, a) => {
  const d = new Array<number>(TOPO.adj.length).fill(99);
  d[a] = 0;
  const q = [a];
  for (let i = 0; i < q.length; i++) {
    const x = q[i] as number;
    for (const y of TOPO.adj[x] as number[]) {
      if ((d[y] as number) > (d[x] as number) + 1) {
        d[y] = (d[x] as number) + 1;
        q.push(y);
      }
    }
  }
  return d;
});

/** Moves one step towards the nearest goal, if a legal move does that. */
export function moveToward(
  v: McView,
  me: number,
  legal: readonly Action[],
  goals: readonly number[],
): Action | undefined {
  if (goals.length === 0) return undefined;
  const here = v.pos[me] as number;
  const goal = stepToward(v, here, goals, (v.gear[me] as Card[]).includes('suit'));
  if (goal.dist <= 0 || goal.next < 0) return undefined;
  return has(legal, (a) => a.type === 'move' && a.to === goal.next);
}

/** Sets a fuse on a known, unfused pod ID, over a fuse that shows nothing useful. */
export function setFuseAction(
  v: McView,
  legal: readonly Action[],
  ids: readonly string[],
  keep: readonly (string | null)[] = v.pods.filter((p) => p.up === 1 && p.id !== null).map((p) => p.id),
): Action | undefined {
  return has(
    legal,
    (a) =>
      (a.type === 'module' || (a.type === 'play' && a.card === 'hack') || a.type === 'role') &&
      typeof a.id === 'string' &&
      ids.includes(a.id) &&
      !keep.includes(v.fuse[a.fuse as number] ?? null),
  );
}

/**
 * Tuning, measured on 300 solo Cadet and 200 two-crew Cadet games per setting (see docs/BOTS.md):
 * scraping mold once the board holds at most `moldAt` mold cubes (walking to it at `moldWalk`);
 * keeping `bootyExtra` cards more than the Marauders within `bootyReach` modules could loot; putting
 * a suit on at once against Marauders or at `suitEarly` cubes; a Marauder's module costs `marCost`
 * steps on a route; repairing modules at one cube once the board is `fixFrom` full, and where we
 * stand from `repairFrom`, more often the fuller it is (`repairGain`). Viewing pod IDs on the way and
 * setting co-op fuses early were measured too and lost games (the actions are better spent moving).
 */
export const TUNE = {
  moldAt: 8,
  moldWalk: 4,
  bootyReach: 1,
  bootyExtra: 3,
  suitEarly: 1,
  marCost: 3,
  fixFrom: 0.5,
  repairFrom: 0.3,
  repairGain: 1,
};
