import { chargeActions, chargeReactions, spendInWindow, spendOnTurn } from './action-charge.ts';
import { aboard, ask, table } from './shared.ts';
import type { McAction } from '../state.ts';
import type { RoleHandler } from './types.ts';

/**
 * Science Officer, "I Have a Theory" (028): at the start of the holder's own turn, before the damage
 * roll, the holder may call a total (2-12, said out loud: public). If the roll that stands equals it,
 * the holder gains an action charge, spent like Time's a Wastin's (any time, for an extra action).
 */
const CALL_ROLE = 'i-have-a-theory';
/** The eleven calls (2-12), made once and frozen: the step lists them each time it is asked about. */
const CALLS: readonly McAction[] = Array.from({ length: 11 }, (_, i) =>
  Object.freeze({ type: 'role', role: CALL_ROLE, n: i + 2 }),
);

export const iHaveATheory: RoleHandler = {
  id: 'i-have-a-theory',
  onTurnStart(s, seat, active) {
    // A seat out of the game still rolls in Sole Survivor, but a charge would be of no use to it.
    if (seat === active && aboard(s, seat)) ask(s, seat, 'i-have-a-theory');
  },
  offer(_s, _seat, st) {
    const out: McAction[] = [];
    for (let n = 2; n <= 12; n++)
      out.push(st.role === CALL_ROLE ? (CALLS[n - 2] as McAction) : { type: 'role', role: st.role, n });
    return out;
  },
  accept(s, seat, _st, a, ctx) {
    table(s).call = [seat, a.n as number];
    ctx.emit({
      rule: 'role.i-have-a-theory',
      text: `I Have a Theory: the Science Officer calls ${a.n}.`,
      data: { seat, n: a.n as number },
    });
  },
  onRoll(s, seat, m, ctx) {
    const t = table(s);
    if (t.call[0] !== seat) return;
    const hit = s.num[m] === t.call[1];
    t.call = [];
    if (!hit) return;
    s.charges[seat] = (s.charges[seat] as number) + 1;
    ctx.emit({
      rule: 'role.i-have-a-theory',
      text: `The theory holds: the Science Officer gains an action charge (${s.charges[seat]}).`,
      data: { seat },
    });
  },
  actions: (s, seat, out) => chargeActions(s, seat, 'i-have-a-theory', out),
  perform: (s, seat, _a, ctx) => spendOnTurn(s, seat, 'i-have-a-theory', ctx),
  reactions: (s, seat, w, out) => chargeReactions(s, seat, 'i-have-a-theory', w, out),
  react: (s, seat, _a, w, ctx) => spendInWindow(s, seat, 'i-have-a-theory', w, ctx),
};
