import type { ReactNode } from 'react';
import { type Drawing, INK, LIGHT, Plate } from './parts.tsx';

/** Space Alert: threats in warning yellow with dark detail; station devices as dark glyphs on a light tile. */
const WARN = '#facc15';

const tile =
  (glyph: ReactNode): Drawing =>
  () => (
    <g>
      <Plate />
      {glyph}
    </g>
  );

const creature = (
  <g>
    <path d="M7 14L4 21M10 15.5L9 22M14 15.5L15 22M17 14L20 21" stroke={WARN} strokeWidth={2} strokeLinecap="round" />
    <circle cx={12} cy={10} r={6.5} fill={WARN} stroke={INK} strokeWidth={1.2} />
    <circle cx={9.8} cy={9} r={1.3} fill={INK} />
    <circle cx={14.2} cy={9} r={1.3} fill={INK} />
  </g>
);

export const SPACE_ALERT_DRAWINGS: Record<string, Drawing> = {
  'sa-ext': () => (
    <polygon
      points="2.5,4.5 21.5,12 2.5,19.5 7.5,12"
      fill={WARN}
      stroke={INK}
      strokeWidth={1.3}
      strokeLinejoin="round"
    />
  ),
  'sa-ext-serious': () => (
    <g>
      <polygon points="1,2.5 23,12 1,21.5 6.5,12" fill={WARN} stroke={INK} strokeWidth={1.3} strokeLinejoin="round" />
      <polygon points="8.5,8 16.5,12 8.5,16 10.5,12" fill={INK} />
    </g>
  ),
  'sa-int': () => creature,
  'sa-int-serious': () => (
    <g>
      <circle cx={12} cy={12} r={11} fill={INK} stroke={WARN} strokeWidth={1.6} />
      <g transform="translate(2.4 1.6) scale(0.8)">{creature}</g>
    </g>
  ),
  'sa-destroyed': () => (
    <g>
      <circle cx={12} cy={12} r={9} fill="none" stroke={WARN} strokeWidth={1.6} strokeDasharray="3 2" />
      <path d="M6 6L18 18M18 6L6 18" stroke={LIGHT} strokeWidth={2.6} strokeLinecap="round" />
    </g>
  ),
  'sa-act-a': tile(
    <g stroke={INK} strokeWidth={1.8}>
      <circle cx={12} cy={12} r={6} fill="none" />
      <path d="M12 3.5V8M12 16V20.5M3.5 12H8M16 12H20.5" />
      <circle cx={12} cy={12} r={1.5} fill={INK} stroke="none" />
    </g>,
  ),
  'sa-act-b': tile(<polygon points="13.5,3 5.5,13.5 11,13.5 9.5,21 18.5,9.5 13,9.5" fill={INK} />),
  'sa-battlebots': tile(
    <g>
      <line x1={12} y1={7} x2={12} y2={3.5} stroke={INK} strokeWidth={1.6} />
      <circle cx={12} cy={3.8} r={1.5} fill={INK} />
      <rect x={5} y={7} width={14} height={12} rx={2.5} fill={INK} />
      <circle cx={9.3} cy={11.8} r={1.9} fill="#e2e8f0" />
      <circle cx={14.7} cy={11.8} r={1.9} fill="#e2e8f0" />
      <rect x={8.5} y={15.5} width={7} height={1.4} fill="#e2e8f0" />
    </g>,
  ),
  'sa-rockets': tile(
    <g fill={INK}>
      <path d="M19.5 4.5C19.5 9 17.5 12.5 13 16.5L7.5 11C11.5 6.5 15 4.5 19.5 4.5Z" />
      <polygon points="8.5,12 5,12.5 3.5,15.5 7,14.5" />
      <polygon points="12,15.5 11.5,19 8.5,20.5 9.5,17" />
      <path d="M7 17L4 20" stroke={INK} strokeWidth={1.8} strokeLinecap="round" />
      <circle cx={15.5} cy={8.5} r={1.6} fill="#e2e8f0" />
    </g>,
  ),
  'sa-interceptors': tile(<polygon points="12,3.5 20,19.5 12,15.5 4,19.5" fill={INK} />),
  'sa-computer': tile(
    <g>
      <rect x={4} y={4.5} width={16} height={11} rx={1.5} fill="none" stroke={INK} strokeWidth={1.8} />
      <path d="M7 8.5H13M7 11.5H16" stroke={INK} strokeWidth={1.4} />
      <path d="M12 15.5V19M8 19.5H16" stroke={INK} strokeWidth={1.8} />
    </g>,
  ),
  'sa-observation': tile(
    <g>
      <path d="M3 12Q12 3.5 21 12Q12 20.5 3 12Z" fill="none" stroke={INK} strokeWidth={1.6} />
      <circle cx={12} cy={12} r={3.5} fill={INK} />
    </g>,
  ),
};
