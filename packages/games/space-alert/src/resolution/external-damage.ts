/**
 * Compute Damage: every shot of the turn picks its targets, and each external threat then takes all
 * its hits together (the threat layer subtracts its shield once and applies its traits).
 * - A laser hits the nearest threat it may target in its own zone (fewest squares; a tie goes to the
 *   earlier token), at any distance.
 * - The pulse cannon hits every threat it may target within its reach, in every zone, once each.
 * - A rocket hits the single nearest threat it may target at distance 1-2, in any zone; a threat
 *   that draws rockets (Juggernaut) is reached at distance 3 too, with the rocket's full strength.
 * - Interceptors hit threats at their distance: a lone one with full strength, several with the
 *   spread strength each.
 * A zone blinded by the Phasing Anomaly cannot aim its lasers, unless someone observed this turn or
 * is out in the interceptors; the energy was spent all the same.
 */
import { type Ctx, type Hit, note, rangeOf, type Shot, type ThreatOnBoard } from '../state.ts';
import { observedThisTurn } from '../ship/observation.ts';
import { rocketShot } from '../ship/rockets.ts';
import type { Zone } from '../types.ts';

function isExternal(t: ThreatOnBoard): t is ThreatOnBoard & { zone: Zone } {
  return t.zone !== 'internal' && t.state === 'active';
}

/** The nearest targetable threat for a laser of a zone, or null. */
function laserTarget(ctx: Ctx, shot: Shot): ThreatOnBoard | null {
  let best: ThreatOnBoard | null = null;
  let bestDist = Number.POSITIVE_INFINITY;
  for (const t of ctx.s.threats) {
    if (!isExternal(t)) continue;
    const d = t.zone === shot.zone ? t.position : ctx.threats.distanceIn(ctx, t, shot.zone);
    if (d === null || d <= 0) continue;
    if ((shot.power[rangeOf(d) - 1] ?? 0) <= 0) continue;
    const nearer = d < bestDist || (d === bestDist && best !== null && t.order < best.order);
    if (nearer && ctx.threats.targetable(ctx, t, shot.weapon)) {
      best = t;
      bestDist = d;
    }
  }
  return best;
}

function strengthAt(shot: Shot, t: ThreatOnBoard): number {
  return shot.power[rangeOf(t.position) - 1] ?? 0;
}

/** Collects the hits of every shot, then hands each threat its hits. */
export function computeDamage(ctx: Ctx): void {
  const s = ctx.s;
  rocketShot(ctx);
  const shots = s.ship.shots;
  if (shots.length === 0) return;
  const threats = s.threats;
  const hits: (Hit[] | undefined)[] = new Array(threats.length);
  const add = (t: ThreatOnBoard, hit: Hit, zone: Zone) => {
    const i = threats.indexOf(t);
    const list = hits[i];
    if (list) list.push(hit);
    else hits[i] = [hit];
    if (ctx.frames)
      note(ctx, 'damage.shot', `The ${hit.weapon} shot hits ${t.catalogue} with strength ${hit.strength}.`, {
        weapon: hit.weapon,
        zone,
        by: hit.by,
        threat: t.catalogue,
        token: t.order,
        strength: hit.strength,
        distance: t.position,
      });
  };
  const seeing = observedThisTurn(s) || s.crew.some((c) => c.inSpace);
  for (const shot of shots) {
    if (shot.weapon === 'heavy' || shot.weapon === 'light') {
      if (s.ship.zones[shot.zone].blind && !seeing) {
        if (ctx.frames) note(ctx, 'damage.blind', `The ${shot.zone} lasers cannot see a target.`, { zone: shot.zone });
        continue;
      }
      const t = laserTarget(ctx, shot);
      if (t) add(t, { weapon: shot.weapon, strength: shot.power[0], by: shot.by }, shot.zone);
      else if (ctx.frames)
        note(ctx, 'damage.no-target', `The ${shot.weapon} laser of the ${shot.zone} zone has no target.`, {
          weapon: shot.weapon,
          zone: shot.zone,
          by: shot.by,
        });
      continue;
    }
    if (shot.weapon === 'pulse') {
      let struck = 0;
      for (const t of threats) {
        if (!isExternal(t) || t.position <= 0) continue;
        const p = strengthAt(shot, t);
        if (p > 0 && ctx.threats.targetable(ctx, t, 'pulse')) {
          add(t, { weapon: 'pulse', strength: p, by: shot.by }, shot.zone);
          struck++;
        }
      }
      if (struck === 0 && ctx.frames)
        note(ctx, 'damage.no-target', 'The pulse cannon finds no target within reach.', {
          weapon: 'pulse',
          zone: shot.zone,
          by: shot.by,
        });
      continue;
    }
    if (shot.weapon === 'rocket') {
      let best: ThreatOnBoard | null = null;
      for (const t of threats) {
        if (!isExternal(t) || t.position <= 0) continue;
        // A rocket-drawing threat (Juggernaut) pulls the rocket from any distance.
        if (strengthAt(shot, t) <= 0 && !ctx.threats.drawsRockets?.(ctx, t)) continue;
        const nearer = !best || t.position < best.position || (t.position === best.position && t.order < best.order);
        if (nearer && ctx.threats.targetable(ctx, t, 'rocket')) best = t;
      }
      if (best) add(best, { weapon: 'rocket', strength: shot.power[0], by: -1 }, shot.zone);
      else note(ctx, 'damage.rocket-lost', 'The rocket finds no target within reach.');
      continue;
    }
    const inReach: ThreatOnBoard[] = [];
    for (const t of threats) {
      if (!isExternal(t) || t.position <= 0) continue;
      if (strengthAt(shot, t) > 0 && ctx.threats.targetable(ctx, t, 'interceptors')) inReach.push(t);
    }
    if (inReach.length === 0 && ctx.frames)
      note(ctx, 'damage.no-target', 'The interceptors find no target within reach.', {
        weapon: 'interceptors',
        zone: shot.zone,
        by: shot.by,
      });
    const each = inReach.length === 1 ? Math.max(...shot.power) : (shot.spread ?? 1);
    for (const t of inReach) add(t, { weapon: 'interceptors', strength: each, by: shot.by }, shot.zone);
  }
  for (let i = 0; i < threats.length; i++) {
    const list = hits[i];
    const t = threats[i];
    if (list && t) ctx.threats.applyHits(ctx, t, list);
  }
}
