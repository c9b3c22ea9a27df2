import type { MatchSummary } from './online/api.ts';

/** The matches the list shows: never finished or abandoned ones; by game; joinable only, if asked. */
export function visibleMatches(matches: readonly MatchSummary[], game: string, joinable: boolean): MatchSummary[] {
  return matches.filter(
    (m) =>
      !m.over &&
      !(m as { abandoned?: boolean }).abandoned &&
      (!game || m.game === game) &&
      (!joinable || m.freeSeats.length > 0),
  );
}
