import type { MissionKind } from '../options.ts';
import type { ResolutionOutcome, Specialization } from '../types.ts';

/**
 * The Experience System's arithmetic (002 "Experience System"): experience points for a mission or a
 * campaign, levels, what a failed mission does to a cloned or a hardcore explorer, and the
 * specialization boxes a level grants. Explorer's logs live outside a match (a player keeps one over
 * many matches); a match reports what it earned and `recordMission` updates a log.
 */

/** Only successful missions of a real kind count: simulations and test runs give nothing (002). */
export function countsForExperience(kind: MissionKind): boolean {
  return kind === 'full' || kind === 'double' || kind === 'double-easy';
}

/** 2 points, plus 1 for every full 10 points of score (002 table: 0-9 → 2, 10-19 → 3, ...). */
export function missionXp(score: number): number {
  return 2 + Math.floor(Math.max(0, score) / 10);
}

/**
 * A campaign of `length` missions quit (or finished) after `flown`: 2 for the first mission, 4 for each
 * middle one, 6 for the last of the agreed length (3 missions: 2 / 6 / 12; 5: 2 / 6 / 10 / 14 / 20),
 * plus 1 per 10 points of the campaign's score (002 "Experience Points for a Campaign").
 */
export function campaignXp(flown: number, length: number, score: number): number {
  if (flown < 1) return 0;
  const base = flown === length && length > 1 ? 2 + 4 * (length - 2) + 6 : 2 + 4 * (flown - 1);
  return base + Math.floor(Math.max(0, score) / 10);
}

/**
 * Boxes to fill to rise from `level` to the next: 8 for level 1 and more for each level after (002);
 * the exact counts are read from the official log sheet by a secondary source (research §2.9: blank
 * boxes 8 + 4 × level; dotted boxes 0 for levels 0-1, 4, 7, 10, 13, 16 for levels 2-6, then
 * 4 + 2 × level). Hardcore explorers skip the dotted boxes. Level 30 is the top.
 */
export function boxesToNext(level: number, hardcore: boolean): number {
  const blank = 8 + 4 * level;
  const dotted = level <= 1 ? 0 : level <= 6 ? 4 + 3 * (level - 2) : 4 + 2 * level;
  return blank + (hardcore ? 0 : dotted);
}

export const MAX_LEVEL = 30;

/** The level reached with `xp` points (experience beyond level 30 is still kept in the log). */
export function levelOf(xp: number, hardcore: boolean): number {
  let level = 0;
  let left = xp;
  while (level < MAX_LEVEL && left >= boxesToNext(level, hardcore)) {
    left -= boxesToNext(level, hardcore);
    level++;
  }
  return level;
}

export interface ExplorerLog {
  name: string;
  xp: number;
  hardcore: boolean;
  /** Clones used after failed missions (cloned explorers only). */
  clones: number;
  /** A hardcore explorer lost with the ship: the sheet is discarded. */
  dead: boolean;
  /** Specialization levels 1-3 (the checked specialization boxes). */
  specs: Partial<Record<Specialization, 1 | 2 | 3>>;
  missions: number;
  achievements: string[];
}

export function newExplorer(name: string, hardcore: boolean): ExplorerLog {
  return { name, xp: 0, hardcore, clones: 0, dead: false, specs: {}, missions: 0, achievements: [] };
}

/** Checked specialization boxes: the explorer's level is their number (002). */
export function specBoxes(log: ExplorerLog): number {
  let n = 0;
  for (const v of Object.values(log.specs)) n += v ?? 0;
  return n;
}

/**
 * Whether a new box may go to `spec` now: one box per level; the first two levels open two different
 * specializations; from level 3 a new one or raising one from 1 to 2; from level 6 also 2 to 3.
 */
export function specBoxProblem(log: ExplorerLog, spec: Specialization): string | null {
  const level = levelOf(log.xp, log.hardcore);
  const used = specBoxes(log);
  if (used >= level) return 'no unchecked specialization box: reach the next level first';
  const now = log.specs[spec] ?? 0;
  if (now === 0) return null;
  if (now === 1) return level >= 3 ? null : 'raising a specialization to level 2 needs explorer level 3';
  if (now === 2) return level >= 6 ? null : 'raising a specialization to level 3 needs explorer level 6';
  return 'that specialization is at its top level';
}

/**
 * A mission (or campaign) ends for an explorer: success adds its experience; failure costs a clone,
 * or the explorer itself when it refused cloning. Simulations and test runs change nothing.
 */
export function recordMission(
  log: ExplorerLog,
  kind: MissionKind,
  outcome: ResolutionOutcome,
  xp?: number,
): ExplorerLog {
  if (log.dead || !countsForExperience(kind)) return log;
  const next: ExplorerLog = { ...log, specs: { ...log.specs }, achievements: [...log.achievements] };
  next.missions++;
  if (outcome.survived) next.xp += xp ?? missionXp(outcome.score.total);
  else if (log.hardcore) next.dead = true;
  else next.clones++;
  return next;
}

/**
 * "Perfect" missions (002 Missions category, column 3): no damage, nobody knocked out, no battlebots
 * disabled; a specialization's score penalty does not spoil it.
 */
export function perfectMission(outcome: ResolutionOutcome): boolean {
  const s = outcome.score;
  return outcome.survived && s.damagePenalty === 0 && s.knockoutPenalty === 0 && s.botsPenalty === 0;
}

/** Missions at the standard threat count, the ones the Missions achievements count (002). */
export function standardThreatCount(kind: MissionKind): boolean {
  return kind === 'full' || kind === 'double';
}
