import type { Action } from '@airlock/engine';
import { card, plannedStep, type Side } from '../data/cards.ts';
import type { DamageTile, Half, PlannedStep, ResolutionInput, ScheduledThreat, Station } from '../types.ts';
import type { SaView } from '../view.ts';

export { threatsOf } from '../round/resolve.ts';

/**
 * What the Space Alert bots share: the open turns a seat may program (from its legal actions), the
 * cards it may use there, the resolution input built from a view, and turning a wanted plan into the
 * next place / take-back action.
 */

export type Choice = { card: string; top: Side } | null;
export interface OpenSlot {
  member: number;
  turn: number;
  own: boolean;
}

export const slotKey = (s: { member: number; turn: number }) => `${s.member}/${s.turn}`;

export function stepOf(c: Choice): PlannedStep {
  return c ? plannedStep(c.card, c.top) : null;
}

export function firstHalf(p: PlannedStep): Half | null {
  if (!p) return null;
  if (p.kind === 'double') return p.halves[0];
  if (p.kind === 'special') return null;
  return p;
}

export function matches(p: PlannedStep, want: Half | null): boolean {
  const h = firstHalf(p);
  if (!h || !want) return false;
  if (want.kind === 'action') return h.kind === 'action' && h.action === want.action;
  if (want.kind === 'move') return h.kind === 'move' && h.move === want.move;
  return false;
}

export function sameStation(p: PlannedStep, to: Station): boolean {
  return p !== null && p.kind === 'heroic-move' && p.to.zone === to.zone && p.to.deck === to.deck;
}

/** The resolution input for a view's ship and options, with these plans and threats. */
export function inputOf(v: SaView, plans: PlannedStep[][], threats: ScheduledThreat[]): ResolutionInput {
  return {
    crew: v.crew,
    plans,
    threats,
    trajectories: v.trajectories,
    options: {
      frames: false,
      variableRangeInterceptors: v.o.variableRange,
      specializations: v.specs,
      teleport: v.teleport,
      phaseEnds: v.phaseEnds,
      ...(v.campaign.mission > 1
        ? {
            carriedDamage: {
              red: v.campaign.carried.red as DamageTile[],
              white: v.campaign.carried.white as DamageTile[],
              blue: v.campaign.carried.blue as DamageTile[],
            },
          }
        : {}),
    },
  };
}

/** A seat's programmable turns now: those its legal actions name, and the cards it may use there. */
export interface Open {
  /** Turns the seat may (re)program: empty, or holding one card of its own it may take back. */
  editable: OpenSlot[];
  /** Its hand plus the cards on its editable turns, sorted. */
  pool: string[];
  /** Cards lying beside an android's board (only that android's). */
  aside: (member: number) => string[];
}

export function openSlots(v: SaView, me: number, legal: readonly Action[]): Open {
  const open: OpenSlot[] = [];
  const seen = new Set<string>();
  for (const a of legal) {
    if (a.type !== 'place' && a.type !== 'take') continue;
    const key = `${a.crew}/${a.turn}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const member = a.crew as number;
    open.push({ member, turn: a.turn as number, own: v.seats[member] === me });
  }
  const pool: string[] = [...(v.hand ?? [])];
  const editable = open.filter((s) => {
    const slot = v.boardView[s.member]?.[s.turn - 1];
    if (!slot) return true;
    if (s.own && 'card' in slot && !slot.with) {
      pool.push(slot.card);
      return true;
    }
    return false;
  });
  pool.sort();
  return { editable, pool, aside: (m) => (v.seats[m] === null ? (v.aside[m] ?? []) : []) };
}

/** The choices for one open turn from the cards at hand (own board: leaving it empty too). */
export function optionsFor(s: OpenSlot, avail: readonly string[], aside: readonly string[]): Choice[] {
  const out: Choice[] = s.own ? [null] : [];
  for (const id of new Set([...avail, ...aside])) {
    const c = card(id);
    if (c.cls === 'special' && !s.own) continue;
    out.push({ card: id, top: 'action' });
    if (c.move !== null) out.push({ card: id, top: 'move' });
  }
  return out;
}

export function takeOne(list: string[], id: string): void {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

/** What a seat sees on each board as planned steps (null where it sees no card or only a back). */
export function seenPlans(v: SaView, me: number): (PlannedStep | undefined)[][] {
  return v.boardView.map((b, m) => {
    const visible = v.seats[m] === me || v.seats[m] === null;
    return b.map((slot) => {
      if (!slot) return null;
      if (!visible || !('card' in slot)) return undefined;
      return plannedStep(
        slot.card,
        slot.top,
        slot.with && 'card' in slot.with ? { c: slot.with.card, top: slot.with.top } : undefined,
      );
    });
  });
}

function find(legal: readonly Action[], f: (a: Action) => boolean): Action | undefined {
  return legal.find(f);
}

/** Says it is ready (stepped clock) or moves on (real time), else the first legal action. */
export function moveOn(legal: readonly Action[]): Action {
  return (find(legal, (a) => a.type === 'ready') ?? find(legal, (a) => a.type === 'advance') ?? legal[0]) as Action;
}

/** The next action toward a wanted plan: a take-back first (so the card is in hand), then a placement. */
export function towardPlan(v: SaView, legal: readonly Action[], plan: Map<string, Choice>): Action | undefined {
  for (const [key, c] of plan) {
    const [member, turn] = key.split('/').map(Number) as [number, number];
    const slot = v.boardView[member]?.[turn - 1];
    if (slot && 'card' in slot && (!c || c.card !== slot.card || c.top !== slot.top)) {
      const t = find(legal, (a) => a.type === 'take' && a.crew === member && a.turn === turn);
      if (t) return t;
    }
  }
  for (const [key, c] of plan) {
    if (!c) continue;
    const [member, turn] = key.split('/').map(Number) as [number, number];
    if (v.boardView[member]?.[turn - 1]) continue;
    const p = find(
      legal,
      (a) => a.type === 'place' && a.crew === member && a.turn === turn && a.card === c.card && a.top === c.top,
    );
    if (p) return p;
  }
  return undefined;
}
