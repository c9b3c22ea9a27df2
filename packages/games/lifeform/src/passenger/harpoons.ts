import type { ApplyContext, Options, OptionSpec, Seat } from '@airlock/engine';
import { isRemora } from '../board.ts';
import { VALLEY_FORGE_SOLO } from '../data/dragons-domain.ts';
import { forgetKept } from '../flow.ts';
import { seatName } from '../piles.ts';
import type { LfState } from '../state.ts';

/**
 * Harpoon tokens in the 2-4 player game (option `harpoons`). The showdown lists them as an expansion
 * item: the targeted crew member may discard one from their personal supply to auto-match 1 fight icon
 * (L873-875). Only Dragon's Domain says where they lie (Drillbit Vestry and Cryo Storage Vault,
 * L2407-2408); the rulebook never says how one is taken. Our reading, as in the solo game: a crew
 * character standing in the chamber at the end of an action takes it into its player's supply (the
 * first such character in seat order). Held tokens are public; an eliminated player's leave the game.
 * The solo game's own harpoon uses are in `src/solo/` (terror, proximity, shuttle conflict).
 */
export interface Harpoons {
  /** Chambers still holding a token. */
  at: string[];
  /** Tokens in each seat's personal supply (seat 0, the lifeform, never holds any). */
  held: number[];
}

export const HARPOON_OPTION: OptionSpec = {
  key: 'harpoons',
  description:
    "Harpoon tokens: Dragon's Domain's two tokens lie on the ship; in the showdown each matches 1 fight icon",
  values: [false, true],
  default: false,
};

export function checkHarpoonOption(players: number, o: Options): string | null {
  if (o.harpoons === true && players < 2) return "Dragon's Domain has harpoon tokens of its own";
  return null;
}

export function initHarpoons(players: number, o: Record<string, unknown>): Harpoons | null {
  if (o.harpoons !== true) return null;
  return { at: [...VALLEY_FORGE_SOLO.harpoons], held: Array.from({ length: players }, () => 0) };
}

function of(s: LfState): Harpoons | null {
  return (s.extras as { harpoons?: Harpoons }).harpoons ?? null;
}

export function harpoonsHeld(s: LfState, seat: Seat): number {
  return of(s)?.held[seat] ?? 0;
}

/** After each action: a living crew character in a harpoon chamber takes its token. */
export function pickUpHarpoons(s: LfState, ctx: ApplyContext): void {
  const h = of(s);
  if (!h || h.at.length === 0) return;
  for (const chamber of [...h.at]) {
    const c = s.chars
      .filter((ch) => ch.alive && ch.at === chamber && !isRemora(s, chamber))
      .sort((a, b) => a.owner - b.owner)[0];
    if (!c) continue;
    h.at = h.at.filter((x) => x !== chamber);
    h.held[c.owner] = (h.held[c.owner] ?? 0) + 1;
    forgetKept();
    ctx.quiet ||
      ctx.emit({
        rule: 'harpoon.pickup',
        text: `${seatName(c.owner)} takes the harpoon token in ${chamber}`,
        data: { seat: c.owner, chamber },
      });
  }
}

export function spendHarpoons(s: LfState, seat: Seat, n: number): void {
  const h = of(s);
  if (n <= 0) return;
  if (!h || (h.held[seat] ?? 0) < n) throw new Error('not enough harpoon tokens');
  h.held[seat] = (h.held[seat] ?? 0) - n;
}

/** An eliminated crew member's unused tokens leave the game (L894-896). */
export function dropHarpoons(s: LfState, seat: Seat): void {
  const h = of(s);
  if (h) h.held[seat] = 0;
}

export function harpoonInvariants(s: LfState): string[] {
  const h = of(s);
  if (!h) return [];
  const n = h.at.length + h.held.reduce((a, b) => a + b, 0);
  return n > VALLEY_FORGE_SOLO.harpoons.length || h.held.some((x) => x < 0) ? ['harpoon tokens miscounted'] : [];
}
