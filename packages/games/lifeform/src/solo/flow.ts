import type { Action, Actor, Pending } from '@airlock/engine';
import { distances, neighbours, topo, WALK } from '../board.ts';
import { layoutOf } from './layout.ts';
import { CHARACTERS } from '../data/characters.ts';
import { uniq } from '../piles.ts';
import type { LfState } from '../state.ts';
import { checkHand, discard, draw, hand } from './cards.ts';
import { HOOKS } from './hooks.ts';
import { handCount, inHand } from './kept.ts';
import { applyConflict, conflictOptions, hibernateSolo, launchSolo, startConflict } from './conflict.ts';
import { applyCrisis, crisisCard, crisisOptions, drawCrisis, nextEffect } from './crisis.ts';
import { applyBonus, bonusOptions } from './loadout.ts';
import { advanceOptions, applyAdvance, applyProximity, pathOptions, proximityOptions, step } from './motion.ts';
import { type Ctx, lose, me, PLAYER, pop, push, type SoloStep, solo, top } from './state.ts';
import { applyLook, applyTerror, lookOptions, terrorOptions } from './traits.ts';
import { drawChits, stowaway, thirtyUsable, tick } from './tracks.ts';
import {
  activityOptions,
  androidPhase,
  applyActivity,
  applyCollect,
  applyFree,
  applyRowIcon,
  applyStrip,
  collectOptions,
  moveAndroidSolo,
  repercussions,
  rowOptions,
  startTurn,
  stripOptions,
  ventIn,
} from './turn.ts';
import { cardName, charName, roomName } from '../names.ts';

/**
 * The solo decision flow: the top of `solo.stack` says what is asked; automatic steps run in `drainSolo`
 * until the player must decide. A proximity conflict waits while a crisis option is still resolving
 * (L2861-2862) or the lifeform is still moving, then comes before anything else.
 */
const AUTO = new Set([
  'turn',
  'draw',
  'repercussions',
  'end-turn',
  'android',
  'vent-in',
  'crisis-draw',
  'crisis-end',
  'effects',
  'hibernate',
  'launch',
  'conflict-start',
]);

function hystericalMoves(s: LfState): string[] {
  const a = s.android.at;
  const at = me(s).at;
  if (a === null || at === null || a === at) return [];
  const d = distances(s, at, WALK);
  const here = d[a] ?? Number.POSITIVE_INFINITY;
  return neighbours(s, a, WALK)
    .map((n) => n.to)
    .filter((to) => (d[to] ?? Number.POSITIVE_INFINITY) < here);
}

function ventIconOptions(s: LfState): Action[] {
  const x = solo(s);
  const sup = layoutOf(s).supplies;
  const out: Action[] = [];
  if (!x.extraVents.includes(sup) && !topo(s).chamber[sup]?.vent) out.push({ type: 'vent', chamber: sup });
  if ((s.missions[sup] ?? 0) > 0)
    for (const n of neighbours(s, sup, WALK))
      if (!x.extraVents.includes(n.to) && !topo(s).chamber[n.to]?.vent)
        out.push({ type: 'vent', chamber: n.to, from: sup });
  return out;
}

function choices(s: LfState, t: SoloStep): Action[] {
  const _x = solo(s);
  switch (t.k) {
    case 'character':
      return CHARACTERS.map((c) => ({ type: 'character', id: c.id }));
    case 'ladderway':
      return layoutOf(s).ladderways.map((chamber) => ({ type: 'ladderway', chamber }));
    case 'collect':
      return collectOptions(s);
    case 'discard':
      return uniq(inHand(s)).map((card) => ({ type: 'discard', card }));
    case 'activity':
      return activityOptions(s);
    case 'row':
      return rowOptions(s, t.icons);
    case 'advance':
      return advanceOptions(s);
    case 'motion':
      return pathOptions(s);
    case 'clock':
      return [{ type: 'tick' }, { type: 'thirty' }];
    case 'vent-icon':
      return ventIconOptions(s);
    case 'stowaway-icon':
      return s.loadout.energy > 0 ? [{ type: 'stowaway' }, { type: 'drain-cell' }] : [];
    case 'terror':
      return terrorOptions(s);
    case 'crisis':
      return crisisOptions(s, t.card);
    case 'data':
      return ['claw', 'fang', 'spine', 'tail'].map((kind) => ({ type: 'data', kind }));
    case 'proximity':
      return proximityOptions(s);
    case 'look':
      return lookOptions(t.cards);
    case 'conflict':
      return conflictOptions(s);
    case 'hysterical':
      return hystericalMoves(s).map((to) => ({ type: 'steer', to }));
    case 'strip':
      return stripOptions(s);
    case 'bonus':
      return bonusOptions(s, t.bonus);
    default:
      return HOOKS.steps[t.k]?.options(s, t) ?? [];
  }
}

/** Whether the step waits for the player (some steps decide alone when there is nothing to choose). */
function asks(s: LfState, t: SoloStep): boolean {
  if (AUTO.has(t.k) || HOOKS.steps[t.k]?.always) return false;
  if (t.k === 'clock') return thirtyUsable(s);
  // Asked whenever a reduction could be in hand: whether one is must not show in the flow's timing.
  if (t.k === 'advance') return solo(s).tokens.survival > 0 || hand(s).length > 0;
  if (t.k === 'motion') return pathOptions(s).length > 1;
  return choices(s, t).length > 0;
}

export function soloLegal(s: LfState, actor: Actor): Action[] {
  if (actor !== PLAYER || s.over) return [];
  const t = top(s);
  return t && asks(s, t) ? choices(s, t) : [];
}

export function soloPending(s: LfState): Pending[] {
  const t = top(s);
  if (!t || s.over) return [];
  return [{ actor: PLAYER, kind: 'turn', prompt: `Decide: ${t.k}` }];
}

export function soloApply(s: LfState, a: Action, ctx: Ctx): void {
  const t = top(s);
  if (!t) throw new Error('nothing to apply');
  if (a.type === 'launch') {
    solo(s).stack = [];
    push(s, { k: 'launch' });
  } else if (t.k === 'activity' && a.type === 'free') applyFree(s, a, ctx);
  else decide(s, t, a, ctx);
  drainSolo(s, ctx);
}

function decide(s: LfState, t: SoloStep, a: Action, ctx: Ctx): void {
  const x = solo(s);
  switch (t.k) {
    case 'character':
      pop(s);
      me(s).id = a.id as string;
      ctx.quiet || ctx.emit({ rule: 'solo.character', text: `You play ${charName(a.id)}` });
      return;
    case 'ladderway':
      pop(s);
      x.ladderway = a.chamber as string;
      s.missions[a.chamber as string] = (s.missions[a.chamber as string] ?? 0) + 2;
      return;
    case 'collect':
      applyCollect(s, a, ctx);
      return;
    case 'discard':
      discard(s, a.card as string);
      if (handCount(s) <= 7) pop(s);
      return;
    case 'activity':
      applyActivity(s, a, ctx);
      return;
    case 'row':
      applyRowIcon(s, t, a, ctx);
      return;
    case 'advance':
      applyAdvance(s, t, a, ctx);
      return;
    case 'motion':
      step(s, a.to as string, ctx);
      return;
    case 'clock':
      pop(s);
      if (a.type === 'thirty') {
        x.tokens.thirty--;
        ctx.quiet || ctx.emit({ rule: 'solo.thirty', text: 'Thirty seconds saved: the clock moves one space less' });
        if (t.n > 1) push(s, { k: 'clock', n: t.n - 1 });
      } else tick(s, t.n, ctx);
      return;
    case 'vent-icon':
      pop(s);
      if (typeof a.from === 'string') s.missions[a.from] = (s.missions[a.from] ?? 1) - 1;
      if (s.missions[a.from as string] === 0) delete s.missions[a.from as string];
      x.extraVents.push(a.chamber as string);
      ctx.quiet || ctx.emit({ rule: 'solo.vent-icon', text: `A small vent opens in ${roomName(s, a.chamber)}` });
      return;
    case 'stowaway-icon':
      pop(s);
      if (a.type === 'stowaway') stowaway(s, ctx);
      else {
        s.loadout.energy--;
        ctx.quiet || ctx.emit({ rule: 'solo.stowaway-icon', text: 'An energy cell is drained instead' });
      }
      return;
    case 'terror':
      applyTerror(s, t.chamber, a, ctx);
      return;
    case 'crisis':
      applyCrisis(s, t.card, a, ctx);
      return;
    case 'data':
      pop(s);
      s.data[PLAYER]?.push(a.kind as string);
      ctx.quiet || ctx.emit({ rule: 'solo.data', text: `You gain a ${String(a.kind)} data token` });
      return;
    case 'proximity':
      applyProximity(s, t.surplus, a, ctx);
      return;
    case 'look':
      applyLook(s, a, ctx);
      return;
    case 'conflict':
      applyConflict(s, a, ctx);
      return;
    case 'hysterical':
      pop(s);
      moveAndroidSolo(s, a.to as string, ctx);
      hystericalEnd(s, ctx);
      return;
    case 'strip':
      applyStrip(s, t, a, ctx);
      return;
    case 'bonus':
      pop(s);
      applyBonus(s, a, ctx);
      return;
    default: {
      const apply = HOOKS.steps[t.k]?.apply;
      if (!apply) throw new Error(`no decision at ${t.k}`);
      apply(s, t, a, ctx);
    }
  }
}

function blocksAlert(s: LfState): boolean {
  return solo(s).stack.some((st) => st.k === 'crisis-end' || st.k === 'motion' || st.k === 'advance');
}

/** Runs automatic steps until the player must decide or the game is over. */
export function drainSolo(s: LfState, ctx: Ctx): void {
  const x = solo(s);
  for (let guard = 0; guard < 10000; guard++) {
    if (s.over) return;
    if (x.alert !== null && !blocksAlert(s)) {
      push(s, { k: 'proximity', surplus: x.alert });
      x.alert = null;
    }
    const t = top(s);
    if (!t) throw new Error('solo: empty stack');
    if (asks(s, t)) return;
    switch (t.k) {
      case 'turn':
        startTurn(s, ctx);
        continue;
      case 'draw':
        pop(s);
        draw(s, 1, ctx);
        checkHand(s);
        continue;
      case 'repercussions':
        repercussions(s, t.from, ctx);
        continue;
      case 'end-turn':
        pop(s);
        push(s, { k: 'clock', n: 1 }, { k: 'android' }, { k: 'turn' });
        continue;
      case 'android':
        androidPhase(s, ctx);
        continue;
      case 'vent-in':
        ventIn(s, t.chamber, ctx);
        continue;
      case 'crisis-draw':
        pop(s);
        drawCrisis(s, ctx);
        continue;
      case 'crisis-end':
        pop(s);
        continue;
      case 'effects':
        nextEffect(s, t.list, ctx);
        continue;
      case 'hibernate':
        hibernateSolo(s, ctx);
        continue;
      case 'launch':
        pop(s);
        launchSolo(s, ctx);
        continue;
      case 'conflict-start':
        pop(s);
        startConflict(s, ctx);
        continue;
      case 'clock':
        pop(s);
        tick(s, t.n, ctx);
        continue;
      case 'advance':
        pop(s);
        push(s, { k: 'motion', left: t.n });
        continue;
      case 'motion': {
        const next = pathOptions(s)[0];
        if (!next) pop(s);
        else step(s, next.to as string, ctx);
        continue;
      }
      case 'stowaway-icon':
        pop(s);
        stowaway(s, ctx);
        continue;
      case 'hysterical':
        pop(s);
        hystericalEnd(s, ctx);
        continue;
      case 'proximity':
        showHand(s, ctx);
        lose(s, 'you do not survive the proximity conflict', ctx);
        return;
      case 'conflict':
        showHand(s, ctx);
        lose(s, 'no combat zone can be cleared', ctx);
        return;
      case 'collect':
      case 'strip':
      case 'vent-icon':
      case 'data':
      case 'bonus':
      case 'row':
      case 'terror':
      case 'discard':
        pop(s);
        continue;
      default: {
        const h = HOOKS.steps[t.k];
        if (!h) throw new Error(`solo: step ${t.k} has no choice`);
        h.auto(s, t, ctx);
        continue;
      }
    }
  }
  throw new Error('solo: automatic steps did not settle');
}

/** A loss for want of an answer shows the hand that had none. */
function showHand(s: LfState, ctx: Ctx): void {
  ctx.quiet ||
    ctx.emit({
      rule: 'solo.hand',
      text: `Your hand: ${
        hand(s)
          .map((c) => crisisCard(c)?.name ?? cardName(c))
          .join(', ') || 'empty'
      }`,
      data: { cards: [...hand(s)] },
      reveals: true,
    });
}

/**
 * "You are becoming hysterical" (L2943-2956): after the android's moves, sharing its chamber draws a
 * chit, except on its first turn.
 */
function hystericalEnd(s: LfState, ctx: Ctx): void {
  const x = solo(s);
  if (me(s).at === s.android.at && x.androidMoved) drawChits(s, 1, ctx);
  x.androidMoved = true;
}
