import { deckOf, isRemora, topo } from '../board.ts';
import { FEAR_TRACK, SOLO, SOLO_SELF_DESTRUCT } from '../data/dragons-domain.ts';
import { ANDROID_STATUS, MALFUNCTION, SELF_DESTRUCT } from '../data/tracks.ts';
import type { LfState } from '../state.ts';
import { type Ctx, lose, me, push, solo } from './state.ts';
import { roomName } from '../names.ts';

/**
 * The solo tracks: the self-destruct track's solo icons (L2800-2825), the malfunction track (L2784-2798),
 * the cocoon track that never resets (L2651-2658), the fear track, stowaway tokens (L3160-3174) and
 * the conflict resolution container.
 */

/** Self-destruct +n: asks first whether to spend a 30-second token when one may be spent. */
export function clock(s: LfState, n: number): void {
  if (n > 0) push(s, { k: 'clock', n });
}

/** A 30-second token may be spent once the 10-minute space has been passed (L3138-3143). */
export function thirtyUsable(s: LfState): boolean {
  return solo(s).tokens.thirty > 0 && s.tracks.selfDestruct < SELF_DESTRUCT.analyzerMark;
}

export function tick(s: LfState, n: number, ctx: Ctx): void {
  const later: import('./state.ts').SoloStep[] = [];
  for (let i = 0; i < n && !s.over; i++) {
    s.tracks.selfDestruct--;
    const m = s.tracks.selfDestruct;
    ctx.quiet || ctx.emit({ rule: 'solo.self-destruct', text: `Self-destruct at ${m} minutes`, data: { minutes: m } });
    if (m <= SELF_DESTRUCT.explosion) {
      lose(s, 'the Valley Forge explodes', ctx);
      return;
    }
    if (SOLO_SELF_DESTRUCT.terror.includes(m)) terrorIcon(s, ctx);
    if (SOLO_SELF_DESTRUCT.vent.includes(m)) later.push({ k: 'vent-icon' });
    if (SOLO_SELF_DESTRUCT.stowaway.includes(m)) later.push({ k: 'stowaway-icon' });
    if (m === SELF_DESTRUCT.analyzerMark) {
      for (const c of s.chars) c.analyzer = false;
      ctx.quiet || ctx.emit({ rule: 'solo.self-destruct.10', text: 'Ten minutes: the heat analyzer is gone' });
    }
  }
  push(s, ...later);
}

/** Terror icon: the last chamber of the android path without terror gets one, unless you stand there (L2802-2808). */
export function terrorIcon(s: LfState, ctx: Ctx): void {
  const path = topo(s).map.androidPath.filter((c) => !isRemora(s, c));
  for (let i = path.length - 1; i >= 0; i--) {
    const c = path[i] as string;
    if (s.terror.includes(c)) continue;
    if (me(s).at === c) {
      ctx.quiet ||
        ctx.emit({
          rule: 'solo.terror-icon',
          text: `You stand in ${roomName(s, c)}: a stowaway token goes aboard instead`,
        });
      stowaway(s, ctx);
      return;
    }
    s.terror.push(c);
    ctx.quiet ||
      ctx.emit({ rule: 'solo.terror-icon', text: `A terror token appears in ${roomName(s, c)}`, data: { chamber: c } });
    return;
  }
}

/** A stowaway token to the Remora; with all six aboard, a killed chit from the ship (A, B, C deck first) goes into the container. */
export function stowaway(s: LfState, ctx: Ctx): void {
  const x = solo(s);
  if (x.stowawaysAboard < 6) {
    x.stowawaysAboard++;
    ctx.quiet ||
      ctx.emit({ rule: 'solo.stowaway', text: `A stowaway token goes aboard the Remora (${x.stowawaysAboard})` });
    return;
  }
  for (const deck of ['A', 'B', 'C']) {
    const at = Object.keys(x.killedAt)
      .filter((c) => (x.killedAt[c] ?? 0) > 0 && deckOf(s, c) === deck)
      .sort()[0];
    if (at === undefined) continue;
    x.killedAt[at] = (x.killedAt[at] ?? 1) - 1;
    if (x.killedAt[at] === 0) delete x.killedAt[at];
    x.bag.killed++;
    ctx.quiet ||
      ctx.emit({
        rule: 'solo.stowaway.full',
        text: `All stowaways are aboard: the killed chit of ${roomName(s, at)} goes into the container`,
      });
    return;
  }
}

/** Draws chits from the container, each removed from the game; a killed chit loses the game (L2510-2511). */
export function drawChits(s: LfState, n: number, ctx: Ctx): void {
  const bag = solo(s).bag;
  for (let i = 0; i < n && !s.over; i++) {
    const all = bag.alive + bag.killed;
    if (all === 0) return;
    if (ctx.rng.int(0, all - 1) < bag.killed) {
      bag.killed--;
      ctx.quiet || ctx.emit({ rule: 'solo.chit', text: 'You draw a conflict-killed chit', reveals: true });
      lose(s, 'a conflict-killed chit was drawn', ctx);
      return;
    }
    bag.alive--;
    ctx.quiet ||
      ctx.emit({ rule: 'solo.chit', text: 'You draw a conflict-still alive chit: it leaves the game', reveals: true });
  }
}

export function loseNerve(s: LfState, ctx: Ctx): void {
  const x = solo(s);
  x.nerve = Math.max(0, x.nerve - 1);
  ctx.quiet || ctx.emit({ rule: 'solo.nerve', text: `Your nerve slips to ${x.nerve}` });
  checkFear(s, ctx);
}

/** A terror token on the leftmost empty fear space. */
export function addFear(s: LfState, ctx: Ctx): void {
  const x = solo(s);
  x.fear = Math.min(FEAR_TRACK.spaces, x.fear + 1);
  ctx.quiet || ctx.emit({ rule: 'solo.fear', text: `A terror token goes on the fear track (${x.fear})` });
  checkFear(s, ctx);
}

/** The nerve token on a terror token loses the game (L2516-2517). */
export function checkFear(s: LfState, ctx: Ctx): void {
  const x = solo(s);
  if (x.nerve < x.fear) lose(s, 'your nerve token meets a terror token', ctx);
}

/** Cocoon icon (L2645-2658): at the last space the clock moves; otherwise chits and the attack-5 token move on. */
export function cocoon(s: LfState, ctx: Ctx): void {
  const x = solo(s);
  if (s.tracks.cocoon >= SOLO.cocoonLast) {
    ctx.quiet || ctx.emit({ rule: 'solo.cocoon', text: 'The cocoon is complete: the self-destruct clock moves' });
    clock(s, 1);
    return;
  }
  s.tracks.cocoon++;
  const c = s.tracks.cocoon;
  const chits = x.cocoonChits[c];
  if (chits) {
    x.bag.alive += chits.alive;
    x.bag.killed += chits.killed;
    x.cocoonChits[c] = { alive: 0, killed: 0 };
  }
  if (c === SOLO.cocoonAttack5) x.attack5 = 'remora';
  ctx.quiet || ctx.emit({ rule: 'solo.cocoon', text: `Cocoon track at ${c}`, data: { space: c } });
}

/** Malfunction (L2784-2798): an outage on the Shuttle Bay, the android wakes in Hypersleep, the clock moves. */
export function malfunction(s: LfState, ctx: Ctx): void {
  if (s.tracks.malfunction >= MALFUNCTION.last) return;
  s.tracks.malfunction++;
  const m = s.tracks.malfunction;
  ctx.quiet || ctx.emit({ rule: 'solo.malfunction', text: `Malfunction track at ${m}` });
  const bay = topo(s).map.shuttleBay;
  if (m === MALFUNCTION.outageSpace && !s.outages.includes(bay)) s.outages.push(bay);
  if (m === MALFUNCTION.androidSpace && s.android.status < ANDROID_STATUS.destroyed) {
    s.android.active = true;
    s.android.at = topo(s).map.hypersleep;
    ctx.quiet || ctx.emit({ rule: 'solo.android.wakes', text: 'The android malfunctions and rises in Hypersleep' });
  }
  if (m === MALFUNCTION.selfDestructSpace) clock(s, 1);
}
