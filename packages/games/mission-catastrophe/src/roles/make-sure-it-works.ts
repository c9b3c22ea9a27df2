import type { RoleHandler } from './types.ts';

/**
 * Captain, "Make Sure It Works" (003): a repair that brings the Captain's module back to power (from
 * one cube to two) grants a free use of that module (it may be declined). The free use does not
 * count against the once-per-turn limit (designed reading: it is granted on top). Pattern for roles
 * that change an action: an afterRepair hook pushing a restricted free-action step.
 */
export const makeSureItWorks: RoleHandler = {
  id: 'make-sure-it-works',
  afterRepair(s, seat, m, before, ctx) {
    if (s.active !== seat || before !== 1 || s.pos[seat] !== m) return;
    ctx.emit({
      rule: 'role.make-sure-it-works',
      text: 'Make Sure It Works: the Captain may use the repaired module for free.',
      data: { seat },
    });
    s.stack.push({ t: 'free', seat, why: 'make-sure-it-works', only: 'module' });
  },
};
