import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AuthContext, type Client, matchMaker, Room } from '@colyseus/core';
import { roomContext } from '../context.ts';
import {
  type ChatMessage,
  ChatMessageSchema,
  type ErrorMessage,
  LOBBY_CHAT_ROOM,
  LobbyJoinSchema,
  SERVER_MESSAGES,
} from '../protocol.ts';
import { type ChatLine, cleanChatText, EMOTES, TableChat } from './chat.ts';
import { socketAddress } from './message-limit.ts';

/**
 * The lobby's chat: one room per server (its id is LOBBY_CHAT_ROOM), opened the first time someone
 * asks for it (GET /api/lobby/chat) and kept while the server runs, so a newcomer sees the latest
 * LOBBY_HISTORY lines. It reuses the table chat's rules (chat.ts): plain text cleaned and cut to 200
 * characters, the same quick emotes, at most 5 lines in 10 s, here per client address (opening more
 * connections does not buy more lines), on top of the rooms' per-address message limit. Names are
 * normalised like seat names; nobody is seated, so every line carries `from: null` and the writer's name.
 * Lines are kept in memory only: a restart empties the lobby's chat.
 */

export const LOBBY_HISTORY = 50;
/** The name of someone who gave none. */
export const GUEST = 'Guest';

interface Guest {
  name: string;
  address: string;
}

export class LobbyChatRoom extends Room {
  readonly chat = new TableChat(LOBBY_HISTORY);
  private readonly guests = new Map<string, Guest>();

  override onCreate(): void {
    this.roomId = LOBBY_CHAT_ROOM;
    this.autoDispose = false;
    this.maxClients = 2000;
    this.onMessage('chat', (client, payload) => this.say(client, payload));
    this.onMessage('*', (client, type) => {
      if (this.admit(client))
        this.refuse(client, 'MALFORMED_MESSAGE', `unknown message type "${String(type).slice(0, 32)}"`);
    });
  }

  override onAuth(_client: Client, _options: unknown, context: AuthContext): { forwardedFor: string | null } {
    return { forwardedFor: context.headers.get('x-forwarded-for') };
  }

  override onJoin(client: Client, options: unknown): void {
    const parsed = LobbyJoinSchema.safeParse(options ?? {});
    const forwarded = (client.auth as { forwardedFor?: string | null } | undefined)?.forwardedFor;
    const address = socketAddress(client.ref, forwarded, roomContext().trustProxy);
    this.guests.set(client.sessionId, { name: (parsed.success && parsed.data.name) || GUEST, address });
    if (this.chat.lines.length > 0)
      client.send(SERVER_MESSAGES.chat, { lines: this.chat.lines, history: true } satisfies ChatMessage);
  }

  override onLeave(client: Client): void {
    const guest = this.guests.get(client.sessionId);
    this.guests.delete(client.sessionId);
    if (guest && ![...this.guests.values()].some((g) => g.address === guest.address)) this.chat.forget(guest.address);
  }

  private refuse(client: Client, code: ErrorMessage['code'], message: string): void {
    client.send(SERVER_MESSAGES.error, { code, message } satisfies ErrorMessage);
  }

  /** The rooms' shared per-address message limit. */
  private admit(client: Client): boolean {
    const guest = this.guests.get(client.sessionId);
    if (!guest) return false;
    if (roomContext().messages.take(guest.address)) return true;
    this.refuse(client, 'RATE_LIMITED', 'too many messages from your address; wait a moment, then try again');
    return false;
  }

  private say(client: Client, payload: unknown): void {
    const guest = this.guests.get(client.sessionId);
    if (!guest || !this.admit(client)) return;
    const parsed = ChatMessageSchema.safeParse(payload);
    if (!parsed.success) {
      this.refuse(client, 'MALFORMED_MESSAGE', 'a chat message is { text } or { emote }');
      return;
    }
    const text = 'emote' in parsed.data ? EMOTES[parsed.data.emote] : cleanChatText(parsed.data.text);
    if (!text) this.refuse(client, 'CHAT_REFUSED', 'an empty line is not sent');
    else if (!this.chat.admit(guest.address, Date.now()))
      this.refuse(client, 'CHAT_REFUSED', 'at most 5 lines in 10 seconds; wait a moment');
    else {
      const line: ChatLine = { from: null, name: guest.name, text, step: 0 };
      if ('emote' in parsed.data) line.emote = parsed.data.emote;
      this.chat.add(line);
      this.broadcast(SERVER_MESSAGES.chat, { lines: [line] } satisfies ChatMessage);
    }
  }
}

/**
 * Brings the lobby's chat room up if no live process holds it. Two processes racing here end with
 * one room: the matchmaker refuses a second room with the same id.
 */
export async function ensureLobbyChat(): Promise<void> {
  const listing = await matchMaker.getRoomById(LOBBY_CHAT_ROOM);
  if (listing) {
    if (listing.processId === matchMaker.processId) return;
    if (await matchMaker.healthCheckProcessId(listing.processId)) return;
  }
  try {
    await matchMaker.createRoom(LOBBY_CHAT_ROOM, {});
  } catch (e) {
    // Another request (or process) opened it meanwhile.
    if (!(await matchMaker.getRoomById(LOBBY_CHAT_ROOM))) throw e;
  }
}

/** GET /api/lobby/chat: opens the lobby's chat room if needed and names it, for client.joinById. */
export function lobbyChatRoute(log: { error(o: object, m: string): void }) {
  return (_req: IncomingMessage, res: ServerResponse): void => {
    ensureLobbyChat().then(
      () => send(res, 200, { roomId: LOBBY_CHAT_ROOM }),
      (err) => {
        log.error({ err }, 'lobby chat not opened');
        send(res, 500, { code: 'SERVER_ERROR', message: 'the lobby chat could not be opened; try again' });
      },
    );
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}
