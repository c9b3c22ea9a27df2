import { type Drawing, INK, LIGHT, starPoints } from './parts.tsx';

/** Lifeform: pieces in their own colours with dark outlines; chamber marks as light glyphs. */
export const LIFEFORM_DRAWINGS: Record<string, Drawing> = {
  'lf-char': (tint = '#7fb8ff') => (
    <g fill={tint} stroke={INK} strokeWidth={1.2}>
      <circle cx={12} cy={5} r={4.2} />
      <path d="M2.5 23.5V16.5Q2.5 10 12 10Q21.5 10 21.5 16.5V23.5Z" />
    </g>
  ),
  'lf-image': () => (
    <g>
      <path
        d="M4 14C2.5 7 8 2.5 13 3.5C19 3.5 22.5 9 20.5 14C22 19.5 17 22.5 12 20.5C7 22.5 3 19 4 14Z"
        fill="#c084fc"
        stroke={INK}
        strokeWidth={1.2}
      />
      <ellipse cx={12} cy={8.5} rx={3.6} ry={2.6} fill={LIGHT} />
      <circle cx={12.5} cy={8.5} r={1.4} fill={INK} />
    </g>
  ),
  'lf-android': () => (
    <g>
      <line x1={12} y1={5} x2={12} y2={1.5} stroke="#cbd5e1" strokeWidth={1.6} />
      <rect x={3.5} y={5} width={17} height={16} rx={2} fill="#cbd5e1" stroke={INK} strokeWidth={1.2} />
      <rect x={6.5} y={9} width={4} height={3.5} fill={INK} />
      <rect x={13.5} y={9} width={4} height={3.5} fill={INK} />
      <rect x={7} y={15.5} width={10} height={2} fill={INK} />
    </g>
  ),
  'lf-cat': () => (
    <g>
      <path
        d="M3.5 21.5V3.5L9 9.5H15L20.5 3.5V21.5Z"
        fill="#fb923c"
        stroke={INK}
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
      <circle cx={9} cy={14} r={1.5} fill={INK} />
      <circle cx={15} cy={14} r={1.5} fill={INK} />
      <polygon points="10.8,17 13.2,17 12,18.6" fill={INK} />
    </g>
  ),
  'lf-mission': () => (
    <g>
      <line x1={6} y1={2.5} x2={6} y2={22} stroke={LIGHT} strokeWidth={2.2} />
      <polygon points="7,3 21,7.5 7,12.5" fill="#4ade80" stroke={INK} strokeWidth={1} />
    </g>
  ),
  'lf-terror': () => (
    <g>
      <polygon points={starPoints(8, 11, 6)} fill="#f87171" stroke={INK} strokeWidth={1} />
      <rect x={10.8} y={6.5} width={2.4} height={7} fill={INK} />
      <circle cx={12} cy={16.5} r={1.4} fill={INK} />
    </g>
  ),
  'lf-breach': () => (
    <g>
      <rect x={2.5} y={2.5} width={19} height={19} rx={3} fill="#94a3b8" stroke={INK} strokeWidth={1.2} />
      <path d="M13 2.5L9.5 9L14.5 13L10 21.5" fill="none" stroke={INK} strokeWidth={2.8} strokeLinejoin="round" />
    </g>
  ),
  'lf-vent': (tint = '#7dd3fc') => (
    <g>
      <rect x={2.5} y={4} width={19} height={16} rx={2} fill="#1e293b" stroke={tint} strokeWidth={2.4} />
      <path d="M6.5 8.5H17.5M6.5 12H17.5M6.5 15.5H17.5" stroke={LIGHT} strokeWidth={1.8} strokeLinecap="round" />
    </g>
  ),
  'lf-cocoon': () => (
    <path
      d="M12 12A2 2 0 0 1 14 14A4 4 0 0 1 10 18A6 6 0 0 1 4 12A8 8 0 0 1 12 4A9.5 9.5 0 0 1 21.5 13.5"
      fill="none"
      stroke="#d8b4fe"
      strokeWidth={2.4}
      strokeLinecap="round"
    />
  ),
  'lf-objective': () => (
    <g fill="none" stroke="#fde047" strokeWidth={2}>
      <circle cx={12} cy={12} r={9.5} />
      <circle cx={12} cy={12} r={5} />
      <circle cx={12} cy={12} r={1.6} fill="#fde047" stroke="none" />
    </g>
  ),
  'lf-circuit': () => (
    <g>
      <path
        d="M9 2.5V6M15 2.5V6M9 18V21.5M15 18V21.5M2.5 9H6M2.5 15H6M18 9H21.5M18 15H21.5"
        stroke="#5eead4"
        strokeWidth={1.8}
      />
      <rect x={6} y={6} width={12} height={12} rx={1.5} fill="#5eead4" stroke={INK} strokeWidth={1.2} />
      <rect x={9.5} y={9.5} width={5} height={5} fill={INK} />
    </g>
  ),
};
