import {
  ACHIEVEMENTS,
  type ExplorerLog,
  type MatchFacts,
  type MissionFacts,
  metAchievements,
  missionFacts,
  recordAchievements,
  recordMission,
  type SaState,
  scoreAchievements,
} from './game.ts';

/** The parts of a finished Space Alert match's state an explorer's log is updated from. */
export type FinishedMission = Pick<
  SaState,
  'o' | 'players' | 'crew' | 'crewOf' | 'boards' | 'outcome' | 'result' | 'campaign'
>;

/** An explorer that flew a match: its id, with its seat when the caller knows it. */
export type Flown = string | { id: string; seat: number };

/** Personal facts nobody can vouch for: they meet no personal achievement. */
const UNKNOWN_PERSONAL = { knockedOut: false, internalDamage: 0, cardsPlayed: Number.MAX_SAFE_INTEGER };

/**
 * What a finished match tells the game's achievement rules about one explorer (the seat's crew
 * member; `seat` null when unknown, then no personal achievement is met). The game's state keeps
 * the last mission's resolution only, so earlier missions of a campaign count by what the match
 * proves of them: flown with its options and survived, neither perfect nor a close call.
 */
export function matchFacts(m: FinishedMission, seat: number | null, after: ExplorerLog): MatchFacts | null {
  if (!m.outcome) return null;
  const o = m.o;
  const member = seat === null ? undefined : m.crewOf[seat];
  const details = m.result?.details as { perfect?: unknown } | undefined;
  const last = missionFacts({
    kind: o.mission,
    doubleActions: o.doubleActions,
    common: o.common,
    serious: o.serious,
    players: m.players,
    crew: m.crew,
    outcome: m.outcome,
    member: member ?? -1,
    plan: [],
    perfect: m.outcome.survived && details?.perfect === true,
  });
  const lastFacts: MissionFacts =
    member === undefined
      ? { ...last, ...UNKNOWN_PERSONAL }
      : { ...last, cardsPlayed: (m.boards[member] ?? []).filter((x) => x !== null).length };
  const earlier: MissionFacts[] = Array.from({ length: Math.max(0, m.campaign.mission - 1) }, () => ({
    ...last,
    ...UNKNOWN_PERSONAL,
    survived: true,
    perfect: false,
    worstZone: 0,
  }));
  return {
    missions: [...earlier, lastFacts],
    campaign: o.campaign,
    survived: m.outcome.survived,
    cloned: !m.outcome.survived && !after.hardcore,
    flown: after.missions,
  };
}

/**
 * An explorer's log after a match (a mission, or a whole campaign) it flew. The game's arithmetic
 * decides: a success adds the match's experience (the campaign's, for a campaign), a failure costs a
 * clone or, for a hardcore explorer, the explorer; simulations and test runs change nothing. Every
 * mission flown counts in the log's mission total. Then the game's achievements the match met are
 * scored by the game's rules (once per career, one per category, the level gates).
 */
export function explorerAfterMatch(log: ExplorerLog, m: FinishedMission, seat: number | null = null): ExplorerLog {
  if (!m.outcome || !m.result) return log;
  const xp = typeof m.result.details?.xp === 'number' ? m.result.details.xp : undefined;
  const next = recordMission(log, m.o.mission, m.outcome, xp);
  if (next === log) return log;
  next.missions += Math.max(0, m.campaign.mission - 1);
  const facts = matchFacts(m, seat, next);
  if (!facts) return next;
  return recordAchievements(next, scoreAchievements(next, metAchievements(facts, ACHIEVEMENTS)));
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
