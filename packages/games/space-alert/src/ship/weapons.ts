/**
 * Guns: the A action. Upper stations fire their zone's heavy laser (white 5, sides 4) for 1 energy
 * from that zone's reactor; lower red and blue fire a light laser (2) from its own battery; lower
 * white fires the pulse cannon (1, every zone, distances 1-2) for 1 energy from the central reactor.
 * Each gun fires at most once a turn. A damaged laser loses 1 strength; a damaged pulse cannon
 * reaches distance 1 only. Heroic: +1 strength. The shots are only collected here: Compute Damage
 * applies every shot of the turn together.
 */
import { type Ctx, GUN, note, type ResolutionState, type Shot } from '../state.ts';
import type { Station, Zone } from '../types.ts';
import { hasTile } from './damage.ts';
import { spend } from './energy.ts';

export type GunKind = 'heavy' | 'light' | 'pulse';

export function gunAt(st: Station): { kind: GunKind; bit: number } {
  if (st.deck === 'upper') {
    return {
      kind: 'heavy',
      bit: st.zone === 'red' ? GUN.heavyRed : st.zone === 'white' ? GUN.heavyWhite : GUN.heavyBlue,
    };
  }
  if (st.zone === 'white') return { kind: 'pulse', bit: GUN.pulse };
  return { kind: 'light', bit: st.zone === 'red' ? GUN.lightRed : GUN.lightBlue };
}

/** The gun's printed strength less damage (lasers), before heroic and Mechanic bonuses. */
export function gunStrength(s: ResolutionState, zone: Zone, kind: GunKind): number {
  if (kind === 'pulse') return 1;
  const base = kind === 'heavy' ? (zone === 'white' ? 5 : 4) : 2;
  return hasTile(s, zone, kind === 'heavy' ? 'upper-weapon' : 'lower-weapon') ? base - 1 : base;
}

export interface FireOptions {
  /** Extra strength: heroic +1, a Mechanic mark +1 (stacked by the caller). */
  bonus: number;
  /** Advanced Pulse Gunner: the enhanced pulse (2 near, 1 far). */
  enhanced?: boolean;
}

/** Whether the gun could fire now (not yet fired, energy available); spends nothing. */
export function canFire(s: ResolutionState, st: Station): boolean {
  const gun = gunAt(st);
  if (s.ship.fired & gun.bit) return false;
  if (gun.kind === 'light') return true;
  const from: Zone = gun.kind === 'pulse' ? 'white' : st.zone;
  return s.ship.zones[from].reactor >= 1;
}

/**
 * Fires the gun of a station: pays its energy, marks it fired and collects the shot. Returns false
 * (and changes nothing) when it already fired this turn or its reactor is empty.
 */
export function fire(ctx: Ctx, crew: number, st: Station, opts: FireOptions): boolean {
  const s = ctx.s;
  const gun = gunAt(st);
  if (s.ship.fired & gun.bit) {
    if (ctx.frames)
      note(ctx, 'weapons.already-fired', `The ${gun.kind} gun of the ${st.zone} zone already fired this turn.`, {
        crew,
      });
    return false;
  }
  if (gun.kind !== 'light' && !spend(s, gun.kind === 'pulse' ? 'white' : st.zone, 1)) {
    // A Mechanic's mark is lost on a failed attempt too (002).
    s.ship.boosted &= ~gun.bit;
    if (ctx.frames)
      note(ctx, 'weapons.no-energy', `The ${gun.kind} gun of the ${st.zone} zone has no energy to fire.`, { crew });
    return false;
  }
  s.ship.fired |= gun.bit;
  let bonus = opts.bonus;
  // A Mechanic's mark is used by the next shot of that gun.
  const boosted = (s.ship.boosted & gun.bit) !== 0;
  if (boosted) s.ship.boosted &= ~gun.bit;
  let power: [number, number, number];
  if (gun.kind === 'pulse') {
    const damaged = hasTile(s, 'white', 'lower-weapon');
    if (opts.enhanced) {
      // Enhanced pulse: 2 at the near ranges, 1 at the farthest; a Mechanic's mark makes it 2 everywhere.
      power = boosted ? [2, 2, 2] : damaged ? [2, 1, 0] : [2, 2, 1];
    } else {
      const p = 1 + bonus;
      // A Mechanic's mark adds range 3, and a damaged pulse then works as undamaged.
      power = boosted ? [p, p, p] : damaged ? [p, 0, 0] : [p, p, 0];
    }
  } else {
    if (boosted) bonus += 1;
    const p = gunStrength(s, st.zone, gun.kind) + bonus;
    power = [p, p, p];
  }
  const shot: Shot = { weapon: gun.kind, zone: gun.kind === 'pulse' ? 'white' : st.zone, power, by: crew };
  s.ship.shots.push(shot);
  if (ctx.frames)
    note(
      ctx,
      'weapons.fire',
      `Crew ${crew + 1} fires the ${gun.kind} gun of the ${st.zone} zone (${power.join('/')} by distance).`,
      {
        crew,
        gun: gun.kind,
        zone: st.zone,
        strength: power[0],
        reactor: gun.kind === 'light' ? null : s.ship.zones[gun.kind === 'pulse' ? 'white' : st.zone].reactor,
      },
    );
  ctx.threats.onFire?.(ctx, crew, gun.kind, st.zone);
  return true;
}
