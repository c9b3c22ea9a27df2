/** The Space Alert experience functions the server uses to keep explorers' logs, from the game's entry. */
export {
  type Achievement,
  countsForExperience,
  type ExplorerLog,
  levelOf,
  MAX_LEVEL,
  type MissionKind,
  newExplorer,
  type ResolutionOutcome,
  recordAchievements,
  recordMission,
  SPECIALIZATIONS,
  type Specialization,
  scoreAchievements,
  specBoxes,
  specBoxProblem,
} from '@airlock/space-alert';
