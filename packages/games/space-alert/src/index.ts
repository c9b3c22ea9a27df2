import type { Action, Actor, GameModule, Viewer } from '@airlock/engine';
import { evaluate } from './bot/evaluate.ts';
import { describe } from './describe.ts';
import { determinize } from './determinize.ts';
import { invariants } from './invariants.ts';
import { checkOptions, OPTION_SPECS } from './options.ts';
import { applyOf, checkOf, legalOf, pendingOf } from './round/flow.ts';
import { createState } from './round/setup.ts';
import type { SaState } from './round/state.ts';
import { type SaView, viewOf } from './view.ts';

export type { SaState } from './round/state.ts';
export type { SaView } from './view.ts';
/** What a board and a replay need, by the package's name (packages/web imports nothing by path). */
export type {
  CrewSnapshot,
  DamageTile,
  DeckLevel,
  Frame,
  PlannedStep,
  ResolutionInput,
  ResolutionOutcome,
  ScoreBreakdown,
  ShipSnapshot,
  Specialization,
  Station,
  ThreatScore,
  ThreatSnapshot,
  Zone,
  ZoneSnapshot,
} from './types.ts';
export { ZONES } from './types.ts';
export { rangeOf, TRAJECTORIES, type Trajectory, trajectory } from './data/trajectories.ts';
export { THREATS, threatCard } from './data/threats.ts';
export type { ThreatCard } from './threats/types.ts';
export {
  CENTRAL_REACTOR_CAPACITY,
  CENTRAL_SHIELD_CAPACITY,
  FUEL_CAPSULES,
  ROCKETS,
  SIDE_REACTOR_CAPACITY,
  SIDE_SHIELD_CAPACITY,
  TILES_PER_ZONE,
} from './state.ts';
export { resolveMission } from './resolution/mission.ts';
export { TRANSFER_SECONDS } from './missions/timeline.ts';
export type { MissionKind } from './options.ts';
/** The Experience System: what the server needs to keep explorers' logs between matches. */
export {
  type Achievement,
  type MatchFacts,
  type MissionFacts,
  metAchievements,
  missionFacts,
  recordAchievements,
  scoreAchievements,
} from './experience/achievements.ts';
export { ACHIEVEMENTS } from './data/achievements.ts';
export {
  countsForExperience,
  type ExplorerLog,
  levelOf,
  MAX_LEVEL,
  newExplorer,
  recordMission,
  specBoxes,
  specBoxProblem,
} from './experience/xp.ts';
export { type ExplorerSummary, summaryOfExplorer } from './experience/summary.ts';
export { SPECIALIZATIONS } from './data/cards.ts';

/** Crew badges in the order they are handed out from the captain on (002 "Crew Badges"). */
export const BADGES = [
  'Captain',
  'Communications Officer',
  'Chief of Security',
  'Tactical Officer',
  'Chief Engineer',
  'Lieutenant',
  'Science Officer',
] as const;

export const spaceAlert: GameModule<SaState, Action, SaView> = {
  id: 'space-alert',
  name: 'Space Alert',
  version: '0.1.0',
  players: { min: 1, max: 5 },
  options: OPTION_SPECS,
  checkOptions,
  setup: createState,
  pending: pendingOf,
  legalActions: legalOf,
  checkAction: (s: SaState, actor: Actor, a: Action) => checkOf(s, actor, a),
  apply: applyOf,
  view: (s: SaState, viewer: Viewer) => viewOf(s, viewer),
  result: (s) => s.result,
  determinize,
  // Searches cut off before the end score the position by resolving the cards placed so far.
  evaluate,
  invariants,
  secretKeys: ['timeline', 'deck', 'hands'],
  describeAction: describe,
  seatName(s, seat) {
    const member = s.seats.indexOf(seat);
    if (s.o.badges && member >= 0) return BADGES[member] ?? `Crew ${member + 1}`;
    return s.players === 1 ? 'Solo commander' : `Crew ${member + 1}`;
  },
  // A communications failure forbids any talking at the table: the app's chat closes with it.
  tableTalk: (s) => (s.comms ? null : 'communications are down: no talking until they are restored'),
};

export default spaceAlert;
export { PRESETS } from './presets.ts';
export { CARDS, type CardData } from './data/cards.ts';
export { generateMission } from './missions/generate.ts';
export { heuristic } from './bot/heuristic.ts';
export { crewPlanOf, type PlannerOptions, planner, planning } from './bot/planner.ts';
export { type Flown, flyMission, SUITE_BOTS, SUITES } from './bot/suite.ts';
