/**
 * Snapshots of the ship for replay: energy, damage tiles, stores, crew positions and the threats on
 * the board. The resolver records one after every turn's end when frames are on, and one at the end
 * into the outcome, so a replay can show any turn exactly without re-deriving hidden bookkeeping
 * (reactor energy spent by guns, a threat's exact square) from the step-by-step frames.
 */
import { type Ctx, note, type ResolutionState } from '../state.ts';
import type { ShipSnapshot, ThreatSnapshot, Zone, ZoneSnapshot } from '../types.ts';

function zoneOf(s: ResolutionState, zone: Zone): ZoneSnapshot {
  const z = s.ship.zones[zone];
  return { reactor: z.reactor, shield: z.shield, damage: [...z.damage] };
}

export function snapshotOf(s: ResolutionState): ShipSnapshot {
  const threats: ThreatSnapshot[] = [];
  for (const t of s.threats) {
    if (t.state === 'pending') continue;
    threats.push({
      threat: t.catalogue,
      token: t.order,
      zone: t.zone,
      position: t.position,
      stations: t.stations.map((st) => `${st.deck}-${st.zone}`),
      damage: t.damage,
      state: t.state,
    });
  }
  return {
    zones: { red: zoneOf(s, 'red'), white: zoneOf(s, 'white'), blue: zoneOf(s, 'blue') },
    fuel: s.ship.fuel,
    rockets: s.ship.rockets,
    rocketInFlight: s.ship.rocketInFlight,
    crew: s.crew.map((c) => ({
      station: `${c.station.deck}-${c.station.zone}`,
      inSpace: c.inSpace,
      knockedOut: c.knockedOut,
      squad: c.squad,
      internalDamage: c.internalDamage,
    })),
    botsDisabled: s.ship.bots.map((b) => b.disabled),
    threats,
  };
}

/** A `ship.snapshot` frame (frames on only). */
export function noteSnapshot(ctx: Ctx, text: string): void {
  if (!ctx.frames) return;
  note(ctx, 'ship.snapshot', text);
  const last = ctx.frames[ctx.frames.length - 1];
  if (last) last.ship = snapshotOf(ctx.s);
}
