import type { MatchView } from '@airlock/engine';

/** A piece of a log line: plain text, or a place where the game's words name a seat. */
export type LinePart = string | { seat: number; text: string };

/**
 * Finds where a game's log text names a seat. The rules write seats their own way ("Crew 2",
 * "player 3", a Space Alert crew member's number); the screen calls the same seat by its person's
 * name. Splitting the text at those words lets the log show the one name (with its shape and colour)
 * the players panel, the board and the results use.
 */
export type SeatRefs = (text: string, view: MatchView) => LinePart[];

/**
 * Seat references written as a word and a number: `pattern` (global, one number group) matches them,
 * `seatOf` turns the number (and the matched words) into a seat, or null where the number is not a seat (an android...).
 */
export function numberedRefs(
  pattern: RegExp,
  seatOf: (n: number, view: MatchView, words: string) => number | null,
): SeatRefs {
  return (text, view) => {
    const out: LinePart[] = [];
    let last = 0;
    for (const m of text.matchAll(pattern)) {
      const seat = seatOf(Number(m[1]), view, m[0]);
      if (seat === null || seat < 0 || seat >= view.players || m.index === undefined) continue;
      if (m.index > last) out.push(text.slice(last, m.index));
      out.push({ seat, text: m[0] });
      last = m.index + m[0].length;
    }
    if (last < text.length) out.push(text.slice(last));
    return out;
  };
}

/** The seats a line names, in order (used to decide whether the line still needs its actor's tag). */
export function seatsNamed(parts: readonly LinePart[]): number[] {
  return parts.flatMap((p) => (typeof p === 'string' ? [] : [p.seat]));
}

/** A line's text with each seat reference replaced by the seat's screen name (filters, titles). */
export function withNames(parts: readonly LinePart[], names: readonly string[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : (names[p.seat] ?? p.text))).join('');
}
