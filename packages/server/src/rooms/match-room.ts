import { type AuthContext, type Client, Room, ServerError } from '@colyseus/core';
import type { RuleError } from '@airlock/engine';
import { roomContext } from '../context.ts';
import { recordActionMs } from '../metrics.ts';
import { CLIENT_MESSAGES, type ErrorMessage, SERVER_MESSAGES, type ServerErrorCode } from '../protocol.ts';
import { handleAct } from './actions.ts';
import { Autoplay } from './autoplay.ts';
import { handleChat, sendChatHistory, TableChat } from './chat.ts';
import { openMatch, refuse } from './creation.ts';
import { chooseExplorer } from './explorer-seat.ts';
import type { LiveMatch } from './live-match.ts';
import { NOTICE_MS, socketAddress } from './message-limit.ts';
import type { Session } from './messages.ts';
import { Outbox } from './outbox.ts';
import { ReadyCheck, sayReady, settleReady } from './ready-check.ts';
import { RecordKeeping } from './record-keeping.ts';
import { handleRematch, Rematch, rematchSeatLeft, sendRematch } from './rematch.ts';
import type { RoomCore } from './room-core.ts';
import { Seating } from './seating.ts';
import { UndoRequests } from './undo-requests.ts';

/**
 * One room per match. The room is the only holder of the match state; each client receives only
 * its own view and its own projection of the events, as messages. Everything that changes the match
 * (actions, seat claims, bots, the clock) goes through one queue, so they apply one at a time.
 *
 * This file holds the room's life (creation, joins, drops, leaving, idling, disposal) and routes each
 * client message to its handler: actions.ts, undo-requests.ts, ready-check.ts, explorer-seat.ts,
 * chat.ts; seating.ts decides seats, outbox.ts says what goes out, record-keeping.ts deals with storage.
 */
export class MatchRoom extends Room implements RoomCore {
  live!: LiveMatch;
  readonly sessions = new Map<string, Session>();
  autoplay!: Autoplay;
  closing = false;
  /** The ready check before a real-time soundtrack starts (ready-check.ts). */
  readonly readyCheck = new ReadyCheck();
  readonly chat = new TableChat();
  readonly rematch = new Rematch();
  readonly undo: UndoRequests = new UndoRequests(this);
  private readonly outbox: Outbox = new Outbox(this);
  private readonly records: RecordKeeping = new RecordKeeping(this);
  private seating!: Seating;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;

  override async onCreate(options: unknown): Promise<void> {
    const ctx = roomContext();
    const opened = await openMatch(options);
    this.live = opened.live;
    this.seating = new Seating(opened.live, opened.creator, opened.creationTokenHash);
    this.roomId = this.live.meta.matchId;
    this.autoDispose = this.live.isOver();
    this.autoplay = new Autoplay(
      this.live,
      ctx,
      (fn) => this.enqueue(fn),
      () => this.afterChange(),
      (e) => this.internalError(null, e),
      () => this.resync(),
      () => this.readyCheck.open(this.live),
    );
    this.onMessage(CLIENT_MESSAGES.act, (client, payload) => {
      if (!this.admitMessage(client)) return;
      const arrived = performance.now();
      this.enqueue(() => handleAct(this, client, payload))
        .then((accepted) => {
          if (accepted) recordActionMs(performance.now() - arrived);
        })
        .catch((e) => this.internalError(client, e));
    });
    this.route(CLIENT_MESSAGES.undo, (client) => this.undo.request(client));
    this.route(CLIENT_MESSAGES.ready, (client) => sayReady(this, client));
    this.route(CLIENT_MESSAGES.explorer, (client, payload) => chooseExplorer(this, client, payload));
    this.route(CLIENT_MESSAGES.chat, (client, payload) => handleChat(this, client, payload));
    this.route(CLIENT_MESSAGES.undoAnswer, (client, payload) => this.undo.answer(client, payload));
    this.route(CLIENT_MESSAGES.rematch, (client, payload) => handleRematch(this, client, payload));
    this.route(CLIENT_MESSAGES.sync, (client, payload) => this.outbox.sync(client, payload));
    this.onMessage('*', (client, type) => {
      if (!this.admitMessage(client)) return;
      // Queued like actions, so a client's errors come back in the order it sent its messages.
      this.enqueue(() =>
        this.sendError(client, 'MALFORMED_MESSAGE', `unknown message type "${String(type).slice(0, 32)}"`),
      );
    });
    // Start bots and the clock only once the room is live (a duplicate room discarded after onCreate
    // must not act); a zero timer runs after the matchmaker has registered the room.
    setTimeout(() => {
      this.autoplay.drive();
      this.watchIdle();
    }, 0);
  }

  /** Queues a client message's handler behind everything before it, once the message is admitted. */
  private route(type: string, handle: (client: Client, payload: unknown) => Promise<void> | void): void {
    this.onMessage(type, (client, payload) => {
      if (!this.admitMessage(client)) return;
      this.enqueue(() => handle(client, payload)).catch((e) => this.internalError(client, e));
    });
  }

  /**
   * Takes a token from the bucket of the client's address (all its connections share it). A refused
   * message is answered with RATE_LIMITED at most once per NOTICE_MS, so a flood gets one notice.
   */
  private admitMessage(client: Client): boolean {
    const session = this.sessions.get(client.sessionId);
    if (!session) return false;
    const now = Date.now();
    if (roomContext().messages.take(session.address, now)) return true;
    const notify = () => {
      session.refusedNoticeAt = Date.now();
      this.sendError(client, 'RATE_LIMITED', 'too many messages from your address; wait a moment, then try again');
    };
    const wait = session.refusedNoticeAt + NOTICE_MS - now;
    if (wait <= 0) notify();
    else if (!session.noticeTimer) {
      // A refusal inside the interval is still answered, once, when the interval ends: a client
      // waiting for a reply to its last message must not wait for ever.
      session.noticeTimer = setTimeout(() => {
        session.noticeTimer = undefined;
        if (this.sessions.get(client.sessionId) === session) notify();
      }, wait);
      session.noticeTimer.unref();
    }
    return false;
  }

  enqueue<T>(fn: () => Promise<T> | T): Promise<T> {
    const next = this.queue.then(() => (this.closing ? (undefined as T) : fn()));
    this.queue = next.catch(() => {});
    return next;
  }

  override async onJoin(client: Client, options: unknown): Promise<void> {
    const admitted = await this.enqueue(() => this.seating.admit(options)).catch((e) => {
      // A refusal is worded for the client; anything else (a storage error) is logged, never sent.
      if (e instanceof ServerError) throw e;
      roomContext().log.error({ err: e, matchId: this.live.meta.matchId }, 'join failed');
      return refuse('the server could not seat you just now; try again');
    });
    if (!admitted) refuse('this match is closing; look it up again and rejoin');
    const { seat, token } = admitted;
    const session: Session = {
      seat,
      sentStep: 0,
      connected: true,
      address: this.addressOf(client),
      refusedNoticeAt: 0,
    };
    this.sessions.set(client.sessionId, session);
    this.outbox.welcome(client, session, token);
    this.outbox.update(client, session);
    sendChatHistory(this, client);
    sendRematch(this, client);
    this.outbox.seats(client.sessionId);
    settleReady(this);
  }

  override onAuth(_client: Client, _options: unknown, context: AuthContext): { forwardedFor: string | null } {
    // Only what the address needs; onJoin reads the socket itself (see addressOf).
    return { forwardedFor: context.headers.get('x-forwarded-for') };
  }

  private addressOf(client: Client): string {
    const forwarded = (client.auth as { forwardedFor?: string | null } | undefined)?.forwardedFor;
    return socketAddress(client.ref, forwarded, roomContext().trustProxy);
  }

  override async onDrop(client: Client): Promise<void> {
    const session = this.sessions.get(client.sessionId);
    if (session) session.connected = false;
    this.outbox.seats();
    settleReady(this);
    try {
      await this.allowReconnection(client, roomContext().reconnectSeconds);
    } catch {
      // The session expired or the room is closing: onLeave follows, and the seat's token still
      // lets its holder come back later.
    }
  }

  override onReconnect(client: Client): void {
    const session = this.sessions.get(client.sessionId);
    if (!session) return;
    session.connected = true;
    session.sentStep = 0;
    this.outbox.welcome(client, session);
    this.outbox.update(client, session);
    sendChatHistory(this, client);
    sendRematch(this, client);
    this.outbox.seats(client.sessionId);
    settleReady(this);
  }

  override onLeave(client: Client): void {
    const seat = this.sessions.get(client.sessionId)?.seat ?? null;
    this.sessions.delete(client.sessionId);
    this.enqueue(() => rematchSeatLeft(this, seat)).catch((err) =>
      roomContext().log.warn({ err, matchId: this.live.meta.matchId }, 'rematch: a leaving seat not settled'),
    );
    this.chat.forget(client.sessionId);
    if (this.closing) return;
    this.outbox.seats();
    settleReady(this);
    this.watchIdle();
  }

  /**
   * A match waiting on people who have all gone needs no room: after `idleSeconds` with nobody
   * connected and nothing for bots or the clock to do, the room closes. Its state is in storage;
   * GET /api/matches/:id (or a restart) brings it back when someone returns.
   */
  private watchIdle(): void {
    const seconds = roomContext().idleSeconds;
    if (this.idleTimer || seconds <= 0 || this.live.isOver()) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.closing || this.live.isOver()) return;
      if (this.clients.length > 0 || this.sessions.size > 0 || this.autoplay.busy()) return this.watchIdle();
      roomContext().log.info({ matchId: this.live.meta.matchId }, 'idle match unloaded');
      this.disconnect().catch(() => {});
    }, seconds * 1000);
    this.idleTimer.unref();
  }

  override async onDispose(): Promise<void> {
    this.closing = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.records.stop();
    this.autoplay?.stop();
    await this.queue;
  }

  /** After an accepted action: keep the record if the match ended, tell everyone, let bots and clock act. */
  async afterChange(): Promise<void> {
    // Any move changes what an open undo request would take back (the clock closing a window too):
    // the request lapses.
    this.undo.lapse();
    if (this.live.isOver() && !this.live.meta.over) await this.records.finish();
    // Drive first: it sets the clock, and the update tells clients when the clock will act.
    this.autoplay.drive();
    this.broadcastUpdates();
  }

  resync(): Promise<void> {
    return this.records.resync();
  }

  internalError(client: Client | null, e: unknown): void {
    this.records.failed(client, e);
  }

  sendError(client: Client, code: ServerErrorCode | RuleError['code'], message: string): void {
    client.send(SERVER_MESSAGES.error, { code, message } satisfies ErrorMessage);
  }

  broadcastUpdates(except?: string): void {
    this.outbox.updates(except);
  }

  tellEveryone(type: string, message: unknown): void {
    this.broadcast(type, message);
  }
}
