/**
 * Effect handlers that strike the ship or change its systems. Each handler is the whole rule for
 * its effect kind; the typed map in effects.ts makes a missing or unknown kind a compile error.
 */
import { attackZone, damageZone, destroyShip } from '../ship/damage.ts';
import { drainReactor, drainShield, shieldCapacity } from '../ship/energy.ts';
import { type Ctx, note } from '../state.ts';
import { ZONES } from '../types.ts';
import { homeZone, threatAttack, zonesOf } from './attack.ts';
import { crewAt } from './crew.ts';
import type { Handlers } from './effects.ts';
import { cardOf, listOf, rt, stationId } from './runtime.ts';

type ShipKinds =
  | 'attack'
  | 'attack-remaining-health'
  | 'attack-players-here'
  | 'attack-central-reactor'
  | 'attack-reactor-energy'
  | 'attack-per-slime'
  | 'attack-per-rocket'
  | 'damage-per-mine'
  | 'damage-per-infected'
  | 'destroy-ship'
  | 'drain-shields'
  | 'drain-reactor'
  | 'drain-reactor-or-attack'
  | 'drain-shield-or-reactor'
  | 'drain-then-attack'
  | 'lose-fuel'
  | 'lose-rocket'
  | 'disable-stored-bots'
  | 'fill-shield-then-leak-reactor'
  | 'leak-shield'
  | 'leak-all-reactors'
  | 'double-damage'
  | 'shields-off'
  | 'shields-reversed'
  | 'seal-doors'
  | 'blind-optics'
  | 'lethal-stations'
  | 'sabotage-station'
  | 'lay-mine';

/** Leaking energy: the blocks are lost and each becomes 1 unshieldable damage in their zone. */
function leak(ctx: Ctx, zone: (typeof ZONES)[number], what: 'shield' | 'reactor'): void {
  const z = ctx.s.ship.zones[zone];
  const n = what === 'shield' ? z.shield : z.reactor;
  if (what === 'shield') z.shield = 0;
  else z.reactor = 0;
  if (n > 0) damageZone(ctx, zone, n, `leaking ${what}`);
}

export const SHIP_HANDLERS: Pick<Handlers, ShipKinds> = {
  attack(ctx, t, e) {
    const value = rt(t).returned && e.phased !== undefined ? e.phased : e.amount;
    for (const z of zonesOf(ctx, t, e.target ?? 'own')) threatAttack(ctx, t, z, value, e.mode);
  },
  'attack-remaining-health'(ctx, t, e) {
    const left = cardOf(t).health - t.damage;
    for (const z of zonesOf(ctx, t, e.target ?? 'own')) threatAttack(ctx, t, z, left * e.per);
  },
  'attack-players-here'(ctx, t) {
    const n = t.stations[0] ? crewAt(ctx, t.stations[0]).length : 0;
    if (n > 0) threatAttack(ctx, t, homeZone(ctx, t), n);
  },
  'attack-central-reactor'(ctx, t) {
    threatAttack(ctx, t, homeZone(ctx, t), ctx.s.ship.zones.white.reactor);
  },
  'attack-reactor-energy'(ctx, t, e) {
    // Not an attack (002): unshieldable, and the reactor keeps its energy.
    for (const z of e.each ? ZONES : [homeZone(ctx, t)])
      damageZone(ctx, z, 1 + ctx.s.ship.zones[z].reactor, cardOf(t).name);
  },
  'attack-per-slime'(ctx, t, e) {
    const places = [...t.stations.map(stationId), ...listOf(rt(t).progeny)];
    for (const id of places)
      threatAttack(ctx, t, id.endsWith('red') ? 'red' : id.endsWith('blue') ? 'blue' : 'white', e.amount);
  },
  'attack-per-rocket'(ctx, t, e) {
    const n = ctx.s.ship.rockets;
    ctx.s.ship.rockets = 0;
    // The rockets strike like an external attack: the shield of that zone applies (002 Ninja note).
    for (let i = 0; i < n; i++) attackZone(ctx, e.zone, e.amount, 'normal', cardOf(t).name);
  },
  'damage-per-mine'(ctx, t, e) {
    const mines = listOf(rt(t).mines).length;
    rt(t).mines = '';
    if (mines > 0) for (const z of ZONES) damageZone(ctx, z, e.amount * mines, 'mines');
  },
  'damage-per-infected'(ctx, t, e) {
    for (let i = 0; i < ctx.s.crew.length; i++) {
      const c = ctx.s.crew[i];
      if (!c || !c.marks.infected) continue;
      c.marks.infected = 0;
      if (!c.knockedOut && !c.inSpace) damageZone(ctx, c.station.zone, e.amount, 'an infected crew member');
    }
    void t;
  },
  'destroy-ship'(ctx, t) {
    destroyShip(ctx, null, cardOf(t).name);
  },
  'drain-shields'(ctx, t, e) {
    for (const z of zonesOf(ctx, t, e.target)) drainShield(ctx, z, e.amount === 'all' ? undefined : e.amount);
  },
  'drain-reactor'(ctx, t, e) {
    const zones = e.target === 'central' ? (['white'] as const) : zonesOf(ctx, t, e.target);
    for (const z of zones) drainReactor(ctx, z, e.amount === 'all' ? undefined : e.amount);
  },
  'drain-reactor-or-attack'(ctx, t, e) {
    const z = homeZone(ctx, t);
    if (drainReactor(ctx, z, e.amount) === 0) threatAttack(ctx, t, z, 1);
  },
  'drain-shield-or-reactor'(ctx, t) {
    const st = t.stations[0];
    if (!st) return;
    if (st.deck === 'upper') drainShield(ctx, st.zone);
    else drainReactor(ctx, st.zone);
  },
  'drain-then-attack'(ctx, t, e) {
    let drained = 0;
    if (e.from === 'reactor') drained = drainReactor(ctx, homeZone(ctx, t), 1);
    else if (ctx.s.ship.fuel > 0) {
      ctx.s.ship.fuel--;
      drained = 1;
    }
    if (drained > 0) for (const z of ZONES) threatAttack(ctx, t, z, e.amount);
  },
  'lose-fuel'(ctx, _t, e) {
    ctx.s.ship.fuel = Math.max(0, ctx.s.ship.fuel - e.amount);
  },
  'lose-rocket'(ctx, _t, e) {
    ctx.s.ship.rockets = Math.max(0, ctx.s.ship.rockets - e.amount);
  },
  'disable-stored-bots'(ctx, t) {
    for (const b of ctx.s.ship.bots) {
      if (b.leader === null && t.stations.some((st) => st.zone === b.home.zone && st.deck === b.home.deck))
        b.disabled = true;
    }
  },
  'fill-shield-then-leak-reactor'(ctx, t) {
    const zone = homeZone(ctx, t);
    const z = ctx.s.ship.zones[zone];
    const moved = Math.min(Math.max(0, shieldCapacity(ctx.s, zone) - z.shield), z.reactor);
    z.shield += moved;
    z.reactor -= moved;
    leak(ctx, zone, 'reactor');
  },
  'leak-shield'(ctx, t) {
    leak(ctx, homeZone(ctx, t), 'shield');
  },
  'leak-all-reactors'(ctx) {
    for (const z of ZONES) leak(ctx, z, 'reactor');
  },
  'double-damage'(ctx, _t, e) {
    for (const z of e.zones === 'all' ? ZONES : (['red'] as const)) ctx.s.ship.zones[z].damageFactor = 2;
  },
  'shields-off'(ctx) {
    ctx.s.ship.shieldsMode = 'ineffective';
  },
  'shields-reversed'(ctx) {
    ctx.s.ship.shieldsMode = 'reversed';
  },
  'seal-doors'(ctx, _t, e) {
    if (e.between === 'red-white') ctx.s.ship.sealed.redWhite = true;
    else ctx.s.ship.sealed.whiteBlue = true;
  },
  'blind-optics'(ctx, t, e) {
    const done = rt(t).blinded.split(',');
    const zone = e.zones.find((z) => !done.includes(z));
    if (!zone) return;
    ctx.s.ship.zones[zone].blind = true;
    rt(t).blinded = [...done.filter((d) => d !== ''), zone].join(',');
    note(ctx, 'threat.blind', `The ${zone} lasers are blind.`, { zone });
  },
  'lethal-stations'(_ctx, t) {
    rt(t).lethal = true;
  },
  'sabotage-station'(ctx, t) {
    const st = t.stations[0];
    if (!st) return;
    const id = stationId(st);
    const tokens = rt(t).sabotage === '' ? [] : rt(t).sabotage.split(',');
    tokens.push(`${id}:A`, `${id}:B`, `${id}:C`);
    rt(t).sabotage = tokens.join(',');
    note(ctx, 'threat.sabotage', `Every system in ${id} is sabotaged.`, { station: id });
  },
  'lay-mine'(_ctx, t) {
    const st = t.stations[0];
    if (!st) return;
    const mines = listOf(rt(t).mines);
    mines.push(stationId(st));
    rt(t).mines = mines.join(',');
  },
};
