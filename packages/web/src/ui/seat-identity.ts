/**
 * One seat, one look everywhere: the same shape and colour in the players panel, on every board, in
 * the log and in replays. Shapes make seats distinguishable without colour vision and in greyscale.
 */
export const SEAT_SYMBOLS = ['●', '▲', '■', '◆', '★', '⬟', '✚', '⬢'] as const;
/** The shapes by name, in the same order as the symbols (boards draw them as SVG paths). */
export const SEAT_SHAPE_NAMES = [
  'circle',
  'triangle',
  'square',
  'diamond',
  'star',
  'pentagon',
  'cross',
  'hexagon',
] as const;
/** The seat colours of the stylesheet's .seat-N classes, in seat order. */
export const SEAT_COLORS = [
  '#7fb8ff',
  '#ffb36b',
  '#8be28b',
  '#e59cff',
  '#ffe066',
  '#7fe0d8',
  '#ff8f8f',
  '#c8c8c8',
] as const;

export function seatSymbol(seat: number): string {
  return SEAT_SYMBOLS[seat % SEAT_SYMBOLS.length] as string;
}
