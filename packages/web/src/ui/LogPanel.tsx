import type { SeenEvent } from '@airlock/engine';
import { useState } from 'react';
import { SeatTag } from './seats.tsx';

export interface LogEntry {
  step: number;
  events: SeenEvent[];
}

/** How many lines the log shows before "Show all": long matches have thousands. */
export const LOG_PAGE = 200;

/**
 * The seat a line is about, when the event's data (as this viewer received it) names one and the
 * text does not already start with a name: lines like "Moves to Greenhouse." then say who moved.
 */
export function actorOf(ev: SeenEvent, names: readonly string[]): number | null {
  const data = ev.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const seat = (data as Record<string, unknown>).seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0) return null;
  const name = names[seat];
  if (name && ev.text.startsWith(name)) return null;
  return seat;
}

/** Does a line match the filter text (in its text, its rule name or its seat's name)? */
export function matchesFilter(ev: SeenEvent, seat: number | null, names: readonly string[], filter: string): boolean {
  const f = filter.trim().toLowerCase();
  if (!f) return true;
  const who = seat === null ? '' : (names[seat] ?? '');
  return `${ev.text} ${ev.rule} ${who}`.toLowerCase().includes(f);
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
}: {
  log: readonly LogEntry[];
  since: number;
  names?: readonly string[];
}) {
  const [filter, setFilter] = useState('');
  const [all, setAll] = useState(false);
  const rows = log
    .flatMap((e) => e.events.map((ev, i) => ({ step: e.step, i, ev, seat: actorOf(ev, names) })))
    .filter((r) => matchesFilter(r.ev, r.seat, names, filter));
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
        {shown.map(({ step, i, ev, seat }) => (
          <li key={`${step}.${i}`} className={step > since ? 'new' : undefined}>
            <span className="log-step">#{step}</span>{' '}
            {seat !== null ? (
              <>
                <SeatTag seat={seat} names={names} />:{' '}
              </>
            ) : null}
            {ev.text} <span className="log-rule">{ev.rule}</span>
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
