import {
  type Achievement,
  type ExplorerLog,
  type MissionKind,
  type ResolutionOutcome,
  recordAchievements,
  recordMission,
  scoreAchievements,
} from './game.ts';

/** The parts of a finished Space Alert match's state an explorer's log is updated from. */
export interface FinishedMission {
  o: { mission: MissionKind; campaign: number };
  outcome: ResolutionOutcome | null;
  result: { details?: { missions?: unknown; xp?: unknown; perfect?: unknown } } | null;
  campaign: { mission: number };
}

/**
 * Achievements the server awards. Designed: the official achievements sheet is not among our
 * sources (docs/games/space-alert/RULES.md), so these three stand in, one per category the rulebook
 * names, scored through the game's own rules (once per career, one per category per mission, the
 * Addiction category apart).
 */
export const DESIGNED_ACHIEVEMENTS = {
  perfect: { id: 'designed.perfect-mission', category: 'missions', points: 2 },
  campaign: { id: 'designed.campaign-flown', category: 'campaigns', points: 3 },
  veteran: { id: 'designed.ten-missions', category: 'addiction', points: 1 },
} as const satisfies Record<string, Achievement>;

function met(m: FinishedMission, log: ExplorerLog): Achievement[] {
  const out: Achievement[] = [];
  const d = m.result?.details ?? {};
  if (d.perfect === true) out.push(DESIGNED_ACHIEVEMENTS.perfect);
  if (m.o.campaign > 1 && d.missions === m.o.campaign) out.push(DESIGNED_ACHIEVEMENTS.campaign);
  if (log.missions >= 10) out.push(DESIGNED_ACHIEVEMENTS.veteran);
  return out;
}

/**
 * An explorer's log after a match (a mission, or a whole campaign) it flew. The game's arithmetic
 * decides: a success adds the match's experience (the campaign's, for a campaign), a failure costs a
 * clone or, for a hardcore explorer, the explorer; simulations and test runs change nothing. Every
 * mission flown counts in the log's mission total.
 */
export function explorerAfterMatch(log: ExplorerLog, m: FinishedMission): ExplorerLog {
  if (!m.outcome || !m.result) return log;
  const xp = typeof m.result.details?.xp === 'number' ? m.result.details.xp : undefined;
  let next = recordMission(log, m.o.mission, m.outcome, xp);
  if (next === log) return log;
  next.missions += Math.max(0, m.campaign.mission - 1);
  if (m.outcome.survived) next = recordAchievements(next, scoreAchievements(next, met(m, next)));
  return next;
}

/**
 * Whether an explorer may still take a seat in this match: before the first announcement of its
 * first mission (during the specializations draft or before the soundtrack's first event), so nobody
 * adds an explorer to a mission already known to go well.
 */
export function explorerWindowOpen(state: unknown): boolean {
  const s = state as { stage?: unknown; heard?: unknown; campaign?: { mission?: unknown }; result?: unknown };
  return (
    s.result === null &&
    (s.stage === 'draft' || s.stage === 'planning') &&
    Array.isArray(s.heard) &&
    s.heard.length === 0 &&
    s.campaign?.mission === 1
  );
}
