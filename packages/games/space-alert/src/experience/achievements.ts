import type { MissionKind, Pool } from '../options.ts';
import type { PlannedStep, ResolutionOutcome } from '../types.ts';
import { type ExplorerLog, levelOf } from './xp.ts';

/**
 * How achievements count (002 "Achievements"): each is scored once in a career; at most one per
 * category on a mission or a campaign, except the Addiction category; entries marked 2+ or 5+ need
 * that explorer level. The achievements themselves (names, criteria, points) are on the separate
 * achievements sheet, which is not among our sources: the app awards a designed list
 * (src/data/achievements.ts, criteria below), and a caller may supply others a mission met.
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

/**
 * What a designed achievement asks for (all of an entry's fields at once):
 * - `mission`: one successful mission of the match at the standard threat count (with Double
 *   Actions only double-action missions count; `easierTracks` lets the easier double-action missions
 *   count too), with the double-action cards, threats at least as hard as `threats`, that many
 *   people (`humans`, `noAndroids`) or crew members, perfect;
 * - `campaign`: a full campaign (every mission flown, each at the standard threat count), perfect
 *   (its last mission perfect), of at least `missions` missions;
 * - `close-call`: a mission survived with a zone holding at least `zoneDamage` damage tiles;
 * - `personal`: in one mission the explorer's own crew member was knocked out, dealt
 *   `internalDamage` to internal threats, or played at most `cardsAtMost` cards;
 * - `clone`: the match failed and the explorer was cloned (the one a failure can give);
 * - `flown`: missions in the explorer's log, this match's included.
 */
export type Criterion =
  | {
      kind: 'mission';
      doubleActions?: true;
      easierTracks?: true;
      threats?: Pool;
      humans?: number;
      noAndroids?: true;
      crew?: number;
      perfect?: true;
    }
  | { kind: 'campaign'; perfect?: true; missions?: number }
  | { kind: 'close-call'; zoneDamage: number }
  | { kind: 'personal'; knockedOut?: true; internalDamage?: number; cardsAtMost?: number }
  | { kind: 'clone' }
  | { kind: 'flown'; missions: number };

/** An achievement of the designed list: a name for people and the criterion the app checks. */
export interface DesignedAchievement extends Achievement {
  name: string;
  when: Criterion;
}

/** One mission of a match, as an explorer flew it. */
export interface MissionFacts {
  kind: MissionKind;
  doubleActions: boolean;
  common: Pool;
  serious: Pool;
  /** People at the table, and crew members (the rest are androids). */
  humans: number;
  crew: number;
  survived: boolean;
  perfect: boolean;
  /** Damage tiles in the most damaged zone at the end. */
  worstZone: number;
  /** The explorer's own crew member (the captain on a solo mission). */
  knockedOut: boolean;
  internalDamage: number;
  cardsPlayed: number;
}

/** A finished match (one mission or a campaign) for one explorer. */
export interface MatchFacts {
  /** The missions flown, in order. */
  missions: MissionFacts[];
  /** Missions planned: 1 for a single mission. */
  campaign: number;
  /** The match succeeded (every mission flown came home). */
  survived: boolean;
  /** The match failed and the explorer was cloned (not a hardcore explorer). */
  cloned: boolean;
  /** Missions in the explorer's log, this match's included. */
  flown: number;
}

/** Threat pools at least as hard as each pool (002: yellow alone and all colours are not ordered). */
const AT_LEAST: Record<Pool, readonly Pool[]> = {
  white: ['white', 'white-yellow', 'yellow', 'all', 'red'],
  'white-yellow': ['white-yellow', 'yellow', 'all', 'red'],
  yellow: ['yellow', 'red'],
  all: ['all', 'red'],
  red: ['red'],
};

/** Whether threats from `pool` are at least as hard as `need`. */
export function atLeast(pool: Pool, need: Pool): boolean {
  return AT_LEAST[need].includes(pool);
}

/** The difficulty of a mission: the lower of its common and serious threats (002). */
export function combinedDifficulty(common: Pool, serious: Pool): Pool {
  if (atLeast(common, serious)) return serious;
  if (atLeast(serious, common)) return common;
  return 'white-yellow';
}

/** A mission at the standard threat count for the Missions category (002). */
function standard(m: MissionFacts, easier: boolean): boolean {
  if (!m.doubleActions) return m.kind === 'full';
  return m.kind === 'double' || (easier && m.kind === 'double-easy');
}

function missionMeets(m: MissionFacts, c: Extract<Criterion, { kind: 'mission' }>): boolean {
  if (!m.survived || !standard(m, c.easierTracks === true)) return false;
  if (c.doubleActions && !m.doubleActions) return false;
  if (c.threats && !atLeast(combinedDifficulty(m.common, m.serious), c.threats)) return false;
  if (c.humans !== undefined && m.humans !== c.humans) return false;
  if (c.noAndroids && m.crew !== m.humans) return false;
  if (c.crew !== undefined && m.crew !== c.crew) return false;
  return !c.perfect || m.perfect;
}

function personalMeets(m: MissionFacts, c: Extract<Criterion, { kind: 'personal' }>): boolean {
  if (!m.survived) return false;
  if (c.knockedOut && !m.knockedOut) return false;
  if (c.internalDamage !== undefined && m.internalDamage < c.internalDamage) return false;
  return c.cardsAtMost === undefined || m.cardsPlayed <= c.cardsAtMost;
}

/** Whether a match meets a criterion. */
export function meets(f: MatchFacts, c: Criterion): boolean {
  switch (c.kind) {
    case 'clone':
      return !f.survived && f.cloned;
    case 'flown':
      return f.flown >= c.missions;
    case 'mission':
      return f.survived && f.missions.some((m) => missionMeets(m, c));
    case 'campaign': {
      const last = f.missions.at(-1);
      return (
        f.survived &&
        f.campaign > 1 &&
        f.missions.length === f.campaign &&
        f.missions.every((m) => standard(m, false)) &&
        f.campaign >= (c.missions ?? 0) &&
        (!c.perfect || last?.perfect === true)
      );
    }
    case 'close-call':
      return f.survived && f.missions.some((m) => m.survived && m.worstZone >= c.zoneDamage);
    case 'personal':
      return f.survived && f.missions.some((m) => personalMeets(m, c));
    default: {
      const never: never = c;
      throw new Error(`unknown achievement criterion ${JSON.stringify(never)}`);
    }
  }
}

/** The designed achievements a match meets (before the once-a-career and per-category rules). */
export function metAchievements<A extends DesignedAchievement>(f: MatchFacts, list: readonly A[]): A[] {
  return list.filter((a) => meets(f, a.when));
}

/** One mission's facts for the explorer flying crew member `member` (0 the captain). */
export function missionFacts(p: {
  kind: MissionKind;
  doubleActions: boolean;
  common: Pool;
  serious: Pool;
  players: number;
  crew: number;
  outcome: ResolutionOutcome;
  member: number;
  plan: readonly PlannedStep[];
  perfect: boolean;
}): MissionFacts {
  const ship = p.outcome.ship;
  const me = ship.crew[p.member];
  return {
    kind: p.kind,
    doubleActions: p.doubleActions,
    common: p.common,
    serious: p.serious,
    humans: p.players,
    crew: p.crew,
    survived: p.outcome.survived,
    perfect: p.perfect,
    worstZone: Math.max(ship.zones.red.damage.length, ship.zones.white.damage.length, ship.zones.blue.damage.length),
    knockedOut: me?.knockedOut === true,
    internalDamage: me?.internalDamage ?? 0,
    cardsPlayed: p.plan.filter((x) => x !== null).length,
  };
}
