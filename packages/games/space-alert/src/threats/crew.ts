/** Who is where: the crew queries that threat effects share. Crew out in space are in no station. */
import type { Ctx } from '../state.ts';
import type { Station, Zone } from '../types.ts';

export function onBoard(ctx: Ctx, i: number): boolean {
  const c = ctx.s.crew[i];
  return c !== undefined && !c.knockedOut && !c.inSpace;
}

export function crewAt(ctx: Ctx, st: Station): number[] {
  const out: number[] = [];
  ctx.s.crew.forEach((c, i) => {
    if (onBoard(ctx, i) && c.station.zone === st.zone && c.station.deck === st.deck) out.push(i);
  });
  return out;
}

export function crewInZone(ctx: Ctx, zone: Zone): number[] {
  const out: number[] = [];
  ctx.s.crew.forEach((c, i) => {
    if (onBoard(ctx, i) && c.station.zone === zone) out.push(i);
  });
  return out;
}

export function crewAboard(ctx: Ctx): number[] {
  const out: number[] = [];
  ctx.s.crew.forEach((_, i) => {
    if (onBoard(ctx, i)) out.push(i);
  });
  return out;
}

const ORDER: readonly Zone[] = ['red', 'white', 'blue'];

/** The neighbouring zone toward red or blue, or null at the hull. */
export function neighbour(zone: Zone, direction: 'red' | 'blue'): Zone | null {
  const i = ORDER.indexOf(zone) + (direction === 'red' ? -1 : 1);
  return ORDER[i] ?? null;
}

export function stepToward(from: Zone, to: Zone): Zone {
  const a = ORDER.indexOf(from);
  const b = ORDER.indexOf(to);
  return ORDER[a + Math.sign(b - a)] as Zone;
}
