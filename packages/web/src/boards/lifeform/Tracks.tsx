import { COCOON, COLUMNS, HOSTILITY, LOADOUT, type LfView, MALFUNCTION, SELF_DESTRUCT_TERROR } from '@airlock/lifeform';

export interface TrackRow {
  name: string;
  cells: string[];
  at: number;
  /** Cells drawn with a warning tint (marks printed on the track). */
  marks: Set<number>;
  say: string;
}

export function rowsOf(v: Pick<LfView, 'tracks' | 'android' | 'players'>): TrackRow[] {
  const minutes = v.tracks.selfDestruct;
  const sd: number[] = [];
  for (let m = 30; m >= 1; m--) sd.push(m);
  const cocoon = v.players === 2 ? COCOON.two : COCOON.more;
  return [
    {
      name: 'Self-destruct',
      cells: sd.map(String),
      at: sd.indexOf(minutes),
      marks: new Set(sd.flatMap((m, i) => (SELF_DESTRUCT_TERROR.spaces.includes(m) ? [i] : []))),
      say:
        minutes > 30 ? 'not started' : minutes <= 0 ? 'exploded' : `${minutes} minute${minutes === 1 ? '' : 's'} left`,
    },
    {
      name: 'Hostility',
      cells: HOSTILITY.spaces.map((h, i) => (h.claw ? `${h.claw}` : String(i))),
      at: v.tracks.hostility,
      marks: new Set(HOSTILITY.spaces.flatMap((h, i) => (h.terror || h.draw ? [i] : []))),
      say: `space ${v.tracks.hostility}${v.tracks.claw ? `, red claw ${v.tracks.claw}` : ''}`,
    },
    {
      name: 'Malfunction',
      cells: ['S', '1', '2', '3'],
      at: v.tracks.malfunction,
      marks: new Set([MALFUNCTION.selfDestructSpace]),
      say: v.tracks.malfunction === 0 ? 'start' : `space ${v.tracks.malfunction} of ${MALFUNCTION.last}`,
    },
    {
      name: 'Android',
      cells: ['1', '2', '3', '✕'],
      at: v.android.status,
      marks: new Set([3]),
      say: `${v.android.status >= 3 ? 'destroyed' : `status ${v.android.status + 1}`}${v.android.active ? ', on the move' : ''}${v.android.deviated ? ', off course' : ''}`,
    },
    {
      name: 'Cocoon',
      cells: cocoon.map((_, i) => String(i)),
      at: v.tracks.cocoon,
      marks: new Set([cocoon.length - 1]),
      say: `section ${v.tracks.cocoon} of ${cocoon.length - 1}`,
    },
  ];
}

/** Every track as a strip of spaces with its marker, and a sentence saying where it stands. */
export function Tracks({
  v,
  changed,
}: {
  v: Pick<LfView, 'tracks' | 'android' | 'players'>;
  /** Track names whose marker moved since the viewer's last turn. */
  changed?: ReadonlySet<string>;
}) {
  const rows = rowsOf(v);
  return (
    <section className="lf-tracks-box" aria-label="Tracks">
      <TrackStrips rows={rows} changed={changed ?? new Set()} />
      <p className="lf-track-say" data-testid="lf-tracks">
        {rows.map((r) => `${r.name}: ${r.say}`).join(' · ')}
      </p>
    </section>
  );
}

function TrackStrips({ rows, changed }: { rows: TrackRow[]; changed: ReadonlySet<string> }) {
  const cell = 12;
  const left = 74;
  const width = left + 30 * cell + 4;
  return (
    <svg viewBox={`0 0 ${width} ${rows.length * 20 + 4}`} className="board lf-tracks">
      <title>Tracks</title>
      {rows.map((r, i) => (
        <g key={r.name} data-track={r.name} className={changed.has(r.name) ? 'lf-track changed' : 'lf-track'}>
          <title>{`${r.name}: ${r.say}${changed.has(r.name) ? ', changed since your last turn' : ''}`}</title>
          <text x={4} y={i * 20 + 15} className="lf-track-name">
            {changed.has(r.name) ? `✱ ${r.name}` : r.name}
          </text>
          {r.cells.map((c, j) => (
            <g
              key={`${r.name}-${j}`}
              className={`lf-cell${j === r.at ? ' lf-here' : ''}${r.marks.has(j) ? ' lf-marked' : ''}`}
            >
              <rect x={left + j * cell} y={i * 20 + 4} width={cell - 1} height={14} rx={2} />
              <text x={left + j * cell + (cell - 1) / 2} y={i * 20 + 14} textAnchor="middle" className="lf-cell-text">
                {c}
              </text>
            </g>
          ))}
        </g>
      ))}
    </svg>
  );
}

/** The Remora's loadout: five columns filled from the bottom, the launch bar in each. */
export function Loadout({ v }: { v: Pick<LfView, 'loadout' | 'overheating' | 'players'> }) {
  const colW = 70;
  const space = 11;
  const tallest = Math.max(...COLUMNS.map((c) => LOADOUT.columns[c].spaces));
  const top = 14;
  const h = top + tallest * space + 16;
  return (
    <svg viewBox={`0 0 ${COLUMNS.length * colW + 4} ${h}`} className="board lf-loadout">
      <title>Shuttle loadout</title>
      {COLUMNS.map((c, i) => {
        const col = LOADOUT.columns[c];
        const filled = v.loadout[c] ?? 0;
        const x = 4 + i * colW;
        return (
          <g key={c} data-column={c}>
            <title>{`${col.name}: ${filled} of ${col.spaces}${col.bar ? `, launch needs ${col.bar}` : ''}`}</title>
            <text x={x + (colW - 8) / 2} y={10} textAnchor="middle" className="lf-col-name">
              {col.name.replace('Improvised ', '')}
            </text>
            {Array.from({ length: col.spaces }, (_, j) => {
              const y = top + (tallest - 1 - j) * space;
              const bonus = col.bonus[j];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: spaces are positions
                <g key={j} className={`lf-space${j < filled ? ' lf-full' : ''}${bonus ? ' lf-bonus' : ''}`}>
                  <rect x={x + 12} y={y} width={colW - 32} height={space - 2} rx={2} />
                  {bonus ? (
                    <text x={x + colW - 14} y={y + 8} className="lf-bonus-mark">
                      +
                    </text>
                  ) : null}
                </g>
              );
            })}
            {col.bar > 0 ? (
              <line
                x1={x + 8}
                x2={x + colW - 16}
                y1={top + (tallest - col.bar) * space - 1}
                y2={top + (tallest - col.bar) * space - 1}
                className="lf-bar"
              />
            ) : null}
            {c === 'coolant' && v.players === 2 ? (
              <text x={x + 2} y={top + (tallest - v.overheating) * space + 8} className="lf-overheat">
                ▸
              </text>
            ) : null}
            <text x={x + (colW - 8) / 2} y={h - 3} textAnchor="middle" className="lf-col-count">
              {filled}/{col.spaces}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
