/** Zoom steps of a board: 1 fits the screen's width; above it the board is wider and pans. */
export const ZOOMS = [1, 1.5, 2, 3] as const;

export function zoomIn(level: number): number {
  return Math.min(ZOOMS.length - 1, level + 1);
}

export function zoomOut(level: number): number {
  return Math.max(0, level - 1);
}

/** The board area's class for a zoom step (CSS, since the server's policy refuses inline styles). */
export function zoomClass(level: number): string {
  return level === 0 ? 'board-area' : `board-area zoomed zoom-${level}`;
}
