/**
 * Energy: the B action. Upper stations fill their zone's shield from the zone's reactor; lower side
 * stations fill their reactor from the central reactor; lower white spends a fuel capsule to fill the
 * central reactor. Whatever exists moves, up to capacity. A heroic B adds 1 beyond what moved (even
 * past capacity), but only if something moved. A damaged reactor or shield holds 1 less.
 */
import {
  CENTRAL_REACTOR_CAPACITY,
  CENTRAL_SHIELD_CAPACITY,
  type Ctx,
  note,
  type ResolutionState,
  SIDE_REACTOR_CAPACITY,
  SIDE_SHIELD_CAPACITY,
} from '../state.ts';
import type { Zone } from '../types.ts';

export function reactorCapacity(s: ResolutionState, zone: Zone): number {
  const base = zone === 'white' ? CENTRAL_REACTOR_CAPACITY : SIDE_REACTOR_CAPACITY;
  return s.ship.zones[zone].damage.includes('reactor') ? base - 1 : base;
}

export function shieldCapacity(s: ResolutionState, zone: Zone): number {
  const base = zone === 'white' ? CENTRAL_SHIELD_CAPACITY : SIDE_SHIELD_CAPACITY;
  return s.ship.zones[zone].damage.includes('shield') ? base - 1 : base;
}

/** A damaged tile lowers capacity: the excess is discarded. */
export function clampEnergy(s: ResolutionState, zone: Zone): void {
  const z = s.ship.zones[zone];
  z.reactor = Math.min(z.reactor, reactorCapacity(s, zone));
  z.shield = Math.min(z.shield, shieldCapacity(s, zone));
}

/** Fills a shield from its zone's reactor; returns the energy moved (before any heroic bonus). */
export function fillShield(ctx: Ctx, zone: Zone, heroic: boolean): number {
  const z = ctx.s.ship.zones[zone];
  const moved = Math.max(0, Math.min(z.reactor, shieldCapacity(ctx.s, zone) - z.shield));
  z.reactor -= moved;
  z.shield += moved;
  const bonus = heroic && moved > 0 ? 1 : 0;
  z.shield += bonus;
  if (ctx.frames)
    note(
      ctx,
      'energy.shield',
      `The ${zone} shield takes ${moved} energy from its reactor${bonus ? ', +1 heroic' : ''}.`,
      {
        zone,
        moved,
        bonus,
        shield: z.shield,
        reactor: z.reactor,
      },
    );
  return moved;
}

/** Fills a side reactor from the central reactor. */
export function fillSideReactor(ctx: Ctx, zone: Zone, heroic: boolean): number {
  const z = ctx.s.ship.zones[zone];
  const c = ctx.s.ship.zones.white;
  const moved = Math.max(0, Math.min(c.reactor, reactorCapacity(ctx.s, zone) - z.reactor));
  c.reactor -= moved;
  z.reactor += moved;
  const bonus = heroic && moved > 0 ? 1 : 0;
  z.reactor += bonus;
  if (ctx.frames)
    note(
      ctx,
      'energy.reactor',
      `The ${zone} reactor takes ${moved} energy from the central reactor${bonus ? ', +1 heroic' : ''}.`,
      {
        zone,
        moved,
        bonus,
        reactor: z.reactor,
        central: c.reactor,
      },
    );
  return moved;
}

/**
 * Spends one fuel capsule to fill the central reactor. With no capsule nothing happens. A full
 * reactor takes nothing and keeps its capsule (our reading: nothing is moved, so nothing is spent).
 */
export function refuelCentral(ctx: Ctx, heroic: boolean): number {
  const s = ctx.s;
  const c = s.ship.zones.white;
  const moved = Math.max(0, reactorCapacity(s, 'white') - c.reactor);
  if (s.ship.fuel <= 0 || moved === 0) {
    note(
      ctx,
      'energy.no-refuel',
      s.ship.fuel <= 0 ? 'No fuel capsule is left.' : 'The central reactor is already full.',
    );
    return 0;
  }
  s.ship.fuel--;
  c.reactor += moved;
  const bonus = heroic ? 1 : 0;
  c.reactor += bonus;
  if (ctx.frames)
    note(ctx, 'energy.refuel', `A fuel capsule refills the central reactor by ${moved}${bonus ? ', +1 heroic' : ''}.`, {
      moved,
      bonus,
      fuel: s.ship.fuel,
      reactor: c.reactor,
    });
  return moved;
}

/** The B action in a station. */
export function actionB(ctx: Ctx, crew: number, heroic: boolean): void {
  const st = ctx.s.crew[crew]?.station;
  if (!st) return;
  if (st.deck === 'upper') fillShield(ctx, st.zone, heroic);
  else if (st.zone === 'white') refuelCentral(ctx, heroic);
  else fillSideReactor(ctx, st.zone, heroic);
}

/** Spends energy of a reactor; false (and nothing spent) when it has too little. */
export function spend(s: ResolutionState, zone: Zone, amount: number): boolean {
  const z = s.ship.zones[zone];
  if (z.reactor < amount) return false;
  z.reactor -= amount;
  return true;
}

/** Threat effects: lose up to `n` energy from a shield or a reactor; returns what was lost. */
export function drainShield(ctx: Ctx, zone: Zone, n = Number.POSITIVE_INFINITY): number {
  const z = ctx.s.ship.zones[zone];
  const lost = Math.min(z.shield, n);
  z.shield -= lost;
  if (ctx.frames)
    note(ctx, 'energy.drain-shield', `The ${zone} shield loses ${lost} energy.`, { zone, lost, shield: z.shield });
  return lost;
}

export function drainReactor(ctx: Ctx, zone: Zone, n = Number.POSITIVE_INFINITY): number {
  const z = ctx.s.ship.zones[zone];
  const lost = Math.min(z.reactor, n);
  z.reactor -= lost;
  if (ctx.frames)
    note(ctx, 'energy.drain-reactor', `The ${zone} reactor loses ${lost} energy.`, { zone, lost, reactor: z.reactor });
  return lost;
}
