import { type Chamber, type ShipMap, VALLEY_FORGE } from './data/map.ts';
import type { LfState } from './state.ts';

/**
 * Map lookups. The rules read the map through this registry by id, so a scenario test can register
 * a small map of its own and play the same rules on it.
 */
export interface Topo {
  map: ShipMap;
  chamber: Record<string, Chamber>;
  /** For each chamber, its links as [neighbour, link index, kind]. */
  exits: Record<string, [string, number, 'corridor' | 'tunnel'][]>;
  ids: string[];
  /** Each chamber's corridor steps and corridor-or-tunnel steps with no door and no breach, built once. */
  corridors: Record<string, readonly Neighbour[]>;
  anyLink: Record<string, readonly Neighbour[]>;
  /** Whether two links join the same pair of chambers somewhere (paths through them could repeat). */
  parallel: boolean;
  /** Neighbour lists cut by a door or a breach, kept for the last ones seen (by rule: tunnels x door). */
  cut: ({ door: number; breach: string | null; lists: Record<string, readonly Neighbour[]> } | undefined)[];
}

/** One step to a neighbouring chamber, through a link (index into the map's links). */
export interface Neighbour {
  readonly to: string;
  readonly link: number;
}

const NONE: readonly Neighbour[] = [];

const REGISTRY: Record<string, Topo> = {};

export function registerMap(id: string, map: ShipMap): void {
  const chamber: Record<string, Chamber> = {};
  const exits: Topo['exits'] = {};
  for (const c of map.chambers) {
    chamber[c.id] = c;
    exits[c.id] = [];
  }
  map.links.forEach((l, i) => {
    exits[l.a]?.push([l.b, i, l.kind]);
    exits[l.b]?.push([l.a, i, l.kind]);
  });
  const corridors: Record<string, Neighbour[]> = {};
  const anyLink: Record<string, Neighbour[]> = {};
  for (const c of map.chambers) {
    anyLink[c.id] = (exits[c.id] ?? []).map(([to, link]) => ({ to, link }));
    corridors[c.id] = (exits[c.id] ?? []).filter(([, , kind]) => kind !== 'tunnel').map(([to, link]) => ({ to, link }));
  }
  const pairs = new Set(map.links.map((l) => [l.a, l.b].sort().join('|')));
  const parallel = pairs.size < map.links.length;
  REGISTRY[id] = { map, chamber, exits, ids: map.chambers.map((c) => c.id), corridors, anyLink, parallel, cut: [] };
}

registerMap('valley-forge', VALLEY_FORGE);

export function topo(s: LfState): Topo {
  const t = REGISTRY[s.map];
  if (!t) throw new Error(`unknown map ${s.map}`);
  return t;
}

export interface LinkRule {
  /** Tunnels allowed (images and the cat). */
  tunnels: boolean;
  /** The security door blocks (everything except heat-analyzer range and the scanner). */
  door: boolean;
}

export const WALK: LinkRule = { tunnels: false, door: true };
export const CRAWL: LinkRule = { tunnels: true, door: true };
/** Corridors and tunnels, ignoring the door (heat analyzer L131-132, scanner malfunction). */
export const SENSE: LinkRule = { tunnels: true, door: false };

/**
 * Neighbours through links the rule allows; a hull-breached chamber takes no part in any path
 * (L2104-2106). With no door or breach in the way the answer is the map's own list, shared: callers
 * read it and never change it.
 */
export function neighbours(s: LfState, from: string, rule: LinkRule): readonly Neighbour[] {
  const t = topo(s);
  const all = (rule.tunnels ? t.anyLink[from] : t.corridors[from]) ?? NONE;
  const door = rule.door && s.door !== null ? s.door.link : -1;
  if (s.breach === null && door < 0) return all;
  if (from === s.breach) return NONE;
  // A door or a breach changes seldom: the cut lists are kept for the last door and breach seen.
  const slot = (rule.tunnels ? 2 : 0) + (rule.door ? 1 : 0);
  let cut = t.cut[slot];
  if (cut === undefined || cut.door !== door || cut.breach !== s.breach) {
    cut = { door, breach: s.breach, lists: {} };
    t.cut[slot] = cut;
  }
  let list = cut.lists[from];
  if (list === undefined) {
    const breach = s.breach;
    list = all.filter((n) => n.link !== door && n.to !== breach);
    cut.lists[from] = list;
  }
  return list;
}

/** Shortest number of moves between chambers under a rule (Infinity when cut off). */
export function distances(s: LfState, from: string, rule: LinkRule): Record<string, number> {
  const d: Record<string, number> = { [from]: 0 };
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i] as string;
    for (const n of neighbours(s, c, rule)) {
      if (d[n.to] === undefined) {
        d[n.to] = (d[c] ?? 0) + 1;
        queue.push(n.to);
      }
    }
  }
  return d;
}

/** The chambers at most `max` moves away under a rule, the start included. */
export function withinMoves(s: LfState, from: string, rule: LinkRule, max: number): Set<string> {
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 0; d < max && frontier.length > 0; d++) {
    const next: string[] = [];
    for (const c of frontier)
      for (const n of neighbours(s, c, rule))
        if (!seen.has(n.to)) {
          seen.add(n.to);
          next.push(n.to);
        }
    frontier = next;
  }
  return seen;
}

export function isRemora(s: LfState, c: string): boolean {
  return topo(s).chamber[c]?.remora === true;
}

export function deckOf(s: LfState, c: string): string {
  return topo(s).chamber[c]?.deck ?? '';
}

export function linkBetween(s: LfState, a: string, b: string): number | null {
  for (const [to, link] of topo(s).exits[a] ?? []) if (to === b) return link;
  return null;
}
