import type { Action, ApplyContext, Seat } from '@airlock/engine';
import { CRAWL, isRemora, neighbours, topo, WALK } from './board.ts';
import { catAt } from './cat.ts';
import { CHARACTER } from './data/characters.ts';
import type { CrewIcon } from './data/icons.ts';
import { COLUMNS, type Column } from './data/tracks.ts';
import { charCanLeave, charMayEnter, charPaths, hasChars, moveChar, PLAIN, RUN } from './moves.ts';
import { CREW_KINDS, drawCrew, holdsAny } from './piles.ts';
import { placeMission } from './loadout.ts';
import { type Char, charById, holds, imageAt, type LfState, onBoard, type Step } from './state.ts';
import {
  advanceAndroid,
  advanceHostility,
  advanceSelfDestruct,
  androidHere,
  cocoonTrack,
  handLimit,
  schedule,
} from './tracks.ts';

/**
 * The crew action icons (L1200-1414): for each, the state-changing ways to execute it now (as complete
 * actions) and how one resolves. A row offers an icon's options until it is done; an icon with none
 * is skipped (L186-189).
 */
export const DATA_KINDS = ['claw', 'fang', 'tail', 'spine'] as const;

type Opt = Action;

function mine(s: LfState, seat: Seat): Char[] {
  const out: Char[] = [];
  for (const c of s.chars) if (c.alive && c.owner === seat && c.at !== null) out.push(c);
  return out;
}

/** Icons whose options never look at the seat's own characters. */
const CHARLESS = new Set<CrewIcon>([
  'draw2',
  'mission-maintenance',
  'mission-sister',
  'door',
  'self-destruct',
  'swap-images',
]);
const NO_CHARS: Char[] = [];

function roomIn(s: LfState): Column[] {
  return COLUMNS.filter((col) => s.loadout[col] < (LOADOUT_SPACES[col] ?? 0));
}

import { LOADOUT } from './data/tracks.ts';
const LOADOUT_SPACES: Record<string, number> = Object.fromEntries(COLUMNS.map((c) => [c, LOADOUT.columns[c].spaces]));

export function crewIconOptions(s: LfState, seat: Seat, icon: CrewIcon): Opt[] {
  const out: Opt[] = [];
  const chars = CHARLESS.has(icon) ? NO_CHARS : mine(s, seat);
  switch (icon) {
    case 'circuit':
      for (const c of chars) {
        if (!topo(s).chamber[c.at as string]?.circuit) continue;
        for (const o of s.objectives)
          if (!o.done && objectiveChamber(o.id) === c.at) out.push({ type: 'icon', icon, char: c.id, objective: o.id });
        for (const d of DATA_KINDS) out.push({ type: 'icon', icon, char: c.id, data: d });
      }
      return out;
    case 'draw2':
      if (holdsAny(s.piles.crew, CREW_KINDS) || holdsAny(s.discards.crew, CREW_KINDS)) out.push({ type: 'icon', icon });
      return out;
    case 'explore':
      for (const c of chars) {
        const at = c.at as string;
        if (!c.hidden && (s.missions[at] ?? 0) > 0)
          for (const col of roomIn(s)) out.push({ type: 'icon', icon, char: c.id, column: col });
        for (const n of neighbours(s, at, WALK))
          if (holds(s.terror, n.to)) out.push({ type: 'icon', icon, char: c.id, terror: n.to });
      }
      return out;
    case 'flamethrower': {
      const seen = new Set<string>();
      for (const c of chars) {
        if (c.hidden) continue;
        const near = new Set<string>();
        for (const a of neighbours(s, c.at as string, CRAWL)) {
          near.add(a.to);
          for (const b of neighbours(s, a.to, CRAWL)) near.add(b.to);
        }
        for (const img of onBoard(s)) {
          if (img.at === c.at || !near.has(img.at as string)) continue;
          for (const path of burnPaths(s, img.at as string)) {
            const key = `${img.id}:${path.join('>')}`;
            if (seen.has(key)) continue;
            seen.add(key);
            out.push({ type: 'icon', icon, char: c.id, image: img.id, path });
          }
        }
      }
      return out;
    }
    case 'flame-android':
      if (chars.some((c) => !c.hidden && androidInFlameRange(s, c.at as string))) out.push({ type: 'icon', icon });
      return out;
    case 'flame-cocoon':
      if (chars.some((c) => !c.hidden && topo(s).chamber[c.at as string]?.cocoon)) out.push({ type: 'icon', icon });
      return out;
    case 'mission-maintenance':
    case 'mission-sister':
      out.push({ type: 'icon', icon });
      return out;
    case 'move1':
    case 'move2': {
      const singles: [string, string][] = [];
      const parallel = topo(s).parallel;
      for (const c of chars) {
        // One plain move is a neighbour the character may enter (`charPaths` at length 1), unless two
        // links join the same chambers and the paths must be told apart.
        if (parallel) {
          for (const p of charPaths(s, c, 1, PLAIN)) singles.push([c.id, p[0] as string]);
          continue;
        }
        if (!charCanLeave(s, c)) continue;
        for (const n of neighbours(s, c.at as string, WALK)) if (charMayEnter(s, n.to)) singles.push([c.id, n.to]);
      }
      for (const m of singles) out.push({ type: 'icon', icon, moves: [m] });
      if (icon === 'move2')
        for (let i = 0; i < singles.length; i++)
          for (let j = i + 1; j < singles.length; j++) {
            const a = singles[i] as [string, string];
            const b = singles[j] as [string, string];
            if (a[0] !== b[0]) out.push({ type: 'icon', icon, moves: [a, b] });
          }
      return out;
    }
    case 'run':
      for (const c of chars) {
        for (const p of charPaths(s, c, 2, RUN)) out.push({ type: 'icon', icon, char: c.id, path: p });
      }
      return out;
    case 'door': {
      const same = doorInPlace(s);
      for (const i of topo(s).doorLinks) if (i !== same) out.push(doorAction(i));
      return out;
    }
    case 'self-destruct':
      out.push({ type: 'icon', icon });
      return out;
    case 'prod-android':
      if (chars.some((c) => androidHere(s, c.at) && !holds(s.outages, c.at as string)))
        out.push({ type: 'icon', icon });
      return out;
    case 'survival':
      for (const c of chars) if (!c.survivalUsed) out.push({ type: 'icon', icon, char: c.id });
      return out;
    case 'swap-images': {
      const imgs = onBoard(s).map((i) => i.id);
      for (let i = 0; i < imgs.length; i++)
        for (let j = i + 1; j < imgs.length; j++)
          out.push({ type: 'icon', icon, images: [imgs[i] as string, imgs[j] as string] });
      if (imgs.length === 3) {
        const [a, b, c] = imgs as [string, string, string];
        out.push({ type: 'icon', icon, images: [a, b, c] }, { type: 'icon', icon, images: [a, c, b] });
      }
      return out;
    }
  }
}

/** Shutting the door on a link: one frozen action per link, shared by every list (a list holds fifty). */
const DOOR_ACTIONS: Action[] = [];

function doorAction(link: number): Action {
  let a = DOOR_ACTIONS[link];
  if (a === undefined) {
    a = Object.freeze({ type: 'icon', icon: 'door', link });
    DOOR_ACTIONS[link] = a;
  }
  return a;
}

/**
 * The link where placing the door, full-lock side up, would change nothing: the door's own link when
 * it is already there full-locked and not the emergency bulkhead door (a half-locked door turned back,
 * or the bulkhead door made a lasting one, is a change); -1 when there is none (L1327-1337, L220-222).
 */
export function doorInPlace(s: LfState): number {
  const d = s.door;
  return d !== null && !d.half && d.bulkhead === null ? d.link : -1;
}

import { OBJECTIVES } from './data/objectives.ts';
import { charName, imageName, objectiveName, roomName, seatName } from './names.ts';
export function objectiveChamber(id: string): string | undefined {
  return OBJECTIVES.cards.find((o) => o.id === id)?.chamber;
}

/** Flamethrower: two moves, never through or into characters, never through a door (L1240-1248). */
export function burnPaths(s: LfState, from: string): string[][] {
  const out: string[][] = [];
  for (const a of neighbours(s, from, CRAWL)) {
    if (a.to === from || !burnable(s, a.to, from)) continue;
    for (const b of neighbours(s, a.to, CRAWL)) if (b.to !== from && burnable(s, b.to, from)) out.push([a.to, b.to]);
  }
  return out;
}

/** Whether `burnPaths` from a chamber would find a path, without building them. */
export function burnPathExists(s: LfState, from: string): boolean {
  for (const a of neighbours(s, from, CRAWL)) {
    if (a.to === from || !burnable(s, a.to, from)) continue;
    for (const b of neighbours(s, a.to, CRAWL)) if (b.to !== from && burnable(s, b.to, from)) return true;
  }
  return false;
}

/** A chamber the flames may drive an image through or into (the image's own chamber aside). */
function burnable(s: LfState, to: string, from: string): boolean {
  return (
    !isRemora(s, to) &&
    to !== s.breach &&
    !hasChars(s, to) &&
    !catAt(s, to) &&
    (imageAt(s, to) === undefined || to === from)
  );
}

/** In the android's chamber, or 1-2 corridor moves away through an empty linking chamber (L1251-1259). */
export function androidInFlameRange(s: LfState, at: string): boolean {
  const a = s.android.at;
  if (a === null) return false;
  if (a === at) return true;
  for (const n of neighbours(s, at, WALK)) {
    if (n.to === a) return true;
    if (hasChars(s, n.to) || imageAt(s, n.to) || catAt(s, n.to)) continue;
    if (neighbours(s, n.to, WALK).some((m) => m.to === a)) return true;
  }
  return false;
}

export function applyCrewIcon(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  const icon = a.icon as CrewIcon;
  const meets: Step[] = [];
  switch (icon) {
    case 'circuit':
      if (typeof a.objective === 'string') {
        const o = s.objectives.find((x) => x.id === a.objective);
        if (o) o.done = true;
        ctx.quiet ||
          ctx.emit({
            rule: 'objective.done',
            text: `${seatName(seat)} completes the objective ${objectiveName(a.objective)}`,
            data: { objective: a.objective as string },
            reveals: true,
          });
      } else {
        s.data[seat]?.push(a.data as string);
        ctx.quiet || ctx.emit({ rule: 'icon.circuit', text: `${seatName(seat)} takes a ${String(a.data)} data token` });
      }
      break;
    case 'draw2':
      ctx.quiet || ctx.emit({ rule: 'icon.draw2', text: `${seatName(seat)} draws two cards` });
      drawCrew(s, seat, 2, ctx);
      break;
    case 'explore':
      if (typeof a.column === 'string') {
        const c = charById(s, a.char as string);
        s.missions[c.at as string] = (s.missions[c.at as string] ?? 1) - 1;
        placeMission(s, seat, a.column as Column, ctx);
      } else {
        s.terror = s.terror.filter((t) => t !== a.terror);
        ctx.quiet ||
          ctx.emit({
            rule: 'icon.explore',
            text: `${seatName(seat)} clears the terror token from ${roomName(s, a.terror)}`,
          });
      }
      break;
    case 'flamethrower': {
      const path = a.path as string[];
      const img = s.images.find((i) => i.id === a.image);
      if (img) img.at = path[path.length - 1] as string;
      ctx.quiet ||
        ctx.emit({
          rule: 'icon.flamethrower',
          text: `${seatName(seat)}'s flames drive ${imageName(a.image)} to ${roomName(s, path[path.length - 1])}`,
        });
      advanceHostility(s, 1, ctx);
      break;
    }
    case 'flame-android':
    case 'prod-android':
      ctx.quiet || ctx.emit({ rule: `icon.${icon}`, text: `${seatName(seat)} damages the android` });
      advanceAndroid(s, 1, ctx);
      break;
    case 'flame-cocoon': {
      s.tracks.cocoon = 0;
      ctx.quiet ||
        ctx.emit({
          rule: 'icon.flame-cocoon',
          text: `${seatName(seat)} burns the cocoon: the cocoon track returns to its start`,
        });
      const steps: Step[] = [];
      if ((s.hands[0]?.length ?? 0) > handLimit(s)) steps.push({ k: 'trim' });
      if (onBoard(s).length === 3) steps.push({ k: 'remove-image' });
      schedule(s, steps);
      advanceHostility(s, 1, ctx);
      void cocoonTrack;
      break;
    }
    case 'mission-maintenance':
    case 'mission-sister': {
      const m = icon === 'mission-maintenance' ? topo(s).map.maintenance : topo(s).map.sister;
      s.missions[m] = (s.missions[m] ?? 0) + 1;
      ctx.quiet ||
        ctx.emit({ rule: `icon.${icon}`, text: `${seatName(seat)} adds a mission token to ${roomName(s, m)}` });
      break;
    }
    case 'move1':
    case 'move2':
      for (const [id, to] of a.moves as [string, string][]) {
        const m = moveChar(s, charById(s, id), [to], ctx);
        if (m) meets.push(m);
      }
      break;
    case 'run': {
      const m = moveChar(s, charById(s, a.char as string), a.path as string[], ctx);
      if (m) meets.push(m);
      break;
    }
    case 'door': {
      s.door = { link: a.link as number, half: false, bulkhead: null };
      const l = topo(s).map.links[a.link as number];
      ctx.quiet ||
        ctx.emit({
          rule: 'icon.door',
          text: `${seatName(seat)} shuts the security door between ${roomName(s, l?.a)} and ${roomName(s, l?.b)}`,
          data: { link: a.link as number },
        });
      break;
    }
    case 'self-destruct':
      ctx.quiet || ctx.emit({ rule: 'icon.self-destruct', text: `${seatName(seat)} advances the self-destruct` });
      advanceSelfDestruct(s, 1, ctx);
      break;
    case 'survival': {
      const c = charById(s, a.char as string);
      c.survivalUsed = true;
      ctx.quiet || ctx.emit({ rule: 'icon.survival', text: `${charName(c.id)} uses a survival ability` });
      s.stack.push({ k: 'row', seat, icons: [...(CHARACTER[c.id]?.survival ?? [])] });
      break;
    }
    case 'swap-images': {
      const ids = a.images as string[];
      const imgs = ids.map((id) => s.images.find((i) => i.id === id));
      const at = imgs.map((i) => i?.at ?? null);
      imgs.forEach((img, k) => {
        if (img) img.at = at[(k + 1) % at.length] ?? null;
      });
      ctx.quiet ||
        ctx.emit({
          rule: 'icon.swap-images',
          text: `${seatName(seat)} has ${ids.map(imageName).join(', ')} trade places`,
        });
      break;
    }
  }
  schedule(s, meets);
}

export function crewCharsAboard(s: LfState, seat: Seat): boolean {
  const cs = mine(s, seat);
  return cs.length > 0 && cs.every((c) => isRemora(s, c.at as string));
}
