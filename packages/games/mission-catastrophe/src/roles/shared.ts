import type { Json } from '@airlock/engine';
import { ROLES, type RoleId } from '../data/roles.ts';
import { extraStepHandlers, registerRule } from '../rules/hooks.ts';
import { currentPhase } from '../ship.ts';
import type { McAction, McState, Step } from '../state.ts';
import { roleHandler, rolesOf } from './index.ts';
import type { RoleStep } from './types.ts';

/**
 * What the role cards share: the `x:role` decision step, the public per-turn table (state.ext.roles)
 * and small tests of timing (whose turn, which ship phase).
 */

/** Public role data that lives for one turn: who ignores missing oxygen, the number a seat called. */
export interface RoleTable {
  [key: string]: Json;
  /** Seats that spent Learning Experience this turn. */
  air: number[];
  /** I Have a Theory: the calling seat and its number, until that turn's roll lands. */
  call: number[];
}

const EXT = 'roles';

/** Reads the table without creating it (legal-action and view paths must not change the state). */
export function peek(s: McState): RoleTable {
  return (s.ext[EXT] as RoleTable | undefined) ?? { air: [], call: [] };
}

/** The table, created on first write. */
export function table(s: McState): RoleTable {
  let t = s.ext[EXT] as RoleTable | undefined;
  if (!t) {
    t = { air: [], call: [] };
    s.ext[EXT] = t;
  }
  return t;
}

/**
 * The table is kept in state.ext so that views show it (the view copies the ext entry of every rule
 * module that applies); this module exists for that and to start each turn afresh.
 */
registerRule({
  id: EXT,
  applies: (opt) => opt.roles === 'pick',
  startTurn(s, active, ctx) {
    const t = table(s);
    t.air = [];
    t.call = [];
    for (let seat = 0; seat < s.n; seat++) for (const h of rolesOf(s, seat)) h.onTurnStart?.(s, seat, active, ctx);
  },
});

/** Pushes a decision for the holder of a role; it resolves before whatever lies under it. */
export function ask(s: McState, seat: number, role: RoleId, data: Record<string, Json> = {}): void {
  const st: RoleStep = { ...data, t: 'x:role', seat, role };
  s.stack.push(st as unknown as Step);
}

function choices(s: McState, st: RoleStep): McAction[] {
  return roleHandler(st.role)?.offer?.(s, st.seat, st) ?? [];
}

extraStepHandlers['x:role'] = {
  // Nothing left to choose (the card is gone, the charges spent), or the holder has been eliminated
  // since the step was pushed: the step lapses by itself.
  actor: (s, st) => {
    const seat = (st as RoleStep).seat;
    return aboard(s, seat) && choices(s, st as RoleStep).length > 0 ? seat : null;
  },
  prompt: (_s, st) => `${ROLES[(st as RoleStep).role].title}: choose${(st as RoleStep).must ? '' : ', or decline'}`,
  legal(s, st) {
    const out = choices(s, st as RoleStep);
    if (!(st as RoleStep).must) out.push({ type: 'decline' });
    return out;
  },
  apply(s, st, seat, a, ctx) {
    s.stack.pop();
    if (a.type === 'decline') return;
    roleHandler((st as RoleStep).role)?.accept?.(s, seat, st as RoleStep, a, ctx);
  },
  auto(s) {
    s.stack.pop();
  },
};

/** The seat's own turn (its free actions on that turn included). */
export function ownTurn(s: McState, seat: number): boolean {
  return s.active === seat;
}

/** The ship is in the yellow or red phase now (the board as it stands). */
export function dangerPhase(s: McState): boolean {
  return currentPhase(s) > 0;
}

/** The seat is choosing one of its turn's actions (not a free action). */
export function choosingTurnAction(s: McState, seat: number): boolean {
  const top = s.stack[s.stack.length - 1];
  return top?.t === 'turn' && top.seat === seat && top.ph === 2 && top.left > 0;
}

/**
 * Gives back the turn action a declared role action just used: for role uses that cost no action
 * (a charge is their price). Offered only while choosing a turn action, so the top step is that turn.
 */
export function refundAction(s: McState, seat: number): void {
  const top = s.stack[s.stack.length - 1];
  if (top?.t === 'turn' && top.seat === seat) top.left++;
}

/** Seats still aboard and in the game. */
export function aboard(s: McState, seat: number): boolean {
  return !s.escaped.includes(seat) && !s.out.includes(seat);
}
