/**
 * The threat layer as the resolver sees it: the ThreatEngine of src/state.ts. The resolution step
 * machine calls these in its named steps (appear, crew actions, compute damage, threat actions, end
 * of turn, the jump, scoring); everything a card does is decided here and in the handlers.
 */
import { threatCard } from '../data/threats.ts';
import { trajectory } from '../data/trajectories.ts';
import { knockOut } from '../ship/knockout.ts';
import { type Ctx, note, type ThreatEngine, type ThreatOnBoard } from '../state.ts';
import { claimCalled, readyToPlace } from './calling.ts';
import { applyHits, distanceIn, targetable } from './damage.ts';
import {
  crewAction,
  endPlayerActions,
  malfunction,
  malfunctionToken,
  onEnter,
  onFire,
  remoteRepair,
  startTurn,
} from './internal.ts';
import { destroyThreat, survive } from './lifecycle.ts';
import { act, advanceAftermath, hostLost, trackOf } from './movement.ts';
import { cardOf, has, initialStatus, rt, stationId, stationOf } from './runtime.ts';
import { points } from './scoring.ts';
import { runSquare } from './squares.ts';
import { hasTrait } from './types.ts';

export { CALLED_ORDER } from './calling.ts';
export { pointsOf } from './scoring.ts';

/** A threat enters the board on the first square of its trajectory. */
export function appear(ctx: Ctx, t: ThreatOnBoard): void {
  const card = threatCard(t.catalogue);
  const turn = ctx.s.turn;
  t.status = { ...initialStatus(t, card) } as unknown as ThreatOnBoard['status'];
  if (t.appeared === 0) t.appeared = turn;
  t.state = 'active';
  t.damage = 0;
  t.position = trajectory(trackOf(ctx, t)).length;
  rt(t).speed += rt(t).calledSpeed;
  if (card.kind === 'internal') {
    t.stations = card.stations.map(stationOf);
    // The Lateral Laser Jam sits in upper red on odd turns and upper blue on even ones (002 note).
    if (hasTrait(card, 'lateral-by-parity')) t.stations = [stationOf(turn % 2 === 1 ? 'upper-red' : 'upper-blue')];
    if (has(t, 'health-from-rockets')) t.damage = Math.max(0, card.health - ctx.s.ship.rockets);
  }
  if (ctx.frames)
    note(ctx, 'threat.appear', `${card.name} appears.`, {
      threat: t.catalogue,
      token: t.order,
      zone: t.zone,
      position: t.position,
      stations: t.stations.map(stationId).join(','),
    });
  if (t.damage >= card.health) destroyThreat(ctx, t, -1);
  claimCalled(ctx, t);
}

/**
 * After every threat moved: destroyed threats with an aftermath advance (the resolver moves only
 * active ones), called threats take their place, the Planetoid speeds up.
 */
export function endThreatActions(ctx: Ctx): void {
  for (const t of ctx.s.threats) advanceAftermath(ctx, t);
  for (const t of readyToPlace(ctx)) {
    t.status = { slot: t.status.slot ?? 0, calledSpeed: t.status.calledSpeed ?? 0 };
    t.appeared = ctx.s.turn;
    appear(ctx, t);
  }
  for (const t of ctx.s.threats) if (t.state === 'active' && has(t, 'accelerates')) rt(t).speed++;
}

/** The hyperspace jump: the Dimension Spider strikes anyway, an unkilled Cyber Gremlin knocks all out. */
export function onJump(ctx: Ctx): void {
  for (const t of [...ctx.s.threats].sort((a, b) => a.order - b.order)) {
    if (ctx.s.destroyed) return;
    hostLost(ctx, t);
    if (t.state === 'active' && has(t, 'acts-at-jump') && !rt(t).didZ) {
      rt(t).out = false;
      runSquare(ctx, t, 'Z');
      survive(ctx, t);
    }
    if ((t.state === 'active' || t.state === 'survived') && has(t, 'knock-out-at-jump')) {
      note(ctx, 'threat.gremlin', `${cardOf(t).name} is still aboard: everyone is knocked out at the jump.`, {});
      for (let i = 0; i < ctx.s.crew.length; i++) knockOut(ctx, i, cardOf(t).name);
    }
  }
}

export const threatEngine: ThreatEngine = {
  appear,
  startTurn,
  crewAction,
  malfunction,
  malfunctionToken,
  remoteRepair,
  drawsRockets: (_ctx, t) => has(t, 'draws-rockets'),
  onFire,
  endPlayerActions,
  targetable,
  distanceIn,
  applyHits,
  act,
  endThreatActions,
  onEnter,
  onJump,
  points,
};
