import type { RoleId } from '../data/roles.ts';
import type { McState } from '../state.ts';
import { alwaysThinking } from './always-thinking.ts';
import { iAmTheBridge } from './i-am-the-bridge.ts';
import { makeSureItWorks } from './make-sure-it-works.ts';
import type { RoleHandler } from './types.ts';

/**
 * The role registry: one handler per role card, in a file named after it. A role without a handler
 * is not offered at the role pick (see flow.ts), so a half-done set never deals a card that does
 * nothing. Add a role: write roles/<role-id>.ts exporting a RoleHandler, and list it here.
 */
export const ROLE_HANDLERS: Partial<Record<RoleId, RoleHandler>> = {
  'always-thinking': alwaysThinking,
  'i-am-the-bridge': iAmTheBridge,
  'make-sure-it-works': makeSureItWorks,
};

export function roleHandler(id: string): RoleHandler | undefined {
  return ROLE_HANDLERS[id as RoleId];
}

const NONE: RoleHandler[] = [];

/** The handlers of the roles a seat holds (its role, and a second one with the Quackalope). */
export function rolesOf(s: McState, seat: number): RoleHandler[] {
  const a = s.role[seat];
  const b = s.role2[seat];
  if (!a && !b) return NONE;
  const out: RoleHandler[] = [];
  const ha = a ? ROLE_HANDLERS[a] : undefined;
  if (ha) out.push(ha);
  const hb = b ? ROLE_HANDLERS[b] : undefined;
  if (hb) out.push(hb);
  return out;
}
