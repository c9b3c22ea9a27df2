import {
  type Action,
  type Actor,
  type ApplyContext,
  activeWindow,
  choosing,
  type DecisionKind,
  type Pending,
  type Seat,
  waitingSeats,
  windowClosed,
} from '@airlock/engine';
import { applyCancel, applyReact, cancelOptions, finishAttack, reactionOptions } from './attack.ts';
import { applyChoice, choiceOptions } from './choices.ts';
import { activityOptions, applyActivity, applyCollect, collectOptions, canLaunch, mustCollect } from './crew-turn.ts';
import { SUPPLY } from './data/tracks.ts';
import { applyControl, applyNoise, applyPanic, controlOptions, panicOptions, tidyPanic } from './deaths.ts';
import { applyVote, hibernate, launch, voteDone } from './endings.ts';
import { applyBreachChoice, breachOptions, finishBreach } from './hull-breach.ts';
import { applyLifeformTurn, applyLurk, lifeformTurnOptions, lurkOptions, trimOptions } from './lifeform-turn.ts';
import { unhide } from './moves.ts';
import { cardName } from './names.ts';
import { discardFromHand } from './piles.ts';
import { advance, checkTerror, resolveMeet, startCrewTurn } from './rounds.ts';
import { applyRow, evolveOptions, rowOptions } from './rows.ts';
import {
  applyCancelVote,
  applyDefend,
  applyFight,
  applyKeep,
  applyPick,
  cancelVoteOptions,
  defendOptions,
  fightOptions,
  fightOver,
  keepOneOptions,
  pickOptions,
} from './showdown.ts';
import { catPlayOptions } from './cat.ts';
import { EXTRA_STEPS, type ExtraStep } from './extras.ts';
import { applyExtraStep, applyFree, extraActors, extraAuto, extraOptions } from './extra-steps.ts';
import { roleActivityOptions } from './roles.ts';
import { LIFEFORM, type LfState, type Step } from './state.ts';
import { handLimit } from './tracks.ts';

/**
 * The decision flow: who is asked (the top of the step stack, or the top reaction window over an
 * attack, a launch vote or a fight's cancel vote), what they may do, and how an answer applies. After
 * every answer `drain` runs the automatic steps until someone must decide again.
 */
function top(s: LfState): Step | undefined {
  return s.stack[s.stack.length - 1];
}

const LAUNCH: Action = Object.freeze({ type: 'launch' });

const WINDOWED = new Set(['attack', 'launch-vote', 'fight-cancel', 'help']);

/** One-seat answers of `actorsOf`, shared: callers read the list and never change it. */
const ONLY: readonly (readonly Seat[])[] = [0, 1, 2, 3, 4, 5, 6, 7].map((seat) => Object.freeze([seat]));
const NOBODY: readonly Seat[] = Object.freeze([]);

function only(seat: Seat): readonly Seat[] {
  return ONLY[seat] ?? [seat];
}

export function actorsOf(s: LfState): readonly Seat[] {
  const t = top(s);
  if (!t || s.over) return NOBODY;
  if (WINDOWED.has(t.k)) {
    const w = activeWindow(s.windows);
    return w ? waitingSeats(w) : [];
  }
  if (EXTRA_STEPS.has(t.k)) return extraActors(s, t as ExtraStep);
  switch (t.k) {
    case 'draft':
      return s.draft ? choosing(s.draft) : [];
    case 'crew-turn':
    case 'collect':
    case 'activity':
    case 'bonus':
    case 'control':
    case 'launch-vote':
      return only(t.seat);
    case 'discard':
    case 'terror-discard':
      return only(t.seat);
    case 'row':
      return only(t.seat);
    case 'breach':
    case 'panic': {
      const id = t.chars[0];
      const c = s.chars.find((x) => x.id === id);
      return c ? only(c.owner) : NOBODY;
    }
    case 'defend':
      return s.showdown?.fight ? only(s.showdown.fight.target) : NOBODY;
    case 'share':
      return only(t.seats[0] as Seat);
    case 'meet':
    case 'hibernate':
      return NOBODY;
    default:
      return only(LIFEFORM);
  }
}

export function pendingOf(s: LfState): Pending[] {
  const t = top(s);
  if (!t) return [];
  // Most steps ask one seat with a prompt that names only the step: one lookup by the step's name.
  if (!WINDOWED.has(t.k) && t.k !== 'draft') {
    const actors = actorsOf(s);
    if (actors.length === 1) {
      let entries = STEP_ENTRIES.get(t.k);
      if (entries === undefined) {
        entries = [];
        STEP_ENTRIES.set(t.k, entries);
      }
      const actor = actors[0] as Seat;
      let e = entries[actor];
      if (e === undefined) {
        e = entryOf(entriesOf(promptOf(s, t)), 0, actor, promptOf(s, t));
        entries[actor] = e;
      }
      return e as Pending[];
    }
  }
  const kind = t.k === 'draft' ? 2 : WINDOWED.has(t.k) && s.windows.length > 0 ? 1 : 0;
  const actors = actorsOf(s);
  if (actors.length === 0) return [];
  const prompt = promptOf(s, t);
  const entries = entriesOf(prompt);
  if (actors.length === 1) return entryOf(entries, kind, actors[0] as Seat, prompt) as Pending[];
  const out: Pending[] = [];
  for (let i = 0; i < actors.length; i++)
    out.push((entryOf(entries, kind, actors[i] as Seat, prompt) as Pending[])[0] as Pending);
  return out;
}

const DECISION_KINDS: readonly DecisionKind[] = ['turn', 'reaction', 'simultaneous'];

/**
 * Pending lists of one seat are shared frozen lists (nothing may change a pending entry or list in
 * place), by prompt, then by kind and seat: a playout asks who acts at every step.
 */
const ENTRIES = new Map<string, (readonly Pending[] | undefined)[]>();

/** The same lists for a one-seat step whose prompt names the step alone, by step name, then by seat. */
const STEP_ENTRIES = new Map<string, (readonly Pending[] | undefined)[]>();

function entriesOf(prompt: string): (readonly Pending[] | undefined)[] {
  let entries = ENTRIES.get(prompt);
  if (entries === undefined) {
    entries = [];
    ENTRIES.set(prompt, entries);
  }
  return entries;
}

function entryOf(
  entries: (readonly Pending[] | undefined)[],
  kind: number,
  actor: Seat,
  prompt: string,
): readonly Pending[] {
  const slot = kind * 8 + actor;
  let e = entries[slot];
  if (e === undefined) {
    e = Object.freeze([Object.freeze({ actor, kind: DECISION_KINDS[kind] as DecisionKind, prompt })]);
    entries[slot] = e;
  }
  return e;
}

function promptOf(s: LfState, t: Step): string {
  if (WINDOWED.has(t.k)) {
    const w = activeWindow(s.windows);
    if (w?.kind === 'react') return 'React to the attack or pass';
    if (w?.kind === 'cancel') return 'Cancel the crew reaction or pass';
    if (w?.kind === 'launch') return 'Agree to launch the Remora?';
    if (w?.kind === 'cancel-fight') return 'Cancel this fight?';
  }
  let p = PROMPTS.get(t.k);
  if (p === undefined) {
    p = `Decide: ${t.k}`;
    PROMPTS.set(t.k, p);
  }
  return p;
}

const PROMPTS = new Map<string, string>();

/**
 * The list `emptyChoice` built when `drain` stopped at a choice step: the next `legalOf` for the same
 * state, step and seat takes it instead of building it again (once; any answer applied forgets it).
 * Nothing changes a state between the end of `drain` and the next decision but an applied answer;
 * code that does (`pickUpHarpoons` after the base game's apply) calls `forgetKept`.
 */
let keptState: LfState | null = null;
let keptStep: Step | null = null;
let keptActor: Actor = 'system';
let keptList: Action[] = [];

export function forgetKept(): void {
  keptState = null;
  keptStep = null;
}

export function legalOf(s: LfState, actor: Actor): Action[] {
  if (keptState !== null) {
    const hit = keptState === s && keptStep === top(s) && keptActor === actor;
    keptState = null;
    keptStep = null;
    if (hit) return keptList;
  }
  return buildLegal(s, actor);
}

/** The lists one after another: the first list itself, extended, when it is a fresh one (every option builder's is). */
function joined(first: Action[], second: Action[], third: readonly Action[] = NONE): Action[] {
  for (let i = 0; i < second.length; i++) first.push(second[i] as Action);
  for (let i = 0; i < third.length; i++) first.push(third[i] as Action);
  return first;
}

const NONE: readonly Action[] = Object.freeze([]);

function buildLegal(s: LfState, actor: Actor): Action[] {
  if (actor === 'system' || s.over) return [];
  const t = top(s);
  if (!t || !actorsOf(s).includes(actor)) return [];
  if (EXTRA_STEPS.has(t.k)) return extraOptions(s, actor, t as ExtraStep);
  switch (t.k) {
    case 'attack': {
      const w = activeWindow(s.windows);
      if (w?.kind === 'cancel') return cancelOptions(s);
      return reactionOptions(s, actor, t.info);
    }
    case 'launch-vote':
      return [{ type: 'agree' }, { type: 'refuse' }];
    case 'fight-cancel':
      return cancelVoteOptions(s, t.item);
    case 'collect':
      return joined(canLaunch(s) ? [LAUNCH] : [], collectOptions(s, actor, t.done), catPlayOptions(s, actor));
    case 'activity':
      return joined(activityOptions(s, actor), roleActivityOptions(s, actor), catPlayOptions(s, actor));
    case 'row':
      return actor === LIFEFORM
        ? joined(rowOptions(s, actor, t.icons), evolveOptions(s, t.card))
        : joined(rowOptions(s, actor, t.icons), catPlayOptions(s, actor));
    case 'lifeform-turn':
      return lifeformTurnOptions(s);
    case 'lurk':
      return lurkOptions(s, true);
    case 'trim':
      return trimOptions(s);
    case 'noisy':
      return [
        { type: 'noise', noisy: true },
        { type: 'noise', noisy: false },
      ];
    case 'panic':
      return panicOptions(s, t.chars[0] as string);
    case 'breach':
      return breachOptions(s, t.chars[0] as string);
    case 'control':
      return controlOptions(s, actor);
    case 'keep-one':
      return keepOneOptions(t.drawn);
    case 'fight':
      return fightOptions(s);
    case 'fight-pick':
      return pickOptions(s);
    case 'defend':
      return defendOptions(s, actor);
    default:
      return choiceOptions(s, actor, t);
  }
}

export function applyOf(s: LfState, actor: Actor, a: Action, ctx: ApplyContext): void {
  forgetKept();
  const t = top(s);
  if (!t || actor === 'system') throw new Error('nothing to apply');
  const extra = EXTRA_STEPS.has(t.k);
  if (extra || applyFree(s, actor, a, ctx)) {
    if (extra) applyExtraStep(s, actor, t as ExtraStep, a, ctx);
    drain(s, ctx);
    return;
  }
  switch (t.k) {
    case 'attack': {
      const w = activeWindow(s.windows);
      if (w?.kind === 'cancel') applyCancel(s, a, t.info, ctx);
      else applyReact(s, actor, a, t.info, ctx);
      break;
    }
    case 'launch-vote':
      applyVote(s, actor, a, ctx);
      break;
    case 'fight-cancel':
      applyCancelVote(s, actor, a, ctx);
      break;
    case 'collect':
      if (a.type === 'launch') applyActivity(s, actor, a, ctx);
      else applyCollect(s, actor, a, t.done, ctx);
      break;
    case 'activity':
      applyActivity(s, actor, a, ctx);
      break;
    case 'row':
      applyRow(s, actor, a, ctx);
      break;
    case 'lifeform-turn':
      applyLifeformTurn(s, a, ctx);
      break;
    case 'lurk':
      s.stack.pop();
      applyLurk(s, a, ctx);
      break;
    case 'trim':
      discardFromHand(s, LIFEFORM, a.card as string);
      // The lifeform's discards lie face up, so the card may be named.
      ctx.quiet ||
        ctx.emit({
          rule: 'lifeform.hand-limit',
          text: `The lifeform discards ${cardName(a.card)} down to its hand limit`,
          data: { card: a.card as string },
        });
      if ((s.hands[LIFEFORM]?.length ?? 0) <= handLimit(s)) s.stack.pop();
      break;
    case 'noisy':
      s.stack.pop();
      applyNoise(s, a, ctx);
      break;
    case 'panic':
      applyPanic(s, a, ctx);
      break;
    case 'breach':
      applyBreachChoice(s, a, ctx);
      break;
    case 'control':
      applyControl(s, actor, a, ctx);
      break;
    case 'keep-one':
      applyKeep(s, a, t.drawn, ctx);
      break;
    case 'fight':
      applyFight(s, a, ctx);
      break;
    case 'fight-pick':
      applyPick(s, a, ctx);
      break;
    case 'defend':
      applyDefend(s, actor, a, ctx);
      break;
    default:
      applyChoice(s, actor, t, a, ctx);
  }
  drain(s, ctx);
}

/** The first crew seat holding more cards than the hand limit allows, if any. */
function overHandLimit(s: LfState): Seat | null {
  for (let seat = 1; seat < s.players; seat++) if ((s.hands[seat]?.length ?? 0) > SUPPLY.crewHandLimit) return seat;
  return null;
}

/** Whether a step other than the draft leaves its seat nothing to choose (it is then dropped). */
function emptyChoice(s: LfState, t: Step): boolean {
  if (t.k === 'draft' || ALWAYS_ANSWERED.has(t.k)) return false;
  const actor = actorsOf(s)[0] ?? 'system';
  const list = buildLegal(s, actor);
  if (list.length === 0) return true;
  keptState = s;
  keptStep = t;
  keptActor = actor;
  keptList = list;
  return false;
}

/** Steps whose choice list is never empty (a pass stands in when nothing else is left). */
const ALWAYS_ANSWERED = new Set(['place-terror', 'place-outage', 'third-image', 'cocoon-mission', 'android-remora']);

/**
 * The characters of a list still alive in a chamber. A function of its own: a closure over the loop's
 * step inside `drain` would make every pass of the loop allocate a scope for it.
 */
function stillIn(s: LfState, ids: string[], chamber: string): string[] {
  return ids.filter((id) => s.chars.some((c) => c.id === id && c.alive && c.at === chamber));
}

/** Runs automatic steps until a decision is pending or the game is over. */
export function drain(s: LfState, ctx: ApplyContext): void {
  forgetKept();
  for (let guard = 0; guard < 10000; guard++) {
    if (s.over) return;
    unhide(s);
    tidyPanic(s);
    const t = top(s);
    if (t?.k !== 'attack' && t?.k !== 'draft' && s.stage !== 'setup' && checkTerror(s, ctx)) continue;
    if (t?.k !== 'discard' && s.stage !== 'setup') {
      const over = overHandLimit(s);
      if (over !== null) {
        s.stack.push({ k: 'discard', seat: over, to: SUPPLY.crewHandLimit });
        continue;
      }
    }
    if (!t) {
      if (s.stage === 'showdown') throw new Error('showdown with no step');
      advance(s, ctx);
      continue;
    }
    switch (t.k) {
      case 'crew-turn':
        startCrewTurn(s, t.seat, ctx);
        continue;
      case 'meet':
        resolveMeet(s, t.char, t.image, ctx);
        continue;
      case 'hibernate':
        hibernate(s, ctx);
        continue;
      case 'breach':
        t.chars = stillIn(s, t.chars, t.chamber);
        if (t.chars.length === 0) {
          finishBreach(s, t.chamber, ctx);
          continue;
        }
        return;
      case 'collect':
        if (!mustCollect(s, t.seat, t.done)) {
          s.stack.pop();
          continue;
        }
        return;
      case 'attack': {
        const w = activeWindow(s.windows);
        if (!w || (w.kind === 'react' && windowClosed(w))) {
          finishAttack(s, t.info, ctx);
          continue;
        }
        return;
      }
      case 'launch-vote':
        if (voteDone(s)) {
          launch(s, ctx);
          continue;
        }
        return;
      case 'fight':
        if (fightOver(s, ctx)) return;
        return;
      case 'trim':
        if ((s.hands[LIFEFORM]?.length ?? 0) <= handLimit(s)) {
          s.stack.pop();
          continue;
        }
        return;
      case 'row':
      case 'activity':
      case 'lifeform-turn':
      case 'lurk':
      case 'noisy':
        // Never without an answer: passing, equipping, lurking (with no discard), a refresh.
        return;
      default:
        if (EXTRA_STEPS.has(t.k)) {
          if (extraAuto(s, t as ExtraStep, ctx)) continue;
          return;
        }
        // A discard down to a limit always has an answer while the hand holds a card.
        if (t.k === 'discard' ? (s.hands[t.seat]?.length ?? 0) === 0 : emptyChoice(s, t)) {
          s.stack.pop();
          continue;
        }
        return;
    }
  }
  throw new Error('lifeform: automatic steps did not settle');
}
