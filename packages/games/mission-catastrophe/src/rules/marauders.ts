import type { ApplyContext, Json } from '@airlock/engine';
import { type Card, CARD_KINDS, CARDS } from '../data/cards.ts';
import { takeFromHand } from '../hand.ts';
import type { GameOptions } from '../options.ts';
import { currentPhase, distancesFrom, moduleName, neighbours, resolveHitsNow } from '../ship.ts';
import type { ExtStep, McState, WinData } from '../state.ts';
import { openWin } from '../windows.ts';
import { aboard, crewLoses } from './common.ts';
import type { HitCause, RuleModule } from './hooks.ts';

/**
 * Meteorites & Marauders (Solo/Cooperative threat). Two Marauders board the ship at setup, then
 * after every player turn a Marauder turn moves one of them (Cadet) or both (Veteran) one module
 * along a shortest route towards the player whose turn it was, damaging what they enter and looting
 * the crew they meet.
 *
 * Readings where the rulebook leaves a gap (see docs/games/mission-catastrophe/RULES.md):
 * - a Marauder moves one module per Marauder turn;
 * - Cadet: the two Marauders take turns, the Small one first; when the one due is off the ship the
 *   other one moves, and the turn after goes to the one that did not move;
 * - Veteran: the Small Marauder moves first, then the Tall one;
 * - a Marauder entering a module damages it first; the crew there are looted afterwards if they
 *   and the Marauder are still there (jumping to safety already cost them every card);
 * - the Marauders' own damage is neither a damage roll nor a cascade, so it does not eject them
 *   (only roll and cascade damage does, as the rulebook says); a cascade it starts can;
 * - a Marauder that re-enters in the red phase does nothing until its next turn (no damage, no loot).
 */

export const MARAUDERS = 'threat.marauders';

export const MARAUDER_NAMES = ['Small Marauder', 'Tall Marauder'] as const;

/** Public data: each Marauder's module (-1 while ejected into space), whose turn is next (Cadet),
 *  and whether the board showed red at the last change (to see it enter red again). */
export interface MaraudersExt {
  at: number[];
  next: number;
  red: boolean;
}

export function mx(s: McState): MaraudersExt {
  return s.ext[MARAUDERS] as unknown as MaraudersExt;
}

function veteran(opt: GameOptions): boolean {
  return opt.threat === 'marauders-veteran';
}

/** The module a Marauder moves into next: a neighbour one step closer to the target; ties go to the
 *  lowest number token (Small) or the highest (Tall). Airless modules are crossed like any other. */
export function marauderStep(s: McState, k: number, from: number, target: number): number {
  const d = distancesFrom(target);
  const want = (d[from] as number) - 1;
  let best = -1;
  for (const nb of neighbours(from)) {
    if (d[nb] !== want) continue;
    if (best < 0) best = nb;
    else if (
      k === 0 ? (s.num[nb] as number) < (s.num[best] as number) : (s.num[nb] as number) > (s.num[best] as number)
    )
      best = nb;
  }
  return best;
}

/** A Marauder damages module m (not a roll, not a cascade: see above) through the core's hits step,
 *  so cascades, lost pods and crew left without oxygen resolve as for any damage. */
function marauderDamage(s: McState, m: number): void {
  s.stack.push({ t: 'hits', q: [m], cause: 'card' });
}

function loot(s: McState, seat: number, k: number): void {
  s.stack.push({ t: 'x:loot', seat, k });
}

/** Hand kinds a looted seat may give up. */
function lootable(s: McState, seat: number): Card[] {
  const hand = s.hands[seat] as Card[];
  return CARD_KINDS.filter((c) => hand.includes(c));
}

function discardTo(s: McState, seat: number, c: Card, k: number, ctx: ApplyContext): void {
  takeFromHand(s, seat, c);
  s.discard.push(c);
  ctx.emit({
    rule: 'marauders.loot',
    text: `The ${MARAUDER_NAMES[k]} loots ${CARDS[c].name}.`,
    data: { seat, card: c, marauder: k },
  });
}

/** Whether a loot step still applies: the Marauder is aboard and still with that crew member. */
function lootLive(s: McState, st: ExtStep): boolean {
  const k = st.k as number;
  const seat = st.seat as number;
  return aboard(s, seat) && mx(s).at[k] === s.pos[seat];
}

/** Moves Marauder k during a Marauder turn (its window closed without an Override). */
function moveMarauder(s: McState, k: number, seat: number, ctx: ApplyContext): void {
  const x = mx(s);
  const from = x.at[k] as number;
  if (from < 0 || s.over) return;
  const target = s.pos[seat] as number;
  if (from === target) {
    ctx.emit({
      rule: 'marauders.stay',
      text: `The ${MARAUDER_NAMES[k]} stays with the crew member in ${moduleName(from)}, wrecks it and loots.`,
      data: { marauder: k, m: from },
    });
    // Damage first, then the loot (the loot step waits under the damage steps).
    loot(s, seat, k);
    marauderDamage(s, from);
    return;
  }
  const to = marauderStep(s, k, from, target);
  x.at[k] = to;
  ctx.emit({
    rule: 'marauders.move',
    text: `The ${MARAUDER_NAMES[k]} moves into ${moduleName(to)}.`,
    data: { marauder: k, from, to },
  });
  for (let o = s.n - 1; o >= 0; o--) if (aboard(s, o) && s.pos[o] === to) loot(s, o, k);
  marauderDamage(s, to);
}

/** Which Marauders take this Marauder turn, in order. */
function movers(s: McState): number[] {
  const x = mx(s);
  const on = [0, 1].filter((k) => (x.at[k] as number) >= 0);
  if (veteran(s.opt)) return on;
  if (on.length === 0) return [];
  const k = on.includes(x.next) ? x.next : (on[0] as number);
  x.next = 1 - k;
  return [k];
}

/** Places a Marauder by a roll of both dice, damaging that module first (setup). */
function boardShip(s: McState, k: number, ctx: ApplyContext): void {
  const sum = ctx.rng.die(6) + ctx.rng.die(6);
  const m = s.num.indexOf(sum);
  ctx.emit({ rule: 'marauders.setup', text: `Rolled ${sum}: ${moduleName(m)} is hit.`, data: { sum, marauder: k } });
  resolveHitsNow(s, m, 'roll', ctx);
  if (s.over) return;
  mx(s).at[k] = m;
  ctx.emit({
    rule: 'marauders.setup',
    text: `The ${MARAUDER_NAMES[k]} boards the ship in ${moduleName(m)}.`,
    data: { marauder: k, m },
  });
}

export const marauders: RuleModule = {
  id: MARAUDERS,
  applies: (opt) => opt.mode === 'coop' && (opt.threat === 'marauders-cadet' || opt.threat === 'marauders-veteran'),

  afterSetup(s, ctx) {
    const x: MaraudersExt = { at: [-1, -1], next: 0, red: currentPhase(s) === 2 };
    s.ext[MARAUDERS] = x as unknown as Json;
    boardShip(s, 0, ctx);
    if (!s.over) boardShip(s, 1, ctx);
  },

  endTurn(s, seat) {
    if (!s.ext[MARAUDERS]) return;
    s.stack.push({ t: 'x:marauders', seat, q: movers(s) });
  },

  onEnter(s, seat, m) {
    const x = s.ext[MARAUDERS] as unknown as MaraudersExt | undefined;
    if (!x || !aboard(s, seat)) return;
    for (let k = 1; k >= 0; k--) if (x.at[k] === m) loot(s, seat, k);
  },

  onCubeRemoved(s, m, cause: HitCause, ctx) {
    const x = s.ext[MARAUDERS] as unknown as MaraudersExt | undefined;
    if (!x || s.cubes[m] !== 0 || (cause !== 'roll' && cause !== 'cascade')) return;
    for (let k = 0; k < 2; k++) {
      if (x.at[k] !== m) continue;
      x.at[k] = -1;
      ctx.emit({
        rule: 'marauders.ejected',
        text: `${moduleName(m)} loses its oxygen: the ${MARAUDER_NAMES[k]} is blown out into space.`,
        data: { marauder: k, m },
      });
    }
  },

  onBoard(s, ctx) {
    const x = s.ext[MARAUDERS] as unknown as MaraudersExt | undefined;
    if (!x) return;
    const red = currentPhase(s) === 2;
    const entering = red && !x.red;
    x.red = red;
    if (!entering) return;
    for (let k = 0; k < 2; k++) {
      if ((x.at[k] as number) >= 0) continue;
      const sum = ctx.rng.die(6) + ctx.rng.die(6);
      const m = s.num.indexOf(sum);
      x.at[k] = m;
      ctx.emit({
        rule: 'marauders.return',
        text: `The ship is in the red: the ${MARAUDER_NAMES[k]} rolls ${sum} and comes back aboard in ${moduleName(m)}.`,
        data: { marauder: k, sum, m },
      });
    }
  },

  closeWin(s, d: WinData, ctx) {
    const k = d.arg as number;
    if (d.cut) {
      ctx.emit({ rule: 'marauders.override', text: `Override: the ${MARAUDER_NAMES[k]} loses its turn.` });
      return;
    }
    moveMarauder(s, k, d.by, ctx);
  },

  steps: {
    /** A Marauder turn: each Marauder in `q` gets a window (Quick Thinking, Override), then moves. */
    'x:marauders': {
      actor: () => null,
      auto(s, st, ctx) {
        const q = st.q as number[];
        const k = q.shift();
        if (k === undefined) {
          s.stack.pop();
          return;
        }
        if ((mx(s).at[k] as number) < 0) return;
        openWin(s, { what: 'rule', rule: MARAUDERS, by: st.seat as number, arg: k, ov: 1 }, ctx);
      },
    },
    /** A crew member gives up one PIP card of their choice to a Marauder, or is captured. */
    'x:loot': {
      // The seat decides even with one kind of card in hand: whether it is asked must not tell
      // the table what the hand holds (its size is public, its contents are not).
      actor: (s, st) => (lootLive(s, st) && lootable(s, st.seat as number).length > 0 ? (st.seat as number) : null),
      prompt: (_s, st) => `The ${MARAUDER_NAMES[st.k as number]} demands a PIP card: pick one to discard`,
      legal: (s, st) => lootable(s, st.seat as number).map((card) => ({ type: 'loot', card })),
      apply(s, st, seat, a, ctx) {
        s.stack.pop();
        discardTo(s, seat, a.card as Card, st.k as number, ctx);
      },
      auto(s, st, ctx) {
        s.stack.pop();
        if (!lootLive(s, st)) return;
        const seat = st.seat as number;
        if (lootable(s, seat).length === 0) {
          ctx.emit({
            rule: 'marauders.capture',
            text: 'A crew member has nothing left to give: the Marauders capture them.',
            data: { seat },
          });
          crewLoses(s, 'A crew member is captured by the Marauders: the crew loses.', 'captured', ctx);
        }
      },
    },
  },
};
