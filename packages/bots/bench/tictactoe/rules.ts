/**
 * Tic-tac-toe, the small game the comparison benchmark writes three ways (on the Airlock kernel, as a
 * plain hand-written update, and on boardgame.io). The win lines are shared so all three do the same
 * work per move: place a mark, look for a completed line, check for a full board.
 */
export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** The winning mark (0 or 1) on a board of marks and -1 for empty cells, or -1 when nobody has a line. */
export function lineWinner(cells: readonly number[]): number {
  for (const [a, b, c] of LINES) {
    const m = cells[a] as number;
    if (m >= 0 && m === cells[b] && m === cells[c]) return m;
  }
  return -1;
}
