/**
 * External threats under fire: what a weapon may target, how far a threat is from each zone's guns
 * (spanning threats are seen from every zone), and the Compute Damage arithmetic for all hits of a
 * turn on one threat together: polarized halving, cryoshields, pulse-broken shields, megashields,
 * caps per turn, and what a hit sets off (Juggernaut, Nemesis, Behemoth, Spinning Saucer).
 */
import { knockOut } from '../ship/knockout.ts';
import { type Ctx, type Hit, note, rangeOf, type ThreatOnBoard, type Weapon } from '../state.ts';
import type { Zone } from '../types.ts';
import { threatAttack } from './attack.ts';
import { destroyThreat } from './lifecycle.ts';
import { cardOf, has, present, rt } from './runtime.ts';
import { hasTrait } from './types.ts';

export function targetable(ctx: Ctx, t: ThreatOnBoard, weapon: Weapon): boolean {
  if (t.zone === 'internal' || !present(t) || !rt(t).visible) return false;
  const card = cardOf(t);
  const max = hasTrait(card, 'max-range');
  if (max && rangeOf(t.position) > max.range) return false;
  // A Juggernaut on the board draws every rocket to itself.
  if (weapon === 'rocket' && !has(t, 'draws-rockets') && rocketDrawn(ctx)) return false;
  for (const tr of card.traits) {
    if (tr.kind !== 'immune') continue;
    if (tr.to === 'heavy-lasers' && weapon === 'heavy') return false;
    if (tr.to === 'rockets' && weapon === 'rocket') return false;
  }
  return true;
}

/**
 * Whether a rocket-drawing threat (Juggernaut) is on the board and visible. The resolver extends a
 * rocket's reach to it at distance 3 (ThreatEngine.drawsRockets).
 */
export function rocketDrawn(ctx: Ctx): boolean {
  return ctx.s.threats.some((o) => present(o) && o.zone !== 'internal' && rt(o).visible && has(o, 'draws-rockets'));
}

/**
 * The threat's distance as seen from a zone. A spanning threat is seen from every zone at the same
 * distance; with two spanning threats only the nearer one spans (002 Spanning).
 */
export function distanceIn(ctx: Ctx, t: ThreatOnBoard, zone: Zone): number | null {
  if (t.zone === 'internal' || t.state !== 'active') return null;
  if (t.zone === zone) return t.position;
  if (!has(t, 'spans')) return null;
  for (const o of ctx.s.threats) {
    if (o === t || o.state !== 'active' || o.zone === 'internal' || !has(o, 'spans')) continue;
    if (o.position < t.position || (o.position === t.position && o.order < t.order)) return null;
  }
  return t.position;
}

/** The shield this turn: printed or changed value, plus any Marauder aura. */
function shieldNow(ctx: Ctx, t: ThreatOnBoard): number {
  let aura = 0;
  for (const o of ctx.s.threats) if (present(o) && o.zone !== 'internal') aura += rt(o).shieldAura;
  return rt(t).shield + aura;
}

/** Interceptors are alone on it when no other external threat sits in their reach (the Behemoth). */
function interceptorsAlone(ctx: Ctx, t: ThreatOnBoard): boolean {
  const band = rangeOf(t.position);
  return !ctx.s.threats.some((o) => o !== t && targetable(ctx, o, 'interceptors') && rangeOf(o.position) === band);
}

export function applyHits(ctx: Ctx, t: ThreatOnBoard, raw: Hit[]): void {
  if (t.state !== 'active' || raw.length === 0) return;
  const card = cardOf(t);
  const st = rt(t);
  // A spanning threat takes one pulse per shot, however many trajectories it covers.
  const hits = has(t, 'spans')
    ? raw.filter((h, i) => h.weapon !== 'pulse' || raw.findIndex((o) => o.weapon === 'pulse' && o.by === h.by) === i)
    : raw;
  st.hitTurn = ctx.s.turn;
  let lasers = 0;
  let other = 0;
  let rockets = 0;
  for (const h of hits) {
    if (h.weapon === 'heavy' || h.weapon === 'light') lasers += h.strength;
    else other += h.strength;
    if (h.weapon === 'rocket') rockets++;
  }
  if (rockets > 0) st.rocketHit = true;
  const behemoth = has(t, 'behemoth') && hits.some((h) => h.weapon === 'interceptors') && interceptorsAlone(ctx, t);
  if (behemoth) other += 6;
  if (has(t, 'polarized')) lasers = Math.ceil(lasers / 2);
  let shield = shieldNow(ctx, t);
  if (has(t, 'pulse-breaks-shield') && hits.some((h) => h.weapon === 'pulse')) shield = 0;
  let damage = Math.max(0, lasers + other - shield);
  if (has(t, 'cryoshield') && !st.cryoUsed && damage > 0) {
    // The cryoshield swallows the whole first volley that gets through, then it is gone.
    st.cryoUsed = true;
    damage = 0;
  }
  const cap = hasTrait(card, 'max-damage-per-turn');
  if (cap) damage = Math.min(damage, cap.amount);
  if (has(t, 'megashield') && st.shield > 0) st.shield--;
  if (has(t, 'draws-rockets')) st.shield += rockets;
  if (ctx.frames)
    note(ctx, 'threat.hit', `${card.name} is hit: ${lasers + other} against shield ${shield}, ${damage} damage.`, {
      threat: t.catalogue,
      token: t.order,
      damage,
      shield,
      total: t.damage + Math.max(0, damage),
    });
  if (behemoth) {
    for (const h of hits) if (h.weapon === 'interceptors' && h.by >= 0) knockOut(ctx, h.by, card.name);
  }
  if (damage <= 0) return;
  t.damage += damage;
  st.hurtTurn = ctx.s.turn;
  if (t.damage >= card.health) {
    destroyThreat(ctx, t, -1);
    return;
  }
  const retaliation = hasTrait(card, 'retaliates');
  if (retaliation) for (const z of ['red', 'white', 'blue'] as const) threatAttack(ctx, t, z, retaliation.amount);
}
