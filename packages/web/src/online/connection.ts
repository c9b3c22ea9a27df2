import type { Action } from '@airlock/engine';
import { Client, type Room } from '@colyseus/sdk';
import type {
  ChatMessage,
  ErrorMessage,
  PatchMessage,
  RematchStatus,
  SeatsMessage,
  UpdateMessage,
  WelcomeMessage,
} from '../../../server/src/protocol.ts';
import type { ChatLine } from '../../../server/src/rooms/chat.ts';
import { saveTicket } from '../storage.ts';
import type { CreateMatch, JoinMatch } from './api.ts';
import { applyPatch } from './patch.ts';

// Message and room names as fixed by the protocol (kept as literals: the protocol module is imported
// for its types only, so the browser bundle does not pull in the server's validation library).
const ROOM = 'match';
const MSG = {
  act: 'act',
  undo: 'undo',
  undoAnswer: 'undoAnswer',
  welcome: 'welcome',
  update: 'update',
  patch: 'patch',
  sync: 'sync',
  seats: 'seats',
  error: 'error',
  chat: 'chat',
  rematch: 'rematch',
} as const;

export type { ChatLine, ErrorMessage, RematchStatus, SeatsMessage, UpdateMessage, WelcomeMessage };

/** What a chat panel needs from its room: the table's connection or the lobby's (lobby-chat.ts). */
export interface ChatSource {
  readonly chat: ChatLine[];
  watchChat(w: (lines: ChatLine[]) => void): () => void;
  say(text: string): void;
  emote(emote: EmoteId): void;
}

/** The quick emotes the server knows, with the words everyone sees. */
export const EMOTE_WORDS = {
  hello: 'Hello!',
  gg: 'Good game!',
  thanks: 'Thanks!',
  sorry: 'Sorry!',
  think: 'Let me think…',
  hurry: 'Ready when you are.',
} as const;
export type EmoteId = keyof typeof EMOTE_WORDS;

export interface Listener {
  welcome(w: WelcomeMessage): void;
  update(u: UpdateMessage): void;
  /** Only the seat list changed (someone joined, dropped or left): the match itself did not move. */
  seats(s: SeatsMessage): void;
  error(e: ErrorMessage): void;
  closed(code: number): void;
}

/**
 * One connection to one match room. Messages that arrive before the screen subscribes (the welcome
 * comes right after joining) are kept and replayed to the first listener.
 */
export class Connection implements ChatSource {
  readonly room: Room;
  private listener: Listener | null = null;
  private early: ((l: Listener) => void)[] = [];
  welcome: WelcomeMessage | null = null;
  /** The table's chat so far, as the server sent it (the latest lines on joining, then each new one). */
  chat: ChatLine[] = [];
  private chatWatchers = new Set<(lines: ChatLine[]) => void>();
  /** The rematch proposed at the end of the match, as the server last described it. */
  rematch: RematchStatus | null = null;
  private rematchWatchers = new Set<(r: RematchStatus) => void>();
  /**
   * The latest update, whole: patches apply to it. Null until the first full update, and again after a
   * patch that did not fit (until the full update asked for arrives).
   */
  private latest: UpdateMessage | null = null;

  constructor(room: Room) {
    this.room = room;
    room.onMessage(MSG.welcome, (w: WelcomeMessage) => {
      this.welcome = w;
      if (w.token) {
        saveTicket({ matchId: w.matchId, game: w.game, seat: w.seat, token: w.token, savedAt: Date.now() });
      }
      this.emit((l) => l.welcome(w));
    });
    room.onMessage(MSG.update, (u: UpdateMessage) => {
      this.latest = u;
      this.emit((l) => l.update(u));
    });
    room.onMessage(MSG.patch, (p: PatchMessage) => {
      const base = this.latest;
      if (!base || base.seq !== p.base) {
        // A patch for an update this connection does not hold: ask for the whole update and the log again.
        if (base) room.send(MSG.sync, { patches: true, missed: true });
        this.latest = null;
        return;
      }
      const u = applyPatch(base, p);
      this.latest = u;
      this.emit((l) => l.update(u));
    });
    // From now on only what changed in this seat's update comes (the server answers with a full update).
    room.send(MSG.sync, { patches: true });
    room.onMessage(MSG.seats, (s: SeatsMessage) => this.emit((l) => l.seats(s)));
    room.onMessage(MSG.error, (e: ErrorMessage) => this.emit((l) => l.error(e)));
    room.onMessage(MSG.chat, (m: ChatMessage) => {
      this.chat = m.history ? [...m.lines] : [...this.chat, ...m.lines].slice(-200);
      for (const w of this.chatWatchers) w(this.chat);
    });
    room.onMessage(MSG.rematch, (r: RematchStatus) => {
      // This seat's place in the new match is kept like any seat token, before anything moves.
      if (r.matchId && r.token && this.welcome) {
        const { game, seat } = this.welcome;
        saveTicket({ matchId: r.matchId, game, seat, token: r.token, savedAt: Date.now() });
      }
      this.rematch = r;
      for (const w of this.rematchWatchers) w(r);
    });
    room.onLeave((code: number) => this.emit((l) => l.closed(code)));
  }

  private emit(f: (l: Listener) => void): void {
    if (this.listener) f(this.listener);
    else this.early.push(f);
  }

  listen(l: Listener): () => void {
    this.listener = l;
    for (const f of this.early.splice(0)) f(l);
    return () => {
      if (this.listener === l) this.listener = null;
    };
  }

  act(action: Action, step: number): void {
    this.room.send(MSG.act, { action, step });
  }

  /** Asks to take back this seat's latest action (the other people are asked to agree). */
  undo(): void {
    this.room.send(MSG.undo);
  }

  /** Follows the chat; returns the function that stops following it. */
  watchChat(w: (lines: ChatLine[]) => void): () => void {
    this.chatWatchers.add(w);
    return () => this.chatWatchers.delete(w);
  }

  say(text: string): void {
    this.room.send(MSG.chat, { text });
  }

  emote(emote: EmoteId): void {
    this.room.send(MSG.chat, { emote });
  }

  /** Follows the rematch proposal; returns the function that stops following it. */
  watchRematch(w: (r: RematchStatus) => void): () => void {
    this.rematchWatchers.add(w);
    return () => this.rematchWatchers.delete(w);
  }

  /** Proposes a rematch (when none is open) or answers the open one. */
  answerRematch(accept: boolean): void {
    this.room.send(MSG.rematch, { accept });
  }

  answerUndo(agree: boolean): void {
    this.room.send(MSG.undoAnswer, { agree });
  }

  leave(): void {
    void this.room.leave(true);
  }
}

function client(): Client {
  // The app is served by the game server itself, so the server is this page's own origin.
  return new Client(`${location.protocol}//${location.host}`);
}

/** The connection handed from the lobby (which created the room) to the match screen. */
let handoff: Connection | null = null;

export function takeHandoff(matchId: string): Connection | null {
  if (handoff && handoff.room.roomId === matchId) {
    const c = handoff;
    handoff = null;
    return c;
  }
  return null;
}

export async function createMatch(opts: CreateMatch): Promise<Connection> {
  const room = await client().create(ROOM, opts);
  handoff = new Connection(room);
  return handoff;
}

export async function joinMatch(matchId: string, opts: JoinMatch): Promise<Connection> {
  const room = await client().joinById(matchId, opts);
  return new Connection(room);
}
