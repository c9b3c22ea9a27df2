import { type ExplorerLog, levelOf } from './xp.ts';

/**
 * How achievements count (002 "Achievements"): each is scored once in a career; at most one per
 * category on a mission or a campaign, except the Addiction category; entries marked 2+ or 5+ need
 * that explorer level. The achievements themselves (names, criteria, points) are on the separate
 * achievements sheet, which is not among our sources: a caller supplies the ones a mission met.
 */
export interface Achievement {
  id: string;
  category: string;
  points: number;
  /** Minimum explorer level (the sheet's 2+ and 5+ marks). */
  gate?: 2 | 5;
}

export const ADDICTION = 'addiction';

/**
 * The achievements an explorer scores from those a mission met: not yet in its log, allowed at its
 * level, and one per category (the best-paying one; the others stay available for later missions).
 */
export function scoreAchievements(log: ExplorerLog, met: readonly Achievement[]): Achievement[] {
  const level = levelOf(log.xp, log.hardcore);
  const best = new Map<string, Achievement>();
  const out: Achievement[] = [];
  for (const a of met) {
    if (log.achievements.includes(a.id) || (a.gate ?? 0) > level) continue;
    if (a.category === ADDICTION) {
      if (!out.some((x) => x.id === a.id)) out.push(a);
      continue;
    }
    const held = best.get(a.category);
    if (!held || a.points > held.points) best.set(a.category, a);
  }
  return [...out, ...best.values()];
}

/** Records scored achievements: their boxes are checked and their points join the experience. */
export function recordAchievements(log: ExplorerLog, scored: readonly Achievement[]): ExplorerLog {
  let xp = log.xp;
  const ids = [...log.achievements];
  for (const a of scored) {
    if (ids.includes(a.id)) continue;
    ids.push(a.id);
    xp += a.points;
  }
  return { ...log, xp, achievements: ids, specs: { ...log.specs } };
}
