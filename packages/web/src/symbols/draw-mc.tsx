import type { ReactNode } from 'react';
import { type Drawing, INK, LIGHT, Plate, Spanner } from './parts.tsx';

/** Mission Catastrophe: each module kind is a dark glyph on a light tile, read against any module. */
const TILE = '#dbeafe';

const mod =
  (glyph: ReactNode): Drawing =>
  () => (
    <g>
      <Plate fill={TILE} />
      {glyph}
    </g>
  );

export const MC_DRAWINGS: Record<string, Drawing> = {
  'mc-crew-quarters': mod(
    <g fill={INK}>
      <rect x={5} y={4.5} width={2} height={15} />
      <rect x={17} y={4.5} width={2} height={15} />
      <rect x={5} y={8.5} width={14} height={2.5} />
      <rect x={5} y={15} width={14} height={2.5} />
      <rect x={7.5} y={6.5} width={3.5} height={2} rx={1} />
      <rect x={7.5} y={13} width={3.5} height={2} rx={1} />
    </g>,
  ),
  'mc-operations': mod(
    <g>
      <rect x={4.5} y={4.5} width={15} height={10} rx={1.5} fill={INK} />
      <path d="M7 11L10 8L12.5 10.5L17 6.5" fill="none" stroke={TILE} strokeWidth={1.4} />
      <rect x={4} y={16.5} width={16} height={3} rx={1} fill={INK} />
    </g>,
  ),
  'mc-maintenance': mod(<Spanner ink={INK} cut={TILE} />),
  'mc-laboratory': mod(
    <g>
      <path
        d="M10 4H14V9.5L18.5 18.5Q19 20 17.5 20H6.5Q5 20 5.5 18.5L10 9.5Z"
        fill="none"
        stroke={INK}
        strokeWidth={1.6}
      />
      <path d="M7.8 14H16.2L18.5 18.5Q19 20 17.5 20H6.5Q5 20 5.5 18.5Z" fill={INK} />
      <rect x={9} y={3} width={6} height={1.6} fill={INK} />
    </g>,
  ),
  'mc-life-support': mod(
    <g>
      <path d="M12 3.5C15.5 8.5 18 11.5 18 14.5A6 6 0 0 1 6 14.5C6 11.5 8.5 8.5 12 3.5Z" fill={INK} />
      <circle cx={10} cy={15} r={1.8} fill={TILE} />
    </g>,
  ),
  'mc-greenhouse': mod(
    <g>
      <path d="M5 19C5 10 10.5 5 19.5 4.5C19.5 13 14.5 19 5 19Z" fill={INK} />
      <path d="M5.5 18.5L15 9" stroke={TILE} strokeWidth={1.4} />
    </g>,
  ),
  'mc-engine-room': mod(
    <g fill={INK}>
      <rect x={3.5} y={8.5} width={7} height={7} />
      <polygon points="10.5,8.5 15.5,5 15.5,19 10.5,15.5" />
      <path d="M17 8H21M17 12H21M17 16H21" stroke={INK} strokeWidth={1.6} strokeLinecap="round" />
    </g>,
  ),
  'mc-navigation': mod(
    <g>
      <circle cx={12} cy={12} r={8.5} fill="none" stroke={INK} strokeWidth={1.6} />
      <polygon points="12,4.5 14.5,12 9.5,12" fill={INK} />
      <polygon points="12,19.5 14.5,12 9.5,12" fill="none" stroke={INK} strokeWidth={1.2} />
    </g>,
  ),
  'mc-cargo-bay': mod(
    <g fill="none" stroke={INK} strokeWidth={1.6}>
      <rect x={3.5} y={12.5} width={8} height={7.5} />
      <rect x={12.5} y={12.5} width={8} height={7.5} />
      <rect x={8} y={4.5} width={8} height={8} fill={INK} />
    </g>,
  ),
  'mc-teleporter': mod(
    <g>
      <ellipse cx={12} cy={18.5} rx={8} ry={2.5} fill={INK} />
      <g fill="none" stroke={INK} strokeWidth={1.4}>
        <ellipse cx={12} cy={14} rx={5.5} ry={1.6} />
        <ellipse cx={12} cy={9.5} rx={5.5} ry={1.6} />
        <ellipse cx={12} cy={5} rx={5.5} ry={1.6} />
      </g>
    </g>,
  ),
  'mc-bridge': mod(
    <g stroke={INK} strokeWidth={1.6}>
      {[0, 60, 120].map((a) => (
        <line key={a} x1={12} y1={3.5} x2={12} y2={20.5} transform={`rotate(${a} 12 12)`} strokeLinecap="round" />
      ))}
      <circle cx={12} cy={12} r={5.8} fill="none" />
      <circle cx={12} cy={12} r={2} fill={INK} />
    </g>,
  ),
  'mc-sensors': mod(
    <g>
      <path d="M4 9A9 9 0 0 0 15 20Z" fill={INK} />
      <line x1={9.5} y1={14.5} x2={13} y2={11} stroke={INK} strokeWidth={1.6} />
      <g fill="none" stroke={INK} strokeWidth={1.5} strokeLinecap="round">
        <path d="M14 6.5A4 4 0 0 1 17.5 10" />
        <path d="M14.5 3A7.5 7.5 0 0 1 21 9.5" />
      </g>
    </g>,
  ),
  'mc-crew': (tint = '#7fb8ff') => (
    <g>
      <circle cx={12} cy={12} r={10.5} fill={tint} stroke={INK} strokeWidth={1.2} />
      <rect x={4.5} y={6.5} width={15} height={11} rx={5} fill={INK} />
      <path d="M7 21A10.5 10.5 0 0 0 17 21" fill="none" stroke={INK} strokeWidth={1.2} />
    </g>
  ),
  'mc-threat': () => (
    <g>
      <polygon
        points="12,2 22.5,20.5 1.5,20.5"
        fill="#dc2626"
        stroke="#fecaca"
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
      <rect x={11} y={8} width={2} height={7} fill={LIGHT} />
      <circle cx={12} cy={17.5} r={1.2} fill={LIGHT} />
    </g>
  ),
  'mc-mold': () => (
    <g fill="#a3e635" stroke={INK} strokeWidth={1}>
      <circle cx={8.5} cy={8.5} r={4.5} />
      <circle cx={16} cy={9.5} r={3.5} />
      <circle cx={11} cy={16} r={5} />
      <circle cx={18} cy={16.5} r={3} />
    </g>
  ),
  'mc-pod': () => (
    <g>
      <rect x={2} y={6} width={20} height={12} rx={6} fill="#e2e8f0" stroke={INK} strokeWidth={1.2} />
      <circle cx={8} cy={12} r={2.6} fill={INK} />
      <path d="M22 9L23.5 12L22 15" fill="none" stroke={INK} strokeWidth={1.2} />
    </g>
  ),
  'mc-pod-gone': () => (
    <rect
      x={2}
      y={6}
      width={20}
      height={12}
      rx={6}
      fill="none"
      stroke="#94a3b8"
      strokeWidth={1.6}
      strokeDasharray="3 2"
    />
  ),
};
