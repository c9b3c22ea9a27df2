import { type Card, CARD_KINDS, cardName, HAND_LIMIT } from './data/cards.ts';
import { ROLES, rolesOf as professionRoles } from './data/roles.ts';
import { enterModule, giveCard, takeFromHand, watchers } from './hand.ts';
import { ROLE_HANDLERS, rolesOf } from './roles/index.ts';
import { safeDestinations } from './ship.ts';
import type { McAction, McState } from './state.ts';
import type { Handlers } from './steps.ts';

/** Hand limit of a seat: 7, changed by roles (Deep Pockets). */
export function handLimit(s: McState, seat: number): number {
  let limit = HAND_LIMIT;
  for (const h of rolesOf(s, seat)) if (h.handLimit) limit = h.handLimit(s, seat, limit);
  return limit;
}

/** Role cards a seat may pick: its profession's implemented cards it does not hold yet. */
export function pickable(s: McState, seat: number): string[] {
  const p = s.prof[seat];
  if (!p) return [];
  return professionRoles(p).filter((id) => ROLE_HANDLERS[id] && s.role[seat] !== id && s.role2[seat] !== id);
}

function kinds(cards: readonly Card[]): Card[] {
  return CARD_KINDS.filter((c) => cards.includes(c));
}

/**
 * The small decision steps: role pick, jump to safety, Operations keep, hand-limit discard,
 * Requisition give, transfer. Each asks one seat and pops itself when answered (or runs by itself
 * when there is nothing to choose).
 */
export const CHOICES: Pick<Handlers, 'role-pick' | 'jump' | 'keep' | 'discard' | 'give' | 'transfer'> = {
  'role-pick': {
    actor: (s, st) => (pickable(s, st.seat).length > 0 ? st.seat : null),
    prompt: () => 'Pick your role card',
    legal: (s, st) => pickable(s, st.seat).map((role) => ({ type: 'pick', role })),
    apply(s, st, seat, a, ctx) {
      const id = a.role as keyof typeof ROLES;
      if (st.extra) s.role2[seat] = id;
      else s.role[seat] = id;
      s.charges[seat] = (s.charges[seat] as number) + ROLES[id].charges;
      ROLE_HANDLERS[id]?.setup?.(s, seat);
      ctx.emit({ rule: 'setup.role', text: `Takes the role ${ROLES[id].title}.`, data: { seat, role: id } });
      s.stack.pop();
    },
    auto: (s) => {
      s.stack.pop();
    },
  },
  jump: {
    actor: (s, st) => (safeDestinations(s, st.seat).length > 1 ? st.seat : null),
    prompt: () => 'Jump to safety: choose a module with oxygen',
    legal: (s, st) => safeDestinations(s, st.seat).map((to) => ({ type: 'jump', to })),
    apply(s, st, seat, a, ctx) {
      s.stack.pop();
      enterModule(s, seat, a.to as number, ctx);
      void st;
    },
    auto(s, st, ctx) {
      s.stack.pop();
      const to = safeDestinations(s, st.seat)[0];
      if (to !== undefined) enterModule(s, st.seat, to, ctx);
    },
  },
  keep: {
    actor: (_s, st) => st.seat,
    prompt: () => 'Keep one of the drawn cards',
    legal: (_s, st) => kinds(st.cards).map((card) => ({ type: 'keep', card })),
    apply(s, st, seat, a, ctx) {
      s.stack.pop();
      const rest = [...st.cards];
      rest.splice(rest.indexOf(a.card as Card), 1);
      giveCard(s, seat, a.card as Card);
      s.deck.unshift(...rest);
      ctx.emit({
        rule: 'module.operations',
        text: `Keeps ${cardName(a.card as Card)}; the others go under the deck.`,
        data: { seat, card: a.card as string },
        to: watchers(s, seat),
        public: { text: 'Keeps one card; the others go under the deck.', data: { seat } },
      });
    },
  },
  discard: {
    actor: (s, st) => ((s.hands[st.seat] as Card[]).length > handLimit(s, st.seat) ? st.seat : null),
    prompt: () => 'Discard down to your hand limit',
    legal: (s, st) => kinds(s.hands[st.seat] as Card[]).map((card) => ({ type: 'discard', card })),
    apply(s, _st, seat, a, ctx) {
      takeFromHand(s, seat, a.card as Card);
      s.discard.push(a.card as Card);
      ctx.emit({
        rule: 'turn.hand-limit',
        text: `Discards ${cardName(a.card as Card)} to the hand limit.`,
        data: { seat, card: a.card as string },
      });
    },
    auto: (s) => {
      s.stack.pop();
    },
  },
  give: {
    actor: (s, st) => ((s.hands[st.seat] as Card[]).length > 0 ? st.seat : null),
    prompt: () => 'Choose the card to give to your ally',
    legal: (s, st) => kinds(s.hands[st.seat] as Card[]).map((card) => ({ type: 'give', card })),
    apply(s, st, seat, a, ctx) {
      s.stack.pop();
      takeFromHand(s, seat, a.card as Card);
      giveCard(s, st.to, a.card as Card);
      ctx.emit({
        rule: 'pip.requisition',
        text: `Gives ${cardName(a.card as Card)} to an ally.`,
        data: { seat, to: st.to, card: a.card as string },
        to: watchers(s, seat, st.to),
        public: { text: 'Gives a PIP card to an ally.', data: { seat, to: st.to } },
      });
    },
    auto: (s) => {
      s.stack.pop();
    },
  },
  transfer: {
    actor: (_s, st) => (st.side === 0 ? st.seat : st.ally),
    prompt: (_s, st) => (st.side === 0 ? 'Give or take cards, then say done' : 'Allow the exchange, or refuse it'),
    legal(s, st) {
      if (st.side === 1) return [{ type: 'accept' }, { type: 'refuse' }];
      const out: McAction[] = kinds(s.hands[st.seat] as Card[]).map((card) => ({ type: 'give', card }));
      for (const card of kinds(s.hands[st.ally] as Card[])) out.push({ type: 'take', card });
      out.push({ type: 'done' });
      return out;
    },
    apply(s, st, seat, a, ctx) {
      const give = st.give ?? [];
      const take = st.take ?? [];
      const team = watchers(s, st.seat, st.ally);
      switch (a.type) {
        case 'give':
        case 'take': {
          // The card is set aside in the proposal; it changes hands only if the ally allows it.
          const c = a.card as Card;
          takeFromHand(s, a.type === 'give' ? st.seat : st.ally, c);
          if (a.type === 'give') st.give = [...give, c];
          else st.take = [...take, c];
          const what = a.type === 'give' ? 'offers' : 'asks for';
          ctx.emit({
            rule: 'transfer',
            text: `Crew ${st.seat + 1} ${what} ${cardName(c)}.`,
            data: { seat: st.seat, ally: st.ally, card: c },
            to: team,
            public: { text: `Crew ${st.seat + 1} ${what} a card.`, data: { seat: st.seat, ally: st.ally } },
          });
          return;
        }
        case 'done':
          if (give.length + take.length === 0) s.stack.pop();
          else st.side = 1;
          return;
        default: {
          s.stack.pop();
          const ok = a.type === 'accept';
          for (const c of give) giveCard(s, ok ? st.ally : st.seat, c);
          for (const c of take) giveCard(s, ok ? st.seat : st.ally, c);
          ctx.emit({
            rule: 'transfer',
            text: ok ? 'The ally allows the exchange.' : 'The ally refuses: the cards go back.',
            data: { seat, accepted: ok },
          });
        }
      }
    },
  },
};
