import { Client, type Room } from '@colyseus/sdk';
import type { ChatMessage } from '../../../server/src/protocol.ts';
import type { ChatLine, ChatSource, EmoteId } from './connection.ts';

/** Where the lobby keeps the name a person chats under (the server normalises it again). */
const NAME_KEY = 'airlock.lobbyName';

export function savedLobbyName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveLobbyName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // A browser that keeps nothing still chats, under the name typed this time.
  }
}

/**
 * Keeps the lines of a chat as they arrive: the server's history replaces what is held, a new line is
 * added, and at most `max` are kept. The same rule as the table's connection.
 */
export function mergeChat(held: readonly ChatLine[], m: ChatMessage, max = 200): ChatLine[] {
  return m.history ? [...m.lines] : [...held, ...m.lines].slice(-max);
}

/** One connection to the lobby's chat room (one per server; the server opens it on first request). */
export class LobbyChat implements ChatSource {
  readonly room: Room;
  chat: ChatLine[] = [];
  private watchers = new Set<(lines: ChatLine[]) => void>();
  /** Why the last line was refused (too fast...), for the panel to show. */
  onError: ((message: string) => void) | null = null;

  constructor(room: Room) {
    this.room = room;
    room.onMessage('chat', (m: ChatMessage) => {
      this.chat = mergeChat(this.chat, m);
      for (const w of this.watchers) w(this.chat);
    });
    room.onMessage('error', (e: { message?: string }) => this.onError?.(String(e?.message ?? 'refused')));
  }

  watchChat(w: (lines: ChatLine[]) => void): () => void {
    this.watchers.add(w);
    return () => this.watchers.delete(w);
  }

  say(text: string): void {
    this.room.send('chat', { text });
  }

  emote(emote: EmoteId): void {
    this.room.send('chat', { emote });
  }

  leave(): void {
    void this.room.leave(true);
  }
}

/** Enters the lobby's chat under `name` (empty: the server says "Guest"). */
export async function enterLobbyChat(name: string): Promise<LobbyChat> {
  const res = await fetch('api/lobby/chat');
  if (!res.ok) throw new Error(`the lobby chat is not available (${res.status})`);
  const { roomId } = (await res.json()) as { roomId: string };
  const client = new Client(`${location.protocol}//${location.host}`);
  const trimmed = name.trim();
  return new LobbyChat(await client.joinById(roomId, trimmed ? { name: trimmed } : {}));
}
