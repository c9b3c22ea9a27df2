import type { ApplyContext } from '@airlock/engine';
import type { RoleId } from '../data/roles.ts';
import type { McAction, McState, WinData } from '../state.ts';
import { reopen } from '../windows.ts';
import { choosingTurnAction, refundAction } from './shared.ts';

/**
 * Action charges (Time's a Wastin, I Have a Theory): a charge buys one extra action at any moment.
 * In a window it works like Quick Thinking without the card: a free action now, and a declared action
 * it interrupts is chosen anew. On the holder's own turn, between actions, it adds an action to the
 * turn. Charges are public, so offering the spend reveals nothing.
 */
export function chargeReactions(s: McState, seat: number, role: RoleId, d: WinData, out: McAction[]): void {
  // An interrupt card being played is answered by Override only (as Quick Thinking cannot answer it).
  if ((s.charges[seat] as number) > 0 && d.what !== 'counter') out.push({ type: 'role', role });
}

export function chargeActions(s: McState, seat: number, role: RoleId, out: McAction[]): void {
  if ((s.charges[seat] as number) > 0 && choosingTurnAction(s, seat)) out.push({ type: 'role', role });
}

/** A charge spent in a window: a free action on top of the window, which everyone may answer again. */
export function spendInWindow(s: McState, seat: number, role: RoleId, d: WinData, ctx: ApplyContext): void {
  s.charges[seat] = (s.charges[seat] as number) - 1;
  const top = s.stack[s.stack.length - 1];
  d.x = 1;
  if (top?.t === 'win') reopen(s, top.w);
  ctx.emit({ rule: `role.${role}`, text: 'Spends an action charge: a free action now.', data: { seat } });
  s.stack.push({ t: 'free', seat, why: role });
}

/** A charge spent between the holder's own actions: the declaration's action back, and one more. */
export function spendOnTurn(s: McState, seat: number, role: RoleId, ctx: ApplyContext): void {
  s.charges[seat] = (s.charges[seat] as number) - 1;
  refundAction(s, seat);
  refundAction(s, seat);
  ctx.emit({ rule: `role.${role}`, text: 'Spends an action charge: one more action this turn.', data: { seat } });
}
