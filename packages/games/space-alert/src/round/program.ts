import { backOf, canShare, card, isTransferable, type Side } from '../data/cards.ts';
import { knownOfSeat } from '../options.ts';
import type { SaState, Slot } from './state.ts';

/**
 * Programming the action boards. A seat plans the turns of the phase it is in: turns of earlier
 * phases are locked (its own early advance, or the phase's end for everyone), later ones are not open
 * yet. Its own board takes cards face down and may give one back while its phase lasts. An android's
 * board takes cards face up from any player's hand (or the android's own heroic card), and a placed
 * card stays; in solo the one player may revise the androids' boards until the deadlines.
 */
export function phaseOfTurn(s: SaState, turn: number): number {
  for (let i = 0; i < s.phaseEnds.length; i++) if (turn <= (s.phaseEnds[i] as number)) return i + 1;
  return s.phaseEnds.length + 1;
}

export function firstTurn(s: SaState, phase: number): number {
  return phase === 1 ? 1 : (s.phaseEnds[phase - 2] as number) + 1;
}

export function lastPhase(s: SaState): number {
  return s.phaseEnds.length;
}

/** Still planning: not past the last phase, and (stepped clock) not waiting for the next announcement. */
export function planning(s: SaState, seat: number): boolean {
  return s.stage === 'planning' && (s.seatPhase[seat] as number) <= lastPhase(s);
}

export function isAndroid(s: SaState, member: number): boolean {
  return s.seats[member] === null;
}

/** Whether a crew member is flown by an explorer (a person): in a solo mission, crew member 1. */
export function explorerFlies(s: SaState, member: number): boolean {
  return s.seats[member] !== null || (s.players === 1 && member === 0);
}

/** Crew members whose boards a seat programs: its own, and every android's. */
export function boardsOf(s: SaState, seat: number): number[] {
  const out: number[] = [];
  for (let m = 0; m < s.crew; m++) if (s.seats[m] === seat || s.seats[m] === null) out.push(m);
  return out;
}

/** Cards a seat may put on a board: its hand, and for an android the cards lying beside its board. */
export function sources(s: SaState, seat: number, member: number): string[] {
  const out: string[] = [];
  const hand = s.hands[seat] as string[];
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i] as string;
    if (i > 0 && hand[i - 1] === id) continue;
    // Special cards go only on their owner's board (002 "Specializations": not in an android's plan).
    if (isAndroid(s, member) && card(id).cls === 'special') continue;
    out.push(id);
  }
  if (isAndroid(s, member)) {
    for (const id of s.aside[member] as string[]) {
      if (out.includes(id) || !mayPlanAside(s, seat, id)) continue;
      out.push(id);
    }
  }
  return out;
}

/**
 * Experience System: an android's basic special card is planned only by a player whose explorer knows
 * that specialization, its advanced card only by one who knows it at level 2 or 3 (002
 * "Specializations for Androids"). With the seat's known list (option `specKnownN`) that is the list;
 * without one, the specialization the player flies this mission stands for what its explorer knows.
 * In a solo mission the one player's explorer flies crew member 1.
 */
function mayPlanAside(s: SaState, seat: number, id: string): boolean {
  if (!s.o.experience || card(id).cls !== 'special') return true;
  const advanced = id.endsWith('+');
  const spec = id.replace(/^S:/, '').replace(/\+$/, '');
  const list = knownOfSeat(s.o, seat);
  if (list) {
    const k = list.find((x) => x.spec === spec);
    return k !== undefined && (!advanced || k.level >= 2);
  }
  const own = s.players === 1 ? 0 : s.crewOf[seat];
  const known = own === undefined || own < 0 ? null : s.specs[own];
  if (known === null || known === undefined) return false;
  return spec === known.spec && (!advanced || known.level >= 2);
}

export function sidesOf(id: string): readonly Side[] {
  return card(id).move === null ? ACTION_SIDE : BOTH_SIDES;
}

// Shared by every call (the legal lists ask for a card's sides once per card and turn), typed
// read-only; not frozen, as for-of over a frozen array leaves V8's fast path.
const ACTION_SIDE: readonly Side[] = ['action'];
const BOTH_SIDES: readonly Side[] = ['action', 'move'];

/** Why a seat may not place `id` on `member`'s turn `turn` with `top` up, or null when it may. */
export function placeProblem(
  s: SaState,
  seat: number,
  member: number,
  turn: number,
  id: string,
  top: string,
): string | null {
  const own = s.seats[member] === seat;
  if (!own && !isAndroid(s, member)) return "you cannot program another player's board";
  const p = turnProblem(s, seat, turn);
  if (p) return p;
  const slot = (s.boards[member] as (Slot | null)[])[turn - 1];
  if (!sources(s, seat, member).includes(id)) return `you hold no card ${id} for this board`;
  if (!(sidesOf(id) as string[]).includes(top)) return `card ${id} has no ${top} half to put on top`;
  if (slot && (slot.w || !canShare(slot.c, slot.top, id, top as Side))) {
    return `turn ${turn} already holds a card: take it back first`;
  }
  return null;
}

/** Why `turn` is not open to a seat now. */
export function turnProblem(s: SaState, seat: number, turn: number): string | null {
  if (!Number.isInteger(turn) || turn < 1 || turn > s.turns) return `there is no turn ${turn}`;
  const ph = phaseOfTurn(s, turn);
  const mine = s.seatPhase[seat] as number;
  if (ph < s.phase) return `phase ${ph} has ended: turn ${turn} is locked`;
  if (ph < mine) return `you moved on from phase ${ph}: turn ${turn} is locked`;
  if (ph > mine) return `turn ${turn} belongs to phase ${ph}; you are planning phase ${mine}`;
  return null;
}

export function takeProblem(s: SaState, seat: number, member: number, turn: number): string | null {
  const own = s.seats[member] === seat;
  if (!own && !(isAndroid(s, member) && s.players === 1)) {
    return isAndroid(s, member) ? "a card on an android's board cannot be taken back" : 'that is not your board';
  }
  const p = turnProblem(s, seat, turn);
  if (p) return p;
  if (!(s.boards[member] as unknown[])[turn - 1]) return `turn ${turn} is empty`;
  return null;
}

export function giveProblem(s: SaState, seat: number, to: number, id: string): string | null {
  if (s.players === 1) return 'there is no data transfer in a solo mission';
  if (!s.transfer.open) return 'no data transfer is open now';
  if (s.transfer.sent[seat]) return 'you already sent a card in this data transfer';
  if (!Number.isInteger(to) || to < 0 || to >= s.players || to === seat) return 'give the card to another player';
  if (!(s.hands[seat] as string[]).includes(id)) return `you hold no card ${id}`;
  if (!isTransferable(id)) return 'heroic and special cards cannot be transferred';
  return null;
}

/** What other seats see on a board: face-down cards by their back, androids' cards face up. */
export function publicSlot(s: SaState, member: number, turn: number, viewer: number | 'spectator') {
  const slot = (s.boards[member] as (Slot | null)[])[turn - 1];
  if (!slot) return null;
  if (isAndroid(s, member) || s.seats[member] === viewer) {
    return slot.w
      ? { card: slot.c, top: slot.top, with: { card: slot.w.c, top: slot.w.top } }
      : { card: slot.c, top: slot.top };
  }
  return slot.w ? { ...backOf(slot.c, slot.top), with: backOf(slot.w.c, slot.w.top) } : backOf(slot.c, slot.top);
}

/** Why a seat may not move a Teleporter token now: only the Teleporter, only during a data transfer. */
export function tokenProblem(s: SaState, seat: number, which: unknown, to: unknown): string | null {
  const t = s.teleport;
  const owner = s.specs.findIndex((x) => x?.spec === 'teleporter');
  if (!t || owner < 0 || s.seats[owner] !== seat) return 'only the Teleporter moves the teleport tokens';
  if (!s.transfer.open) return 'teleport tokens move only during a data transfer';
  if (which !== 'source' && which !== 'destination') return 'a token is the source or the destination';
  if (typeof to !== 'number' || !Number.isInteger(to) || to < 0 || to >= s.crew) return 'there is no such crew member';
  if (t[which] === to) return `the ${which} token is there already`;
  return null;
}
