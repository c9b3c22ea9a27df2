import type { Client } from '@colyseus/core';
import { type ChatMessage, ChatMessageSchema, SERVER_MESSAGES } from '../protocol.ts';
import type { RoomCore } from './room-core.ts';

/**
 * Table chat: short lines between the people of one match, with quick emotes. Lines are plain text
 * (the app renders them as text, never as markup), cut to a length, stripped of control characters,
 * limited per connection, and refused while the game's rules forbid talking (Space Alert's
 * communications failures). The room keeps the latest lines for people who join later.
 */

export const CHAT_MAX_CHARS = 200;
export const CHAT_HISTORY = 100;
/** At most CHAT_BURST lines per connection in any CHAT_WINDOW_MS. */
export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 10_000;

/** Quick emotes: one click, the same words for everyone. */
export const EMOTES = {
  hello: 'Hello!',
  gg: 'Good game!',
  thanks: 'Thanks!',
  sorry: 'Sorry!',
  think: 'Let me think…',
  hurry: 'Ready when you are.',
} as const;
export type Emote = keyof typeof EMOTES;

export interface ChatLine {
  /** The seat that wrote it, or null for a spectator. */
  from: number | null;
  name: string;
  text: string;
  /** The match's step when it was written (where it sits in the log); 0 in the lobby. */
  step: number;
  emote?: Emote;
}

/** A line as people may see it: control characters and runs of spaces gone, trimmed, cut. Null if empty. */
export function cleanChatText(raw: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const text = raw.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ');
  const squeezed = text.replace(/\s+/g, ' ').trim();
  if (!squeezed) return null;
  return [...squeezed].slice(0, CHAT_MAX_CHARS).join('');
}

export class TableChat {
  readonly lines: ChatLine[] = [];
  private readonly recent = new Map<string, number[]>();
  /** How many lines are kept for newcomers. */
  private readonly keep: number;

  constructor(keep = CHAT_HISTORY) {
    this.keep = keep;
  }

  /** Whether this connection may send a line now (at most CHAT_BURST in any CHAT_WINDOW_MS). */
  admit(key: string, now: number): boolean {
    const times = (this.recent.get(key) ?? []).filter((t) => now - t < CHAT_WINDOW_MS);
    if (times.length >= CHAT_BURST) {
      this.recent.set(key, times);
      return false;
    }
    times.push(now);
    this.recent.set(key, times);
    return true;
  }

  forget(key: string): void {
    this.recent.delete(key);
  }

  add(line: ChatLine): void {
    this.lines.push(line);
    if (this.lines.length > this.keep) this.lines.splice(0, this.lines.length - this.keep);
  }
}

/** A chat line or emote from a person at the table (or watching it), to everyone in the room. */
export function handleChat(room: RoomCore, client: Client, payload: unknown): void {
  const session = room.sessions.get(client.sessionId);
  if (!session) return;
  const refused = (code: 'MALFORMED_MESSAGE' | 'CHAT_REFUSED', why: string) => room.sendError(client, code, why);
  const parsed = ChatMessageSchema.safeParse(payload);
  if (!parsed.success) {
    refused('MALFORMED_MESSAGE', 'a chat message is { text } or { emote }');
    return;
  }
  const live = room.live;
  const quiet = live.table.game.tableTalk?.(live.table.match.state) ?? null;
  const text = 'emote' in parsed.data ? EMOTES[parsed.data.emote] : cleanChatText(parsed.data.text);
  if (quiet) refused('CHAT_REFUSED', quiet);
  else if (!text) refused('CHAT_REFUSED', 'an empty line is not sent');
  else if (!room.chat.admit(client.sessionId, Date.now()))
    refused('CHAT_REFUSED', 'at most 5 lines in 10 seconds; wait a moment');
  else {
    const seats = live.meta.seats;
    const line: ChatLine = {
      from: session.seat,
      name: session.seat === null ? 'A spectator' : (seats[session.seat]?.name ?? `Seat ${session.seat + 1}`),
      text,
      step: live.step,
    };
    if ('emote' in parsed.data) line.emote = parsed.data.emote;
    room.chat.add(line);
    room.tellEveryone(SERVER_MESSAGES.chat, { lines: [line] } satisfies ChatMessage);
  }
}

/** The latest lines, to a client that has just joined or come back. */
export function sendChatHistory(room: RoomCore, client: Client): void {
  if (room.chat.lines.length > 0)
    client.send(SERVER_MESSAGES.chat, { lines: room.chat.lines, history: true } satisfies ChatMessage);
}
