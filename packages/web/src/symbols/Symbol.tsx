import { SYMBOL_INFO } from './catalog.ts';
import { MC_DRAWINGS } from './draw-mc.tsx';
import { LIFEFORM_DRAWINGS } from './draw-lifeform.tsx';
import { NEMESIS_DRAWINGS } from './draw-nemesis.tsx';
import { SPACE_ALERT_DRAWINGS } from './draw-space-alert.tsx';
import { INK, LIGHT, type Drawing } from './parts.tsx';

/** Every drawing by symbol id (catalog.ts names and explains each one). */
export const DRAWINGS: Readonly<Record<string, Drawing>> = {
  ...NEMESIS_DRAWINGS,
  ...MC_DRAWINGS,
  ...SPACE_ALERT_DRAWINGS,
  ...LIFEFORM_DRAWINGS,
};

/** Where a symbol's `inner` letter sits and in what ink (defaults: the middle, in the tint or light). */
const INNER: Record<string, { y: number; x?: number; ink?: string; size?: number }> = {
  'lf-mission': { x: 15.5, y: 23, ink: '#4ade80', size: 13 },
  'lf-char': { y: 21.5, ink: INK, size: 11 },
  'lf-image': { y: 20.5, ink: INK, size: 9 },
};

export interface SymProps {
  /** The symbol's id in the catalogue. */
  symbol: string;
  /** Centre of the symbol in the parent drawing's units (omit inside HTML). */
  cx?: number;
  cy?: number;
  /** Width and height, in the parent's units (or CSS pixels in HTML). */
  size?: number;
  /** The accessible name; the catalogue's name when omitted. */
  label?: string;
  /** A seat's or marker's colour, for the symbols that take one. */
  tint?: string;
  /** A number or letter in a small disc at the bottom right corner (a count, injuries, a turn). */
  badge?: string | number;
  /** A letter or seat shape drawn at the symbol's middle (a crew member's). */
  inner?: string;
  className?: string;
}

/**
 * One symbol as an SVG: usable inside a board's drawing (placed by its centre) and inline in HTML.
 * It carries its name as <title> and aria-label, and `data-symbol` so tests can list what a board draws.
 */
export function Sym({ symbol: id, cx, cy, size = 20, label, tint, badge, inner, className }: SymProps) {
  const draw = DRAWINGS[id];
  const name = label ?? SYMBOL_INFO[id]?.name ?? id;
  const placed = cx !== undefined && cy !== undefined;
  return (
    <svg
      x={placed ? cx - size / 2 : undefined}
      y={placed ? cy - size / 2 : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      overflow="visible"
      role="img"
      aria-label={name}
      data-symbol={id}
      className={`sym${className ? ` ${className}` : ''}`}
    >
      <title>{name}</title>
      {draw ? draw(tint) : null}
      {inner !== undefined ? (
        <g fill={INNER[id]?.ink ?? tint ?? LIGHT}>
          <text
            x={INNER[id]?.x ?? 12}
            y={INNER[id]?.y ?? 15.5}
            textAnchor="middle"
            fontSize={INNER[id]?.size ?? 10}
            fontWeight={700}
            className="sym-text"
          >
            {inner}
          </text>
        </g>
      ) : null}
      {badge !== undefined && badge !== '' ? (
        <g className="sym-badge" fill={INK}>
          <circle cx={19.5} cy={19} r={7} fill={LIGHT} stroke={INK} strokeWidth={1.2} />
          <text x={19.5} y={23} textAnchor="middle" fontSize={11.5} fontWeight={700} fill={INK} className="sym-text">
            {badge}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
