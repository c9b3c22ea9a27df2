import type { ApplyContext } from '@airlock/engine';
import { passAll, passWindow, type ReactionWindow } from '@airlock/engine';
import { type Card, CARDS } from './data/cards.ts';
import { perform } from './actions.ts';
import { giveCard, takeFromHand } from './hand.ts';
import { emergencyMeeting } from './pip.ts';
import { hooksFor, rulesFor } from './rules/hooks.ts';
import { roleHandler, rolesCardPlayed, rolesOf } from './roles/index.ts';
import { AUTO_ON, PASS } from './shared-actions.ts';
import type { McAction, McState, Step, Win, WinData } from './state.ts';

/** Table time after which the system closes an open window (everyone left passes). */
export const WINDOW_MS = 15000;

function roleReactions(s: McState, seat: number, d: WinData): McAction[] {
  const out: McAction[] = [];
  for (const h of rolesOf(s, seat)) {
    if (d.used?.includes(seat)) continue;
    h.reactions?.(s, seat, d, out);
  }
  return out;
}

/**
 * Whether a seat is offered a window. Only public facts count: a seat with cards in hand could hold
 * an interrupt (whether it does is not looked at), a role reaction is public; seats on auto-pass,
 * seats no longer aboard and the one whose card is being played are left out.
 */
function offered(s: McState, seat: number, d: WinData): boolean {
  if (s.auto[seat] || s.escaped.includes(seat) || s.out.includes(seat)) return false;
  if ((d.what === 'action' || d.what === 'counter') && seat === d.by) return false;
  return (s.hands[seat] as Card[]).length > 0 || roleReactions(s, seat, d).length > 0;
}

function seatsFor(s: McState, d: WinData): number[] {
  const out: number[] = [];
  for (let i = 1; i <= s.n; i++) {
    const seat = (d.by + i) % s.n;
    if (offered(s, seat, d)) out.push(seat);
  }
  return out;
}

/** Opens a window over the current step; with nobody to offer it to, it closes at once. */
export function openWin(s: McState, d: WinData, ctx: ApplyContext): void {
  const seats = seatsFor(s, d);
  if (seats.length === 0) {
    resolveWin(s, d, ctx);
    return;
  }
  const w: Win = { kind: d.what, seats, mode: 'parallel', passed: [], at: 0, data: d };
  s.stack.push({ t: 'win', w });
}

/** After an answer changed the situation, everyone (as things now stand) may answer again. */
export function reopen(s: McState, w: Win): void {
  w.seats = seatsFor(s, w.data);
  w.passed = [];
  w.at = 0;
}

/** The answers a waiting seat may give. */
export function winLegal(s: McState, w: Win, seat: number): McAction[] {
  const d = w.data;
  const out: McAction[] = [PASS, AUTO_ON];
  const hand = s.hands[seat] as Card[];
  // Quick Thinking cards resolve fully in the order played: the action one of them gives is not itself
  // interrupted (a later Quick Thinking waits for the window the first one answered).
  if (d.what !== 'counter' && !d.qt) {
    if (hand.includes('quick-thinking')) out.push({ type: 'interrupt', card: 'quick-thinking' });
    if (hand.includes('meeting')) out.push({ type: 'interrupt', card: 'meeting' });
  }
  const cardPlay = d.what === 'counter' || (d.what === 'action' && d.act?.type === 'play');
  if (hand.includes('override') && ((cardPlay && d.by !== seat) || d.ov === 1) && !d.cut) {
    if (!d.qt) out.push({ type: 'interrupt', card: 'override' });
    const c = d.act?.card as Card | undefined;
    if (
      d.what === 'action' &&
      c &&
      CARDS[c].type === 'ability' &&
      s.opt.mode !== 'sole' &&
      s.team[seat] === s.team[d.by]
    ) {
      out.push({ type: 'interrupt', card: 'override', copy: true });
    }
  }
  for (const a of roleReactions(s, seat, d)) out.push(a);
  return out;
}

export function winApply(s: McState, w: Win, seat: number, a: McAction, ctx: ApplyContext): void {
  const d = w.data;
  switch (a.type) {
    case 'pass':
      passWindow(w as unknown as ReactionWindow, seat);
      return;
    case 'auto':
      s.auto[seat] = true;
      passWindow(w as unknown as ReactionWindow, seat);
      ctx.emit({ rule: 'window.auto-pass', text: 'Turns auto-pass on.', data: { seat } });
      return;
    case 'interrupt': {
      const card = a.card as Card;
      takeFromHand(s, seat, card);
      ctx.emit({
        rule: `interrupt.${card}`,
        text: `Plays ${CARDS[card].name}${a.copy ? ' to copy an ally' : ''}.`,
        data: { seat, card },
      });
      const cd: WinData = { what: 'counter', by: seat, card, held: [card] };
      if (a.copy) cd.copy = 1;
      openWin(s, cd, ctx);
      return;
    }
    case 'role': {
      d.used = [...(d.used ?? []), seat];
      roleHandler(a.role as string)?.react?.(s, seat, a, d, ctx);
      return;
    }
    default:
      throw new Error(`unknown window answer ${a.type}`);
  }
}

/** The system's clock ran out: everyone still waiting passes. */
export function winTimeout(w: Win): void {
  passAll(w as unknown as ReactionWindow);
}

/** Pops a closed window and resolves what it was about. */
export function closeWin(s: McState, ctx: ApplyContext): void {
  const top = s.stack.pop() as Extract<Step, { t: 'win' }>;
  resolveWin(s, top.w.data, ctx);
}

function resolveWin(s: McState, d: WinData, ctx: ApplyContext): void {
  if (d.what === 'damage') resolveDamage(s, d, ctx);
  else if (d.what === 'counter') {
    resolveCounter(s, d, ctx);
    rolesCardPlayed(s, { player: d.by, card: d.card as Card, took: !d.cut, discarded: true }, ctx);
  } else if (d.what === 'rule') {
    for (const r of rulesFor(s.opt)) if (r.id === d.rule) r.closeWin?.(s, d, ctx);
  } else resolveAction(s, d, ctx);
}

function resolveDamage(s: McState, d: WinData, ctx: ApplyContext): void {
  const dice = d.dice as number[];
  const m = s.num.indexOf((dice[0] as number) + (dice[1] as number));
  s.stack.push({ t: 'hits', q: d.double ? [m, m] : [m], cause: 'roll' });
  for (let seat = 0; seat < s.n; seat++) for (const h of rolesOf(s, seat)) h.onRoll?.(s, seat, m, ctx);
}

/** Takes the chooser's action: one of the turn's three, or the free action (then gone). */
function consume(s: McState): void {
  const f = s.stack[s.stack.length - 1];
  if (f?.t === 'turn') f.left--;
  else if (f?.t === 'free') s.stack.pop();
}

function resolveAction(s: McState, d: WinData, ctx: ApplyContext): void {
  const card = d.card as Card | undefined;
  if (d.cut) {
    for (const c of d.held ?? []) s.discard.push(c as Card);
    consume(s);
    ctx.emit({ rule: 'interrupt.override', text: 'The card is cancelled: it is discarded and the action is spent.' });
    if (card) rolesCardPlayed(s, { player: d.by, card, took: false, discarded: true }, ctx);
    return;
  }
  if (d.x) {
    for (const c of d.held ?? []) giveCard(s, d.by, c as Card);
    ctx.emit({
      rule: 'interrupt.quick-thinking',
      text: 'The interrupted action is not taken; its player chooses again.',
      data: { seat: d.by },
    });
    return;
  }
  consume(s);
  for (const r of hooksFor(s.opt).onAction) r.onAction?.(s, d.by, d.act as McAction, ctx);
  const copies = d.copies ?? [];
  for (let i = copies.length - 1; i >= 0; i--)
    s.stack.push({ t: 'copy', seat: copies[i] as number, card: card as Card });
  perform(s, d.by, d.act as McAction, ctx);
}

function resolveCounter(s: McState, d: WinData, ctx: ApplyContext): void {
  const card = d.card as Card;
  s.discard.push(card);
  const top = s.stack[s.stack.length - 1];
  if (top?.t !== 'win') throw new Error('an interrupt resolved outside a window');
  const w = top.w;
  if (d.cut) {
    ctx.emit({ rule: 'interrupt.override', text: `${CARDS[card].name} is cancelled.` });
    reopen(s, w);
    return;
  }
  switch (card) {
    case 'quick-thinking':
      w.data.x = 1;
      reopen(s, w);
      s.stack.push({ t: 'free', seat: d.by, why: 'quick-thinking' });
      ctx.emit({
        rule: 'interrupt.quick-thinking',
        text: 'Quick Thinking: a free action before anything else happens.',
        data: { seat: d.by },
      });
      return;
    case 'meeting':
      w.data.x = 1;
      reopen(s, w);
      emergencyMeeting(s, ctx);
      return;
    case 'override':
      if (d.copy) {
        w.data.copies = [...(w.data.copies ?? []), d.by];
        reopen(s, w);
        ctx.emit({ rule: 'interrupt.override', text: 'Override: an ally will copy the card.', data: { seat: d.by } });
      } else {
        w.data.cut = 1;
        passAll(w as unknown as ReactionWindow);
        ctx.emit({ rule: 'interrupt.override', text: 'Override cancels the card being played.', data: { seat: d.by } });
      }
      return;
    default:
      throw new Error(`${card} is not an interrupt`);
  }
}
