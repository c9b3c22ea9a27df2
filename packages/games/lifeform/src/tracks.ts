import type { ApplyContext } from '@airlock/engine';
import { ANDROID_STATUS, COCOON, HOSTILITY, MALFUNCTION, SELF_DESTRUCT, SELF_DESTRUCT_TERROR } from './data/tracks.ts';
import { topo } from './board.ts';
import { lifeformDraws } from './piles.ts';
import { asteroidSteps } from './passenger/asteroid.ts';
import { crewSeats, LIFEFORM, type LfState, type Step } from './state.ts';
import { checkStowawayToken } from './stowaway-token.ts';

/** Steps pushed so that the first listed resolves first (the stack is last in, first out). */
export function schedule(s: LfState, steps: Step[]): void {
  for (let i = steps.length - 1; i >= 0; i--) s.stack.push(steps[i] as Step);
}

export function endGame(s: LfState, winner: 'lifeform' | 'crew', summary: string, ctx: ApplyContext): void {
  if (s.over) return;
  const ranks = [];
  for (let i = 0; i < s.players; i++) ranks.push((i === LIFEFORM) === (winner === 'lifeform') ? 1 : 2);
  s.over = { summary, ranks, winners: winner === 'lifeform' ? [LIFEFORM] : crewSeats(s), details: { ending: summary } };
  s.stage = 'over';
  s.stack = [];
  s.windows = [];
  s.reaction = null;
  ctx.quiet || ctx.emit({ rule: 'game.end', text: summary });
}

/** Self-destruct: every space reached or passed triggers its effects, in track order (L2149-2172). */
export function advanceSelfDestruct(s: LfState, n: number, ctx: ApplyContext): void {
  const later: Step[] = [];
  for (let i = 0; i < n && !s.over; i++) {
    if (s.tracks.selfDestruct <= SELF_DESTRUCT.explosion) break;
    s.tracks.selfDestruct--;
    const m = s.tracks.selfDestruct;
    if (m === SELF_DESTRUCT.explosion) {
      endGame(s, 'lifeform', 'The Valley Forge explodes: the lifeform wins', ctx);
      return;
    }
    later.push(...asteroidSteps(s, m));
    if (SELF_DESTRUCT_TERROR.spaces.includes(m)) later.push({ k: 'place-terror', optional: true, c: false });
    if (m === SELF_DESTRUCT.stowawayMark) {
      s.vents++;
      later.push({ k: 'stowaway' });
      ctx.quiet ||
        ctx.emit({
          rule: 'track.self-destruct.20',
          text: 'Twenty minutes: the lifeform gains a vent token; the Remora opens to the crew',
        });
    }
    if (m === SELF_DESTRUCT.analyzerMark) {
      for (const c of s.chars) c.analyzer = false;
      ctx.quiet || ctx.emit({ rule: 'track.self-destruct.10', text: 'Ten minutes: every heat analyzer is gone' });
    }
  }
  ctx.quiet ||
    ctx.emit({
      rule: 'track.self-destruct',
      text: `Self-destruct at ${s.tracks.selfDestruct} minutes`,
      data: { minutes: s.tracks.selfDestruct },
    });
  schedule(s, later);
}

/** Hostility: draw, terror and red-claw spaces trigger when reached or passed (L2048-2074). */
export function advanceHostility(s: LfState, n: number, ctx: ApplyContext): void {
  const later: Step[] = [];
  const last = HOSTILITY.spaces.length - 1;
  for (let i = 0; i < n && s.tracks.hostility < last; i++) {
    s.tracks.hostility++;
    const sp = HOSTILITY.spaces[s.tracks.hostility];
    if (sp?.draw) lifeformDraws(s, 1, ctx);
    if (sp?.terror) later.push({ k: 'place-terror', optional: false, c: false });
    if (sp?.claw !== undefined) s.tracks.claw = Math.max(s.tracks.claw, sp.claw);
  }
  checkStowawayToken(s, ctx);
  schedule(s, later);
}

/** Malfunction: power outage, android activation, self-destruct +1 (L2112-2123). */
export function advanceMalfunction(s: LfState, ctx: ApplyContext): void {
  if (s.tracks.malfunction >= MALFUNCTION.last) return;
  s.tracks.malfunction++;
  const m = s.tracks.malfunction;
  ctx.quiet || ctx.emit({ rule: 'track.malfunction', text: `Malfunction track at ${m}` });
  if (m === MALFUNCTION.outageSpace) s.stack.push({ k: 'place-outage' });
  if (m === MALFUNCTION.androidSpace && s.android.status < ANDROID_STATUS.destroyed) {
    s.android.active = true;
    s.android.at = topo(s).map.hypersleep;
    ctx.quiet ||
      ctx.emit({ rule: 'track.malfunction.android', text: 'The android malfunctions and rises in Hypersleep' });
  }
  if (m === MALFUNCTION.selfDestructSpace) advanceSelfDestruct(s, 1, ctx);
}

export function cocoonTrack(s: LfState) {
  return s.players === 2 ? COCOON.two : COCOON.more;
}

export function handLimit(s: LfState): number {
  return cocoonTrack(s)[s.tracks.cocoon]?.hand ?? 0;
}

/** Cocoon +1; the final space has its own effects by player count (L2130-2147). */
export function advanceCocoon(s: LfState, ctx: ApplyContext): void {
  const track = cocoonTrack(s);
  if (s.tracks.cocoon >= track.length - 1) return;
  s.tracks.cocoon++;
  ctx.quiet || ctx.emit({ rule: 'track.cocoon', text: `Cocoon track at ${s.tracks.cocoon}` });
  // Evolution option: keep one of the section's two tokens, if any are left there (L2200-2202).
  const section = s.tracks.cocoon - 1;
  const evolve: Step[] = (s.evolution?.track[section]?.length ?? 0) > 0 ? [{ k: 'evolve', section }] : [];
  if (s.tracks.cocoon < track.length - 1) {
    schedule(s, evolve);
    return;
  }
  if (s.players === 2) {
    s.overheating++;
    ctx.quiet || ctx.emit({ rule: 'track.cocoon.overheat', text: 'The overheating token rises one space in Coolant' });
    schedule(s, evolve);
    return;
  }
  const steps: Step[] = [...evolve];
  if (s.images.some((i) => i.at === null && !i.removed)) steps.push({ k: 'third-image' });
  steps.push({ k: 'calibrate' }, { k: 'cocoon-mission' });
  schedule(s, steps);
}

/** Android status +1; DESTROYED removes it and resets a half-locked door (L2125-2128). */
export function advanceAndroid(s: LfState, n: number, ctx: ApplyContext): void {
  for (let i = 0; i < n && s.android.status < ANDROID_STATUS.destroyed; i++) s.android.status++;
  if (s.android.status >= ANDROID_STATUS.destroyed) destroyAndroid(s, ctx);
}

export function destroyAndroid(s: LfState, ctx: ApplyContext): void {
  s.android.status = ANDROID_STATUS.destroyed;
  s.android.at = null;
  s.android.active = false;
  if (s.door?.half) s.door.half = false;
  ctx.quiet || ctx.emit({ rule: 'android.destroyed', text: 'The android is destroyed' });
}

export function androidHere(s: LfState, chamber: string | null): boolean {
  return chamber !== null && s.android.at === chamber;
}
