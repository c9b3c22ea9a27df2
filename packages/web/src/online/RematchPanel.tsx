import { useEffect, useState } from 'react';
import type { Connection, RematchStatus } from './connection.ts';
import { REMATCH_LABELS, rematchScreen } from './rematch.ts';

/** The tab's title mark while this person is asked to answer a rematch. */
export const REMATCH_TITLE = '↻ Rematch?';

/**
 * The rematch, under the result of an online match: propose it, answer it, see who is still to
 * answer. A person who accepted is moved to the new match as soon as it opens (its seat token is
 * already kept by the connection); the others get its link.
 */
export function RematchPanel({ conn, me, names }: { conn: Connection; me: number | null; names: readonly string[] }) {
  const [status, setStatus] = useState<RematchStatus | null>(conn.rematch);
  useEffect(() => {
    setStatus(conn.rematch);
    return conn.watchRematch(setStatus);
  }, [conn]);
  const screen = rematchScreen(status, me, names);
  useEffect(() => {
    if (screen.moveTo) location.hash = `#/match/${screen.moveTo}`;
  }, [screen.moveTo]);
  // Asked to answer: the tab's title says so (and a notification, if allowed, when the tab is hidden).
  const asked = screen.buttons.includes('decline');
  useEffect(() => {
    if (!asked) return;
    const before = document.title;
    document.title = `${REMATCH_TITLE} · ${before}`;
    const N = (globalThis as { Notification?: typeof Notification }).Notification;
    if (N && N.permission === 'granted' && document.hidden) new N('A rematch is proposed', { tag: 'airlock-rematch' });
    return () => {
      document.title = before;
    };
  }, [asked]);
  if (!screen.line && screen.buttons.length === 0) return null;
  return (
    <div className="rematch" data-testid="rematch">
      <p aria-live="polite" data-testid="rematch-line">
        {screen.line}
      </p>
      {screen.buttons.length > 0 ? (
        <div className="action-buttons">
          {screen.buttons.map((b) => (
            <button
              key={b}
              type="button"
              className={b === 'propose' || b === 'accept' ? 'primary' : undefined}
              onClick={() => conn.answerRematch(b === 'propose' || b === 'accept')}
              data-testid={`rematch-${b}`}
            >
              {b === 'propose' ? '↻ ' : ''}
              {REMATCH_LABELS[b]}
            </button>
          ))}
        </div>
      ) : null}
      {screen.link ? (
        <a className="button" href={screen.link} data-testid="rematch-link">
          {me === null ? 'Watch the rematch' : 'Open the rematch'}
        </a>
      ) : null}
    </div>
  );
}
