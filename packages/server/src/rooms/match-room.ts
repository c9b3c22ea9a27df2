import { type AuthContext, type Client, Room, ServerError } from '@colyseus/core';
import { ENGINE_VERSION, resolveOptions, type RuleError } from '@airlock/engine';
import type { CatalogEntry } from '@airlock/games';
import { botKindsFor } from '../bots/policies.ts';
import { roomContext } from '../context.ts';
import { recordActionMs } from '../metrics.ts';
import {
  ActMessageSchema,
  type ChatMessage,
  ChatMessageSchema,
  CLIENT_MESSAGES,
  type CreateMatch,
  CreateMatchSchema,
  type ErrorMessage,
  ExplorerSeatSchema,
  JoinMatchSchema,
  SERVER_MESSAGES,
  type SeatInfo,
  type SeatsMessage,
  type ServerErrorCode,
  UndoAnswerSchema,
  type UndoStatus,
} from '../protocol.ts';
import { type MatchMeta, StorageConflict, StorageUnavailable } from '../storage/index.ts';
import { Autoplay } from './autoplay.ts';
import { LiveMatch, ruleErrorOf } from './live-match.ts';
import { NOTICE_MS, socketAddress } from './message-limit.ts';
import { explorerWindowOpen, type FinishedMission } from '../explorers/record.ts';
import { ExplorerRefusal } from '../explorers/service.ts';
import { type ChatLine, cleanChatText, EMOTES, TableChat } from './chat.ts';
import { ReadyCheck } from './ready-check.ts';
import { restoreMatch, STORAGE_DOWN, STORAGE_REFUSED } from './restore.ts';
import { type Session, seatInfos, updateFor, welcomeFor } from './messages.ts';
import {
  creationHashOf,
  hashToken,
  holdsCreationToken,
  newMatchId,
  newSeed,
  newToken,
  seatOfToken,
  seatsFromSpecs,
} from './seats.ts';

/**
 * Codes used when a creation (answered over HTTP, so an HTTP status) or a join (a websocket error
 * code) is refused; the message carries the reason.
 */
const CREATE_REFUSED = 400;
const JOIN_REFUSED = 4401;

export interface RestoreOptions {
  restore: string;
}

function refuse(message: string, code = JOIN_REFUSED): never {
  throw new ServerError(code, message);
}

/**
 * One room per match. The room is the only holder of the match state; each client receives only
 * its own view and its own projection of the events, as messages. Everything that changes the match
 * (actions, seat claims, bots, the clock) goes through one queue, so they apply one at a time.
 */
export class MatchRoom extends Room {
  private live!: LiveMatch;
  private readonly sessions = new Map<string, Session>();
  private queue: Promise<unknown> = Promise.resolve();
  private creator: CreateMatch | null = null;
  /** Hash of the one-time token that alone may take the creator's seat (issue #16 item 3). */
  private creationTokenHash: string | null = null;
  private autoplay!: Autoplay;
  private closing = false;
  private idleTimer: NodeJS.Timeout | null = null;
  private finishRetry: NodeJS.Timeout | null = null;
  /** The seat list as last sent to every client (see broadcastSeats). */
  private seatsSent = '';
  /** An open undo request: who asked, the step it would go back to, the human seats yet to agree. */
  private undoAsk: { by: number; point: number; waitingOn: Set<number> } | null = null;
  /** The ready check before a real-time soundtrack starts (ready-check.ts). */
  private readonly readyCheck = new ReadyCheck();
  private readonly chat = new TableChat();

  override async onCreate(options: unknown): Promise<void> {
    const ctx = roomContext();
    const restore = (options as Partial<RestoreOptions>)?.restore;
    if (typeof restore === 'string') {
      this.live = await restoreMatch(restore);
      ctx.log.info({ matchId: restore, step: this.live.step }, 'match restored from storage');
    } else {
      const parsed = CreateMatchSchema.safeParse(options);
      if (!parsed.success)
        refuse(`bad match settings: ${parsed.error.issues[0]?.message ?? 'invalid'}`, CREATE_REFUSED);
      const spec = parsed.data;
      const entry = this.findEntry(spec.game);
      if (spec.seats.length !== spec.players)
        refuse(`give exactly one seat per player (${spec.players})`, CREATE_REFUSED);
      const kinds = botKindsFor(entry);
      for (const s of spec.seats) {
        if (s.kind === 'bot' && !kinds.includes(s.bot))
          refuse(`${entry.game.name} has no ${s.bot} bot`, CREATE_REFUSED);
      }
      let resolved: MatchMeta['options'];
      try {
        resolved = resolveOptions(entry.game, spec.players, spec.options);
      } catch (e) {
        refuse(ruleErrorOf(e)?.message ?? 'bad match settings', CREATE_REFUSED);
      }
      const meta: MatchMeta = {
        matchId: newMatchId(),
        game: entry.game.id,
        name: spec.name ?? entry.game.name,
        players: spec.players,
        options: resolved,
        seed: spec.seed ?? newSeed(),
        engineVersion: ENGINE_VERSION,
        seats: seatsFromSpecs(spec.seats),
        createdAt: Date.now(),
        step: 0,
        over: false,
      };
      await ctx.storage.createMatch(meta).catch((e) => {
        if (e instanceof StorageUnavailable) refuse(STORAGE_DOWN, STORAGE_REFUSED);
        throw e;
      });
      this.live = new LiveMatch(entry, meta, ctx.storage);
      this.creator = spec;
      this.creationTokenHash = creationHashOf(options);
      ctx.log.info({ matchId: meta.matchId, game: meta.game, players: meta.players }, 'match created');
    }
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
      this.enqueue(() => this.handleAct(client, payload))
        .then((accepted) => {
          if (accepted) recordActionMs(performance.now() - arrived);
        })
        .catch((e) => this.internalError(client, e));
    });
    this.onMessage(CLIENT_MESSAGES.undo, (client) => {
      if (!this.admitMessage(client)) return;
      this.enqueue(() => this.handleUndo(client)).catch((e) => this.internalError(client, e));
    });
    this.onMessage(CLIENT_MESSAGES.ready, (client) => {
      if (!this.admitMessage(client)) return;
      this.enqueue(() => this.handleReady(client)).catch((e) => this.internalError(client, e));
    });
    this.onMessage(CLIENT_MESSAGES.explorer, (client, payload) => {
      if (!this.admitMessage(client)) return;
      this.enqueue(() => this.handleExplorer(client, payload)).catch((e) => this.internalError(client, e));
    });
    this.onMessage(CLIENT_MESSAGES.chat, (client, payload) => {
      if (!this.admitMessage(client)) return;
      this.enqueue(() => this.handleChat(client, payload)).catch((e) => this.internalError(client, e));
    });
    this.onMessage(CLIENT_MESSAGES.undoAnswer, (client, payload) => {
      if (!this.admitMessage(client)) return;
      this.enqueue(() => this.handleUndoAnswer(client, payload)).catch((e) => this.internalError(client, e));
    });
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

  private findEntry(game: string): CatalogEntry {
    const entry = roomContext().catalog.find((e) => e.game.id === game);
    if (!entry) refuse(`unknown game "${game.slice(0, 64)}"`, CREATE_REFUSED);
    return entry;
  }

  private enqueue<T>(fn: () => Promise<T> | T): Promise<T> {
    const next = this.queue.then(() => (this.closing ? (undefined as T) : fn()));
    this.queue = next.catch(() => {});
    return next;
  }

  override async onJoin(client: Client, options: unknown): Promise<void> {
    const admitted = await this.enqueue(() => this.admit(options)).catch((e) => {
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
    this.sendWelcome(client, session, token);
    this.sendUpdate(client, session);
    this.sendChatHistory(client);
    this.broadcastSeats(client.sessionId);
    this.settleReady();
  }

  override onAuth(_client: Client, _options: unknown, context: AuthContext): { forwardedFor: string | null } {
    // Only what the address needs; onJoin reads the socket itself (see addressOf).
    return { forwardedFor: context.headers.get('x-forwarded-for') };
  }

  private addressOf(client: Client): string {
    const forwarded = (client.auth as { forwardedFor?: string | null } | undefined)?.forwardedFor;
    return socketAddress(client.ref, forwarded, roomContext().trustProxy);
  }

  /** Decides which seat a joining client gets, claiming one (and persisting the claim) if asked. */
  private async admit(options: unknown): Promise<{ seat: number | null; token?: string }> {
    const meta = this.live.meta;
    if (this.creator && holdsCreationToken(options, this.creationTokenHash)) {
      const creator = this.creator;
      this.creator = null;
      this.creationTokenHash = null;
      const seat = meta.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === null);
      return seat < 0 ? { seat: null } : this.claim(seat, creator.playerName);
    }
    const parsed = JoinMatchSchema.safeParse(options);
    if (!parsed.success) refuse('join with { token }, { seat } or { spectate: true }');
    const join = parsed.data;
    if ('token' in join) {
      const seat = seatOfToken(meta.seats, join.token);
      if (seat === null) refuse('this seat token is not valid for this match');
      return { seat };
    }
    if ('seat' in join) {
      const s = meta.seats[join.seat];
      if (!s || s.kind !== 'human') refuse('there is no human seat with that number');
      if (s.tokenHash !== null) refuse('that seat is already taken');
      return this.claim(join.seat, join.name);
    }
    return { seat: null };
  }

  private async claim(seat: number, name?: string): Promise<{ seat: number; token: string }> {
    const token = newToken();
    const seats = this.live.meta.seats.map((s, i) =>
      i === seat ? { ...s, tokenHash: hashToken(token), name: name?.trim() || s.name } : s,
    );
    try {
      await roomContext().storage.updateSeats(this.live.meta.matchId, seats);
    } catch (e) {
      // The claim may have reached the database: the next write puts the room's seat list back.
      this.live.markUnsure();
      if (e instanceof StorageUnavailable) refuse(STORAGE_DOWN);
      throw e;
    }
    this.live.meta.seats = seats;
    return { seat, token };
  }

  override async onDrop(client: Client): Promise<void> {
    const session = this.sessions.get(client.sessionId);
    if (session) session.connected = false;
    this.broadcastSeats();
    this.settleReady();
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
    this.sendWelcome(client, session);
    this.sendUpdate(client, session);
    this.sendChatHistory(client);
    this.broadcastSeats(client.sessionId);
    this.settleReady();
  }

  override onLeave(client: Client): void {
    this.sessions.delete(client.sessionId);
    this.chat.forget(client.sessionId);
    if (this.closing) return;
    this.broadcastSeats();
    this.settleReady();
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
    if (this.finishRetry) clearTimeout(this.finishRetry);
    this.autoplay?.stop();
    await this.queue;
  }

  /** Handles one `act`; resolves true when the action was accepted. */
  private async handleAct(client: Client, payload: unknown): Promise<boolean> {
    const session = this.sessions.get(client.sessionId);
    if (!session) return false;
    const deny = (code: ServerErrorCode, message: string) => {
      this.sendError(client, code, message);
      return false;
    };
    if (session.seat === null) return deny('NOT_SEATED', 'spectators cannot act');
    const parsed = ActMessageSchema.safeParse(payload);
    if (!parsed.success) return deny('MALFORMED_MESSAGE', 'an act message is { action: { type, ... }, step }');
    const { action, step } = parsed.data;
    if (this.readyCheck.open(this.live)) {
      return deny('NOT_READY', 'the soundtrack has not started: it starts once everyone at the table has said ready');
    }
    await this.resync();
    if (this.live.isStale(session.seat, step)) {
      // Chosen on an older screen. Unless it is a repeat of an action already taken (a double click),
      // an action the rules now refuse (a card placed after its phase ended) gets the rules' reason,
      // which says what changed; one they would still take is stale only because the question moved.
      const acted = this.live.actedAt(session.seat);
      const refused = acted !== undefined && acted >= step ? null : this.live.refusal(session.seat, action);
      if (refused) return deny(refused.code, refused.message);
      return deny('STALE_STEP', `the match is at step ${this.live.step}, not ${step}`);
    }
    try {
      await this.live.commit(session.seat, action);
    } catch (e) {
      const rule = ruleErrorOf(e);
      if (rule) return deny(rule.code, rule.message);
      throw e;
    }
    // Any move changes what an open undo request would take back: the request lapses.
    if (this.undoAsk) this.endUndoAsk();
    await this.afterChange();
    return true;
  }

  /** A person says ready for the soundtrack; the last one starts the clock. */
  private handleReady(client: Client): void {
    const session = this.sessions.get(client.sessionId);
    if (!session) return;
    if (session.seat === null) {
      this.sendError(client, 'NOT_SEATED', 'spectators have nothing to be ready for');
      return;
    }
    if (!this.readyCheck.open(this.live)) {
      this.sendError(client, 'READY_REFUSED', 'no ready check is open: the soundtrack is not waiting');
      return;
    }
    this.readyCheck.say(session.seat);
    if (!this.closeReadyCheck()) this.broadcastUpdates();
  }

  /** Re-judges an open ready check after someone joined, dropped or left (queued like actions). */
  private settleReady(): void {
    this.enqueue(() => {
      if (this.readyCheck.open(this.live)) this.closeReadyCheck();
    }).catch((e) => this.internalError(null, e));
  }

  /** Closes the check when everyone present is ready: the clock starts and everyone is told. */
  private closeReadyCheck(): boolean {
    const connected = new Set<number>();
    for (const s of this.sessions.values()) if (s.seat !== null && s.connected) connected.add(s.seat);
    if (!this.readyCheck.settle(this.live.meta.seats, connected)) return false;
    roomContext().log.info({ matchId: this.live.meta.matchId }, 'ready check passed; the soundtrack starts');
    this.autoplay.drive();
    this.broadcastUpdates();
    return true;
  }

  /** A person chooses the explorer who flies their seat (Space Alert, before the first announcement). */
  private async handleExplorer(client: Client, payload: unknown): Promise<void> {
    const session = this.sessions.get(client.sessionId);
    if (!session) return;
    const no = (message: string) => this.sendError(client, 'EXPLORER_REFUSED', message);
    if (session.seat === null) return this.sendError(client, 'NOT_SEATED', 'spectators fly no explorer');
    const parsed = ExplorerSeatSchema.safeParse(payload);
    if (!parsed.success) return this.sendError(client, 'MALFORMED_MESSAGE', 'an explorer message is { key, explorer }');
    if (this.live.meta.game !== 'space-alert') return no('explorers fly Space Alert missions only');
    if (!explorerWindowOpen(this.live.table.match.state)) {
      return no("an explorer takes a seat before the first announcement of the match's first mission");
    }
    let chosen: { id: string; name: string };
    try {
      chosen = await roomContext().explorers.forSeat(parsed.data.key, parsed.data.explorer);
    } catch (e) {
      if (e instanceof ExplorerRefusal) return no(e.message);
      throw e;
    }
    const seat = session.seat;
    if (this.live.meta.seats.some((s, i) => i !== seat && s.explorer?.id === chosen.id)) {
      return no('this explorer already flies another seat of this match');
    }
    const seats = this.live.meta.seats.map((s, i) => (i === seat ? { ...s, explorer: chosen } : s));
    await this.resync();
    try {
      await roomContext().storage.updateSeats(this.live.meta.matchId, seats);
    } catch (e) {
      this.live.markUnsure();
      throw e;
    }
    this.live.meta.seats = seats;
    this.broadcastUpdates();
  }

  /** A chat line or emote from a person at the table (or watching it), to everyone in the room. */
  private handleChat(client: Client, payload: unknown): void {
    const session = this.sessions.get(client.sessionId);
    if (!session) return;
    const refused = (code: 'MALFORMED_MESSAGE' | 'CHAT_REFUSED', why: string) => this.sendError(client, code, why);
    const parsed = ChatMessageSchema.safeParse(payload);
    if (!parsed.success) {
      refused('MALFORMED_MESSAGE', 'a chat message is { text } or { emote }');
      return;
    }
    const quiet = this.live.table.game.tableTalk?.(this.live.table.match.state) ?? null;
    const text = 'emote' in parsed.data ? EMOTES[parsed.data.emote] : cleanChatText(parsed.data.text);
    if (quiet) refused('CHAT_REFUSED', quiet);
    else if (!text) refused('CHAT_REFUSED', 'an empty line is not sent');
    else if (!this.chat.admit(client.sessionId, Date.now()))
      refused('CHAT_REFUSED', 'at most 5 lines in 10 seconds; wait a moment');
    else {
      const seats = this.live.meta.seats;
      const line: ChatLine = {
        from: session.seat,
        name: session.seat === null ? 'A spectator' : (seats[session.seat]?.name ?? `Seat ${session.seat + 1}`),
        text,
        step: this.live.step,
      };
      if ('emote' in parsed.data) line.emote = parsed.data.emote;
      this.chat.add(line);
      this.broadcast(SERVER_MESSAGES.chat, { lines: [line] } satisfies ChatMessage);
    }
  }

  private sendChatHistory(client: Client): void {
    if (this.chat.lines.length > 0)
      client.send(SERVER_MESSAGES.chat, { lines: this.chat.lines, history: true } satisfies ChatMessage);
  }

  /** The human seats other than `seat`: the people who must agree to its undo. */
  private otherHumans(seat: number): number[] {
    return this.live.meta.seats.flatMap((s, i) => (s.kind === 'human' && i !== seat ? [i] : []));
  }

  private undoStatus(seat: number | null): UndoStatus | undefined {
    if (seat === null || this.live.meta.seats[seat]?.kind !== 'human') return undefined;
    const ask = this.undoAsk;
    return {
      canAsk: ask === null && this.live.table.undoPoint(seat) !== null,
      request: ask
        ? {
            by: ask.by,
            waitingOn: [...ask.waitingOn],
            backTo: ask.point,
            removed: this.live.table.history
              .slice(ask.point)
              .map((h, i) => ({ step: ask.point + i + 1, actor: h.actor })),
          }
        : null,
    };
  }

  /** A seat asks to take back its latest action; granted at once when no other person plays. */
  private async handleUndo(client: Client): Promise<void> {
    const session = this.sessions.get(client.sessionId);
    if (!session) return;
    if (session.seat === null) return this.sendError(client, 'NOT_SEATED', 'spectators cannot undo');
    if (this.undoAsk) return this.sendError(client, 'UNDO_REFUSED', 'an undo request is already waiting for answers');
    await this.resync();
    const point = this.live.table.undoPoint(session.seat);
    if (point === null) {
      return this.sendError(
        client,
        'UNDO_REFUSED',
        'there is nothing to take back: you have not acted yet, the match is over, or something was revealed or drawn since your last action',
      );
    }
    const others = this.otherHumans(session.seat);
    if (others.length === 0) return this.takeBack(point);
    this.undoAsk = { by: session.seat, point, waitingOn: new Set(others) };
    this.autoplay.hold(true);
    this.broadcastUpdates();
  }

  private async handleUndoAnswer(client: Client, payload: unknown): Promise<void> {
    const session = this.sessions.get(client.sessionId);
    if (!session) return;
    const parsed = UndoAnswerSchema.safeParse(payload);
    if (!parsed.success)
      return this.sendError(client, 'MALFORMED_MESSAGE', 'an undo answer is { agree: true | false }');
    const ask = this.undoAsk;
    if (session.seat === null || !ask || !ask.waitingOn.has(session.seat)) {
      return this.sendError(client, 'UNDO_REFUSED', 'no undo request is waiting for your answer');
    }
    if (!parsed.data.agree) {
      this.endUndoAsk();
      this.broadcastUpdates();
      return;
    }
    ask.waitingOn.delete(session.seat);
    if (ask.waitingOn.size > 0) return this.broadcastUpdates();
    await this.takeBack(ask.point);
  }

  private endUndoAsk(): void {
    this.undoAsk = null;
    this.autoplay.hold(false);
  }

  /** Takes the match back to `point` and sends everyone its rebuilt view and log. */
  private async takeBack(point: number): Promise<void> {
    await this.live.rewind(point);
    roomContext().log.info({ matchId: this.live.meta.matchId, step: point }, 'match taken back by an agreed undo');
    this.undoAsk = null;
    this.autoplay.reset();
    for (const session of this.sessions.values()) {
      session.sentStep = 0;
      session.rewound = true;
    }
    this.autoplay.hold(false);
    this.broadcastUpdates();
  }

  /** After an accepted action: keep the record if the match ended, tell everyone, let bots and clock act. */
  private async afterChange(): Promise<void> {
    // Any move changes what an open undo request would take back (the clock closing a window too):
    // the request lapses.
    if (this.undoAsk) this.endUndoAsk();
    if (this.live.isOver() && !this.live.meta.over) await this.finish();
    // Drive first: it sets the clock, and the update tells clients when the clock will act.
    this.autoplay.drive();
    this.broadcastUpdates();
  }

  /**
   * Keeps the record of a match that just ended. The last action is already stored, so a failure
   * here (the database away) must not refuse it: the write is retried until it succeeds.
   */
  private async finish(): Promise<void> {
    const ctx = roomContext();
    try {
      // Explorers first: a failure retries the whole finish, and a match is counted once per explorer.
      const flown = this.live.meta.seats.flatMap((s) => (s.explorer ? [s.explorer.id] : []));
      if (this.live.meta.game === 'space-alert' && flown.length > 0) {
        await ctx.explorers.recordMatch(this.live.meta.matchId, flown, this.live.table.match.state as FinishedMission);
      }
      await ctx.storage.finishMatch(this.live.meta.matchId, this.live.record(), this.live.table.result());
    } catch (e) {
      if (!(e instanceof StorageUnavailable))
        ctx.log.error({ err: e, matchId: this.live.meta.matchId }, 'could not store the record');
      if (!this.finishRetry && !this.closing) {
        this.finishRetry = setTimeout(() => {
          this.finishRetry = null;
          this.enqueue(() => (this.live.meta.over ? undefined : this.finish())).catch(() => {});
        }, 1000);
      }
      return;
    }
    this.live.meta.over = true;
    ctx.log.info({ matchId: this.live.meta.matchId, steps: this.live.step }, 'match over');
    this.autoDispose = true;
    if (this.clients.length === 0) setTimeout(() => this.disconnect().catch(() => {}), 0);
  }

  /**
   * Before a write, when an earlier one failed without an answer: read the match back; if storage
   * turned out to hold more (or less), everyone gets the match as stored.
   */
  private async resync(): Promise<void> {
    const before = this.live.step;
    if (!(await this.live.resync())) return;
    roomContext().log.info(
      { matchId: this.live.meta.matchId, from: before, to: this.live.step },
      'match read back from storage',
    );
    if (this.live.step < before) {
      for (const session of this.sessions.values()) {
        session.sentStep = 0;
        session.rewound = true;
      }
    }
    this.autoplay.reset();
    await this.afterChange();
  }

  private internalError(client: Client | null, e: unknown): void {
    const ctx = roomContext();
    if (e instanceof StorageConflict) {
      // Another room wrote this match's next action: this copy is stale. Clients rejoin the live one.
      ctx.log.warn({ matchId: this.live.meta.matchId }, 'storage conflict; closing this copy of the room');
      this.disconnect().catch(() => {});
      return;
    }
    const down = e instanceof StorageUnavailable;
    // An outage is logged once by the store itself; each refused action only at debug level.
    if (down) ctx.log.debug({ matchId: this.live.meta.matchId }, 'action refused: storage unavailable');
    else ctx.log.error({ err: e, matchId: this.live.meta.matchId }, 'action failed');
    if (!client) {
      // A bot or clock step failed to save: try again shortly rather than leave the match stuck.
      setTimeout(
        () => {
          if (!this.closing) this.autoplay.drive();
        },
        Math.max(ctx.botDelayMs, down ? 1000 : 250),
      );
      return;
    }
    if (down) this.sendError(client, 'STORAGE_UNAVAILABLE', STORAGE_DOWN);
    else this.sendError(client, 'SERVER_ERROR', 'the action could not be saved; nothing changed, try again');
  }

  private sendError(client: Client, code: ServerErrorCode | RuleError['code'], message: string): void {
    client.send(SERVER_MESSAGES.error, { code, message } satisfies ErrorMessage);
  }

  private seatInfos(): SeatInfo[] {
    return seatInfos(this.live.meta.seats, this.sessions.values());
  }

  private sendWelcome(client: Client, session: Session, token?: string): void {
    client.send(SERVER_MESSAGES.welcome, welcomeFor(this.live.meta, session.seat, this.seatInfos(), token));
  }

  private sendUpdate(client: Client, session: Session, seats = this.seatInfos()): void {
    const update = updateFor(this.live, session, seats, this.autoplay.clockMs(), this.undoStatus(session.seat));
    if (this.readyCheck.open(this.live)) update.readyCheck = this.readyCheck.status(this.live.meta.seats);
    const explorer = session.seat === null ? undefined : this.live.meta.seats[session.seat]?.explorer;
    if (explorer) update.explorer = { ...explorer };
    const quiet = this.live.table.game.tableTalk?.(this.live.table.match.state);
    if (quiet) update.quiet = quiet;
    client.send(SERVER_MESSAGES.update, update);
    session.sentStep = this.live.step;
    session.rewound = false;
  }

  /**
   * Tells every other client the seat list, only when it differs from the one they last received:
   * joins and leaves cost one small message per client, and spectators coming and going cost nothing.
   */
  private broadcastSeats(except?: string): void {
    const seats = this.seatInfos();
    const key = JSON.stringify(seats);
    if (key === this.seatsSent) return;
    this.seatsSent = key;
    const msg: SeatsMessage = { seats };
    for (const client of this.clients) {
      if (client.sessionId !== except && this.sessions.has(client.sessionId)) client.send(SERVER_MESSAGES.seats, msg);
    }
  }

  private broadcastUpdates(except?: string): void {
    const seats = this.seatInfos();
    this.seatsSent = JSON.stringify(seats);
    for (const client of this.clients) {
      if (client.sessionId === except) continue;
      const session = this.sessions.get(client.sessionId);
      if (session) this.sendUpdate(client, session, seats);
    }
  }
}
