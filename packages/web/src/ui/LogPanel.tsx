import type { SeenEvent } from '@airlock/engine';
import { useState } from 'react';
import { type LinePart, seatsNamed, withNames } from './seat-refs.ts';
import { SeatTag } from './seats.tsx';

export interface LogEntry {
  step: number;
  events: SeenEvent[];
}

/** How many lines the log shows before "Show all": long matches have thousands. */
export const LOG_PAGE = 200;

/** Splits a line's text where it names a seat (the game's `seatRefs`); without them, one plain piece. */
export type LineSplitter = (text: string) => LinePart[];
const plain: LineSplitter = (text) => [text];

/**
 * The seat a line is about, when the event's data (as this viewer received it) names one and the
 * text does not already name that seat: lines like "Moves to Greenhouse." then say who moved.
 */
export function actorOf(
  ev: SeenEvent,
  names: readonly string[],
  parts: readonly LinePart[] = [ev.text],
): number | null {
  const data = ev.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const seat = (data as Record<string, unknown>).seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0) return null;
  if (seatsNamed(parts).includes(seat)) return null;
  const name = names[seat];
  if (name && ev.text.startsWith(name)) return null;
  return seat;
}

/** Does a line match the filter text (in its text as shown, its rule name or its seat's name)? */
export function matchesFilter(
  ev: SeenEvent,
  seat: number | null,
  names: readonly string[],
  filter: string,
  parts: readonly LinePart[] = [ev.text],
): boolean {
  const f = filter.trim().toLowerCase();
  if (!f) return true;
  const who = seat === null ? '' : (names[seat] ?? '');
  return `${withNames(parts, names)} ${ev.text} ${ev.rule} ${who}`.toLowerCase().includes(f);
}

/** A game's sentence with each seat it names shown as that seat's tag (name, shape, colour). */
export function SeatText({ parts, names }: { parts: readonly LinePart[]; names: readonly string[] }) {
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence, in order
          <SeatTag key={i} seat={p.seat} names={names} />
        ),
      )}
    </>
  );
}

/**
 * The log as this seat saw it, newest first; entries after `since` are marked new (text and style).
 * Each line names the rule that produced it and, where the text does not, the seat it is about; a
 * filter narrows it by words, rule or seat, and the whole log is one click away.
 */
export function LogPanel({
  log,
  since,
  names = [],
  split = plain,
}: {
  log: readonly LogEntry[];
  since: number;
  names?: readonly string[];
  split?: LineSplitter;
}) {
  const [filter, setFilter] = useState('');
  const [all, setAll] = useState(false);
  const rows = log
    .flatMap((e) =>
      e.events.map((ev, i) => {
        const parts = split(ev.text);
        return { step: e.step, i, ev, parts, seat: actorOf(ev, names, parts) };
      }),
    )
    .filter((r) => matchesFilter(r.ev, r.seat, names, filter, r.parts));
  rows.reverse();
  const shown = all ? rows : rows.slice(0, LOG_PAGE);
  return (
    <section className="panel log" aria-label="Game log">
      <h2>Log</h2>
      <label className="log-filter">
        Filter{' '}
        <input
          type="search"
          value={filter}
          placeholder="words, rule or seat"
          onChange={(e) => setFilter(e.target.value)}
          data-testid="log-filter"
        />
      </label>
      {rows.length === 0 ? <p className="muted">{filter ? 'No line matches.' : 'Nothing has happened yet.'}</p> : null}
      <ol className="log-list">
        {shown.map(({ step, i, ev, parts, seat }) => (
          <li key={`${step}.${i}`} className={step > since ? 'new' : undefined}>
            <span className="log-step">#{step}</span>{' '}
            {seat !== null ? (
              <>
                <SeatTag seat={seat} names={names} />:{' '}
              </>
            ) : null}
            <SeatText parts={parts} names={names} /> <span className="log-rule">{ev.rule}</span>
            {step > since ? <span className="changed-mark"> ✱ new</span> : null}
          </li>
        ))}
      </ol>
      {rows.length > shown.length ? (
        <button type="button" onClick={() => setAll(true)} data-testid="log-all">
          Show all {rows.length} lines
        </button>
      ) : null}
    </section>
  );
}
