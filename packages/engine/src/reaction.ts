import type { Json } from './json.ts';
import type { Seat } from './game.ts';

/**
 * A reaction window: a moment when seats other than (or besides) the active one may answer something
 * (play an interrupt, counter a reaction). It is data in the game state, so a save taken while a
 * window is open restores it exactly.
 *
 * Windows nest as a stack: a reaction to a reaction opens a window on top; the top one is the one
 * being answered, and when it closes the one below resumes. A stack (last in, first out) is what the
 * rulebooks describe: the newest interrupt resolves, or is countered, before what it interrupted.
 *
 * - `sequential`: offered to one seat at a time, in `seats` order (the active player's left first...).
 * - `parallel`: offered to all listed seats at once; each answers in any order.
 *
 * Hidden information: offer a window to every seat that could hold an answer, never only to those that
 * do, so that being asked reveals nothing about a hand.
 */
export interface ReactionWindow {
  /** What the window is about, in the game's terms (e.g. "override", "quick-thinking"). */
  kind: string;
  seats: Seat[];
  mode: 'sequential' | 'parallel';
  passed: Seat[];
  /** Sequential mode: index in `seats` of the seat being asked. */
  at: number;
  /** The game's context for the window (the card being played, the action interrupted...). */
  data?: Json;
}

export function openWindow(
  stack: ReactionWindow[],
  kind: string,
  seats: Seat[],
  mode: 'sequential' | 'parallel',
  data?: Json,
): ReactionWindow {
  const w: ReactionWindow = { kind, seats: [...seats], mode, passed: [], at: 0 };
  if (data !== undefined) w.data = data;
  stack.push(w);
  return w;
}

export function activeWindow(stack: readonly ReactionWindow[]): ReactionWindow | undefined {
  return stack[stack.length - 1];
}

/** Seats that must still answer the window (empty when it is over). */
export function waitingSeats(w: ReactionWindow): Seat[] {
  if (w.mode === 'sequential') {
    const s = w.seats[w.at];
    return s === undefined ? [] : [s];
  }
  return w.seats.filter((s) => !w.passed.includes(s));
}

export function isWaitingOn(w: ReactionWindow, seat: Seat): boolean {
  if (w.mode === 'sequential') return w.seats[w.at] === seat;
  return w.seats.includes(seat) && !w.passed.includes(seat);
}

export function passWindow(w: ReactionWindow, seat: Seat): void {
  if (!isWaitingOn(w, seat)) throw new Error(`seat ${seat} is not being asked in window ${w.kind}`);
  w.passed.push(seat);
  if (w.mode === 'sequential') w.at++;
}

/** Everyone still waiting passes at once (a timeout on the table's clock, or auto-pass). */
export function passAll(w: ReactionWindow): void {
  for (const s of waitingSeats(w)) w.passed.push(s);
  if (w.mode === 'sequential') w.at = w.seats.length;
}

export function windowClosed(w: ReactionWindow): boolean {
  return waitingSeats(w).length === 0;
}

/** After someone reacted, everyone may answer again (the reaction itself changed the situation). */
export function reopenWindow(w: ReactionWindow): void {
  w.passed = [];
  w.at = 0;
}
