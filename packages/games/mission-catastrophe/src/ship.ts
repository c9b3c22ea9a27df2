import type { ApplyContext } from '@airlock/engine';
import { INTEGRITY, type Phase } from './data/integrity.ts';
import { CASIMIR_1, MODULES, TOPO } from './data/ship.ts';
import { type HitCause, hooksFor } from './rules/hooks.ts';
import { roleBreathes, rolesOf } from './roles/index.ts';
import { clearStack, type McState } from './state.ts';

/** Module power: 2 or more status cubes (a rule module may override, e.g. hard-level power failure). */
export function powered(s: McState, m: number): boolean {
  for (const r of hooksFor(s.opt).powered) {
    const v = r.powered?.(s, m);
    if (v !== undefined) return v;
  }
  return (s.cubes[m] as number) >= 2;
}

/** Module oxygen: at least 1 status cube (a rule module may override). */
export function oxygen(s: McState, m: number): boolean {
  for (const r of hooksFor(s.opt).oxygen) {
    const v = r.oxygen?.(s, m);
    if (v !== undefined) return v;
  }
  return (s.cubes[m] as number) >= 1;
}

export function hasSuit(s: McState, seat: number): boolean {
  return (s.gear[seat] as string[]).includes('suit');
}

/** Whether a seat may enter module m by its own move (no oxygen needs a spacesuit). */
export function canEnter(s: McState, seat: number, m: number): boolean {
  return oxygen(s, m) || hasSuit(s, seat) || roleBreathes(s, seat);
}

export function moduleName(m: number): string {
  return (MODULES[m] as { name: string }).name;
}

/** One event text per module, written once (the damage and move events repeat them constantly). */
function perModule(text: (name: string) => string): readonly string[] {
  return MODULES.map((d) => text(d.name));
}

const STRAIGHT_THROUGH = perModule((name) => `${name} has no cube left: the hit goes straight through.`);
/** By module, then by cubes left (0-2). */
const CUBE_LOST = MODULES.map((d) => [0, 1, 2].map((left) => `${d.name} loses a status cube (${left} left).`));
const POD_DESTROYED = perModule((name) => `The escape pod beside ${name} is destroyed.`);
const OXYGEN_LOST = perModule((name) => `${name} loses its oxygen: the damage cascades.`);
export const MOVED_TO = perModule((name) => `Moves to ${name}.`);

/** The module carrying number token k, or -1. */
export function moduleNumbered(s: McState, k: number): number {
  return s.num.indexOf(k);
}

/** Bit of podKnow set once a pod was turned over for everyone (a failed escape). Seats use bits 0-5. */
export const POD_REVEALED = 1 << 6;

/** Whether a seat (or a spectator, seat null) knows a pod's ID: it or an ally looked, or it was turned over. */
export function knowsPod(s: McState, seat: number | null, p: number): boolean {
  const k = s.podKnow[p] as number;
  return (k & POD_REVEALED) !== 0 || (seat !== null && (k & teamMask(s, seat)) !== 0);
}

/** Bit mask of the seats whose knowledge a seat shares: itself, and its allies in Team and Co-op. */
export function teamMask(s: McState, seat: number): number {
  if (s.opt.mode === 'sole') return 1 << seat;
  let mask = 0;
  for (let o = 0; o < s.n; o++) if (s.team[o] === s.team[seat]) mask |= 1 << o;
  return mask;
}

export function podAt(m: number): number {
  return TOPO.podAt[m] as number;
}

export function podModule(p: number): number {
  return CASIMIR_1.podModules[p] as number;
}

// ---------- the ship-integrity board ----------

/** Status cubes on the board. */
export function boardStatus(s: McState): number {
  let k = 0;
  for (const v of s.board) if (v === 1) k++;
  return k;
}

export function boardFull(s: McState): boolean {
  return s.board.indexOf(0) < 0;
}

/** Phase the board shows now: by the lowest-numbered space holding a status cube. */
export function currentPhase(s: McState): Phase {
  const low = s.board.indexOf(1) + 1;
  if (low === 0 || low > INTEGRITY.yellowFrom) return 0;
  return low > INTEGRITY.redFrom ? 1 : 2;
}

/** Puts a status cube on the highest free space. Returns false when there was none. */
export function boardPlace(s: McState): boolean {
  const i = s.board.lastIndexOf(0);
  if (i < 0) return false;
  s.board[i] = 1;
  return true;
}

/** Takes the status cube from the lowest-numbered space holding one. Returns false when none. */
export function boardTake(s: McState): boolean {
  const i = s.board.indexOf(1);
  if (i < 0) return false;
  s.board[i] = 0;
  return true;
}

/** Ends the game when the board is full; reports the first arrival in yellow and red. */
export function afterBoardChange(s: McState, ctx: ApplyContext): void {
  if (boardFull(s) && !s.over) {
    s.over = explodedResult(s);
    clearStack(s);
    ctx.emit({ rule: 'ship.explodes', text: 'The ship integrity board is full: the Casimir explodes.' });
    return;
  }
  for (const r of hooksFor(s.opt).onBoard) r.onBoard?.(s, ctx);
  if (s.over) return;
  const ph = currentPhase(s);
  if (ph > s.phase) {
    for (let p = s.phase + 1; p <= ph; p++) {
      s.phase = p as Phase;
      ctx.emit({ rule: 'ship.phase', text: `The ship enters the ${p === 1 ? 'yellow' : 'red'} phase.` });
      for (const r of hooksFor(s.opt).onPhase) r.onPhase?.(s, p, ctx);
      for (let seat = 0; seat < s.n; seat++) for (const h of rolesOf(s, seat)) h.onPhase?.(s, seat, p, ctx);
    }
  }
}

export function explodedResult(s: McState): McState['over'] {
  const ranks = new Array<number>(s.n).fill(2);
  const summary =
    s.opt.mode === 'sole'
      ? 'The ship explodes: everyone shares second place.'
      : 'The ship explodes with the crew aboard: everyone loses.';
  return { summary, ranks, winners: [], details: { cause: 'explosion' } };
}

// ---------- damage and cascades ----------

/**
 * One hit on module m. Removes a status cube (to the board) unless the module is empty (the meteoroid
 * goes straight through: no effect, no cascade). When the last cube goes, the joined pod is lost and
 * every connected module is hit: those hits are appended to `q` for the caller to resolve.
 */
export function hitModule(s: McState, m: number, cause: HitCause, q: number[], ctx: ApplyContext): void {
  const rules = hooksFor(s.opt);
  for (const r of rules.onHit) r.onHit?.(s, m, cause, ctx);
  if (s.over) return;
  const c = s.cubes[m] as number;
  if (c === 0) {
    ctx.emit({
      rule: 'damage.straight-through',
      text: STRAIGHT_THROUGH[m] ?? `${moduleName(m)} has no cube left: the hit goes straight through.`,
    });
    return;
  }
  s.cubes[m] = c - 1;
  boardPlace(s);
  ctx.emit({
    rule: cause === 'cascade' ? 'damage.cascade' : 'damage.module',
    text: CUBE_LOST[m]?.[c - 1] ?? `${moduleName(m)} loses a status cube (${c - 1} left).`,
    data: { m, cubes: c - 1 },
  });
  afterBoardChange(s, ctx);
  if (s.over) return;
  for (const r of rules.onCubeRemoved) r.onCubeRemoved?.(s, m, cause, ctx);
  if (c - 1 === 0) lastCubeGone(s, m, q, ctx);
}

/** Module m has just lost its last status cube: it has no oxygen, its pod is lost, the damage cascades. */
export function lastCubeGone(s: McState, m: number, q: number[], ctx: ApplyContext): void {
  for (const r of hooksFor(s.opt).onOxygenLost) r.onOxygenLost?.(s, m, ctx);
  const p = podAt(m);
  if (p >= 0 && s.podUp[p] === 1) {
    s.podUp[p] = 0;
    boardPlace(s);
    ctx.emit({
      rule: 'damage.lost-pod',
      text: POD_DESTROYED[m] ?? `The escape pod beside ${moduleName(m)} is destroyed.`,
      data: { pod: p },
    });
    afterBoardChange(s, ctx);
    if (s.over) return;
  }
  ctx.emit({
    rule: 'damage.cascade',
    text: OXYGEN_LOST[m] ?? `${moduleName(m)} loses its oxygen: the damage cascades.`,
    data: { m },
  });
  const adj = TOPO.adj[m] as number[];
  for (let i = 0; i < adj.length; i++) q.push(adj[i] as number);
}

/** Resolves a whole damage sequence at once, first in first out (setup: nobody orders it). */
export function resolveHitsNow(s: McState, first: number, cause: HitCause, ctx: ApplyContext): void {
  const q = [first];
  let c: HitCause = cause;
  while (q.length > 0 && !s.over) {
    hitModule(s, q.shift() as number, c, q, ctx);
    c = 'cascade';
  }
}

/** Distinct modules among pending hits, ascending. */
export function distinct(q: readonly number[]): number[] {
  // Module indexes are 0-11: a bit mask sorts them without a comparator.
  let mask = 0;
  for (const m of q) {
    if (!(m >= 0 && m < 31)) return [...new Set(q)].sort((a, b) => a - b);
    mask |= 1 << m;
  }
  const out: number[] = [];
  for (let m = 0; mask !== 0; m++, mask >>>= 1) if ((mask & 1) !== 0) out.push(m);
  return out;
}

/** Whether pending hits name more than one module (the same as `distinct(q).length > 1`). */
export function severalModules(q: readonly number[]): boolean {
  for (let i = 1; i < q.length; i++) if (q[i] !== q[0]) return true;
  return false;
}

// ---------- moving ----------

/** Modules joined to m that a crew member could step into. */
export function neighbours(m: number): readonly number[] {
  return TOPO.adj[m] as number[];
}

/** Distances between every two modules through the borders, worked out once (the ship never changes). */
const DISTANCES: readonly (readonly number[])[] = MODULES.map((_, m) => {
  const d = new Array<number>(MODULES.length).fill(-1);
  d[m] = 0;
  const q = [m];
  while (q.length) {
    const x = q.shift() as number;
    for (const y of TOPO.adj[x] as number[]) {
      if (d[y] === -1) {
        d[y] = (d[x] as number) + 1;
        q.push(y);
      }
    }
  }
  return d;
});

/** Distances from m through the ship's borders (all modules, whatever their state). Shared: read only. */
export function distancesFrom(m: number): readonly number[] {
  return DISTANCES[m] as readonly number[];
}

/** Where a crew member jumping to safety may go: a connected module with oxygen, else the nearest ones. */
export function safeDestinations(s: McState, seat: number): number[] {
  const here = s.pos[seat] as number;
  const near: number[] = [];
  for (const m of TOPO.adj[here] as number[]) if (oxygen(s, m)) near.push(m);
  if (near.length > 0) return near;
  const d = distancesFrom(here);
  let best = Infinity;
  let out: number[] = [];
  for (let m = 0; m < d.length; m++) {
    const dm = d[m] as number;
    if (m === here || dm < 0 || !oxygen(s, m)) continue;
    if (dm < best) {
      best = dm;
      out = [m];
    } else if (dm === best) out.push(m);
  }
  return out;
}
