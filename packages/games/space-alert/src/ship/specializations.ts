/**
 * The resolution side of the Specializations module (002): what each of the ten special cards does
 * when its slot is resolved. Level 1 holds the basic card, level 2 the advanced card (its light half
 * is the basic action), level 3 both: so a crew member may use one special action a mission, two at
 * level 3 (at most one of them advanced). A card played without the specialization, beyond its uses,
 * or where it cannot work, has no effect, unless 002 says it then acts as a plain action.
 */
import { type Ctx, GUN, internalTakes, note, station } from '../state.ts';
import type { PlannedStep, Specialization, Zone } from '../types.ts';
import { activeSquad, reactivateBots } from './battlebots.ts';
import { repairOne } from './damage.ts';
import { refuelCentral } from './energy.ts';
import { launch } from './interceptors.ts';
import { goDirect, teleport } from './movement.ts';
import { observe } from './observation.ts';
import { launchRocket } from './rockets.ts';
import { performHalf } from './stations.ts';
import { canFire, fire, gunAt } from './weapons.ts';
import { maintain, checkTurn } from './computer.ts';

type Special = Extract<PlannedStep, { kind: 'special' }>;

/** Whether the crew member may use this card now (nothing is recorded). */
export function canUseSpecial(ctx: Ctx, crew: number, spec: Specialization, advanced: boolean): boolean {
  const own = ctx.s.options.specializations?.[crew];
  const c = ctx.s.crew[crew];
  if (!c || !own || own.spec !== spec || (advanced && own.level < 2)) return false;
  const uses = (c.specialUsed & 1) + ((c.specialUsed >> 1) & 1) + ((c.specialUsed >> 2) & 1);
  if (uses >= (own.level === 3 ? 2 : 1)) return false;
  return !(advanced && c.specialUsed & 2);
}

/** Whether the crew member may use this card now; records the use when allowed. */
export function useSpecial(ctx: Ctx, crew: number, spec: Specialization, advanced: boolean): boolean {
  if (!canUseSpecial(ctx, crew, spec, advanced)) return false;
  const c = ctx.s.crew[crew] as { specialUsed: number };
  if (advanced) c.specialUsed |= 2;
  else c.specialUsed |= c.specialUsed & 1 ? 4 : 1;
  return true;
}

/**
 * Advanced Special Ops (002): the protected card ignores effects triggered earlier in the same turn
 * (by the Medic or by players before in order), so the protection starts with the Player Actions
 * step and lasts until the card is done (the crew step clears it after the crew member's turn).
 */
export function protectSpecialOps(ctx: Ctx): void {
  const s = ctx.s;
  for (let i = 0; i < s.crew.length; i++) {
    const c = s.crew[i];
    const step = c?.plan[s.turn - 1] ?? null;
    if (!c || c.knockedOut || c.inSpace || step === null || step.kind !== 'special') continue;
    if (step.spec === 'special-ops' && step.advanced && step.with && canUseSpecial(ctx, i, 'special-ops', true))
      c.protectedTurn = s.turn;
  }
}

const ACT_A = { kind: 'action', action: 'A' } as const;
const ACT_C = { kind: 'action', action: 'C' } as const;

/** The other zone across the ship (red <-> blue); white has none. */
function opposite(zone: Zone): Zone | null {
  return zone === 'red' ? 'blue' : zone === 'blue' ? 'red' : null;
}

/**
 * Resolves a special card in a crew member's slot. The Medic's card has already moved and acted
 * before the captain (see the crew step), so it is not handled here.
 */
export function performSpecial(ctx: Ctx, crew: number, step: Special): void {
  const s = ctx.s;
  const c = s.crew[crew];
  if (!c || c.knockedOut) return;
  if (!useSpecial(ctx, crew, step.spec, step.advanced)) {
    if (ctx.frames)
      note(ctx, 'special.misused', `Crew ${crew + 1}'s special card has no effect.`, { crew, spec: step.spec });
    return;
  }
  if (ctx.frames)
    note(ctx, 'special', `Crew ${crew + 1} plays the ${step.advanced ? 'advanced' : 'basic'} ${step.spec} card.`, {
      crew,
      spec: step.spec,
      advanced: step.advanced,
    });
  const st = c.station;
  const at = (zone: Zone, deck: 'upper' | 'lower') => st.zone === zone && st.deck === deck;
  switch (step.spec) {
    case 'rocketeer':
      if (!step.advanced) {
        if (!ctx.threats.remoteRepair?.(ctx, crew, station('blue', 'lower'), 'C')) launchRocket(ctx, crew);
      } else if (at('blue', 'lower') && s.ship.rockets >= 2 && !ctx.threats.malfunction?.(ctx, st, 'C')) {
        launchRocket(ctx, crew, 2, 5);
      } else performHalf(ctx, crew, ACT_C, true);
      return;
    case 'data-analyst':
      if (!step.advanced) {
        // The bonus point is scored whatever happens; the maintenance counts only in time and once.
        s.analystBonus++;
        if (ctx.threats.remoteRepair?.(ctx, crew, station('white', 'upper'), 'C')) return;
        if (!s.ship.maintained && s.turn <= checkTurn(s, s.turn)) maintain(ctx, crew);
      } else if (at('white', 'lower') && !ctx.threats.malfunction?.(ctx, st, 'C')) observe(ctx, crew, 3);
      else performHalf(ctx, crew, ACT_C, true);
      return;
    case 'energy-technician':
      if (!step.advanced) {
        if (!ctx.threats.remoteRepair?.(ctx, crew, station('white', 'lower'), 'B')) refuelCentral(ctx, false);
      } else if (st.deck === 'upper') {
        for (const z of ['red', 'white', 'blue'] as Zone[]) s.ship.zones[z].tempShield += z === st.zone ? 2 : 1;
        note(ctx, 'special.temp-shield', 'A temporary shield: 2 in this zone and 1 in each other zone for this turn.');
      }
      return;
    case 'pulse-gunner':
      pulseGunner(ctx, crew, step.advanced);
      return;
    case 'medic':
      return;
    case 'teleporter':
      teleporter(ctx, crew, step.advanced);
      return;
    case 'hypernavigator':
      if (!step.advanced) {
        if (st.deck === 'lower') s.slowdown = 1;
      } else if (at('white', 'lower') && (s.turn === 10 || s.turn === 11)) {
        s.jumpAfter = s.turn;
        note(ctx, 'special.early-jump', 'The ship will jump after this turn, skipping to turn 13.');
      }
      return;
    case 'special-ops':
      if (!step.advanced) c.prepared = true;
      else if (step.with) {
        c.protectedTurn = s.turn;
        performCard(ctx, crew, step.with);
        // Effects later in the turn reach this crew member again.
        c.protectedTurn = 0;
      }
      return;
    case 'squad-leader':
      squadLeader(ctx, crew, step.advanced);
      return;
    case 'mechanic':
      mechanic(ctx, crew, step.advanced);
      return;
  }
}

function pulseGunner(ctx: Ctx, crew: number, advanced: boolean): void {
  const c = ctx.s.crew[crew];
  if (!c) return;
  const st = c.station;
  const pulseAt = st.zone === 'white' && st.deck === 'lower';
  if (advanced) {
    if (!pulseAt || ctx.threats.malfunction?.(ctx, st, 'A')) performHalf(ctx, crew, ACT_A, true);
    else fire(ctx, crew, st, { bonus: 0, enhanced: true });
    return;
  }
  if (pulseAt || ctx.threats.malfunction?.(ctx, st, 'A')) {
    performHalf(ctx, crew, ACT_A, true);
    return;
  }
  const pulse = station('white', 'lower');
  // Both guns fire together or neither does; the check is made before any energy is spent.
  const bothReady =
    canFire(ctx.s, st) &&
    canFire(ctx.s, pulse) &&
    !ctx.threats.malfunction?.(ctx, pulse, 'A') &&
    (gunAt(st).kind !== 'heavy' || st.zone !== 'white' || ctx.s.ship.zones.white.reactor >= 2);
  if (!bothReady) {
    note(ctx, 'special.pulse-gunner-fails', 'One of the two guns cannot fire, so neither fires.', { crew });
    return;
  }
  fire(ctx, crew, st, { bonus: 0 });
  fire(ctx, crew, pulse, { bonus: 0 });
}

function teleporter(ctx: Ctx, crew: number, advanced: boolean): void {
  const s = ctx.s;
  const c = s.crew[crew];
  if (!c) return;
  if (advanced) {
    const to = opposite(c.station.zone);
    if (to && !c.inSpace) teleport(ctx, crew, { zone: to, deck: c.station.deck === 'upper' ? 'lower' : 'upper' });
    return;
  }
  const tokens = s.options.teleport;
  const from = tokens ? s.crew[tokens.source] : undefined;
  const to = tokens ? s.crew[tokens.destination] : undefined;
  if (!tokens || !from || !to || tokens.source === tokens.destination || from.inSpace || to.inSpace) return;
  if (from.station.zone === to.station.zone && from.station.deck === to.station.deck) return;
  teleport(ctx, tokens.source, to.station);
}

function squadLeader(ctx: Ctx, crew: number, advanced: boolean): void {
  const c = ctx.s.crew[crew];
  if (!c || c.squad === null) return;
  if (!advanced) {
    if (activeSquad(ctx, crew) === null) reactivateBots(ctx, crew);
    else repairOne(ctx, c.station.zone, c.station.deck);
    return;
  }
  if (activeSquad(ctx, crew) === null || (c.station.zone === 'blue' && c.station.deck === 'lower')) return;
  goDirect(ctx, crew, station('red', 'upper'), 'squad-leader');
  // Interceptors disabled by a malfunction: the dash still happens, but no launch and no repair (002).
  if (c.station.zone === 'red' && !ctx.threats.malfunction?.(ctx, c.station, 'C')) launch(ctx, crew);
}

function mechanic(ctx: Ctx, crew: number, advanced: boolean): void {
  const c = ctx.s.crew[crew];
  if (!c) return;
  const st = c.station;
  if (advanced) {
    // A 2-point repair on one malfunction in the station: the lowest token, then A, B, C (002); the
    // Cyber Gremlin's sabotage tokens share its number, so the letter order decides among them.
    let pick: 'A' | 'B' | 'C' | null = null;
    let best = Number.POSITIVE_INFINITY;
    for (const a of ['A', 'B', 'C'] as const) {
      const token = ctx.threats.malfunctionToken?.(ctx, st, a) ?? null;
      if (token !== null && token < best) {
        best = token;
        pick = a;
      }
    }
    if (pick && internalTakes(ctx, crew, pick, 2)) return;
    note(ctx, 'special.mechanic-nothing', 'No malfunction here to repair.', { crew });
    return;
  }
  if (ctx.threats.malfunction?.(ctx, st, 'A')) return;
  const gun = gunAt(st);
  ctx.s.ship.boosted |= gun.bit;
  if (ctx.frames)
    note(ctx, 'special.mechanic', `The ${gun.kind} gun's next shot is boosted.`, {
      crew,
      pulse: gun.bit === GUN.pulse,
    });
}

/** A whole card in a slot (used for the card Special Ops protects and by the crew step). */
export function performCard(ctx: Ctx, crew: number, step: PlannedStep): void {
  if (!step) return;
  if (step.kind === 'special') performSpecial(ctx, crew, step);
  else if (step.kind === 'double') {
    performHalf(ctx, crew, step.halves[0], true);
    performHalf(ctx, crew, step.halves[1], false);
  } else performHalf(ctx, crew, step, true);
}
