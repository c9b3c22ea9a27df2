import { useEffect, useState } from 'react';
import { ChatPanel } from './ChatPanel.tsx';
import { enterLobbyChat, type LobbyChat, saveLobbyName, savedLobbyName } from './lobby-chat.ts';

/**
 * The lobby's chat: the table chat's panel on the lobby's room, with the name this person chats under
 * (kept in this browser; changing it reconnects under the new name).
 */
export function LobbyChatPanel() {
  const [name, setName] = useState(savedLobbyName);
  const [chattingAs, setChattingAs] = useState(savedLobbyName);
  const [chat, setChat] = useState<LobbyChat | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let held: LobbyChat | null = null;
    enterLobbyChat(chattingAs)
      .then((c) => {
        if (!live) return c.leave();
        held = c;
        c.onError = setError;
        setError(null);
        setChat(c);
      })
      .catch((e: unknown) => {
        if (live) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      live = false;
      held?.leave();
      setChat(null);
    };
  }, [chattingAs]);

  if (!chat) {
    return (
      <section className="panel chat lobby-chat" aria-label="Lobby chat" data-testid="lobby-chat">
        <h2>Lobby chat</h2>
        <p className="muted">{error ? `The lobby chat is not available: ${error}` : 'Joining the lobby chat…'}</p>
      </section>
    );
  }
  return (
    <ChatPanel key={chattingAs} conn={chat} names={[]} where="lobby">
      <form
        className="chat-name-form"
        onSubmit={(e) => {
          e.preventDefault();
          saveLobbyName(name.trim());
          if (name.trim() !== chattingAs) setChattingAs(name.trim());
        }}
      >
        <label>
          Chat as{' '}
          <input
            value={name}
            maxLength={40}
            placeholder="Guest"
            onChange={(e) => setName(e.target.value)}
            data-testid="lobby-chat-name"
          />
        </label>{' '}
        <button type="submit" disabled={name.trim() === chattingAs}>
          Use this name
        </button>
      </form>
      {error ? (
        <p className="error" role="alert">
          ⚠ {error}
        </p>
      ) : null}
    </ChatPanel>
  );
}
