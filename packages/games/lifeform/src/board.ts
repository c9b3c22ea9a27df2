import { type Chamber, type ShipMap, VALLEY_FORGE } from './data/map.ts';
import { emptyCounts, type LfState } from './state.ts';

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
  /** Each chamber's neighbour lists in one record, found with one lookup (see `neighbours`). */
  steps: Map<string, Steps>;
  /** The Remora's chambers. */
  remora: Set<string>;
  /** The chambers off the Remora, and the vent chambers, each in the order of `ids`. */
  shipIds: string[];
  ventIds: string[];
  /** The links with neither end in the Remora (where the security door may go), in order. */
  doorLinks: number[];
  /** The chambers of each deck, and the lifeform's start chambers, in the order of `ids` (setup reads them). */
  deckIds: Record<string, string[]>;
  startIds: string[];
}

/** A chamber's neighbour lists, and the same cut by a door or a breach for the last ones seen. */
interface Steps {
  corridors: readonly Neighbour[];
  anyLink: readonly Neighbour[];
  /** By rule (tunnels x door): the lists cut for a door link and a breach. */
  cut: ({ door: number; breach: string | null; list: readonly Neighbour[] } | undefined)[];
}

/** One step to a neighbouring chamber, through a link (index into the map's links). */
export interface Neighbour {
  readonly to: string;
  readonly link: number;
}

const NONE: readonly Neighbour[] = [];

const REGISTRY: Record<string, Topo> = {};
/** The last map read, kept so the many lookups of one game skip the registry. */
let lastId = '';
let last: Topo | undefined;

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
  const steps = new Map<string, Steps>();
  for (const c of map.chambers)
    steps.set(c.id, {
      corridors: corridors[c.id] ?? NONE,
      anyLink: anyLink[c.id] ?? NONE,
      cut: [undefined, undefined, undefined, undefined],
    });
  const remora = new Set(map.chambers.filter((c) => c.remora === true).map((c) => c.id));
  lastId = '';
  last = undefined;
  REGISTRY[id] = {
    map,
    chamber,
    exits,
    ids: map.chambers.map((c) => c.id),
    corridors,
    anyLink,
    parallel,
    steps,
    remora,
    shipIds: map.chambers.filter((c) => c.remora !== true).map((c) => c.id),
    ventIds: map.chambers.filter((c) => c.vent === true).map((c) => c.id),
    doorLinks: map.links.flatMap((l, i) => (remora.has(l.a) || remora.has(l.b) ? [] : [i])),
    deckIds: Object.fromEntries(
      [...new Set(map.chambers.map((c) => c.deck))].map((d) => [
        d,
        map.chambers.filter((c) => c.deck === d).map((c) => c.id),
      ]),
    ),
    startIds: map.chambers.filter((c) => c.lifeformStart === true).map((c) => c.id),
  };
}

registerMap('valley-forge', VALLEY_FORGE);

export function topo(s: LfState): Topo {
  if (s.map === lastId && last !== undefined) return last;
  const t = REGISTRY[s.map];
  if (!t) throw new Error(`unknown map ${s.map}`);
  lastId = s.map;
  last = t;
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
  const e = topo(s).steps.get(from);
  if (e === undefined) return NONE;
  const all = rule.tunnels ? e.anyLink : e.corridors;
  const door = rule.door && s.door !== null ? s.door.link : -1;
  const breach = s.breach;
  if (breach === null && door < 0) return all;
  if (from === breach) return NONE;
  // A door or a breach changes seldom: each chamber keeps its cut lists for the last ones seen.
  const slot = (rule.tunnels ? 2 : 0) + (rule.door ? 1 : 0);
  let cut = e.cut[slot];
  if (cut === undefined || cut.door !== door || cut.breach !== breach) {
    cut = { door, breach, list: all.filter((n) => n.link !== door && n.to !== breach) };
    e.cut[slot] = cut;
  }
  return cut.list;
}

/** Shortest number of moves between chambers under a rule (Infinity when cut off). */
export function distances(s: LfState, from: string, rule: LinkRule): Record<string, number> {
  // A hash table from the start: keys come in a new order from every start (see `emptyCounts`).
  const d = emptyCounts();
  d[from] = 0;
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
  return topo(s).remora.has(c);
}

export function deckOf(s: LfState, c: string): string {
  return topo(s).chamber[c]?.deck ?? '';
}

export function linkBetween(s: LfState, a: string, b: string): number | null {
  for (const [to, link] of topo(s).exits[a] ?? []) if (to === b) return link;
  return null;
}
