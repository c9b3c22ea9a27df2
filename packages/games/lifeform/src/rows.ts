import type { Action, ApplyContext, Seat } from '@airlock/engine';
import { applyCrewIcon, crewIconOptions } from './crew-icons.ts';
import { EVOLUTION_TOKEN } from './data/evolution.ts';
import type { CrewIcon, LifeformIcon } from './data/icons.ts';
import { applyLifeformIcon, lifeformIconOptions } from './lifeform-icons.ts';
import { lifeformIconPossible } from './icons-possible.ts';
import { LIFEFORM, type LfState } from './state.ts';
import { iconName, seatName, tokenName } from './names.ts';

/**
 * A chosen row of icons (L180-197): its icons in any order, each executed if possible and in a way
 * that changes the game state. The player picks the next icon and how; an icon with no such way is
 * dropped with an explicit `skip`, which is legal only then (so a lifeform that could have attacked
 * cannot pretend otherwise, and what it could not do stays public knowledge).
 */
export function rowOptions(s: LfState, seat: Seat, icons: string[]): Action[] {
  // The first icon's list (a fresh one from its builder) is extended by the others, not copied.
  let out: Action[] | null = null;
  for (let i = 0; i < icons.length; i++) {
    const icon = icons[i] as string;
    // Each icon once, in the order of its first place in the row.
    if (icons.indexOf(icon) < i) continue;
    let opts =
      seat === LIFEFORM ? lifeformIconOptions(s, icon as LifeformIcon) : crewIconOptions(s, seat, icon as CrewIcon);
    if (opts.length === 0) opts = [{ type: 'skip', icon }];
    if (out === null) out = opts;
    else for (const o of opts) out.push(o);
  }
  return out ?? [];
}

/**
 * Evolution tokens spent on a lifeform card row (L2204-2207): one more icon, never one the row
 * already has, and only one the lifeform could carry out now.
 */
export function evolveOptions(s: LfState, card: string[] | undefined): Action[] {
  if (!card || !s.evolution) return [];
  const out: Action[] = [];
  for (const id of [...new Set(s.evolution.held)].sort()) {
    const icon = EVOLUTION_TOKEN[id]?.icon;
    if (icon && !card.includes(icon) && lifeformIconPossible(s, icon)) out.push({ type: 'evolve-add', token: id });
  }
  return out;
}

export function applyRow(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  const top = s.stack[s.stack.length - 1];
  if (top?.k !== 'row') throw new Error('no row');
  if (a.type === 'evolve-add') {
    const icon = EVOLUTION_TOKEN[a.token as string]?.icon as string;
    s.evolution?.held.splice(s.evolution.held.indexOf(a.token as string), 1);
    top.icons.push(icon);
    top.card?.push(icon);
    ctx.quiet ||
      ctx.emit({
        rule: 'evolution.add',
        text: `The lifeform spends ${tokenName(a.token)} to add “${iconName(icon, true)}” to the row`,
        data: { token: a.token as string, icon },
      });
    return;
  }
  top.icons.splice(top.icons.indexOf(a.icon as string), 1);
  if (top.icons.length === 0) s.stack.pop();
  if (a.type === 'skip') {
    ctx.quiet ||
      ctx.emit({
        rule: 'row.skip',
        text: `${seatName(seat)} skips “${iconName(a.icon, seat === LIFEFORM)}”: it cannot be carried out`,
      });
    return;
  }
  if (seat === LIFEFORM) applyLifeformIcon(s, a, ctx);
  else applyCrewIcon(s, seat, a, ctx);
}
