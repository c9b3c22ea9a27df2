/**
 * Damage to the ship: six face-down tiles per zone, drawn from the match's generator one point at a
 * time (so their order is unknown until drawn), and the 7th point in a zone destroys the ship.
 * What each tile breaks:
 * - upper weapon: that zone's heavy laser loses 1 strength;
 * - lower weapon: the light laser loses 1 strength (white: the pulse cannon loses its range 2);
 * - shield / reactor: capacity -1, excess energy discarded;
 * - gravolift: whoever uses it is delayed;
 * - structural: nothing more than the penalty.
 */
import { type Ctx, note, type ResolutionState, TILES_PER_ZONE } from '../state.ts';
import type { DamageTile, Zone } from '../types.ts';
import { clampEnergy } from './energy.ts';

const ALL_TILES: readonly DamageTile[] = ['upper-weapon', 'lower-weapon', 'shield', 'reactor', 'lift', 'structural'];

export function hasTile(s: ResolutionState, zone: Zone, tile: DamageTile): boolean {
  return s.ship.zones[zone].damage.includes(tile);
}

/** Ends the mission at once: the ship is destroyed. */
export function destroyShip(ctx: Ctx, zone: Zone | null, cause: string): void {
  const s = ctx.s;
  if (s.destroyed) return;
  s.destroyed = { turn: s.turn, zone, cause };
  if (ctx.frames) note(ctx, 'ship.destroyed', `The ship is destroyed (${cause}).`, { zone });
}

/** Puts `amount` points of damage on a zone (after shields), multiplied by the zone's factor. */
export function damageZone(ctx: Ctx, zone: Zone, amount: number, cause = 'damage'): void {
  const s = ctx.s;
  const z = s.ship.zones[zone];
  const total = amount * z.damageFactor;
  for (let i = 0; i < total; i++) {
    if (s.destroyed) return;
    if (z.damage.length >= TILES_PER_ZONE) {
      destroyShip(ctx, zone, `a 7th damage in the ${zone} zone`);
      return;
    }
    const left: DamageTile[] = [];
    for (const t of ALL_TILES) if (!z.damage.includes(t)) left.push(t);
    const tile = left[ctx.rng.int(0, left.length - 1)] as DamageTile;
    z.damage.push(tile);
    if (tile === 'shield' || tile === 'reactor') clampEnergy(s, zone);
    if (ctx.frames)
      note(ctx, 'ship.damage', `The ${zone} zone takes 1 damage (${cause}): ${tile} tile.`, {
        zone,
        tile,
        count: z.damage.length,
        cause,
      });
  }
}

export type AttackMode = 'normal' | 'double-through-shields' | 'ignore-shields' | 'internal';

/** What an attack did: points the shields absorbed, and damage that reached the zone. */
export interface AttackResult {
  absorbed: number;
  damage: number;
}

/**
 * An attack on a zone. The temporary shield absorbs first, then the zone's shield (one energy per
 * point). Reversed Shields change the second part: ineffective shields are skipped without spending
 * energy; reversed shields add their energy to the attack and lose it, absorbing nothing. A
 * double-through-shields attack (destroyers) doubles the points that get past the shields.
 * Internal attacks and shield-ignoring ones skip every shield.
 */
export function attackZone(
  ctx: Ctx,
  zone: Zone,
  amount: number,
  mode: AttackMode = 'normal',
  cause = 'attack',
): AttackResult {
  const z = ctx.s.ship.zones[zone];
  let rest = amount;
  let absorbed = 0;
  if (mode !== 'internal' && mode !== 'ignore-shields' && rest > 0) {
    const temp = Math.min(z.tempShield, rest);
    z.tempShield -= temp;
    rest -= temp;
    absorbed += temp;
    const shields = ctx.s.ship.shieldsMode;
    if (shields === 'normal') {
      const own = Math.min(z.shield, rest);
      z.shield -= own;
      rest -= own;
      absorbed += own;
    } else if (shields === 'reversed' && rest > 0) {
      rest += z.shield;
      z.shield = 0;
    }
  }
  const damage = mode === 'double-through-shields' ? rest * 2 : rest;
  if (ctx.frames)
    note(
      ctx,
      'ship.attack',
      `An attack of ${amount} on the ${zone} zone: ${absorbed} absorbed by shields, ${damage} damage.`,
      {
        zone,
        amount,
        absorbed,
        damage,
        mode,
        shield: z.shield,
      },
    );
  if (damage > 0) damageZone(ctx, zone, damage, cause);
  return { absorbed, damage };
}

/** Total damage tiles on the ship and the most damaged zone's count (for scoring and the Driller). */
export function damageTotals(s: ResolutionState): { total: number; worst: number } {
  let total = 0;
  let worst = 0;
  for (const z of Object.values(s.ship.zones)) {
    total += z.damage.length;
    if (z.damage.length > worst) worst = z.damage.length;
  }
  return { total, worst };
}

/**
 * Squad Leader's repair: one tile of a zone goes back face down. Weapons first (the repairer's
 * deck first), then the gravolift, then energy systems (the repairer's deck first: upper = shield,
 * lower = reactor), then structural.
 */
export function repairOne(ctx: Ctx, zone: Zone, deck: 'upper' | 'lower'): DamageTile | null {
  const z = ctx.s.ship.zones[zone];
  const own: DamageTile = deck === 'upper' ? 'upper-weapon' : 'lower-weapon';
  const other: DamageTile = deck === 'upper' ? 'lower-weapon' : 'upper-weapon';
  const energyOwn: DamageTile = deck === 'upper' ? 'shield' : 'reactor';
  const energyOther: DamageTile = deck === 'upper' ? 'reactor' : 'shield';
  for (const tile of [own, other, 'lift', energyOwn, energyOther, 'structural'] as DamageTile[]) {
    const at = z.damage.indexOf(tile);
    if (at >= 0) {
      z.damage.splice(at, 1);
      if (ctx.frames) note(ctx, 'ship.repair', `The ${tile} tile of the ${zone} zone is repaired.`, { zone, tile });
      return tile;
    }
  }
  return null;
}
