import type { Action, ApplyContext, Seat } from '@airlock/engine';
import { isRemora, neighbours, topo, WALK } from './board.ts';
import { CHARACTER } from './data/characters.ts';
import { charMayEnter, moveChar } from './moves.ts';
import { takeRole } from './roles.ts';
import { seatName } from './piles.ts';
import { add, aliveChars, type Char, charById, crewSeats, holds, imageAt, type LfState, type Step } from './state.ts';
import { advanceHostility, androidHere, endGame, schedule } from './tracks.ts';
import { cardList, charName, charOf } from './names.ts';

/**
 * Character death (L526-577): +2 hostility each, then the lifeform calls the kill noisy or silent
 * (once for kills made together), noisy kills make every survivor on the ship panic, and a crew
 * member who lost their last character takes control of another (3-4 players) or loses (2 players).
 */
export function killChars(s: LfState, victims: Char[], ctx: ApplyContext, noise: boolean): void {
  if (victims.length === 0) return;
  const onShip = aliveChars(s).filter((c) => c.at !== null && !isRemora(s, c.at));
  const aboardBefore = aliveChars(s).some((c) => c.at !== null && isRemora(s, c.at));
  const owners = new Set<Seat>();
  for (const c of victims) {
    c.alive = false;
    c.at = null;
    c.hidden = false;
    owners.add(c.owner);
    ctx.quiet || ctx.emit({ rule: 'death', text: `${charOf(s, c.id)} is killed`, data: { char: c.id } });
  }
  advanceHostility(s, 2 * victims.length, ctx);
  if (aboardBefore && onShip.length === 1 && victims.includes(onShip[0] as Char) && s.stage === 'starship') {
    s.lastManAboard = true;
    ctx.quiet ||
      ctx.emit({ rule: 'last-man-aboard', text: 'The last crew member on the ship is dead: the lifeform stows away' });
  }
  if (s.stage !== 'starship') return;
  if (aliveChars(s).length === 0) {
    endGame(s, 'lifeform', 'No crew member survives: the lifeform wins', ctx);
    return;
  }
  const steps: Step[] = [];
  if (noise) steps.push({ k: 'noisy' });
  for (const seat of [...owners].sort()) {
    if (s.roles[seat] !== 'crew' || aliveChars(s, seat).length > 0) continue;
    if (s.players === 2) {
      endGame(s, 'lifeform', `${seatName(seat)} has no character left: the lifeform wins`, ctx);
      return;
    }
    steps.push({ k: 'control', seat });
  }
  schedule(s, steps);
}

export function applyNoise(s: LfState, a: Action, ctx: ApplyContext): void {
  ctx.quiet ||
    ctx.emit({
      rule: 'death.noise',
      text: a.noisy ? 'The lifeform makes a noisy kill: the crew panics' : 'The lifeform kills in silence',
    });
  if (!a.noisy) return;
  const chars = s.chars.filter((c) => c.alive && !c.hidden && c.at !== null && !isRemora(s, c.at)).map((c) => c.id);
  if (chars.length > 0) s.stack.push({ k: 'panic', chars });
}

/** Panic destinations (L540-548): no vent, outage, terror, image or android chamber. */
export function panicOptions(s: LfState, id: string): Action[] {
  const c = charById(s, id);
  const out: Action[] = [];
  if (c.alive && c.at !== null && !c.hidden && !androidHere(s, c.at)) {
    for (const n of neighbours(s, c.at, WALK)) {
      const to = n.to;
      if (
        topo(s).chamber[to]?.vent ||
        holds(s.outages, to) ||
        holds(s.terror, to) ||
        imageAt(s, to) ||
        androidHere(s, to)
      )
        continue;
      if (!charMayEnter(s, to)) continue;
      out.push({ type: 'panic', char: id, to });
    }
  }
  if (out.length === 0 || CHARACTER[id]?.panicFree) out.push({ type: 'panic', char: id, to: null });
  return out;
}

export function applyPanic(s: LfState, a: Action, ctx: ApplyContext): void {
  const top = s.stack[s.stack.length - 1];
  if (top?.k !== 'panic') throw new Error('no panic step');
  top.chars.shift();
  if (top.chars.length === 0) s.stack.pop();
  if (typeof a.to === 'string') moveChar(s, charById(s, a.char as string), [a.to], ctx);
  else ctx.quiet || ctx.emit({ rule: 'death.panic', text: `${charName(a.char)} stays put` });
}

/** Panic entries whose character is gone or hidden by now are dropped. */
export function tidyPanic(s: LfState): void {
  const top = s.stack[s.stack.length - 1];
  if (top?.k !== 'panic') return;
  top.chars = stillPanicking(s, top.chars);
  if (top.chars.length === 0) s.stack.pop();
}

/** Kept apart from `tidyPanic`, which runs at every automatic step: its closure would cost a scope per call. */
function stillPanicking(s: LfState, ids: string[]): string[] {
  return ids.filter((id) => {
    const c = charById(s, id);
    return c.alive && !c.hidden && c.at !== null;
  });
}

export function controlOptions(s: LfState, seat: Seat): Action[] {
  const out: Action[] = [];
  for (const other of crewSeats(s)) {
    if (other === seat) continue;
    const cs = aliveChars(s, other);
    if (cs.length === 2) for (const c of cs) out.push({ type: 'control', char: c.id });
  }
  if (out.length > 0) return out;
  for (const role of ['cat', 'sister'] as const) if (!s.roles.includes(role)) out.push({ type: 'role', role });
  if (out.length === 0) out.push({ type: 'role', role: 'out' });
  return out;
}

export function applyControl(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  s.stack.pop();
  if (a.type === 'control') {
    const c = charById(s, a.char as string);
    ctx.quiet ||
      ctx.emit({
        rule: 'control.take',
        text: `${seatName(seat)} takes control of ${charName(c.id)} from ${seatName(c.owner)}`,
      });
    c.owner = seat;
    return;
  }
  const hand = s.hands[seat] ?? [];
  for (const card of hand) add(s.discards.crew, card, 1);
  ctx.quiet ||
    ctx.emit({
      rule: 'control.discard',
      text: `${seatName(seat)} discards ${cardList(hand)}`,
      data: { cards: hand },
      reveals: true,
    });
  s.hands[seat] = [];
  if (s.laser === seat) s.laser = 'gone';
  if (s.flamethrower === seat) s.flamethrower = 'gone';
  s.roles[seat] = a.role as 'cat' | 'sister' | 'out';
  ctx.quiet ||
    ctx.emit({
      rule: 'control.role',
      text: `${seatName(seat)} takes the ${a.role === 'cat' ? 'ship’s cat' : a.role === 'sister' ? 'SIS-TER' : 'spectator'} role`,
    });
  takeRole(s, seat, a.role as string, ctx);
}
