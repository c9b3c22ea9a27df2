import type { Action } from '@airlock/engine';
import { CREW_CARD } from '../data/cards.ts';
import { MOTION } from '../data/dragons-domain.ts';
import { subsets, uniq } from '../piles.ts';
import type { LfState } from '../state.ts';
import { discard, draw, checkHand, hand } from './cards.ts';
import { inHand } from './kept.ts';
import { type Ctx, lose, me, pop, push, type SoloStep, solo } from './state.ts';
import { clock, drawChits, loseNerve, stowaway } from './tracks.ts';
import { cardName, iconName, motionName } from '../names.ts';

/**
 * The motion tracker (L2827-2900): the lifeform advances space by space, the player choosing the path
 * at forks; each space reached or passed acts; PROXIMITY ALERT! stops it and starts a proximity
 * conflict, which waits until a crisis option being resolved is complete. Backward moves follow the
 * central pathway and trigger nothing.
 */

/** The lifeform advances n spaces (after the player's chance to reduce it). */
export function advance(s: LfState, n: number): void {
  if (n > 0) push(s, { k: 'advance', n });
}

/** Close range: a red-ringed space (L2835-2836). */
export function closeRange(s: LfState): boolean {
  return MOTION[solo(s).motion]?.close === true;
}

export function back(s: LfState, n: number, ctx: Ctx): void {
  const x = solo(s);
  for (let i = 0; i < n; i++) {
    const b = MOTION[x.motion]?.back;
    if (b) x.motion = b;
  }
  ctx.quiet ||
    ctx.emit({
      rule: 'solo.motion.back',
      text: `The lifeform falls back to ${motionName(x.motion)}`,
      data: { space: x.motion },
    });
}

const hasIcon = (card: string, icon: string): boolean =>
  CREW_CARD[card]?.rows.some((r) => (r as string[]).includes(icon)) === true;

/** Reductions of an advance: a survival token, or a card with the security door icon played as a reaction (L3076-3078, L3178-3187). */
export function advanceOptions(s: LfState): Action[] {
  const out: Action[] = [{ type: 'go' }];
  if (solo(s).tokens.survival > 0) out.push({ type: 'reduce', token: 'survival' });
  for (const card of uniq(hand(s))) if (hasIcon(card, 'door')) out.push({ type: 'reduce', card });
  return out;
}

export function applyAdvance(s: LfState, step: Extract<SoloStep, { k: 'advance' }>, a: Action, ctx: Ctx): void {
  if (a.type === 'go') {
    pop(s);
    push(s, { k: 'motion', left: step.n });
    return;
  }
  if (typeof a.card === 'string') discard(s, a.card);
  else solo(s).tokens.survival--;
  step.n--;
  ctx.quiet ||
    ctx.emit({ rule: 'solo.motion.reduce', text: `The lifeform's advance shrinks to ${step.n}`, data: { n: step.n } });
  if (step.n === 0) pop(s);
}

/** Forward choices at a fork. */
export function pathOptions(s: LfState): Action[] {
  return (MOTION[solo(s).motion]?.next ?? []).map((to) => ({ type: 'path', to }));
}

/** One space forward; its effect applies at once. Returns false once the lifeform stops. */
export function step(s: LfState, to: string, ctx: Ctx): void {
  const x = solo(s);
  const t = solo(s).stack[x.stack.length - 1];
  if (t?.k !== 'motion') throw new Error('no motion');
  x.motion = to;
  t.left--;
  const sp = MOTION[to];
  ctx.quiet ||
    ctx.emit({ rule: 'solo.motion', text: `The lifeform closes in: ${motionName(to)}`, data: { space: to } });
  if (sp?.alert) {
    x.alert = t.left;
    pop(s);
    ctx.quiet || ctx.emit({ rule: 'solo.alert', text: 'PROXIMITY ALERT!', data: { surplus: t.left } });
    return;
  }
  if (t.left === 0) pop(s);
  switch (sp?.effect) {
    case 'lose-nerve':
      loseNerve(s, ctx);
      break;
    case 'draw2':
      draw(s, 2, ctx);
      checkHand(s);
      break;
    case 'self-destruct':
      clock(s, 1);
      break;
    case 'draw2-stowaway':
      draw(s, 2, ctx);
      stowaway(s, ctx);
      checkHand(s);
      break;
  }
}

/** Proximity conflict answers (L2863-2891) and eluding (L2893-2900). */
export function proximityOptions(s: LfState): Action[] {
  const x = solo(s);
  const out: Action[] = [];
  for (const card of uniq(hand(s))) {
    const r = CREW_CARD[card]?.reaction;
    if (r) out.push({ type: 'react', card });
    if (CREW_CARD[card]?.showdown.includes('harpoon')) out.push({ type: 'repel', card });
  }
  if (x.tokens.harpoon > 0) out.push({ type: 'repel', token: 'harpoon' });
  if (x.tokens.extinguisher > 0) out.push({ type: 'repel', token: 'extinguisher' });
  const cost = x.variants.isolation ? 2 : 3;
  for (const cards of subsets(inHand(s), cost)) if (cards.length === cost) out.push({ type: 'elude', cards });
  return out;
}

export function applyProximity(s: LfState, surplus: number, a: Action, ctx: Ctx): void {
  pop(s);
  const x = solo(s);
  if (a.type === 'elude') {
    for (const c of a.cards as string[]) discard(s, c);
    if (x.bag.alive === 0) {
      lose(s, 'no conflict-still alive chit to pull out while eluding', ctx);
      return;
    }
    x.bag.alive--;
    ctx.quiet || ctx.emit({ rule: 'solo.elude', text: 'You elude the star-beast: a still-alive chit leaves the game' });
    back(s, 1, ctx);
    return;
  }
  let chits = true;
  let steps = 1;
  if (a.type === 'react') {
    const card = a.card as string;
    const r = CREW_CARD[card]?.reaction;
    discard(s, card);
    if (r === 'hide') chits = false;
    if (r === 'run!') steps = 2;
    ctx.quiet ||
      ctx.emit({ rule: 'solo.proximity', text: `You answer the alert with ${iconName(r, false)} (${cardName(card)})` });
  } else if (typeof a.card === 'string') {
    discard(s, a.card);
    ctx.quiet || ctx.emit({ rule: 'solo.proximity', text: `You drive it back with ${cardName(a.card)}` });
  } else {
    const token = a.token as 'harpoon' | 'extinguisher';
    x.tokens[token]--;
    if (token === 'extinguisher') chits = false;
    ctx.quiet || ctx.emit({ rule: 'solo.proximity', text: `You drive it back with a ${token} token` });
  }
  back(s, steps, ctx);
  if (chits) drawChits(s, 1 + surplus, ctx);
  void me;
}
