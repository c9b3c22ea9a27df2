import { ACHIEVEMENTS } from '@airlock/space-alert';

const NAMES = new Map<string, string>(ACHIEVEMENTS.map((a) => [a.id, a.name]));

/**
 * The name of an achievement in an explorer's log, from the game's list. An id the list lacks (a log
 * kept from an older list) is shown as it is stored, so nothing in the log is hidden.
 */
export function achievementName(id: string): string {
  return NAMES.get(id) ?? id;
}

/** The achievements of a log for the Explorers page, in the order they were scored. */
export function achievementLine(ids: readonly string[]): string {
  return ids.map(achievementName).join(', ') || 'none';
}
