import type { Action } from '@airlock/engine';
import { deckOf } from '../board.ts';
import { CREW_CARD } from '../data/cards.ts';
import { CRISIS_CARD, type CrisisEffect } from '../data/crisis.ts';
import type { Column } from '../data/tracks.ts';
import { takeFrom } from '../piles.ts';
import { add, type LfState } from '../state.ts';
import { checkHand, discard, draw } from './cards.ts';
import { advance } from './motion.ts';
import { type Ctx, lose, me, pop, push, solo } from './state.ts';
import { clock, cocoon, drawChits, loseNerve, malfunction, stowaway } from './tracks.ts';
import { flipTrait } from './traits.ts';
import { HOOKS } from './hooks.ts';
import { cardIcons, inHand } from './kept.ts';

/**
 * Crisis cards (L2618-2658): drawn from the deck of the ship deck you stand on (the Remora is on C deck);
 * an empty deck loses the game. You pick an option, pay each icon it lists with a resource carrying
 * that icon (a hand card, a token, the top token of a loadout column, or any unused trait token together
 * with any card), and its outcomes resolve in order; the card then leaves the game.
 */
/** A crisis card by id: the Dragon's Domain decks, then cards that modules add. */
export function crisisCard(id: string) {
  return CRISIS_CARD[id] ?? HOOKS.cards[id];
}

export function crisisDeck(s: LfState): 'A' | 'B' | 'C' {
  const d = deckOf(s, me(s).at as string);
  return d === 'A' || d === 'B' ? d : 'C';
}

export function drawCrisis(s: LfState, ctx: Ctx): void {
  const x = solo(s);
  const deck = crisisDeck(s);
  const card = takeFrom(x.crisis[deck], ctx.rng);
  if (card === null) {
    lose(s, `the ${deck} deck crisis cards are all used`, ctx);
    return;
  }
  ctx.quiet ||
    ctx.emit({
      rule: 'solo.crisis',
      text: `Crisis (${deck} deck): ${crisisCard(card)?.name ?? card}`,
      data: { card, deck },
      reveals: true,
    });
  push(s, { k: 'crisis', deck, card }, { k: 'crisis-end' });
}

const TOKENS = ['extinguisher', 'welding', 'survival', 'harpoon'] as const;

/** Whether a hand card pays a cost icon: `any` is paid by any card (module C, L3308-3309). */
function cardCarries(card: string, icon: string): boolean {
  if (icon === 'any') return true;
  const c = CREW_CARD[card];
  if (!c) return cardIcons(card).includes(icon);
  return (
    c.rows.some((r) => (r as string[]).includes(icon)) || c.reaction === icon || (c.showdown as string[]).includes(icon)
  );
}

/** Every way to pay a list of icons, each resource paying one icon (our reading). */
export function payments(s: LfState, cost: string[]): string[][] {
  const x = solo(s);
  const cards = inHand(s);
  const out = new Map<string, string[]>();
  const walk = (
    i: number,
    used: string[],
    cardsLeft: string[],
    tokens: Record<string, number>,
    traits: number[],
    cols: Record<string, number>,
  ) => {
    if (i === cost.length) {
      const pay = [...used].sort();
      out.set(pay.join('|'), pay);
      return;
    }
    const icon = cost[i] as string;
    const tried = new Set<string>();
    for (let k = 0; k < cardsLeft.length; k++) {
      const c = cardsLeft[k] as string;
      if (tried.has(c) || !cardCarries(c, icon)) continue;
      tried.add(c);
      walk(
        i + 1,
        [...used, `card:${c}`],
        cardsLeft.filter((_, j) => j !== k),
        tokens,
        traits,
        cols,
      );
    }
    if ((TOKENS as readonly string[]).includes(icon) && (tokens[icon] ?? 0) > 0)
      walk(i + 1, [...used, `token:${icon}`], cardsLeft, { ...tokens, [icon]: (tokens[icon] ?? 0) - 1 }, traits, cols);
    if (icon.startsWith('col:') && (cols[icon.slice(4)] ?? 0) > 0)
      walk(i + 1, [...used, icon], cardsLeft, tokens, traits, {
        ...cols,
        [icon.slice(4)]: (cols[icon.slice(4)] ?? 0) - 1,
      });
    const triedT = new Set<string>();
    for (const t of traits) {
      for (let k = 0; k < cardsLeft.length; k++) {
        const key = `${t}:${cardsLeft[k]}`;
        if (triedT.has(key)) continue;
        triedT.add(key);
        walk(
          i + 1,
          [...used, `trait:${t}:${cardsLeft[k]}`],
          cardsLeft.filter((_, j) => j !== k),
          tokens,
          traits.filter((u) => u !== t),
          cols,
        );
      }
    }
  };
  const traits = x.traits.map((t, i) => (t.where === 'unused' ? i : -1)).filter((i) => i >= 0);
  walk(0, [], [...cards], { ...x.tokens }, traits, { ...s.loadout });
  return [...out.values()];
}

export function crisisOptions(s: LfState, card: string): Action[] {
  const c = crisisCard(card);
  const out: Action[] = [];
  c?.options.forEach((o, option) => {
    for (const pay of payments(s, o.cost)) out.push({ type: 'crisis', option, pay });
  });
  return out;
}

export function applyCrisis(s: LfState, card: string, a: Action, ctx: Ctx): void {
  pop(s);
  const x = solo(s);
  const o = crisisCard(card)?.options[a.option as number];
  if (!o) throw new Error('no crisis option');
  for (const r of a.pay as string[]) {
    const [kind, p, q] = r.split(':') as [string, string, string | undefined];
    if (kind === 'card') discard(s, p);
    else if (kind === 'token') x.tokens[p as (typeof TOKENS)[number]]--;
    else if (kind === 'col') s.loadout[p as Column]--;
    else if (kind === 'trait') {
      flipTrait(s, Number(p), ctx);
      discard(s, q as string);
    }
  }
  add(x.crisisGone, card, 1);
  ctx.quiet ||
    ctx.emit({
      rule: 'solo.crisis.option',
      text: `You resolve option ${'ABC'[a.option as number]} of ${crisisCard(card)?.name ?? card}`,
      data: { card, option: a.option as number },
    });
  push(s, { k: 'effects', list: [...o.effects] });
}

/** Applies the next outcome of a crisis option; decisions and track moves are pushed above it. */
export function nextEffect(s: LfState, list: CrisisEffect[], ctx: Ctx): void {
  const x = solo(s);
  const e = list.shift();
  if (list.length === 0) pop(s);
  switch (e) {
    case 'alien':
      advance(s, 1);
      return;
    case 'lose-nerve':
      loseNerve(s, ctx);
      return;
    case 'proceed':
    case undefined:
      return;
    case 'cocoon':
      cocoon(s, ctx);
      return;
    case 'self-destruct':
      clock(s, 1);
      return;
    case 'stowaway':
      stowaway(s, ctx);
      return;
    case 'malfunction':
      malfunction(s, ctx);
      return;
    case 'cat':
    case 'umbilicus':
      if (x.goals[e]) {
        x.tokens.survival++;
        ctx.quiet ||
          ctx.emit({ rule: 'solo.objective.again', text: `The ${e} objective again: a survival token instead` });
      } else {
        gainGoal(s, e, ctx);
      }
      return;
    case 'data':
      push(s, { k: 'data' });
      return;
    case 'survival':
    case 'extinguisher':
    case 'welding':
    case 'thirty':
      x.tokens[e]++;
      ctx.quiet || ctx.emit({ rule: 'solo.token', text: `You gain a ${e} token` });
      return;
    case 'draw2':
      draw(s, 2, ctx);
      checkHand(s);
      return;
    case 'airlock':
      x.airlock.survival = true;
      ctx.quiet || ctx.emit({ rule: 'solo.airlock', text: "A survival token now lies in the Remora's airlock" });
      return;
    case 'immune':
      x.immune = true;
      ctx.quiet || ctx.emit({ rule: 'solo.immune', text: 'The lifeform is now impervious to flamethrower actions' });
      return;
    case 'chit':
      drawChits(s, 1, ctx);
      return;
    default: {
      // Outcomes that modules add, written `kind:arg`; an unknown kind is a data error.
      const [kind, arg] = e.split(':') as [string, string | undefined];
      const h = HOOKS.effects[kind];
      if (!h) throw new Error(`unknown crisis outcome ${e}`);
      h(s, arg ?? '', ctx);
    }
  }
}

/** An objective gained for the first time; modules hear of it (module C's docking clamps, L3327-3330). */
export function gainGoal(s: LfState, goal: 'cat' | 'umbilicus', ctx: Ctx): void {
  solo(s).goals[goal] = true;
  ctx.quiet ||
    ctx.emit({
      rule: 'solo.objective',
      text: goal === 'cat' ? "The ship's cat is rescued" : 'The umbilicus is uncoupled',
    });
  for (const h of HOOKS.objective) h(s, goal, ctx);
}
