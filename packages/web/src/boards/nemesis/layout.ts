import { BASIC_BOARD, type NLView, SLOT, TILE } from '@airlock/nemesis-lockdown';
import { SEAT_COLORS, SEAT_SHAPE_NAMES } from '../../ui/seat-identity.ts';

/**
 * Where each slot of the facility is drawn, in grid cells (column, row). The game's layout data gives
 * the rooms, sections and corridors but no coordinates, so the placement here is ours. Basic side:
 * section 1 on the left, section 2 beside it, section 3 (a ring of eight rooms) under section 2 and
 * reached by its staircase, so the map stays wide enough to read on a laptop screen.
 */
export const CELL: Record<string, [number, number]> = {
  isolation: [0, 1],
  'elevator-1': [1, 0],
  r1: [1, 2],
  r2: [2, 1],
  r3: [3, 0],
  x1: [3, 2],
  'stairs-12': [4, 1],
  r4: [5, 1],
  repository: [6, 0],
  'elevator-2': [7, 0],
  r5: [8, 0],
  alert: [7, 1],
  r6: [6, 2],
  x2: [7, 2],
  'stairs-23': [8, 2],
  r7: [8, 3],
  backup: [7, 3],
  'elevator-3': [6, 3],
  r8: [5, 3],
  r9: [5, 4],
  x3: [6, 4],
  x4: [7, 4],
  r10: [8, 4],
};

/** Mars side: the three buildings in a row (no staircases between them), the surface crossroads below. */
export const MARS_CELL: Record<string, [number, number]> = {
  isolation: [0, 1],
  'elevator-1': [1, 0],
  r1: [1, 2],
  r2: [2, 1],
  r3: [3, 0],
  x1: [3, 2],
  r4: [5, 1],
  repository: [6, 0],
  'elevator-2': [7, 0],
  r5: [8, 0],
  r6: [6, 2],
  x2: [7, 2],
  alert: [8, 1],
  r7: [10, 1],
  backup: [11, 0],
  'elevator-3': [12, 0],
  r8: [13, 0],
  r9: [13, 1],
  r10: [11, 2],
  x4: [12, 2],
  x3: [13, 2],
  c1: [3, 3],
  c2: [7, 3],
  c3: [10, 3],
  c4: [7, 4],
  c5: [10, 4],
};

export const STEP = 120;
export const ROOM_W = 100;
export const ROOM_H = 84;

/** Centre of a slot in SVG units (slots the layout does not place go to a spare row at the bottom). */
export function centre(id: string, side = 'basic'): [number, number] {
  const c = (side === 'mars' ? MARS_CELL : CELL)[id] ?? [0, 5];
  return [60 + c[0] * STEP, 56 + c[1] * STEP];
}

/** The drawing's size for the rooms of a view. */
export function extent(v: Pick<NLView, 'rooms' | 'side'>): { width: number; height: number } {
  const points = v.rooms.map((r) => centre(r.id, v.side));
  return {
    width: Math.max(...points.map((p) => p[0])) + 60,
    height: Math.max(...points.map((p) => p[1])) + 60,
  };
}

/** A room name on at most two lines of about `width` characters (long tile names wrap at a space). */
export function titleLines(title: string, width = 14): string[] {
  if (title.length <= width) return [title];
  const words = title.split(' ');
  let first = '';
  while (words.length > 0 && `${first} ${words[0]}`.trim().length <= width) first = `${first} ${words.shift()}`.trim();
  if (!first) first = words.shift() ?? '';
  const rest = words.join(' ');
  return [first, rest.length > width ? `${rest.slice(0, width - 1)}…` : rest].filter((l) => l !== '');
}

/** The name shown on a room: its revealed tile, or its face-down class. */
export function roomTitle(r: NLView['rooms'][number]): string {
  if (r.tile) return TILE[r.tile]?.name ?? r.tile;
  const kind = SLOT[r.id]?.kind;
  if (kind === 'crossroads') return 'Crossroads';
  return kind === 'I' || kind === 'II' ? `Face down (${kind})` : 'Face down';
}

export function sectionOf(id: string): number {
  return SLOT[id]?.section ?? 0;
}

/** Every slot id known to the basic layout (a check for tests and for the legend). */
export const BASIC_IDS: readonly string[] = BASIC_BOARD.slots.map((s) => s.id);

/** Seat colours and shapes: the app's one seat identity (the players panel, the log, every board). */
export const SEAT_FILL: readonly string[] = SEAT_COLORS;
export const SEAT_SHAPES: readonly string[] = SEAT_SHAPE_NAMES;

export function shapePath(shape: string, x: number, y: number, r: number): string {
  switch (shape) {
    case 'square':
      return `M${x - r},${y - r}h${2 * r}v${2 * r}h${-2 * r}z`;
    case 'triangle':
      return `M${x},${y - r}L${x + r},${y + r}L${x - r},${y + r}z`;
    case 'diamond':
      return `M${x},${y - r}L${x + r},${y}L${x},${y + r}L${x - r},${y}z`;
    case 'star': {
      const pts: string[] = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? r : r / 2.2;
        pts.push(`${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`);
      }
      return `M${pts.join('L')}z`;
    }
    case 'pentagon':
    case 'hexagon': {
      const k = shape === 'pentagon' ? 5 : 6;
      const pts = Array.from({ length: k }, (_, i) => {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / k;
        return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
      });
      return `M${pts.join('L')}z`;
    }
    case 'cross': {
      const t = r / 3;
      return `M${x - t},${y - r}h${2 * t}v${r - t}h${r - t}v${2 * t}h${t - r}v${r - t}h${-2 * t}v${t - r}h${t - r}v${-2 * t}h${r - t}z`;
    }
    default:
      return `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
  }
}
