import type { Action, ApplyContext } from '@airlock/engine';
import { CRAWL, isRemora, neighbours, topo, WALK } from './board.ts';
import { CREW_CARD } from './data/cards.ts';
import { catFlees } from './cat.ts';
import { killChars } from './deaths.ts';
import { charPaths, moveChar, RUN } from './moves.ts';
import { discardFromHand, seatName, uniq } from './piles.ts';
import { charById, imageAt, type LfState, onBoard } from './state.ts';
import { advanceHostility, androidHere } from './tracks.ts';
import { charName, roomName } from './names.ts';

/**
 * HULL BREACH (L2085-2111): the token goes next to an image, never on an image, the Remora, the
 * Shuttle Bay or its neighbours, or an objective chamber. Each character there may be saved by one
 * RUN! that cannot be cancelled; then the chamber's tokens go, the rest die, and nothing passes
 * through it again. A door that traps a character is returned.
 */
export function breachTargets(s: LfState): string[] {
  if (s.breach !== null) return [];
  const t = topo(s);
  const bay = t.map.shuttleBay;
  const nearBay = new Set(neighbours(s, bay, CRAWL).map((n) => n.to));
  const out = new Set<string>();
  for (const img of onBoard(s))
    for (const n of neighbours(s, img.at as string, CRAWL)) {
      const c = t.chamber[n.to];
      if (!c || c.remora || c.objective || n.to === bay || nearBay.has(n.to) || imageAt(s, n.to)) continue;
      out.add(n.to);
    }
  return [...out].sort();
}

export function startBreach(s: LfState, chamber: string, ctx: ApplyContext): void {
  ctx.quiet ||
    ctx.emit({ rule: 'survival.hull-breach', text: `The lifeform breaches the hull in ${roomName(s, chamber)}` });
  const chars = s.chars.filter((c) => c.alive && c.at === chamber && !c.hidden).map((c) => c.id);
  s.stack.push({ k: 'breach', chamber, chars });
}

/** The character's owner may play one RUN! to escape; hidden characters cannot react (L466). */
export function breachOptions(s: LfState, id: string): Action[] {
  const c = charById(s, id);
  const out: Action[] = [{ type: 'pass' }];
  if (c.at === null || s.outages.includes(c.at) || androidHere(s, c.at)) return out;
  for (const card of uniq(s.hands[c.owner] ?? [])) {
    if (CREW_CARD[card]?.reaction !== 'run!') continue;
    for (const path of charPaths(s, c, 2, RUN)) out.push({ type: 'react', card, char: id, path });
  }
  return out;
}

export function applyBreachChoice(s: LfState, a: Action, ctx: ApplyContext): void {
  const top = s.stack[s.stack.length - 1];
  if (top?.k !== 'breach') throw new Error('no breach');
  const id = top.chars.shift() as string;
  if (a.type !== 'react') return;
  const c = charById(s, id);
  discardFromHand(s, c.owner, a.card as string);
  ctx.quiet ||
    ctx.emit({
      rule: 'survival.hull-breach.run',
      text: `${seatName(c.owner)} runs ${charName(id)} clear of the breach`,
    });
  moveChar(s, c, a.path as string[], ctx);
  advanceHostility(s, 1, ctx);
}

export function finishBreach(s: LfState, chamber: string, ctx: ApplyContext): void {
  s.stack.pop();
  delete s.missions[chamber];
  s.outages = s.outages.filter((o) => o !== chamber);
  s.terror = s.terror.filter((t) => t !== chamber);
  catFlees(s, chamber, ctx);
  s.breach = chamber;
  const doomed = s.chars.filter((c) => c.alive && c.at === chamber);
  if (doomed.length > 0) killChars(s, doomed, ctx, true);
  if (s.door && s.chars.some((c) => c.alive && c.at !== null && !isRemora(s, c.at) && trapped(s, c.at))) {
    s.door = null;
    ctx.quiet ||
      ctx.emit({ rule: 'survival.hull-breach.door', text: 'The security door is removed: it trapped a character' });
  }
}

function trapped(s: LfState, at: string): boolean {
  return neighbours(s, at, WALK).length === 0 && neighbours(s, at, { tunnels: false, door: false }).length > 0;
}
