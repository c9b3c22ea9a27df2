import type { ApplyContext } from '@airlock/engine';
import { discardHand } from '../hand.ts';
import { clearStack, type McState, type Step } from '../state.ts';
import { hooksFor } from './hooks.ts';

/** Helpers shared by the threat, level and option rule modules. */

/** The turn step of the seat whose turn it is (the lowest one: interrupts sit above it). */
export function turnOf(s: McState): Extract<Step, { t: 'turn' }> | undefined {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const st = s.stack[i] as Step;
    if (st.t === 'turn') return st;
  }
  return undefined;
}

/** Crew members still playing: not escaped, not eliminated. */
export function aboard(s: McState, seat: number): boolean {
  return !s.escaped.includes(seat) && !s.out.includes(seat);
}

/** The whole crew loses (cooperative threats): nobody wins, the game ends now. */
export function crewLoses(s: McState, summary: string, cause: string, ctx: ApplyContext): void {
  if (s.over) return;
  s.over = { summary, ranks: new Array<number>(s.n).fill(2), winners: [], details: { cause } };
  clearStack(s);
  ctx.emit({ rule: `end.${cause}`, text: summary });
}

/**
 * Hard level: a crew member faces death and is out of the game (the same path the core takes for a
 * crew member left in vacuum), then every rule reacts to the elimination (a co-op game is lost).
 */
export function faceDeath(s: McState, seat: number, why: string, ctx: ApplyContext): void {
  if (s.over || !aboard(s, seat)) return;
  s.out.push(seat);
  ctx.emit({ rule: 'exposure.death', text: `A crew member faces death: ${why}.`, data: { seat } });
  for (const r of hooksFor(s.opt).onEliminated) r.onEliminated?.(s, seat, ctx);
}

/**
 * Jump to safety outside the core's exposure pass (Under Pressure: an empty suit in vacuum): the hand
 * is lost and the crew member picks a module with oxygen (the core's jump step).
 */
export function jumpToSafety(s: McState, seat: number, ctx: ApplyContext): void {
  ctx.emit({ rule: 'exposure.jump', text: 'No oxygen left: the crew member jumps to safety.', data: { seat } });
  discardHand(s, seat, ctx);
  s.stack.push({ t: 'jump', seat });
}
