/**
 * Battlebots. Two squads, stored in upper blue and lower red. C in such a station takes the stored
 * squad if nobody leads it and the player leads none; the player leads it until knocked out. A player
 * leading a disabled squad exchanges it by C in a station where an active squad is stored: the
 * disabled squad stays there, the active one follows the player (base rules; 002's Squad Leader note
 * names this as the way to reactivate bots, which a C malfunction in the station blocks, since the C
 * then goes to the repair). The battlebot action attacks an intruder in the leader's station (the
 * threat layer decides who is there and what happens); without an active squad it does nothing.
 */
import { type Ctx, internalTakes, note, sameStation } from '../state.ts';

/** The active squad led by a crew member, or null. */
export function activeSquad(ctx: Ctx, crew: number): number | null {
  const c = ctx.s.crew[crew];
  if (!c || c.squad === null) return null;
  return ctx.s.ship.bots[c.squad]?.disabled ? null : c.squad;
}

/** The squad stored in `crew`'s station that C would hand over: an active one first, or -1. */
function storedHere(ctx: Ctx, crew: number, activeOnly: boolean): number {
  const c = ctx.s.crew[crew];
  if (!c) return -1;
  let found = -1;
  ctx.s.ship.bots.forEach((b, i) => {
    if (b.leader !== null || !sameStation(b.home, c.station)) return;
    if (!b.disabled) {
      if (found < 0 || ctx.s.ship.bots[found]?.disabled) found = i;
    } else if (found < 0 && !activeOnly) found = i;
  });
  return found;
}

/** C in a battlebot station: take the squad stored here, or exchange a disabled squad for it. */
export function takeBots(ctx: Ctx, crew: number): boolean {
  const c = ctx.s.crew[crew];
  if (!c) return false;
  const led = c.squad === null ? null : ctx.s.ship.bots[c.squad];
  if (led?.disabled) return exchangeBots(ctx, crew);
  const i = storedHere(ctx, crew, false);
  if (i < 0 || c.squad !== null) {
    if (ctx.frames)
      note(
        ctx,
        'bots.none',
        c.squad !== null ? `Crew ${crew + 1} already leads a squad.` : 'No squad is stored here.',
        {
          crew,
        },
      );
    return false;
  }
  const squad = ctx.s.ship.bots[i];
  if (!squad) return false;
  squad.leader = crew;
  c.squad = i;
  if (ctx.frames) note(ctx, 'bots.take', `Crew ${crew + 1} takes the battlebot squad.`, { crew, squad: i });
  return true;
}

/** A leader of a disabled squad leaves it in this station and takes the active squad stored here. */
function exchangeBots(ctx: Ctx, crew: number): boolean {
  const c = ctx.s.crew[crew];
  const i = storedHere(ctx, crew, true);
  const old = c && c.squad !== null ? ctx.s.ship.bots[c.squad] : undefined;
  const fresh = ctx.s.ship.bots[i];
  if (!c || !old || !fresh) {
    if (ctx.frames) note(ctx, 'bots.none', 'No active squad is stored here to exchange.', { crew });
    return false;
  }
  old.leader = null;
  old.home = { zone: c.station.zone, deck: c.station.deck };
  fresh.leader = crew;
  if (ctx.frames)
    note(ctx, 'bots.exchange', `Crew ${crew + 1} leaves the disabled squad here and takes the active one.`, {
      crew,
      left: c.squad,
      squad: i,
    });
  c.squad = i;
  return true;
}

/** The battlebot action aboard: an attack on an intruder here, if the squad is active. */
export function botsAction(ctx: Ctx, crew: number, heroic: boolean): void {
  if (activeSquad(ctx, crew) === null) {
    if (ctx.frames) note(ctx, 'bots.no-squad', `Crew ${crew + 1} has no active battlebots: nothing happens.`, { crew });
    return;
  }
  // Heroic battlebots deal the same 1 damage to an intruder; the heroism keeps the squad from being
  // disabled by return fire (the threat layer reads the strength 2 as "heroic").
  if (!internalTakes(ctx, crew, 'bots', heroic ? 2 : 1)) {
    note(ctx, 'bots.no-target', 'No intruder here to attack.', { crew });
  }
}

/** Squad Leader: a disabled squad led by this crew member becomes active again. */
export function reactivateBots(ctx: Ctx, crew: number): boolean {
  const c = ctx.s.crew[crew];
  const squad = c && c.squad !== null ? ctx.s.ship.bots[c.squad] : undefined;
  if (!squad?.disabled) return false;
  squad.disabled = false;
  if (ctx.frames) note(ctx, 'bots.reactivated', `Crew ${crew + 1}'s battlebots are active again.`, { crew });
  return true;
}
