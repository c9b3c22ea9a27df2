/**
 * Calling in (002 "Calls In"). The called card is revealed with its caller and waits, pending,
 * beside it. When the caller calls, the card takes the next Greek letter (alpha first), and it is
 * placed at the start of its trajectory once every threat has moved, so it does not move that turn.
 *
 * The called cards are the scheduled threats with `called` set. When a caller appears it claims the
 * first unclaimed one of the kind its card calls (internal or external), kept on `s.threats` as a
 * 'pending' entry whose order is above every numbered token, so called threats move after them.
 */
import { type Ctx, note, type ThreatOnBoard } from '../state.ts';
import { cardOf, has, rt } from './runtime.ts';
import type { ThreatCard } from './types.ts';

export const CALLED_ORDER = 1000;

export function isCalled(t: ThreatOnBoard): boolean {
  return t.order > CALLED_ORDER;
}

export function callsKind(card: ThreatCard): 'internal' | 'external' | null {
  for (const e of [...card.X, ...card.Y, ...card.Z]) if (e.kind === 'call-in') return e.what;
  return null;
}

/**
 * Called cards are found by their slot (the schedule's call number), never by their index in
 * `s.threats`: the resolver inserts later threats in token order, which shifts indexes.
 */
function bySlot(ctx: Ctx, slot: number): ThreatOnBoard | undefined {
  if (slot <= 0) return undefined;
  return ctx.s.threats.find((o) => isCalled(o) && o.status.slot === slot);
}

/** At the caller's appearance: claim the card it will call. */
export function claimCalled(ctx: Ctx, caller: ThreatOnBoard): void {
  const kind = callsKind(cardOf(caller));
  if (!kind) return;
  ensurePending(ctx);
  const claimed = new Set<number>();
  for (const o of ctx.s.threats) {
    if (isCalled(o) && typeof o.status.slot !== 'number') o.status.slot = o.order - CALLED_ORDER;
    const c = rt(o)?.claim;
    if (typeof c === 'number' && c > 0) claimed.add(c);
  }
  const called = ctx.s.threats.find(
    (o) =>
      o.state === 'pending' &&
      isCalled(o) &&
      !claimed.has(o.status.slot as number) &&
      (kind === 'internal') === (o.zone === 'internal'),
  );
  rt(caller).claim = called ? (called.status.slot as number) : 0;
  if (called) called.status = { ...called.status, calledSpeed: 0, ready: false };
}

/** Puts the scheduled called cards on the board as pending entries, once. */
function ensurePending(ctx: Ctx): void {
  const s = ctx.s;
  for (const sched of s.schedule) {
    if (!sched.called) continue;
    const order = CALLED_ORDER + sched.called;
    const known = (o: ThreatOnBoard) =>
      isCalled(o) && (o.status.slot === sched.called || (o.status.slot === undefined && o.order === order));
    if (s.threats.some(known)) continue;
    s.threats.push({
      order,
      catalogue: sched.threat,
      zone: sched.zone,
      trajectory: s.trajectories[sched.zone],
      position: 0,
      stations: [],
      damage: 0,
      state: 'pending',
      appeared: 0,
      status: { slot: sched.called },
    });
  }
}

/** The caller was destroyed before its call: the called card counts as destroyed (002 scoring). */
export function callerDestroyed(ctx: Ctx, caller: ThreatOnBoard): void {
  const called = bySlot(ctx, rt(caller).claim);
  if (!called || rt(caller).hasCalled || called.state !== 'pending') return;
  called.state = 'destroyed';
  note(ctx, 'threat.call-prevented', `${cardOf(called).name} will never be called: it counts as destroyed.`, {
    threat: called.catalogue,
  });
}

/** The call action: the claimed card will be placed after all threats have moved this turn. */
export function callIn(ctx: Ctx, caller: ThreatOnBoard): void {
  const called = bySlot(ctx, rt(caller).claim);
  rt(caller).hasCalled = true;
  if (!called || called.state !== 'pending') return;
  // The Sealed Capsule delivers a faster threat when it arrives nearly intact (0-1 damage).
  if (has(caller, 'calls-with-speed-bonus') && caller.damage <= 1) called.status.calledSpeed = 1;
  called.order =
    CALLED_ORDER +
    1 +
    ctx.s.threats.filter((o) => isCalled(o) && (o.state !== 'pending' || o.status.ready === true)).length;
  called.status.ready = true;
  note(ctx, 'threat.call', `${cardOf(caller).name} calls in ${cardOf(called).name}.`, { threat: called.catalogue });
}

/** Pending called threats whose call happened this turn, in letter order. */
export function readyToPlace(ctx: Ctx): ThreatOnBoard[] {
  return ctx.s.threats
    .filter((o) => o.state === 'pending' && o.status.ready === true)
    .sort((a, b) => a.order - b.order);
}
