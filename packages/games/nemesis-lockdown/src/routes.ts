/**
 * Steps between rooms over a map's corridors and paths, by breadth-first search. The bots plan routes
 * with it (the heuristic) and judge how far each way out is (the evaluation).
 */

/** Distance from the nearest of `targets` to every room reachable from them, over `adj`. */
export function roomDistances(adj: Map<string, string[]>, targets: string[]): Map<string, number> {
  const d = new Map<string, number>();
  let frontier = targets.filter((t) => adj.has(t));
  for (const t of frontier) d.set(t, 0);
  for (let k = 1; frontier.length > 0; k++) {
    const next: string[] = [];
    for (const r of frontier)
      for (const n of adj.get(r) ?? [])
        if (!d.has(n)) {
          d.set(n, k);
          next.push(n);
        }
    frontier = next;
  }
  return d;
}
