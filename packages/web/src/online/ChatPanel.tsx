import { type ReactNode, useEffect, useState } from 'react';
import { SeatTag } from '../ui/seats.tsx';
import { type ChatLine, type ChatSource, EMOTE_WORDS, type EmoteId } from './connection.ts';

/** Longest line the server accepts (it cuts longer ones): the input stops there too. */
const MAX = 200;

/**
 * The table's chat (and the lobby's, with `where="lobby"`): lines in arrival order with who wrote them,
 * a line to type, quick emotes. Closed while the game forbids talking (`quiet`, e.g. Space Alert's
 * communications failure), saying why.
 */
export function ChatPanel({
  conn,
  names,
  quiet,
  where = 'table',
  children,
}: {
  conn: ChatSource;
  names: readonly string[];
  quiet?: string | undefined;
  where?: 'table' | 'lobby';
  /** Shown under the title (the lobby's name field). */
  children?: ReactNode;
}) {
  const [lines, setLines] = useState<ChatLine[]>(conn.chat);
  const [text, setText] = useState('');
  useEffect(() => {
    // Lines that came between the first render and this subscription are not lost.
    setLines(conn.chat);
    return conn.watchChat(setLines);
  }, [conn]);
  const send = () => {
    const t = text.trim();
    if (!t || quiet) return;
    conn.say(t);
    setText('');
  };
  return (
    <section
      className={`panel chat${where === 'lobby' ? ' lobby-chat' : ''}`}
      aria-label={where === 'lobby' ? 'Lobby chat' : 'Table chat'}
      data-testid={where === 'lobby' ? 'lobby-chat' : 'chat'}
    >
      <h2>{where === 'lobby' ? 'Lobby chat' : 'Chat'}</h2>
      {children}
      <ol className="chat-lines" aria-live="polite">
        {lines.length === 0 ? <li className="muted">No one has said anything yet.</li> : null}
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order never changes.
          <li key={i} className={l.emote ? 'emote' : undefined}>
            {l.from === null ? (
              <span className={where === 'lobby' ? 'chat-name' : 'muted'}>{l.name}</span>
            ) : (
              <SeatTag seat={l.from} names={names} />
            )}
            : {l.text}
          </li>
        ))}
      </ol>
      {quiet ? (
        <output className="chat-quiet" data-testid="chat-quiet">
          Chat closed: {quiet}.
        </output>
      ) : (
        <>
          <form
            className="chat-form"
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <input
              value={text}
              maxLength={MAX}
              onChange={(e) => setText(e.target.value)}
              placeholder={where === 'lobby' ? 'Say something to the lobby' : 'Say something to the table'}
              aria-label="Chat line"
              data-testid="chat-input"
            />
            <button type="submit" disabled={!text.trim()}>
              Send
            </button>
          </form>
          <fieldset className="chat-emotes">
            <legend className="visually-hidden">Quick emotes</legend>
            {(Object.keys(EMOTE_WORDS) as EmoteId[]).map((e) => (
              <button key={e} type="button" onClick={() => conn.emote(e)}>
                {EMOTE_WORDS[e]}
              </button>
            ))}
          </fieldset>
        </>
      )}
    </section>
  );
}
