import type { ApplyContext } from '@airlock/engine';
import { type Card, CARDS } from './data/cards.ts';
import { attemptEscape, escapeProblem } from './escape.ts';
import { drawTo, enterModule } from './hand.ts';
import { applyModule, pushModuleVariants, repairable, repairModule, viewPod } from './modules.ts';
import { CARD_HANDLERS, playVariants } from './pip.ts';
import { hooksFor } from './rules/hooks.ts';
import { roleHandler, rolesCardPlayed, rolesOf } from './roles/index.ts';
import { DRAW, ESCAPE, MOVE, REPAIR, VIEW } from './shared-actions.ts';
import { canEnter, knowsPod, neighbours, podAt } from './ship.ts';
import type { McAction, McState } from './state.ts';

/**
 * The actions a seat may choose as one of its three actions (or as a free action), in a fixed order:
 * move, draw, play a PIP card, repair, use module, view pod, escape, role actions, transfer, rule
 * actions. `only: 'module'` restricts to a module use (a role's free module use); `anyModule` lifts
 * the once-per-turn limit for that free use.
 */
export function chooserActions(s: McState, seat: number, only?: 'module'): McAction[] {
  const out: McAction[] = [];
  const here = s.pos[seat] as number;
  if (only === 'module') {
    pushModuleVariants(s, seat, here, out);
    return out;
  }
  const adj = neighbours(here);
  for (let i = 0; i < adj.length; i++) {
    const to = adj[i] as number;
    if (canEnter(s, seat, to)) out.push(MOVE[to] as McAction);
  }
  if (s.deck.length + s.discard.length > 0) out.push(DRAW);
  playVariants(s, seat, out);
  if (repairable(s, here)) out.push(REPAIR);
  if (!s.modUsed[seat]) pushModuleVariants(s, seat, here, out);
  const p = podAt(here);
  if (p >= 0 && s.podUp[p] === 1 && !knowsPod(s, seat, p)) out.push(VIEW[p] as McAction);
  if (escapeProblem(s, seat) === null) out.push(ESCAPE);
  for (const h of rolesOf(s, seat)) h.actions?.(s, seat, out);
  if (s.opt.mode !== 'sole') {
    for (let o = 0; o < s.n; o++) {
      const gone = s.escaped.includes(o) || s.out.includes(o);
      if (o !== seat && s.team[o] === s.team[seat] && s.pos[o] === here && !gone) {
        out.push({ type: 'transfer', ally: o });
      }
    }
  }
  for (const r of hooksFor(s.opt).actions) r.actions?.(s, seat, out);
  return out;
}

/**
 * Cards a declared action spends, taken from the hand as it is declared (so the window shows them
 * and nobody can tell them apart from the hand later): the played card, the Laboratory's trade-in.
 * A role action that discards cards names them in `spend` (a card or a list).
 */
export function spentCards(a: McAction): readonly Card[] {
  if (a.type === 'play') return [a.card as Card];
  const g = a.type === 'module' || a.type === 'role' ? (a.give ?? a.spend) : undefined;
  if (typeof g === 'string') return [g as Card];
  if (Array.isArray(g)) return g as Card[];
  return NO_CARDS;
}

/** Spends nothing: shared, as it is never kept (a declaration keeps only a non-empty list). */
const NO_CARDS: readonly Card[] = Object.freeze([]);

/** Performs a declared action once its window closed with nobody stopping it. */
export function perform(s: McState, seat: number, a: McAction, ctx: ApplyContext): void {
  switch (a.type) {
    case 'move':
      enterModule(s, seat, a.to as number, ctx);
      return;
    case 'draw':
      drawTo(s, seat, ctx);
      return;
    case 'play':
      playCard(s, seat, a, ctx, true);
      return;
    case 'repair': {
      const m = s.pos[seat] as number;
      const before = s.cubes[m] as number;
      repairModule(s, m, ctx);
      for (const h of rolesOf(s, seat)) h.afterRepair?.(s, seat, m, before, ctx);
      return;
    }
    case 'module':
      s.modUsed[seat] = true;
      applyModule(s, seat, a, ctx);
      return;
    case 'view':
      viewPod(s, seat, a.pod as number, ctx);
      return;
    case 'escape':
      attemptEscape(s, seat, ctx);
      return;
    case 'transfer':
      ctx.emit({
        rule: 'transfer',
        text: 'Starts a card transfer with an ally.',
        data: { seat, ally: a.ally as number },
      });
      s.stack.push({ t: 'transfer', seat, ally: a.ally as number, side: 0 });
      return;
    case 'role':
      roleHandler(a.role as string)?.perform?.(s, seat, a, ctx);
      return;
    default:
      for (const r of hooksFor(s.opt).perform) if (r.perform?.(s, seat, a, ctx)) return;
      throw new Error(`no rule performs ${a.type}`);
  }
}

/**
 * A played card takes effect: ability and meeting cards go to the discard pile first, equipment
 * stays in play. `discard` is false for a copy (the copier holds no card).
 */
export function playCard(s: McState, seat: number, a: McAction, ctx: ApplyContext, discard: boolean): void {
  const c = a.card as Card;
  if (discard && CARDS[c].type !== 'equipment') s.discard.push(c);
  ctx.emit({ rule: `pip.${c}`, text: `${CARDS[c].name} takes effect.`, data: { seat, card: c } });
  CARD_HANDLERS[c]?.apply(s, seat, a, ctx);
  const discarded = discard && CARDS[c].type !== 'equipment';
  rolesCardPlayed(s, { player: seat, card: c, action: a, took: true, discarded }, ctx);
}
