import { seatShape } from '../ui/seats.tsx';
import { findAction, Hit } from './svg.tsx';
import type { BoardProps } from './types.ts';

interface RelayView {
  hand: number[] | null;
  handSizes: number[];
  deckSize: number;
  discardTop: number[];
  points: number[];
  round: number;
  phase: string;
  bid: { seats: number[]; done: boolean[]; mine: number | null } | null;
  winner: number | null;
  windows: { kind: string; seats: number[]; passed: number[] }[];
}

/** The kernel's test game drawn as a table: seats in a row, the deck, and your hand as clickable cards. */
export function RelayBoard({ view: mv, names, me, legal, onAct, changed }: BoardProps) {
  const v = mv.view as RelayView;
  const n = v.handSizes.length;
  const w = 640;
  const col = w / n;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; the group role names it
    <svg viewBox={`0 0 ${w} 330`} className="board" role="group" aria-label="Relay table">
      <title>Relay table, round {v.round}</title>
      <text x={10} y={22} className="svg-label">
        Round {v.round} of 8 · phase: {v.phase} · deck {v.deckSize} · discards {v.discardTop.length}
      </text>
      {v.handSizes.map((size, seat) => {
        const x = col * seat + col / 2;
        const hot = changed.has(`points.${seat}`) || changed.has(`handSizes.${seat}`);
        const bidDone = v.bid ? v.bid.done[v.bid.seats.indexOf(seat)] : undefined;
        return (
          <g key={names[seat] ?? seat} className={`seat-area seat-${seat % 8}${hot ? ' changed' : ''}`}>
            <rect x={x - col / 2 + 6} y={36} width={col - 12} height={120} rx={10} className="seat-box" />
            <text x={x} y={60} textAnchor="middle" className="svg-name">
              {seatShape(seat)} {names[seat] ?? `Seat ${seat + 1}`}
              {seat === me ? ' (you)' : ''}
            </text>
            <text x={x} y={84} textAnchor="middle">
              Points: {v.points[seat]} {'★'.repeat(v.points[seat] ?? 0)}
            </text>
            <text x={x} y={106} textAnchor="middle">
              Cards in hand: {size}
            </text>
            <text x={x} y={128} textAnchor="middle">
              {bidDone === undefined ? '' : bidDone ? 'bid placed ✓' : 'choosing…'}
              {v.winner === seat ? ' · round winner ♛' : ''}
            </text>
            {hot ? (
              <text x={x} y={148} textAnchor="middle" className="changed-mark">
                ✱ changed
              </text>
            ) : null}
          </g>
        );
      })}
      <text x={10} y={186} className="svg-label">
        {v.hand ? 'Your hand' : 'Spectating: hands are hidden'}
        {v.bid?.mine != null ? ` · your bid: ${v.bid.mine}` : ''}
      </text>
      {(v.hand ?? []).map((card, i) => {
        const act = findAction(legal, (a) => a.type === 'bid' && a.card === card);
        const x = 14 + i * 74;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: equal cards are interchangeable; position is identity
          <Hit key={`${card}-${i}`} action={act} onAct={onAct} label={act ? `Bid ${card}` : `Card ${card}`}>
            <rect x={x} y={198} width={62} height={90} rx={8} className={`card${act ? ' playable' : ''}`} />
            <text x={x + 31} y={252} textAnchor="middle" className="card-value">
              {card}
            </text>
            {act ? (
              <text x={x + 31} y={280} textAnchor="middle" className="svg-small">
                bid ▸
              </text>
            ) : null}
          </Hit>
        );
      })}
      {v.windows.length > 0 ? (
        <text x={10} y={318} className="svg-label">
          Open window: {v.windows.map((x) => x.kind).join(' ▸ ')}
        </text>
      ) : null}
    </svg>
  );
}
