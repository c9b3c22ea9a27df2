import type { Action, ApplyContext, Seat } from '@airlock/engine';
import { topo } from './board.ts';
import { applyCrewIcon, crewIconOptions } from './crew-icons.ts';
import { DECIDE_CARD, DECIDE_CARDS, type DecideEffect } from './data/decide.ts';
import { OBJECTIVES } from './data/objectives.ts';
import { drawCrew, lifeformDraws, seatName, takeFrom } from './piles.ts';
import { crewSeats, type LfState } from './state.ts';
import { advanceSelfDestruct } from './tracks.ts';
import type { ExtraStep } from './extras.ts';
import { objectiveName, roomName } from './names.ts';

/**
 * Drawing the secret objectives (L69-73): one per crew player from a pool of secret objectives and
 * "Decide Immediately" cards. Secret ones stay hidden from the lifeform; Decide Immediately ones are
 * revealed to all and resolved at once, one at a time in the order the crew picks, each by choosing
 * one of its two effects. The first crew player speaks for the crew in both choices (our reading);
 * the drawer gets any cards the choice gives.
 */
export function drawObjectives(s: LfState, ctx: ApplyContext): ExtraStep | null {
  const pool: Record<string, number> = {};
  const known = new Set(topo(s).ids);
  for (const o of OBJECTIVES.cards) if (known.has(o.chamber)) pool[o.id] = 1;
  for (const d of DECIDE_CARDS.cards) pool[d.id] = 1;
  const decide: { card: string; seat: Seat }[] = [];
  for (const seat of crewSeats(s)) {
    const id = takeFrom(pool, ctx.rng);
    if (id === null) continue;
    if (DECIDE_CARD[id]) decide.push({ card: id, seat });
    else s.objectives.push({ id, done: false });
  }
  s.objectives.sort((a, b) => (a.id < b.id ? -1 : 1));
  ctx.quiet ||
    ctx.emit({
      rule: 'setup.objectives',
      text: `The crew's secret objectives: ${s.objectives.map((o) => objectiveName(o.id)).join(', ') || 'none'}`,
      to: crewSeats(s),
      reveals: true,
      public: { text: `The crew draws ${s.objectives.length} secret objective(s)` },
    });
  if (decide.length === 0) return null;
  ctx.quiet ||
    ctx.emit({
      rule: 'setup.decide',
      text: `Decide immediately: ${decide.map((d) => `${DECIDE_CARD[d.card]?.name} (${seatName(d.seat)})`).join(', ')}`,
      data: { cards: decide.map((d) => d.card) },
    });
  return { k: 'decide', cards: decide };
}

function effectOptions(s: LfState, seat: Seat, e: DecideEffect): Record<string, unknown>[] {
  switch (e.kind) {
    case 'door':
      return crewIconOptions(s, seat, 'door').map((o) => ({ link: o.link as number }));
    case 'remove-outage':
      return [...s.outages].sort().map((chamber) => ({ chamber }));
    default:
      return [{}];
  }
}

export function decideOptions(s: LfState, step: { cards: { card: string; seat: Seat }[] }): Action[] {
  const out: Action[] = [];
  for (const { card, seat } of step.cards)
    DECIDE_CARD[card]?.options.forEach((e, option) => {
      for (const extra of effectOptions(s, seat, e)) out.push({ type: 'decide', card, option, ...extra });
    });
  return out;
}

export function applyDecide(
  s: LfState,
  step: { cards: { card: string; seat: Seat }[] },
  a: Action,
  ctx: ApplyContext,
): void {
  const i = step.cards.findIndex((c) => c.card === a.card);
  const entry = step.cards[i];
  const e = DECIDE_CARD[a.card as string]?.options[a.option as number];
  if (!entry || !e) throw new Error('no such decision');
  step.cards.splice(i, 1);
  if (step.cards.length === 0) s.stack.pop();
  ctx.quiet ||
    ctx.emit({
      rule: 'decide',
      text: `${seatName(crewSeats(s)[0] ?? entry.seat)} resolves ${DECIDE_CARD[entry.card]?.name} for the crew: option ${(a.option as number) + 1}`,
    });
  switch (e.kind) {
    case 'self-destruct':
      advanceSelfDestruct(s, e.minutes, ctx);
      return;
    case 'lifeform-draws':
      lifeformDraws(s, e.cards, ctx);
      return;
    case 'crew-draws':
      drawCrew(s, entry.seat, e.cards, ctx);
      if (e.minutes > 0) advanceSelfDestruct(s, e.minutes, ctx);
      return;
    case 'door':
      applyCrewIcon(s, entry.seat, { type: 'icon', icon: 'door', link: a.link as number }, ctx);
      return;
    case 'remove-outage':
      s.outages = s.outages.filter((o) => o !== a.chamber);
      ctx.quiet ||
        ctx.emit({ rule: 'decide.outage', text: `The power outage in ${roomName(s, a.chamber)} is removed` });
      return;
  }
}
