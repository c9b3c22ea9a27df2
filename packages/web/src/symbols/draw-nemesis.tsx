import { Backing, type Drawing, INK, LIGHT, Plate, Spanner, starPoints } from './parts.tsx';

/** Nemesis intruders: red bodies with pale details; the silhouette alone tells the kind apart. */
const FOE = '#dc2626';
const FOE_LIGHT = '#fee2e2';

export const NEMESIS_DRAWINGS: Record<string, Drawing> = {
  'nl-larva': () => (
    <g fill={FOE} stroke={FOE_LIGHT} strokeWidth={1}>
      <circle cx={18} cy={13} r={2.6} />
      <circle cx={15} cy={9.5} r={3.2} />
      <circle cx={10.5} cy={10} r={3.8} />
      <circle cx={7.5} cy={15} r={4.4} />
      <circle cx={6.2} cy={14} r={1.1} fill={FOE_LIGHT} />
    </g>
  ),
  'nl-creeper': () => (
    <g stroke={FOE} strokeWidth={1.8} strokeLinecap="round">
      <path d="M7 14L3 20M10 15L8 21M14 15L16 21M17 14L21 20M9 12L4 9M15 12L20 9" fill="none" />
      <ellipse cx={12} cy={13} rx={7} ry={4} fill={FOE} stroke={FOE_LIGHT} strokeWidth={1} />
      <circle cx={19.5} cy={11.5} r={2.6} fill={FOE} stroke={FOE_LIGHT} strokeWidth={1} />
    </g>
  ),
  'nl-adult': () => (
    <g fill={FOE} stroke={FOE_LIGHT} strokeWidth={1} strokeLinejoin="round">
      <polygon points="6,8 6.5,2.5 9,6.5 11,1.5 12.5,5.5 15,2 15,6" />
      <path d="M3 12C6 5 15 3 22 6C18 9 15 11 13 13Z" />
      <path d="M10 12L15 12.5L16 21L8.5 21Z" />
      <circle cx={17} cy={7} r={1.1} fill={FOE_LIGHT} />
    </g>
  ),
  'nl-breeder': () => (
    <g stroke={FOE_LIGHT} strokeWidth={1}>
      <path d="M6 19L4 22M18 19L20 22" stroke={FOE} strokeWidth={2} strokeLinecap="round" />
      <circle cx={12} cy={14} r={7.5} fill={FOE} />
      <circle cx={7} cy={7} r={2.8} fill={FOE_LIGHT} stroke={FOE} />
      <circle cx={12} cy={5} r={2.8} fill={FOE_LIGHT} stroke={FOE} />
      <circle cx={17} cy={7} r={2.8} fill={FOE_LIGHT} stroke={FOE} />
    </g>
  ),
  'nl-queen': () => (
    <g fill={FOE} stroke={FOE_LIGHT} strokeWidth={1} strokeLinejoin="round">
      <polygon points="3,10 5,2 8.5,7 12,1 15.5,7 19,2 21,10" />
      <ellipse cx={12} cy={11.5} rx={9} ry={3.5} />
      <path d="M6.5 14L17.5 14L14 23L10 23Z" />
    </g>
  ),
  'nl-noise': () => (
    <g>
      <Backing />
      <circle cx={6.5} cy={12} r={2.4} fill="#facc15" />
      <g fill="none" stroke="#facc15" strokeWidth={2.2} strokeLinecap="round">
        <path d="M10.5 7.5A6 6 0 0 1 10.5 16.5" />
        <path d="M14.5 4.5A10 10 0 0 1 14.5 19.5" />
      </g>
    </g>
  ),
  'nl-door': () => (
    <g>
      <rect x={4} y={2.5} width={16} height={19} rx={1.5} fill="#cbd5e1" stroke={INK} strokeWidth={1.4} />
      <rect x={4} y={10} width={16} height={4} fill={INK} />
    </g>
  ),
  'nl-door-broken': () => (
    <g>
      <rect x={4} y={2.5} width={16} height={19} rx={1.5} fill="#7f1d1d" stroke="#fca5a5" strokeWidth={1.4} />
      <path d="M13 2.5L10 9L14.5 13L11 21.5" fill="none" stroke="#fca5a5" strokeWidth={2.4} strokeLinejoin="round" />
    </g>
  ),
  'nl-fire': () => (
    <g>
      <path
        d="M12 1.5C16 6 19.5 9.5 19.5 15A7.5 7.5 0 0 1 4.5 15C4.5 11 7 8.5 8.5 5C9.5 7.5 10.5 8.5 12 9Z"
        fill="#f97316"
        stroke={INK}
        strokeWidth={1}
      />
      <path d="M12 11.5C14 13.5 15.5 15 15.5 17A3.5 3.5 0 0 1 8.5 17C8.5 15 10.5 13.5 12 11.5Z" fill="#fde68a" />
    </g>
  ),
  'nl-malfunction': () => (
    <g>
      {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
        <rect key={a} x={10.2} y={1.5} width={3.6} height={5} fill="#94a3b8" transform={`rotate(${a} 12 12)`} />
      ))}
      <circle cx={12} cy={12} r={7.5} fill="#94a3b8" stroke={INK} strokeWidth={1} />
      <circle cx={12} cy={12} r={2.5} fill={INK} />
      <path d="M14 2L11 8L15 12L10.5 22" fill="none" stroke="#facc15" strokeWidth={2.2} strokeLinejoin="round" />
    </g>
  ),
  'nl-egg': () => (
    <g>
      <ellipse cx={12} cy={13} rx={6.5} ry={8.5} fill="#e2e8f0" stroke={INK} strokeWidth={1.2} />
      <circle cx={10} cy={10} r={1.4} fill="#64748b" />
      <circle cx={14.5} cy={13} r={1.6} fill="#64748b" />
      <circle cx={10.5} cy={16.5} r={1.2} fill="#64748b" />
    </g>
  ),
  'nl-corpse': () => (
    <g fill="#cbd5e1" stroke={INK} strokeWidth={1}>
      <circle cx={5} cy={13} r={3} />
      <rect x={8.5} y={10.5} width={13} height={5.5} rx={2.5} />
      <path d="M2 19.5H22" stroke="#cbd5e1" strokeWidth={1.6} />
    </g>
  ),
  'nl-carcass': () => (
    <g fill="#e7e5e4" stroke={INK} strokeWidth={0.8}>
      {[45, -45].map((a) => (
        <g key={a} transform={`rotate(${a} 12 12)`}>
          <rect x={4} y={10.5} width={16} height={3} rx={1} />
          <circle cx={4} cy={10.2} r={2} />
          <circle cx={4} cy={13.8} r={2} />
          <circle cx={20} cy={10.2} r={2} />
          <circle cx={20} cy={13.8} r={2} />
        </g>
      ))}
    </g>
  ),
  'nl-items': () => (
    <g stroke="#fde68a" strokeWidth={1.2}>
      <rect x={3.5} y={8} width={17} height={13} fill="#a16207" />
      <rect x={2.5} y={4.5} width={19} height={4.5} fill="#ca8a04" />
      <path d="M3.5 8L20.5 21M20.5 8L3.5 21" fill="none" />
    </g>
  ),
  'nl-vent': () => (
    <g>
      <rect x={2.5} y={4.5} width={19} height={15} rx={2} fill="#334155" stroke="#cbd5e1" strokeWidth={1.4} />
      <path d="M6 9H18M6 12H18M6 15H18" stroke="#cbd5e1" strokeWidth={1.6} strokeLinecap="round" />
    </g>
  ),
  'nl-item-red': () => (
    <g>
      <Plate fill="#b91c1c" />
      <circle cx={12} cy={12} r={6} fill="none" stroke={LIGHT} strokeWidth={2} />
      <path d="M12 3.5V8M12 16V20.5M3.5 12H8M16 12H20.5" stroke={LIGHT} strokeWidth={2} />
      <circle cx={12} cy={12} r={1.4} fill={LIGHT} />
    </g>
  ),
  'nl-item-yellow': () => (
    <g>
      <Plate fill="#facc15" />
      <Spanner ink={INK} cut="#facc15" />
    </g>
  ),
  'nl-item-green': () => (
    <g>
      <Plate fill="#15803d" />
      <path d="M9.5 5H14.5V9.5H19V14.5H14.5V19H9.5V14.5H5V9.5H9.5Z" fill={LIGHT} />
    </g>
  ),
  'nl-item-blue': () => (
    <g>
      <Plate fill="#1d4ed8" />
      <rect x={4.5} y={7} width={8} height={10} rx={1} fill={LIGHT} />
      <rect x={11.5} y={7} width={8} height={10} rx={1} fill="none" stroke={LIGHT} strokeWidth={1.8} />
      <circle cx={12} cy={12} r={2} fill="#1d4ed8" stroke={LIGHT} strokeWidth={1.2} />
    </g>
  ),
  'nl-item-character': () => (
    <g>
      <Plate fill="#6b7280" />
      <polygon points={starPoints(5, 8, 3.4, 12, 12.5)} fill={LIGHT} />
    </g>
  ),
};
