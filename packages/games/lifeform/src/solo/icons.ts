import type { Action } from '@airlock/engine';
import { isRemora, neighbours, topo, WALK } from '../board.ts';
import type { CrewIcon } from '../data/icons.ts';
import { COLUMNS, type Column, LOADOUT } from '../data/tracks.ts';
import type { LfState } from '../state.ts';
import { advanceAndroid } from '../tracks.ts';
import { checkHand, draw } from './cards.ts';
import { placeSolo } from './loadout.ts';
import { advance, back, closeRange } from './motion.ts';
import { type Ctx, me, push, solo } from './state.ts';
import { clock } from './tracks.ts';
import { HOOKS } from './hooks.ts';
import { roomName } from '../names.ts';

/**
 * Crew icons as Dragon's Domain changes them (L2960-3131): flamethrowers need close range and may push
 * the lifeform back 2; the cocoon flamethrower sends a stowaway token back unseen; mission icons also
 * advance the lifeform; SURVIVAL gives a token; SWAP IMAGES does nothing. Moves are one character's.
 */
interface PathRule {
  run: boolean;
}

/** Where the character can go in 1..max moves: the Remora is open at any time (L2472-2474). */
export function soloPaths(s: LfState, max: number, rule: PathRule): string[][] {
  const at = me(s).at;
  if (at === null || isRemora(s, at) || s.android.at === at) return [];
  if (rule.run && s.outages.includes(at)) return [];
  const out: string[][] = [];
  const seen = new Set<string>();
  const walk = (from: string, path: string[]) => {
    for (const n of neighbours(s, from, WALK)) {
      if (rule.run && s.outages.includes(n.to)) continue;
      const p = [...path, n.to];
      const key = p.join('>');
      if (seen.has(key) || n.to === at) continue;
      seen.add(key);
      out.push(p);
      const stop =
        p.length >= max || isRemora(s, n.to) || s.android.at === n.to || (rule.run && s.terror.includes(n.to));
      if (!stop) walk(n.to, p);
    }
  };
  walk(at, []);
  return out;
}

function roomIn(s: LfState): Column[] {
  return COLUMNS.filter((c) => s.loadout[c] < LOADOUT.columns[c].spaces);
}

function adjacentTerror(s: LfState): string[] {
  const at = me(s).at as string;
  return neighbours(s, at, WALK)
    .map((n) => n.to)
    .filter((c) => s.terror.includes(c));
}

/** In the android's chamber, or 1-2 corridor moves from it (L3008-3017). */
function androidNear(s: LfState): boolean {
  const a = s.android.at;
  const at = me(s).at as string;
  if (a === null) return false;
  if (a === at) return true;
  return neighbours(s, at, WALK).some((n) => n.to === a || neighbours(s, n.to, WALK).some((m) => m.to === a));
}

export function soloIconOptions(s: LfState, icon: CrewIcon): Action[] {
  const x = solo(s);
  const c = me(s);
  const at = c.at as string;
  const out: Action[] = [];
  if (HOOKS.iconAllowed.some((allowed) => !allowed(s, icon))) return out;
  switch (icon) {
    case 'circuit':
      if (topo(s).chamber[at]?.circuit)
        for (const data of ['claw', 'fang', 'tail', 'spine']) out.push({ type: 'icon', icon, data });
      return out;
    case 'draw2':
      out.push({ type: 'icon', icon });
      return out;
    case 'explore':
      if ((s.missions[at] ?? 0) > 0) for (const column of roomIn(s)) out.push({ type: 'icon', icon, column });
      for (const terror of adjacentTerror(s)) out.push({ type: 'icon', icon, terror });
      return out;
    case 'flamethrower':
      if (!closeRange(s)) return out;
      for (const terror of adjacentTerror(s)) out.push({ type: 'icon', icon, terror });
      if (!x.immune) out.push({ type: 'icon', icon, back: 2 });
      return out;
    case 'flame-android':
      if (closeRange(s) && !x.variants.fireproof && androidNear(s)) out.push({ type: 'icon', icon });
      return out;
    case 'flame-cocoon':
      if (topo(s).chamber[at]?.cocoon && x.stowawaysAboard > 0) out.push({ type: 'icon', icon });
      return out;
    case 'mission-maintenance':
    case 'mission-sister':
    case 'self-destruct':
    case 'survival':
      out.push({ type: 'icon', icon });
      return out;
    case 'move1':
    case 'move2':
      for (const p of soloPaths(s, 1, { run: false })) out.push({ type: 'icon', icon, path: p });
      return out;
    case 'run':
      for (const p of soloPaths(s, 2, { run: true })) out.push({ type: 'icon', icon, path: p });
      return out;
    case 'door':
      topo(s).map.links.forEach((l, link) => {
        if (link !== s.door?.link && !isRemora(s, l.a) && !isRemora(s, l.b)) out.push({ type: 'icon', icon, link });
      });
      return out;
    case 'prod-android':
      if (s.android.at === at && !s.outages.includes(at)) out.push({ type: 'icon', icon });
      return out;
    case 'swap-images':
      return out;
  }
}

/** After a move: the Mining Laser in Engineering, a harpoon token, terror met on entering. */
export function entered(s: LfState, path: string[], ctx: Ctx): void {
  const x = solo(s);
  const c = me(s);
  const to = path[path.length - 1] as string;
  c.at = to;
  ctx.quiet || ctx.emit({ rule: 'solo.move', text: `You move to ${roomName(s, to)}`, data: { path } });
  if (path.includes(topo(s).map.engineering) && s.laser === 'engineering') {
    s.laser = 0;
    ctx.quiet || ctx.emit({ rule: 'solo.laser.pickup', text: 'You take the Mining Laser in Engineering' });
  }
  if (x.harpoonsAt.includes(to)) {
    x.harpoonsAt = x.harpoonsAt.filter((h) => h !== to);
    x.tokens.harpoon++;
    ctx.quiet || ctx.emit({ rule: 'solo.harpoon', text: `You pick up the harpoon token in ${roomName(s, to)}` });
  }
  if (s.terror.includes(to)) push(s, { k: 'terror', chamber: to });
}

export function applySoloIcon(s: LfState, a: Action, ctx: Ctx): void {
  const x = solo(s);
  const icon = a.icon as CrewIcon;
  switch (icon) {
    case 'circuit':
      s.data[0]?.push(a.data as string);
      ctx.quiet || ctx.emit({ rule: 'solo.circuit', text: `You download data: a ${String(a.data)} data token` });
      return;
    case 'draw2':
      draw(s, 2, ctx);
      checkHand(s);
      return;
    case 'explore':
    case 'flamethrower':
      if (typeof a.column === 'string') {
        const at = me(s).at as string;
        s.missions[at] = (s.missions[at] ?? 1) - 1;
        placeSolo(s, a.column as Column, ctx);
      } else if (typeof a.terror === 'string') {
        s.terror = s.terror.filter((t) => t !== a.terror);
        ctx.quiet || ctx.emit({ rule: `solo.${icon}`, text: `The terror in ${roomName(s, a.terror)} is cleared` });
      } else back(s, 2, ctx);
      return;
    case 'flame-android':
    case 'prod-android':
      ctx.quiet || ctx.emit({ rule: `solo.${icon}`, text: 'The android is damaged' });
      advanceAndroid(s, 1, ctx);
      return;
    case 'flame-cocoon':
      x.stowawaysAboard--;
      ctx.quiet || ctx.emit({ rule: 'solo.flame-cocoon', text: 'A stowaway token is burnt off the Remora, unseen' });
      return;
    case 'mission-maintenance':
    case 'mission-sister': {
      const m = icon === 'mission-maintenance' ? topo(s).map.maintenance : topo(s).map.sister;
      s.missions[m] = (s.missions[m] ?? 0) + 1;
      ctx.quiet || ctx.emit({ rule: `solo.${icon}`, text: `A mission token is added to ${roomName(s, m)}` });
      advance(s, 1);
      return;
    }
    case 'move1':
    case 'move2':
    case 'run':
      entered(s, a.path as string[], ctx);
      return;
    case 'door':
      s.door = { link: a.link as number, half: false, bulkhead: null };
      ctx.quiet || ctx.emit({ rule: 'solo.door', text: 'The security door is shut', data: { link: a.link as number } });
      return;
    case 'self-destruct':
      clock(s, 1);
      return;
    case 'survival':
      x.tokens.survival++;
      ctx.quiet || ctx.emit({ rule: 'solo.survival', text: 'You take a survival token' });
      return;
    case 'swap-images':
      return;
  }
}
