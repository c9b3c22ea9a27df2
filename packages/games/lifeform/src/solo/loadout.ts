import type { Action } from '@airlock/engine';
import { CRAWL, isRemora, neighbours } from '../board.ts';
import { type Column, LOADOUT } from '../data/tracks.ts';
import type { LfState } from '../state.ts';
import { roomName } from '../names.ts';
import { checkHand, draw } from './cards.ts';
import { type Ctx, me, PLAYER, push, solo } from './state.ts';

/**
 * The shuttle loadout in the solo game: a token covering an Energy Cell space that holds an attack-1
 * token removes that token from the game, unseen (L2538-2542); the base game's bonus spaces apply
 * (all normal rules hold unless stated, L2467). Launch needs the minimum supplies, the cat, the
 * umbilicus and xeno data, with the character aboard at any time (L2470-2501).
 */
export function placeSolo(s: LfState, col: Column, ctx: Ctx): void {
  const x = solo(s);
  const space = s.loadout[col];
  s.loadout[col]++;
  ctx.quiet ||
    ctx.emit({
      rule: 'solo.loadout',
      text: `You load a mission token into ${LOADOUT.columns[col].name}`,
      data: { column: col },
    });
  if (col === 'energy' && x.energyCombat.includes(space)) {
    x.energyCombat = x.energyCombat.filter((e) => e !== space);
    ctx.quiet || ctx.emit({ rule: 'solo.loadout.combat', text: 'The combat token under it leaves the game unseen' });
  }
  const bonus = LOADOUT.columns[col].bonus[space] ?? null;
  if (bonus === 'flamethrower' && !s.flamethrowerTaken) {
    s.flamethrowerTaken = true;
    s.flamethrower = PLAYER;
    ctx.quiet || ctx.emit({ rule: 'solo.flamethrower', text: 'You take the Flamethrower' });
  } else if (bonus === 'draw') {
    draw(s, 1, ctx);
    checkHand(s);
  } else if ((bonus === 'remove-outage' || bonus === 'move-outage') && s.outages.length > 0)
    push(s, { k: 'bonus', bonus });
}

export function outageFree(s: LfState, c: string): boolean {
  return !isRemora(s, c) && c !== s.breach && !s.outages.includes(c);
}

export function bonusOptions(s: LfState, bonus: 'remove-outage' | 'move-outage'): Action[] {
  if (bonus === 'remove-outage') return s.outages.map((chamber) => ({ type: 'bonus', chamber }));
  const out: Action[] = [];
  for (const from of s.outages)
    for (const n of neighbours(s, from, CRAWL))
      if (outageFree(s, n.to)) out.push({ type: 'bonus', chamber: from, to: n.to });
  return out.length > 0 ? out : [{ type: 'pass' }];
}

export function applyBonus(s: LfState, a: Action, ctx: Ctx): void {
  if (a.type === 'pass') return;
  s.outages = s.outages.filter((c) => c !== a.chamber);
  if (typeof a.to === 'string') s.outages.push(a.to);
  ctx.quiet ||
    ctx.emit({
      rule: 'solo.bonus',
      text: `The power outage in ${roomName(s, a.chamber)} is ${a.to ? `moved to ${roomName(s, a.to)}` : 'removed'}`,
    });
}

/** The minimum emergency supplies (L2478-2490). */
export function suppliesReady(s: LfState): boolean {
  const cols = LOADOUT.columns;
  return (
    s.loadout.weaponry >= cols.weaponry.bar &&
    s.loadout.coolant >= s.overheating &&
    s.loadout.energy >= cols.energy.bar &&
    s.loadout.spacesuits >= 1
  );
}

/** Launch criteria (L2470-2501). */
export function canLaunchSolo(s: LfState): boolean {
  const x = solo(s);
  const at = me(s).at;
  return (
    at !== null &&
    isRemora(s, at) &&
    suppliesReady(s) &&
    x.goals.cat &&
    x.goals.umbilicus &&
    (s.data[PLAYER]?.length ?? 0) > 0
  );
}
