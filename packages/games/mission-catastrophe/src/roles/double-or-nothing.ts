import { reopen } from '../windows.ts';
import type { RoleHandler } from './types.ts';

/**
 * Pilot, "Double or Nothing" (007): after any damage roll, on any turn, the holder may spend a charge
 * (3 on the card) to roll both dice again. The new roll replaces the old one for good (no going back)
 * and hits the module it picks twice (our reading of "2x damage": the gamble of the name, nothing where
 * the first roll pointed, double where the new one does). The window opens afresh for the new roll:
 * reactions that depend on the dice (Always Thinking, Don't Panic, another reroll) may answer it.
 */
export const doubleOrNothing: RoleHandler = {
  id: 'double-or-nothing',
  reactions(s, seat, w, out) {
    if (w.what === 'damage' && w.dice && (s.charges[seat] as number) > 0)
      out.push({ type: 'role', role: 'double-or-nothing' });
  },
  react(s, seat, _a, w, ctx) {
    s.charges[seat] = (s.charges[seat] as number) - 1;
    const dice = [ctx.rng.die(6), ctx.rng.die(6)];
    w.dice = dice;
    w.double = 1;
    w.used = [];
    s.dice = dice;
    ctx.emit({
      rule: 'role.double-or-nothing',
      text: `Double or Nothing: the Pilot rerolls, ${dice[0]} and ${dice[1]}; that module takes two hits.`,
      data: { seat, dice },
    });
    const top = s.stack[s.stack.length - 1];
    if (top?.t === 'win') reopen(s, top.w);
  },
};
