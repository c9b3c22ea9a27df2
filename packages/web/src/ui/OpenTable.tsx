import type { Action, Seat } from '@airlock/engine';
import { SeatTag } from './seats.tsx';

/**
 * A cooperative game at one screen (Space Alert): no cover between people, since the crew plans
 * together and hides nothing from itself. The bar says so, lets anyone switch whose hand and board
 * the screen handles, and readies every seat at once for a clock that waits for all of them.
 */
export function OpenTable({
  text,
  humans,
  names,
  shown,
  waiting,
  readyAll,
  onShow,
  onReadyAll,
}: {
  /** The game's own sentence on why and how its crew shares the table. */
  text: string;
  humans: readonly Seat[];
  names: readonly string[];
  /** The seat the screen handles now. */
  shown: Seat;
  /** Seats the game waits on. */
  waiting: readonly Seat[];
  /** The `ready` action of each seat that may take it now. */
  readyAll: readonly { seat: Seat; action: Action }[];
  onShow: (seat: Seat) => void;
  onReadyAll: () => void;
}) {
  return (
    <section className="panel open-table" aria-label="Open table" data-testid="open-table">
      <p>
        <strong>Open table.</strong> {text}
      </p>
      <fieldset className="open-table-seats">
        <legend>Whose cards the screen handles</legend>
        {humans.map((h) => (
          <button
            key={h}
            type="button"
            aria-pressed={h === shown}
            data-seat={h}
            onClick={() => onShow(h)}
            title={waiting.includes(h) ? 'The clock waits for this seat' : 'Nothing asked of this seat now'}
          >
            <SeatTag seat={h} names={names} />
            {waiting.includes(h) ? ' · to plan' : ''}
          </button>
        ))}
        {readyAll.length > 1 ? (
          <button type="button" className="primary" data-testid="ready-all" onClick={onReadyAll}>
            Everyone is ready ({readyAll.length} seats)
          </button>
        ) : null}
      </fieldset>
    </section>
  );
}
