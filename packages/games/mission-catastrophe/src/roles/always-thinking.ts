import type { RoleHandler } from './types.ts';

/**
 * Captain, "Always Thinking" (001): when the damage roll picks the module the Captain stands in, the
 * Captain gets a free action at once, as with Quick Thinking, before the damage lands. Pattern for
 * "any turn" roles that answer a roll: a reaction offered in the damage window (public condition),
 * applied by pushing a free-action step.
 */
export const alwaysThinking: RoleHandler = {
  id: 'always-thinking',
  reactions(s, seat, w, out) {
    if (w.what !== 'damage' || !w.dice) return;
    const m = s.num.indexOf((w.dice[0] as number) + (w.dice[1] as number));
    if (m === s.pos[seat]) out.push({ type: 'role', role: 'always-thinking' });
  },
  react(s, seat, _a, _w, ctx) {
    ctx.emit({
      rule: 'role.always-thinking',
      text: 'Always Thinking: the Captain acts before the damage lands.',
      data: { seat },
    });
    s.stack.push({ t: 'free', seat, why: 'always-thinking' });
  },
};
