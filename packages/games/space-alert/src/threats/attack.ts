/**
 * A threat's attack on the ship: which zones a target names, and how the New Frontier traits bend an
 * attack (carriers against interceptors, plasmatic knock-outs, heals from absorbed points, the
 * Scout's aura). The shield arithmetic itself is the ship's (src/ship/damage.ts).
 */
import { attackZone } from '../ship/damage.ts';
import { knockOut } from '../ship/knockout.ts';
import { type Ctx, note, type ThreatOnBoard } from '../state.ts';
import { rangeOf } from '../state.ts';
import { ZONES, type Zone } from '../types.ts';
import { cardOf, has, listOf, present, rt, stationOf } from './runtime.ts';
import type { AttackMode, Target } from './types.ts';

/** The zone a threat stands in: its trajectory's zone, or its (first) station's, or its host's. */
export function homeZone(ctx: Ctx, t: ThreatOnBoard): Zone {
  if (t.zone !== 'internal') return t.zone;
  const host = rt(t).host;
  if (host >= 0) {
    const c = ctx.s.crew[host];
    // A host out in the interceptors takes the parasite's attacks to the white zone (002 note).
    return !c || c.inSpace ? 'white' : c.station.zone;
  }
  return t.stations[0]?.zone ?? 'white';
}

export function zonesOf(ctx: Ctx, t: ThreatOnBoard, target: Target): Zone[] {
  const own = homeZone(ctx, t);
  switch (target) {
    case 'own':
      return [own];
    case 'all':
      return [...ZONES];
    case 'other':
      return ZONES.filter((z) => z !== own);
    case 'opposite':
      return [own === 'red' ? 'blue' : own === 'blue' ? 'red' : 'white'];
    case 'red':
    case 'white':
    case 'blue':
      return [target];
    case 'red-blue':
      return ['red', 'blue'];
    case 'stations': {
      const zs = new Set<Zone>(t.stations.map((s) => s.zone));
      for (const id of listOf(rt(t).progeny)) zs.add(stationOf(id).zone);
      return ZONES.filter((z) => zs.has(z));
    }
    default: {
      const never: never = target;
      throw new Error(`space-alert: unknown attack target ${String(never)}`);
    }
  }
}

/** The Scout's lasting +1: every other external threat on the board whose aura is on. */
function auraBonus(ctx: Ctx, t: ThreatOnBoard): number {
  if (t.zone === 'internal') return 0;
  let bonus = 0;
  for (const o of ctx.s.threats) if (o !== t && present(o) && o.zone !== 'internal') bonus += rt(o).attackAura;
  return bonus;
}

/** Carriers: -2 while someone is out in the interceptors at the carrier's distance or nearer. */
function carrierReduction(ctx: Ctx, t: ThreatOnBoard): number {
  if (!has(t, 'carrier')) return 0;
  const variable = ctx.s.options.variableRangeInterceptors === true;
  const mine = rangeOf(t.position);
  for (const c of ctx.s.crew) {
    if (!c.inSpace || c.knockedOut) continue;
    if (!variable || c.range <= mine) return 2;
  }
  return 0;
}

/**
 * One attack of `amount` from threat `t` on a zone. Internal threats strike past the shields unless
 * the card says its attacks are shieldable (Pulse Cannon Short Circuit).
 */
export function threatAttack(
  ctx: Ctx,
  t: ThreatOnBoard,
  zone: Zone,
  amount: number,
  mode: AttackMode = 'standard',
): void {
  const card = cardOf(t);
  let value = amount + auraBonus(ctx, t) - carrierReduction(ctx, t);
  if (value < 0) value = 0;
  const hostOut = rt(t).host >= 0 && ctx.s.crew[rt(t).host]?.inSpace === true;
  const shipMode =
    t.zone === 'internal' && !has(t, 'shielded-attacks') && !hostOut
      ? 'internal'
      : mode === 'ignore-shields'
        ? 'ignore-shields'
        : mode === 'double-through-shields'
          ? 'double-through-shields'
          : 'normal';
  const result = attackZone(ctx, zone, value, shipMode, card.name);
  if (has(t, 'heals-absorbed') && result.absorbed > 0) heal(ctx, t, result.absorbed);
  if (has(t, 'plasmatic') && value > 0 && result.absorbed === 0) {
    note(
      ctx,
      'threat.plasmatic',
      `${card.name}: nothing was absorbed, so everyone in the ${zone} zone is knocked out.`,
      { zone },
    );
    for (let i = 0; i < ctx.s.crew.length; i++) {
      const c = ctx.s.crew[i];
      if (c && !c.inSpace && c.station.zone === zone) knockOut(ctx, i, card.name);
    }
  }
}

export function heal(ctx: Ctx, t: ThreatOnBoard, amount: number): void {
  const healed = Math.min(amount, t.damage);
  t.damage -= healed;
  if (healed > 0 && ctx.frames)
    note(ctx, 'threat.heal', `${cardOf(t).name} repairs ${healed} damage.`, { threat: t.catalogue, healed });
}
