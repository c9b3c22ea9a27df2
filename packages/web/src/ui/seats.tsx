import { seatSymbol } from './seat-identity.ts';

/** A seat's shape: it always travels with the seat's name (see seat-identity.ts). */
export function seatShape(seat: number): string {
  return seatSymbol(seat);
}

export function SeatTag({ seat, names, you }: { seat: number; names: readonly string[]; you?: boolean }) {
  return (
    <span className={`seat-tag seat-${seat % 8}`}>
      <span aria-hidden="true" className="seat-shape">
        {seatShape(seat)}
      </span>{' '}
      {names[seat] ?? `Seat ${seat + 1}`}
      {you ? ' (you)' : ''}
    </span>
  );
}
