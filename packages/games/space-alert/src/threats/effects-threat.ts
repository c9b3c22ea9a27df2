/** Effect handlers that change the acting threat itself or other threats on the board. */
import { threatCard } from '../data/threats.ts';
import { trajectory } from '../data/trajectories.ts';
import { type Ctx, note, type ThreatOnBoard } from '../state.ts';
import { ZONES, type Zone } from '../types.ts';
import { heal } from './attack.ts';
import { callIn } from './calling.ts';
import type { Handlers } from './effects.ts';
import { destroyThreat } from './lifecycle.ts';
import { advance } from './movement.ts';
import { cardOf, initialStatus, present, rt, stationOf } from './runtime.ts';
import { runSquare } from './squares.ts';
import type { InternalCard } from './types.ts';

type ThreatKinds =
  | 'heal'
  | 'heal-half-damage'
  | 'set-shield'
  | 'add-shield'
  | 'add-speed'
  | 'self-damage'
  | 'become-visible'
  | 'grow-up'
  | 'jump'
  | 'set-inaccessibility'
  | 'absorb-reactor-into-speed'
  | 'heal-all-external'
  | 'boost-others-attack'
  | 'boost-all-shields'
  | 'advance-others'
  | 'advance-internal'
  | 'advance-external-in-zone'
  | 'call-in'
  | 'draw-and-run-internal';

/** Jumps left: red wraps to blue, blue to white, white to red; right is the other way round. */
export function jumpTarget(zone: Zone, direction: 'left' | 'right'): Zone {
  const i = ZONES.indexOf(zone) + (direction === 'left' ? -1 : 1);
  return ZONES[(i + 3) % 3] as Zone;
}

function byOrder(ctx: Ctx, pick: (o: ThreatOnBoard) => boolean): ThreatOnBoard[] {
  return ctx.s.threats.filter((o) => present(o) && pick(o)).sort((a, b) => a.order - b.order);
}

export const THREAT_HANDLERS: Pick<Handlers, ThreatKinds> = {
  heal(ctx, t, e) {
    heal(ctx, t, e.amount);
  },
  'heal-half-damage'(ctx, t) {
    heal(ctx, t, Math.floor(t.damage / 2));
  },
  'set-shield'(_ctx, t, e) {
    rt(t).shield = e.value;
  },
  'add-shield'(_ctx, t, e) {
    rt(t).shield += e.amount;
  },
  'add-speed'(_ctx, t, e) {
    rt(t).speed += e.amount;
  },
  'self-damage'(ctx, t, e) {
    t.damage += e.amount;
    if (t.damage >= cardOf(t).health) destroyThreat(ctx, t, -1);
  },
  'become-visible'(_ctx, t) {
    rt(t).visible = true;
  },
  'grow-up'(_ctx, t) {
    rt(t).grown = true;
  },
  jump(ctx, t, e) {
    if (t.zone === 'internal') return;
    const to = jumpTarget(t.zone, e.direction);
    const length = trajectory(ctx.s.trajectories[to]).length;
    // The distance to Z is kept; a trajectory too short for it leaves the threat where it is.
    if (t.position > length) {
      note(ctx, 'threat.jump-blocked', `${cardOf(t).name} cannot jump: the ${to} trajectory is too short.`, { to });
      return;
    }
    t.zone = to;
    rt(t).jumped = ctx.s.turn;
    note(ctx, 'threat.jump', `${cardOf(t).name} jumps to the ${to} trajectory.`, {
      threat: t.catalogue,
      token: t.order,
      to,
      position: t.position,
    });
  },
  'set-inaccessibility'(_ctx, t, e) {
    rt(t).inacc = e.value;
  },
  'absorb-reactor-into-speed'(ctx, t) {
    const z = ctx.s.ship.zones[t.stations[0]?.zone ?? 'white'];
    rt(t).speed += z.reactor;
    z.reactor = 0;
  },
  'heal-all-external'(ctx, _t, e) {
    for (const o of byOrder(ctx, (o) => o.zone !== 'internal')) heal(ctx, o, e.amount);
  },
  'boost-others-attack'(_ctx, t, e) {
    rt(t).attackAura = e.amount;
  },
  'boost-all-shields'(_ctx, t, e) {
    rt(t).shieldAura = e.amount;
  },
  'advance-others'(ctx, t, e) {
    for (const o of byOrder(ctx, (o) => o !== t && o.zone !== 'internal')) advance(ctx, o, e.squares);
  },
  'advance-internal'(ctx, _t, e) {
    for (const o of byOrder(ctx, (o) => o.zone === 'internal')) advance(ctx, o, e.squares);
  },
  'advance-external-in-zone'(ctx, t, e) {
    const zone = t.stations[0]?.zone;
    for (const o of byOrder(ctx, (o) => o.zone === zone)) advance(ctx, o, e.squares);
  },
  'call-in'(ctx, t) {
    callIn(ctx, t);
  },
  'draw-and-run-internal'(ctx, t) {
    // A common internal threat of the vortex's colour or below runs all its actions at once and
    // is discarded; it scores nothing (002 Space-Time Vortex note).
    const pool = [
      'I1-01',
      'I1-02',
      'I1-03',
      'I1-04',
      'I1-05',
      'I1-06',
      'I1-07',
      'I2-01',
      'I2-02',
      'I2-03',
      'I2-04',
      'I2-05',
      'I2-06',
    ];
    const id = pool[ctx.rng.int(0, pool.length - 1)] as string;
    const card = threatCard(id) as InternalCard;
    const temp: ThreatOnBoard = {
      order: t.order,
      catalogue: id,
      zone: 'internal',
      trajectory: t.trajectory,
      position: 1,
      stations: card.stations.map(stationOf),
      damage: 0,
      state: 'active',
      appeared: ctx.s.turn,
      status: {},
    };
    temp.status = initialStatus(temp, card) as unknown as ThreatOnBoard['status'];
    note(ctx, 'threat.vortex-draw', `The vortex spits out ${card.name}, which acts at once.`, { threat: id });
    const track = trajectory(ctx.s.trajectories.internal);
    runSquare(ctx, temp, 'X');
    for (let i = 0; i < track.Y.length; i++) runSquare(ctx, temp, 'Y');
    runSquare(ctx, temp, 'Z');
  },
};
