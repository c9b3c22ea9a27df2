/**
 * Internal threats met by the crew: repairs of malfunctions (A, B or C in their station), battlebot
 * attacks on intruders, inaccessibility counted per turn (002), the repair bonuses, return fire,
 * and what entering a station sets off (parasite, slime, poison, contamination).
 */
import { activeSquad } from '../ship/battlebots.ts';
import { disableBots, knockOut } from '../ship/knockout.ts';
import { delay, teleport } from '../ship/movement.ts';
import { spend } from '../ship/energy.ts';
import { type Ctx, type EntryKind, note, type ThreatOnBoard } from '../state.ts';
import type { ActionLetter, Station } from '../types.ts';
import { threatAttack } from './attack.ts';
import { destroyThreat } from './lifecycle.ts';
import { cardOf, has, internal, listOf, present, rt, stationId, stationOf } from './runtime.ts';
import { hasTrait, type StationId } from './types.ts';

function at(t: ThreatOnBoard, st: Station): boolean {
  return t.stations.some((s) => s.zone === st.zone && s.deck === st.deck);
}

/** Deals `points` to an internal threat, each point first spent on this turn's inaccessibility. */
export function hurtInternal(ctx: Ctx, t: ThreatOnBoard, points: number, by: number): number {
  const dealt = dealInternal(ctx, t, points, by);
  finishInternal(ctx, t, by);
  return dealt;
}

/**
 * The damage alone, up to the threat's health: the caller tells what its crew member did, then
 * `finishInternal` destroys the threat, so the log reads in the order things happened.
 */
function dealInternal(ctx: Ctx, t: ThreatOnBoard, points: number, by: number): number {
  const st = rt(t);
  const card = cardOf(t);
  let dealt = 0;
  for (let i = 0; i < points && t.state === 'active' && t.damage < card.health; i++) {
    if (st.ignored < st.inacc) {
      st.ignored++;
      continue;
    }
    if (t.damage + 1 >= card.health && has(t, 'final-repair-needs-energy')) {
      // The last point of a laser jam costs a block from the reactor of its zone (002 note).
      const zone = t.stations[0]?.zone ?? 'white';
      if (!spend(ctx.s, zone, 1)) {
        note(ctx, 'threat.jam-no-energy', `No energy in the ${zone} reactor: the last repair point is not dealt.`, {
          zone,
        });
        continue;
      }
    }
    t.damage++;
    dealt++;
    const dealer = ctx.s.crew[by];
    if (dealer) dealer.internalDamage++;
  }
  return dealt;
}

/** Destroys an internal threat whose damage has reached its health. */
function finishInternal(ctx: Ctx, t: ThreatOnBoard, by: number): void {
  if (t.state === 'active' && t.damage >= cardOf(t).health) destroyThreat(ctx, t, by);
}

function sabotageOwner(ctx: Ctx, st: Station, action: ActionLetter): ThreatOnBoard | undefined {
  const key = `${stationId(st)}:${action}`;
  return ctx.s.threats.find((t) => rt(t)?.sabotage?.split(',').includes(key));
}

/** Cyber Gremlin tokens: 1-hp malfunctions of A, B and C that outlive it. */
function repairSabotage(ctx: Ctx, crew: number, st: Station, action: ActionLetter): boolean {
  const key = `${stationId(st)}:${action}`;
  for (const t of [...ctx.s.threats].sort((a, b) => a.order - b.order)) {
    const tokens = rt(t)?.sabotage ? rt(t).sabotage.split(',') : [];
    const i = tokens.indexOf(key);
    if (i < 0) continue;
    tokens.splice(i, 1);
    rt(t).sabotage = tokens.join(',');
    note(ctx, 'threat.sabotage-fixed', `Crew ${crew + 1} repairs a sabotaged system.`, { crew });
    return true;
  }
  return false;
}

export function crewAction(ctx: Ctx, crew: number, action: ActionLetter, strength: number): boolean {
  const c = ctx.s.crew[crew];
  if (!c) return false;
  if (c.inSpace) {
    if (action !== 'bots') return false;
    const fissure = ctx.s.threats.find((t) => present(t) && internal(t)?.inSpace);
    if (!fissure) return false;
    hurtInternal(ctx, fissure, 1, crew);
    return true;
  }
  const here = c.station;
  const candidates = ctx.s.threats
    .filter((t) => {
      const card = internal(t);
      if (!card || card.fix !== action || rt(t).out) return false;
      if (has(t, 'parasite')) {
        const host = ctx.s.crew[rt(t).host];
        return (
          t.state === 'active' &&
          rt(t).host >= 0 &&
          rt(t).host !== crew &&
          host !== undefined &&
          stationId(host.station) === stationId(here)
        );
      }
      if (t.state === 'active') return at(t, here) || listOf(rt(t).progeny).includes(stationId(here) as StationId);
      // A malfunction that reached Z keeps its system broken for the rest of the mission.
      return t.state === 'survived' && action !== 'bots' && at(t, here);
    })
    .sort((a, b) => a.order - b.order);
  const t = candidates[0];
  // Cyber Gremlin tokens take their turn by the Gremlin's token number (002 note).
  const gremlin = action === 'bots' ? undefined : sabotageOwner(ctx, here, action);
  if (gremlin && (!t || gremlin.order < t.order)) return repairSabotage(ctx, crew, here, action);
  if (!t) return false;
  if (t.state === 'survived') {
    note(ctx, 'threat.broken', `The system is broken for good by ${cardOf(t).name}.`, { crew });
    return true;
  }
  if (action === 'bots') return fight(ctx, crew, t, strength);
  return repair(ctx, crew, t, strength);
}

function repair(ctx: Ctx, crew: number, t: ThreatOnBoard, strength: number, where?: Station): boolean {
  const st = rt(t);
  const c = ctx.s.crew[crew];
  const here = where ?? c?.station;
  st.repairs++;
  st.repairers |= 1 << crew;
  const idx = t.stations.findIndex((s) => here && s.zone === here.zone && s.deck === here.deck);
  st.repairStations |= 1 << Math.max(0, idx);
  let points = strength;
  // Breached Airlock: a repairer leading active battlebots deals one more (BG, LLR).
  if (has(t, 'bot-leader-repair-bonus') && activeSquad(ctx, crew) !== null) points++;
  const dealt = dealInternal(ctx, t, points, crew);
  if (ctx.frames)
    note(ctx, 'threat.repair', `Crew ${crew + 1} repairs ${cardOf(t).name}: ${dealt} damage.`, { crew, dealt });
  finishInternal(ctx, t, crew);
  if (dealt > 0 && has(t, 'teleports-crew-when-hit')) vortexFlip(ctx);
  return true;
}

function fight(ctx: Ctx, crew: number, t: ThreatOnBoard, strength: number): boolean {
  const card = cardOf(t);
  const here = stationId((ctx.s.crew[crew] as { station: Station }).station);
  const progeny = listOf(rt(t).progeny);
  if (!at(t, stationOf(here)) && progeny.includes(here)) {
    // A slime offspring has 1 health: the attack clears that station only.
    rt(t).progeny = progeny.filter((p) => p !== here).join(',');
    note(ctx, 'threat.progeny', `Crew ${crew + 1}'s battlebots clear the slime in ${here}.`, { crew });
    return true;
  }
  // Heroic battlebots deal the plain 1 damage; the heroism only spares the squad from return fire.
  const dealt = dealInternal(ctx, t, 1, crew);
  if (ctx.frames)
    note(ctx, 'threat.fight', `Crew ${crew + 1}'s battlebots attack ${card.name}: ${dealt} damage.`, { crew, dealt });
  finishInternal(ctx, t, crew);
  const fire = hasTrait(card, 'returns-fire');
  if (fire && strength < 2 && (fire.once !== 'grown' || rt(t).grown)) disableBots(ctx, crew);
  if (has(t, 'parasite')) {
    // Attacking the parasite knocks out its host and costs the attacker's squad (002 Parasite note).
    knockOut(ctx, rt(t).host, card.name);
    disableBots(ctx, crew);
  }
  const jump = hasTrait(card, 'teleports-when-hit');
  if (jump && t.state === 'active') t.stations = [stationOf(jump.to)];
  return true;
}

/**
 * The malfunction that would take action `action` in a station, first by token number: a
 * malfunction card fixed by that letter (one that reached Z keeps its system broken), not phased
 * out. Intruders and the Parasite are fought with battlebots and never block a system.
 */
function malfunctionCard(ctx: Ctx, st: Station, action: ActionLetter): ThreatOnBoard | null {
  let best: ThreatOnBoard | null = null;
  for (const t of ctx.s.threats) {
    if (t.state !== 'active' && t.state !== 'survived') continue;
    const card = internal(t);
    if (!card || card.fix !== action || rt(t).out || has(t, 'parasite') || !at(t, st)) continue;
    if (!best || t.order < best.order) best = t;
  }
  return best;
}

/** Whether a malfunction (a card or a Cyber Gremlin's sabotage) disables this system now. */
export function malfunction(ctx: Ctx, st: Station, action: ActionLetter): boolean {
  if (action === 'bots') return false;
  return malfunctionCard(ctx, st, action) !== null || sabotageOwner(ctx, st, action) !== undefined;
}

/** The lowest token among the malfunctions disabling this system (cards or sabotage), or null. */
export function malfunctionToken(ctx: Ctx, st: Station, action: ActionLetter): number | null {
  if (action === 'bots') return null;
  const card = malfunctionCard(ctx, st, action);
  const gremlin = sabotageOwner(ctx, st, action);
  if (!card && !gremlin) return null;
  return Math.min(card?.order ?? Number.POSITIVE_INFINITY, gremlin?.order ?? Number.POSITIVE_INFINITY);
}

/**
 * A special action that works the system from afar (basic Rocketeer, Data Analyst, Energy
 * Technician) meets a malfunction there: it counts as one repair point in that station, but may not
 * deal the final point (002); then it has no effect. Returns false when nothing disables the system
 * (the special action then works as printed).
 */
export function remoteRepair(ctx: Ctx, crew: number, where: Station, action: ActionLetter): boolean {
  const t = malfunctionCard(ctx, where, action);
  const gremlin = sabotageOwner(ctx, where, action);
  if (!t && !gremlin) return false;
  // A sabotage token has one health point: any repair of it is the final one.
  const target = t && (!gremlin || t.order < gremlin.order) ? t : null;
  const st = target ? rt(target) : null;
  const final =
    !target ||
    target.state !== 'active' ||
    (st !== null && st.ignored >= st.inacc && target.damage + 1 >= cardOf(target).health);
  if (final || !target) {
    if (ctx.frames)
      note(ctx, 'special.repair-not-final', `Crew ${crew + 1}'s special action would be the final repair: no effect.`, {
        crew,
        station: stationId(where),
      });
    return true;
  }
  return repair(ctx, crew, target, 1, where);
}

/** Space-Time Vortex: any damage sends every crew member aboard to the other deck at once. */
function vortexFlip(ctx: Ctx): void {
  ctx.s.crew.forEach((c, i) => {
    if (c.knockedOut || c.inSpace) return;
    // Advanced Special Ops: an effect triggered before or by the protected card does not apply.
    if (c.protectedTurn === ctx.s.turn) return;
    teleport(ctx, i, { zone: c.station.zone, deck: c.station.deck === 'upper' ? 'lower' : 'upper' });
  });
}

/** End of Player Actions: the repair bonuses that depend on everything repaired this turn. */
export function endPlayerActions(ctx: Ctx): void {
  for (const t of ctx.s.threats) {
    if (t.state !== 'active') continue;
    const st = rt(t);
    const card = cardOf(t);
    const multi = hasTrait(card, 'multi-station-repair-bonus');
    const all = (1 << t.stations.length) - 1;
    if (multi && t.stations.length > 1 && (st.repairStations & all) === all) hurtInternal(ctx, t, multi.amount, -1);
    if (has(t, 'lone-repair-bonus') && st.repairs > 0 && (st.repairers & (st.repairers - 1)) === 0) {
      note(ctx, 'threat.lone-repair', `${card.name}: one repairer alone deals 1 more.`, {});
      t.damage++;
      if (t.damage >= card.health) destroyThreat(ctx, t, -1);
    }
  }
}

/** The central heavy laser fired with the Pulse Cannon Short Circuit aboard: the pulse hits us. */
export function onFire(
  ctx: Ctx,
  _crew: number,
  gun: 'heavy' | 'light' | 'pulse',
  zone: 'red' | 'white' | 'blue',
): void {
  if (gun !== 'heavy' || zone !== 'white') return;
  for (const t of ctx.s.threats) {
    if (!present(t) || !has(t, 'pulse-backfire')) continue;
    note(ctx, 'threat.backfire', 'The pulse cannon backfires on the ship.', {});
    for (const z of ['red', 'white', 'blue'] as const) threatAttack(ctx, t, z, 1);
  }
}

/**
 * A crew member arrived in a station. A move sets off the entry effects; a teleport sets off none
 * (002 movement note) but is remembered as the station a later move of the same turn starts from:
 * the Ninja's poison judges a movement by where it really starts (RULES.md, Ninja after a teleport).
 */
export function onEnter(ctx: Ctx, crew: number, how: EntryKind): void {
  const c = ctx.s.crew[crew];
  if (!c) return;
  const here = stationId(c.station);
  const from = (c.marks.from ?? -1) as number;
  c.marks.from = STATIONS.indexOf(here);
  if (how === 'launch' || how === 'teleport') return;
  // A double move passes through its middle station: the poison looks only at where the whole
  // movement started (first arrival) and where it ended (second arrival) (002 Ninja note).
  const step = c.plan[ctx.s.turn - 1];
  const doubleMove = step?.kind === 'double' && step.halves.every((h) => h.kind !== 'action');
  const firstArrival = c.marks.entered !== ctx.s.turn;
  c.marks.entered = ctx.s.turn;
  const checkStart = !doubleMove || firstArrival;
  const checkEnd = !doubleMove || !firstArrival;
  for (const t of [...ctx.s.threats].sort((a, b) => a.order - b.order)) {
    const st = rt(t);
    // Contamination's stations stay deadly after its Z, for the rest of the mission.
    if (st?.lethal && t.state !== 'pending' && at(t, c.station)) knockOut(ctx, crew, cardOf(t).name);
    if (t.state !== 'active') continue;
    if (has(t, 'parasite') && st.host < 0) {
      st.host = crew;
      note(ctx, 'threat.parasite', `The parasite latches onto crew ${crew + 1}.`, { crew });
    }
    // The Squad Leader's dash ignores what would delay it, Slime included (002).
    if (how !== 'squad-leader' && has(t, 'slime-delay') && (at(t, c.station) || listOf(st.progeny).includes(here)))
      delay(ctx, crew, ctx.s.turn + 1, 'slime');
    const poison = hasTrait(cardOf(t), 'poison-markers');
    if (poison && !st.out) {
      const start = from >= 0 ? STATIONS[from] : undefined;
      const ends = checkEnd && poison.stations.includes(here);
      const starts = checkStart && start !== undefined && poison.stations.includes(start);
      if (ends || starts) c.marks.poisoned = 1;
    }
  }
}

const STATIONS: readonly StationId[] = [
  'upper-red',
  'upper-white',
  'upper-blue',
  'lower-red',
  'lower-white',
  'lower-blue',
];

/** Start of a turn: per-turn counters, and where each crew member starts its moves (poison). */
export function startTurn(ctx: Ctx): void {
  for (const t of ctx.s.threats) {
    if (t.state !== 'active' && t.state !== 'survived') continue;
    const st = rt(t);
    st.ignored = 0;
    st.repairs = 0;
    st.repairers = 0;
    st.repairStations = 0;
  }
  for (const c of ctx.s.crew) c.marks.from = STATIONS.indexOf(stationId(c.station));
}
