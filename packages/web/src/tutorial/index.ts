import { lifeformTutorial } from './scripts/lifeform.ts';
import { missionCatastropheTutorial } from './scripts/mission-catastrophe.ts';
import { nemesisLockdownTutorial } from './scripts/nemesis-lockdown.ts';
import { spaceAlertTutorial } from './scripts/space-alert.ts';
import type { Tutorial } from './types.ts';

/** Every guided first game, in the lobby's order. */
export const TUTORIALS: readonly Tutorial[] = [
  missionCatastropheTutorial,
  nemesisLockdownTutorial,
  spaceAlertTutorial,
  lifeformTutorial,
];

export function tutorialFor(game: string): Tutorial | undefined {
  return TUTORIALS.find((t) => t.game === game);
}
