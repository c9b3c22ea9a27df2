/** Effect handlers that act on crew members and intruders moving about the ship. */
import { knockOut } from '../ship/knockout.ts';
import { delay, doorSealed, teleport } from '../ship/movement.ts';
import { activeSquad } from '../ship/battlebots.ts';
import { type Ctx, note, type ThreatOnBoard } from '../state.ts';
import { ZONES, type Station, type Zone } from '../types.ts';
import { homeZone } from './attack.ts';
import { crewAboard, crewAt, crewInZone, neighbour, stepToward } from './crew.ts';
import type { Handlers } from './effects.ts';
import { cardOf, listOf, rt, stationId, stationOf } from './runtime.ts';
import type { KnockOutWho } from './types.ts';

type CrewKinds =
  | 'knock-out'
  | 'delay'
  | 'delay-repeat'
  | 'swap-players-red-blue'
  | 'infect-here'
  | 'move'
  | 'move-toward-damage'
  | 'move-toward-players'
  | 'spread-slime';

function inStations(ctx: Ctx, t: ThreatOnBoard): number[] {
  return t.stations.flatMap((st) => crewAt(ctx, st));
}

function targets(ctx: Ctx, t: ThreatOnBoard, who: KnockOutWho): number[] {
  switch (who) {
    case 'stations':
      return inStations(ctx, t);
    case 'zone':
      return crewInZone(ctx, homeZone(ctx, t));
    case 'everyone':
    case 'captain-and-delay':
      return crewAboard(ctx);
    case 'everyone-but-bridge':
      return crewAboard(ctx).filter((i) => stationId(ctx.s.crew[i]?.station as Station) !== 'upper-white');
    case 'bot-leaders':
      return ctx.s.crew.flatMap((c, i) => (!c.knockedOut && c.squad !== null ? [i] : []));
    case 'without-bots':
      return inStations(ctx, t).filter((i) => activeSquad(ctx, i) === null);
    case 'alone':
    case 'crowded': {
      const out: number[] = [];
      for (const z of ZONES)
        for (const deck of ['upper', 'lower'] as const) {
          const here = crewAt(ctx, { zone: z, deck });
          if (who === 'alone' ? here.length === 1 : here.length > 1) out.push(...here);
        }
      return out;
    }
    case 'others-with-host': {
      const host = rt(t).host;
      const c = ctx.s.crew[host];
      return c && host >= 0 ? crewAt(ctx, c.station).filter((i) => i !== host) : [];
    }
    case 'poisoned':
      return ctx.s.crew.flatMap((c, i) => (c.marks.poisoned ? [i] : []));
    case 'lower-red-blue':
      return [...crewAt(ctx, { zone: 'red', deck: 'lower' }), ...crewAt(ctx, { zone: 'blue', deck: 'lower' })];
    default: {
      const never: never = who;
      throw new Error(`space-alert: unknown knock-out target ${String(never)}`);
    }
  }
}

/** Moves an intruder one step; sealed doors stop it (002 Breached Airlock). */
function moveIntruder(ctx: Ctx, t: ThreatOnBoard, direction: 'red' | 'blue' | 'deck'): void {
  if (t.stations.length !== 1) return;
  const st = t.stations[0] as Station;
  let to: Station;
  if (direction === 'deck') to = { zone: st.zone, deck: st.deck === 'upper' ? 'lower' : 'upper' };
  else {
    const z = neighbour(st.zone, direction);
    if (!z || doorSealed(ctx.s, st.zone, z)) return;
    to = { zone: z, deck: st.deck };
  }
  t.stations = [to];
  if (ctx.frames)
    note(ctx, 'threat.move', `${cardOf(t).name} moves to ${stationId(to)}.`, {
      threat: t.catalogue,
      token: t.order,
      from: stationId(st),
      to: stationId(to),
    });
}

function moveToZone(ctx: Ctx, t: ThreatOnBoard, target: Zone): void {
  const st = t.stations[0];
  if (!st || st.zone === target) return;
  moveIntruder(ctx, t, stepToward(st.zone, target) === neighbour(st.zone, 'red') ? 'red' : 'blue');
}

export const CREW_HANDLERS: Pick<Handlers, CrewKinds> = {
  'knock-out'(ctx, t, e) {
    const name = cardOf(t).name;
    if (e.who === 'captain-and-delay') {
      for (const i of targets(ctx, t, e.who)) {
        if (i === 0) knockOut(ctx, 0, name);
        else delay(ctx, i, ctx.s.turn + 1, name);
      }
      return;
    }
    for (const i of targets(ctx, t, e.who)) knockOut(ctx, i, name);
  },
  delay(ctx, t, e) {
    const who =
      e.who === 'all' ? crewAboard(ctx) : e.who === 'zone' ? crewInZone(ctx, homeZone(ctx, t)) : inStations(ctx, t);
    for (const i of who) delay(ctx, i, ctx.s.turn + 1, cardOf(t).name);
  },
  'delay-repeat'(ctx, t) {
    const turn = ctx.s.turn;
    for (const i of crewAboard(ctx)) {
      const c = ctx.s.crew[i];
      if (!c) continue;
      const last = c.plan[turn - 1] ?? null;
      delay(ctx, i, turn + 1, cardOf(t).name);
      if (last !== null && turn < c.plan.length) c.plan[turn] = last;
    }
  },
  'swap-players-red-blue'(ctx) {
    for (const i of crewAboard(ctx)) {
      const c = ctx.s.crew[i];
      if (!c || c.station.zone === 'white') continue;
      teleport(ctx, i, { zone: c.station.zone === 'red' ? 'blue' : 'red', deck: c.station.deck });
    }
  },
  'infect-here'(ctx, t) {
    for (const i of inStations(ctx, t)) {
      const c = ctx.s.crew[i];
      if (c) c.marks.infected = 1;
    }
  },
  move(ctx, t, e) {
    moveIntruder(ctx, t, e.direction);
  },
  'move-toward-damage'(ctx, t) {
    const counts = ZONES.map((z) => ctx.s.ship.zones[z].damage.length);
    const worst = Math.max(...counts);
    const leaders = ZONES.filter((_, i) => counts[i] === worst);
    // A tie for the most damaged goes to (or keeps it in) the white zone (002 Driller note).
    moveToZone(ctx, t, leaders.length > 1 ? 'white' : (leaders[0] as Zone));
  },
  'move-toward-players'(ctx, t) {
    const st = t.stations[0];
    if (!st) return;
    const options: Station[] = [{ zone: st.zone, deck: st.deck === 'upper' ? 'lower' : 'upper' }];
    for (const d of ['red', 'blue'] as const) {
      const z = neighbour(st.zone, d);
      if (z && !doorSealed(ctx.s, st.zone, z)) options.push({ zone: z, deck: st.deck });
    }
    // Our reading: it steps to the single neighbouring station holding the most crew, and stays
    // when its own station is as full or the best neighbours tie.
    const here = crewAt(ctx, st).length;
    const counts = options.map((o) => crewAt(ctx, o).length);
    const best = Math.max(...counts);
    if (best <= here || counts.filter((n) => n === best).length > 1) return;
    t.stations = [options[counts.indexOf(best)] as Station];
  },
  'spread-slime'(_ctx, t, e) {
    const tokens = [...t.stations.map(stationId), ...listOf(rt(t).progeny)];
    const grown = [...listOf(rt(t).progeny)];
    for (const id of tokens) {
      const st = stationOf(id);
      const z = neighbour(st.zone, e.direction);
      if (!z) continue;
      const to = stationId({ zone: z, deck: st.deck });
      // Slime breeds even through sealed doors (002 Breached Airlock note).
      if (!tokens.includes(to) && !grown.includes(to)) grown.push(to);
    }
    rt(t).progeny = grown.join(',');
  },
};
