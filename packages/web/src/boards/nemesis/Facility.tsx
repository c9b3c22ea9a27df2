import type { Action } from '@airlock/engine';
import { characterLabel } from './labels.ts';
import type { NLView } from '@airlock/nemesis-lockdown';
import { findAction, Hit } from '../svg.tsx';
import {
  centre,
  INTRUDER_MARK,
  SEAT_FILL,
  ROOM_H,
  ROOM_W,
  roomTitle,
  SEAT_SHAPES,
  sectionOf,
  shapePath,
  STEP,
} from './layout.ts';

interface Props {
  v: NLView;
  names: readonly string[];
  legal: readonly Action[];
  onAct?: ((a: Action) => void) | undefined;
  changed: ReadonlySet<string>;
}

/** A corridor: a line, a noise marker (N in a circle) at its middle, and its door (bar with D, or X). */
function CorridorLine({ c }: { c: NLView['corridors'][number] }) {
  const [ax, ay] = centre(c.a);
  const [bx, by] = centre(c.b);
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const what = [c.path ? 'path' : 'corridor', `${c.a} to ${c.b}`];
  if (c.noise) what.push('noise marker');
  if (!c.path && c.door !== 'open') what.push(`door ${c.door}`);
  return (
    <g className={`nl-corridor${c.path ? ' path' : ''}`} aria-label={what.join(', ')} data-corridor={c.id}>
      <line
        x1={ax}
        y1={ay}
        x2={bx}
        y2={by}
        className="nl-line"
        stroke="#8a97ab"
        strokeWidth={3}
        strokeDasharray={c.path ? '6 5' : undefined}
      />
      {c.door === 'closed' ? (
        <g className="nl-door closed">
          <rect x={mx - 10} y={my - 8} width={20} height={16} fill="#cbd5e1" stroke="#0f172a" />
          <text x={mx} y={my + 4} textAnchor="middle" className="svg-small" fill="#0f172a">
            D
          </text>
        </g>
      ) : null}
      {c.door === 'destroyed' ? (
        <text x={mx} y={my + 4} textAnchor="middle" className="svg-small nl-door destroyed">
          ✕
        </text>
      ) : null}
      {c.noise ? (
        <g className="nl-noise">
          <circle cx={mx + 14} cy={my - 12} r={8} fill="#facc15" stroke="#0f172a" />
          <text x={mx + 14} y={my - 8} textAnchor="middle" className="svg-small" fill="#0f172a">
            N
          </text>
        </g>
      ) : null}
    </g>
  );
}

/** The facility: rooms (face down or revealed), corridors, markers, characters and intruders. */
export function Facility({ v, names, legal, onAct, changed }: Props) {
  const bottom = Math.max(...v.rooms.map((r) => centre(r.id)[1])) + 60;
  const width = 14 * STEP;
  return (
    <svg viewBox={`0 0 ${width} ${bottom}`} className="board nl-facility" role="img" aria-label="The facility">
      <title>The facility</title>
      {v.corridors.map((c) => (
        <CorridorLine key={c.id} c={c} />
      ))}
      {v.rooms.map((r, i) => {
        const [cx, cy] = centre(r.id);
        const x = cx - ROOM_W / 2;
        const y = cy - ROOM_H / 2;
        const here = v.players.filter((p) => p.room === r.id && (p.status === 'alive' || p.status === 'pod'));
        const foes = v.intruders.filter((n) => n.room === r.id);
        const marks: string[] = [];
        if (r.fire) marks.push('Fire');
        if (r.malfunction) marks.push('Malf.');
        if (r.objects.egg) marks.push(`Egg×${r.objects.egg}`);
        if (r.objects.corpse) marks.push(`Corpse×${r.objects.corpse}`);
        if (r.objects.carcass) marks.push(`Carcass×${r.objects.carcass}`);
        if (r.items !== null && r.explored) marks.push(`Items ${r.items}`);
        if (v.vent === r.id) marks.push('Vent');
        const title = roomTitle(r);
        const move = findAction(legal, (a) => a.type === 'move' && a.to === r.id);
        const hot = changed.has(`rooms.${i}`) ? ' changed' : '';
        const label = [
          `${title} (${r.id}, section ${sectionOf(r.id) || 'none'})`,
          ...marks,
          ...here.map((p) => characterLabel(p, names)),
          ...foes.map((n) => `intruder ${n.kind} ${n.id}`),
          ...(move ? ['move here'] : []),
        ].join(', ');
        return (
          <Hit key={r.id} action={move} onAct={onAct} label={label}>
            <g
              className={`nl-room${r.tile ? ' revealed' : ' face-down'}${r.fire ? ' fire' : ''}${hot}`}
              data-room={r.id}
            >
              <rect
                x={x}
                y={y}
                width={ROOM_W}
                height={ROOM_H}
                rx={6}
                fill={r.tile ? '#1e3a5f' : '#111827'}
                stroke={r.fire ? '#f97316' : move ? '#facc15' : '#94a3b8'}
                strokeWidth={r.fire || move ? 3 : 1.5}
                strokeDasharray={r.tile ? undefined : '4 3'}
                className={move ? 'nl-room-box can-move' : 'nl-room-box'}
              />
              <text x={cx} y={y + 13} textAnchor="middle" className="svg-small nl-room-name">
                {title.length > 16 ? `${title.slice(0, 15)}…` : title}
              </text>
              <text x={cx} y={y + 25} textAnchor="middle" className="svg-small">
                {marks.join(' ')}
              </text>
              {here.map((p, k) => {
                const shape = SEAT_SHAPES[p.seat % SEAT_SHAPES.length] ?? 'circle';
                const px = x + 12 + k * 18;
                return (
                  <g key={p.seat} className={`nl-seat seat-${p.seat}`} data-seat={p.seat}>
                    <path
                      d={shapePath(shape, px, y + 44, 7)}
                      fill={SEAT_FILL[p.seat % SEAT_FILL.length]}
                      stroke="#f8fafc"
                    />
                    <text x={px} y={y + 62} textAnchor="middle" className="svg-small">
                      {p.seat + 1}
                      {p.slime ? 's' : ''}
                    </text>
                  </g>
                );
              })}
              {foes.map((n, k) => (
                <g key={n.id} className={`nl-intruder ${n.kind}`} data-intruder={n.id}>
                  <rect
                    x={x + ROOM_W - 20 - k * 19}
                    y={y + 56}
                    width={17}
                    height={16}
                    rx={3}
                    fill="#7f1d1d"
                    stroke="#fca5a5"
                  />
                  <text x={x + ROOM_W - 11.5 - k * 19} y={y + 68} textAnchor="middle" className="svg-small">
                    {INTRUDER_MARK[n.kind] ?? '?'}
                    {n.injuries > 0 ? n.injuries : ''}
                  </text>
                </g>
              ))}
            </g>
          </Hit>
        );
      })}
    </svg>
  );
}
