import {
  type Action,
  type ApplyContext,
  activeWindow,
  openWindow,
  passWindow,
  type Seat,
  windowClosed,
} from '@airlock/engine';
import { catAboard } from './cat.ts';
import { survivors } from './endings.ts';
import { seatName, subsets } from './piles.ts';
import { aliveChars, crewSeats, type LfState } from './state.ts';

/**
 * Help in a fight from players other than the target, once the fight icons are known and before the
 * target matches them (L801-812, L877-892): the cat's controller may remove the cat for one
 * auto-match (at 3-4 players that player is then eliminated); the SIS-TER player may spend data
 * tokens, each matching two identical icons (eliminated once none is left); any other survivor with
 * two characters may give one up for one auto-match. They answer together in one window.
 */
function catController(s: LfState): Seat | null {
  if (!catAboard(s)) return null;
  if (s.players === 2) return survivors(s)[0] ?? null;
  return crewSeats(s).find((x) => s.roles[x] === 'cat') ?? null;
}

export function helpOptions(s: LfState, seat: Seat): Action[] {
  const fight = s.showdown?.fight;
  if (!fight) return [];
  const cat = catController(s) === seat ? [false, true] : [false];
  const data = s.roles[seat] === 'sister' ? subsets(s.data[seat] ?? [], (s.data[seat] ?? []).length) : [[]];
  const spare = seat !== fight.target && survivors(s).includes(seat) && aliveChars(s, seat).length === 2 ? [0, 1] : [0];
  const out: Action[] = [];
  for (const c of cat)
    for (const d of data) for (const sacrifice of spare) out.push({ type: 'help', cat: c, data: d, sacrifice });
  return out;
}

function helpers(s: LfState): Seat[] {
  return crewSeats(s).filter((x) => helpOptions(s, x).length > 1);
}

/** Runs when the help step is on top: opens the window, or closes it once every helper answered. */
export function helpAuto(s: LfState, step: { opened: boolean }): boolean {
  if (!step.opened) {
    const seats = helpers(s);
    if (seats.length === 0) {
      s.stack.pop();
      return true;
    }
    step.opened = true;
    openWindow(s.windows, 'help', seats, 'parallel');
    return false;
  }
  const w = activeWindow(s.windows);
  if (w?.kind === 'help' && !windowClosed(w)) return false;
  if (w?.kind === 'help') s.windows.pop();
  s.stack.pop();
  return true;
}

export function applyHelp(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  const w = activeWindow(s.windows);
  if (!w) throw new Error('no help window');
  passWindow(w, seat);
  const h = s.extras.help;
  const parts: string[] = [];
  if (a.cat === true && s.extras.cat) {
    s.extras.cat.at = null;
    h.wild++;
    parts.push('removes the cat');
    if (s.players > 2) s.roles[seat] = 'out';
  }
  const data = a.data as string[];
  for (const d of data) {
    s.data[seat]?.splice(s.data[seat]?.indexOf(d) ?? 0, 1);
    h.data.push(d);
  }
  if (data.length > 0) {
    parts.push(`spends data ${data.join(', ')}`);
    if ((s.data[seat]?.length ?? 0) === 0) s.roles[seat] = 'out';
  }
  if (a.sacrifice === 1) {
    const c = aliveChars(s, seat)[1];
    if (c) {
      c.alive = false;
      c.at = null;
      h.wild++;
      parts.push('gives up a character');
    }
  }
  ctx.quiet ||
    ctx.emit({
      rule: 'showdown.help',
      text: `${seatName(seat)} ${parts.join(', ') || 'does not help'}`,
      data: { cat: a.cat === true, data, sacrifice: a.sacrifice as number },
    });
}

/** The help given to this fight, spent by the target's answer. */
export function takeHelp(s: LfState): { wild: number; data: string[] } {
  const h = s.extras.help;
  s.extras.help = { wild: 0, data: [] };
  return h;
}
