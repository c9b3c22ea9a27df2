import type { Action, Seat } from '@airlock/engine';
import { CRAWL, isRemora, neighbours, SENSE, topo, WALK } from './board.ts';
import type { CrewIcon, LifeformIcon } from './data/icons.ts';
import { COLUMNS, LOADOUT, MALFUNCTION, SELF_DESTRUCT, SUPPLY } from './data/tracks.ts';
import { androidInFlameRange, burnPathExists, doorInPlace } from './crew-icons.ts';
import { breachTargets } from './hull-breach.ts';
import { outageAllowed, terrorAllowed } from './lifeform-icons.ts';
import { charCanLeave, charMayEnter, hasChars, imageFree } from './moves.ts';
import { CREW_KINDS, holdsAny } from './piles.ts';
import { type Char, holds, imageAt, type LfState, realChamber } from './state.ts';
import { androidHere, cocoonTrack } from './tracks.ts';

/**
 * Whether an icon can be carried out now, without building its options: a card row is offered when
 * one of its icons can (L180-197), and the lifeform's candidate images are narrowed by the same
 * question, so it is asked far more often than the options themselves. Each answer is the options
 * list's "not empty", read from the first step alone (any legal move's first step is a legal move of
 * its own); test/speed-possible.test.ts holds the two together over seeded games.
 */
export function crewIconPossible(s: LfState, seat: Seat, icon: CrewIcon): boolean {
  switch (icon) {
    case 'draw2':
      return holdsAny(s.piles.crew, CREW_KINDS) || holdsAny(s.discards.crew, CREW_KINDS);
    case 'mission-maintenance':
    case 'mission-sister':
    case 'self-destruct':
      return true;
    case 'door':
      return topo(s).doorLinks.some((i) => i !== doorInPlace(s));
    case 'swap-images':
      return imagesOnBoard(s) >= 2;
  }
  for (const c of s.chars) {
    if (!c.alive || c.owner !== seat || c.at === null) continue;
    if (charCan(s, c, c.at, icon)) return true;
  }
  return false;
}

/** Whether one of the seat's characters, standing in a chamber, gives the icon a way to be done. */
function charCan(s: LfState, c: Char, at: string, icon: CrewIcon): boolean {
  switch (icon) {
    case 'circuit':
      return !!topo(s).chamber[at]?.circuit;
    case 'explore':
      if (!c.hidden && (s.missions[at] ?? 0) > 0 && COLUMNS.some((col) => s.loadout[col] < LOADOUT.columns[col].spaces))
        return true;
      return neighbours(s, at, WALK).some((n) => holds(s.terror, n.to));
    case 'flamethrower':
      return !c.hidden && flameTarget(s, at);
    case 'flame-android':
      return !c.hidden && androidInFlameRange(s, at);
    case 'flame-cocoon':
      return !c.hidden && !!topo(s).chamber[at]?.cocoon;
    case 'move1':
    case 'move2':
      return charCanLeave(s, c) && neighbours(s, at, WALK).some((n) => charMayEnter(s, n.to));
    case 'run':
      return (
        charCanLeave(s, c) &&
        !holds(s.outages, at) &&
        neighbours(s, at, WALK).some((n) => charMayEnter(s, n.to) && !imageAt(s, n.to) && !holds(s.outages, n.to))
      );
    case 'prod-android':
      return androidHere(s, at) && !holds(s.outages, at);
    case 'survival':
      return !c.survivalUsed;
    default:
      return false;
  }
}

/** An image one or two moves away (not in the character's chamber) that the flames can drive off. */
function flameTarget(s: LfState, at: string): boolean {
  for (const img of s.images) {
    if (img.at === null || img.at === at) continue;
    if (withinTwo(s, at, img.at) && burnPathExists(s, img.at)) return true;
  }
  return false;
}

/** Whether a chamber is one or two crawling moves from another. */
function withinTwo(s: LfState, from: string, to: string): boolean {
  for (const a of neighbours(s, from, CRAWL)) {
    if (a.to === to) return true;
    for (const b of neighbours(s, a.to, CRAWL)) if (b.to === to) return true;
  }
  return false;
}

export function lifeformIconPossible(s: LfState, icon: LifeformIcon): boolean {
  switch (icon) {
    case 'deviation':
      return !(s.tracks.selfDestruct > SELF_DESTRUCT.analyzerMark || s.android.deviated || s.android.at === null);
    case 'attack': {
      const r = realChamber(s);
      return r !== null && neighbours(s, r, CRAWL).some((n) => !isRemora(s, n.to) && hasChars(s, n.to, true));
    }
    case 'cocoon':
      return s.tracks.cocoon < cocoonTrack(s).length - 1;
    case 'force-move':
      if (!s.images.some((i) => i.at !== null && topo(s).chamber[i.at]?.cocoon)) return false;
      return s.chars.some(
        (c) =>
          c.alive &&
          !c.hidden &&
          c.at !== null &&
          charCanLeave(s, c) &&
          neighbours(s, c.at, WALK).some((n) => charMayEnter(s, n.to)),
      );
    case 'kill-hidden': {
      const r = realChamber(s);
      return s.chars.some((c) => c.alive && c.hidden && c.at === r);
    }
    case 'malfunction':
      return s.tracks.malfunction < MALFUNCTION.last;
    case 'mission-removal':
      return s.images.some((i) => i.at !== null && (s.missions[i.at] ?? 0) > 0);
    case 'move-a':
    case 'move-b':
    case 'move-d':
      // The first image moved goes into a chamber no image has left yet.
      return s.images.some(
        (i) =>
          i.at !== null &&
          neighbours(s, i.at, CRAWL).some(
            (n) => !hasChars(s, n.to) && !isRemora(s, n.to) && n.to !== s.breach && !imageAt(s, n.to),
          ),
      );
    case 'move-c':
      return s.images.some((i) => i.at !== null && imageCanStep(s, i.at));
    case 'outage':
      return s.outages.length < SUPPLY.powerOutages && topo(s).ids.some((id) => outageAllowed(s, id));
    case 'scanner':
      return scannerTarget(s);
    case 'door-removal':
      return s.door !== null;
    case 'self-destruct':
      return true;
    case 'survival':
      if (s.lifeformSurvival) return false;
      if (s.android.at !== null && s.chars.some((c) => c.alive && !c.hidden && c.at === s.android.at)) return true;
      if (s.images.some((i) => i.at !== null && imageCanStep(s, i.at))) return true;
      return breachTargets(s).length > 0;
    case 'swap-identities':
      return imagesOnBoard(s) >= 2;
    case 'terror':
      return s.terror.length < SUPPLY.terrorTokens && topo(s).ids.some((id) => terrorAllowed(s, id));
    case 'vent':
      return ventTarget(s);
  }
}

function imagesOnBoard(s: LfState): number {
  let n = 0;
  for (const i of s.images) if (i.at !== null) n++;
  return n;
}

/** An image's first step of a move (into a free chamber with no character). */
function imageCanStep(s: LfState, from: string): boolean {
  return neighbours(s, from, CRAWL).some((n) => n.to !== from && imageFree(s, n.to) && !hasChars(s, n.to));
}

/** SCANNER: an image beside a character may move to another free chamber beside it. */
function scannerTarget(s: LfState): boolean {
  for (const c of s.chars) {
    if (!c.alive || c.at === null || isRemora(s, c.at)) continue;
    const around = neighbours(s, c.at, SENSE);
    for (const from of around) {
      if (!imageAt(s, from.to)) continue;
      if (around.some((to) => to.to !== from.to && imageFree(s, to.to) && !hasChars(s, to.to))) return true;
    }
  }
  return false;
}

/** VENT: an image to a free vent chamber, or the real lifeform out of a vent onto characters. */
function ventTarget(s: LfState): boolean {
  const t = topo(s);
  for (const i of s.images) {
    if (i.at === null) continue;
    for (const v of t.ventIds) if (v !== i.at && imageFree(s, v) && !hasChars(s, v)) return true;
  }
  const r = realChamber(s);
  for (const v of t.ventIds) if (v !== r && v !== s.breach && hasChars(s, v, true) && !imageAt(s, v)) return true;
  return false;
}

/** Whether an object has exactly these keys (as `same` compares them with an option's). */
function keysAre(a: Action, n: number, k1: string, k2: string): boolean {
  let count = 0;
  for (const k in a) if (Object.hasOwn(a, k)) count++;
  return count === n && Object.hasOwn(a, k1) && (k2 === '' || Object.hasOwn(a, k2));
}

/**
 * Whether an icon action is among `lifeformIconOptions` for its icon, read from the action itself for
 * the icons that depend on the real image (the narrowing asks it once per candidate image, and the
 * whole list of VENT options is long); null for the other icons. Each test is its option builder's,
 * turned round: ATTACK a chamber next to the real image holding characters in sight, KILL HIDDEN a
 * hidden character in the real image's chamber, VENT an image to a free vent chamber or the real
 * lifeform out of a vent onto characters.
 */
export function iconActionAllowed(s: LfState, a: Action): boolean | null {
  switch (a.icon) {
    case 'attack': {
      const to = a.chamber;
      const r = realChamber(s);
      if (r === null || typeof to !== 'string' || !keysAre(a, 3, 'chamber', '')) return false;
      return neighbours(s, r, CRAWL).some((n) => n.to === to) && !isRemora(s, to) && hasChars(s, to, true);
    }
    case 'kill-hidden': {
      if (!keysAre(a, 3, 'char', '')) return false;
      const r = realChamber(s);
      return s.chars.some((c) => c.id === a.char && c.alive && c.hidden && c.at === r);
    }
    case 'vent': {
      const t = topo(s);
      if (keysAre(a, 3, 'attack', '')) {
        const v = a.attack;
        if (typeof v !== 'string' || !t.chamber[v]?.vent) return false;
        return v !== realChamber(s) && v !== s.breach && hasChars(s, v, true) && !imageAt(s, v);
      }
      if (!keysAre(a, 4, 'image', 'to')) return false;
      const v = a.to;
      const i = s.images.find((x) => x.id === a.image);
      if (typeof v !== 'string' || i === undefined || i.at === null || !t.chamber[v]?.vent) return false;
      return v !== i.at && imageFree(s, v) && !hasChars(s, v);
    }
    default:
      return null;
  }
}
