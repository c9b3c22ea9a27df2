import type { Connection, UpdateMessage } from './connection.ts';

/**
 * The ready check before a real-time soundtrack starts: who is ready, who is awaited, and the button
 * that says so for this seat. The server holds the clock, the bots and every planning action until
 * every connected person at the table is ready (bots always are).
 */
export function ReadyCheck({
  conn,
  check,
  me,
  names,
}: {
  conn: Connection;
  check: NonNullable<UpdateMessage['readyCheck']>;
  me: number | null;
  names: string[];
}) {
  const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
  const mine = me !== null && check.waiting.includes(me);
  return (
    <section className="ready-check" aria-label="Ready check" data-testid="ready-check">
      <p>
        The soundtrack starts once everyone at the table is ready.
        {check.ready.length > 0 ? ` Ready: ${check.ready.map(name).join(', ')}.` : ''}
        {check.waiting.length > 0 ? ` Waiting for: ${check.waiting.map(name).join(', ')}.` : ''}
      </p>
      {mine ? (
        <button type="button" onClick={() => conn.room.send('ready')} data-testid="ready">
          I am ready: start the soundtrack
        </button>
      ) : me !== null ? (
        <output data-testid="ready-waiting">You are ready; waiting for the others.</output>
      ) : null}
    </section>
  );
}
