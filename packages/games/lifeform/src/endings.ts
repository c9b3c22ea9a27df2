import { type Action, type ApplyContext, activeWindow, passWindow, type Seat, windowClosed } from '@airlock/engine';
import { isRemora } from './board.ts';
import { STOWAWAY_CARDS } from './data/objectives.ts';
import { SELF_DESTRUCT } from './data/tracks.ts';
import { killChars } from './deaths.ts';
import { energyNumber, halonCompartments, weaponryNumber } from './loadout.ts';
import { drawCrew, drawLifeform, seatName } from './piles.ts';
import { aliveChars, crewSeats, type LfState, type Step } from './state.ts';
import { huntSteps } from './passenger/hunt.ts';
import { stowawayHits } from './stowaway-token.ts';
import { endGame, schedule } from './tracks.ts';

/**
 * Launching the Remora (L93-99, L641-750): every other crew player with a character must agree; then
 * Ending A (before the 9-minute mark, everyone aboard: the crew wins), Ending B (everyone aboard
 * later: the stowaway guess decides) or Ending C (someone left behind, or the last man aboard was
 * killed: the lifeform is aboard), the last two leading to the showdown.
 */
export function applyVote(s: LfState, seat: Seat, a: Action, ctx: ApplyContext): void {
  const w = activeWindow(s.windows);
  if (!w) throw new Error('no launch window');
  if (a.type === 'refuse') {
    s.windows.pop();
    s.stack.pop();
    s.agreed = [];
    ctx.quiet || ctx.emit({ rule: 'launch.refused', text: `${seatName(seat)} refuses to launch` });
    return;
  }
  passWindow(w, seat);
  s.agreed.push(seat);
  ctx.quiet || ctx.emit({ rule: 'launch.agree', text: `${seatName(seat)} agrees to launch` });
}

/** Runs when the launch window has closed with everyone agreeing (or nobody else had to). */
export function voteDone(s: LfState): boolean {
  const w = activeWindow(s.windows);
  return !w || (w.kind === 'launch' && windowClosed(w));
}

export function launch(s: LfState, ctx: ApplyContext): void {
  if (s.windows.length > 0) s.windows.pop();
  s.stack = [];
  s.agreed = [];
  const alive = aliveChars(s);
  const everyone = alive.every((c) => c.at !== null && isRemora(s, c.at));
  const late = s.tracks.selfDestruct <= SELF_DESTRUCT.leaveBehindMark;
  ctx.quiet || ctx.emit({ rule: 'launch', text: `The Remora launches at ${s.tracks.selfDestruct} minutes` });
  if (everyone && !late && !s.lastManAboard) {
    endGame(s, 'crew', 'Ending A: the Remora escapes in time; the crew wins', ctx);
    return;
  }
  if (everyone && !s.lastManAboard) {
    const card = STOWAWAY_CARDS[s.stowaway ?? 0];
    const m = s.tracks.selfDestruct;
    const right = stowawayHits(s, card, m, ctx);
    ctx.quiet ||
      ctx.emit({
        rule: 'ending.b',
        text: `The lifeform reveals its stowaway card (${card?.from}-${card?.to} minutes): ${right ? 'it is aboard' : 'it guessed wrong'}`,
        data: { card: card?.id ?? '' },
        reveals: true,
      });
    if (!right) {
      endGame(s, 'crew', 'Ending B: the lifeform missed the Remora; the crew wins', ctx);
      return;
    }
    s.finalCard = card?.id === 'final';
    s.stowaway = null;
    s.stack.push({ k: 'hibernate' });
    return;
  }
  ctx.quiet || ctx.emit({ rule: 'ending.c', text: 'Ending C: the lifeform is aboard the Remora' });
  s.stowaway = null;
  schedule(s, [{ k: 'lurk' }, { k: 'hibernate' }]);
}

/** Survivors: crew players with a character who are not yet eliminated (L800-812). */
export function survivors(s: LfState): Seat[] {
  return crewSeats(s).filter(
    (x) => s.roles[x] === 'crew' && aliveChars(s, x).length > 0 && !s.showdown?.eliminated.includes(x),
  );
}

/** The hibernation sequence (L758-798). */
export function hibernate(s: LfState, ctx: ApplyContext): void {
  s.stack.pop();
  s.stage = 'showdown';
  const halon = halonCompartments(s) + (s.players === 2 ? 1 : 0);
  const left = aliveChars(s).filter((c) => c.at !== null && !isRemora(s, c.at));
  killChars(s, left, ctx, false);
  // Step 1's cards go to the players who keep a character through hibernation (a player whose
  // characters all stay on the Valley Forge is killed at step 5, and cards given to it would leave
  // with it). With two or more, the crew divides them as it likes (L758-764).
  const seats = survivors(s);
  const n = weaponryNumber(s);
  const share: Step[] = [];
  if (n > 0 && seats.length === 1) drawCrew(s, seats[0] as number, n, ctx);
  else if (n > 0 && seats.length > 1) share.push({ k: 'share', n, seats });
  s.showdown = {
    pool: { remora: 1, halon },
    hostilityTokens: s.tracks.claw,
    lastTarget: null,
    fight: null,
    eliminated: [],
  };
  ctx.quiet ||
    ctx.emit({
      rule: 'showdown.hibernate',
      text: `Hibernation: ${halon} halon blast${halon === 1 ? '' : 's'}, ${s.tracks.claw} hostility tokens`,
    });
  const e = energyNumber(s);
  const drawn = drawLifeform(s, e, ctx);
  const keep: Step[] = drawn.length > 0 ? [{ k: 'keep-one', drawn: drawn.sort() }] : [];
  schedule(s, [...share, ...keep, ...huntSteps(s), { k: 'fight' }]);
}
