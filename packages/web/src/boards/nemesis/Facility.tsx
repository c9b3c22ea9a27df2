import type { Action } from '@airlock/engine';
import { type NLView, slotName, TILE } from '@airlock/nemesis-lockdown';
import { Pulse } from '../../ui/Pulse.tsx';
import { Sym } from '../../symbols/Symbol.tsx';
import { Hit } from '../svg.tsx';
import { placeOf } from './choices.ts';
import type { Touched } from './highlights.ts';
import { characterLabel } from './labels.ts';
import {
  centre,
  extent,
  SEAT_FILL,
  ROOM_H,
  ROOM_W,
  roomTitle,
  SEAT_SHAPES,
  sectionOf,
  shapePath,
  titleLines,
} from './layout.ts';

/** Room text a little larger than the shared small SVG text: the map is drawn at about 80% on a laptop. */

interface Props {
  v: NLView;
  names: readonly string[];
  legal: readonly Action[];
  onAct?: ((a: Action) => void) | undefined;
  /** Rooms, corridors and characters changed since the viewer's last turn: outlined, marked ✱, pulsed once. */
  touched: Touched;
  /** The room whose choices are listed under the map. */
  selected?: string | null;
  /** Picks a room on the map (its choices are then listed under it). */
  onPick?: ((room: string) => void) | undefined;
}

/** A corridor's line (drawn under the rooms); its markers are drawn over them by CorridorMarks. */
function CorridorLine({ c, side, hot }: { c: NLView['corridors'][number]; side: string; hot: boolean }) {
  const [ax, ay] = centre(c.a, side);
  const [bx, by] = centre(c.b, side);
  const what = [c.path ? 'path' : 'corridor', `${c.a} to ${c.b}`];
  if (c.noise) what.push('noise marker');
  if (!c.path && c.door !== 'open') what.push(`door ${c.door}`);
  if (hot) what.push('changed since your last turn');
  return (
    <g
      className={`nl-corridor${c.path ? ' path' : ''}${hot ? ' changed' : ''}`}
      aria-label={what.join(', ')}
      data-corridor={c.id}
    >
      <line
        x1={ax}
        y1={ay}
        x2={bx}
        y2={by}
        className="nl-line"
        stroke={hot ? '#facc15' : '#8a97ab'}
        strokeWidth={hot ? 6 : 3}
        strokeDasharray={c.path ? '6 5' : undefined}
      >
        {hot ? <Pulse attribute="stroke-width" values="6;12;6" /> : null}
      </line>
    </g>
  );
}

/**
 * A corridor's noise marker and door (closed or destroyed) at its middle, drawn over the
 * rooms: between two neighbouring rooms the corridor is short and the rooms would hide them.
 */
function CorridorMarks({ c, side }: { c: NLView['corridors'][number]; side: string }) {
  if (!c.noise && c.door === 'open') return null;
  const [ax, ay] = centre(c.a, side);
  const [bx, by] = centre(c.b, side);
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  return (
    <g className="nl-marks" pointerEvents="none">
      {c.door === 'closed' ? <Sym symbol="nl-door" cx={mx} cy={my} size={22} label="closed door" /> : null}
      {c.door === 'destroyed' ? <Sym symbol="nl-door-broken" cx={mx} cy={my} size={22} label="destroyed door" /> : null}
      {c.noise ? <Sym symbol="nl-noise" cx={mx + 15} cy={my - 15} size={24} label="noise marker" /> : null}
    </g>
  );
}

/** A room's markers as symbols: what is there, its accessible words, and a count where one matters. */
export function roomMarks(r: NLView['rooms'][number], vent: boolean): { id: string; label: string; count?: number }[] {
  const out: { id: string; label: string; count?: number }[] = [];
  if (r.fire) out.push({ id: 'nl-fire', label: 'fire' });
  if (r.malfunction) out.push({ id: 'nl-malfunction', label: 'malfunction' });
  if (r.objects.egg) out.push({ id: 'nl-egg', label: `${r.objects.egg} egg(s)`, count: r.objects.egg });
  if (r.objects.corpse) out.push({ id: 'nl-corpse', label: `${r.objects.corpse} corpse(s)`, count: r.objects.corpse });
  if (r.objects.carcass)
    out.push({ id: 'nl-carcass', label: `${r.objects.carcass} carcass(es)`, count: r.objects.carcass });
  if (r.items !== null && r.explored && (r.items > 0 || (r.tile && TILE[r.tile]?.searchable)))
    out.push({ id: 'nl-items', label: `${r.items} item(s) to find`, count: r.items });
  if (vent) out.push({ id: 'nl-vent', label: 'vent' });
  return out;
}

/** The facility: rooms (face down or revealed), corridors, markers, characters and intruders. */
export function Facility({ v, names, legal, onAct, touched, selected, onPick }: Props) {
  const { width, height } = extent(v);
  const me = typeof v.viewer === 'number' ? v.players[v.viewer] : undefined;
  // Each room with something to do about it is a button that lists those choices under the map.
  const about = new Map<string, Action>();
  for (const a of legal) {
    const at = placeOf(a, me?.room);
    if (at !== null && !about.has(at)) about.set(at, a);
  }
  const moves = new Set(legal.filter((a) => a.type === 'move' || a.type === 'careful').map((a) => String(a.to)));
  return (
    // The map fits the screen; the game screen's zoom makes it larger and pans it (a phone included).
    <div className="nl-facility-frame">
      <svg viewBox={`0 0 ${width} ${height}`} className="board nl-facility" role="img" aria-label="The facility">
        <title>The facility</title>
        {v.corridors.map((c) => (
          <CorridorLine key={c.id} c={c} side={v.side} hot={touched.corridors.has(c.id)} />
        ))}
        {v.rooms.map((r) => {
          const [cx, cy] = centre(r.id, v.side);
          const x = cx - ROOM_W / 2;
          const y = cy - ROOM_H / 2;
          const here = v.players.filter((p) => p.room === r.id && (p.status === 'alive' || p.status === 'pod'));
          const foes = v.intruders.filter((n) => n.room === r.id);
          const marks = roomMarks(r, v.vent === r.id);
          const title = roomTitle(r);
          const move = moves.has(r.id);
          const pick = onAct && onPick ? about.get(r.id) : undefined;
          const isSelected = pick !== undefined && selected === r.id;
          const news = touched.rooms.has(r.id);
          const hot = news ? ' changed' : '';
          const label = [
            `${title} (${slotName(r.id) === r.id ? '' : `${slotName(r.id)}, `}section ${sectionOf(r.id) || 'none'})`,
            ...marks.map((m) => m.label),
            ...here.map((p) => characterLabel(p, names)),
            ...foes.map((n) => `intruder ${n.kind} #${n.id}${n.injuries ? ` (${n.injuries} injuries)` : ''}`),
            ...(move ? ['you can move here'] : []),
            ...(pick ? ['choose to see what you can do here'] : []),
            ...(news ? ['changed since your last turn'] : []),
          ].join(', ');
          return (
            <Hit key={r.id} action={pick} onAct={() => onPick?.(r.id)} label={label}>
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
                  stroke={isSelected ? '#f8fafc' : r.fire ? '#f97316' : move ? '#facc15' : '#94a3b8'}
                  strokeWidth={isSelected ? 5 : r.fire || move ? 3 : 1.5}
                  strokeDasharray={r.tile ? undefined : '4 3'}
                  className={move ? 'nl-room-box can-move' : 'nl-room-box'}
                >
                  {news ? <Pulse attribute="stroke-width" values="4;10;4" /> : null}
                </rect>
                {news ? (
                  <text x={x + ROOM_W - 4} y={y + 14} textAnchor="end" className="changed-mark">
                    ✱
                  </text>
                ) : null}
                {slotName(r.id) === r.id ? null : (
                  <text x={x + 2} y={y - 4} className="svg-small nl-slot">
                    {slotName(r.id)}
                  </text>
                )}
                {titleLines(title, 12).map((line, k) => (
                  <text key={line} x={cx} y={y + 16 + k * 15} textAnchor="middle" className="nl-room-name">
                    {line}
                  </text>
                ))}
                {marks.map((m, k) => (
                  <Sym
                    key={m.id}
                    symbol={m.id}
                    cx={cx - ((marks.length - 1) * 19) / 2 + k * 19}
                    cy={y + 44}
                    size={19}
                    label={m.label}
                    badge={m.count}
                  />
                ))}
                {here.map((p, k) => {
                  const shape = SEAT_SHAPES[p.seat % SEAT_SHAPES.length] ?? 'circle';
                  const px = x + 12 + k * 18;
                  return (
                    <g key={p.seat} className={`nl-seat seat-${p.seat}`} data-seat={p.seat}>
                      <title>{characterLabel(p, names)}</title>
                      <path
                        d={shapePath(shape, px, y + 60, 7)}
                        fill={SEAT_FILL[p.seat % SEAT_FILL.length]}
                        stroke="#f8fafc"
                      />
                      <text x={px} y={y + 79} textAnchor="middle" className="svg-small nl-small">
                        {p.seat + 1}
                        {p.slime ? 's' : ''}
                      </text>
                    </g>
                  );
                })}
                {foes.map((n, k) => (
                  <g key={n.id} className={`nl-intruder ${n.kind}`} data-intruder={n.id}>
                    <Sym
                      symbol={`nl-${n.kind}`}
                      cx={x + ROOM_W - 14 - k * 24}
                      cy={y + 68}
                      size={24}
                      label={`${n.kind} #${n.id}${n.injuries ? `, ${n.injuries} injuries` : ''}`}
                      badge={n.injuries > 0 ? n.injuries : undefined}
                    />
                  </g>
                ))}
              </g>
            </Hit>
          );
        })}
        {v.corridors.map((c) => (
          <CorridorMarks key={c.id} c={c} side={v.side} />
        ))}
      </svg>
    </div>
  );
}
