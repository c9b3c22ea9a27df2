import { deckOf, isRemora } from '../board.ts';
import { CREW_CARD } from '../data/cards.ts';
import { MOTION } from '../data/dragons-domain.ts';
import type { LfState } from '../state.ts';
import { me, PLAYER, type SoloState, solo } from '../solo/state.ts';
import { launchPlan } from './solo-plan.ts';

/**
 * The Dragon's Domain survivor's score of a position. Before launch: the launch plan's turns of work
 * left (`solo-plan.ts`: the cheapest route through the missing supplies, cat, umbilicus and xeno data to
 * the Remora; boarding early is a trap since nobody leaves the Remora), the clock's slack against that
 * estimate, the Remora deck's crisis cards left for the walk aboard, the crisis deck the survivor stands
 * on, how far the lifeform is from PROXIMITY ALERT!, nerve against fear, the chit bag, unused trait
 * tokens, and the hand and tokens. After launch: the shuttle conflict's attacks left and what beats them.
 */
/** Score of one turn of work left (the plan's estimate, `solo-plan.ts`). */
const TURN = 5;
/** Minutes of slack under which the clock weighs more. */
const MARGIN = 6;
/** Score of each minute of slack missing under the margin. */
const SQUEEZE = 6;

/** Forward spaces from a motion space to PROXIMITY ALERT! along the shortest path. */
function toAlert(space: string): number {
  let frontier = [space];
  for (let d = 0; d < 20; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      const m = MOTION[id];
      if (!m) continue;
      if (m.alert) return d;
      next.push(...m.next);
    }
    frontier = next;
  }
  return 20;
}

function crisisLeft(x: SoloState, deck: string): number {
  const c = x.crisis[deck as 'A' | 'B' | 'C'];
  if (!c) return 10;
  let n = 0;
  for (const k in c) n += c[k] as number;
  return n;
}

export function soloScore(s: LfState): number {
  if (s.over) return s.over.winners.length > 0 ? 1000 + s.tracks.selfDestruct : -1000;
  const x = solo(s);
  if (x.zones) return conflictScore(s, x);
  const at = me(s).at;
  const plan = launchPlan(s);
  let v = -TURN * plan.turns - 1.5 * plan.deficit - 5 * plan.missing.length;
  // Turns left (the clock runs a minute a turn) against the work left: short slack costs more.
  const slack = s.tracks.selfDestruct - plan.turns;
  if (slack < MARGIN) v -= SQUEEZE * (MARGIN - slack);
  // The Remora's crisis deck must last the walk aboard.
  if (plan.reserve < 0) v -= 40;
  else if (plan.reserve < 2) v -= 6 * (2 - plan.reserve);
  if (at !== null && !isRemora(s, at)) {
    // The crisis deck of this part of the ship: an empty one loses the game at the next entry.
    const left = crisisLeft(x, deckOf(s, at));
    if (left <= 2) v -= (3 - left) * 4;
  }
  v += 1.0 * s.tracks.selfDestruct;
  v += 1.2 * Math.min(6, toAlert(x.motion));
  v += 2.5 * Math.min(4, x.nerve - x.fear) - (x.nerve - x.fear <= 1 ? 6 : 0);
  const chits = x.bag.alive + x.bag.killed;
  v -= chits > 0 ? 12 * (x.bag.killed / chits) : 0;
  // The hand and the tokens: fuel for moving, paying crisis costs and surviving conflicts.
  const data = (s.data[PLAYER]?.length ?? 0) > 0;
  let n = 0;
  let reactions = 0;
  for (const card of s.hands[PLAYER] ?? []) {
    n++;
    v += n <= 6 ? 0.6 : 0.05;
    if (CREW_CARD[card]?.reaction && reactions < 2) {
      reactions++;
      v += 0.8;
    }
    if (card === 'access-card' && !data) v += 1;
  }
  // An unused trait token pays any crisis icon, clears terror on entering and is a wild in the shuttle
  // conflict; a used one lies on the Remora and joins the attacks there.
  v += 2.5 * x.traits.filter((u) => u.where === 'unused').length;
  // A Crawlspace (hide) or an unused trait answers the crisis cards that draw a chit.
  if (x.bag.killed > 0 && !(s.hands[PLAYER] ?? []).includes('crawlspace')) v -= 1;
  const t = x.tokens;
  v += 0.8 * t.survival + 1 * t.extinguisher + 0.8 * t.harpoon + 0.6 * t.welding + 0.6 * t.thirty + 0.5 * t.halon;
  return v;
}

/**
 * The shuttle conflict (after launch): attacks still to beat, and what is left to beat them with (cards,
 * wild tokens, halon, the extinguisher, the airlock and the locker unused). A drawn killed chit ends the
 * game, which the averaged play-outs of `solo-pick.ts` weigh.
 */
function conflictScore(s: LfState, x: SoloState): number {
  const zones = x.zones ?? [];
  let v = 500;
  for (const z of zones) if (z.length > 0) v -= 40 + 4 * z.length;
  v += 1.5 * Math.min(7, (s.hands[PLAYER] ?? []).length);
  v += 3 * (x.traits.filter((u) => u.where === 'unused').length + x.tokens.welding + x.tokens.harpoon);
  v += 4 * x.tokens.halon + 3 * x.tokens.extinguisher + 2 * (s.data[PLAYER]?.length ?? 0);
  if (!x.airlock.used) v += 6;
  if (!x.lockerUsed) v += 2;
  return v;
}
