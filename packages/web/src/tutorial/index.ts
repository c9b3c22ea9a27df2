import { missionCatastropheTutorial } from './scripts/mission-catastrophe.ts';
import type { Tutorial } from './types.ts';

/** Every guided first game, in the lobby's order. */
export const TUTORIALS: readonly Tutorial[] = [missionCatastropheTutorial];

export function tutorialFor(game: string): Tutorial | undefined {
  return TUTORIALS.find((t) => t.game === game);
}
