/**
 * Threat Actions for one threat: phasing in and out, speed, advancing along its trajectory, and the
 * X/Y/Z squares it reaches or passes. Squares are read from the trajectory it moved on, so squares
 * reached by a jump stay quiet until its next move (002 Jumps).
 */
import { trajectory } from '../data/trajectories.ts';
import type { Ctx, ThreatOnBoard } from '../state.ts';
import { note } from '../state.ts';
import { runEffect } from './effects.ts';
import { survive } from './lifecycle.ts';
import { cardOf, has, rt } from './runtime.ts';
import { runSquare } from './squares.ts';
import type { ActionSquare } from './types.ts';

export function trackOf(ctx: Ctx, t: ThreatOnBoard): number {
  return t.zone === 'internal' ? ctx.s.trajectories.internal : ctx.s.trajectories[t.zone];
}

/** Speed for this turn's move: the Energy Snake loses 2 on a turn it was damaged. */
export function speedNow(ctx: Ctx, t: ThreatOnBoard): number {
  let v = rt(t).speed;
  const slowed = cardOf(t).traits.find((x) => x.kind === 'slowed-when-damaged');
  if (slowed && slowed.kind === 'slowed-when-damaged' && rt(t).hurtTurn === ctx.s.turn) v -= slowed.amount;
  v -= ctx.s.slowdown;
  return Math.max(0, v);
}

/** Moves a threat `squares` forward and fires every action square met (Scout, transmitters too). */
export function advance(ctx: Ctx, t: ThreatOnBoard, squares: number): void {
  if (squares <= 0 || ctx.s.destroyed) return;
  const track = trajectory(trackOf(ctx, t));
  const from = t.position;
  const to = Math.max(1, from - squares);
  t.position = to;
  if (ctx.frames)
    note(ctx, 'threat.advance', `${cardOf(t).name} advances from square ${from} to square ${to}.`, {
      threat: t.catalogue,
      token: t.order,
      zone: t.zone,
      from,
      to,
    });
  // The action squares met on the way (`from` excluded, `to` included), nearest to the start first.
  for (let at = from - 1; at >= to; at--) {
    const sq: ActionSquare | null = at === track.X ? 'X' : at === 1 ? 'Z' : track.Y.includes(at) ? 'Y' : null;
    if (sq === null) continue;
    if (ctx.s.destroyed) return;
    if (sq !== 'Z') rt(t).passed++;
    if (t.state === 'destroyed') {
      // A destroyed Ninja or Rabid Beast only plays out its aftermath at Z.
      if (sq === 'Z' && rt(t).aftermath) aftermath(ctx, t);
      continue;
    }
    if (t.state !== 'active') return;
    runSquare(ctx, t, sq, at);
    // A Z action that destroyed the ship leaves the threat on the board: it did not survive anything.
    if (ctx.s.destroyed) return;
    if (sq === 'Z') {
      survive(ctx, t);
      for (const c of ctx.s.crew) if (has(t, 'poison-markers')) c.marks.poisoned = 0;
    }
  }
}

function aftermath(ctx: Ctx, t: ThreatOnBoard): void {
  rt(t).aftermath = false;
  note(ctx, 'threat.aftermath', `The aftermath of ${cardOf(t).name} strikes at Z.`, { threat: t.catalogue });
  for (const e of cardOf(t).Z) {
    if (e.kind === 'damage-per-infected' || (e.kind === 'knock-out' && e.who === 'poisoned')) runEffect(ctx, t, e);
  }
  for (const c of ctx.s.crew) c.marks.poisoned = 0;
}

/** A destroyed Ninja or Rabid Beast: its token keeps its pace toward the aftermath at Z. */
export function advanceAftermath(ctx: Ctx, t: ThreatOnBoard): void {
  if (t.state === 'destroyed' && rt(t).aftermath) advance(ctx, t, speedNow(ctx, t));
}

/** A parasite whose host was knocked out has no further effect and counts as survived (002). */
export function hostLost(ctx: Ctx, t: ThreatOnBoard): boolean {
  const host = rt(t).host;
  if (host < 0 || !has(t, 'parasite') || !ctx.s.crew[host]?.knockedOut || t.state !== 'active') return false;
  survive(ctx, t);
  return true;
}

/** The threat's turn in the Threat Actions step. */
export function act(ctx: Ctx, t: ThreatOnBoard): void {
  const st = rt(t);
  if (t.state !== 'active') return;
  if (hostLost(ctx, t)) return;
  const phasing = has(t, 'phasing') && !st.didZ;
  // A phased-out threat comes back just before it moves and acts with its bracketed values.
  st.returned = st.out;
  st.out = false;
  advance(ctx, t, speedNow(ctx, t));
  if (phasing && t.state === 'active') {
    st.out = !st.returned;
    if (ctx.frames) note(ctx, 'threat.phase', `${cardOf(t).name} phases ${st.out ? 'out' : 'in'}.`, { out: st.out });
  }
}
