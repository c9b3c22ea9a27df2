import type { Client } from '@colyseus/core';
import type { RuleError } from '@airlock/engine';
import type { ServerErrorCode } from '../protocol.ts';
import type { Autoplay } from './autoplay.ts';
import type { TableChat } from './chat.ts';
import type { LiveMatch } from './live-match.ts';
import type { Session } from './messages.ts';
import type { ReadyCheck } from './ready-check.ts';
import type { Rematch } from './rematch.ts';
import type { UndoRequests } from './undo-requests.ts';

/**
 * What the room's handlers share, one file per concern (seating, actions, undo, the soundtrack's
 * ready check, explorers, chat, the stored record, messages out): the match, the connections, the
 * queue every change goes through, and the ways back to the clients. MatchRoom is the one
 * implementation; the handlers take it as this interface so each file says what it touches.
 */
export interface RoomCore {
  readonly live: LiveMatch;
  readonly sessions: Map<string, Session>;
  readonly autoplay: Autoplay;
  readonly readyCheck: ReadyCheck;
  readonly chat: TableChat;
  readonly rematch: Rematch;
  readonly undo: UndoRequests;
  /** The connected clients (Colyseus's list). */
  readonly clients: ArrayLike<Client> & Iterable<Client>;
  /** Set once the room is being disposed: queued work is skipped. */
  readonly closing: boolean;
  /** Runs `fn` after everything queued before it: changes to the match apply one at a time. */
  enqueue<T>(fn: () => Promise<T> | T): Promise<T>;
  /** After an accepted change: keep the record if the match ended, tell everyone, let bots and clock act. */
  afterChange(): Promise<void>;
  /** Before a write, after one failed without an answer: read the match back from storage. */
  resync(): Promise<void>;
  internalError(client: Client | null, e: unknown): void;
  sendError(client: Client, code: ServerErrorCode | RuleError['code'], message: string): void;
  broadcastUpdates(except?: string): void;
  /** Sends one message to every client in the room, seated or not (Room.broadcast). */
  tellEveryone(type: string, message: unknown): void;
}
