import type { Action } from '@airlock/engine';
import { useId } from 'react';
import { Sym } from '../../symbols/Symbol.tsx';
import { SEAT_COLORS } from '../../ui/seat-identity.ts';
import { seatShape } from '../../ui/seats.tsx';
import { Pulse } from '../../ui/Pulse.tsx';
import { findAction, Hit } from '../svg.tsx';
import { CASIMIR_1, type McView, MODULES, moduleName } from './data.ts';
import { moldOf, threatMarkers } from './threats.ts';

const W = 150;
const H = 112;
const GAP = 16;
const PAD = 56;
const cellX = (c: number) => PAD + c * (W + GAP);
const cellY = (r: number) => PAD + r * (H + GAP);

/** Where a pod sits: on the first side of its module that has no module next to it. */
function podSpot(m: number): { x: number; y: number } {
  const [r, c] = CASIMIR_1.cells[m] as readonly [number, number];
  const taken = (rr: number, cc: number) => CASIMIR_1.cells.some(([a, b]) => a === rr && b === cc);
  const x = cellX(c);
  const y = cellY(r);
  if (!taken(r - 1, c)) return { x: x + W / 2 - 24, y: y - 44 };
  if (!taken(r, c + 1)) return { x: x + W + 6, y: y + H / 2 - 16 };
  if (!taken(r + 1, c)) return { x: x + W / 2 - 24, y: y + H + 12 };
  return { x: x - 54, y: y + H / 2 - 16 };
}

/** Diagonal hatching: marks a wrecked module or mold without relying on colour. */
export function Hatch({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" className="hatch-bg" />
        <line x1="0" y1="0" x2="0" y2="6" className="hatch-line" />
      </pattern>
    </defs>
  );
}

export function Ship({
  v,
  names,
  me,
  legal,
  onAct,
  changed,
}: {
  v: McView;
  names: readonly string[];
  me: number | null;
  legal: readonly Action[];
  onAct?: ((a: Action) => void) | undefined;
  changed: ReadonlySet<string>;
}) {
  const cols = Math.max(...CASIMIR_1.cells.map(([, c]) => c)) + 1;
  const rows = Math.max(...CASIMIR_1.cells.map(([r]) => r)) + 1;
  const width = PAD * 2 + cols * (W + GAP) - GAP;
  const height = PAD * 2 + rows * (H + GAP) - GAP;
  const threats = threatMarkers(v.ext);
  const hatch = useId();
  const molds = moldOf(v.ext);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; the group role names it
    <svg viewBox={`0 0 ${width} ${height}`} className="board mc-ship" role="group" aria-label="The ship">
      <title>The ship: modules, crew and escape pods</title>
      <Hatch id={hatch} />
      {MODULES.map((mod, m) => {
        const [r, c] = CASIMIR_1.cells[m] as readonly [number, number];
        const x = cellX(c);
        const y = cellY(r);
        const cubes = v.cubes[m] ?? 0;
        const crew = v.pos.flatMap((p, seat) => (p === m && !v.escaped.includes(seat) ? [seat] : []));
        const hot = changed.has(`cubes.${m}`) || v.pos.some((_, s) => changed.has(`pos.${s}`) && v.pos[s] === m);
        const here = me !== null && v.pos[me] === m;
        const move = findAction(legal, (a) => a.type === 'move' && a.to === m);
        const marks = threats.filter((t) => t.module === m);
        const mold = molds?.mods[m] ?? 0;
        const label = `${mod.name}, number ${v.num[m]}, ${cubes} of 3 status cubes${crew.length ? `, crew: ${crew.map((s) => names[s] ?? s + 1).join(', ')}` : ''}${marks.length ? `, ${marks.map((t) => t.name).join(', ')}` : ''}${mold ? `, ${mold} mold` : ''}${move ? '. Move here' : ''}`;
        return (
          <Hit key={mod.kind} action={move} onAct={onAct} label={label}>
            <rect
              x={x}
              y={y}
              width={W}
              height={H}
              rx={8}
              className={`module${cubes === 0 ? ' dead' : ''}${hot ? ' changed' : ''}${here ? ' here' : ''}${move ? ' playable' : ''}`}
              fill={cubes === 0 ? `url(#${hatch})` : undefined}
            >
              {hot ? <Pulse attribute="stroke-width" values="4;10;4" /> : null}
            </rect>
            <circle cx={x + 16} cy={y + 16} r={12} className="num-token" />
            <text x={x + 16} y={y + 21} textAnchor="middle" className="svg-small num-text">
              {v.num[m]}
            </text>
            <text x={x + 32} y={y + 21} className="svg-name mod-name">
              {mod.name}
            </text>
            {[0, 1, 2].map((i) => (
              <rect
                key={i}
                x={x + 10 + i * 18}
                y={y + 34}
                width={14}
                height={14}
                className={i < cubes ? 'cube' : 'cube empty'}
              />
            ))}
            <text x={x + 68} y={y + 46} className="svg-small">
              {cubes === 0 ? 'no cubes left' : `${cubes}/3 cubes`}
            </text>
            <Sym symbol={`mc-${mod.kind}`} cx={x + W - 18} cy={y + H - 32} size={24} label={`${mod.name} module`} />
            {Array.from({ length: mold }, (_, i) => (
              <Sym
                // biome-ignore lint/suspicious/noArrayIndexKey: mold cubes are interchangeable
                key={i}
                symbol="mc-mold"
                cx={x + 71 + i * 18}
                cy={y + 59}
                size={16}
              />
            ))}
            {crew.map((seat, i) => (
              <g key={seat} className={`crew seat-${seat % 8}`}>
                <Sym
                  symbol="mc-crew"
                  cx={x + 18 + i * 26}
                  cy={y + 78}
                  size={24}
                  tint={SEAT_COLORS[seat % SEAT_COLORS.length]}
                  inner={seatShape(seat)}
                  label={`crew member: ${names[seat] ?? `seat ${seat + 1}`}`}
                />
              </g>
            ))}
            {marks.map((t, i) => (
              <Sym
                key={t.name}
                symbol="mc-threat"
                cx={x + W - 50 - i * 24}
                cy={y + 80}
                size={22}
                label={t.name}
                badge={t.mark}
              />
            ))}
            {here ? (
              <text x={x + W - 8} y={y + H - 8} textAnchor="end" className="svg-small here-mark">
                you are here
              </text>
            ) : null}
            {hot ? (
              <text x={x + W - 6} y={y + 46} textAnchor="end" className="changed-mark">
                ✱
              </text>
            ) : null}
          </Hit>
        );
      })}
      {v.pods.map((pod, p) => {
        const { x, y } = podSpot(pod.module);
        const look = findAction(legal, (a) => a.type === 'view' && a.pod === p);
        const knows = me !== null && (pod.known & (1 << me)) !== 0;
        const hot = changed.has(`pods.${p}`) || changed.has(`pods.${p}.up`) || changed.has(`pods.${p}.id`);
        return (
          <Hit
            key={`pod-${pod.module}`}
            action={look}
            onAct={onAct}
            label={`Escape pod by ${moduleName(pod.module)}: ${pod.up ? 'in place' : 'gone'}, ID ${pod.id ?? 'unknown to you'}${look ? '. Look under it' : ''}`}
          >
            <rect
              x={x}
              y={y}
              width={48}
              height={32}
              rx={14}
              className={`pod${pod.up ? '' : ' gone'}${hot ? ' changed' : ''}${look ? ' playable' : ''}`}
            />
            <Sym symbol={pod.up ? 'mc-pod' : 'mc-pod-gone'} cx={x + 14} cy={y + 16} size={20} />
            <text x={x + 35} y={y + 21} textAnchor="middle" className="pod-text">
              {pod.up ? (pod.id ?? '?') : ''}
              {knows ? '✓' : ''}
            </text>
          </Hit>
        );
      })}
    </svg>
  );
}
