import type { Action, ApplyContext } from '@airlock/engine';
import { CRAWL, isRemora, linkBetween, neighbours, SENSE, topo, WALK } from './board.ts';
import type { LifeformIcon } from './data/icons.ts';
import { SELF_DESTRUCT, SUPPLY } from './data/tracks.ts';
import { startAttack } from './attack.ts';
import { killChars } from './deaths.ts';
import { breachTargets, startBreach } from './hull-breach.ts';
import { charPaths, hasChars, imageFree, moveChar, moveImage, occupiedChambers, PLAIN } from './moves.ts';
import { charById, holds, type Image, imageAt, type LfState, onBoard, realChamber } from './state.ts';
import {
  advanceCocoon,
  advanceMalfunction,
  advanceSelfDestruct,
  androidHere,
  cocoonTrack,
  schedule,
} from './tracks.ts';
import { MALFUNCTION } from './data/tracks.ts';
import { charOf, roomName } from './names.ts';

/**
 * The lifeform action icons (L1845-2046). Several depend on which image is real (ATTACK, KILL HIDDEN,
 * the attacking VENT): their options are computed from the secret, and the flow narrows the public
 * candidate set by what the lifeform did or could not do (see candidates.ts).
 */
type Opt = Action;

function imageMoveCombos(s: LfState, maxImages: number): [string, string][][] {
  const imgs = onBoard(s).sort((a, b) => (a.id < b.id ? -1 : 1));
  // Where each image may step does not depend on the other moves: asked once per image, not per combination.
  const dests: string[][] = [];
  for (const img of imgs) {
    const out: string[] = [];
    for (const n of neighbours(s, img.at as string, CRAWL)) {
      const to = n.to;
      if (!hasChars(s, to) && !isRemora(s, to) && to !== s.breach) out.push(to);
    }
    dests.push(out);
  }
  const out: [string, string][][] = [];
  walkCombos(s, imgs, dests, maxImages, 0, [], out);
  return out;
}

/** Every way to add moves of later images to `cur` (no two into one chamber), the orderable ones kept. */
function walkCombos(
  s: LfState,
  imgs: Image[],
  dests: string[][],
  maxImages: number,
  start: number,
  cur: [string, string][],
  out: [string, string][][],
): void {
  if (cur.length > 0 && orderable(s, cur)) out.push([...cur]);
  if (cur.length === maxImages) return;
  for (let i = start; i < imgs.length; i++) {
    const id = (imgs[i] as Image).id;
    const ds = dests[i] as string[];
    for (let d = 0; d < ds.length; d++) {
      const to = ds[d] as string;
      if (cur.some((m) => m[1] === to)) continue;
      cur.push([id, to]);
      walkCombos(s, imgs, dests, maxImages, i + 1, cur, out);
      cur.pop();
    }
  }
}

/**
 * Whether images can make these moves one after another (L373-376, L397-398): an image enters a
 * chamber holding another image only once that image has left it, so the image there must be one of
 * the movers, and following who leaves first must end at a free chamber (two images never trade places).
 */
function orderable(s: LfState, moves: [string, string][]): boolean {
  for (const [, to] of moves) {
    let at = to;
    let free = false;
    for (let k = 0; k < moves.length; k++) {
      const there = imageAt(s, at);
      if (there === undefined) {
        free = true;
        break;
      }
      const next = moves.find(([id]) => id === there.id);
      if (next === undefined) return false;
      at = next[1];
    }
    if (!free) return false;
  }
  return true;
}

/** Ends of 1..max image moves from a chamber, never back where it started. */
function imageReach(s: LfState, from: string, max: number): string[] {
  // A few chambers at most: a list serves as the set, and each step is read from the neighbours in place.
  const seen: string[] = [];
  let frontier = [from];
  for (let d = 0; d < max; d++) {
    const next: string[] = [];
    for (const f of frontier)
      for (const n of neighbours(s, f, CRAWL)) {
        const to = n.to;
        if (to === from || holds(seen, to) || !imageFree(s, to) || hasChars(s, to)) continue;
        seen.push(to);
        next.push(to);
      }
    frontier = next;
  }
  return seen.sort();
}

function realAttackTargets(s: LfState): string[] {
  const r = realChamber(s);
  if (r === null) return [];
  return neighbours(s, r, CRAWL)
    .map((n) => n.to)
    .filter((c) => !isRemora(s, c) && hasChars(s, c, true));
}

export function lifeformIconOptions(s: LfState, icon: LifeformIcon): Opt[] {
  const out: Opt[] = [];
  const t = topo(s);
  switch (icon) {
    case 'deviation': {
      if (s.tracks.selfDestruct > SELF_DESTRUCT.analyzerMark || s.android.deviated || s.android.at === null) return out;
      const path = t.map.androidPath;
      const next = path[path.indexOf(s.android.at) + 1];
      const off = neighbours(s, s.android.at, WALK).filter((n) => n.to !== next && !isRemora(s, n.to));
      for (const n of off) out.push({ type: 'icon', icon, to: n.to });
      if (off.length === 0) out.push({ type: 'icon', icon, to: null });
      return out;
    }
    case 'attack':
      for (const c of realAttackTargets(s)) out.push({ type: 'icon', icon, chamber: c });
      return out;
    case 'cocoon':
      if (s.tracks.cocoon < cocoonTrack(s).length - 1) out.push({ type: 'icon', icon });
      return out;
    case 'force-move':
      if (!onBoard(s).some((i) => t.chamber[i.at as string]?.cocoon)) return out;
      for (const c of s.chars) {
        if (!c.alive || c.hidden || c.at === null) continue;
        for (const p of charPaths(s, c, 2, PLAIN)) out.push({ type: 'icon', icon, char: c.id, path: p });
      }
      return out;
    case 'kill-hidden': {
      const r = realChamber(s);
      for (const c of s.chars) if (c.alive && c.hidden && c.at === r) out.push({ type: 'icon', icon, char: c.id });
      return out;
    }
    case 'malfunction':
      if (s.tracks.malfunction < MALFUNCTION.last) out.push({ type: 'icon', icon });
      return out;
    case 'mission-removal':
      for (const i of onBoard(s))
        if ((s.missions[i.at as string] ?? 0) > 0) out.push({ type: 'icon', icon, chamber: i.at as string });
      return out;
    case 'move-a':
    case 'move-b':
    case 'move-d':
      for (const moves of imageMoveCombos(s, icon === 'move-a' ? 1 : icon === 'move-b' ? 2 : 3))
        out.push({ type: 'icon', icon, moves });
      return out;
    case 'move-c':
      for (const i of onBoard(s)) {
        for (const to of imageReach(s, i.at as string, 2)) out.push({ type: 'icon', icon, moves: [[i.id, to]] });
      }
      return out;
    case 'outage':
      if (s.outages.length >= SUPPLY.powerOutages) return out;
      for (const id of t.ids) {
        if (outageAllowed(s, id)) out.push({ type: 'icon', icon, chamber: id });
      }
      return out;
    case 'scanner': {
      const seen = new Set<string>();
      for (const c of s.chars) {
        if (!c.alive || c.at === null || isRemora(s, c.at)) continue;
        const around = neighbours(s, c.at, SENSE).map((n) => n.to);
        for (const from of around) {
          const img = imageAt(s, from);
          if (!img) continue;
          for (const to of around) {
            if (to === from || !imageFree(s, to) || hasChars(s, to)) continue;
            const key = `${img.id}>${to}`;
            if (seen.has(key)) continue;
            seen.add(key);
            out.push({ type: 'icon', icon, image: img.id, to });
          }
        }
      }
      return out;
    }
    case 'door-removal':
      if (s.door) out.push({ type: 'icon', icon });
      return out;
    case 'self-destruct':
      out.push({ type: 'icon', icon });
      return out;
    case 'survival': {
      if (s.lifeformSurvival) return out;
      if (s.android.at !== null && s.chars.some((c) => c.alive && !c.hidden && c.at === s.android.at))
        out.push({ type: 'icon', icon, ability: 'android-kill' });
      for (const i of onBoard(s)) {
        for (const to of imageReach(s, i.at as string, 3))
          out.push({ type: 'icon', icon, ability: 'move3', image: i.id, to });
      }
      for (const chamber of breachTargets(s)) out.push({ type: 'icon', icon, ability: 'hull-breach', chamber });
      return out;
    }
    case 'swap-identities':
      if (onBoard(s).length >= 2) out.push({ type: 'icon', icon });
      return out;
    case 'terror':
      if (s.terror.length >= SUPPLY.terrorTokens) return out;
      terrorOptions(s, terrorIcon, out);
      return out;
    case 'vent': {
      for (const i of onBoard(s)) {
        for (const v of t.ventIds) {
          if (v === i.at || !imageFree(s, v) || hasChars(s, v)) continue;
          out.push({ type: 'icon', icon, image: i.id, to: v });
        }
      }
      const r = realChamber(s);
      for (const v of t.ventIds)
        if (v !== r && v !== s.breach && hasChars(s, v, true) && !imageAt(s, v))
          out.push({ type: 'icon', icon, attack: v });
      return out;
    }
  }
}

export function outageAllowed(s: LfState, id: string): boolean {
  const c = topo(s).chamber[id];
  return !!c && !c.shielded && !c.remora && id !== s.breach && !holds(s.outages, id);
}

const terrorIcon = (chamber: string): Action => ({ type: 'icon', icon: 'terror', chamber });

/**
 * The chambers where a terror token may go (`terrorAllowed`), in map order, each as `make` makes its
 * action: the characters' chambers are read once for the whole ship rather than once per chamber.
 */
export function terrorOptions(s: LfState, make: (chamber: string) => Action, out: Action[]): void {
  const occupied = occupiedChambers(s);
  const breach = s.breach;
  const terror = s.terror;
  for (const id of topo(s).shipIds) if (id !== breach && !holds(terror, id) && !holds(occupied, id)) out.push(make(id));
}

export function terrorAllowed(s: LfState, id: string): boolean {
  const c = topo(s).chamber[id];
  return !!c && !c.remora && id !== s.breach && !holds(s.terror, id) && !hasChars(s, id);
}

export function applyLifeformIcon(s: LfState, a: Action, ctx: ApplyContext): void {
  const icon = a.icon as LifeformIcon;
  switch (icon) {
    case 'deviation':
      s.android.deviated = true;
      ctx.quiet || ctx.emit({ rule: 'icon.deviation', text: 'The lifeform takes over the android' });
      if (typeof a.to === 'string') {
        s.android.at = a.to;
        ctx.quiet || ctx.emit({ rule: 'android.move', text: `The android veers to ${roomName(s, a.to)}` });
      }
      break;
    case 'attack': {
      const r = realChamber(s) as string;
      startAttack(s, a.chamber as string, r, linkBetween(s, r, a.chamber as string), false, ctx);
      break;
    }
    case 'cocoon':
      ctx.quiet || ctx.emit({ rule: 'icon.cocoon', text: 'The lifeform grows the cocoon' });
      advanceCocoon(s, ctx);
      break;
    case 'force-move': {
      ctx.quiet || ctx.emit({ rule: 'icon.force-move', text: `The lifeform forces ${charOf(s, a.char)} to move` });
      const m = moveChar(s, charById(s, a.char as string), a.path as string[], ctx);
      if (m) s.stack.push(m);
      break;
    }
    case 'kill-hidden':
      ctx.quiet || ctx.emit({ rule: 'icon.kill-hidden', text: `The lifeform finds ${charOf(s, a.char)} in hiding` });
      killChars(s, [charById(s, a.char as string)], ctx, true);
      break;
    case 'malfunction':
      ctx.quiet || ctx.emit({ rule: 'icon.malfunction', text: 'The lifeform causes a malfunction' });
      advanceMalfunction(s, ctx);
      break;
    case 'mission-removal':
      s.missions[a.chamber as string] = (s.missions[a.chamber as string] ?? 1) - 1;
      ctx.quiet ||
        ctx.emit({
          rule: 'icon.mission-removal',
          text: `The lifeform takes a mission token from ${roomName(s, a.chamber)}`,
        });
      break;
    case 'move-a':
    case 'move-b':
    case 'move-c':
    case 'move-d':
      for (const [id, to] of a.moves as [string, string][]) moveImage(s, id, to, ctx, 'The lifeform');
      break;
    case 'outage':
      s.outages.push(a.chamber as string);
      ctx.quiet || ctx.emit({ rule: 'icon.outage', text: `The lifeform cuts the power in ${roomName(s, a.chamber)}` });
      break;
    case 'scanner':
      moveImage(s, a.image as string, a.to as string, ctx, 'Jamming the scanner, the lifeform');
      break;
    case 'door-removal':
      s.door = null;
      ctx.quiet || ctx.emit({ rule: 'icon.door-removal', text: 'The lifeform opens the security door' });
      break;
    case 'self-destruct':
      ctx.quiet || ctx.emit({ rule: 'icon.self-destruct', text: 'The lifeform advances the self-destruct' });
      advanceSelfDestruct(s, 1, ctx);
      break;
    case 'survival':
      s.lifeformSurvival = true;
      if (a.ability === 'android-kill') {
        ctx.quiet ||
          ctx.emit({
            rule: 'survival.android-kill',
            text: 'The lifeform has the android kill everyone in its chamber',
          });
        killChars(
          s,
          s.chars.filter((c) => c.alive && !c.hidden && c.at === s.android.at && androidHere(s, c.at)),
          ctx,
          true,
        );
      } else if (a.ability === 'hull-breach') startBreach(s, a.chamber as string, ctx);
      else moveImage(s, a.image as string, a.to as string, ctx, 'The lifeform');
      break;
    case 'swap-identities':
      ctx.quiet || ctx.emit({ rule: 'icon.swap-identities', text: 'The lifeform swaps identities' });
      s.stack.push({ k: 'calibrate' });
      break;
    case 'terror':
      s.terror.push(a.chamber as string);
      ctx.quiet ||
        ctx.emit({ rule: 'icon.terror', text: `The lifeform puts a terror token in ${roomName(s, a.chamber)}` });
      break;
    case 'vent':
      if (typeof a.attack === 'string') {
        // From an adjacent chamber, RUN! may not use the link between the two (L491-494).
        const from = realChamber(s);
        startAttack(s, a.attack, from, from === null ? null : linkBetween(s, from, a.attack), true, ctx);
      } else moveImage(s, a.image as string, a.to as string, ctx, 'Through a vent, the lifeform');
      break;
  }
  schedule(s, []);
}
