/**
 * Calling in (002 "Calls In"). The called card is revealed with its caller and waits, pending,
 * beside it. When the caller calls, the card takes the next Greek letter (alpha first), and it is
 * placed at the start of its trajectory once every threat has moved, so it does not move that turn.
 *
 * Contract with the resolver: every scheduled threat with `called` set is on `s.threats` from the
 * start as a 'pending' entry whose `order` is CALLED_ORDER + its letter (1..5), so that called
 * threats move after every numbered one and in letter order. A caller claims the first unclaimed
 * pending called entry of the kind its card calls (internal or external) when it appears.
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

/** At the caller's appearance: claim the card it will call. */
export function claimCalled(ctx: Ctx, caller: ThreatOnBoard): void {
  const kind = callsKind(cardOf(caller));
  if (!kind) return;
  const claimed = new Set(ctx.s.threats.filter((o) => rt(o)?.claim !== undefined).map((o) => rt(o).claim));
  const i = ctx.s.threats.findIndex(
    (o, idx) =>
      o.state === 'pending' && isCalled(o) && !claimed.has(idx) && (kind === 'internal') === (o.zone === 'internal'),
  );
  rt(caller).claim = i;
  const called = ctx.s.threats[i];
  if (called) called.status = { ...called.status, caller: ctx.s.threats.indexOf(caller), calledSpeed: 0, ready: false };
}

/** The call action: the claimed card will be placed after all threats have moved this turn. */
export function callIn(ctx: Ctx, caller: ThreatOnBoard): void {
  const called = ctx.s.threats[rt(caller).claim];
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
