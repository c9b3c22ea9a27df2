/**
 * The Space Alert experience functions the server uses. The game package does not export them from
 * its entry yet, so they are reached by path here, in one place (to become a named export).
 */
export { SPECIALIZATIONS } from '../../../games/space-alert/src/data/cards.ts';
export {
  type Achievement,
  recordAchievements,
  scoreAchievements,
} from '../../../games/space-alert/src/experience/achievements.ts';
export {
  countsForExperience,
  type ExplorerLog,
  levelOf,
  MAX_LEVEL,
  newExplorer,
  recordMission,
  specBoxes,
  specBoxProblem,
} from '../../../games/space-alert/src/experience/xp.ts';
export type { MissionKind } from '../../../games/space-alert/src/options.ts';
export type { ResolutionOutcome, Specialization } from '../../../games/space-alert/src/types.ts';
