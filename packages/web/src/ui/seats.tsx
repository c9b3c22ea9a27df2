/**
 * Each seat has a shape as well as a colour, so seats stay distinguishable without colour vision and
 * in greyscale print; the shape always travels with the seat's name.
 */
const SHAPES = ['●', '▲', '■', '◆', '★', '⬟', '✚', '⬢'];

export function seatShape(seat: number): string {
  return SHAPES[seat % SHAPES.length] as string;
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
