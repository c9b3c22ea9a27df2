import type { Actor, ApplyContext, Pending } from '@airlock/engine';
import { isWaitingOn, type ReactionWindow, waitingSeats } from '@airlock/engine';
import { type Card, cardName } from './data/cards.ts';
import { chooserActions, playCard, spentCards } from './actions.ts';
import { podsCheck } from './escape.ts';
import { discardHand, removeAt, takeFromHand } from './hand.ts';
import { CARD_HANDLERS } from './pip.ts';
import { extStepHandler, hooksFor } from './rules/hooks.ts';
import { roleBreathes } from './roles/index.ts';
import { begin } from './setup.ts';
import { AUTO_OFF, AUTO_ON, END, ORDER } from './shared-actions.ts';
import { distinct, hasSuit, hitModule, oxygen, safeDestinations, severalModules } from './ship.ts';
import type { ExtStep, McAction, McState, Step, Win, WinData } from './state.ts';
import { closeWin, openWin, WINDOW_MS, winApply, winLegal, winTimeout } from './windows.ts';
import { CHOICES, handLimit } from './choices.ts';
import type { Handlers, StepHandler, StepOf } from './steps.ts';

/** Event texts of declarations, by action type (and by card for plays): the same few strings over and over. */
const DECLARED = new Map<string, string>();
const DECLARED_PLAY = new Map<string, string>();

/** What a declared action is, in words, by action type. */
const DECLARED_WORDS: Record<string, string> = {
  move: 'a move',
  draw: 'a draw',
  repair: 'a repair',
  module: 'a module use',
  view: 'a look at an escape pod ID',
  escape: 'an escape attempt',
  transfer: 'a card transfer',
  role: 'a role action',
};

function declaredText(a: McAction): string {
  const play = a.type === 'play';
  const key = play ? String(a.card) : a.type;
  const texts = play ? DECLARED_PLAY : DECLARED;
  let text = texts.get(key);
  if (text === undefined) {
    text = play
      ? `Declares: plays ${cardName(key as Card)}.`
      : `Declares ${DECLARED_WORDS[key] ?? `a ${key.replace(/-/g, ' ')}`}.`;
    texts.set(key, text);
  }
  return text;
}

/** Declares a chosen action: a card leaves the hand, and the action waits in a window. */
function declare(s: McState, seat: number, a: McAction, ctx: ApplyContext): void {
  const held = spentCards(a);
  for (let i = 0; i < held.length; i++) takeFromHand(s, seat, held[i] as Card);
  ctx.emit({ rule: 'action.declare', text: declaredText(a), data: { seat, action: a } });
  const d: WinData = { what: 'action', by: seat, act: a };
  if (a.type === 'play') d.card = a.card as Card;
  // The action a Quick Thinking card (or Always Thinking, a Quick Thinking action) gives cannot be
  // overridden: only the interrupt card itself could have been.
  const under = s.stack[s.stack.length - 1];
  if (under?.t === 'free' && (under.why === 'quick-thinking' || under.why === 'always-thinking')) d.qt = 1;
  if (held.length > 0) d.held = held as Card[];
  openWin(s, d, ctx);
}

/** Event texts of the start of a turn (by seat) and of the damage roll (by die1 * 7 + die2). */
const TURN_START = Array.from({ length: 6 }, (_, seat) => `Crew ${seat + 1} begins a turn.`);
const DICE_SHOW = Array.from({ length: 49 }, (_, k) => `The damage dice show ${Math.floor(k / 7)} and ${k % 7}.`);

/** Turn prompts by actions left (a turn has 3, and role charges add a few). */
const TAKE_ACTION = Array.from({ length: 10 }, (_, left) => `Take an action (${left} left)`);

const H: Handlers = {
  ...CHOICES,
  begin: {
    actor: () => null,
    prompt: () => '',
    legal: () => [],
    apply: () => {},
    auto: (s, _st, ctx) => {
      s.stack.pop();
      begin(s, ctx);
    },
  },
  turn: {
    actor: (_s, st) => (st.ph === 2 && st.left > 0 ? st.seat : null),
    prompt: (_s, st) => TAKE_ACTION[st.left] ?? `Take an action (${st.left} left)`,
    legal: (s, st) => {
      const out = chooserActions(s, st.seat);
      out.push(END, s.auto[st.seat] ? AUTO_OFF : AUTO_ON);
      return out;
    },
    apply(s, st, seat, a, ctx) {
      if (a.type === 'end') {
        st.left = 0;
        ctx.emit({ rule: 'turn.end', text: 'Ends the turn early.', data: { seat } });
      } else if (a.type === 'auto') {
        s.auto[seat] = a.on === true;
        ctx.emit({ rule: 'window.auto-pass', text: `Turns auto-pass ${a.on ? 'on' : 'off'}.`, data: { seat } });
      } else declare(s, seat, a, ctx);
    },
    auto: (s, st, ctx) => turnStep(s, st, ctx),
  },
  free: {
    // An eliminated crew member takes no further action: a free action still owed to them lapses.
    actor: (s, st) => (s.out.includes(st.seat) ? null : st.seat),
    prompt: (_s, st) => (st.only ? 'Use the module for free, or decline' : 'Take a free action, or decline'),
    legal: (s, st) => {
      const out = chooserActions(s, st.seat, st.only);
      out.push(END);
      return out;
    },
    apply(s, _st, seat, a, ctx) {
      if (a.type === 'end') s.stack.pop();
      else declare(s, seat, a, ctx);
    },
    auto: (s) => {
      s.stack.pop();
    },
  },
  copy: {
    actor: (s, st) => (s.out.includes(st.seat) ? null : st.seat),
    prompt: () => "Copy your ally's card, or decline",
    legal: (s, st) => {
      const out: McAction[] = [];
      CARD_HANDLERS[st.card]?.push(s, st.seat, true, out);
      out.push(END);
      return out;
    },
    apply(s, _st, seat, a, ctx) {
      s.stack.pop();
      if (a.type !== 'end') playCard(s, seat, a, ctx, false);
    },
    auto: (s) => {
      s.stack.pop();
    },
  },
  hits: {
    actor: (s, st) => (severalModules(st.q) ? s.active : null),
    prompt: () => 'Choose which module the cascade damages next',
    legal: (_s, st) => {
      const out: McAction[] = [];
      for (const m of distinct(st.q)) out.push(ORDER[m] as McAction);
      return out;
    },
    apply: (s, st, _seat, a, ctx) => hitNext(s, st, a.m as number, ctx),
    auto: (s, st, ctx) => hitNext(s, st, st.q[0] as number, ctx),
  },
  exposure: {
    actor: () => null,
    prompt: () => '',
    legal: () => [],
    apply: () => {},
    auto: (s, _st, ctx) => exposure(s, ctx),
  },
};

function turnStep(s: McState, st: StepOf<'turn'>, ctx: ApplyContext): void {
  switch (st.ph) {
    case 0:
      s.active = st.seat;
      for (let o = 0; o < s.modUsed.length; o++) s.modUsed[o] = false;
      st.ph = 1;
      ctx.emit({
        rule: 'turn.start',
        text: TURN_START[st.seat] ?? `Crew ${st.seat + 1} begins a turn.`,
        data: { seat: st.seat },
      });
      for (const r of hooksFor(s.opt).startTurn) r.startTurn?.(s, st.seat, ctx);
      return;
    case 1: {
      st.ph = 2;
      const dice = [ctx.rng.die(6), ctx.rng.die(6)];
      s.dice = dice;
      ctx.emit({
        rule: 'turn.damage',
        text: DICE_SHOW[(dice[0] as number) * 7 + (dice[1] as number)] as string,
        data: { seat: st.seat, dice },
      });
      openWin(s, { what: 'damage', by: st.seat, dice }, ctx);
      return;
    }
    case 2:
      st.ph = 3;
      return;
    case 3:
      st.ph = 4;
      if ((s.hands[st.seat] as Card[]).length > handLimit(s, st.seat)) s.stack.push({ t: 'discard', seat: st.seat });
      return;
    case 4:
      st.ph = 5;
      for (const r of hooksFor(s.opt).endTurn) r.endTurn?.(s, st.seat, ctx);
      return;
    default:
      s.stack.pop();
      s.stack.push({ t: 'turn', seat: (st.seat + 1) % s.n, left: 3, ph: 0 });
  }
}

function hitNext(s: McState, st: StepOf<'hits'>, m: number, ctx: ApplyContext): void {
  removeAt(st.q, st.q.indexOf(m));
  const cause = st.cause;
  st.cause = 'cascade';
  hitModule(s, m, cause, st.q, ctx);
  if (s.over) return;
  if (st.q.length === 0) {
    s.stack.pop();
    s.stack.push({ t: 'exposure' });
  }
}

/** Crew left in a module without oxygen and without a spacesuit jump to safety (or worse). */
function exposure(s: McState, ctx: ApplyContext): void {
  for (let i = 0; i < s.n; i++) {
    const seat = (s.active + i) % s.n;
    if (s.escaped.includes(seat) || s.out.includes(seat)) continue;
    if (oxygen(s, s.pos[seat] as number) || hasSuit(s, seat) || roleBreathes(s, seat)) continue;
    let fate: string | undefined;
    for (const r of hooksFor(s.opt).exposure) fate ??= r.exposure?.(s, seat);
    fate ??= 'jump';
    if (fate === 'safe') continue;
    if (fate === 'death') {
      s.out.push(seat);
      ctx.emit({ rule: 'exposure.death', text: 'A crew member is lost to the vacuum.', data: { seat } });
      for (const r of hooksFor(s.opt).onEliminated) r.onEliminated?.(s, seat, ctx);
      if (s.over) return;
      continue;
    }
    if (safeDestinations(s, seat).length === 0) continue;
    ctx.emit({ rule: 'exposure.jump', text: 'No oxygen here: the crew member jumps to safety.', data: { seat } });
    discardHand(s, seat, ctx);
    s.stack.push({ t: 'jump', seat });
    return;
  }
  s.stack.pop();
  podsCheck(s, ctx);
}

/** Window prompts by window kind. */
const INTERRUPT: Record<string, string> = Object.fromEntries(
  (['damage', 'action', 'counter', 'rule'] as const).map((k) => [k, `Interrupt (${k}) or pass`]),
);

/** The same as the kernel's windowClosed (nobody left to answer), without listing the waiting seats. */
function closed(w: Win): boolean {
  if (w.mode === 'sequential') return w.seats[w.at] === undefined;
  for (const seat of w.seats) if (!w.passed.includes(seat)) return false;
  return true;
}

function top(s: McState): Step | undefined {
  return s.stack[s.stack.length - 1];
}

/** Runs automatic steps until a decision waits or the game is over. */
export function drain(s: McState, ctx: ApplyContext): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (s.over) return;
    const st = top(s);
    if (!st) throw new Error('the step stack is empty in a running game');
    if (st.t === 'win') {
      if (!closed(st.w)) return;
      closeWin(s, ctx);
      continue;
    }
    if (st.t.startsWith('x:')) {
      const h = extStepHandler(st.t);
      if (!h) throw new Error(`no handler for step ${st.t}`);
      if (h.actor(s, st as ExtStep) !== null) return;
      h.auto?.(s, st as ExtStep, ctx);
      continue;
    }
    const h = H[st.t as keyof Handlers] as StepHandler<Step>;
    if (h.actor(s, st) !== null) return;
    if (!h.auto) throw new Error(`step ${st.t} has no actor and no automatic run`);
    h.auto(s, st, ctx);
  }
  throw new Error('the flow did not settle (endless automatic steps)');
}

export function pendingOf(s: McState): Pending[] {
  if (s.over) return [];
  const st = top(s);
  if (!st) return [];
  if (st.t === 'win') return windowDecisions(st.w);
  if (st.t.startsWith('x:')) {
    const h = extStepHandler(st.t);
    const seat = h?.actor(s, st as ExtStep);
    if (seat === null || seat === undefined) return [];
    return oneDecision(seat, h?.prompt?.(s, st as ExtStep) ?? 'Decide');
  }
  const h = H[st.t as keyof Handlers] as StepHandler<Step>;
  const seat = h.actor(s, st);
  return seat === null ? [] : oneDecision(seat, h.prompt(s, st));
}

/**
 * The decisions of an open window: each seat still to answer, in the window's order, then the
 * system's clock. Made once per window kind and waiting order, and frozen, like single decisions.
 */
const WINDOW_DECISIONS = new Map<string, Map<number, Pending[]>>();

function windowDecisions(w: Win): Pending[] {
  // The waiting seats in order, as one number (base 8, seat + 1 per digit: seats are 0-5).
  let code = 0;
  if (w.mode === 'sequential') {
    const seat = w.seats[w.at];
    if (seat !== undefined) code = seat + 1;
  } else for (const seat of w.seats) if (!w.passed.includes(seat)) code = code * 8 + seat + 1;
  let byCode = WINDOW_DECISIONS.get(w.kind);
  if (!byCode) {
    byCode = new Map();
    WINDOW_DECISIONS.set(w.kind, byCode);
  }
  let out = byCode.get(code);
  if (!out) {
    const prompt = INTERRUPT[w.kind] ?? `Interrupt (${w.kind}) or pass`;
    const list: Pending[] = waitingSeats(w as unknown as ReactionWindow).map((seat) =>
      Object.freeze({ actor: seat, kind: 'reaction', prompt }),
    );
    list.push(
      Object.freeze({
        actor: 'system',
        kind: 'system',
        prompt: 'Close the window when its time runs out',
        afterMs: WINDOW_MS,
      }),
    );
    out = Object.freeze(list) as Pending[];
    // Seats are 0-5 in this game; a code from anything else is not remembered.
    if (w.seats.every((seat) => seat >= 0 && seat < 6)) byCode.set(code, out);
  }
  return out;
}

/**
 * Single decisions by prompt, then seat, made once and frozen (playouts ask who decides at every
 * step, and the answer is nearly always one of a few dozen). Prompts are texts of our own from a
 * short list, so the table stays small; the cap only guards against a prompt built from open data.
 */
const DECISIONS = new Map<string, Pending[][]>();

function oneDecision(seat: number, prompt: string): Pending[] {
  let bySeat = DECISIONS.get(prompt);
  if (!bySeat) {
    if (DECISIONS.size >= 1000) return [{ actor: seat, kind: 'turn', prompt }];
    bySeat = [];
    DECISIONS.set(prompt, bySeat);
  }
  let p = bySeat[seat];
  if (!p) {
    p = Object.freeze([Object.freeze({ actor: seat, kind: 'turn', prompt })]) as Pending[];
    bySeat[seat] = p;
  }
  return p;
}

export function legalOf(s: McState, actor: Actor): McAction[] {
  if (s.over) return [];
  const st = top(s);
  if (!st) return [];
  if (st.t === 'win') {
    if (actor === 'system') return [{ type: 'close' }];
    return isWaitingOn(st.w as unknown as ReactionWindow, actor) ? winLegal(s, st.w, actor) : [];
  }
  if (actor === 'system') return [];
  if (st.t.startsWith('x:')) {
    const h = extStepHandler(st.t);
    if (!h || h.actor(s, st as ExtStep) !== actor) return [];
    return h.legal?.(s, st as ExtStep, actor) ?? [];
  }
  const h = H[st.t as keyof Handlers] as StepHandler<Step>;
  return h.actor(s, st) === actor ? h.legal(s, st, actor) : [];
}

export function applyOf(s: McState, actor: Actor, a: McAction, ctx: ApplyContext): void {
  const st = top(s) as Step;
  if (st.t === 'win') {
    if (actor === 'system') {
      winTimeout(st.w);
      ctx.emit({ rule: 'window.close', text: 'Time is up: the window closes.' });
    } else winApply(s, st.w, actor, a, ctx);
  } else if (st.t.startsWith('x:')) {
    extStepHandler(st.t)?.apply?.(s, st as ExtStep, actor as number, a, ctx);
  } else {
    (H[st.t as keyof Handlers] as StepHandler<Step>).apply(s, st, actor as number, a, ctx);
  }
  drain(s, ctx);
}
