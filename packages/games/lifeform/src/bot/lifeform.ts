import type { Action, Seat } from '@airlock/engine';
import { CREW_CARD, LIFEFORM_CARD } from '../data/cards.ts';
import { FINAL_STOWAWAY_SHOWDOWN, STOWAWAY_CARDS } from '../data/objectives.ts';
import { matches } from '../showdown.ts';
import { aliveChars, type LfState } from '../state.ts';
import { crewProgress, deficit } from './crew.ts';

/**
 * The lifeform's showdown and stowaway choices. Fights are judged in worlds sampled from the
 * lifeform's view (the crew hands it cannot see are dealt from the unseen cards): an attack that the
 * target cannot match in most worlds is worth the most, then the cheapest such attack (fewest
 * hostility tokens, the 1-2 minute card kept, the weakest card spent); with no sure kill, the attack
 * that costs the target most cards. Matching with the whole hand, every data token and a surplus
 * character is the target's best defence, since a spare resource never hurts a match.
 */
function fightIcons(a: Action): string[] {
  const icons: string[] = [...(LIFEFORM_CARD[a.card as string]?.showdown ?? [])];
  for (let i = 0; i < (a.tokens as number); i++) icons.push('claw');
  if (a.final) icons.push(...FINAL_STOWAWAY_SHOWDOWN);
  return icons.sort();
}

/** Whether the target can match the icons (after the lifeform drops the easiest ones above five). */
function survives(w: LfState, target: Seat, icons: string[]): boolean {
  const hand = w.hands[target] ?? [];
  const data = w.data[target] ?? [];
  const wild = aliveChars(w, target).length > 1 ? 1 : 0;
  if (icons.length <= 5) return matches(icons, hand, data, wild);
  // The lifeform keeps the five the target matches worst: try every drop.
  const n = icons.length - 5;
  const drops = (from: number, left: number, kept: string[]): boolean => {
    if (left === 0) return matches(kept.concat(icons.slice(from)), hand, data, wild);
    for (let i = from; i < icons.length; i++)
      if (!drops(i + 1, left - 1, kept.concat(icons.slice(from, i)))) return false;
    return true;
  };
  return drops(0, n, []);
}

export function fightPick(worlds: LfState[], legal: readonly Action[]): Action {
  let best = legal[0] as Action;
  let bestScore = -Infinity;
  for (const a of legal) {
    const icons = fightIcons(a);
    let kills = 0;
    let drain = 0;
    for (const w of worlds) {
      if (!survives(w, a.target as Seat, icons)) kills++;
      drain += Math.min(icons.length, (w.hands[a.target as Seat] ?? []).length);
    }
    const p = kills / worlds.length;
    const strength = LIFEFORM_CARD[a.card as string]?.showdown.length ?? 1;
    const score =
      10 * p + 0.3 * (drain / worlds.length) - 0.9 * (a.tokens as number) - (a.final ? 1.5 : 0) - 0.4 * strength;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** Icons to drop when more than five are in play: keep the five the target matches worst. */
export function dropPick(worlds: LfState[], legal: readonly Action[]): Action {
  const target = worlds[0]?.showdown?.fight?.target;
  const icons = worlds[0]?.showdown?.fight?.icons ?? [];
  if (target === undefined) return legal[0] as Action;
  let best = legal[0] as Action;
  let bestKills = -1;
  for (const a of legal) {
    const kept = [...icons];
    for (const d of a.drop as string[]) kept.splice(kept.indexOf(d), 1);
    let kills = 0;
    for (const w of worlds) if (!survives(w, target, kept)) kills++;
    if (kills > bestKills) {
      bestKills = kills;
      best = a;
    }
  }
  return best;
}

/**
 * The stowaway guess, made at the 20-minute mark: the minute the crew will launch at, from how much
 * the Remora still lacks. A crew close to ready leaves at the 9-minute mark or before (Ending A needs
 * no guess); one far behind leaves later.
 */
export function stowawayPick(s: LfState, legal: readonly Action[]): Action {
  const behind = deficit(s) + s.objectives.filter((o) => !o.done).length * 2;
  const minute = behind <= 5 ? 8 : behind <= 10 ? 5 : 2;
  for (const a of legal) {
    const c = STOWAWAY_CARDS[a.card as number];
    if (c && minute >= c.from && minute <= c.to) return a;
  }
  return legal[0] as Action;
}

/**
 * The lifeform's score of a position in the starship stage: the crew's progress (the crew score without
 * its hand term) counted against it, the lifeform's own hand, an attack under way (a target whose
 * player holds no reaction card is as good as dead), and doubt: while several images could be real,
 * the crew cannot tell which one to avoid.
 */
export function lifeformScore(s: LfState): number {
  if (s.over) return s.over.winners.includes(0) ? 1000 : -1000;
  let v = -crewProgress(s);
  v += 0.6 * Math.min(7, s.hands[0]?.length ?? 0);
  const top = s.stack[s.stack.length - 1];
  if (top?.k === 'attack') {
    for (const id of top.info.targets) {
      const c = s.chars.find((x) => x.id === id);
      if (!c?.alive) continue;
      const guarded = (s.hands[c.owner] ?? []).some((x) => CREW_CARD[x]?.reaction);
      v += guarded ? 2 : 7;
    }
  }
  v += 1.2 * Math.min(2, s.candidates.length - 1);
  return v;
}
