import type { SeenEvent } from '@airlock/engine';

export interface LogEntry {
  step: number;
  events: SeenEvent[];
}

/** The log as this seat saw it, newest first; entries after `since` are marked new (text and style). */
export function LogPanel({ log, since }: { log: readonly LogEntry[]; since: number }) {
  const rows = log.flatMap((e) => e.events.map((ev, i) => ({ step: e.step, i, ev })));
  rows.reverse();
  return (
    <section className="panel log" aria-label="Game log">
      <h2>Log</h2>
      {rows.length === 0 ? <p className="muted">Nothing has happened yet.</p> : null}
      <ol className="log-list">
        {rows.slice(0, 200).map(({ step, i, ev }) => (
          <li key={`${step}.${i}`} className={step > since ? 'new' : undefined}>
            <span className="log-step">#{step}</span> {ev.text}
            {step > since ? <span className="changed-mark"> ✱ new</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
