import { useEffect, useState } from 'react';
import { SeatTag } from '../ui/seats.tsx';
import { type ChatLine, type Connection, EMOTE_WORDS, type EmoteId } from './connection.ts';

/** Longest line the server accepts (it cuts longer ones): the input stops there too. */
const MAX = 200;

/**
 * The table's chat: lines in arrival order with who wrote them, a line to type, quick emotes. Closed
 * while the game forbids talking (`quiet`, e.g. Space Alert's communications failure), saying why.
 */
export function ChatPanel({
  conn,
  names,
  quiet,
}: {
  conn: Connection;
  names: readonly string[];
  quiet?: string | undefined;
}) {
  const [lines, setLines] = useState<ChatLine[]>(conn.chat);
  const [text, setText] = useState('');
  useEffect(() => conn.watchChat(setLines), [conn]);
  const send = () => {
    const t = text.trim();
    if (!t || quiet) return;
    conn.say(t);
    setText('');
  };
  return (
    <section className="panel chat" aria-label="Table chat" data-testid="chat">
      <h2>Chat</h2>
      <ol className="chat-lines" aria-live="polite">
        {lines.length === 0 ? <li className="muted">No one has said anything yet.</li> : null}
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order never changes.
          <li key={i} className={l.emote ? 'emote' : undefined}>
            {l.from === null ? <span className="muted">{l.name}</span> : <SeatTag seat={l.from} names={names} />}:{' '}
            {l.text}
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
              placeholder="Say something to the table"
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
