/**
 * A small turn driver for threat tests: the real resolution state, the real ship rules and the real
 * threat engine, with the crew's part of each turn written by the test.
 */
import { Rng } from '@airlock/engine';
import { type Ctx, createState, type Hit, type ThreatOnBoard, type Weapon } from '../src/state.ts';
import { CALLED_ORDER, threatEngine } from '../src/threats/index.ts';
import { stationOf } from '../src/threats/runtime.ts';
import type { StationId } from '../src/threats/types.ts';
import type { ResolutionOptions, Zone } from '../src/types.ts';

export interface BoardSpec {
  crew?: number;
  trajectories?: Partial<Record<Zone | 'internal', number>>;
  options?: ResolutionOptions;
  seed?: number;
}

export function board(spec: BoardSpec = {}): Ctx {
  const crew = spec.crew ?? 4;
  const s = createState({
    crew,
    plans: Array.from({ length: crew }, () => new Array(12).fill(null)),
    threats: [],
    trajectories: { red: 7, white: 7, blue: 7, internal: 7, ...spec.trajectories },
    options: spec.options ?? {},
  });
  return { s, rng: Rng.fromSeed(spec.seed ?? 7), frames: [], threats: threatEngine };
}

/** Puts a threat on the board at the current turn (token order = turn, external before internal). */
export function place(ctx: Ctx, id: string, zone: Zone | 'internal', order?: number): ThreatOnBoard {
  const t: ThreatOnBoard = {
    order: order ?? ctx.s.turn * 2 + (zone === 'internal' ? 1 : 0),
    catalogue: id,
    zone,
    trajectory: zone === 'internal' ? ctx.s.trajectories.internal : ctx.s.trajectories[zone],
    position: 0,
    stations: [],
    damage: 0,
    state: 'pending',
    appeared: 0,
    status: {},
  };
  ctx.s.threats.push(t);
  threatEngine.appear(ctx, t);
  return t;
}

/** A called card waiting beside its caller (the resolver puts these on the board from the start). */
export function pendingCalled(ctx: Ctx, id: string, zone: Zone | 'internal', letter = 1): ThreatOnBoard {
  const t: ThreatOnBoard = {
    order: CALLED_ORDER + letter,
    catalogue: id,
    zone,
    trajectory: zone === 'internal' ? ctx.s.trajectories.internal : ctx.s.trajectories[zone],
    position: 0,
    stations: [],
    damage: 0,
    state: 'pending',
    appeared: 0,
    status: {},
  };
  ctx.s.threats.push(t);
  return t;
}

export function put(ctx: Ctx, crew: number, where: StationId): void {
  const c = ctx.s.crew[crew];
  if (c) c.station = stationOf(where);
}

/** Starts turn n (per-turn counters reset). */
export function begin(ctx: Ctx, n: number): void {
  ctx.s.turn = n;
  threatEngine.startTurn?.(ctx);
}

/** The Threat Actions step: every threat acts in token order, then called threats are placed. */
export function threatActions(ctx: Ctx): void {
  for (const t of [...ctx.s.threats].sort((a, b) => a.order - b.order)) {
    if (ctx.s.destroyed) return;
    threatEngine.act(ctx, t);
  }
  threatEngine.endThreatActions?.(ctx);
}

/** A whole turn with no crew action beyond what `crew` does, and the given hits in Compute Damage. */
export function turn(ctx: Ctx, n: number, crew?: (ctx: Ctx) => void, hits?: [ThreatOnBoard, Hit[]][]): void {
  begin(ctx, n);
  crew?.(ctx);
  threatEngine.endPlayerActions?.(ctx);
  for (const [t, h] of hits ?? []) threatEngine.applyHits(ctx, t, h);
  threatActions(ctx);
}

export function hit(weapon: Weapon, strength: number, by = 0): Hit {
  return { weapon, strength, by };
}

/** Damage tiles per zone. */
export function damage(ctx: Ctx): [number, number, number] {
  const z = ctx.s.ship.zones;
  return [z.red.damage.length, z.white.damage.length, z.blue.damage.length];
}

/** Sets every shield (tests that want raw attack numbers set 0). */
export function shields(ctx: Ctx, red: number, white: number, blue: number): void {
  ctx.s.ship.zones.red.shield = red;
  ctx.s.ship.zones.white.shield = white;
  ctx.s.ship.zones.blue.shield = blue;
}
