import type { ApplyContext } from '@airlock/engine';
import { isRemora, linkBetween, neighbours, topo, WALK } from './board.ts';
import { ANDROID_STATUS } from './data/tracks.ts';
import { TERROR_CARD } from './data/terror.ts';
import { startAttack } from './attack.ts';
import { allAboard } from './crew-turn.ts';
import { drawObjectives } from './decide.ts';
import { drawTerror, lifeformDraws, seatName } from './piles.ts';
import { aliveChars, type Char, crewSeats, holds, imageAt, type LfState, onBoard } from './state.ts';
import { advanceMalfunction, advanceSelfDestruct, destroyAndroid, schedule } from './tracks.ts';
import { charOf, imageName, roomName } from './names.ts';

/**
 * The round (L85-88): crew activity phase (one turn per crew player from the lifeform's left), android
 * phase, lifeform activity phase. Runs when nothing is pending on the stack.
 */
export function advance(s: LfState, ctx: ApplyContext): void {
  if (s.stage === 'setup') {
    startStarship(s, ctx);
    return;
  }
  const seats = crewSeats(s);
  if (s.phase === 'crew') {
    if (s.turn + 1 < seats.length) {
      s.turn++;
      s.stack.push({ k: 'crew-turn', seat: seats[s.turn] as number });
      return;
    }
    s.phase = 'android';
    androidPhase(s, ctx);
    return;
  }
  if (s.phase === 'android') {
    s.phase = 'lifeform';
    s.reacted = s.reacted.map(() => false);
    ctx.quiet ||
      ctx.emit({ rule: 'phase.lifeform', text: `Lifeform phase: ${s.tracks.selfDestruct} minutes to self-destruct` });
    s.stack.push({ k: 'lifeform-turn' });
    return;
  }
  s.round++;
  s.phase = 'crew';
  s.turn = 0;
  s.reacted = s.reacted.map(() => false);
  s.stack.push({ k: 'crew-turn', seat: seats[0] as number });
}

/** Objectives: one per crew player, secret from the lifeform; the rest leave the game unseen (L69-73). */
function startStarship(s: LfState, ctx: ApplyContext): void {
  const decide = drawObjectives(s, ctx);
  s.stage = 'starship';
  s.round = 1;
  s.phase = 'crew';
  s.turn = 0;
  s.stack.push({ k: 'crew-turn', seat: crewSeats(s)[0] as number });
  if (decide) s.stack.push(decide);
}

export function startCrewTurn(s: LfState, seat: number, ctx: ApplyContext): void {
  s.stack.pop();
  if (s.door?.bulkhead === seat) {
    s.door = null;
    ctx.quiet || ctx.emit({ rule: 'remora.bulkhead.open', text: 'The emergency bulkhead door opens again' });
  }
  if (s.roles[seat] === 'out') return;
  if (s.roles[seat] === 'crew' && aliveChars(s, seat).length === 0) return;
  s.stack.push({ k: 'activity', seat });
  if (s.roles[seat] === 'crew' && !allAboard(s, seat)) s.stack.push({ k: 'collect', seat, done: [] });
}

/** The android follows its path, stopped by characters, working through the door (L235-318). */
function androidPhase(s: LfState, ctx: ApplyContext): void {
  const at = s.android.at;
  if (!s.android.active || at === null || s.android.status >= ANDROID_STATUS.destroyed) return;
  if (s.chars.some((c) => c.alive && !c.hidden && c.at === at)) return;
  if (s.android.deviated) {
    s.stack.push({ k: 'android-steer', bonus: false });
    return;
  }
  const path = topo(s).map.androidPath;
  const next = path[path.indexOf(at) + 1];
  if (next === undefined) return;
  const link = linkBetween(s, at, next);
  if (s.door && s.door.link === link) {
    workDoor(s, ctx);
    return;
  }
  moveAndroid(s, next, ctx);
}

export function workDoor(s: LfState, ctx: ApplyContext): void {
  if (!s.door) return;
  if (!s.door.half) {
    s.door.half = true;
    ctx.quiet || ctx.emit({ rule: 'android.door', text: 'The android half-cuts the security door' });
  } else {
    s.door = null;
    ctx.quiet || ctx.emit({ rule: 'android.door', text: 'The android breaks through the security door' });
  }
}

export function moveAndroid(s: LfState, to: string, ctx: ApplyContext): void {
  s.android.at = to;
  ctx.quiet || ctx.emit({ rule: 'android.move', text: `The android moves to ${roomName(s, to)}` });
  if (isRemora(s, to)) {
    const n = ANDROID_STATUS.losses[s.android.status] ?? 0;
    ctx.quiet ||
      ctx.emit({ rule: 'android.remora', text: `The android boards the Remora: ${n} mission token(s) must go` });
    s.stack.push({ k: 'android-remora', left: n });
  }
}

export function steerOptions(s: LfState): { to: string | null; door?: true }[] {
  const at = s.android.at;
  if (at === null) return [{ to: null }];
  const out: { to: string | null; door?: true }[] = neighbours(s, at, WALK).map((n) => ({ to: n.to }));
  if (s.door && (topo(s).exits[at] ?? []).some(([, l, kind]) => l === s.door?.link && kind === 'corridor'))
    out.push({ to: null, door: true });
  if (out.length === 0) out.push({ to: null });
  return out;
}

/** A character meeting an image (L405-418): the lifeform reveals it; a ghost costs a minute, the real one attacks. */
export function resolveMeet(s: LfState, charId: string, imageId: string, ctx: ApplyContext): void {
  s.stack.pop();
  const c = s.chars.find((x) => x.id === charId);
  const img = s.images.find((i) => i.id === imageId);
  if (!c?.alive || !img || c.at === null || img.at !== c.at || c.hidden) return;
  if (imageId === s.real) {
    startAttack(s, c.at, null, null, false, ctx);
    return;
  }
  ctx.quiet ||
    ctx.emit({
      rule: 'meet.ghost',
      text: `The lifeform reveals that ${imageName(imageId)} is a sensor ghost`,
      data: { image: imageId },
      reveals: true,
    });
  s.candidates = s.candidates.filter((x) => x !== imageId);
  const steps: import('./state.ts').Step[] = [{ k: 'ghost', image: imageId, near: 'real', chamber: c.at }];
  if (onBoard(s).length === 3) steps.push({ k: 'remove-image' });
  steps.push({ k: 'calibrate' });
  schedule(s, steps);
  advanceSelfDestruct(s, 1, ctx);
}

/** The list without an item (a closure over the loop's character would allocate a scope at every pass). */
function without(list: string[], item: string): string[] {
  return list.filter((x) => x !== item);
}

/** A character in a chamber with a terror token and no image draws a terror card (L400-403). */
export function checkTerror(s: LfState, ctx: ApplyContext): boolean {
  // Asked before every automatic step: most often no token lies under a character.
  const terror = s.terror;
  if (terror.length === 0) return false;
  const cs = s.chars;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i] as Char;
    if (!c.alive || c.at === null || !holds(terror, c.at) || imageAt(s, c.at)) continue;
    s.terror = without(s.terror, c.at);
    const id = drawTerror(s, ctx.rng);
    const card = id ? TERROR_CARD[id] : undefined;
    ctx.quiet ||
      ctx.emit({
        rule: 'terror.card',
        text: `${charOf(s, c.id)} meets terror: ${card?.name ?? 'nothing happens'}`,
        data: { card: id ?? '' },
      });
    for (const e of card?.effects ?? []) {
      if (e === 'self-destruct') advanceSelfDestruct(s, 1, ctx);
      else if (e === 'malfunction') advanceMalfunction(s, ctx);
      else if (e === 'lifeform-draws') lifeformDraws(s, 1, ctx);
      else if (e === 'drop-analyzer') c.analyzer = false;
      else if (e === 'discard' && (s.hands[c.owner]?.length ?? 0) > 0)
        s.stack.push({ k: 'discard', seat: c.owner, to: (s.hands[c.owner]?.length ?? 1) - 1 });
      else if (e === 'panic' && !c.hidden) s.stack.push({ k: 'panic', chars: [c.id] });
    }
    return true;
  }
  return false;
}

export function destroyInRemora(s: LfState, ctx: ApplyContext): void {
  destroyAndroid(s, ctx);
}

export { seatName };
