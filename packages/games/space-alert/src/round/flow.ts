import type { Action, Actor, ApplyContext, Pending } from '@airlock/engine';
import { canShare, card } from '../data/cards.ts';
import { advanceSeat, fireNext } from './announce.ts';
import { campaignChoice } from './campaign.ts';
import { addToHand, removeFromHand } from './deal.ts';
import { pickProblem, picks, applyPick } from './draft.ts';
import {
  boardsOf,
  firstTurn,
  giveProblem,
  isAndroid,
  lastPhase,
  placeProblem,
  planning,
  sidesOf,
  sources,
  takeProblem,
  tokenProblem,
} from './program.ts';
import { resolve } from './resolve.ts';
import type { SaState, Slot } from './state.ts';
import { cardName } from '../data/cards.ts';

/** Realtime clock: the system advances the soundtrack one second at a time on the table's clock. */
export const TICK_MS = 1000;

/**
 * Programming actions a seat may take between two announcements; then it waits for the next one.
 * Designed: without it a bot (or a driver that always asks the first pending seat) could place and
 * take back a card for ever on the stepped clock; no crew needs more (a whole phase is 5 slots).
 */
export const BUDGET = 40;

export type SaAction = Action;

const READY: SaAction = Object.freeze({ type: 'ready' }) as SaAction;
const ADVANCE: SaAction = Object.freeze({ type: 'advance' }) as SaAction;
const TICK: SaAction = Object.freeze({ type: 'tick' }) as SaAction;
const NEXT: SaAction = Object.freeze({ type: 'next' }) as SaAction;
const RESOLVE: SaAction = Object.freeze({ type: 'resolve' }) as SaAction;
const GO: SaAction = Object.freeze({ type: 'campaign', go: true }) as SaAction;
const STOP: SaAction = Object.freeze({ type: 'campaign', go: false }) as SaAction;

function waiting(s: SaState, seat: number): boolean {
  return planning(s, seat) && !(s.o.clock === 'stepped' && s.ready[seat]) && (s.acts[seat] as number) < BUDGET;
}

function anyPlanning(s: SaState): boolean {
  for (let seat = 0; seat < s.players; seat++) if (planning(s, seat)) return true;
  return false;
}

export function pendingOf(s: SaState): Pending[] {
  if (s.result) return [];
  if (s.stage === 'resolve') return [{ actor: 'system', kind: 'system', prompt: 'Resolve the mission' }];
  if (s.stage === 'between') {
    return [{ actor: s.o.captain, kind: 'turn', prompt: 'Fly the next mission of the campaign, or end it here' }];
  }
  const out: Pending[] = [];
  if (s.stage === 'draft') {
    for (let seat = 0; seat < s.players; seat++) {
      if (picks(s, seat).length > 0) out.push({ actor: seat, kind: 'simultaneous', prompt: 'Choose a specialization' });
    }
    return out;
  }
  for (let seat = 0; seat < s.players; seat++) {
    if (!waiting(s, seat)) continue;
    const ph = s.seatPhase[seat] as number;
    out.push({ actor: seat, kind: 'turn', prompt: `Plan phase ${ph}` });
  }
  if (!anyPlanning(s)) out.push({ actor: 'system', kind: 'system', prompt: 'The soundtrack plays on' });
  else if (s.o.clock === 'realtime')
    out.push({ actor: 'system', kind: 'system', prompt: 'The soundtrack plays', afterMs: TICK_MS });
  else if (out.length === 0) out.push({ actor: 'system', kind: 'system', prompt: 'Next announcement' });
  return out;
}

function systemAction(s: SaState): SaAction | null {
  if (s.stage === 'resolve') return RESOLVE;
  if (s.stage !== 'planning') return null;
  if (!anyPlanning(s)) return NEXT;
  if (s.o.clock === 'realtime') return TICK;
  for (let seat = 0; seat < s.players; seat++) if (waiting(s, seat)) return null;
  return NEXT;
}

export function legalOf(s: SaState, actor: Actor): SaAction[] {
  if (s.result) return [];
  if (actor === 'system') {
    const a = systemAction(s);
    return a ? [a] : [];
  }
  if (s.stage === 'draft') return picks(s, actor);
  if (s.stage === 'between') return actor === s.o.captain ? [GO, STOP] : [];
  if (!waiting(s, actor)) return [];
  // Waiting and moving on come first: the terminal lists them at the top.
  const out: SaAction[] = s.o.clock === 'stepped' ? [READY, ADVANCE] : [ADVANCE];
  const ph = s.seatPhase[actor] as number;
  const from = firstTurn(s, ph);
  const to = s.phaseEnds[ph - 1] as number;
  for (const member of boardsOf(s, actor)) {
    const board = s.boards[member] as (Slot | null)[];
    const cards = sources(s, actor, member);
    // Two cards share a turn only when one of them is a specialization card (canShare).
    let special = false;
    for (const id of cards) if (card(id).spec) special = true;
    for (let turn = from; turn <= to; turn++) {
      const held = board[turn - 1];
      if (held) {
        if (takeProblem(s, actor, member, turn) === null) out.push({ type: 'take', crew: member, turn });
        if (held.w || !(special || card(held.c).spec)) continue;
      }
      for (const id of cards) {
        for (const top of sidesOf(id)) {
          if (!held || canShare(held.c, held.top, id, top))
            out.push({ type: 'place', crew: member, turn, card: id, top });
        }
      }
    }
  }
  if (s.teleport && s.transfer.open) {
    for (const which of ['source', 'destination'] as const) {
      for (let to = 0; to < s.crew; to++) {
        if (tokenProblem(s, actor, which, to) === null) out.push({ type: 'token', which, to });
      }
    }
  }
  if (s.players > 1 && s.transfer.open && !s.transfer.sent[actor]) {
    const hand = s.hands[actor] as string[];
    for (let i = 0; i < hand.length; i++) {
      const id = hand[i] as string;
      if (i > 0 && hand[i - 1] === id) continue;
      for (let to = 0; to < s.players; to++)
        if (giveProblem(s, actor, to, id) === null) out.push({ type: 'give', to, card: id });
    }
  }
  return out;
}

function keys(a: Action, expected: readonly string[]): boolean {
  const k = Object.keys(a);
  return k.length === expected.length && expected.every((x) => Object.hasOwn(a, x));
}

/** A clear reason for refusing an action, or null when it is legal (agrees with legalOf). */
export function checkOf(s: SaState, actor: Actor, a: Action): string | null {
  if (actor === 'system') {
    const sys = systemAction(s);
    return sys && a.type === sys.type && keys(a, ['type']) ? null : 'the system has nothing to do now';
  }
  if (s.stage === 'draft') {
    if (a.type !== 'pick' || !keys(a, ['type', 'crew', 'spec'])) return 'choose a specialization first';
    return pickProblem(s, actor, a.crew, a.spec);
  }
  if (s.stage === 'between') {
    if (actor !== s.o.captain) return 'the captain decides whether the campaign goes on';
    return a.type === 'campaign' && keys(a, ['type', 'go']) && typeof a.go === 'boolean'
      ? null
      : 'choose whether to fly the next mission';
  }
  if (s.stage !== 'planning') return 'planning is over';
  if (!planning(s, actor)) return 'you have finished planning';
  if (s.o.clock === 'stepped' && s.ready[actor]) return 'you said you are ready: wait for the next announcement';
  if (!waiting(s, actor)) return `you took ${BUDGET} actions since the last announcement: wait for the next one`;
  switch (a.type) {
    case 'place': {
      if (!keys(a, ['type', 'crew', 'turn', 'card', 'top'])) return 'a placement names crew, turn, card and top';
      if (typeof a.crew !== 'number' || typeof a.turn !== 'number' || typeof a.card !== 'string')
        return 'bad placement';
      if (!Number.isInteger(a.crew) || a.crew < 0 || a.crew >= s.crew) return 'there is no such crew member';
      return placeProblem(s, actor, a.crew, a.turn, a.card, String(a.top));
    }
    case 'take': {
      if (!keys(a, ['type', 'crew', 'turn'])) return 'taking a card back names crew and turn';
      if (typeof a.crew !== 'number' || !Number.isInteger(a.crew) || a.crew < 0 || a.crew >= s.crew)
        return 'there is no such crew member';
      if (typeof a.turn !== 'number') return 'bad turn';
      return takeProblem(s, actor, a.crew, a.turn);
    }
    case 'give': {
      if (!keys(a, ['type', 'to', 'card'])) return 'a transfer names a player and a card';
      if (typeof a.to !== 'number' || typeof a.card !== 'string') return 'bad transfer';
      return giveProblem(s, actor, a.to, a.card);
    }
    case 'token':
      if (!keys(a, ['type', 'which', 'to'])) return 'a token move names the token and the crew member';
      return tokenProblem(s, actor, a.which, a.to);
    case 'advance':
      return keys(a, ['type']) ? null : 'advance takes nothing else';
    case 'ready':
      if (s.o.clock !== 'stepped') return 'the soundtrack runs on its own clock: there is nothing to be ready for';
      return keys(a, ['type']) ? null : 'ready takes nothing else';
    default:
      return `"${a.type}" is not an action of the action round`;
  }
}

export function applyOf(s: SaState, actor: Actor, a: Action, ctx: ApplyContext): void {
  if (actor === 'system') {
    applySystem(s, a, ctx);
    return;
  }
  const seat = actor;
  if (a.type === 'place' || a.type === 'take' || a.type === 'give') s.acts[seat] = (s.acts[seat] as number) + 1;
  switch (a.type) {
    case 'pick':
      applyPick(s, seat, a.crew as number, a.spec as string, ctx);
      return;
    case 'campaign':
      campaignChoice(s, a.go === true, ctx);
      return;
    case 'place': {
      const member = a.crew as number;
      const id = a.card as string;
      const aside = s.aside[member] as string[];
      if (isAndroid(s, member) && aside.includes(id) && !(s.hands[seat] as string[]).includes(id))
        aside.splice(aside.indexOf(id), 1);
      else removeFromHand(s.hands[seat] as string[], id);
      const board = s.boards[member] as (Slot | null)[];
      const held = board[(a.turn as number) - 1];
      if (held) held.w = { c: id, top: a.top as Slot['top'] };
      else board[(a.turn as number) - 1] = { c: id, top: a.top as Slot['top'] };
      const faceUp = isAndroid(s, member);
      ctx.emit({
        rule: 'round.place',
        text: `Plans ${cardName(id)} (${a.top === 'action' ? 'action' : 'movement'} half on top) on turn ${a.turn} of crew member ${member + 1}.`,
        data: { seat, crew: member, turn: a.turn as number, card: id, top: a.top as string },
        ...(faceUp
          ? {}
          : {
              to: [seat],
              public: { text: `Plans a card on turn ${a.turn}.`, data: { seat, crew: member, turn: a.turn as number } },
            }),
      });
      return;
    }
    case 'take': {
      const member = a.crew as number;
      const board = s.boards[member] as (Slot | null)[];
      const slot = board[(a.turn as number) - 1] as Slot;
      board[(a.turn as number) - 1] = null;
      // An android's own special card goes back beside its board, not into the player's hand.
      for (const id of slot.w ? [slot.c, slot.w.c] : [slot.c]) {
        if (isAndroid(s, member) && card(id).cls === 'special') (s.aside[member] as string[]).push(id);
        else addToHand(s.hands[seat] as string[], [id]);
      }
      ctx.emit({
        rule: 'round.take',
        text: `Takes ${cardName(slot.c)} back from turn ${a.turn}.`,
        data: { seat, crew: member, turn: a.turn as number, card: slot.c },
        ...(isAndroid(s, member)
          ? {}
          : {
              to: [seat],
              public: { text: `Takes a card back from turn ${a.turn}.`, data: { seat, turn: a.turn as number } },
            }),
      });
      return;
    }
    case 'give': {
      const to = a.to as number;
      const id = a.card as string;
      removeFromHand(s.hands[seat] as string[], id);
      addToHand(s.hands[to] as string[], [id]);
      s.transfer.sent[seat] = true;
      s.gifts.push({ from: seat, to, card: id });
      ctx.emit({
        rule: 'round.transfer',
        text: `Seat ${seat + 1} gives ${cardName(id)} to seat ${to + 1}.`,
        data: { seat, to, card: id },
        to: [seat, to],
        public: { text: `Seat ${seat + 1} gives a card to seat ${to + 1}.`, data: { seat, to } },
        reveals: true,
      });
      return;
    }
    case 'advance': {
      const from = s.seatPhase[seat] as number;
      advanceSeat(s, seat, ctx);
      ctx.emit({
        rule: 'round.advance',
        text:
          from >= lastPhase(s)
            ? 'Finishes planning.'
            : `Moves on to phase ${from + 1}: turns up to ${s.phaseEnds[from - 1]} are locked.`,
        data: { seat, phase: from + 1 },
      });
      return;
    }
    case 'token': {
      const t = s.teleport as { source: number; destination: number };
      t[a.which as 'source' | 'destination'] = a.to as number;
      ctx.emit({
        rule: 'specialization.teleport-token',
        text: `Gives the ${a.which} teleport token to crew member ${(a.to as number) + 1}.`,
        data: { seat, which: a.which as string, to: a.to as number },
      });
      return;
    }
    case 'ready':
      s.ready[seat] = true;
      ctx.emit({ rule: 'round.ready', text: 'Is ready for the next announcement.', data: { seat } });
      return;
  }
}

function applySystem(s: SaState, a: Action, ctx: ApplyContext): void {
  if (a.type === 'resolve') {
    resolve(s, ctx);
    return;
  }
  if (a.type === 'tick') {
    s.now += TICK_MS;
    while (s.stage === 'planning' && s.next < s.timeline.length && (s.timeline[s.next] as { at: number }).at <= s.now) {
      fireNext(s, ctx);
    }
    return;
  }
  fireNext(s, ctx);
  for (let seat = 0; seat < s.players; seat++) s.ready[seat] = false;
}
