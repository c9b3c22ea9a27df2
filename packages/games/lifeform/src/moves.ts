import type { ApplyContext } from '@airlock/engine';
import { CRAWL, isRemora, neighbours, topo, WALK } from './board.ts';
import { SELF_DESTRUCT } from './data/tracks.ts';
import { androidHere } from './tracks.ts';
import { type Char, holds, imageAt, type LfState, type Step } from './state.ts';
import { seatName } from './piles.ts';
import { capital, charName, imageName, roomName } from './names.ts';

/**
 * Movement rules (L359-398). Characters walk corridors; images and the cat also crawl tunnels; a
 * door blocks both. A character never leaves the android's chamber nor the Remora, never enters a
 * chamber holding both an image and the android, and boards the Remora only from the 20-minute mark.
 */
export function charCanLeave(s: LfState, c: Char): boolean {
  if (c.at === null || isRemora(s, c.at)) return false;
  return !androidHere(s, c.at);
}

export function charMayEnter(s: LfState, to: string): boolean {
  if (isRemora(s, to)) return s.tracks.selfDestruct <= SELF_DESTRUCT.stowawayMark;
  return !(imageAt(s, to) && androidHere(s, to));
}

/** One ordinary character move from a chamber. */
export function charSteps(s: LfState, from: string): string[] {
  const out: string[] = [];
  for (const n of neighbours(s, from, WALK)) if (charMayEnter(s, n.to)) out.push(n.to);
  return out;
}

export interface PathRule {
  /** Stop on entering a terror chamber (RUN, L1314-1320). */
  stopAtTerror: boolean;
  /** Never enter or pass through an image chamber (RUN). */
  noImages: boolean;
  /** Never start, pass or end in a power outage chamber (RUN). */
  noOutage: boolean;
  /** Stop on entering an image chamber (the meeting ends the move). */
  stopAtImage: boolean;
  /** Links that may not be used (the corridor an attacker came through). */
  barred: number[];
}

/** Every distinct end of a 1..max move path for a character, with the path taken. */
export function charPaths(s: LfState, c: Char, max: number, rule: PathRule): string[][] {
  if (c.at === null || !charCanLeave(s, c)) return [];
  if (rule.noOutage && holds(s.outages, c.at)) return [];
  const out: string[][] = [];
  // The same path can only come twice where two links join the same pair of chambers.
  const seen = topo(s).parallel ? new Set<string>() : null;
  walkPaths(s, c.at, [], max, rule, out, seen);
  return out;
}

function walkPaths(
  s: LfState,
  at: string,
  path: string[],
  max: number,
  rule: PathRule,
  out: string[][],
  seen: Set<string> | null,
): void {
  for (const n of neighbours(s, at, WALK)) {
    if (rule.barred.length > 0 && rule.barred.includes(n.link)) continue;
    const to = n.to;
    if (!charMayEnter(s, to)) continue;
    const img = imageAt(s, to);
    if (rule.noImages && img) continue;
    if (rule.noOutage && holds(s.outages, to)) continue;
    const p = [...path, to];
    if (seen === null) out.push(p);
    else {
      const key = p.join('>');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(p);
      }
    }
    const stop =
      p.length >= max ||
      isRemora(s, to) ||
      (rule.stopAtTerror && holds(s.terror, to)) ||
      (rule.stopAtImage && img !== undefined) ||
      androidHere(s, to);
    if (!stop) walkPaths(s, to, p, max, rule, out, seen);
  }
}

export const PLAIN: PathRule = { stopAtTerror: false, noImages: false, noOutage: false, stopAtImage: true, barred: [] };
export const RUN: PathRule = { stopAtTerror: true, noImages: true, noOutage: true, stopAtImage: false, barred: [] };

/** Where an image may move: not into characters, another image, the Remora (L393-398). */
export function imageSteps(s: LfState, from: string): string[] {
  const out: string[] = [];
  for (const n of neighbours(s, from, CRAWL)) if (imageFree(s, n.to) && !hasChars(s, n.to)) out.push(n.to);
  return out;
}

export function imageFree(s: LfState, c: string): boolean {
  return !isRemora(s, c) && c !== s.breach && imageAt(s, c) === undefined;
}

/** The chambers holding a living character: lists that ask it of every chamber read it once. */
export function occupiedChambers(s: LfState): string[] {
  const out: string[] = [];
  const cs = s.chars;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i] as Char;
    if (c.alive && c.at !== null) out.push(c.at);
  }
  return out;
}

export function hasChars(s: LfState, chamber: string, nonHiddenOnly = false): boolean {
  const cs = s.chars;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i] as Char;
    if (c.alive && c.at === chamber && (!nonHiddenOnly || !c.hidden)) return true;
  }
  return false;
}

/**
 * Moves a character; the Mining Laser goes to the first character entering Engineering (L166-167).
 * Meetings are returned, not resolved: consequences wait until every move of the action is done (L379-382).
 */
export function moveChar(s: LfState, c: Char, path: string[], ctx: ApplyContext): Step | null {
  if (path.length === 0) return null;
  const to = path[path.length - 1] as string;
  c.at = to;
  c.hidden = false;
  const eng = topo(s).map.engineering;
  if (holds(path, eng) && s.laser === 'engineering') {
    s.laser = c.owner;
    ctx.quiet ||
      ctx.emit({ rule: 'laser.pickup', text: `${seatName(c.owner)} picks up the Mining Laser in Engineering` });
  }
  ctx.quiet ||
    ctx.emit({
      rule: 'move.character',
      text: `${charName(c.id)} moves to ${roomName(s, to)}`,
      data: { char: c.id, path },
    });
  const img = imageAt(s, to);
  return img ? { k: 'meet', char: c.id, image: img.id } : null;
}

/** Moves an image; `by` names who moved it, when the log should say so. */
export function moveImage(s: LfState, id: string, to: string, ctx: ApplyContext, by?: string): void {
  const img = s.images.find((i) => i.id === id);
  if (!img) throw new Error(`no image ${id}`);
  img.at = to;
  if (ctx.quiet) return;
  const text = by
    ? `${by} moves ${imageName(id)} to ${roomName(s, to)}`
    : `${capital(imageName(id))} moves to ${roomName(s, to)}`;
  ctx.emit({ rule: 'move.image', text, data: { image: id, to } });
}

/** Hidden characters stop being hidden when no image shares their chamber (L474-477). */
export function unhide(s: LfState): void {
  const cs = s.chars;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i] as Char;
    if (c.hidden && (c.at === null || !imageAt(s, c.at))) c.hidden = false;
  }
}
