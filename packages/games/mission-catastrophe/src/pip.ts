import type { ApplyContext, Json } from '@airlock/engine';
import { type Card, CARD_KINDS, CARDS, kindMask } from './data/cards.ts';
import { MODULES } from './data/ship.ts';
import { enterModule, giveCard, watchers } from './hand.ts';
import { freeFuseIds, repairModule, repairTargets, setFuse } from './modules.ts';
import { EVA_TO, REMOTE_REPAIR, SCAVENGE } from './shared-actions.ts';
import { canEnter, lastCubeGone, moduleName, moduleNumbered, neighbours } from './ship.ts';
import type { McAction, McState } from './state.ts';

/**
 * Playable PIP cards (abilities, equipment, Emergency Meeting), one handler per card kind. `push`
 * appends the plays of the card while it is still in hand, each `{ type: 'play', card, ...params }`
 * built whole in that key order; `apply` runs once the card's window closed untouched (the card has
 * already left the hand). Resources, Quick Thinking and Override are not played this way (interrupts
 * are answers in reaction windows, see windows.ts). `copy`: an ally copies the card (holds no card).
 */
export interface CardHandler {
  push(s: McState, seat: number, copy: boolean, out: McAction[]): void;
  apply(s: McState, seat: number, a: McAction, ctx: ApplyContext): void;
}

function isAlly(s: McState, a: number, b: number): boolean {
  return s.opt.mode !== 'sole' && a !== b && s.team[a] === s.team[b];
}

export const CARD_HANDLERS: Partial<Record<Card, CardHandler>> = {
  eva: {
    push: (s, seat, _copy, out) => {
      for (let to = 0; to < MODULES.length; to++)
        if (to !== s.pos[seat] && canEnter(s, seat, to)) out.push(EVA_TO[to] as McAction);
    },
    apply: (s, seat, a, ctx) => enterModule(s, seat, a.to as number, ctx),
  },
  hack: {
    push: (s, _seat, _copy, out) => {
      const ids = freeFuseIds(s);
      for (let fuse = 0; fuse < s.fuse.length; fuse++)
        for (const id of ids) out.push({ type: 'play', card: 'hack', fuse, id });
    },
    apply: (s, _seat, a, ctx) => setFuse(s, a.fuse as number, a.id as string, ctx),
  },
  lift: {
    // Only crew still aboard move (escaped and eliminated crew are off the ship); each goes to the
    // module of the next crew member aboard on their left.
    push: (s, _seat, _copy, out) => {
      if (countOnShip(s) > 1) out.push({ type: 'play', card: 'lift' });
    },
    apply: (s, _seat, _a, ctx) => {
      const from = [...s.pos];
      ctx.emit({ rule: 'pip.lift', text: 'Every crew member moves to the module of the crew member on their left.' });
      const crew = onShip(s);
      for (let i = 0; i < crew.length; i++) {
        const l = crew[(i + 1) % crew.length] as number;
        enterModule(s, crew[i] as number, from[l] as number, ctx);
      }
      s.stack.push({ t: 'exposure' });
    },
  },
  'remote-repair': {
    push: (s, _seat, _copy, out) => {
      for (const target of repairTargets(s)) out.push(REMOTE_REPAIR[target] as McAction);
    },
    apply: (s, _seat, a, ctx) => repairModule(s, a.target as number, ctx),
  },
  requisition: {
    push: (s, seat, copy, out) => {
      const here = s.pos[seat] as number;
      for (let o = 0; o < s.n; o++) {
        if (o === seat || s.escaped.includes(o) || (s.hands[o] as Card[]).length === 0) continue;
        const m = s.pos[o] as number;
        if (m === here || neighbours(here).includes(m)) out.push({ type: 'play', card: 'requisition', from: o });
      }
      if (s.opt.mode !== 'sole') {
        // Team/co-op: give a card of your choice to an ally anywhere. The card is chosen once the play
        // went through (a private step), so the declared action names no hidden card.
        const spare = (s.hands[seat] as Card[]).length - (copy ? 0 : 1);
        if (spare > 0)
          for (const o of onShip(s)) if (isAlly(s, seat, o)) out.push({ type: 'play', card: 'requisition', to: o });
      }
    },
    apply: (s, seat, a, ctx) => {
      if (typeof a.from === 'number') {
        const hand = s.hands[a.from] as Card[];
        if (hand.length === 0) return;
        const c = hand.splice(ctx.rng.int(0, hand.length - 1), 1)[0] as Card;
        giveCard(s, seat, c);
        ctx.emit({
          rule: 'pip.requisition',
          text: `Takes ${CARDS[c].name} at random from another crew member.`,
          data: { seat, from: a.from, card: c },
          to: watchers(s, seat, a.from),
          public: { text: 'Takes a random PIP card from another crew member.', data: { seat, from: a.from } },
          reveals: true,
        });
      } else if ((s.hands[seat] as Card[]).length > 0) {
        s.stack.push({ t: 'give', seat, to: a.to as number });
      }
    },
  },
  scavenge: {
    push: (s, _seat, _copy, out) => {
      for (let from = 0; from < MODULES.length; from++) {
        if ((s.cubes[from] as number) === 0) continue;
        const row = SCAVENGE[from] as readonly McAction[];
        for (let to = 0; to < MODULES.length; to++)
          if (to !== from && (s.cubes[to] as number) < 3) out.push(row[to] as McAction);
      }
    },
    apply: (s, _seat, a, ctx) => {
      const from = a.from as number;
      const to = a.to as number;
      s.cubes[from] = (s.cubes[from] as number) - 1;
      s.cubes[to] = (s.cubes[to] as number) + 1;
      ctx.emit({
        rule: 'pip.scavenge',
        text: `A status cube moves from ${moduleName(from)} to ${moduleName(to)}.`,
        data: { from, to },
      });
      s.stack.push({ t: 'exposure' });
      if (s.cubes[from] === 0) {
        const q: number[] = [];
        lastCubeGone(s, from, q, ctx);
        if (q.length > 0 && !s.over) s.stack.push({ t: 'hits', q, cause: 'cascade' });
      }
    },
  },
  suit: {
    push: (s, seat, _copy, out) => {
      if (!(s.gear[seat] as Card[]).includes('quackalope')) out.push({ type: 'play', card: 'suit' });
    },
    apply: (s, seat, _a, ctx) => equip(s, seat, 'suit', ctx),
  },
  quackalope: {
    push: (_s, _seat, _copy, out) => {
      out.push({ type: 'play', card: 'quackalope' });
    },
    apply: (s, seat, _a, ctx) => {
      const g = s.gear[seat] as Card[];
      const i = g.indexOf('suit');
      if (i >= 0) {
        g.splice(i, 1);
        s.discard.push('suit');
        ctx.emit({
          rule: 'pip.quackalope',
          text: 'The Quackalope will not share: the spacesuit is discarded.',
          data: { seat },
        });
      }
      equip(s, seat, 'quackalope', ctx);
      if (s.opt.roles === 'pick' && s.prof[seat]) s.stack.push({ t: 'role-pick', seat, extra: 1 });
    },
  },
  bear: {
    push: (_s, _seat, _copy, out) => {
      out.push({ type: 'play', card: 'bear' });
    },
    apply: (s, seat, _a, ctx) => equip(s, seat, 'bear', ctx),
  },
  meeting: {
    push: (_s, _seat, _copy, out) => {
      out.push({ type: 'play', card: 'meeting' });
    },
    apply: (s, _seat, _a, ctx) => emergencyMeeting(s, ctx),
  },
};

function equip(s: McState, seat: number, c: Card, ctx: ApplyContext): void {
  (s.gear[seat] as Card[]).push(c);
  ctx.emit({ rule: 'pip.equip', text: `Puts ${CARDS[c].name} into play.`, data: { seat, card: c } });
}

/** Seats whose crew member is still on the ship (neither escaped nor eliminated), in seat order. */
function onShip(s: McState): number[] {
  const out: number[] = [];
  for (let o = 0; o < s.n; o++) if (!s.escaped.includes(o) && !s.out.includes(o)) out.push(o);
  return out;
}

function countOnShip(s: McState): number {
  let k = 0;
  for (let o = 0; o < s.n; o++) if (!s.escaped.includes(o) && !s.out.includes(o)) k++;
  return k;
}

/** Emergency Meeting: every crew member goes to the module numbered 1. */
export function emergencyMeeting(s: McState, ctx: ApplyContext): void {
  const one = moduleNumbered(s, 1);
  ctx.emit({ rule: 'pip.meeting', text: `Emergency meeting: every crew member goes to ${moduleName(one)}.` });
  for (const o of onShip(s)) enterModule(s, o, one, ctx);
  s.stack.push({ t: 'exposure' });
}

/** The handler of each card kind, by CARD_KINDS index (undefined: not played as an action). */
const HANDLER_OF_KIND: readonly (CardHandler | undefined)[] = CARD_KINDS.map((c) => CARD_HANDLERS[c]);

/** Play variants of every playable card kind in a seat's hand, in card-kind order. */
export function playVariants(s: McState, seat: number, out: McAction[]): void {
  const held = kindMask(s.hands[seat] as Card[]);
  for (let i = 0; i < HANDLER_OF_KIND.length; i++) {
    const h = HANDLER_OF_KIND[i];
    if (h && (held & (1 << i)) !== 0) h.push(s, seat, false, out);
  }
}

/**
 * The parameters of each play of card c (the play action without `type` and `card`, keys in the
 * same order), as a role that copies a card's targets needs them.
 */
export function cardVariants(c: Card, s: McState, seat: number, copy: boolean): Record<string, Json>[] {
  const plays: McAction[] = [];
  CARD_HANDLERS[c]?.push(s, seat, copy, plays);
  return plays.map(({ type: _type, card: _card, ...params }) => params);
}
