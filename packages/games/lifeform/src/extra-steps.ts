import { type Action, type ApplyContext, activeWindow, type Seat, waitingSeats } from '@airlock/engine';
import { applyCatCard, applyCatHome, applyCatMove, catPlaceOptions, placeCat } from './cat.ts';
import { HUNT_LOCATION } from './data/passenger.ts';
import { DECIDE_CARD } from './data/decide.ts';
import { applyDecide, decideOptions } from './decide.ts';
import type { ExtraStep } from './extras.ts';
import { turnAsteroid } from './passenger/asteroid.ts';
import { applyHunt, huntActors, huntNext, huntOptions } from './passenger/hunt.ts';
import { applyRegain, applyRoleAdvance, applySisterCard, regainOptions } from './roles.ts';
import { applyHelp, helpAuto, helpOptions } from './showdown-help.ts';
import { crewSeats, type LfState } from './state.ts';
import { topo } from './board.ts';
import { capital, cardName, charName, imageName, roomName, seatName } from './names.ts';

/**
 * The flow's entry points for the cat, SIS-TER, showdown help, Decide Immediately and 13th Passenger
 * steps: who decides, what they may do, how an answer applies, and the automatic ones.
 */
export function extraActors(s: LfState, t: ExtraStep): Seat[] {
  switch (t.k) {
    case 'cat-place':
    case 'regain':
      return [t.seat];
    case 'help': {
      const w = activeWindow(s.windows);
      return t.opened && w?.kind === 'help' ? waitingSeats(w) : [];
    }
    case 'decide':
      return crewSeats(s).slice(0, 1);
    case 'asteroid':
    case 'hunt-next':
      return [];
    default:
      return huntActors(s, t);
  }
}

export function extraOptions(s: LfState, actor: Seat, t: ExtraStep): Action[] {
  if (!extraActors(s, t).includes(actor)) return [];
  switch (t.k) {
    case 'cat-place':
      return catPlaceOptions(s, s.players > 2);
    case 'regain':
      return regainOptions(s, actor);
    case 'help':
      return helpOptions(s, actor);
    case 'decide':
      return decideOptions(s, t);
    default:
      return huntOptions(s, t);
  }
}

export function applyExtraStep(s: LfState, actor: Seat, t: ExtraStep, a: Action, ctx: ApplyContext): void {
  switch (t.k) {
    case 'cat-place':
      s.stack.pop();
      placeCat(s, actor, a.chamber as string, ctx);
      return;
    case 'regain':
      applyRegain(s, actor, a, ctx);
      return;
    case 'help':
      applyHelp(s, actor, a, ctx);
      return;
    case 'decide':
      applyDecide(s, t, a, ctx);
      return;
    default:
      applyHunt(s, actor, t, a, ctx);
  }
}

/** Automatic steps; true when the flow should look again, false when it waits for a decision. */
export function extraAuto(s: LfState, t: ExtraStep, ctx: ApplyContext): boolean {
  switch (t.k) {
    case 'asteroid':
      turnAsteroid(s, ctx);
      return true;
    case 'hunt-next':
      huntNext(s, ctx);
      return true;
    case 'help':
      return helpAuto(s, t);
    default: {
      const actor = extraActors(s, t)[0];
      if (actor !== undefined && extraOptions(s, actor, t).length > 0) return false;
      s.stack.pop();
      return true;
    }
  }
}

const FREE = new Set(['cat', 'cat-home', 'cat-move', 'role-advance', 'sister']);

/**
 * Actions taken on a base step that are not its own: a 2-player cat card during the crew player's turn
 * (the turn goes on), or a role player's activity (the turn ends, except after the cat's move).
 */
export function applyFree(s: LfState, actor: Seat, a: Action, ctx: ApplyContext): boolean {
  if (!FREE.has(a.type)) return false;
  const role = s.roles[actor] === 'cat' || s.roles[actor] === 'sister';
  if (role && a.type !== 'cat-move') s.stack.pop();
  switch (a.type) {
    case 'cat':
      applyCatCard(s, actor, a, ctx);
      break;
    case 'cat-home':
      applyCatHome(s, actor, ctx);
      break;
    case 'cat-move':
      applyCatMove(s, actor, a, ctx);
      break;
    case 'role-advance':
      applyRoleAdvance(s, actor, a, ctx);
      break;
    case 'sister':
      applySisterCard(s, actor, a, ctx);
      break;
  }
  return true;
}

/** Sentences for these actions (the terminal's list). */
export function describeExtra(s: LfState, a: Action): string | null {
  const room = (id: unknown) => roomName(s, id);
  switch (a.type) {
    case 'cat-place':
      return `Put the ship's cat in ${room(a.chamber)}`;
    case 'cat':
      return `Play the cat card ${cardName(a.card)}${a.to ? ` to ${room(a.to)}` : ''}${a.chamber ? ` in ${room(a.chamber)}` : ''}${a.image ? ` on ${imageName(a.image)}` : ''}${typeof a.seat === 'number' ? ` for ${seatName(a.seat)}` : ''}`;
    case 'cat-home':
      return 'Send the cat aboard the Remora and drop its cards';
    case 'cat-move':
      return `Move the cat to ${room(a.to)}`;
    case 'role-advance':
      return `Advance board token ${(a.token as number) + 1}`;
    case 'sister': {
      const l = typeof a.link === 'number' ? topo(s).map.links[a.link] : undefined;
      return `Run ${cardName(a.card)}${a.data ? ` (a ${String(a.data)} data token)` : ''}${l ? ` between ${room(l.a)} and ${room(l.b)}` : ''}`;
    }
    case 'regain':
      return `Take back ${cardName(a.card)}`;
    case 'help':
      return a.cat || a.sacrifice || (a.data as string[]).length > 0
        ? `Help: ${[...(a.cat ? ['the cat'] : []), ...(a.data as string[]).map((d) => `${d} data`), ...(a.sacrifice ? ['a character'] : [])].join(', ')}`
        : 'Do not help';
    case 'decide':
      return `${DECIDE_CARD[a.card as string]?.name}: option ${(a.option as number) + 1}`;
    case 'hide':
    case 'bait':
    case 'clear':
    case 'search':
      return `${capital(a.type)} ${HUNT_LOCATION[a.location as string]?.name ?? a.location}${a.halon ? ' with a halon blast' : ''}`;
    case 'kill':
      return `Kill ${charName(a.char)}`;
    case 'reward':
      return `Give ${seatName(a.seat as Seat)} a ${String(a.data)} token`;
    default:
      return null;
  }
}
