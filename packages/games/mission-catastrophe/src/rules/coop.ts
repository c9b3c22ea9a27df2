import type { RuleModule } from './hooks.ts';

/**
 * Co-op and Team escapes: each escaper needs a working pod of their own, so no two of them may
 * stand in the same module (the core checks that each one stands beside a working pod, the fuses,
 * the power and the resources; Casimir 1 joins at most one pod to a module).
 * The rest of the co-op rules live in the core: one fuse per crew member (options.ts), the
 * all-or-nothing escape (escape.ts) and the loss when too few pods remain (escape.ts podsCheck).
 */
export const sharedEscape: RuleModule = {
  id: 'mode.shared-escape',
  applies: (opt) => opt.mode !== 'sole',
  escapeBlock(s, seats) {
    const spots = new Set<number>();
    for (const o of seats) spots.add(s.pos[o] as number);
    return spots.size < seats.length ? 'each escaper needs a module and a pod of their own' : null;
  },
};
